/** Every error code the API answers with, and the one HTTP status that goes with it. The code is also the i18n key `errors.<code>` on the client. */
export const ERROR_STATUS = {
  bad_request: 400,
  unauthenticated: 401,
  invalid_credentials: 401,
  forbidden: 403,
  /** A reserved-area call by a user whose e-mail, privacy consent or password is still missing (spec 3 §6). */
  profile_incomplete: 403,
  csrf_token_mismatch: 403,
  not_found: 404,
  /** The cart (a DRAFT order) is gone, is not the caller's, or was submitted: the client drops its copy. */
  cart_is_missing: 404,
  method_not_allowed: 405,
  already_exist: 409,
  conflict: 409,
  /** The cart changed since the version the client sent: the answer carries the current cart. */
  cart_conflict: 409,
  /** Adding to the cart is off while the shop's cart maintenance setting is on. */
  cart_maintenance: 409,
  /** The order's status machine does not allow this move for this actor. */
  transition_forbidden: 409,
  payload_too_large: 413,
  uri_too_long: 414,
  unsupported_media_type: 415,
  validation_failed: 422,
  /** PayPal refused the buyer's funding source at capture: the buyer picks another one (spec 2 §8). */
  instrument_declined: 422,
  token_invalid: 422,
  rate_limited: 429,
  internal_error: 500,
  /** The payment provider refused or failed the payment (spec 2 §8 'Error occured.'). */
  payment_failed: 502,
  unavailable: 503,
} as const

export type ErrorCode = keyof typeof ERROR_STATUS

/** Field name -> messages, as the spec's `errors` maps. */
export type FieldErrors = Record<string, string[]>

export type KoBody = {
  status: 'KO'
  error: string
  errors: FieldErrors
  error_code?: ErrorCode
}
