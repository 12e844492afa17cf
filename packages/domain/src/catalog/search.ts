/**
 * The header's catalogue search (issue 13): matching and ranking models and accessories by code and by words, and
 * recognising a configuration code being typed. Pure and free of zod, so the web app may import it without weight.
 */

/** Longest query the search takes: longer than any code or name it could match. */
export const SEARCH_QUERY_MAX_LENGTH = 100
/** Most models and accessories one answer lists (a recognised code comes on top of them). */
export const SEARCH_RESULT_LIMIT = 8
/** The web app asks from this many characters on: one letter matches half the catalogue. */
export const SEARCH_MIN_LENGTH = 2

/** Something the search can find, with the texts it is found by. */
export type SearchEntry<T> = {
  item: T
  /** Its codes, matched as codes whatever the separators and case ('SZ-30', 'sz30' and 'SZ 30' are one code). */
  codes: readonly string[]
  /** Its name, matched word by word and weighted above the rest. */
  name: string
  /** Other texts (a description, the family), matched word by word. */
  details: string
}

/** An entry with its texts normalised once, for the many queries that will read it. */
export type PreparedSearchEntry<T> = {
  item: T
  codes: string[]
  codeWords: string[]
  name: string
  nameWords: string[]
  details: string
  detailWords: string[]
}

/** Lower case, accents and punctuation gone, one space between words: 'Cono 45° (zincato)' -> 'cono 45 zincato'. */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
}

/** A code with only its letters and digits, upper case: 'sz-30' -> 'SZ30'. */
export function compactCode(text: string): string {
  return text.toUpperCase().replace(/[^A-Z0-9]/g, '')
}

const words = (text: string) => (text === '' ? [] : text.split(' '))

/** Normalises an entry's texts once. */
export function prepareSearchEntry<T>(entry: SearchEntry<T>): PreparedSearchEntry<T> {
  const name = normalizeSearchText(entry.name)
  const details = normalizeSearchText(entry.details)
  return {
    item: entry.item,
    codes: entry.codes.map(compactCode).filter((c) => c !== ''),
    codeWords: entry.codes.flatMap((c) => words(normalizeSearchText(c))),
    name,
    nameWords: words(name),
    details,
    detailWords: words(details),
  }
}

// Scores: a code typed whole beats a code's beginning, which beats any match by words.
const EXACT_CODE = 1000
const CODE_PREFIX = 900
const BY_WORDS = 100

/** How well one query word matches the entry: 0 when it is nowhere. */
function scoreWord(word: string, e: PreparedSearchEntry<unknown>): number {
  if (e.nameWords.includes(word) || e.codeWords.includes(word)) return 30
  if (e.nameWords.some((w) => w.startsWith(word)) || e.codeWords.some((w) => w.startsWith(word))) return 20
  if (e.detailWords.some((w) => w.startsWith(word))) return 10
  // Inside a word ('farfalla' in 'valvolafarfalla'), only for words long enough not to match by chance.
  if (word.length >= 3 && e.name.includes(word)) return 8
  if (word.length >= 3 && e.details.includes(word)) return 4
  return 0
}

/**
 * How well a query matches an entry, 0 for not at all: the whole query as one of its codes or a code's beginning
 * first, otherwise every word of the query must begin (or, from three letters, sit inside) a word of its name,
 * codes or details, the name counting most.
 */
export function scoreSearchEntry(query: string, entry: PreparedSearchEntry<unknown>): number {
  const code = compactCode(query)
  let best = 0
  for (const c of entry.codes) {
    if (code !== '' && c === code) best = Math.max(best, EXACT_CODE)
    else if (code.length >= 2 && c.startsWith(code))
      best = Math.max(best, CODE_PREFIX - (c.length - code.length))
  }
  const queryWords = words(normalizeSearchText(query))
  if (queryWords.length === 0) return best
  let total = 0
  for (const word of queryWords) {
    const score = scoreWord(word, entry)
    if (score === 0) return best
    total += score
  }
  const startsName = entry.name.startsWith(queryWords.join(' ')) ? 50 : 0
  return Math.max(best, BY_WORDS + Math.round((total * 10) / queryWords.length) + startsName)
}

/** The items matching the query, best first (equal scores keep the entries' order), at most `limit`. */
export function rankSearchEntries<T>(
  query: string,
  entries: readonly PreparedSearchEntry<T>[],
  limit = SEARCH_RESULT_LIMIT,
): T[] {
  return entries
    .map((entry, index) => ({ entry, index, score: scoreSearchEntry(query, entry) }))
    .filter((x) => x.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((x) => x.entry.item)
}

const CODE_SHAPE = /^([A-Z0-9]+)-[A-Z0-9-]*$/

/**
 * The base model code a query starts with when it is being typed as a configuration code (a base model's
 * configuration code, a '-', then anything a code may hold, complete or not), else null. 'SZ30' alone is the
 * model, not a code; 'SC-FAR' is an accessory's product code, as SC is no base model.
 */
export function configurationCodeBase(query: string, baseCodes: ReadonlySet<string>): string | null {
  const match = CODE_SHAPE.exec(query.trim().toUpperCase())
  const base = match?.[1]
  return base !== undefined && baseCodes.has(base) ? base : null
}
