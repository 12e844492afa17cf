import { createHash } from 'node:crypto'
import { ruleReason } from '@shop/domain/catalog/compatibility'
import {
  CODE_ERROR_LABEL_PREFIX,
  type CodeError,
  type DecodedConfiguration,
  decodeConfigurationCode,
} from '@shop/domain/catalog/configuration-code'
import { DEFAULT_OPEN_CHOICE_RULE, type OpenChoiceRule } from '@shop/domain/catalog/open-choices'
import { NET_PRICE_LABEL_KEY, type PriceSubject, priceProduct } from '@shop/domain/catalog/pricing'
import {
  createReplacementCodes,
  type DecodedProductCode,
  type DecodedReplacement,
  decodeProductCode,
  type ReplacementCodes,
} from '@shop/domain/catalog/replacement-code'
import type {
  Accessory,
  AccessoryGroup,
  AttributesVariation,
  BaseModel,
  BaseModelExtralight,
  BaseModelLight,
  CodeSectionResource,
  ProductConfiguration,
  ProductDiscountedPricesBody,
  ProductFamily,
  ProductPrice,
  SaveProductConfigurationBody,
} from '@shop/domain/catalog/schemas'
import {
  checkChosenVariations,
  findAttributesVariation,
  VARIATION_ERROR_LABEL_PREFIX,
  type VariationRequest,
} from '@shop/domain/catalog/variations'
import type { Lang } from '@shop/domain/i18n/langs'
import { canSeePrices } from '@shop/domain/orders/permissions'
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm'
import { type Db, queryRows, type Tx } from '../../db/client.ts'
import {
  clientGroups,
  clientProductCodes,
  clients,
  productConfigurationAccessories,
  productConfigurations,
  users,
} from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { sessionJoin } from '../../plugins/session.ts'
import { findSettings } from '../lookups/settings.service.ts'
import {
  type CatalogSnapshot,
  findCatalog,
  type ModelRow,
  type ModelSection,
  pick,
  type VariationRow,
} from './catalog-store.ts'
import { priceConfiguration, ruleForModel, ruleForReplacement } from './configuration-price.ts'
import { attributeLabelsOf, openChoicesOf } from './open-choices.ts'

/** Translates a label key into a language (the app's label store). */
export type Translate = (lang: string, key: string) => string

/** Fills the {{name}} parameters of a translated label. */
export function interpolate(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/** Address of a stored file; the uploads route serves it. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null
}

// ---------------------------------------------------------------------------------------------------------
// Resources (the same for everyone: no prices, texts in the request's language)

export function toProductFamily(snap: CatalogSnapshot, id: number, lang: Lang): ProductFamily | null {
  const f = snap.familyById.get(id)
  if (!f) return null
  return {
    id: f.id,
    code: f.code,
    name: pick(f.name, lang),
    description: pick(f.description, lang),
    image: fileUrl(f.imageKey),
    position: f.position,
    wizard_hotspots: (snap.hotspotsByFamily.get(f.id) ?? []).map((h) => ({
      id: h.id,
      base_model_id: h.baseModelId,
      x: h.x,
      y: h.y,
      width: h.width,
      height: h.height,
      image: fileUrl(h.imageKey),
    })),
  }
}

export function toAccessoryGroup(snap: CatalogSnapshot, id: number, lang: Lang): AccessoryGroup | null {
  const g = snap.groupById.get(id)
  return g ? { id: g.id, code: g.code, name: pick(g.name, lang), position: g.position } : null
}

function toVariation(v: VariationRow): AttributesVariation {
  return {
    id: v.id,
    accessory_id: v.accessoryId,
    attributes: v.attributes,
    variation_value: v.variationValue,
    final_datasheet: fileUrl(v.finalDatasheet),
    is_custom: v.isCustom,
  }
}

export function toAccessory(snap: CatalogSnapshot, id: number, lang: Lang): Accessory | null {
  const a = snap.accessoryById.get(id)
  if (!a) return null
  const template = a.attributesTemplate
  return {
    id: a.id,
    code: a.code,
    configuration_code: a.configurationCode,
    name: pick(a.name, lang),
    description_short: pick(a.descriptionShort, lang),
    description: pick(a.description, lang),
    accessory_group_id: a.accessoryGroupId,
    image: fileUrl(a.imageKey),
    layer_z: a.layerZ,
    attributes_template: template
      ? {
          need_datasheet: template.need_datasheet,
          allow_custom: template.allow_custom,
          attributes: template.attributes.map((attr) => ({
            key: attr.key,
            label: pick(attr.label, lang),
            values: attr.values,
          })),
          open_choice: template.open_choice ?? DEFAULT_OPEN_CHOICE_RULE,
        }
      : null,
    attributes_variations: (snap.variationsByAccessory.get(a.id) ?? []).map(toVariation),
    sold_alone: a.soldAlone,
    available: a.available,
    base_model_ids: snap.models.filter((m) => snap.sectionOfAccessory.get(m.id)?.has(a.id)).map((m) => m.id),
  }
}

function toSection(snap: CatalogSnapshot, s: ModelSection, lang: Lang): CodeSectionResource {
  return {
    id: s.row.id,
    name: s.row.name,
    letter: s.letter,
    label: pick(s.row.label, lang),
    len: s.row.len,
    var_len: s.row.varLen,
    order: s.row.sortOrder,
    accessories: s.accessoryIds.flatMap((id) => {
      const a = snap.accessoryById.get(id)
      return a
        ? [
            {
              id: a.id,
              code: a.code,
              configuration_code: a.configurationCode,
              description_short: pick(a.descriptionShort, lang),
            },
          ]
        : []
    }),
  }
}

function rulesOfModel(snap: CatalogSnapshot, modelId: number) {
  const offered = snap.sectionOfAccessory.get(modelId)
  return snap.compatibilityRules
    .filter(
      (r) =>
        (r.base_model_id == null || r.base_model_id === modelId) &&
        offered?.has(r.if_accessory_id) &&
        offered.has(r.then_accessory_id),
    )
    .map((r) => ({ ...r, base_model_id: r.base_model_id ?? null }))
}

export function toBaseModelExtralight(
  snap: CatalogSnapshot,
  id: number,
  lang: Lang,
): BaseModelExtralight | null {
  const m = snap.modelById.get(id)
  if (!m) return null
  return {
    id: m.id,
    code: m.code,
    configuration_code: m.configurationCode,
    name: pick(m.name, lang),
    product_family_id: m.productFamilyId,
  }
}

export function toBaseModelLight(snap: CatalogSnapshot, id: number, lang: Lang): BaseModelLight | null {
  const m = snap.modelById.get(id)
  const base = toBaseModelExtralight(snap, id, lang)
  if (!m || !base) return null
  return {
    ...base,
    description_short: pick(m.descriptionShort, lang),
    image: fileUrl(m.media.find((x) => x.role === 'main')?.key),
    certification_markings: m.certificationMarkings,
    default_configuration: m.defaultConfigurationId,
    default_configuration_code:
      m.defaultConfigurationId === null
        ? null
        : (snap.defaultConfigurationCode.get(m.defaultConfigurationId) ?? null),
    available: m.available,
    position: m.position,
  }
}

export function toBaseModel(snap: CatalogSnapshot, id: number, lang: Lang): BaseModel | null {
  const m = snap.modelById.get(id)
  const light = toBaseModelLight(snap, id, lang)
  if (!m || !light) return null
  return {
    ...light,
    description: pick(m.description, lang),
    media: m.media.map((x) => ({ role: x.role, url: fileUrl(x.key) as string })),
    specs: m.specs,
    code_sections: (snap.sectionsByModel.get(m.id) ?? []).map((s) => toSection(snap, s, lang)),
    compatibility_rules: rulesOfModel(snap, m.id),
    configurator_area_template_id:
      (snap.areaByModel.get(m.id) ?? snap.areas.find((a) => a.baseModelId === null))?.id ?? null,
  }
}

export function toAreaTemplate(snap: CatalogSnapshot, id: number, lang: Lang) {
  const a = snap.areas.find((x) => x.id === id)
  if (!a) return null
  return {
    id: a.id,
    code: a.code,
    base_model_id: a.baseModelId,
    areas: a.areas.map((x) => ({ key: x.key, label: pick(x.label, lang), sections: x.sections })),
  }
}

export function toRulesTableEntry(snap: CatalogSnapshot, id: number, lang: Lang) {
  const m = snap.modelById.get(id)
  if (!m) return null
  return {
    id: m.id,
    base_model: { id: m.id, code: m.code, configuration_code: m.configurationCode, name: pick(m.name, lang) },
    code_sections: (snap.sectionsByModel.get(m.id) ?? []).map((s) => toSection(snap, s, lang)),
    compatibility_rules: rulesOfModel(snap, m.id),
  }
}

export function toSiteText(snap: CatalogSnapshot, id: number, lang: Lang) {
  const t = snap.texts.find((x) => x.id === id)
  return t ? { id: t.id, key: t.key, text: pick(t.text, lang) } : null
}

/** The public resources: name -> the ids it lists and how one is shaped. */
export const PUBLIC_RESOURCES = {
  accessory: { ids: (s: CatalogSnapshot) => s.accessories.map((a) => a.id), one: toAccessory },
  accessory_group: { ids: (s: CatalogSnapshot) => s.groups.map((g) => g.id), one: toAccessoryGroup },
  base_model: { ids: (s: CatalogSnapshot) => s.models.map((m) => m.id), one: toBaseModel },
  base_model_light: { ids: (s: CatalogSnapshot) => s.models.map((m) => m.id), one: toBaseModelLight },
  base_model_extralight: {
    ids: (s: CatalogSnapshot) => s.models.map((m) => m.id),
    one: toBaseModelExtralight,
  },
  product_family: { ids: (s: CatalogSnapshot) => s.families.map((f) => f.id), one: toProductFamily },
  configurator_area_template: { ids: (s: CatalogSnapshot) => s.areas.map((a) => a.id), one: toAreaTemplate },
  configuration_rules_table: {
    ids: (s: CatalogSnapshot) => s.models.map((m) => m.id),
    one: toRulesTableEntry,
  },
  texts: { ids: (s: CatalogSnapshot) => s.texts.map((t) => t.id), one: toSiteText },
} as const
export type PublicResource = keyof typeof PUBLIC_RESOURCES

// ---------------------------------------------------------------------------------------------------------
// Who is asking: prices and the rule that applies

export type Buyer = {
  userId: number | null
  clientId: number | null
  clientGroupId: number | null
  /** Prices shown at all (the domain's canSeePrices): a verified client that may; without a client, the setting. */
  canSeePrices: boolean
}

/** A signed-in user's company, as far as prices go (clientId null: the user has none). */
export type BuyerCompany = {
  clientId: number | null
  clientGroupId: number | null
  canSeePrices: boolean
  verified: boolean
}

const BUYER_COLUMNS =
  'c.id as buyer_client_id, c.client_group_id as buyer_client_group_id, c.can_see_prices as buyer_can_see_prices, c.verified as buyer_verified'
const BUYER_JOINS = 'left join clients c on c.id = u.client_id'
const BUYER_BY_ID = {
  name: 'buyer',
  text: `select ${BUYER_COLUMNS} from users u ${BUYER_JOINS} where u.id = $1`,
}

function toBuyerCompany(r: Record<string, unknown>): BuyerCompany {
  return {
    clientId: r.buyer_client_id as number | null,
    clientGroupId: r.buyer_client_group_id as number | null,
    canSeePrices: r.buyer_can_see_prices === true,
    verified: r.buyer_verified === true,
  }
}

/** The buyer's company read in the session's own query, for the price routes (their sessionJoin). */
export const BUYER_JOIN = sessionJoin('buyer', { columns: BUYER_COLUMNS, joins: BUYER_JOINS }, toBuyerCompany)

/**
 * The signed-in user's company and price visibility (anonymous: public prices only when the setting is on).
 * `company`, when the caller already has it (BUYER_JOIN), saves the query.
 */
export async function findBuyer(db: Db, userId: number | null, company?: BuyerCompany): Promise<Buyer> {
  let found = company
  if (userId !== null && !found) {
    const [row] = await queryRows(db, BUYER_BY_ID, [userId])
    found = row && toBuyerCompany(row)
  }
  const settings = await findSettings(db)
  if (userId !== null && found?.clientId) {
    return {
      userId,
      clientId: found.clientId,
      clientGroupId: found.clientGroupId,
      canSeePrices: canSeePrices({
        client: { can_see_prices: found.canSeePrices, verified: found.verified },
        show_public_prices: settings.show_public_prices,
      }),
    }
  }
  return {
    userId,
    clientId: null,
    clientGroupId: null,
    canSeePrices: canSeePrices({ client: null, show_public_prices: settings.show_public_prices }),
  }
}

/** The buyer as the domain's rule selection names it. */
export const priceBuyerOf = (buyer: Pick<Buyer, 'clientId' | 'clientGroupId'>) => ({
  client_id: buyer.clientId,
  client_group_id: buyer.clientGroupId,
})

function ruleFor(snap: CatalogSnapshot, buyer: Buyer, model: ModelRow) {
  return ruleForModel(snap, priceBuyerOf(buyer), model)
}

const hidden = (id: number, available: boolean): ProductPrice => ({
  id,
  price: null,
  discounted_price: null,
  discount_label: null,
  discount_rule_static: null,
  available,
})

// ---------------------------------------------------------------------------------------------------------
// Decoding codes

function codeErrorParams(error: CodeError, lang: Lang): Record<string, unknown> {
  if (error.reason === 'rule_violated') {
    return { reasons: error.rules.map((r) => ruleReason(r, lang)).join('; ') }
  }
  const { reason: _reason, ...params } = error
  return params
}

/** A code that does not decode, as a 422 KO with the reason in the language and the parts that were read. */
function codeErrorToAppError(
  translate: Translate,
  lang: Lang,
  error: CodeError,
  segments: unknown[],
  field = 'code',
): AppError {
  const params = codeErrorParams(error, lang)
  const message = interpolate(translate(lang, `${CODE_ERROR_LABEL_PREFIX}${error.reason}`), params)
  return new AppError(
    'validation_failed',
    message,
    { [field]: [message] },
    {
      reason: error.reason,
      params: error.reason === 'rule_violated' ? { ...params, rules: error.rules.map((r) => r.id) } : params,
      segments,
    },
  )
}

/** Decodes a code against the catalogue and its compatibility rules, or throws the 422 with the reason. */
export function decodeOrThrow(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  code: string,
  field = 'code',
): DecodedConfiguration {
  const result = decodeConfigurationCode(code, snap.codes, snap.compatibilityRules)
  if (!result.ok) throw codeErrorToAppError(translate, lang, result.error, result.segments, field)
  return result.configuration
}

const replacementCodesBySnapshot = new WeakMap<CatalogSnapshot, ReplacementCodes>()

/** The accessories' product codes, indexed once per catalogue snapshot (a type A code is one of them). */
export function replacementCodesOf(snap: CatalogSnapshot): ReplacementCodes {
  let codes = replacementCodesBySnapshot.get(snap)
  if (!codes) {
    codes = createReplacementCodes(
      snap.codes,
      snap.accessories.map((a) => ({ id: a.id, code: a.code, sold_alone: a.soldAlone })),
    )
    replacementCodesBySnapshot.set(snap, codes)
  }
  return codes
}

/**
 * Decodes a code of either kind (docs/decisions/017): a base model's configuration, checked against the rules, or
 * the product code of a replacement accessory sold alone; otherwise throws the 422 with the reason.
 */
export function decodeProductOrThrow(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  code: string,
  field = 'code',
): DecodedProductCode {
  const result = decodeProductCode(code, snap.codes, replacementCodesOf(snap), snap.compatibilityRules)
  if (!result.ok) throw codeErrorToAppError(translate, lang, result.error, result.segments, field)
  return result.product
}

/** The accessories a decoded code chooses, and the base model (null for a replacement accessory sold alone). */
function chosenOf(product: DecodedProductCode): {
  code: string
  baseModelId: number | null
  accessoryIds: number[]
  segments: DecodedReplacement['segments']
} {
  return product.type === 'A' ? { ...product.replacement, baseModelId: null } : product.configuration
}

/** The variation chosen per accessory of a decoded code, or the 422 with the translated issue. */
export function chosenVariations(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  accessoryIds: number[],
  variationIds: readonly number[],
  customTexts: Record<number, string>,
  requireCustomText = true,
): Map<number, number> {
  const checked = checkChosenVariations(
    accessoryIds,
    (id) => {
      const v = snap.variationById.get(id)
      return v ? { accessory_id: v.accessoryId, is_custom: v.isCustom } : undefined
    },
    variationIds,
    customTexts,
    requireCustomText,
  )
  if (checked.ok) return checked.byAccessory
  const message = interpolate(translate(lang, `catalog.chosen_variation.${checked.issue}`), {
    id: checked.id,
  })
  throw new AppError('validation_failed', message, { variations: [message] }, { reason: checked.issue })
}

function openChoiceOf(rule: OpenChoiceRule | null, labels: () => string[]) {
  return rule === null ? null : { rule, attributes: labels() }
}

/** The accessories of a configuration as spec 3 §3 shows them: with the chosen variation as pivot. */
function toConfigurationAccessories(
  snap: CatalogSnapshot,
  baseModelId: number | null,
  accessoryIds: readonly number[],
  variationOf: ReadonlyMap<number, number | null>,
  lang: Lang,
): ProductConfiguration['accessories'] {
  const sections = baseModelId === null ? undefined : snap.sectionOfAccessory.get(baseModelId)
  const open = openChoicesOf(snap, accessoryIds, variationOf)
  const ruleOf = (id: number) =>
    open.required.includes(id) ? 'required' : open.quotation.includes(id) ? 'quotation' : null
  return accessoryIds.flatMap((id) => {
    const a = snap.accessoryById.get(id)
    if (!a) return []
    const section = sections?.get(id)
    const variationId = variationOf.get(id) ?? null
    const variation = variationId === null ? undefined : snap.variationById.get(variationId)
    return [
      {
        id: a.id,
        code: a.code,
        configuration_code: a.configurationCode,
        description_short: pick(a.descriptionShort, lang),
        letter: section?.letter ?? null,
        section: section?.row.name ?? '',
        attributes_template: a.attributesTemplate
          ? { need_datasheet: a.attributesTemplate.need_datasheet }
          : null,
        pivot: { accessory_attributes_variation_id: variation ? variation.id : null },
        open_choice: openChoiceOf(ruleOf(id), () => attributeLabelsOf(snap, id, lang)),
        attributes_variations: variation ? [toVariation(variation)] : [],
      },
    ]
  })
}

function toReplacementSummary(snap: CatalogSnapshot, id: number | null, lang: Lang) {
  const a = id === null ? undefined : snap.accessoryById.get(id)
  return a ? { id: a.id, code: a.code, name: pick(a.name, lang) } : null
}

function toModelSummary(snap: CatalogSnapshot, id: number | null, lang: Lang) {
  const m = id === null ? undefined : snap.modelById.get(id)
  return m
    ? {
        id: m.id,
        code: m.code,
        configuration_code: m.configurationCode,
        name: pick(m.name, lang),
        certification_markings: m.certificationMarkings,
      }
    : null
}

/** GET decode_configuration/{code}: the configuration a code names (with the shared link's variations), never anyone's record. */
export async function decodeConfiguration(
  db: Db,
  translate: Translate,
  lang: Lang,
  code: string,
  variationIds: readonly number[],
) {
  const snap = await findCatalog(db)
  const product = decodeProductOrThrow(snap, translate, lang, code)
  const decoded = chosenOf(product)
  const byAccessory = chosenVariations(snap, translate, lang, decoded.accessoryIds, variationIds, {}, false)
  const accessories = toConfigurationAccessories(
    snap,
    decoded.baseModelId,
    decoded.accessoryIds,
    byAccessory,
    lang,
  )
  return {
    type: product.type,
    configuration_code: decoded.code,
    current_ref_code: null,
    name: null,
    is_public: false,
    base_model: toModelSummary(snap, decoded.baseModelId, lang),
    replacement_accessory:
      product.type === 'A' ? toReplacementSummary(snap, product.replacement.accessoryId, lang) : null,
    accessories,
    is_custom_configuration: [...byAccessory.values()].some((v) => snap.variationById.get(v)?.isCustom),
    is_canonical: decoded.code === code,
    segments: decoded.segments,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Attribute variations

/** POST accessory/{id}/get_attributes_variation: the variation matching the chosen attributes or custom text. */
export async function findVariation(
  db: Db,
  translate: Translate,
  lang: Lang,
  userId: number | null,
  accessoryId: number,
  request: VariationRequest,
) {
  const snap = await findCatalog(db)
  const accessory = snap.accessoryById.get(accessoryId)
  if (!accessory) throw new AppError('not_found', 'catalog.no_accessory')
  const found = findAttributesVariation(
    accessory.attributesTemplate,
    (snap.variationsByAccessory.get(accessoryId) ?? []).map((row) => ({
      id: row.id,
      attributes: row.attributes,
      variation_value: row.variationValue,
      is_custom: row.isCustom,
      row,
    })),
    request,
  )
  if (!found.ok) {
    const attribute = accessory.attributesTemplate?.attributes.find((a) => a.key === found.attribute)
    const message = interpolate(translate(lang, `${VARIATION_ERROR_LABEL_PREFIX}${found.reason}`), {
      attribute: attribute ? pick(attribute.label, lang) : (found.attribute ?? ''),
    })
    const status =
      found.reason === 'not_found' || found.reason === 'no_variations' ? 'not_found' : 'validation_failed'
    throw new AppError(status, message, { attributes: [message] }, { reason: found.reason })
  }
  const buyer = await findBuyer(db, userId)
  const v = found.variation.row
  return {
    ...toVariation(v),
    price: buyer.canSeePrices ? (v.isCustom || v.price === null ? -1 : v.price) : null,
    custom_text: found.custom_text,
  }
}

// ---------------------------------------------------------------------------------------------------------
// Prices

/** Prices of one offer (a base model and what goes with it, for one rule, language and net-price label), by id. */
type OfferPriceCache = Map<number, ProductPrice>
const offerPriceCaches = new WeakMap<CatalogSnapshot, Map<string, OfferPriceCache>>()
/** Offers kept per snapshot; past this the cache starts again (many rules × languages × models in use). */
const MAX_OFFER_CACHES = 2_000

/** The price cache of an offer in this snapshot: a new snapshot (a catalogue or rule change) starts empty. */
function offerPriceCache(
  snap: CatalogSnapshot,
  model: ModelRow,
  rule: { id: number } | null,
  options: { lang: Lang; netPriceText: string },
): OfferPriceCache {
  let offers = offerPriceCaches.get(snap)
  if (!offers) {
    offers = new Map()
    offerPriceCaches.set(snap, offers)
  }
  const key = `${model.id}\n${rule?.id ?? 0}\n${options.lang}\n${options.netPriceText}`
  let cache = offers.get(key)
  if (!cache) {
    if (offers.size >= MAX_OFFER_CACHES) offers.clear()
    cache = new Map()
    offers.set(key, cache)
  }
  return cache
}

/**
 * POST user/getProductDiscountedPrices. The base model comes back under its own id, priced whole; the
 * accessories offered for it and the variations asked for are priced with the base model's rule on their own
 * list price (docs/decisions/005); an optional configuration code is priced as one line, rounded once.
 */
export async function findDiscountedPrices(
  db: Db,
  translate: Translate,
  requestLang: Lang,
  buyer: Buyer,
  body: ProductDiscountedPricesBody,
) {
  const lang = body.lang ?? requestLang
  const snap = await findCatalog(db)
  const model = snap.modelById.get(body.bm_id)
  if (!model) throw new AppError('not_found', 'catalog.no_base_model', { bm_id: ['catalog.no_base_model'] })
  const rule = buyer.canSeePrices ? ruleFor(snap, buyer, model) : null
  const options = { lang, netPriceText: translate(lang, NET_PRICE_LABEL_KEY) }
  const offered = snap.sectionOfAccessory.get(model.id) ?? new Map()
  const priced = (id: number, subject: PriceSubject, available: boolean): ProductPrice =>
    buyer.canSeePrices ? { id, ...priceProduct(subject, rule, options), available } : hidden(id, available)
  const listOf = (price: number | null) => price ?? -1
  // The model's, its accessories' and variations' prices depend only on the snapshot, the rule and the language:
  // computed once, then shared by every buyer the same rule applies to.
  const cache = buyer.canSeePrices ? offerPriceCache(snap, model, rule, options) : null
  const cachedPrice = (key: number, id: number, subject: () => PriceSubject, available: boolean) => {
    if (!cache) return hidden(id, available)
    let price = cache.get(key)
    if (!price) {
      price = priced(id, subject(), available)
      cache.set(key, price)
    }
    return price
  }

  const products: Record<string, ProductPrice> = {}
  products[model.id] = cachedPrice(0, model.id, () => listOf(model.price), model.available)
  for (const id of new Set(body.ids)) {
    if (id === model.id) continue
    const accessory = snap.accessoryById.get(id)
    if (!accessory || !offered.has(id)) {
      products[id] = hidden(id, false)
      continue
    }
    products[id] = cachedPrice(
      id,
      id,
      () => ({ list: listOf(accessory.price), base: null }),
      accessory.available,
    )
  }

  const variations: Record<string, ProductPrice> = {}
  for (const id of new Set(body.variation_ids)) {
    const v = snap.variationById.get(id)
    if (!v || !offered.has(v.accessoryId)) {
      variations[id] = hidden(id, false)
      continue
    }
    // Negative keys: variation ids share the cache with accessory ids.
    variations[id] = cachedPrice(
      -id,
      id,
      () => ({ list: v.isCustom ? -1 : listOf(v.price), base: null }),
      true,
    )
  }

  let configuration: (ProductPrice & { configuration_code: string }) | undefined
  if (body.configuration_code !== undefined) {
    const decoded = decodeOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
    if (decoded.baseModelId !== model.id) {
      const message = interpolate(translate(lang, 'catalog.code_of_other_model'), { code: decoded.code })
      throw new AppError('validation_failed', message, { configuration_code: [message] })
    }
    const byAccessory = chosenVariations(
      snap,
      translate,
      lang,
      decoded.accessoryIds,
      body.variation_ids,
      {},
      false,
    )
    configuration = {
      configuration_code: decoded.code,
      ...(buyer.canSeePrices
        ? {
            id: model.id,
            ...priceConfiguration(
              snap,
              priceBuyerOf(buyer),
              {
                type: 'B',
                baseModelId: model.id,
                accessoryIds: decoded.accessoryIds,
                variationOf: byAccessory,
              },
              options,
            ),
            available: model.available,
          }
        : hidden(model.id, model.available)),
    }
  }
  return {
    show_prices: buyer.canSeePrices,
    products,
    variations,
    ...(configuration ? { configuration } : {}),
  }
}

/** A product's price for the card: the base model whole, an accessory sold alone at its list price. */
export async function findCardPrice(db: Db, userId: number | null, productId: number) {
  const snap = await findCatalog(db)
  const buyer = await findBuyer(db, userId)
  const model = snap.modelById.get(productId)
  if (model) {
    const rule = buyer.canSeePrices ? ruleFor(snap, buyer, model) : null
    return { buyer, snap, rule, subject: model.price ?? -1 }
  }
  const accessory = snap.accessoryById.get(productId)
  if (!accessory) throw new AppError('not_found', 'catalog.no_product')
  const rule = buyer.canSeePrices ? ruleForReplacement(snap, priceBuyerOf(buyer), accessory) : null
  return { buyer, snap, rule, subject: accessory.price ?? -1 }
}

// ---------------------------------------------------------------------------------------------------------
// Product configurations

type ConfigurationRow = typeof productConfigurations.$inferSelect

async function loadConfigurations(db: Db, rows: ConfigurationRow[], userId: number | null, lang: Lang) {
  if (rows.length === 0) return []
  const snap = await findCatalog(db)
  const links = await db
    .select()
    .from(productConfigurationAccessories)
    .where(
      inArray(
        productConfigurationAccessories.productConfigurationId,
        rows.map((r) => r.id),
      ),
    )
    .orderBy(asc(productConfigurationAccessories.position))
  const byConfiguration = new Map<number, (typeof links)[number][]>()
  for (const l of links) {
    const list = byConfiguration.get(l.productConfigurationId) ?? []
    list.push(l)
    byConfiguration.set(l.productConfigurationId, list)
  }
  return rows.map((row) => toProductConfiguration(snap, row, byConfiguration.get(row.id) ?? [], userId, lang))
}

/** A configuration row and its accessories as spec 3 §3 shows it (custom texts only on the user's own). */
export function toProductConfiguration(
  snap: CatalogSnapshot,
  row: ConfigurationRow,
  links: (typeof productConfigurationAccessories.$inferSelect)[],
  userId: number | null,
  lang: Lang,
): ProductConfiguration {
  const variationOf = new Map(links.map((l) => [l.accessoryId, l.accessoryAttributesVariationId]))
  const own = userId !== null && row.ownerUserId === userId
  return {
    id: row.id,
    type: row.type,
    configuration_code: row.configurationCode,
    current_ref_code: row.currentRefCode,
    name: row.name ? pick(row.name, lang) : null,
    is_public: row.isPublic,
    base_model: toModelSummary(snap, row.baseModelId, lang),
    replacement_accessory: toReplacementSummary(snap, row.replacementAccessoryId, lang),
    accessories: toConfigurationAccessories(
      snap,
      row.baseModelId,
      links.map((l) => l.accessoryId),
      variationOf,
      lang,
    ),
    ...(own
      ? {
          owner: { user_id: row.ownerUserId as number, client_id: row.ownerClientId },
          custom_texts: row.customTexts,
        }
      : {}),
    is_custom_configuration: links.some(
      (l) =>
        l.accessoryAttributesVariationId !== null &&
        snap.variationById.get(l.accessoryAttributesVariationId)?.isCustom === true,
    ),
  }
}

/** GET product_configuration: the catalogue's public configurations and the signed-in user's own. */
export async function findProductConfigurations(db: Db, userId: number | null, lang: Lang) {
  const visible =
    userId === null
      ? eq(productConfigurations.isPublic, true)
      : or(eq(productConfigurations.isPublic, true), eq(productConfigurations.ownerUserId, userId))
  const rows = await db
    .select()
    .from(productConfigurations)
    // A cart line's own copy is part of the line, not a saved configuration (docs/decisions/019).
    .where(and(visible, eq(productConfigurations.lineCopy, false)))
    .orderBy(asc(productConfigurations.id))
  return loadConfigurations(db, rows, userId, lang)
}

/** GET product_configuration/{id}: a public one or the user's own; anyone else's is reachable only by its code. */
export async function findProductConfiguration(db: Db, userId: number | null, lang: Lang, id: number) {
  const [row] = await db.select().from(productConfigurations).where(eq(productConfigurations.id, id))
  if (!row || !(row.isPublic || (userId !== null && row.ownerUserId === userId))) {
    throw new AppError('not_found', 'catalog.no_configuration')
  }
  const [configuration] = await loadConfigurations(db, [row], userId, lang)
  return configuration as ProductConfiguration
}

/**
 * Same code, variations and texts give the same value: a visitor who saves the same configuration twice gets the
 * same record, and a cart line added again is the same line (its line_key, docs/decisions/019).
 */
export function fingerprintOf(
  code: string,
  variations: ReadonlyMap<number, number>,
  texts: Record<string, string>,
): string {
  const parts = [
    code,
    [...variations.values()].sort((a, b) => a - b).join(','),
    JSON.stringify(Object.entries(texts).sort()),
  ]
  return createHash('sha256').update(parts.join('|')).digest('base64url')
}

/**
 * Checks a configuration as POST product_configuration would save it (the code against the rules, the variations
 * against the code), without saving: the wizard refuses a bad code before it creates an account.
 */
export async function checkProductConfiguration(
  db: Db,
  translate: Translate,
  lang: Lang,
  body: SaveProductConfigurationBody,
) {
  const snap = await findCatalog(db)
  const decoded = decodeOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
  return { type: 'B' as const, decoded, ...checkChoices(snap, translate, lang, decoded.accessoryIds, body) }
}

/** The variations and custom texts of a save, checked against the accessories the code chooses. */
function checkChoices(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  accessoryIds: number[],
  body: SaveProductConfigurationBody,
) {
  // Keyed by accessory id; empty texts are no texts.
  const customTexts = Object.fromEntries(Object.entries(body.custom_texts).filter(([, text]) => text !== ''))
  const byAccessory = chosenVariations(snap, translate, lang, accessoryIds, body.variations, customTexts)
  return { customTexts, byAccessory }
}

/** A configuration of either kind checked for saving: a base model's (B) or a replacement accessory's (A). */
export type CheckedConfiguration = {
  type: 'A' | 'B'
  decoded: { code: string; baseModelId: number | null; accessoryIds: number[] }
  customTexts: Record<string, string>
  byAccessory: Map<number, number>
}

/** checkProductConfiguration for a code of either kind, as POST product_configuration saves it. */
export async function checkAnyProductConfiguration(
  db: Db,
  translate: Translate,
  lang: Lang,
  body: SaveProductConfigurationBody,
): Promise<CheckedConfiguration> {
  const snap = await findCatalog(db)
  const product = decodeProductOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
  const decoded = chosenOf(product)
  return { type: product.type, decoded, ...checkChoices(snap, translate, lang, decoded.accessoryIds, body) }
}

/**
 * Stores a checked configuration inside the caller's transaction and returns its id (the wizard saves it in the
 * transaction that creates the account). A visitor's identical ownerless configuration is reused, except for a
 * cart line's own copy (`lineCopy`), which is always a new row without a fingerprint (docs/decisions/019).
 */
export async function insertProductConfiguration(
  tx: Tx,
  checked: CheckedConfiguration,
  owner: { userId: number | null; clientId: number | null },
  currentRefCode: string | null,
  opts: { lineCopy?: boolean } = {},
): Promise<number> {
  const { type, decoded, customTexts, byAccessory } = checked
  const lineCopy = opts.lineCopy === true
  const values = {
    type,
    configurationCode: decoded.code,
    currentRefCode,
    // The table's CHECK: a base model for type B, the one replacement accessory for type A.
    baseModelId: type === 'B' ? decoded.baseModelId : null,
    replacementAccessoryId: type === 'A' ? (decoded.accessoryIds[0] ?? null) : null,
    ownerUserId: owner.userId,
    ownerClientId: owner.clientId,
    customTexts,
    fingerprint:
      owner.userId === null && !lineCopy ? fingerprintOf(decoded.code, byAccessory, customTexts) : null,
    lineCopy,
  }
  const [inserted] = await tx
    .insert(productConfigurations)
    .values(values)
    .onConflictDoNothing({
      target: productConfigurations.fingerprint,
      where: sql`owner_user_id is null and is_public = false`,
    })
    .returning({ id: productConfigurations.id })
  if (!inserted) {
    const [same] = await tx
      .select({ id: productConfigurations.id })
      .from(productConfigurations)
      .where(
        and(
          eq(productConfigurations.fingerprint, values.fingerprint ?? ''),
          sql`owner_user_id is null and is_public = false`,
        ),
      )
    return same?.id as number
  }
  await tx.insert(productConfigurationAccessories).values(
    decoded.accessoryIds.map((accessoryId, position) => ({
      productConfigurationId: inserted.id,
      accessoryId,
      accessoryAttributesVariationId: byAccessory.get(accessoryId) ?? null,
      position,
    })),
  )
  return inserted.id
}

/**
 * POST product_configuration: a code (decoded and checked against the rules) with the chosen variations and
 * custom texts, saved for the signed-in user and their company, or ownerless (reachable by its code) for a visitor.
 * A replacement accessory's product code saves a configuration of type A (docs/decisions/017).
 */
export async function saveProductConfiguration(
  db: Db,
  translate: Translate,
  lang: Lang,
  userId: number | null,
  body: SaveProductConfigurationBody,
): Promise<ProductConfiguration> {
  const checked = await checkAnyProductConfiguration(db, translate, lang, body)
  const buyer = userId === null ? null : await findBuyer(db, userId)
  const owner = { userId, clientId: buyer?.clientId ?? null }
  const id = await db.transaction((tx) =>
    insertProductConfiguration(tx, checked, owner, body.current_ref_code || null),
  )
  const [row] = await db.select().from(productConfigurations).where(eq(productConfigurations.id, id))
  const [configuration] = await loadConfigurations(db, row ? [row] : [], userId, lang)
  if (!configuration) throw new AppError('not_found', 'catalog.no_configuration')
  // A visitor keeps seeing their own custom texts in the answer; nobody else ever gets them.
  return userId === null ? { ...configuration, custom_texts: row?.customTexts ?? {} } : configuration
}

// ---------------------------------------------------------------------------------------------------------
// The user's own company and group

/** The signed-in user's current company with its product codes; never another company. */
export async function findOwnClients(db: Db, userId: number) {
  const [row] = await db
    .select({ client: clients })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .where(eq(users.id, userId))
  if (!row) return []
  const c = row.client
  const codes = await db
    .select({
      ref_code: clientProductCodes.refCode,
      conf_code: clientProductCodes.confCode,
      client_code: clientProductCodes.clientCode,
    })
    .from(clientProductCodes)
    .where(eq(clientProductCodes.clientId, c.id))
    .orderBy(asc(clientProductCodes.id))
  return [
    {
      id: c.id,
      cli_for_code: c.cliForCode,
      ragione: c.ragione,
      piva: c.piva,
      codice_fiscale: c.codiceFiscale,
      sdi_code: c.sdiCode,
      persona_fisica: c.personaFisica,
      esaedro_zone_code: c.esaedroZoneCode,
      can_see_prices: c.canSeePrices,
      can_create_order: c.canCreateOrder,
      payment_mode_id: c.paymentModeId,
      carrier_id: c.carrierId,
      transport_id: c.transportId,
      port_id: c.portId,
      client_group_id: c.clientGroupId,
      client_product_codes: codes,
    },
  ]
}

/** The group of the signed-in user's current company, if it has one. */
export async function findOwnClientGroups(db: Db, userId: number) {
  return db
    .select({ id: clientGroups.id, code: clientGroups.code, name: clientGroups.name })
    .from(users)
    .innerJoin(clients, eq(clients.id, users.clientId))
    .innerJoin(clientGroups, eq(clientGroups.id, clients.clientGroupId))
    .where(eq(users.id, userId))
}
