import { booleanish, emailField, optionalText, requiredText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import {
  ABOUT_US_CHOICES,
  ALSO_ON_PARTIAL_INPUT,
  CLIENT_TYPES,
  ITALIAN_VAT_MIN_LENGTH,
  optionalChoice,
  type PublicUser,
  publicUserSchema,
  refinePassword,
  USA_ZONE,
  type UserAttrib,
  userAttribSchema,
} from './schemas.ts'

/**
 * The profile (spec 3 §3 profile form, §5 rules; issue 25 item 3): POST user/update's body, its answer, and the rules
 * the form and the server share.
 */

/** The sectors of the profile's multi-select; 'altro' asks for a text (profil_sector_other). */
export const PROFIL_SECTORS = [
  'alimentare',
  'mangimistico',
  'agricolo',
  'chimico',
  'plastica',
  'farmaceutico',
  'edilizia',
  'ambiente',
  'altro',
] as const
export type ProfilSector = (typeof PROFIL_SECTORS)[number]

/** The spec stores the chosen sectors as one text, joined by a pipe. */
export const SECTOR_SEPARATOR = '|'

/** The sectors of a stored or sent value, in the order given, empties dropped. */
export function splitSectors(value: string): string[] {
  return value
    .split(SECTOR_SEPARATOR)
    .map((s) => s.trim())
    .filter((s) => s !== '')
}

const isSector = (value: string): value is ProfilSector =>
  (PROFIL_SECTORS as readonly string[]).includes(value)

/** The list's order, each once: the same choice is stored the same way whatever order it was ticked in. */
function joinSectors(value: string): string {
  const chosen = new Set(splitSectors(value))
  return PROFIL_SECTORS.filter((s) => chosen.has(s)).join(SECTOR_SEPARATOR)
}

const sectorsField = z
  .string({ error: V.invalid })
  .max(500, V.tooLong)
  .refine((v) => splitSectors(v).every(isSector), V.invalid)
  .transform(joinSectors)
  .optional()
  .transform((v) => v ?? '')

/** A password field that may stay empty: nothing to change. */
const optionalPassword = z
  .string({ error: V.invalid })
  .max(200, V.tooLong)
  .optional()
  .transform((v) => v ?? '')

/** The privacy switch's message, exactly spec 3 §5's. */
export const PRIVACY_REQUIRED = 'accounts.profile.privacy_required'

/**
 * The VAT number's rule of spec 3 §5 by the country's area (decision 002's esaedro_ind_area_naz): required in areas 0
 * (Italy) and 1 (the rest of the EU), at least 11 characters in area 0, free elsewhere; a US company has the
 * placeholder instead (normaliseVat). The label key of what is wrong, or null.
 */
export function vatNumberProblem(input: { zone: string; area: number; piva: string }): string | null {
  if (input.zone === USA_ZONE || input.area > 1) return null
  if (input.piva === '') return V.required
  if (input.area === 0 && input.piva.length < ITALIAN_VAT_MIN_LENGTH) return V.vatShort
  return null
}

/**
 * The profile form (spec 3 §3). `password` and `confirmPassword` empty: the password stays; `current_password` is
 * asked when the password or the e-mail changes. The country's VAT rule, the current password and the confirmation's
 * match are the server's to check (it knows the country's area and the account).
 */
export const profileForm = z
  .object({
    azienda: requiredText(200),
    piva: optionalText(30),
    nome: requiredText(100),
    cognome: requiredText(100),
    telefono: optionalText(40),
    email: emailField,
    current_password: optionalPassword,
    password: optionalPassword,
    confirmPassword: optionalPassword,
    esaedro_zone_code: requiredText(10),
    usa_state_code: optionalText(10),
    preferred_lang: z.enum(LANGS, { error: V.invalid }),
    privacy: booleanish.default(false),
    profil_about_us_select: optionalChoice(ABOUT_US_CHOICES, V.invalid),
    profil_about_us: optionalText(500),
    profil_sector: sectorsField,
    profil_sector_other: optionalText(200),
    client_type: optionalChoice(CLIENT_TYPES, V.invalid),
    profil_title: optionalText(100),
    optin_marketing: booleanish.default(false),
  })
  .superRefine((v, ctx) => {
    const add = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message })
    if (v.privacy !== true) add('privacy', PRIVACY_REQUIRED)
    if (v.esaedro_zone_code === USA_ZONE && !v.usa_state_code) add('usa_state_code', V.usState)
    if (v.profil_about_us_select === 'altro' && !v.profil_about_us) add('profil_about_us', V.required)
    if (typeof v.profil_sector === 'string' && splitSectors(v.profil_sector).includes('altro')) {
      if (!v.profil_sector_other) add('profil_sector_other', V.required)
    }
    if (typeof v.password === 'string' && v.password !== '' && typeof v.email === 'string') {
      refinePassword(v.password, v.email, ctx)
    }
  }, ALSO_ON_PARTIAL_INPUT)
export type ProfileForm = z.infer<typeof profileForm>
export type ProfileFormInput = z.input<typeof profileForm>

/** POST user/update: the spec's payload is the profile form under `user`; field errors are named `user.<field>`. */
export const profileUpdateRequest = z.object({ user: profileForm })

/** POST user/update answers 'Dati aggiornati correttamente' and the user and profile details as GET user does. */
export const profileUpdateResponse = z.object({
  status: z.literal('OK'),
  message: z.string(),
  user: publicUserSchema,
  attrib: userAttribSchema,
})

/**
 * The form's starting values from GET user's answer (whose `attrib` may lack a field: a visitor's is empty);
 * passwords empty, privacy as accepted so far.
 */
export function profileFormOf(user: PublicUser, attrib: Partial<UserAttrib>): ProfileFormInput {
  return {
    azienda: user.azienda,
    piva: attrib.piva ?? '',
    nome: user.nome,
    cognome: user.cognome,
    telefono: attrib.telefono ?? '',
    email: user.email,
    current_password: '',
    password: '',
    confirmPassword: '',
    esaedro_zone_code: user.esaedro_zone_code,
    usa_state_code: attrib.usa_state_code ?? '',
    preferred_lang: (LANGS as readonly string[]).includes(user.preferred_lang)
      ? (user.preferred_lang as ProfileForm['preferred_lang'])
      : 'it',
    privacy: user.privacy_accepted,
    profil_about_us_select: attrib.profil_about_us_select ?? undefined,
    profil_about_us: attrib.profil_about_us ?? '',
    profil_sector: attrib.profil_sector ?? '',
    profil_sector_other: attrib.profil_sector_other ?? '',
    client_type: attrib.client_type ?? undefined,
    profil_title: attrib.company_role ?? '',
    optin_marketing: attrib.optin_marketing ?? false,
  }
}

/** POST user/confirm_email: the token of the link mailed to the new address. */
export const confirmEmailRequest = z.object({ token: requiredText(200) })
