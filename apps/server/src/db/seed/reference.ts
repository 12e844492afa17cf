import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import { LANGS, type Lang } from '@shop/domain/i18n/langs'
import { sql } from 'drizzle-orm'
import { DEFAULT_SETTINGS } from '../../modules/lookups/settings.service.ts'
import type { Db, Queryable } from '../client.ts'
import { countries, settings, usStates } from '../schema/index.ts'
import { loadLabelFiles } from './labels/index.ts'
import { EU_MEMBERS, ISO_COUNTRIES } from './reference/countries.ts'
import { US_STATES } from './reference/us-states.ts'

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

/** A label as the code defines it: its key, language and text. */
export type CodeLabel = { key: string; lang: string; text: string }

/**
 * One row per key and language; a missing or empty text is left out (the label store falls back to Italian, and a
 * test fails). A key defined twice keeps its first text (label-sources.test.ts refuses duplicates).
 */
export async function labelRows(): Promise<CodeLabel[]> {
  const rows = new Map<string, CodeLabel>()
  for (const { labels: source } of await loadLabelFiles()) {
    for (const [key, texts] of Object.entries(source)) {
      for (const lang of LANGS) {
        const text = texts?.[lang]
        const id = `${lang}\u0000${key}`
        if (typeof text === 'string' && text.trim() !== '' && !rows.has(id)) rows.set(id, { key, lang, text })
      }
    }
  }
  return [...rows.values()]
}

/** What syncLabels did: labels added, labels whose text the code changed, and rows written in all. */
export type LabelSync = { inserted: number; retexted: number; written: number }

/**
 * Brings the code's labels into the database in one statement (docs/decisions/018): a missing label is added; a
 * label whose text is still the one it was seeded from (staff have not changed it) takes the code's new text and a
 * fresh updated_at, so browsers reload their cached labels; a label staff changed keeps their text. `seeded_text`
 * always records the code's text, and rows the code did not change are not written at all.
 */
export async function syncLabels(q: Queryable, rows: readonly CodeLabel[]): Promise<LabelSync> {
  if (rows.length === 0) return { inserted: 0, retexted: 0, written: 0 }
  // One JSON parameter rather than four per row: no bind-parameter limit, one statement for ~7,500 rows.
  // The labels the code retexts are counted from the rows as they were (every part of one statement reads the same
  // snapshot), not from updated_at = now(): PGlite's clock has milliseconds, and a staff edit in the same millisecond
  // counted as the code's.
  const result = await q.execute<{ inserted: number; retexted: number; written: number }>(sql`
    with code as (
      select * from json_to_recordset(${JSON.stringify(rows)}::json) as code(key text, lang text, text text)
    ), retexted as (
      select count(*)::int as n from labels l join code on l.lang = code.lang and l.key = code.key
      where l.text = l.seeded_text and l.text <> code.text
    ), synced as (
      insert into labels as l (key, lang, text, seeded_text)
      select code.key, code.lang, code.text, code.text from code
      on conflict (lang, key) do update set
        text = case when l.text = l.seeded_text then excluded.text else l.text end,
        updated_at = case when l.text = l.seeded_text and l.text <> excluded.text then now() else l.updated_at end,
        seeded_text = excluded.seeded_text
      where l.seeded_text is distinct from excluded.seeded_text
      returning xmax = 0 as inserted
    )
    select count(*) filter (where inserted)::int as inserted, (select n from retexted) as retexted,
      count(*)::int as written
    from synced`)
  const [counts] = result.rows
  return counts ?? { inserted: 0, retexted: 0, written: 0 }
}

/**
 * Labels, countries, US states and default settings; idempotent, run at every start. Countries, states and settings
 * are only added when missing, so staff edits survive a restart; labels follow the code unless staff changed them
 * (syncLabels).
 */
export async function seedReference(db: Db): Promise<LabelSync> {
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
  return syncLabels(db, await labelRows())
}
