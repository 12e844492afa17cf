import type { UserResponse } from '@shop/domain/accounts/schemas'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'
import { expectKo, newBuyer, newClient, newVisitor } from '../cart/test-cart.ts'
import { checkoutSignup, newEmail, shopSignup } from './test-accounts.ts'
import type { Agent } from './test-agent.ts'

// The reserved area's gate on the server (issue 25 item 1; spec 3 §2 and §6): a user with an unverified e-mail, the
// privacy policy not accepted or no password is refused the area's calls (403 profile_incomplete) and keeps the
// profile, the company switch and what the checkout lets them do. The orders' routes carry the same AREA option
// (their tests are the orders module's).

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

/** The area's calls of this module, as a gated user would send them. */
const AREA_CALLS: [string, (agent: Agent) => ReturnType<Agent['get']>][] = [
  ['GET user/addresses', (a) => a.get('/api/front/user/addresses')],
  ['POST user/address', (a) => a.post('/api/front/user/address', { address: { id: -1 } })],
  ['DELETE user/address/{id}', (a) => a.delete('/api/front/user/address/1')],
  ['POST user/create_client', (a) => a.post('/api/front/user/create_client')],
]

async function expectGated(agent: Agent, missing: string[]) {
  for (const [name, call] of AREA_CALLS) {
    const res = await call(agent)
    expect(res.statusCode, name).toBe(403)
    expect(res.json(), name).toMatchObject({ status: 'KO', error_code: 'profile_incomplete', missing })
    expect(res.json().error, name).not.toBe('')
  }
  const me = (await agent.get('/api/front/user')).json() as UserResponse
  expect(me.user?.area).toEqual({ missing, area: false, price_list: false })
}

/** Past the gate: whatever the call then answers (a user without a company has no addresses yet), it is not the gate. */
async function expectOpen(agent: Agent) {
  for (const [name, call] of AREA_CALLS) {
    const res = await call(agent)
    expect(res.statusCode, name).toBeLessThan(500)
    expect(res.json().error_code, name).not.toBe('profile_incomplete')
  }
}

describe('the area gate', () => {
  it('refuses a user with an unverified e-mail and leaves them the cart, the switch, the prompts and logout', async () => {
    const email = newEmail('gate')
    const agent = newVisitor(t)
    expect((await agent.post('/api/front/user/signup', checkoutSignup(email))).statusCode).toBe(200)
    await expectGated(agent, ['email_unverified'])
    expect((await agent.get('/api/front/cart/it')).statusCode).toBe(200)
    expect((await agent.post('/api/front/user/get_secondary_user')).statusCode).toBe(200)
    expect((await agent.post('/api/front/user/resend_activation_mail')).statusCode).toBe(200)
    expect((await agent.post('/api/front/user/accept_privacy_policy')).statusCode).toBe(200)
    expect((await agent.post('/api/front/user/logout')).statusCode).toBe(200)
  })

  it('refuses a user who has not accepted the privacy policy, and opens once they do', async () => {
    const { agent, userId } = await newBuyer(t, await newClient(t))
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, userId))
    await expectGated(agent, ['privacy_not_accepted'])
    expect((await agent.post('/api/front/user/accept_privacy_policy')).statusCode).toBe(200)
    await expectOpen(agent)
  })

  it('refuses a verified user without a password, and opens once they choose one', async () => {
    const email = newEmail('gate')
    const agent = newVisitor(t)
    expect((await agent.post('/api/front/user/signup', shopSignup(email))).statusCode).toBe(200)
    await t.deps.db.update(users).set({ emailVerifiedAt: new Date() }).where(eq(users.email, email))
    await expectGated(agent, ['no_password'])
    const chosen = await agent.post('/api/front/user/set_password', {
      password: 'Scelta#2026x',
      confirmPassword: 'Scelta#2026x',
    })
    expect(chosen.statusCode, chosen.body).toBe(200)
    await expectOpen(agent)
  })

  it('answers the area in GET user: everything for a complete profile, the price list only with prices', async () => {
    const full = await newBuyer(t, await newClient(t))
    const noPrices = await newBuyer(t, await newClient(t, { canSeePrices: false }))
    const noClient = await newBuyer(t, null)
    const areaOf = async (agent: Agent) =>
      ((await agent.get('/api/front/user')).json() as UserResponse).user?.area
    expect(await areaOf(full.agent)).toEqual({ missing: [], area: true, price_list: true })
    expect(await areaOf(noPrices.agent)).toEqual({ missing: [], area: true, price_list: false })
    expect(await areaOf(noClient.agent)).toEqual({ missing: [], area: true, price_list: false })
  })

  it('answers a visitor 401, before the gate and the body', async () => {
    const visitor = newVisitor(t)
    for (const [, call] of AREA_CALLS) expectKo(await call(visitor), 401, 'unauthenticated')
    expect(((await visitor.get('/api/front/user')).json() as UserResponse).user).toBeNull()
  })
})
