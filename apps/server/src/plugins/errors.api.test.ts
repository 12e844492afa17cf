import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { mintCsrfToken, XSRF_COOKIE } from './csrf.ts'
import { isDatabaseUnavailable } from './errors.ts'

describe('a known path asked with another method', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())
  // State-changing methods pass the CSRF check first: give them a valid token.
  const csrf = () => {
    const token = mintCsrfToken(t.deps.secret, undefined)
    return { cookie: `${XSRF_COOKIE}=${token}`, 'x-xsrf-token': token }
  }

  it('answers 405 with the methods it takes, in the KO shape', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/front/user/login',
      headers: { 'x-lang': 'en' },
    })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('POST')
    expect(res.json()).toEqual({
      status: 'KO',
      error: 'This operation is not allowed at this address.',
      errors: {},
      error_code: 'method_not_allowed',
    })
  })

  it('lists GET and HEAD for a read-only resource', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: '/api/front/country', headers: csrf() })
    expect(res.statusCode).toBe(405)
    expect(res.headers.allow).toBe('GET, HEAD')
  })

  it('still answers 404 for an unknown path, whatever the method', async () => {
    for (const method of ['GET', 'PUT'] as const) {
      const res = await t.app.inject({ method, url: '/api/front/nothing-here', headers: csrf() })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ error_code: 'not_found' })
    }
  })
})

describe('an over-long path', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it.each([
    ['an API path', `/api/front/${'a'.repeat(3000)}`],
    ['a page path', `/it/${'a'.repeat(3000)}`],
    ['a path with a query', `/api/front/${'a'.repeat(3000)}?q=1`],
  ])('answers 414 in the KO shape (%s)', async (_what, url) => {
    const res = await t.app.inject({ url, headers: { 'x-lang': 'en' } })
    expect(res.statusCode).toBe(414)
    expect(res.json()).toEqual({
      status: 'KO',
      error: 'The requested address is too long.',
      errors: {},
      error_code: 'uri_too_long',
    })
    expect(res.headers['content-security-policy']).toBeDefined()
  })

  it('leaves a long query to the route, which validates it', async () => {
    const res = await t.app.inject({ url: `/api/front/translations?lang=it&stamp=${'9'.repeat(5000)}` })
    expect(res.statusCode).toBe(422)
  })
})

describe('with the database down', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
    // Warm: the server's messages are in memory before the database goes.
    await t.app.inject({ url: '/healthz' })
    await t.database.close()
  })
  afterAll(() => t.close())

  it('GET /healthz answers 503 in the KO shape', async () => {
    const res = await t.app.inject({ url: '/healthz', headers: { 'x-lang': 'en' } })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toEqual({
      status: 'KO',
      error: 'The service is temporarily unavailable. Please try again shortly.',
      errors: {},
      error_code: 'unavailable',
    })
  })

  it.each([
    ['a public resource', 'GET', '/api/front/country'],
    ['a signed-in request', 'GET', '/api/front/user'],
    ['the translations', 'GET', '/api/front/translations/it'],
  ])('answers %s with a plain 503 KO, never a driver message', async (_what, method, url) => {
    const res = await t.app.inject({
      method: method as 'GET',
      url,
      headers: { 'x-lang': 'de', cookie: 'shop_session=some-session-token' },
    })
    expect(res.statusCode).toBe(503)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'unavailable', errors: {} })
    expect(res.json().error).toMatch(/vorübergehend nicht verfügbar/)
    expect(res.body).not.toMatch(/pglite|pool|query|select|closed/i)
  })
})

describe('isDatabaseUnavailable', () => {
  const wrapped = (cause: Error) => new Error('Failed query: select 1', { cause })
  const withCode = (code: string) => Object.assign(new Error('x'), { code })
  it.each([
    ['a closed PGlite, wrapped by drizzle', wrapped(new Error('PGlite is closed')), true],
    ['an ended pool', wrapped(new Error('Cannot use a pool after calling end on the pool')), true],
    ['a refused connection', wrapped(withCode('ECONNREFUSED')), true],
    ['a connection exception (SQLSTATE 08006)', withCode('08006'), true],
    ['an administrator shutdown (57P01)', withCode('57P01'), true],
    ['a server starting up (57P03)', withCode('57P03'), true],
    [
      'a pooled connection the server ended mid-transaction',
      wrapped(new Error('Client has encountered a connection error and is not queryable')),
      true,
    ],
    ['a unique violation', wrapped(withCode('23505')), false],
    ['a plain bug', new TypeError('x is undefined'), false],
  ])('%s: %s', (_what, error, expected) => {
    expect(isDatabaseUnavailable(error)).toBe(expected)
  })
})
