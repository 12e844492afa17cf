import { booleanish, emailField, optionalText, requiredText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import type { ProviderIdentity } from '../identity/provider.ts'
import { z } from '../zod.ts'
import { areaAccessSchema } from './area-access.ts'
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
export function optionalChoice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
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
export const ALSO_ON_PARTIAL_INPUT = {
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

const signupVariants = z.union([cartSignupRequest, signupRequest])

/**
 * POST user/signup's body: the checkout's sign-up when it carries a password, the shop's otherwise. The body is first
 * checked against the variant it chose, so that a refusal names every field in error, where a plain union would only
 * say that neither variant matched; the union then gives the value, and both shapes to the API's description.
 */
export const anySignupRequest = z.preprocess<unknown, typeof signupVariants, z.input<typeof signupVariants>>(
  (value, ctx) => {
    const isCart =
      typeof value === 'object' && value !== null && (value as Record<string, unknown>).password !== undefined
    const checked = (isCart ? cartSignupRequest : signupRequest).safeParse(value)
    if (!checked.success) for (const issue of checked.error.issues) ctx.addIssue({ ...issue })
    return value
  },
  signupVariants,
)

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

/** A company the user may act for: the main one or an alias (spec 3 §3). */
const linkedAccountSchema = z.object({
  client_id: z.number().int(),
  ragione: z.string(),
  cli_for_code: z.string(),
})

/** The user as GET user returns it (spec 2 §3, spec 3 §3). */
export const publicUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  nome: z.string(),
  cognome: z.string(),
  name: z.string(),
  last_name: z.string(),
  azienda: z.string(),
  esaedro_zone_code: z.string(),
  preferred_lang: z.string(),
  client_id: z.number().int().nullable(),
  client: z
    .object({
      id: z.number().int(),
      ragione: z.string(),
      piva: z.string(),
      cli_for_code: z.string(),
      sdi_code: z.string(),
      persona_fisica: z.boolean(),
      /** The provider has checked the company (spec 3 §1: without it, the area asks to contact the provider). */
      verified: z.boolean(),
    })
    .nullable(),
  can_see_prices: z.boolean(),
  can_create_order: z.boolean(),
  has_password: z.boolean(),
  email_verified: z.boolean(),
  privacy_accepted: z.boolean(),
  is_admin: z.boolean(),
  main_account: linkedAccountSchema.nullable(),
  alias_account: z.array(linkedAccountSchema),
  /** What of the reserved area the user may use (areaAccess): the server refuses the rest. */
  area: areaAccessSchema,
})
export type PublicUser = z.infer<typeof publicUserSchema>

export const shopSettingsSchema = z.object({
  show_public_prices: z.boolean(),
  cart_maintenance: z.boolean(),
  show_price_warning: z.boolean(),
  front_price_warning_hide_prospect: z.boolean(),
  /** The web-order discount in percent for clients whose group sets none (docs/decisions/019); 0 for none. */
  weborder_discount_perc: z.number(),
  /** The cart offers the discount-code field. */
  promo_codes_enabled: z.boolean(),
})
export type ShopSettings = z.infer<typeof shopSettingsSchema>

/** The profile details the sign-up collected, which GET user returns as `attrib` (empty for an anonymous visitor). */
export const userAttribSchema = z.object({
  piva: z.string(),
  telefono: z.string(),
  company_role: z.string(),
  client_type: z.enum(CLIENT_TYPES).nullable(),
  usa_state_code: z.string(),
  profil_about_us_select: z.enum(ABOUT_US_CHOICES).nullable(),
  profil_about_us: z.string(),
  optin_marketing: z.boolean(),
  /** The chosen sectors joined by '|' (profile.ts PROFIL_SECTORS), and the text of 'altro'. */
  profil_sector: z.string(),
  profil_sector_other: z.string(),
  /** A new e-mail address waiting for its link to be followed; the login stays `user.email` until then. */
  pending_email: z.string().nullable(),
})
export type UserAttrib = z.infer<typeof userAttribSchema>

/**
 * Who runs the shop as GET user answers it: the identity already checked when it was read (identity/provider.ts), so
 * plain texts here, which the answer's serializer writes as they are.
 */
const providerAnswerSchema: z.ZodType<ProviderIdentity> = z.object({
  company_name: z.string(),
  street: z.string(),
  postal_code: z.string(),
  city: z.string(),
  province: z.string(),
  country: z.string(),
  vat_number: z.string(),
  tax_code: z.string(),
  rea: z.string(),
  share_capital: z.object({ amount: z.number(), paid_in: z.number() }).nullable(),
  phone: z.string(),
  email: z.string(),
  privacy_email: z.string(),
  pec: z.string(),
})

/**
 * The settings GET user sends the browser: the shop's, whether PayPal is offered (configured, issue 12), whether the
 * address form has suggestions (a geocoder configured, issue 23), and who runs the shop (issue 13), which every
 * page's footer shows; null while staff have set none.
 */
export const publicSettingsSchema = shopSettingsSchema.extend({
  paypal_enabled: z.boolean(),
  address_suggestions: z.boolean(),
  provider: providerAnswerSchema.nullable(),
})
export type PublicSettings = z.infer<typeof publicSettingsSchema>

const ok = z.literal('OK')

/** GET user: the signed-in user (null for a visitor), the profile details and the settings every page reads. */
export const userResponse = z.object({
  status: ok,
  settings: publicSettingsSchema,
  user: publicUserSchema.nullable(),
  attrib: userAttribSchema.partial(),
})
export type UserResponse = z.infer<typeof userResponse>

/** POST user/signup answers the new account (already signed in). */
export const signupResponse = z.object({
  status: ok,
  user: z.object({ id: z.number().int(), email: z.string() }),
})

/** login, activate, set_password and accept_privacy_policy answer the signed-in user as GET user returns it. */
export const signedInResponse = z.object({
  status: ok,
  user: publicUserSchema,
  message: z.string().optional(),
})
export type SignedInResponse = z.infer<typeof signedInResponse>

/** POST user/activate: signed in with the outcome, or only told that the password must be typed or replaced. */
export const activateResponse = z.union([
  signedInResponse.extend({ password_check: z.enum(PASSWORD_CHECKS).exclude(['required']) }),
  z.object({ status: ok, password_check: z.literal('required') }),
])

/** Calls that only say they are done: logout, the recovery code's check. */
export const okResponse = z.object({ status: ok })

/** Calls that are done with a message to show in the request's language: mails sent, a password updated. */
export const messageResponse = z.object({ status: ok, message: z.string() })
