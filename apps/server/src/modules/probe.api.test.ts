import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Endpoint } from '@shop/domain/http/endpoint'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { z } from 'zod'
import { DEMO_USERS } from '../db/seed/demo.ts'
import { createTestApp } from '../test/test-app.ts'
import { type Agent, createAgent } from './accounts/test-agent.ts'

/**
 * Cross-route probes (issue 8 item 10): every route, from the app's own list of what it registered (app.routeList) so
 * that a route added later is probed without touching this file, is fed junk in its path, its query and its body,
 * field by field in the fields its endpoint's schemas name. None may answer a 5xx; every refusal of an API route is
 * the contract's KO shape, in the user's language.
 */

/** A route, with the endpoint it was registered from (none: a page or a file of the web app, a provider's page). */
type Route = { method: 'GET' | 'POST'; path: string; endpoint: Endpoint | undefined }

/** The top-level fields a schema names, through its unions and intersections. */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return []
  type JsonSchema = { properties?: object; anyOf?: JsonSchema[]; oneOf?: JsonSchema[]; allOf?: JsonSchema[] }
  const walk = (s: JsonSchema): string[] => [
    ...Object.keys(s.properties ?? {}),
    ...[s.anyOf, s.oneOf, s.allOf].flatMap((list) => (list ?? []).flatMap(walk)),
  ]
  return [...new Set(walk(z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema))]
}

/** A value each parameter takes when another one is being probed: the language one must be real to go further. */
const plausible = (param: string) => (param === ':lang' ? 'it' : '1')
const PARAM = /:[A-Za-z_]+|\*/g

/** The route's path with every parameter (`:name`, `*`) replaced by a plausible value. */
const fill = (path: string) => path.replace(PARAM, plausible)

/** The route's path with junk in one parameter at a time (plausible values in the others). */
function withJunk(path: string, junk: string): string[] {
  const params = path.match(PARAM) ?? []
  return params.map((_, index) => {
    let i = 0
    return path.replace(PARAM, (param) => (i++ === index ? junk : plausible(param)))
  })
}

/** Junk for a path parameter, already URL-encoded. */
const PATH_JUNK = [
  '%00',
  'a%00b.png',
  'a'.repeat(300),
  `x/${'a'.repeat(252)}.png`,
  '-1',
  '0',
  '1e99',
  '99999999999',
  '1.5',
  '%F0%9F%98%80',
  '%ED%A0%80',
  '%C3%A9t%C3%A9',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  'null',
  '%20',
]

/** Junk for every query parameter a route might read: the ones its query schema names, and what pages read. */
const QUERY_JUNK = ['%00', 'a'.repeat(3000), '%ED%A0%80', '-1', '1e99', '']
const QUERY_KEYS = ['variations', 'name', 'input', 'stamp', 'lang', 'page', 'redir', 'q']

/** Whole bodies that are not an object. */
const BODY_JUNK: unknown[] = [null, [], 'x', 0, true]

/** Zod's own English messages, which must never reach a user. */
const ENGLISH = /Invalid input|expected|Too (big|small)|Unrecognized|Invalid (string|option|element|key)/i

type Res = { statusCode: number; headers: Record<string, unknown>; body: string; json(): unknown }

function isJson(res: Res) {
  return String(res.headers['content-type'] ?? '').startsWith('application/json')
}

/** What is wrong with an answer, or null: never a 5xx; an API refusal is a KO body whose texts are labels, not zod's English. */
function problemOf(res: Res): string | null {
  if (res.statusCode >= 500) return `${res.statusCode} ${res.body.slice(0, 200)}`
  if (!isJson(res) || res.statusCode < 400) return null
  const body = res.json() as { status?: unknown; error?: unknown; errors?: unknown }
  // Some spec calls (updatePassword) answer `error` as a field -> text map rather than one text.
  const error =
    typeof body.error === 'object' && body.error !== null ? Object.values(body.error) : [body.error]
  if (body.status !== 'KO' || error.some((e) => typeof e !== 'string') || typeof body.errors !== 'object') {
    return `not a KO body: ${res.body.slice(0, 200)}`
  }
  const texts = [...error, ...Object.values(body.errors as Record<string, string[]>).flat()].map(String)
  // A label key that was never translated reads as its key.
  const bad = texts.find((text) => ENGLISH.test(text) || /^[a-z_]+\.[a-z_.]+$/.test(text))
  return bad === undefined ? null : `untranslated: ${bad}`
}

/** Probes many requests, then fails once with every problem found, so one run shows them all. */
function createProbe() {
  const problems: string[] = []
  return {
    check(res: Res, what: string) {
      const problem = problemOf(res)
      if (problem) problems.push(`${what} -> ${problem}`)
    },
    /** Also refused: an answer that is no refusal at all. */
    checkRefused(res: Res, what: string) {
      this.check(res, what)
      if (res.statusCode < 400) problems.push(`${what} -> accepted with ${res.statusCode}`)
    },
    expectNone() {
      expect([...new Set(problems)].slice(0, 60)).toEqual([])
    },
  }
}

let t: Awaited<ReturnType<typeof createTestApp>>
let routes: Route[]
let webDist: string
let anonymous: Agent
let configurationCode: string

/** A new browser, holding the CSRF token the web app's first call (GET user) hands out. */
async function visitor(): Promise<Agent> {
  const agent = createAgent(t.app)
  await agent.get('/api/front/user')
  return agent
}

beforeAll(async () => {
  // A stand-in for the Vite build, so that pages answer as they do in production whether or not it was built.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'probe-web-'))
  for (const page of ['index.html', 'brochure.html'])
    fs.writeFileSync(path.join(webDist, page), '<!doctype html><html><body>shop</body></html>')
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000', WEB_DIST: webDist })
  routes = t.app.routeList.flatMap((r) =>
    r.method === 'GET' || r.method === 'POST'
      ? [{ method: r.method, path: r.url, endpoint: r.endpoint }]
      : [],
  )
  anonymous = await visitor()
  const res = await anonymous.get('/api/front/product_configuration')
  configurationCode = (res.json() as { product_configuration: { configuration_code: string }[] })
    .product_configuration[0]?.configuration_code as string
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const IT = { headers: { 'x-lang': 'it' } }

describe('the route list', () => {
  it("is read from the app's routes", () => {
    const list = routes.map((r) => `${r.method} ${r.path}`)
    expect(list).toContain('GET /api/front/decode_configuration/:code')
    expect(list).toContain('POST /api/front/accessory/:id/get_attributes_variation')
    expect(list).toContain('GET /uploads/catalog/*')
    expect(list).toContain('GET /:lang/brochure/:slug')
    expect(list.length).toBeGreaterThan(40)
  })
})

describe('every route', () => {
  it('answers junk path parameters without a 5xx', async () => {
    const probe = createProbe()
    for (const route of routes.filter((r) => /[:*]/.test(r.path))) {
      for (const url of PATH_JUNK.flatMap((junk) => withJunk(route.path, junk))) {
        const res = route.method === 'GET' ? await anonymous.get(url, IT) : await anonymous.post(url, {}, IT)
        probe.check(res, `${route.method} ${url.slice(0, 120)}`)
      }
    }
    probe.expectNone()
  })

  it('answers a junk query without a 5xx', async () => {
    const probe = createProbe()
    for (const route of routes.filter((r) => r.method === 'GET')) {
      for (const junk of QUERY_JUNK) {
        const keys = new Set([...QUERY_KEYS, ...fieldsOf(route.endpoint?.query)])
        const query = [...keys].map((k) => `${k}=${junk}`).join('&')
        const url = `${fill(route.path)}?${query}`
        probe.check(await anonymous.get(url, IT), `GET ${url.slice(0, 120)}`)
      }
    }
    probe.expectNone()
  })
})

/**
 * A body every POST route would take: each route reads its own fields and ignores the rest. The more of a route's
 * other fields are valid, the further the junk in one field reaches (past the schema, into the handler).
 */
function validBody(): Record<string, unknown> {
  return {
    id: 1,
    cartId: 1,
    client_id: 1,
    qty: 1,
    product_configuration_id: 1,
    promo_code: 'PROBE',
    submission_key: '00000000-0000-4000-8000-000000000000',
    accept_terms: true,
    note: 'Probe',
    name: 'Ada Lovelace',
    phone: '0123456',
    message: 'A probe message',
    text: 'probe',
    email: 'probe@example.com',
    password: 'Probe#2026-long',
    confirmPassword: 'Probe#2026-long',
    remember: false,
    first_name: 'Ada',
    last_name: 'Lovelace',
    company: 'Probe srl',
    company_role: 'Buyer',
    esaedro_zone_code: '000',
    piva: '12345678901',
    telefono: '0123456',
    client_type: 'installatore',
    privacy: true,
    new_client: true,
    preferred_lang: 'it',
    indirizzo: 'Via Roma 1',
    localita: 'Roma',
    cap: '00100',
    provincia: 'RM',
    code: '123456',
    token: 'probe-token',
    configuration_code: configurationCode,
    variations: [],
    custom_texts: {},
    current_ref_code: 'REF-1',
    attributes: {},
    variation_value: 'x',
    is_custom_variation: false,
    ids: [1],
    bm_id: 1,
    variation_ids: [],
    lang: 'it',
  }
}

/**
 * Put in one field at a time, the others valid, so the junk reaches as far into the route as it can: each field the
 * route's body schema names, and one it does not know.
 */
const FIELD_JUNK: unknown[] = [{}, null, 'a\u0000b', '\ud800', { '1': '\u0000' }]
const UNKNOWN_FIELD = 'probe_unknown_field'
/** Put in every field at once: wrong types and sizes, which the schema refuses whatever the other fields hold. */
const BODY_WIDE_JUNK: unknown[] = [
  [],
  1e99,
  true,
  '\u0000',
  'a'.repeat(20_000),
  ['\u0000'],
  { '1': '\udc00x' },
]

async function signedInAsBuyer(agent: Agent) {
  const { user } = (await agent.get('/api/front/user')).json() as { user?: { email?: string } }
  if (user?.email === DEMO_USERS.buyer.email) return
  expect((await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
}

describe('every POST route', () => {
  const posts = () => routes.filter((r) => r.method === 'POST' && !r.path.endsWith('/logout'))

  it('refuses a body that is not an object with a translated KO', async () => {
    const probe = createProbe()
    for (const route of posts()) {
      for (const body of BODY_JUNK) {
        const url = `${fill(route.path)}?lang=it`
        const res = await anonymous.post(url, JSON.stringify(body), {
          headers: { 'content-type': 'application/json' },
        })
        probe.checkRefused(res, `POST ${url} ${JSON.stringify(body)}`)
      }
    }
    probe.expectNone()
  })

  it('answers an empty object with a translated KO or an OK', async () => {
    const probe = createProbe()
    for (const route of posts()) {
      const url = `${fill(route.path)}?lang=it`
      probe.check(await anonymous.post(url, {}), `POST ${url} {}`)
    }
    probe.expectNone()
  })

  it('answers each junk field without a 5xx, signed out and signed in', async () => {
    const probe = createProbe()
    const buyer = await visitor()
    const probed = new Set<string>()
    for (const agent of [await visitor(), buyer]) {
      for (const route of posts()) {
        // Probing a route may sign the agent in as someone else (login, sign-up) or out: the buyer signs in again.
        if (agent === buyer) await signedInAsBuyer(buyer)
        const url = `${fill(route.path)}?lang=it`
        const fields = [...fieldsOf(route.endpoint?.body), UNKNOWN_FIELD]
        for (const field of fields) {
          probed.add(field)
          for (const junk of FIELD_JUNK) {
            const res = await agent.post(url, { ...validBody(), [field]: junk })
            probe.check(res, `POST ${url} ${field}=${JSON.stringify(junk).slice(0, 40)}`)
          }
        }
        for (const junk of BODY_WIDE_JUNK) {
          const body = Object.fromEntries(
            [...new Set([...Object.keys(validBody()), ...fields])].map((field) => [field, junk]),
          )
          probe.check(
            await agent.post(url, body),
            `POST ${url} every field=${JSON.stringify(junk).slice(0, 40)}`,
          )
        }
      }
    }
    // The schemas were read: the fields of sign-up and of the wizard are among those probed.
    expect([...probed]).toEqual(expect.arrayContaining(['email', 'piva', 'custom_texts', 'variations']))
    probe.expectNone()
  }, 120_000)
})

describe('stored texts', () => {
  const INVALID_CHARACTERS = 'Il testo contiene caratteri non ammessi.'

  it.each([
    ['/api/front/user/signup', { first_name: 'Ada\u0000' }, 'first_name'],
    ['/api/front/user/signup', { company: 'Probe \ud800 srl' }, 'company'],
    ['/api/front/wizard/submit', { last_name: 'Love\u0000lace' }, 'last_name'],
    // The wizard names the top-level field only (z.flattenError).
    ['/api/front/wizard/submit', { custom_texts: { '1': '\udc00' } }, 'custom_texts'],
    ['/api/front/product_configuration', { current_ref_code: '\u0000' }, 'current_ref_code'],
  ])('POST %s refuses %j, which PostgreSQL cannot store, as a field error', async (url, fields, field) => {
    const agent = await visitor()
    const res = await agent.post(`${url}?lang=it`, {
      ...validBody(),
      email: `nul-${field}@example.com`,
      ...fields,
    })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[field]).toEqual([INVALID_CHARACTERS])
  })
})
