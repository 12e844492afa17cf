import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEMO_USERS } from '../db/seed/demo.ts'
import { createAgent } from '../modules/accounts/test-agent.ts'
import { createTestApp } from '../test/test-app.ts'
import { isCsrfTokenFor, mintCsrfToken, XSRF_COOKIE } from './csrf.ts'
import { SESSION_COOKIE } from './session.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

const { buyer, prospect } = DEMO_USERS
const xsrfOf = (res: { cookies: { name: string; value: string }[] }) =>
  res.cookies.find((c) => c.name === XSRF_COOKIE)?.value

/** A POST that changes nothing when it passes (a wrong password), with exactly the cookies and header given. */
function post(cookies: Record<string, string>, header: string | undefined) {
  return t.app.inject({
    method: 'POST',
    url: '/api/front/user/login',
    headers: {
      cookie: Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join('; '),
      ...(header === undefined ? {} : { 'x-xsrf-token': header }),
    },
    payload: { email: 'nobody@example.com', password: 'Wrong#2026' },
  })
}

describe('the XSRF-TOKEN double-submit check', () => {
  it('passes a token the shop minted for no session', async () => {
    const token = xsrfOf(await t.app.inject({ url: '/api/front/user' })) as string
    expect(token).toMatch(/^[\w-]+\.[\w-]{43}$/)
    expect((await post({ [XSRF_COOKIE]: token }, token)).statusCode).toBe(401)
  })

  it('refuses a planted cookie and header pair that the shop did not sign, with 403', async () => {
    for (const planted of ['forged', 'abc.def', `${'a'.repeat(32)}.${'b'.repeat(43)}`]) {
      const res = await post({ [XSRF_COOKIE]: planted }, planted)
      expect(res.statusCode).toBe(403)
      expect(res.json()).toMatchObject({ status: 'KO', error_code: 'csrf_token_mismatch' })
    }
  })

  it('refuses a header that differs from the cookie, or no header at all', async () => {
    const a = mintCsrfToken(t.deps.secret, undefined)
    const b = mintCsrfToken(t.deps.secret, undefined)
    expect((await post({ [XSRF_COOKIE]: a }, b)).statusCode).toBe(403)
    expect((await post({ [XSRF_COOKIE]: a }, undefined)).statusCode).toBe(403)
  })

  it("refuses a token minted for session A when it comes with session B's cookie", async () => {
    const a = createAgent(t.app)
    await a.login(buyer.email, buyer.password)
    const b = createAgent(t.app)
    await b.login(prospect.email, prospect.password)
    const tokenA = a.jar.get(XSRF_COOKIE)?.value as string
    const sessionB = b.jar.get(SESSION_COOKIE)?.value as string
    const res = await post({ [SESSION_COOKIE]: sessionB, [XSRF_COOKIE]: tokenA }, tokenA)
    expect(res.statusCode).toBe(403)
    // …while B's own token passes.
    const tokenB = b.jar.get(XSRF_COOKIE)?.value as string
    expect((await post({ [SESSION_COOKIE]: sessionB, [XSRF_COOKIE]: tokenB }, tokenB)).statusCode).toBe(401)
  })

  it('rotates the token at sign-in and sign-out, each bound to the session the browser then holds', async () => {
    const agent = createAgent(t.app)
    await agent.get('/api/front/user')
    const anonymous = agent.jar.get(XSRF_COOKIE)?.value as string
    const login = await agent.login(buyer.email, buyer.password)
    const signedIn = xsrfOf(login) as string
    expect(signedIn).toBeDefined()
    expect(signedIn).not.toBe(anonymous)
    const session = agent.jar.get(SESSION_COOKIE)?.value as string
    expect(isCsrfTokenFor(t.deps.secret, signedIn, session)).toBe(true)
    expect(isCsrfTokenFor(t.deps.secret, anonymous, session)).toBe(false)

    const logout = await agent.post('/api/front/user/logout')
    expect(logout.statusCode).toBe(200)
    const after = xsrfOf(logout) as string
    expect(after).not.toBe(signedIn)
    expect(isCsrfTokenFor(t.deps.secret, after, undefined)).toBe(true)
    // The signed-in token no longer passes once the session cookie is gone.
    expect((await post({ [XSRF_COOKIE]: signedIn }, signedIn)).statusCode).toBe(403)
  })

  it('hands out a new token on GET user when the one held no longer verifies (a sign-in from another tab)', async () => {
    const agent = createAgent(t.app)
    await agent.login(buyer.email, buyer.password)
    const session = agent.jar.get(SESSION_COOKIE)?.value as string
    const stale = mintCsrfToken(t.deps.secret, undefined)
    const res = await t.app.inject({
      url: '/api/front/user',
      headers: { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${stale}` },
    })
    const fresh = xsrfOf(res) as string
    expect(isCsrfTokenFor(t.deps.secret, fresh, session)).toBe(true)
    // A token that still verifies is left alone.
    const again = await t.app.inject({
      url: '/api/front/user',
      headers: { cookie: `${SESSION_COOKIE}=${session}; ${XSRF_COOKIE}=${fresh}` },
    })
    expect(xsrfOf(again)).toBeUndefined()
  })
})
