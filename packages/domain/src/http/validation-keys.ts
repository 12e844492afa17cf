/** Label keys used as validation messages: the server translates them, the web app passes them through its t(). */
export const V = {
  required: 'validation.required',
  email: 'validation.email',
  tooLong: 'validation.too_long',
  tooMany: 'validation.too_many',
  invalid: 'validation.invalid',
  invalidCharacters: 'validation.invalid_characters',
  privacy: 'validation.privacy_required',
  usState: 'validation.us_state_required',
  vatShort: 'validation.vat_too_short',
  passwordMismatch: 'validation.password_mismatch',
  code: 'validation.code_format',
} as const
