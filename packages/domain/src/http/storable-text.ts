/*
 * What PostgreSQL can store (no zod here: the brochure viewer's search fold imports this and must stay small).
 */

// Without the u flag this looks at UTF-16 code units: a high surrogate not followed by a low one, or a low one
// not preceded by a high one, is half a character.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The text with each half of a surrogate pair replaced by U+FFFD, as String.prototype.toWellFormed does. */
export function toWellFormedText(value: string): string {
  return value.replace(new RegExp(LONE_SURROGATE.source, 'g'), '\uFFFD')
}

/**
 * True when PostgreSQL can store the text: text columns refuse the NUL character and jsonb refuses half a
 * surrogate pair, and either would otherwise fail the whole request with a 5xx.
 */
export function isStorableText(value: string): boolean {
  return !value.includes('\u0000') && !LONE_SURROGATE.test(value)
}

const UNSTORABLE = new RegExp(`\u0000|${LONE_SURROGATE.source}`, 'g')

/**
 * The text without what isStorableText refuses (U+0000, half a surrogate pair), for text the shop did not receive
 * from a form and must store anyway (a brochure's extracted text and layout): a well-formed pair is never split.
 */
export function removeUnstorableCharacters(text: string): string {
  return text.replace(UNSTORABLE, '')
}
