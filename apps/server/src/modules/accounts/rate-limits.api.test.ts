import { eq } from 'drizzle-orm'
import type { LightMyRequestResponse as Response } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { rateLimits } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { RATE_LIMITS } from '../../infra/rate-limit.ts'
import { createTestApp } from '../../test/test-app.ts'
import { BUYER_PASSWORD, newBuyer, newClient } from '../cart/test-cart.ts'
import { activationToken, checkoutSignup, newEmail, shopSignup } from './test-accounts.ts'
import { createAgent } from './test-agent.ts'

// Every limit at a tenth (at least 1), so each is reached in a few calls; each test calls from its own IP.
let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '0.1' })
})
afterAll(() => t.close())

let ipCounter = 0
/** An address no other test calls from. */
const newIp = () => `203.0.113.${++ipCounter}`
/** A browser (its own cookie jar) calling from that address. */
const agentAt = (ip: string) => createAgent(t.app, { remoteAddress: ip })
const fromNewIp = () => agentAt(newIp())

function expectLimited(res: Response, maxWaitSeconds: number) {
  expect(res.statusCode).toBe(429)
  expect(res.json()).toMatchObject({ status: 'KO', error_code: 'rate_limited' })
  const wait = Number(res.headers['retry-after'])
  expect(wait).toBeGreaterThan(0)
  expect(wait).toBeLessThanOrEqual(maxWaitSeconds)
}

const HOUR = 3600

describe('POST /api/front/user/login', () => {
  it('holds back a caller who keeps failing at an address, while the owner signs in from elsewhere', async () => {
    const attacker = fromNewIp()
    const wrong = { email: DEMO_USERS.buyer.email, password: 'Wrong#2026' }
    expect((await attacker.post('/api/front/user/login', wrong)).statusCode).toBe(401)
    expectLimited(await attacker.post('/api/front/user/login', wrong), 5 * 60)
    // Even the right password waits: the caller is held back, not the account.
    expectLimited(await attacker.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password), 5 * 60)

    const owner = fromNewIp()
    expect((await owner.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
  })

  it('makes a caller who keeps failing wait for the longer window', async () => {
    const ip = newIp()
    const wrong = { email: DEMO_USERS.prospect.email, password: 'Wrong#2026' }
    const shortWindow = `${RATE_LIMITS.loginFailuresPerEmailIp.name}:${wrong.email}|${ip}`
    for (let i = 0; i < 2; i++) {
      expect((await agentAt(ip).post('/api/front/user/login', wrong)).statusCode).toBe(401)
      // As if the short window had passed.
      await t.database.db.delete(rateLimits).where(eq(rateLimits.key, shortWindow))
    }
    expectLimited(await agentAt(ip).post('/api/front/user/login', wrong), HOUR)
  })

  it('does not count successful sign-ins against the failures allowance', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < 3; i++) {
      expect((await agent.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)).statusCode).toBe(
        200,
      )
    }
  })

  it('limits every sign-in from one IP, whatever the address', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < 6; i++) {
      const res = await agent.post('/api/front/user/login', { email: newEmail(), password: 'Wrong#2026' })
      expect(res.statusCode).toBe(401)
    }
    expectLimited(await agent.post('/api/front/user/login', { email: newEmail(), password: 'x' }), 15 * 60)
  })
})

describe('POST /api/front/user/signup', () => {
  it('limits sign-ups per IP, the wizard’s included', async () => {
    const ip = newIp()
    expect((await agentAt(ip).post('/api/front/user/signup', shopSignup(newEmail()))).statusCode).toBe(200)
    expectLimited(await agentAt(ip).post('/api/front/user/signup', shopSignup(newEmail())), HOUR)
    expectLimited(
      await agentAt(ip).post('/api/front/wizard/submit', {
        ...shopSignup(newEmail()),
        configuration_code: 'SZ30',
      }),
      HOUR,
    )
  })
})

describe('POST /api/front/user/changePassword', () => {
  it('limits codes per address and caller, and per address per day across callers', async () => {
    const email = newEmail()
    const first = fromNewIp()
    expect((await first.post('/api/front/user/changePassword', { email })).statusCode).toBe(200)
    expectLimited(await first.post('/api/front/user/changePassword', { email }), HOUR)
    // The daily cap bounds what anyone can make the owner's mailbox receive.
    expectLimited(await fromNewIp().post('/api/front/user/changePassword', { email }), 24 * HOUR)
  })

  it('limits every recovery call from one IP', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < 6; i++) {
      expect((await agent.post('/api/front/user/changePassword', { email: newEmail() })).statusCode).toBe(200)
    }
    expectLimited(await agent.post('/api/front/user/changePassword', { email: newEmail() }), HOUR)
  })
})

describe('POST /api/front/user/checkToken', () => {
  it('limits code checks per address and caller, not for other callers', async () => {
    const body = { email: newEmail(), code: '123456' }
    const agent = fromNewIp()
    for (let i = 0; i < 2; i++) {
      expect((await agent.post('/api/front/user/checkToken', body)).statusCode).toBe(422)
    }
    expectLimited(await agent.post('/api/front/user/checkToken', body), HOUR)
    expectLimited(
      await agent.post('/api/front/user/updatePassword', {
        ...body,
        password: 'Aa#45678x',
        confirmPassword: 'Aa#45678x',
      }),
      HOUR,
    )
    expect((await fromNewIp().post('/api/front/user/checkToken', body)).statusCode).toBe(422)
  })
})

describe('POST /api/front/user/resend_activation_mail', () => {
  it('limits activation mails per user', async () => {
    const agent = fromNewIp()
    await agent.post('/api/front/user/signup', shopSignup(newEmail()))
    expect((await agent.post('/api/front/user/resend_activation_mail')).statusCode).toBe(200)
    expectLimited(await agent.post('/api/front/user/resend_activation_mail'), HOUR)
  })
})

describe('POST /api/front/user/activate', () => {
  it('limits activation calls per IP', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < 3; i++) {
      expect((await agent.post('/api/front/user/activate', { token: `junk-${i}` })).statusCode).toBe(422)
    }
    expectLimited(await agent.post('/api/front/user/activate', { token: 'junk' }), HOUR)
  })

  it('limits wrong passwords per link, so a leaked link is no password oracle', async () => {
    const email = newEmail()
    await fromNewIp().post('/api/front/user/signup', checkoutSignup(email))
    const token = await activationToken(t, email)
    const holder = fromNewIp()
    const wrong = { token, password: 'Wrong#2026' }
    expect((await holder.post('/api/front/user/activate', wrong)).statusCode).toBe(422)
    expectLimited(await holder.post('/api/front/user/activate', wrong), HOUR)
    expectLimited(await fromNewIp().post('/api/front/user/activate', wrong), HOUR)
  })
})

describe('POST /api/front/wizard/submit', () => {
  it('limits a signed-in user’s submits, each of which mails the provider', async () => {
    const code = (await fromNewIp().get('/api/front/product_configuration/25')).json().product_configuration
      .configuration_code
    const agent = fromNewIp()
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    expect((await agent.post('/api/front/wizard/submit', { configuration_code: code })).statusCode).toBe(200)
    expectLimited(await agent.post('/api/front/wizard/submit', { configuration_code: code }), HOUR)
  })
})

describe('POST /api/front/user/update and confirm_email', () => {
  const profile = (email: string, changes: Record<string, unknown> = {}) => ({
    user: {
      azienda: 'Carrello S.r.l.',
      piva: '01234567890',
      nome: 'Carla',
      cognome: 'Carrello',
      email,
      esaedro_zone_code: '000',
      preferred_lang: 'it',
      privacy: true,
      ...changes,
    },
  })

  it('limits profile saves per user (each may mail a new address)', async () => {
    const { agent, email } = await newBuyer(t, await newClient(t))
    for (let i = 0; i < 6; i++) {
      expect((await agent.post('/api/front/user/update', profile(email))).statusCode).toBe(200)
    }
    expectLimited(await agent.post('/api/front/user/update', profile(email)), HOUR)
  })

  it('counts wrong current passwords per user, not right ones', async () => {
    const { agent, email } = await newBuyer(t, await newClient(t))
    const change = { password: 'Nuova#2026x', confirmPassword: 'Nuova#2026x' }
    // The right one, refused for another reason (the confirmation), gives its attempt back.
    const mismatch = { ...change, confirmPassword: 'Altra#2026x', current_password: BUYER_PASSWORD }
    expect((await agent.post('/api/front/user/update', profile(email, mismatch))).statusCode).toBe(422)
    const wrong = { ...change, current_password: 'Sbagliata#2026' }
    expect((await agent.post('/api/front/user/update', profile(email, wrong))).statusCode).toBe(422)
    expectLimited(await agent.post('/api/front/user/update', profile(email, wrong)), 15 * 60)
  })

  it('limits e-mail confirmations per IP', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < 3; i++) {
      expect((await agent.post('/api/front/user/confirm_email', { token: 'nope' })).statusCode).toBe(422)
    }
    expectLimited(await agent.post('/api/front/user/confirm_email', { token: 'nope' }), HOUR)
  })
})
