import { normalisePageText } from './text.ts'

/** One page of the search data, as GET /flipbook/search answers it (id is the zero-based page index). */
export type SearchPage = { id: number; fullTextAnnotation: { text: string } }

/** A page's text cut around its first match, lower case; `match` is the part shown in bold. */
export type Snippet = { before: string; match: string; after: string }

export type SearchResult = { id: number; snippet: Snippet }

/**
 * The pages prepared once for repeated searches: normalised as at ingest (NFC, ligatures, line-end hyphenation),
 * lower case, whitespace folded to single spaces.
 */
export type SearchIndex = { id: number; text: string }[]

const BEFORE = 40
const AFTER = 90

// The page text and the input go through the same fold, so a name typed with a combining accent finds the
// precomposed one and the other way round, also in brochures stored before ingest normalised their text. The
// snippet is cut from the folded text, so the match's position and length are those of the folded needle.
function fold(text: string): string {
  return normalisePageText(text.split('\n')).toLowerCase().replace(/\s+/g, ' ').trim()
}

/** Prepares the search data once, so each search is a plain substring test per page. */
export function buildSearchIndex(pages: readonly SearchPage[]): SearchIndex {
  return pages.map((p) => ({ id: p.id, text: fold(p.fullTextAnnotation?.text ?? '') }))
}

/** Case-insensitive substring search over every page; an empty input finds nothing. */
export function searchPages(index: SearchIndex, input: string): SearchResult[] {
  const needle = fold(input)
  if (!needle) return []
  const results: SearchResult[] = []
  for (const page of index) {
    const at = page.text.indexOf(needle)
    if (at >= 0) results.push({ id: page.id, snippet: cutSnippet(page.text, at, needle.length) })
  }
  return results
}

/** The text around one match, trimmed to whole words with an ellipsis where it was cut. */
export function cutSnippet(text: string, at: number, length: number): Snippet {
  let start = Math.max(0, at - BEFORE)
  let end = Math.min(text.length, at + length + AFTER)
  if (start > 0) {
    const space = text.indexOf(' ', start)
    start = space >= 0 && space < at ? space + 1 : start
  }
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end)
    end = space > at + length ? space : end
  }
  return {
    before: (start > 0 ? '…' : '') + text.slice(start, at),
    match: text.slice(at, at + length),
    after: text.slice(at + length, end) + (end < text.length ? '…' : ''),
  }
}
