import { createHash } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, users } from '../db/schema/index.ts'
import { DEMO_USERS } from '../db/seed/demo.ts'
import { type Agent, createAgent } from '../modules/accounts/test-agent.ts'
import { findPublicUser } from '../modules/accounts/user.service.ts'
import { findBuyer } from '../modules/catalog/buyer.store.ts'
import { createTestApp } from '../test/test-app.ts'
import { SESSION_COOKIE } from './session.ts'

// docs/decisions/015: a signed-in GET user and getProductDiscountedPrices read the user with the session, in one
// query (the route's sessionJoin). These check that the joined read answers what the read by id answers, and that
// an expired or unknown session still counts as anonymous on those routes.

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

async function userId(email: string): Promise<number> {
  const [row] = await t.deps.db.select({ id: users.id }).from(users).where(eq(users.email, email))
  if (!row) throw new Error(`no ${email}`)
  return row.id
}

function sessionId(agent: Agent): string {
  return createHash('sha256')
    .update(agent.jar.get(SESSION_COOKIE)?.value ?? '')
    .digest('hex')
}

const pricesUrl = '/api/front/user/getProductDiscountedPrices'

describe('the user read with the session', () => {
  it.each(Object.values(DEMO_USERS))('answers GET user for $email as the read by id does', async (demo) => {
    const agent = createAgent(t.app)
    await agent.login(demo.email, demo.password)
    const body = (await agent.get('/api/front/user')).json()
    const byId = await findPublicUser(t.deps.db, await userId(demo.email))
    expect(byId).not.toBeNull()
    expect({ user: body.user, attrib: body.attrib }).toEqual(byId)
  })

  it('lists the linked companies by name: the main one alone, the aliases in order', async () => {
    const found = await findPublicUser(t.deps.db, await userId(DEMO_USERS.buyer.email))
    expect(found?.user.main_account).toMatchObject({ cli_for_code: 'C001024' })
    const names = found?.user.alias_account.map((a) => a.ragione) ?? []
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)))
  })

  it('prices for the buyer as the read by id does', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const buyer = await findBuyer(t.deps.db, await userId(DEMO_USERS.buyer.email))
    expect(buyer).toMatchObject({ clientId: expect.any(Number), canSeePrices: true })
    const res = await agent.post(pricesUrl, { ids: [], bm_id: 1 })
    expect(res.statusCode).toBe(200)
    expect(res.json().show_prices).toBe(true)
    // The prospect has no company: the public-prices setting decides, off in the seed.
    const prospect = createAgent(t.app)
    await prospect.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    expect((await prospect.post(pricesUrl, { ids: [], bm_id: 1 })).json().show_prices).toBe(false)
  })
})

describe('an expired session on a route that reads the user with it', () => {
  it('prices as for an anonymous visitor, deletes the row and clears the cookie', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const id = sessionId(agent)
    await t.deps.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id))
    // The CSRF token stays bound to the cookie the browser sends, so the request itself passes.
    const res = await agent.post(pricesUrl, { ids: [], bm_id: 1 })
    expect(res.statusCode).toBe(200)
    expect(res.json().show_prices).toBe(false)
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('')
    expect(await t.deps.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([])
  })

  it('answers GET user null once the row is gone, the cookie left alone', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    await t.deps.db.delete(sessions).where(eq(sessions.id, sessionId(agent)))
    const res = await agent.get('/api/front/user')
    expect(res.json().user).toBeNull()
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })
})

describe('GET /api/front/user', () => {
  it('goes out uncompressed, whatever the browser accepts', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const res = await agent.get('/api/front/user', { headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.json().user.email).toBe(DEMO_USERS.buyer.email)
  })
})
