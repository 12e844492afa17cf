import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { geocodeResponse } from '@shop/domain/accounts/address'
import type { FastifyBaseLogger } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { expectKo, newVisitor } from '../cart/test-cart.ts'
import { suggestAddresses, toSuggestion } from './geocoder.ts'

// Address suggestions through a Photon-compatible geocoder (spec 2 §2.4, §5; issue 11 item 4), against a small
// local fake of Photon's /api that ignores `countrycode`, as older Photon versions do.

type Mode = 'ok' | 'error' | 'garbage' | 'reset' | 'hang'

const PARMA_HOUSE = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [10.3401, 44.8015] },
  properties: {
    osm_key: 'building',
    osm_value: 'yes',
    name: 'Via Emilia Est',
    street: 'Via Emilia Est',
    housenumber: '12',
    postcode: '43123',
    city: 'Parma',
    county: 'PR',
    state: 'Emilia-Romagna',
    country: 'Italia',
    countrycode: 'IT',
  },
}
const PARMA_TOWN = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [10.328, 44.8015] },
  properties: {
    osm_key: 'place',
    osm_value: 'city',
    name: 'Parma',
    county: 'Parma',
    state: 'Emilia-Romagna',
    countrycode: 'it',
    extra: { 'ISO3166-2-lvl6': 'IT-PR' },
  },
}
const PARIS_STREET = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.3522, 48.8566] },
  properties: {
    osm_key: 'highway',
    osm_value: 'residential',
    name: 'Rue de Parme',
    postcode: '75009',
    city: 'Paris',
    state: 'Île-de-France',
    countrycode: 'FR',
  },
}
const NO_GEOMETRY = { type: 'Feature', properties: { name: 'Nowhere', countrycode: 'IT' } }

/** A fake Photon: answers GeoJSON (or fails as told) and records the queries it was asked. */
async function startFakePhoton() {
  const state = { mode: 'ok' as Mode, queries: [] as URLSearchParams[] }
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake')
    if (url.pathname !== '/api') {
      res.writeHead(404).end()
      return
    }
    state.queries.push(url.searchParams)
    if (state.mode === 'hang') return
    if (state.mode === 'reset') {
      req.socket.destroy()
      return
    }
    if (state.mode === 'error') {
      res.writeHead(500, { 'content-type': 'text/plain' }).end('internal error')
      return
    }
    const body =
      state.mode === 'garbage'
        ? '{"features": "not a list"'
        : JSON.stringify({
            type: 'FeatureCollection',
            features: [PARIS_STREET, PARMA_HOUSE, NO_GEOMETRY, PARMA_TOWN],
          })
    res.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    state,
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

let off: Awaited<ReturnType<typeof createTestApp>>
let on: Awaited<ReturnType<typeof createTestApp>>
let photon: Awaited<ReturnType<typeof startFakePhoton>>

beforeAll(async () => {
  photon = await startFakePhoton()
  off = await createTestApp()
  // The geocode limit (600 an hour) at 3, so one test can reach it; each test calls from an address of its own.
  on = await createTestApp({ GEOCODER_URL: `${photon.url}/`, RATE_LIMIT_FACTOR: '0.005' })
})
afterAll(async () => {
  await off?.close()
  await on?.close()
  await photon?.close()
})

const geocode = (t: typeof on, query: string, headers: Record<string, string> = {}) =>
  newVisitor(t).get(`/api/front/geocode?${query}`, { headers })

describe('GET /api/front/geocode', () => {
  it('is off while GEOCODER_URL is not set, and GET user tells the address form so before any typing', async () => {
    const res = await geocode(off, 'q=Via+Emilia&country=000')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'OK', enabled: false, suggestions: [] })
    const suggestions = async (t: typeof on) =>
      (await newVisitor(t).get('/api/front/user')).json().settings.address_suggestions
    expect(await suggestions(off)).toBe(false)
    expect(await suggestions(on)).toBe(true)
  })

  it('refuses fewer than 4 characters, or none, with 422', async () => {
    for (const t of [off, on]) {
      expectKo(await geocode(t, 'q=Via'), 422, 'validation_failed')
      expectKo(await geocode(t, 'q=%20%20Via%20%20'), 422, 'validation_failed')
      expectKo(await geocode(t, ''), 422, 'validation_failed')
    }
    expectKo(await geocode(on, `q=${'a'.repeat(201)}`), 422, 'validation_failed')
    expectKo(await geocode(on, 'q=Via+Emilia&lang=pt'), 422, 'validation_failed')
  })

  it('asks the geocoder in the country of the form and answers its suggestions in the form’s fields', async () => {
    photon.state.mode = 'ok'
    const before = photon.state.queries.length
    const res = await geocode(on, 'q=Via+Emilia+Est+12&country=000&lang=it')
    expect(res.statusCode, res.body).toBe(200)
    const body = geocodeResponse.parse(res.json())
    const asked = photon.state.queries[before]
    expect(Object.fromEntries(asked ?? [])).toEqual({
      q: 'Via Emilia Est 12',
      lang: 'it',
      limit: '5',
      countrycode: 'IT',
    })
    // The French street is left out (the fake ignores countrycode), and so is the feature without coordinates.
    expect(body).toEqual({
      status: 'OK',
      enabled: true,
      suggestions: [
        {
          label: 'Via Emilia Est 12, 43123 Parma, PR',
          address: 'Via Emilia Est',
          address_num: '12',
          city: 'Parma',
          prov: 'PR',
          cap: '43123',
          country: 'IT',
          latitude: 44.8015,
          longitude: 10.3401,
        },
        {
          label: 'Parma, PR',
          address: '',
          address_num: '',
          city: 'Parma',
          prov: 'PR',
          cap: '',
          country: 'IT',
          latitude: 44.8015,
          longitude: 10.328,
        },
      ],
    })
  })

  it('maps other zone codes to their ISO code, asks in the caller’s language, and refuses an unknown zone', async () => {
    photon.state.mode = 'ok'
    const before = photon.state.queries.length
    const res = await geocode(on, 'q=Rue+de+Parme&country=FRA', { 'x-lang': 'fr' })
    expect(res.statusCode, res.body).toBe(200)
    expect(photon.state.queries[before]?.get('countrycode')).toBe('FR')
    expect(photon.state.queries[before]?.get('lang')).toBe('fr')
    expect(geocodeResponse.parse(res.json()).suggestions).toEqual([
      expect.objectContaining({
        address: 'Rue de Parme',
        city: 'Paris',
        prov: '',
        cap: '75009',
        country: 'FR',
      }),
    ])
    await geocode(on, 'q=Broadway+1&country=USA')
    expect(photon.state.queries.at(-1)?.get('countrycode')).toBe('US')

    const unknown = await geocode(on, 'q=Via+Emilia&country=ZZZ')
    expectKo(unknown, 422, 'validation_failed')
    expect(Object.keys(unknown.json().errors)).toEqual(['country'])
  })

  it('answers every result without a country', async () => {
    photon.state.mode = 'ok'
    const res = await geocode(on, 'q=Parma')
    expect(photon.state.queries.at(-1)?.has('countrycode')).toBe(false)
    expect(geocodeResponse.parse(res.json()).suggestions.map((s) => s.country)).toEqual(['FR', 'IT', 'IT'])
  })

  it('answers no suggestions, never an error, when the geocoder fails, is down or answers nonsense', async () => {
    for (const mode of ['error', 'garbage', 'reset'] as const) {
      photon.state.mode = mode
      const res = await geocode(on, 'q=Via+Emilia&country=000')
      expect(res.statusCode, `${mode}: ${res.body}`).toBe(200)
      expect(res.json()).toEqual({ status: 'OK', enabled: true, suggestions: [] })
    }
    photon.state.mode = 'ok'
  })

  it('limits the calls of one address', async () => {
    photon.state.mode = 'ok'
    const visitor = newVisitor(on)
    for (let i = 0; i < 3; i++)
      expect((await visitor.get('/api/front/geocode?q=Via+Emilia')).statusCode).toBe(200)
    expectKo(await visitor.get('/api/front/geocode?q=Via+Emilia'), 429, 'rate_limited')
  })
})

describe('suggestAddresses', () => {
  const warnings: unknown[] = []
  const log = { warn: (...args: unknown[]) => warnings.push(args) } as unknown as FastifyBaseLogger

  it('gives up after the timeout, with a warning', async () => {
    photon.state.mode = 'hang'
    warnings.length = 0
    const started = Date.now()
    const answer = await suggestAddresses(
      { db: on.deps.db, url: photon.url, log, timeoutMs: 100 },
      { q: 'Via Emilia', lang: 'it' },
    )
    expect(answer).toEqual({ status: 'OK', enabled: true, suggestions: [] })
    expect(Date.now() - started).toBeLessThan(2_000)
    expect(warnings).toHaveLength(1)
    photon.state.mode = 'ok'
  })

  it('answers no suggestions when nothing listens at the address', async () => {
    const gone = await startFakePhoton()
    await gone.close()
    warnings.length = 0
    const answer = await suggestAddresses({ db: on.deps.db, url: gone.url, log }, { q: 'Via Emilia' })
    expect(answer).toEqual({ status: 'OK', enabled: true, suggestions: [] })
    expect(warnings).toHaveLength(1)
  })
})

describe('toSuggestion', () => {
  const at = { geometry: { coordinates: [9.19, 45.46] as [number, number] } }
  it.each([
    [
      'a house with its street and number',
      {
        street: 'Via Torino',
        housenumber: '5',
        postcode: '20123',
        city: 'Milano',
        county: 'MI',
        countrycode: 'it',
      },
      { address: 'Via Torino', address_num: '5', city: 'Milano', prov: 'MI', cap: '20123', country: 'IT' },
    ],
    [
      'a street found by name: the name is the street',
      { osm_key: 'highway', name: 'Via Torino', city: 'Milano', county: 'Milano', countrycode: 'IT' },
      { address: 'Via Torino', address_num: '', city: 'Milano', prov: '', country: 'IT' },
    ],
    [
      'a town found by name: the name is the city',
      { osm_key: 'place', name: 'Milano', state: 'Lombardia', countrycode: 'IT' },
      { address: '', city: 'Milano', prov: '', label: 'Milano, Lombardia' },
    ],
    [
      'a place of interest: its name leads the label',
      {
        osm_key: 'amenity',
        name: 'Stazione Centrale',
        street: 'Piazza Duca d’Aosta',
        city: 'Milano',
        countrycode: 'IT',
      },
      { label: 'Stazione Centrale, Piazza Duca d’Aosta, Milano', address: 'Piazza Duca d’Aosta' },
    ],
    [
      'a US state code among the extra tags',
      { city: 'Austin', state: 'Texas', countrycode: 'US', extra: { 'ISO3166-2-lvl4': 'US-TX' } },
      { prov: 'TX', country: 'US' },
    ],
  ])('%s', (_what, properties, expected) => {
    const suggestion = toSuggestion({ ...at, properties })
    expect(suggestion).toMatchObject({ ...expected, latitude: 45.46, longitude: 9.19 })
  })
})
