import type { AddressSuggestion, GeocodeQuery, GeocodeResponse } from '@shop/domain/accounts/address'
import { ITALY_ZONE, USA_ZONE } from '@shop/domain/accounts/schemas'
import { V } from '@shop/domain/http/fields'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { countries } from '../../db/schema/index.ts'
import { validationFailure } from '../../plugins/errors.ts'

/**
 * Address suggestions (spec 2 §2.4 and §5: "suggestions from a maps service help fill an address", from 4 typed
 * characters, restricted to the selected country, can be disabled): a proxy to a Photon-compatible geocoder
 * (https://github.com/komoot/photon, docs/api-v1.md), so the browser never talks to a third party and the shop
 * chooses (and can switch off) the service. Off unless GEOCODER_URL is set.
 */

/** Photon answers in tens of milliseconds; a slower one would only make the form wait for stale suggestions. */
export const GEOCODER_TIMEOUT_MS = 3_000
const SUGGESTIONS_LIMIT = 5

/** What we read of a Photon feature (GeocodeJSON properties); anything else in the answer is ignored. */
const photonFeature = z.object({
  geometry: z.object({ coordinates: z.tuple([z.number(), z.number()]).rest(z.number()) }),
  properties: z
    .object({
      name: z.string(),
      street: z.string(),
      housenumber: z.string(),
      postcode: z.string(),
      city: z.string(),
      county: z.string(),
      state: z.string(),
      countrycode: z.string(),
      osm_key: z.string(),
      extra: z.record(z.string(), z.unknown()),
    })
    .partial(),
})
type PhotonFeature = z.infer<typeof photonFeature>
const photonAnswer = z.object({ features: z.array(z.unknown()) })

const TWO_LETTERS = /^[A-Z]{2}$/

/**
 * The province (2 letters) when the feature gives one: a county or state already written as a code, or an ISO
 * 3166-2 subdivision among the extra tags (IT-BS). Photon usually names the county in full ("Brescia"), and the
 * user then types the code.
 */
function provinceOf(p: PhotonFeature['properties']): string {
  for (const key of ['ISO3166-2-lvl6', 'ISO3166-2-lvl4']) {
    const code = p.extra?.[key]
    const m = typeof code === 'string' ? /^[A-Z]{2}-([A-Z]{2})$/.exec(code) : null
    if (m?.[1]) return m[1]
  }
  for (const value of [p.county, p.state]) if (value && TWO_LETTERS.test(value)) return value
  return ''
}

/** A Photon feature as a suggestion in the address form's terms. */
export function toSuggestion(feature: PhotonFeature): AddressSuggestion {
  const p = feature.properties
  const [longitude, latitude] = feature.geometry.coordinates
  // A street or a town found by its name carries it as `name`, without `street` or `city`.
  const street = p.street ?? (p.osm_key === 'highway' ? (p.name ?? '') : '')
  const city = p.city ?? (p.osm_key === 'place' ? (p.name ?? '') : '')
  const prov = provinceOf(p)
  const streetLine = [street, p.housenumber].filter(Boolean).join(' ')
  const place = [p.postcode, city].filter(Boolean).join(' ')
  const named = p.name && p.name !== street && p.name !== city ? p.name : ''
  const label = [named, streetLine, place, prov || p.county || p.state].filter(Boolean).join(', ')
  return {
    label,
    address: street,
    address_num: p.housenumber ?? '',
    city,
    prov,
    cap: p.postcode ?? '',
    country: (p.countrycode ?? '').toUpperCase(),
    latitude,
    longitude,
  }
}

/** The ISO alpha-2 code of one of our zone codes, or null for an unknown zone. */
export async function countryIso2(db: Db, zoneCode: string): Promise<string | null> {
  if (zoneCode === ITALY_ZONE) return 'IT'
  if (zoneCode === USA_ZONE) return 'US'
  const [row] = await db
    .select({ iso2: countries.iso2 })
    .from(countries)
    .where(eq(countries.zoneCode, zoneCode))
  return row?.iso2.toUpperCase() ?? null
}

export type GeocoderDeps = {
  db: Db
  /** GEOCODER_URL; undefined: suggestions are off. */
  url: string | undefined
  log: FastifyBaseLogger
  timeoutMs?: number
  fetch?: typeof fetch
}

const OFF: GeocodeResponse = { status: 'OK', enabled: false, suggestions: [] }

/**
 * GET geocode: up to five suggestions for the typed text, in the country of the form. A geocoder that fails, is
 * slow or answers nonsense gives no suggestions (and a warning in the log), never an error: the user can always
 * type the address by hand.
 */
export async function suggestAddresses(deps: GeocoderDeps, query: GeocodeQuery): Promise<GeocodeResponse> {
  if (!deps.url) return OFF
  let iso2: string | null = null
  if (query.country) {
    iso2 = await countryIso2(deps.db, query.country)
    if (!iso2) throw validationFailure([{ path: ['country'], message: V.invalid }])
  }
  const url = new URL(`${deps.url.replace(/\/+$/, '')}/api`)
  url.searchParams.set('q', query.q)
  if (query.lang) url.searchParams.set('lang', query.lang)
  url.searchParams.set('limit', String(SUGGESTIONS_LIMIT))
  // Photon restricts by country itself when it knows the parameter; older ones ignore it, so we filter below too.
  if (iso2) url.searchParams.set('countrycode', iso2)
  let features: unknown[]
  try {
    const res = await (deps.fetch ?? fetch)(url, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(deps.timeoutMs ?? GEOCODER_TIMEOUT_MS),
    })
    if (!res.ok) throw new Error(`geocoder answered ${res.status}`)
    features = photonAnswer.parse(await res.json()).features
  } catch (err) {
    deps.log.warn({ err, geocoder: url.origin }, 'geocoder failed: no address suggestions')
    return { status: 'OK', enabled: true, suggestions: [] }
  }
  const suggestions: AddressSuggestion[] = []
  for (const item of features) {
    const parsed = photonFeature.safeParse(item)
    if (!parsed.success) continue
    const suggestion = toSuggestion(parsed.data)
    if (iso2 && suggestion.country !== iso2) continue
    suggestions.push(suggestion)
    if (suggestions.length === SUGGESTIONS_LIMIT) break
  }
  return { status: 'OK', enabled: true, suggestions }
}
