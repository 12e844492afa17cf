import { booleanish, emailField, optionalText, requiredText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import type { ProviderIdentity } from '../identity/provider.ts'
import { z } from '../zod.ts'
import { failedPasswordRules } from './password.ts'

export const CLIENT_TYPES = ['impiantista', 'installatore', 'rivenditore', 'cliente_finale'] as const
export const ABOUT_US_CHOICES = [
  'web_search',
  'trade_fair',
  'word_of_mouth',
  'social',
  'catalogue',
  'altro',
] as const
export const ITALY_ZONE = '000'
export const USA_ZONE = 'USA'
/** The VAT number placeholder that stands in for a US company's. */
export const USA_VAT_PLACEHOLDER = '9999999999'
export const ITALIAN_VAT_MIN_LENGTH = 11

export const passwordField = z.string({ error: V.required }).min(1, V.required).max(200, V.tooLong)

/** Adds one field error per broken password rule (label key `password.<rule>`). */
export function refinePassword(password: string, email: string, ctx: z.RefinementCtx, path = 'password') {
  for (const id of failedPasswordRules(password, email)) {
    ctx.addIssue({ code: 'custom', path: [path], message: `password.${id}` })
  }
}

/** An optional choice; the empty string an unselected form select sends counts as no choice. */
function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.enum(values, { error: message }).optional(),
  )
}

const signupFields = {
  new_client: booleanish.default(true),
  first_name: requiredText(100),
  last_name: requiredText(100),
  company: optionalText(200),
  company_role: optionalText(100),
  esaedro_zone_code: requiredText(10),
  usa_state_code: optionalText(10),
  piva: optionalText(30),
  email: emailField,
  telefono: optionalText(40),
  profil_about_us_select: optionalChoice(ABOUT_US_CHOICES, V.invalid),
  profil_about_us: optionalText(500),
  client_type: optionalChoice(CLIENT_TYPES, V.required),
  privacy: booleanish.default(false),
  optin_marketing: booleanish.default(false),
  preferred_lang: z.enum(LANGS, { error: V.invalid }).default('it'),
}

type SignupVariant = 'shop' | 'wizard' | 'cart'

/**
 * Runs the cross-field sign-up rules even when some field already failed, so the form gets every error at once.
 * The value may then hold raw input in the failed fields; refineSignup only compares and tests for presence.
 */
const ALSO_ON_PARTIAL_INPUT = {
  when: (payload: { value: unknown }) => typeof payload.value === 'object' && payload.value !== null,
}

type SignupBase = z.infer<z.ZodObject<typeof signupFields>>

function refineSignup(v: SignupBase, ctx: z.RefinementCtx, variant: SignupVariant) {
  const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
  const isUsa = v.esaedro_zone_code === USA_ZONE
  if (variant !== 'wizard' && !v.company) add('company', V.required)
  if (isUsa && !v.usa_state_code) add('usa_state_code', V.usState)
  // A US company has no VAT number: the placeholder stands in for it (normaliseSignup fills it).
  const vatRequired = !isUsa && (variant === 'cart' || !v.new_client)
  if (vatRequired && !v.piva) add('piva', V.required)
  if (!isUsa && v.piva && v.esaedro_zone_code === ITALY_ZONE && v.piva.length < ITALIAN_VAT_MIN_LENGTH) {
    add('piva', V.vatShort)
  }
  if (variant !== 'cart' && v.new_client && !v.client_type) add('client_type', V.required)
  if (v.profil_about_us_select === 'altro' && !v.profil_about_us) add('profil_about_us', V.required)
  if (!v.privacy) add('privacy', V.privacy)
}

/** POST user/signup: the shop's sign-up form (no password; the user sets one from the activation link). */
export const signupRequest = z
  .object(signupFields)
  .superRefine((v, ctx) => refineSignup(v, ctx, 'shop'), ALSO_ON_PARTIAL_INPUT)
export type SignupRequest = z.infer<typeof signupRequest>

/** The sign-up fields inside the wizard: company optional, plus the configuration to save. */
export const wizardSignupRequest = z
  .object({ ...signupFields, configuration_code: requiredText(200) })
  .superRefine((v, ctx) => refineSignup(v, ctx, 'wizard'), ALSO_ON_PARTIAL_INPUT)
export type WizardSignupRequest = z.infer<typeof wizardSignupRequest>

/** The checkout's sign-up (spec 2 §3, §5): address fields and a password, company and VAT for everyone. */
export const cartSignupRequest = z
  .object({
    ...signupFields,
    indirizzo: requiredText(200),
    localita: requiredText(100),
    cap: requiredText(20),
    provincia: optionalText(2),
    password: passwordField,
  })
  .superRefine((v, ctx) => refineSignup(v, ctx, 'cart'), ALSO_ON_PARTIAL_INPUT)
  .superRefine((v, ctx) => refinePassword(v.password, v.email, ctx))
export type CartSignupRequest = z.infer<typeof cartSignupRequest>

/** Applies the USA rule: a US company gets the VAT placeholder; any other country never keeps it. */
export function normaliseVat(zone: string, piva: string): string {
  if (zone === USA_ZONE) return USA_VAT_PLACEHOLDER
  return piva === USA_VAT_PLACEHOLDER ? '' : piva
}

export const loginRequest = z.object({
  email: emailField,
  password: passwordField,
  remember: booleanish.default(false),
})
export type LoginRequest = z.infer<typeof loginRequest>

export const RECOVERY_CODE_LENGTH = 6
const recoveryCode = z
  .string({ error: V.required })
  .trim()
  .regex(/^\d{6}$/, V.code)

export const changePasswordRequest = z.object({ email: emailField })
export const checkTokenRequest = z.object({ email: emailField, code: recoveryCode })
export const updatePasswordRequest = z
  .object({ email: emailField, code: recoveryCode, password: passwordField, confirmPassword: passwordField })
  .superRefine((v, ctx) => {
    refinePassword(v.password, v.email, ctx)
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch })
    }
  })

/**
 * POST user/activate: the token from the activation link. When the account got a password before its address was
 * verified (the checkout's sign-up), the link alone does not keep it: `password` proves it was the owner's choice,
 * `discard_password` drops it so the owner chooses a new one (docs/decisions/011).
 */
export const activateRequest = z.object({
  token: requiredText(200),
  password: z.string({ error: V.invalid }).max(200, V.tooLong).optional(),
  discard_password: booleanish.default(false),
})
export type ActivateRequest = z.input<typeof activateRequest>

/**
 * What the activation did with a password chosen before verification: `none` there was none, `kept` it was proven
 * (same browser session or typed again), `discarded` it was dropped and a new one is needed, `required` nothing
 * changed yet: the page must ask for that password or offer to choose a new one.
 */
export const PASSWORD_CHECKS = ['none', 'kept', 'discarded', 'required'] as const
export type PasswordCheck = (typeof PASSWORD_CHECKS)[number]

/**
 * POST user/set_password: a signed-in user without a password chooses one. The rules need the user's e-mail,
 * so the server checks them against the account; the form checks them with `checkPassword` as the user types.
 */
export const setPasswordRequest = z
  .object({ password: passwordField, confirmPassword: passwordField })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: V.passwordMismatch })
    }
  })
export type SetPasswordRequest = z.infer<typeof setPasswordRequest>

/** The user as GET user returns it (spec 2 §3, spec 3 §3). */
export type PublicUser = {
  id: number
  email: string
  nome: string
  cognome: string
  name: string
  last_name: string
  azienda: string
  esaedro_zone_code: string
  preferred_lang: string
  client_id: number | null
  client: {
    id: number
    ragione: string
    piva: string
    cli_for_code: string
    sdi_code: string
    persona_fisica: boolean
  } | null
  can_see_prices: boolean
  can_create_order: boolean
  has_password: boolean
  email_verified: boolean
  privacy_accepted: boolean
  is_admin: boolean
  main_account: { client_id: number; ragione: string; cli_for_code: string } | null
  alias_account: { client_id: number; ragione: string; cli_for_code: string }[]
}

export type ShopSettings = {
  show_public_prices: boolean
  cart_maintenance: boolean
  show_price_warning: boolean
  front_price_warning_hide_prospect: boolean
  /** The web-order discount in percent for clients whose group sets none (docs/decisions/019); 0 for none. */
  weborder_discount_perc: number
  /** The cart offers the discount-code field. */
  promo_codes_enabled: boolean
}

/** The profile details the sign-up collected, which GET user returns as `attrib` (empty for an anonymous visitor). */
export type UserAttrib = {
  piva: string
  telefono: string
  company_role: string
  client_type: (typeof CLIENT_TYPES)[number] | null
  usa_state_code: string
  profil_about_us_select: (typeof ABOUT_US_CHOICES)[number] | null
  profil_about_us: string
  optin_marketing: boolean
}

/**
 * The settings GET user sends the browser: the shop's, whether PayPal is offered (configured, issue 12), and who runs
 * the shop (issue 13), which every page's footer shows; null while staff have set none.
 */
export type PublicSettings = ShopSettings & { paypal_enabled: boolean; provider: ProviderIdentity | null }

export type UserResponse = {
  status: 'OK'
  settings: PublicSettings
  user: PublicUser | null
  attrib: Partial<UserAttrib>
}

/** POST user/signup answers the new account (already signed in). */
export type SignupResponse = { status: 'OK'; user: { id: number; email: string } }

/** login, activate, set_password and accept_privacy_policy answer the signed-in user as GET user returns it. */
export type SignedInResponse = { status: 'OK'; user: PublicUser; message?: string }

/** POST user/activate: signed in with the outcome, or only told that the password must be typed or replaced. */
export type ActivateResponse =
  | (SignedInResponse & { password_check: Exclude<PasswordCheck, 'required'> })
  | { status: 'OK'; password_check: 'required' }
