import type { Lang } from '@shop/domain/i18n/langs'
import type { Country, UsState } from '@shop/domain/lookups/schemas'
import { eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { countries, usStates } from '../../db/schema/index.ts'

type CountryRow = typeof countries.$inferSelect

function toCountry(row: CountryRow, lang: Lang): Country {
  return {
    id: row.id,
    zone_code: row.zoneCode,
    iso2: row.iso2,
    short_name: row.names[lang] || row.names.it || row.iso2,
    esaedro_ind_area_naz: row.esaedroIndAreaNaz,
  }
}

/** Every country named in the given language, in that language's alphabetical order. */
export async function findCountries(db: Db, lang: Lang): Promise<Country[]> {
  const rows = await db.select().from(countries)
  const collator = new Intl.Collator(lang)
  return rows.map((row) => toCountry(row, lang)).sort((a, b) => collator.compare(a.short_name, b.short_name))
}

/** One country by id, named in the given language; undefined when there is none. */
export async function findCountry(db: Db, id: number, lang: Lang): Promise<Country | undefined> {
  const [row] = await db.select().from(countries).where(eq(countries.id, id))
  return row && toCountry(row, lang)
}

/** The US states (and DC) a US customer chooses from, by name. */
export async function findUsStates(db: Db): Promise<UsState[]> {
  // Sorted here, not in SQL: the database's collation differs between PGlite and a PostgreSQL server.
  const rows = await db.select({ id: usStates.id, code: usStates.code, name: usStates.name }).from(usStates)
  const collator = new Intl.Collator('en')
  return rows.sort((a, b) => collator.compare(a.name, b.name))
}
