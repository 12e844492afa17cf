import type { ProductConfiguration, SaveProductConfigurationBody } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import { and, asc, eq, inArray, or } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { productConfigurationAccessories, productConfigurations } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import type { Translate } from '../i18n/labels.service.ts'
import { findBuyer } from './buyer.store.ts'
import { type CatalogSnapshot, findCatalog } from './catalog.store.ts'
import { chosenOf, chosenVariations, decodeOrThrow, decodeProductOrThrow } from './codes.rules.ts'
import { type CheckedConfiguration, insertProductConfiguration } from './configurations.store.ts'
import {
  type ConfigurationRow,
  toConfigurationAccessories,
  toModelSummary,
  toProductConfiguration,
  toReplacementSummary,
} from './configurations.view.ts'

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
  body: Pick<SaveProductConfigurationBody, 'variations' | 'custom_texts'>,
) {
  // Keyed by accessory id; empty texts are no texts.
  const customTexts = Object.fromEntries(Object.entries(body.custom_texts).filter(([, text]) => text !== ''))
  const byAccessory = chosenVariations(snap, translate, lang, accessoryIds, body.variations, customTexts)
  return { customTexts, byAccessory }
}

/** checkProductConfiguration for a code of either kind, as POST product_configuration saves it. */
export async function checkAnyProductConfiguration(
  db: Db,
  translate: Translate,
  lang: Lang,
  body: SaveProductConfigurationBody,
): Promise<CheckedConfiguration> {
  return checkConfigurationOn(await findCatalog(db), translate, lang, body)
}

/** checkAnyProductConfiguration on a snapshot already read: many lines checked against one catalogue, no I/O. */
export function checkConfigurationOn(
  snap: CatalogSnapshot,
  translate: Translate,
  lang: Lang,
  body: Pick<SaveProductConfigurationBody, 'configuration_code' | 'variations' | 'custom_texts'>,
): CheckedConfiguration {
  const product = decodeProductOrThrow(snap, translate, lang, body.configuration_code, 'configuration_code')
  const decoded = chosenOf(product)
  return { type: product.type, decoded, ...checkChoices(snap, translate, lang, decoded.accessoryIds, body) }
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
