import { z } from 'zod'

/** Label keys used as validation messages: the server translates them, the web app passes them through i18next. */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.too_long',
  invalid: 'validation.invalid',
  privacy: 'validation.privacy_required',
  usState: 'validation.us_state_required',
  vatShort: 'validation.vat_too_short',
  passwordMismatch: 'validation.password_mismatch',
  code: 'validation.code_format',
} as const

/** A trimmed text that may be missing or empty. */
export const optionalText = (max: number) =>
  z
    .string({ error: V.invalid })
    .trim()
    .max(max, V.tooLong)
    .optional()
    .transform((v) => v ?? '')

/** A trimmed, non-empty text. */
export const requiredText = (max: number) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, V.tooLong)

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
