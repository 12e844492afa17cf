import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createAgent } from './test-agent.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

const { buyer, prospect } = DEMO_USERS

describe('POST /api/front/user/login', () => {
  it('signs in with a browser-session cookie when remember is off', async () => {
    const agent = createAgent(t.app)
    const res = await agent.login(buyer.email, buyer.password)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'OK',
      user: { email: buyer.email, nome: 'Marco', has_password: true },
    })
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' })
    expect(cookie?.maxAge).toBeUndefined()
    expect(cookie?.expires).toBeUndefined()
    expect(cookie?.secure).toBeUndefined()
    const me = await agent.get('/api/front/user')
    expect(me.json().user.email).toBe(buyer.email)
  })

  it('gives a persistent cookie of 30 days with remember-me', async () => {
    const res = await createAgent(t.app).login(buyer.email, buyer.password, true)
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)
    expect(cookie?.maxAge).toBeGreaterThan(29 * 86_400)
    expect(cookie?.maxAge).toBeLessThanOrEqual(30 * 86_400)
  })

  it('accepts a form-encoded body with remember as a form boolean', async () => {
    const res = await createAgent(t.app).postForm('/api/front/user/login', {
      email: buyer.email.toUpperCase(),
      password: buyer.password,
      remember: 'on',
    })
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.maxAge).toBeGreaterThan(0)
  })

  it('changes the session id at login and forgets the old one', async () => {
    const agent = createAgent(t.app)
    await agent.login(prospect.email, prospect.password)
    const before = agent.jar.get(SESSION_COOKIE)?.value
    await agent.login(buyer.email, buyer.password)
    const after = agent.jar.get(SESSION_COOKIE)?.value
    expect(after).toBeTruthy()
    expect(after).not.toBe(before)
    const stale = await t.app.inject({
      method: 'GET',
      url: '/api/front/user',
      headers: { cookie: `${SESSION_COOKIE}=${before}` },
    })
    expect(stale.json().user).toBeNull()
    // A request that raced the sign-in must not clear the cookie: its answer could land after the new one.
    expect(stale.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  it('marks the cookie Secure when the request came over HTTPS through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1' })
    try {
      const res = await createAgent(proxied.app).login(buyer.email, buyer.password, false)
      expect(res.statusCode).toBe(200)
      const https = await createAgent(proxied.app).post(
        '/api/front/user/login',
        { email: buyer.email, password: buyer.password },
        { headers: { 'x-forwarded-proto': 'https' } },
      )
      expect(https.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true)
    } finally {
      await proxied.close()
    }
  })

  it.each([
    ['a wrong password', buyer.email, 'Wrong#2026'],
    ['an unknown address', 'nobody@example.com', 'Buyer#2026'],
  ])('refuses %s with 401 invalid_credentials and a translated message', async (_case, email, password) => {
    const res = await createAgent(t.app).post(
      '/api/front/user/login',
      { email, password },
      { headers: { 'x-lang': 'en' } },
    )
    expect(res.statusCode).toBe(401)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'invalid_credentials', errors: {} })
    expect(res.json().error).toMatch(/password/i)
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  it('refuses an account that has no password yet', async () => {
    await t.database.db.update(users).set({ passwordHash: null }).where(eq(users.email, 'admin@example.com'))
    const res = await createAgent(t.app).login('admin@example.com', 'Admin#2026')
    expect(res.statusCode).toBe(401)
  })

  it.each([
    ['no body', undefined],
    ['an empty object', {}],
    ['wrong types', { email: 42, password: ['x'], remember: 'maybe' }],
    ['10,000-character strings', { email: `${'a'.repeat(10_000)}@x.it`, password: 'p'.repeat(10_000) }],
    ['an array', [1, 2]],
  ])('answers 4xx KO with field errors for %s', async (_case, body) => {
    const res = await createAgent(t.app).post('/api/front/user/login', body)
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    const json = res.json()
    expect(json.status).toBe('KO')
    expect(Object.keys(json.errors).length).toBeGreaterThan(0)
  })

  it('names each missing field', async () => {
    const res = await createAgent(t.app).post('/api/front/user/login', {}, { headers: { 'x-lang': 'it' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors).toEqual({ email: ['Campo obbligatorio.'], password: ['Campo obbligatorio.'] })
  })

  it('refuses a request without or with a wrong CSRF header', async () => {
    const agent = createAgent(t.app)
    const without = await agent.post(
      '/api/front/user/login',
      { email: buyer.email, password: buyer.password },
      { csrf: false },
    )
    expect(without.statusCode).toBe(403)
    expect(without.json()).toMatchObject({ status: 'KO', error_code: 'csrf_token_mismatch' })
    const wrong = await agent.post(
      '/api/front/user/login',
      { email: buyer.email, password: buyer.password },
      { csrf: false, headers: { 'x-xsrf-token': 'forged' } },
    )
    expect(wrong.statusCode).toBe(403)
  })
})

describe('POST /api/front/user/logout', () => {
  it('deletes the session row and clears the cookie', async () => {
    const agent = createAgent(t.app)
    const login = await agent.login(prospect.email, prospect.password)
    const userId = login.json().user.id
    const count = async () =>
      (await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))).length
    const before = await count()
    const token = agent.jar.get(SESSION_COOKIE)?.value
    const res = await agent.post('/api/front/user/logout')
    expect(res.json()).toEqual({ status: 'OK' })
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('')
    expect(await count()).toBe(before - 1)
    const replay = await t.app.inject({
      method: 'GET',
      url: '/api/front/user',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(replay.json().user).toBeNull()
  })

  it('answers OK for an anonymous visitor too', async () => {
    const res = await createAgent(t.app).post('/api/front/user/logout')
    expect(res.statusCode).toBe(200)
  })
})
