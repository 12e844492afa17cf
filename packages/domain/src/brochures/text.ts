import { removeUnstorableCharacters } from '../http/storable-text.ts'

/**
 * A PDF page's text as it is stored and searched. PDFs carry the same word in several spellings: "Bröker" as one
 * precomposed letter or as o + a combining diaeresis, "fi" as two letters or as the ligature ﬁ, and a word broken
 * at a line end by a hyphen ("Dosier-" / "schnecke"). A search typed by a visitor finds none of the other spellings,
 * so the page text is brought to one form: NFC, ligatures expanded, line-end hyphenation joined. Characters
 * PostgreSQL cannot store are removed first: some real PDFs map glyphs to U+0000, and one such character used to
 * fail the whole import at its last insert (issue 21).
 */

const SOFT_HYPHEN = '\u00AD'
// Only the Latin typographic ligatures: NFKC on the whole text would also turn ² into 2 and ½ into 1⁄2.
const LIGATURES = /[\uFB00-\uFB06]/g
/** A letter (or its accent) followed by a hyphen that ends the line: '-', soft, U+2010 or non-breaking U+2011. */
const HYPHEN_AT_END = /[\p{L}\p{M}][-\u00AD\u2010\u2011]$/u
const STARTS_WITH_LETTER = /^\p{L}/u
const STARTS_UPPER_CASE = /^[\p{Lu}\p{Lt}]/u
// "Schnecken- und Rohrsysteme", "pre- and post-": a hyphen that stands for a word part left out, not a break.
const STARTS_WITH_CONJUNCTION = /^(?:und|oder|bzw\.?|sowie|and|or|e|ed|o|od|y|u|et|ou)(?:\s|$)/u

/**
 * NFC with the Latin ligatures (ﬁ ﬂ ﬀ ﬃ ﬄ ﬅ ﬆ) written out, and without what PostgreSQL cannot store
 * (removeUnstorableCharacters): one spelling per word, nothing else changed.
 */
export function normaliseCharacters(text: string): string {
  return removeUnstorableCharacters(text)
    .replace(LIGATURES, (c) => c.normalize('NFKC'))
    .normalize('NFC')
}

/**
 * One line of text after `line` when `line` ends with a word broken by a hyphen, or null to keep both lines.
 * A soft hyphen always goes; a visible one goes when the next line starts in lower case ("Dosier-" "schnecke"),
 * and stays when it starts in upper case, a compound ("Edelstahl-" "Behälter" → "Edelstahl-Behälter").
 */
function joinBrokenWord(line: string, next: string): string | null {
  if (!HYPHEN_AT_END.test(line) || !STARTS_WITH_LETTER.test(next)) return null
  const stem = line.slice(0, -1)
  if (line.endsWith(SOFT_HYPHEN)) return stem + next
  if (STARTS_WITH_CONJUNCTION.test(next)) return `${line} ${next}`
  if (STARTS_UPPER_CASE.test(next)) return line + next
  return stem + next
}

/**
 * A page's text from its lines in reading order: characters normalised (normaliseCharacters), blanks folded,
 * empty lines dropped, words broken at a line end joined, soft hyphens removed; lines joined with '\n'.
 * Idempotent, so text stored before it existed can be passed through it again as `text.split('\n')`.
 */
export function normalisePageText(lines: readonly string[]): string {
  const out: string[] = []
  for (const raw of lines) {
    const line = normaliseCharacters(raw).replace(/\s+/g, ' ').trim()
    if (!line) continue
    const previous = out.at(-1)
    const joined = previous === undefined ? null : joinBrokenWord(previous, line)
    if (joined === null) out.push(line)
    else out[out.length - 1] = joined
  }
  return out.map((line) => line.replaceAll(SOFT_HYPHEN, '')).join('\n')
}
