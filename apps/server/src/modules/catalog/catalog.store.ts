import type { CompatibilityRule } from '@shop/domain/catalog/compatibility'
import {
  type CodeBaseModel,
  type CodeCatalogue,
  createCodeCatalogue,
  listCodeSections,
} from '@shop/domain/catalog/configuration-code'
import type { DiscountRule } from '@shop/domain/catalog/pricing'
import { OPTIONAL_SECTION_NAME, type SectionLetter } from '@shop/domain/catalog/sections'
import { asc, eq } from 'drizzle-orm'
import { type Db, databaseSignals } from '../../db/client.ts'
import {
  accessories,
  accessoryAttributesVariations,
  accessoryGroups,
  baseModels,
  codeSectionAccessories,
  codeSections,
  compatibilityRules,
  configuratorAreaTemplates,
  discountRules,
  productConfigurations,
  productFamilies,
  siteTexts,
  wizardHotspots,
} from '../../db/schema/index.ts'

export type FamilyRow = typeof productFamilies.$inferSelect
export type GroupRow = typeof accessoryGroups.$inferSelect
export type ModelRow = typeof baseModels.$inferSelect
export type AccessoryRow = typeof accessories.$inferSelect
export type VariationRow = typeof accessoryAttributesVariations.$inferSelect
export type SectionRow = typeof codeSections.$inferSelect
export type AreaRow = typeof configuratorAreaTemplates.$inferSelect
export type TextRow = typeof siteTexts.$inferSelect
export type HotspotRow = typeof wizardHotspots.$inferSelect

/** A section of a model with its letter (null for `opt`) and its accessory ids in display order. */
export type ModelSection = { row: SectionRow; letter: SectionLetter | null; accessoryIds: number[] }

/**
 * The whole catalogue (it is small: tens of models, hundreds of accessories) read in a few queries and indexed,
 * so decoding, pricing and the resources need no query per request. Saved configurations are not in it.
 */
export type CatalogSnapshot = {
  families: FamilyRow[]
  familyById: Map<number, FamilyRow>
  groups: GroupRow[]
  groupById: Map<number, GroupRow>
  models: ModelRow[]
  modelById: Map<number, ModelRow>
  accessories: AccessoryRow[]
  accessoryById: Map<number, AccessoryRow>
  variationById: Map<number, VariationRow>
  variationsByAccessory: Map<number, VariationRow[]>
  /** Per model: lettered sections A–F in order, then `opt`. */
  sectionsByModel: Map<number, ModelSection[]>
  /** Per model: accessory id -> its section. */
  sectionOfAccessory: Map<number, Map<number, ModelSection>>
  compatibilityRules: CompatibilityRule[]
  areas: AreaRow[]
  areaByModel: Map<number, AreaRow>
  texts: TextRow[]
  /** Per family: the wizard image map's hotspots, in order. */
  hotspotsByFamily: Map<number, HotspotRow[]>
  discountRules: DiscountRule[]
  /** Public configuration id -> code, for the base models' default_configuration. */
  defaultConfigurationCode: Map<number, string>
  codeModels: CodeBaseModel[]
  codes: CodeCatalogue
}

/** A compatibility_rules row as the domain's rule. */
export function toCompatibilityRule(
  r: Omit<typeof compatibilityRules.$inferSelect, 'createdAt'>,
): CompatibilityRule {
  return {
    id: r.id,
    base_model_id: r.baseModelId,
    if_accessory_id: r.ifAccessoryId,
    kind: r.kind,
    then_accessory_id: r.thenAccessoryId,
    reason: r.reason,
  }
}

const fromBp = (bp: number | null) => (bp === null ? null : bp / 100)

function toDiscountRule(row: typeof discountRules.$inferSelect): DiscountRule {
  return {
    id: row.id,
    scope: row.scope,
    scope_id: row.scopeId,
    target: row.target,
    target_id: row.targetId,
    limit: fromBp(row.limitBp),
    limit_final_discount: fromBp(row.limitFinalDiscountBp),
    base: {
      mode: row.baseMode,
      fixed_price: row.baseFixedPrice,
      fixed_amount: row.baseFixedAmount,
      discount_perc: fromBp(row.baseDiscountBp),
    },
    extra:
      row.extraMode === null
        ? null
        : { mode: row.extraMode, discount_perc: fromBp(row.extraDiscountBp) ?? 0 },
  }
}

/** Groups rows by a key, keeping their order. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const out = new Map<K, T[]>()
  for (const row of rows) {
    const k = key(row)
    const list = out.get(k)
    if (list) list.push(row)
    else out.set(k, [row])
  }
  return out
}

/** Reads the catalogue from the database (one query per table) and compiles its codes. */
export async function loadCatalogSnapshot(db: Db): Promise<CatalogSnapshot> {
  // Sequential on purpose: PGlite runs one query at a time anyway, and a pool would hold ten connections.
  const families = await db.select().from(productFamilies).orderBy(asc(productFamilies.position))
  const groups = await db.select().from(accessoryGroups).orderBy(asc(accessoryGroups.position))
  const models = await db.select().from(baseModels).orderBy(asc(baseModels.position), asc(baseModels.id))
  const accessoryRows = await db.select().from(accessories).orderBy(asc(accessories.id))
  const variations = await db
    .select()
    .from(accessoryAttributesVariations)
    .orderBy(asc(accessoryAttributesVariations.position), asc(accessoryAttributesVariations.id))
  const sections = await db.select().from(codeSections).orderBy(asc(codeSections.sortOrder))
  const links = await db
    .select()
    .from(codeSectionAccessories)
    .orderBy(asc(codeSectionAccessories.position), asc(codeSectionAccessories.accessoryId))
  const rules = await db.select().from(compatibilityRules).orderBy(asc(compatibilityRules.id))
  const areas = await db.select().from(configuratorAreaTemplates).orderBy(asc(configuratorAreaTemplates.id))
  const texts = await db.select().from(siteTexts).orderBy(asc(siteTexts.id))
  const hotspots = await db
    .select()
    .from(wizardHotspots)
    .orderBy(asc(wizardHotspots.position), asc(wizardHotspots.id))
  const discounts = await db.select().from(discountRules).orderBy(asc(discountRules.id))
  const defaults = await db
    .select({ id: productConfigurations.id, code: productConfigurations.configurationCode })
    .from(baseModels)
    .innerJoin(productConfigurations, eq(productConfigurations.id, baseModels.defaultConfigurationId))

  const accessoryById = new Map(accessoryRows.map((a) => [a.id, a]))
  const linksBySection = groupBy(links, (l) => l.sectionId)
  const sectionsOfModel = groupBy(sections, (s) => s.baseModelId)

  const codeModels: CodeBaseModel[] = models.map((m) => ({
    id: m.id,
    configuration_code: m.configurationCode,
    sections: (sectionsOfModel.get(m.id) ?? []).map((s) => ({
      name: s.name,
      len: s.len,
      var_len: s.varLen,
      order: s.sortOrder,
      accessories: (linksBySection.get(s.id) ?? []).map((l) => ({
        id: l.accessoryId,
        configuration_code: accessoryById.get(l.accessoryId)?.configurationCode ?? '',
      })),
    })),
  }))

  const sectionsByModel = new Map<number, ModelSection[]>()
  const sectionOfAccessory = new Map<number, Map<number, ModelSection>>()
  for (const model of codeModels) {
    const rows = new Map((sectionsOfModel.get(model.id) ?? []).map((s) => [s.name, s]))
    const { lettered, optional } = listCodeSections(model)
    const list: ModelSection[] = lettered.map(({ letter, section }) => ({
      row: rows.get(section.name) as SectionRow,
      letter,
      accessoryIds: section.accessories.map((a) => a.id),
    }))
    if (optional) {
      list.push({
        row: rows.get(OPTIONAL_SECTION_NAME) as SectionRow,
        letter: null,
        accessoryIds: optional.accessories.map((a) => a.id),
      })
    }
    sectionsByModel.set(model.id, list)
    sectionOfAccessory.set(
      model.id,
      new Map(list.flatMap((s) => s.accessoryIds.map((id) => [id, s] as const))),
    )
  }

  return {
    families,
    familyById: new Map(families.map((f) => [f.id, f])),
    groups,
    groupById: new Map(groups.map((g) => [g.id, g])),
    models,
    modelById: new Map(models.map((m) => [m.id, m])),
    accessories: accessoryRows,
    accessoryById,
    variationById: new Map(variations.map((v) => [v.id, v])),
    variationsByAccessory: groupBy(variations, (v) => v.accessoryId),
    sectionsByModel,
    sectionOfAccessory,
    compatibilityRules: rules.map(toCompatibilityRule),
    areas,
    areaByModel: new Map(areas.flatMap((a) => (a.baseModelId === null ? [] : [[a.baseModelId, a] as const]))),
    texts,
    hotspotsByFamily: groupBy(hotspots, (h) => h.productFamilyId),
    discountRules: discounts.map(toDiscountRule),
    defaultConfigurationCode: new Map(defaults.map((d) => [d.id, d.code])),
    codeModels,
    // The write service refuses invalid code data, so this only throws on data edited by hand.
    codes: createCodeCatalogue(codeModels),
  }
}

/** The PostgreSQL channel a catalogue write notifies, so every process reloads its snapshot. */
export const CATALOG_CHANNEL = 'catalog_changed'
/**
 * A snapshot older than this is reloaded in the background: the safety net for a notice that never came (the
 * listening connection was down). Requests keep the snapshot they have meanwhile.
 */
const REFRESH_MS = 30_000
/** After a failed background reload, the previous snapshot is served this long before the next attempt. */
const RETRY_MS = 5_000

type Entry = {
  /** The snapshot and the same as a settled promise, so a hit allocates nothing. */
  current?: { snap: CatalogSnapshot; promise: Promise<CatalogSnapshot>; at: number }
  /** Bumped by this process's own writes: a snapshot loaded before must not be served after. */
  writes: number
  /** Bumped by another process's notice: a snapshot loaded before is served, but reloaded. */
  notices: number
  /** The snapshot is out of date (a notice, its age, a failed reload): serve it and reload in the background. */
  stale: boolean
  loading?: { writes: number; notices: number; promise: Promise<CatalogSnapshot> }
  retryAt: number
  /** Settles once this process listens for other processes' notices (or could not start to). */
  listening: Promise<void>
}

const entries = new WeakMap<Db, Entry>()

function entryOf(db: Db): Entry {
  const found = entries.get(db)
  if (found) return found
  const e: Entry = { writes: 0, notices: 0, stale: false, retryAt: 0, listening: Promise.resolve() }
  entries.set(db, e)
  // Another process's write reaches this one as a notice: reload now and swap when ready.
  const signals = databaseSignals(db)
  if (signals) {
    e.listening = signals
      .listen(CATALOG_CHANNEL, () => {
        e.notices++
        e.stale = true
        if (e.current) reload(db, e).catch(() => {})
      })
      // Not listening (yet: the connection keeps retrying and says so when back); the age check still refreshes.
      .catch(() => {})
  }
  return e
}

/** One load at a time per database; a load overtaken by a write or a notice is not installed as current. */
function reload(db: Db, e: Entry): Promise<CatalogSnapshot> {
  if (e.loading && e.loading.writes === e.writes) return e.loading.promise
  const started = { writes: e.writes, notices: e.notices }
  // Listening before the first read: a write between the two is then either in the snapshot or announced.
  const promise = e.listening
    .then(() => loadCatalogSnapshot(db))
    .then(
      (snap) => {
        if (e.loading?.promise === promise) e.loading = undefined
        if (started.writes === e.writes) {
          e.current = { snap, promise: Promise.resolve(snap), at: Date.now() }
          e.stale = started.notices !== e.notices
          if (e.stale) reload(db, e).catch(() => {})
        }
        return snap
      },
      (err: unknown) => {
        if (e.loading?.promise === promise) e.loading = undefined
        e.retryAt = Date.now() + RETRY_MS
        throw err
      },
    )
  e.loading = { ...started, promise }
  return promise
}

/**
 * The catalogue snapshot of a database. Only the first read, and the first after this process's own write, waits
 * for the database; otherwise the snapshot in memory answers at once, and one that is old or known to be out of
 * date (another process wrote) is reloaded in the background and swapped in when ready.
 */
export function findCatalog(db: Db): Promise<CatalogSnapshot> {
  const e = entryOf(db)
  const current = e.current
  if (!current) return reload(db, e)
  const now = Date.now()
  if ((e.stale || now - current.at >= REFRESH_MS) && now >= e.retryAt && !e.loading) {
    e.stale = true
    reload(db, e).catch(() => {})
  }
  return current.promise
}

/**
 * Call after a write to the catalogue: this process's next read waits for the new catalogue, and every other
 * process on the same PostgreSQL database is told to reload (NOTIFY; resolved once sent, never rejected).
 */
export function invalidateCatalog(db: Db): Promise<void> {
  const e = entries.get(db)
  if (e) {
    e.writes++
    e.current = undefined
  }
  const signals = databaseSignals(db)
  return signals ? signals.notify(CATALOG_CHANNEL).catch(() => {}) : Promise.resolve()
}
