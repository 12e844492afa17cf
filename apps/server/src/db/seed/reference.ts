import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import { LANGS, type Lang } from '@shop/domain/i18n/langs'
import { DEFAULT_SETTINGS } from '../../modules/lookups/settings.service.ts'
import type { Db } from '../client.ts'
import { countries, labels, settings, usStates } from '../schema/index.ts'
import { loadLabelFiles } from './labels/index.ts'
import { EU_MEMBERS, ISO_COUNTRIES } from './reference/countries.ts'
import { US_STATES } from './reference/us-states.ts'

// Well under PostgreSQL's 65,535 bind parameters per statement, whatever a row's width.
const ROWS_PER_INSERT = 5_000

function chunks<T>(rows: T[]): T[][] {
  const out: T[][] = []
  for (let i = 0; i < rows.length; i += ROWS_PER_INSERT) out.push(rows.slice(i, i + ROWS_PER_INSERT))
  return out
}

/** The ERP's zone code: its own codes for Italy and the USA, the ISO alpha-3 code elsewhere (docs/decisions/002). */
export function zoneCodeOf(iso2: string, iso3: string): string {
  if (iso2 === 'IT') return ITALY_ZONE
  if (iso2 === 'US') return USA_ZONE
  return iso3
}

/** The ERP's national area: 0 Italy, 1 the other EU member states, 2 the rest of the world. */
export function areaOf(iso2: string): number {
  if (iso2 === 'IT') return 0
  return EU_MEMBERS.has(iso2) ? 1 : 2
}

/** Every ISO country with its name in each shop language, as ICU (Intl.DisplayNames) spells it. */
export function countryRows(): (typeof countries.$inferInsert)[] {
  const namers = LANGS.map(
    (lang) => [lang, new Intl.DisplayNames([lang], { type: 'region', fallback: 'code' })] as const,
  )
  return ISO_COUNTRIES.map(([iso2, iso3]) => ({
    iso2,
    zoneCode: zoneCodeOf(iso2, iso3),
    names: Object.fromEntries(namers.map(([lang, namer]) => [lang, namer.of(iso2) ?? iso2])) as Record<
      Lang,
      string
    >,
    esaedroIndAreaNaz: areaOf(iso2),
  }))
}

/** One row per key and language; a missing or empty text is left out (the label store falls back to Italian, and a test fails). */
export async function labelRows(): Promise<(typeof labels.$inferInsert)[]> {
  const rows: (typeof labels.$inferInsert)[] = []
  for (const { labels: source } of await loadLabelFiles()) {
    for (const [key, texts] of Object.entries(source)) {
      for (const lang of LANGS) {
        const text = texts?.[lang]
        if (typeof text === 'string' && text.trim() !== '') rows.push({ key, lang, text })
      }
    }
  }
  return rows
}

/**
 * Labels, countries, US states and default settings; idempotent, run at every start. Existing rows are
 * never overwritten, so staff edits survive a restart and only keys new in the code are added.
 */
export async function seedReference(db: Db): Promise<void> {
  // Serial ids: inserting only what is missing keeps the sequences from advancing at every start.
  const knownIso2 = new Set((await db.select({ iso2: countries.iso2 }).from(countries)).map((r) => r.iso2))
  const newCountries = countryRows().filter((c) => !knownIso2.has(c.iso2))
  if (newCountries.length > 0) await db.insert(countries).values(newCountries).onConflictDoNothing()

  const knownStates = new Set((await db.select({ code: usStates.code }).from(usStates)).map((r) => r.code))
  const newStates = US_STATES.filter(([code]) => !knownStates.has(code)).map(([code, name]) => ({
    code,
    name,
  }))
  if (newStates.length > 0) await db.insert(usStates).values(newStates).onConflictDoNothing()

  const settingRows = Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value }))
  await db.insert(settings).values(settingRows).onConflictDoNothing()
  for (const chunk of chunks(await labelRows())) await db.insert(labels).values(chunk).onConflictDoNothing()
}
