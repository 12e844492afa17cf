import { z } from 'zod'
import { V } from '../http/fields.ts'
import { LANGS } from '../i18n/langs.ts'

const ok = z.literal('OK')

/** `{id}` of `GET {resource}/{id}`: a positive integer that fits PostgreSQL's integer column. */
export const resourceIdParams = z.object({
  id: z.coerce.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(2_147_483_647, V.invalid),
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
export type TranslationsResponse = z.infer<typeof translationsResponse>
