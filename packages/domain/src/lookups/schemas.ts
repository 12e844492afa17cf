import { PG_INT_MAX, V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'
import { z } from '../zod.ts'

const ok = z.literal('OK')

/** `{id}` of `GET {resource}/{id}`: a positive integer that fits PostgreSQL's integer column. */
export const resourceIdParams = z.object({
  id: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(PG_INT_MAX, V.invalid),
})

/** A country, with its name in the request's language (spec 3 §3). */
export const countrySchema = z.object({
  id: z.number().int(),
  /** The ERP's zone code: 000 Italy, USA the United States, the ISO alpha-3 code elsewhere. */
  zone_code: z.string(),
  iso2: z.string(),
  short_name: z.string(),
  /** 0 Italy, 1 other EU member states, 2 the rest of the world; areas 0 and 1 need a VAT number. */
  esaedro_ind_area_naz: z.number().int(),
})
export type Country = z.infer<typeof countrySchema>

/** GET country: every country, sorted by name in the request's language. */
export const countryListResponse = z.object({ status: ok, country: z.array(countrySchema) })
/** GET country/{id}. */
export const countryResponse = z.object({ status: ok, country: countrySchema })

export const usStateSchema = z.object({ id: z.number().int(), code: z.string(), name: z.string() })
export type UsState = z.infer<typeof usStateSchema>

/** GET us_state: the 50 states and DC, sorted by name. */
export const usStateListResponse = z.object({ status: ok, us_state: z.array(usStateSchema) })

/** GET translations: `lang` defaults to the request's language; `stamp` is the last_update the browser holds. */
export const translationsQuery = z.object({
  lang: z.enum(LANGS, { error: V.invalid }).optional(),
  stamp: z.string({ error: V.invalid }).max(100, V.tooLong).optional(),
})

/** `translations` (key -> text) is left out when the given stamp is still the current one. */
export const translationsResponse = z.object({
  status: ok,
  lang: z.enum(LANGS),
  last_update: z.string(),
  translations: z.record(z.string(), z.string()).optional(),
})

// ---------------------------------------------------------------------------------------------------------
// The order lookups (spec 3 §3, §7; docs/decisions/019): objects keyed by id, except iva_code (an array).

const lookupId = z.number().int()
/** Texts in the request's language. */
const lookupText = z.string()

/** An order status (spec 3 §4) with its name in the request's language; the id is the status itself. */
export const orderStatusSchema = z.object({ id: z.string(), name: z.string(), description: lookupText })
export type OrderStatusLookup = z.infer<typeof orderStatusSchema>

/** A carrier: `name` is the ERP code (000054 GLS, 000077 UPS, 000099 the customer's own, 99 to be defined). */
export const carrierSchema = z.object({ id: lookupId, name: z.string(), description: lookupText })
export type Carrier = z.infer<typeof carrierSchema>

/** A payment mode (99, CDP, PM5, PV9) with its description in the request's language and in every language. */
export const paymentModeSchema = z.object({
  id: lookupId,
  name: z.string(),
  description: lookupText,
  active: z.boolean(),
  /** Language -> { description } (spec 3 payment mode translations). */
  translations: z.record(z.enum(LANGS), z.object({ description: z.string() })),
})
export type PaymentMode = z.infer<typeof paymentModeSchema>

/** Delivery terms: key_cod_porto 03 free delivery, 02 carriage forward, EXW ex works (also its name). */
export const portSchema = z.object({
  id: lookupId,
  key_cod_porto: z.enum(['03', '02', 'EXW']),
  name: z.string(),
  description: lookupText,
})
export type Port = z.infer<typeof portSchema>

/** Who carries the goods: the provider's carrier (1) or the customer (2). */
export const transportSchema = z.object({ id: lookupId, name: z.string(), description: lookupText })
export type Transport = z.infer<typeof transportSchema>

/** A VAT code: cod_iva and des_iva (spec 3), its rate and the legal wording documents print. */
export const ivaCodeSchema = z.object({
  cod_iva: z.string(),
  des_iva: lookupText,
  /** Percent. */
  rate: z.number(),
  legal_text: lookupText,
})
export type IvaCode = z.infer<typeof ivaCodeSchema>

const byId = <T extends z.ZodType>(item: T) => z.record(z.string(), item)

export const orderStatusListResponse = z.object({ status: ok, order_status: byId(orderStatusSchema) })
export const orderStatusResponse = z.object({ status: ok, order_status: orderStatusSchema })
export const carrierListResponse = z.object({ status: ok, carrier: byId(carrierSchema) })
export const carrierResponse = z.object({ status: ok, carrier: carrierSchema })
export const paymentModeListResponse = z.object({ status: ok, payment_mode: byId(paymentModeSchema) })
export const paymentModeResponse = z.object({ status: ok, payment_mode: paymentModeSchema })
export const paymentModeActiveListResponse = z.object({
  status: ok,
  payment_mode_active: byId(paymentModeSchema),
})
export const paymentModeActiveResponse = z.object({ status: ok, payment_mode_active: paymentModeSchema })
export const portListResponse = z.object({ status: ok, port: byId(portSchema) })
export const portResponse = z.object({ status: ok, port: portSchema })
export const transportListResponse = z.object({ status: ok, transport: byId(transportSchema) })
export const transportResponse = z.object({ status: ok, transport: transportSchema })
export const ivaCodeListResponse = z.object({ status: ok, iva_code: z.array(ivaCodeSchema) })
export const ivaCodeResponse = z.object({ status: ok, iva_code: ivaCodeSchema })

/** `{id}` of `GET order_status/{id}` and `iva_code/{id}`: a status or a VAT code, which are codes, not numbers. */
export const lookupCodeParams = z.object({
  id: z.string({ error: V.invalid }).regex(/^[A-Z0-9_]{1,30}$/, V.invalid),
})
