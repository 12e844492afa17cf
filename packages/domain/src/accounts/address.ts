import { dbIdSchema } from '../catalog/schemas.ts'
import { isStorableText, storedText, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'
import { ITALY_ZONE, normaliseVat, USA_ZONE } from './schemas.ts'

/**
 * Addresses of a client (spec 2 §3 and §5, spec 3 §3 and §5; issue 11 item 4): the main (billing) address and the
 * delivery addresses. The contract of POST user/address and DELETE user/address/{id}, and the completeness rules
 * the list, the checkout and the server share.
 */

export const ADDRESS_TYPES = ['main', 'address'] as const

/** An address as the server answers it. */
export const addressSchema = z.object({
  id: z.number().int(),
  address_type: z.enum(ADDRESS_TYPES),
  address_title: z.string(),
  ragione: z.string(),
  piva: z.string(),
  codice_fiscale: z.string(),
  name: z.string(),
  last_name: z.string(),
  address: z.string(),
  address_num: z.string(),
  city: z.string(),
  locality: z.string(),
  prov: z.string(),
  cap: z.string(),
  tel: z.string(),
  esaedro_zone_code: z.string(),
  usa_state_code: z.string(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  delivery_default: z.boolean(),
  /** False when a field the rules need is empty (addressProblems): 'Dati non completi!'. */
  is_valid: z.boolean(),
})
export type Address = z.infer<typeof addressSchema>

/**
 * The client's SDI code (codice destinatario) for Italian e-invoicing: 7 letters or digits (0000000 for a company
 * that receives its invoices by PEC), or 6 for a public administration's office code.
 */
export const SDI_CODE = /^[A-Z0-9]{6,7}$/

/**
 * POST user/address: create (id -1 or absent) or update (the id of one of the caller's client's addresses). Texts
 * are trimmed; province at most 2 characters; a USA address gets the VAT placeholder. The server refuses an address
 * that addressProblems finds incomplete, with one field error per problem. `sdi_code` is the client's, given beside
 * an Italian main address while the client has none (issue 23; docs/decisions/021): the server keeps it only then.
 */
export const addressBody = z.object({
  sdi_code: z
    .string({ error: V.invalid })
    .trim()
    .toUpperCase()
    .refine((code) => code === '' || SDI_CODE.test(code), 'addresses.invalid_sdi_code')
    .default(''),
  address: z.object({
    id: z.union([z.literal(-1), dbIdSchema], { error: V.invalid }).default(-1),
    address_type: z.enum(ADDRESS_TYPES, { error: V.invalid }).default('address'),
    address_title: storedText(200).default(''),
    ragione: storedText(200).default(''),
    piva: storedText(30).default(''),
    codice_fiscale: storedText(20).default(''),
    name: storedText(100).default(''),
    last_name: storedText(100).default(''),
    address: storedText(200).default(''),
    address_num: storedText(20).default(''),
    city: storedText(100).default(''),
    locality: storedText(100).default(''),
    prov: storedText(2).default(''),
    cap: storedText(20).default(''),
    tel: storedText(40).default(''),
    esaedro_zone_code: storedText(10).default(''),
    usa_state_code: storedText(10).default(''),
    latitude: z.number().min(-90).max(90).nullable().default(null),
    longitude: z.number().min(-180).max(180).nullable().default(null),
    delivery_default: z.boolean({ error: V.invalid }).default(false),
  }),
})
export type AddressBody = z.infer<typeof addressBody>
export type AddressInput = AddressBody['address']

export const addressResponse = z.object({ status: z.literal('OK'), address: addressSchema })
export const addressesResponse = z.object({ status: z.literal('OK'), addresses: z.array(addressSchema) })

/** The spec's minimum: suggestions start after more than 3 typed characters. */
export const GEOCODE_MIN_QUERY = 4
const GEOCODE_MAX_QUERY = 200
/** GET geocode (issue 11 item 4): suggestions for a street typed in a country, through the shop's proxy. */
export const geocodeQuery = z.object({
  q: z
    .string({ error: V.required })
    .trim()
    .min(GEOCODE_MIN_QUERY, V.invalid)
    .max(GEOCODE_MAX_QUERY, V.tooLong)
    .refine(isStorableText, V.invalidCharacters),
  /** Our zone code (000 Italy, USA, else ISO alpha-3), not an ISO code: the form holds the zone code. */
  country: z.string({ error: V.invalid }).trim().max(10, V.invalid).optional(),
  lang: z.enum(LANGS, { error: V.invalid }).optional(),
})
export type GeocodeQuery = z.infer<typeof geocodeQuery>

/** One suggestion, in the address form's field names; a chosen one fills the form (spec 2 §5). */
export const addressSuggestionSchema = z.object({
  label: z.string(),
  address: z.string(),
  address_num: z.string(),
  city: z.string(),
  prov: z.string(),
  cap: z.string(),
  /** ISO 3166-1 alpha-2, upper case. */
  country: z.string(),
  latitude: z.number(),
  longitude: z.number(),
})
export type AddressSuggestion = z.infer<typeof addressSuggestionSchema>

export const geocodeResponse = z.object({
  status: z.literal('OK'),
  /** False when the shop has no geocoder: the form hides the suggestions. */
  enabled: z.boolean(),
  suggestions: z.array(addressSuggestionSchema),
})
export type GeocodeResponse = z.infer<typeof geocodeResponse>

// The rules below are shared by the address list ('Dati non completi!'), the checkout and the server, so all three
// agree on what "complete" means (spec 2 §5, spec 3 §5; issue 11 item 4).

/** The fields an address can be incomplete on; `sdi_code` is the client's, the rest are the address's own. */
export type AddressField =
  | 'cap'
  | 'address'
  | 'city'
  | 'tel'
  | 'esaedro_zone_code'
  | 'piva'
  | 'codice_fiscale'
  | 'sdi_code'
  | 'usa_state_code'

/** True for an Italian partita IVA: 11 digits, the last the Luhn-style check digit of the first ten. */
export function isValidItalianVat(piva: string): boolean {
  if (!/^\d{11}$/.test(piva)) return false
  let sum = 0
  for (let i = 0; i < 10; i++) {
    const digit = Number(piva[i])
    // 1-based odd positions count as they are; even ones are doubled and reduced to one digit.
    if (i % 2 === 0) sum += digit
    else sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
  }
  return (10 - (sum % 10)) % 10 === Number(piva[10])
}

/** The address as stored: province upper-case, the VAT placeholder only on a USA address, a state only there. */
export function normaliseAddress(input: AddressInput): AddressInput {
  const isUsa = input.esaedro_zone_code === USA_ZONE
  return {
    ...input,
    prov: input.prov.toUpperCase(),
    // Choosing USA hides the VAT field and fills the placeholder; leaving USA clears it (spec 2 §5).
    piva: normaliseVat(input.esaedro_zone_code, input.piva),
    usa_state_code: isUsa ? input.usa_state_code : '',
  }
}

/** The address fields addressProblems reads. */
export type AddressCheck = Pick<
  AddressInput,
  | 'address_type'
  | 'cap'
  | 'address'
  | 'city'
  | 'tel'
  | 'esaedro_zone_code'
  | 'piva'
  | 'codice_fiscale'
  | 'usa_state_code'
>

/** The client fields addressProblems reads; null when the address has no client yet. */
export type AddressClient = { sdi_code: string; persona_fisica: boolean }

const filled = (value: string) => value.trim() !== ''

/** The fields that make an address incomplete, in AddressField order; empty when it is complete. */
export function addressProblems(address: AddressCheck, client: AddressClient | null): AddressField[] {
  const problems: AddressField[] = []
  // Every address needs these to be shipped to (spec 2 §5, spec 3 §5).
  for (const field of ['cap', 'address', 'city', 'tel', 'esaedro_zone_code'] as const) {
    if (!filled(address[field])) problems.push(field)
  }
  // An Italian main address is the one the electronic invoice goes to: it needs a valid VAT number, the client's
  // SDI code and, for a natural person, the tax code (spec 3 §5 "before approving, paying or completing"). Without
  // a client there is no SDI code, so the address cannot be invoiced yet and counts as incomplete.
  if (address.address_type === 'main' && address.esaedro_zone_code.trim() === ITALY_ZONE) {
    if (!isValidItalianVat(address.piva.trim())) problems.push('piva')
    if (client?.persona_fisica && !filled(address.codice_fiscale)) problems.push('codice_fiscale')
    if (!client || !filled(client.sdi_code)) problems.push('sdi_code')
  }
  // The USA state select shows invalid styling while empty (spec 2 §5).
  if (address.esaedro_zone_code.trim() === USA_ZONE && !filled(address.usa_state_code)) {
    problems.push('usa_state_code')
  }
  return problems
}

/** True when addressProblems finds nothing. */
export function isAddressComplete(address: AddressCheck, client: AddressClient | null): boolean {
  return addressProblems(address, client).length === 0
}
