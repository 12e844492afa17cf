import { CODE_ERROR_LABEL_PREFIX, decodeConfigurationCode } from '@shop/domain/catalog/configuration-code'
import {
  configurationCodeBase,
  type PreparedSearchEntry,
  prepareSearchEntry,
  rankSearchEntries,
  SEARCH_RESULT_LIMIT,
} from '@shop/domain/catalog/search'
import type { SearchResult } from '@shop/domain/catalog/search-schemas'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import { interpolate, type Translate } from '../i18n/labels.service.ts'
import type { CatalogSnapshot } from './catalog.store.ts'
import { codeErrorParams } from './codes.rules.ts'

type ProductHit = Exclude<SearchResult, { kind: 'code' }>
type CodeHit = Extract<SearchResult, { kind: 'code' }>
type Index = { entries: PreparedSearchEntry<ProductHit>[]; baseCodes: Set<string> }

// Built once per catalogue snapshot and language, on the first search in it: a search reads memory only.
const indexes = new WeakMap<CatalogSnapshot, Map<Lang, Index>>()

function buildIndex(snap: CatalogSnapshot, lang: Lang): Index {
  // An option's page is the first model (in catalogue order) that offers it.
  const firstModelOf = new Map<number, string>()
  for (const model of snap.models) {
    for (const accessoryId of snap.sectionOfAccessory.get(model.id)?.keys() ?? []) {
      if (!firstModelOf.has(accessoryId)) firstModelOf.set(accessoryId, model.code)
    }
  }
  const models = snap.models.map((m) => {
    const family = pick(snap.familyById.get(m.productFamilyId)?.name, lang)
    const name = pick(m.name, lang)
    const item: ProductHit = {
      kind: 'model',
      code: m.code,
      configuration_code: m.configurationCode,
      name,
      family,
    }
    return prepareSearchEntry({
      item,
      codes: [m.code, m.configurationCode],
      name,
      details: `${pick(m.descriptionShort, lang)} ${family}`,
    })
  })
  const accessories = snap.accessories.map((a) => {
    const name = pick(a.name, lang)
    const description = pick(a.descriptionShort, lang)
    const item: ProductHit = {
      kind: 'accessory',
      code: a.code,
      name,
      description_short: description,
      sold_alone: a.soldAlone,
      model_code: a.soldAlone ? null : (firstModelOf.get(a.id) ?? null),
    }
    const group = a.accessoryGroupId === null ? undefined : snap.groupById.get(a.accessoryGroupId)
    return prepareSearchEntry({
      item,
      codes: [a.code],
      name,
      details: `${description} ${pick(group?.name, lang)}`,
    })
  })
  // Models before accessories where they match equally well.
  return { entries: [...models, ...accessories], baseCodes: new Set(snap.codes.byBaseCode.keys()) }
}

function indexOf(snap: CatalogSnapshot, lang: Lang): Index {
  let byLang = indexes.get(snap)
  if (!byLang) {
    byLang = new Map()
    indexes.set(snap, byLang)
  }
  let index = byLang.get(lang)
  if (!index) {
    index = buildIndex(snap, lang)
    byLang.set(lang, index)
  }
  return index
}

/** The configuration code being typed, decoded: valid, or the decoder's first reason in the language. */
function codeResult(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  query: string,
  base: string,
): CodeHit | null {
  const modelId = snap.codes.byBaseCode.get(base)?.model.id
  const model = modelId === undefined ? undefined : snap.modelById.get(modelId)
  if (!model) return null
  const decoded = decodeConfigurationCode(query, snap.codes, snap.compatibilityRules)
  const common = { kind: 'code' as const, model_code: model.code, model_name: pick(model.name, lang) }
  if (decoded.ok) return { ...common, code: decoded.configuration.code, valid: true, message: null }
  const { error } = decoded
  const message = interpolate(
    translate(lang, `${CODE_ERROR_LABEL_PREFIX}${error.reason}`),
    codeErrorParams(error, lang),
  )
  return { ...common, code: query.trim().toUpperCase(), valid: false, message }
}

/**
 * What the header's search finds for a query (docs/decisions/024): a configuration code being typed, decoded, then
 * up to SEARCH_RESULT_LIMIT models and accessories, best first. Reads the catalogue snapshot only.
 */
export function searchCatalog(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  query: string,
): SearchResult[] {
  const index = indexOf(snap, lang)
  const base = configurationCodeBase(query, index.baseCodes)
  const code = base === null ? null : codeResult(snap, translate, lang, query, base)
  if (!code) return rankSearchEntries(query, index.entries, SEARCH_RESULT_LIMIT)
  // A code's own model comes next: its page, unconfigured.
  const model = index.entries.find((e) => e.item.kind === 'model' && e.item.code === code.model_code)?.item
  const rest = rankSearchEntries(query, index.entries, SEARCH_RESULT_LIMIT).filter((r) => r !== model)
  return [code, ...(model ? [model] : []), ...rest].slice(0, SEARCH_RESULT_LIMIT + 1)
}
