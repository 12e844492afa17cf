import { z } from '../zod.ts'

export { V } from './validation-keys.ts'

import { isStorableText } from './storable-text.ts'
import { V } from './validation-keys.ts'

export { isStorableText, toWellFormedText } from './storable-text.ts'

/**
 * The largest value of PostgreSQL's `integer` (int4): every integer a request sends for an integer column (ids,
 * versions) stays at or below it, so an out-of-range number is a 422 on its field and never a database error.
 */
export const PG_INT_MAX = 2_147_483_647

/** A trimmed text of at most `max` characters that can be stored; the one rule every stored text goes through. */
export const storedText = (max: number) =>
  z.string({ error: V.invalid }).trim().max(max, V.tooLong).refine(isStorableText, V.invalidCharacters)

/** A trimmed text that may be missing or empty. */
export const optionalText = (max: number) =>
  storedText(max)
    .optional()
    .transform((v) => v ?? '')

/** A trimmed, non-empty text. */
export const requiredText = (max: number) =>
  z
    .string({ error: V.required })
    .trim()
    .min(1, V.required)
    .max(max, V.tooLong)
    .refine(isStorableText, V.invalidCharacters)

export const emailField = z
  .string({ error: V.required })
  .trim()
  .toLowerCase()
  .min(1, V.required)
  .max(254, V.tooLong)
  .pipe(z.email(V.email))

/** A boolean that also accepts the strings a form-encoded body sends. */
export const booleanish = z.preprocess(
  (v) => {
    if (v === 'true' || v === '1' || v === 'on' || v === 1) return true
    if (v === 'false' || v === '0' || v === 'off' || v === '' || v === 0 || v === null) return false
    return v
  },
  z.boolean({ error: V.invalid }),
)

function isPlainObject(value: unknown): value is object {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * A record of at most `maxKeys` entries. The count is checked before any entry is parsed: z.record would first
 * run the key and value schemas on every entry, which for a 1 MB body of tiny entries is most of a CPU second.
 */
export function boundedRecord<K extends z.core.$ZodRecordKey, T extends z.core.SomeType>(
  key: K,
  value: T,
  maxKeys: number,
) {
  return z
    .custom<Record<string, unknown>>((v) => !isPlainObject(v) || Object.keys(v).length <= maxKeys, V.tooMany)
    .pipe(z.record(key, value, { error: (issue) => (issue.input === undefined ? V.required : V.invalid) }))
}
