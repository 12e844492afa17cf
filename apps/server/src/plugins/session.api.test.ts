import { randomBytes } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS } from '../db/seed/demo.ts'
import { createAgent } from '../modules/accounts/test-agent.ts'
import { createTestApp } from '../test/test-app.ts'
import { XSRF_COOKIE } from './csrf.ts'
import { SESSION_COOKIE, sessionCookieName } from './session.ts'

const { buyer } = DEMO_USERS

describe('session cookies in production', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp({
      NODE_ENV: 'production',
      APP_SECRET: randomBytes(32).toString('base64url'),
      PUBLIC_URL: 'https://shop.example',
      PAYMENT_PROVIDER: 'local',
      ALLOW_SIMULATED_PAYMENTS: 'true',
    })
  })
  afterAll(() => t?.close())

  it('are named __Host-shop_session, Secure, Path=/ and without Domain, even behind plain http', async () => {
    expect(sessionCookieName(t.config)).toBe('__Host-shop_session')
    const agent = createAgent(t.app)
    const res = await agent.login(buyer.email, buyer.password)
    expect(res.statusCode).toBe(200)
    const session = res.cookies.find((c) => c.name === '__Host-shop_session')
    expect(session).toMatchObject({ secure: true, path: '/', httpOnly: true, sameSite: 'Lax' })
    expect(session?.domain).toBeUndefined()
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
    expect(res.cookies.find((c) => c.name === XSRF_COOKIE)?.secure).toBe(true)
    // The session works under its production name.
    expect((await agent.get('/api/front/user')).json().user).toMatchObject({ email: buyer.email })
  })

  it('ignore a cookie under the development name', async () => {
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    const token = agent.jar.get('__Host-shop_session')?.value
    const res = await t.app.inject({
      url: '/api/front/user',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    expect(res.json().user).toBeNull()
  })

  it('are cleared at sign-out with the same attributes, so the browser accepts the deletion', async () => {
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    const res = await agent.post('/api/front/user/logout')
    const cleared = res.cookies.find((c) => c.name === '__Host-shop_session')
    expect(cleared).toMatchObject({ value: '', secure: true, path: '/' })
  })
})

describe('Cache-Control on personal answers', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  it('is no-store on GET user, signed in or not', async () => {
    expect((await t.app.inject({ url: '/api/front/user' })).headers['cache-control']).toBe('no-store')
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    expect((await agent.get('/api/front/user')).headers['cache-control']).toBe('no-store')
  })

  it('is no-store on the answers that set or clear the session cookie', async () => {
    const agent = createAgent(t.app)
    const login = await agent.login(buyer.email, buyer.password)
    expect(login.headers['cache-control']).toBe('no-store')
    const logout = await agent.post('/api/front/user/logout')
    expect(logout.headers['cache-control']).toBe('no-store')
  })

  it('is no-store on any API answer made for a signed-in session', async () => {
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    const res = await agent.get('/api/front/product_configuration')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    // Anonymous, the same answer keeps its own (private) caching.
    const anonymous = await t.app.inject({ url: '/api/front/product_configuration' })
    expect(anonymous.headers['cache-control']).toBe('private, no-cache')
  })

  it('leaves public cacheable resources alone, signed in or not', async () => {
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    const res = await agent.get('/api/front/country')
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    expect(res.headers.etag).toBeDefined()
    expect(res.headers['set-cookie']).toBeUndefined()
  })
})
