import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, userTokens } from '../../db/schema/index.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  activationToken,
  CHECKOUT_PASSWORD,
  checkoutSignup,
  findUser,
  newEmail,
  sessionCount,
  sessionIdOf,
  shopSignup,
  whoAmI,
} from './test-accounts.ts'
import { createAgent } from './test-agent.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

const activate = (agent: ReturnType<typeof createAgent>, body: Record<string, unknown>) =>
  agent.post('/api/front/user/activate', body, { headers: { 'x-lang': 'en' } })

describe('POST /api/front/user/activate', () => {
  it('verifies the address, signs in on a new session and ends every other session of the account', async () => {
    const email = newEmail()
    const signupBrowser = createAgent(t.app)
    expect((await signupBrowser.post('/api/front/user/signup', shopSignup(email))).statusCode).toBe(200)
    const token = await activationToken(t, email)

    const mailApp = createAgent(t.app)
    const res = await activate(mailApp, { token })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'OK',
      password_check: 'none',
      message: 'E-mail address confirmed.',
      user: { email, email_verified: true, has_password: false },
    })
    expect(await whoAmI(mailApp)).toBe(email)
    expect(await whoAmI(signupBrowser)).toBeNull()
    expect(await sessionCount(t, res.json().user.id)).toBe(1)
  })

  it('works once: the same link again answers 422 token_invalid', async () => {
    const email = newEmail()
    await createAgent(t.app).post('/api/front/user/signup', shopSignup(email))
    const token = await activationToken(t, email)
    expect((await activate(createAgent(t.app), { token })).statusCode).toBe(200)
    const again = await activate(createAgent(t.app), { token })
    expect(again.statusCode).toBe(422)
    expect(again.json()).toMatchObject({
      status: 'KO',
      error_code: 'token_invalid',
      errors: { token: [expect.stringMatching(/not valid/)] },
    })
    expect(again.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  it('refuses an expired link and leaves the address unverified', async () => {
    const email = newEmail()
    await createAgent(t.app).post('/api/front/user/signup', shopSignup(email))
    const token = await activationToken(t, email)
    const user = await findUser(t, email)
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(userTokens.userId, user?.id ?? 0))
    const res = await activate(createAgent(t.app), { token })
    expect(res.statusCode).toBe(422)
    expect(res.json().error_code).toBe('token_invalid')
    expect((await findUser(t, email))?.emailVerifiedAt).toBeNull()
  })

  it('refuses a made-up token and a missing one', async () => {
    expect((await activate(createAgent(t.app), { token: 'made-up' })).statusCode).toBe(422)
    expect((await activate(createAgent(t.app), {})).json().errors.token).toBeDefined()
  })
})

describe('account takeover before verification (docs/decisions/011)', () => {
  it('fails through the shop sign-up: the squatter is signed out when the owner verifies', async () => {
    const victim = newEmail('victim')
    const squatter = createAgent(t.app, { remoteAddress: '198.51.100.7' })
    await squatter.post('/api/front/user/signup', shopSignup(victim))
    // Polling keeps the squatter's session alive for as long as they like.
    expect(await whoAmI(squatter)).toBe(victim)

    const owner = createAgent(t.app)
    const res = await activate(owner, { token: await activationToken(t, victim) })
    expect(res.json().password_check).toBe('none')
    expect(await whoAmI(squatter)).toBeNull()
    const set = await owner.post('/api/front/user/set_password', {
      password: 'Owner#2026x',
      confirmPassword: 'Owner#2026x',
    })
    expect(set.statusCode).toBe(200)
    expect(await whoAmI(squatter)).toBeNull()
    expect(await whoAmI(owner)).toBe(victim)
  })

  it('fails through the wizard: its new account is signed out of the squatter’s browser at verification', async () => {
    const code = (await createAgent(t.app).get('/api/front/product_configuration/25')).json()
      .product_configuration.configuration_code
    const victim = newEmail('victim')
    const squatter = createAgent(t.app)
    const submit = await squatter.post('/api/front/wizard/submit', {
      ...shopSignup(victim, { company: undefined, client_type: 'cliente_finale' }),
      configuration_code: code,
    })
    expect(submit.statusCode).toBe(200)
    expect(await whoAmI(squatter)).toBe(victim)
    await activate(createAgent(t.app), { token: await activationToken(t, victim) })
    expect(await whoAmI(squatter)).toBeNull()
  })

  it('fails through the checkout sign-up: the squatter’s password does not survive verification', async () => {
    const victim = newEmail('victim')
    const squatter = createAgent(t.app)
    const signup = await squatter.post('/api/front/user/signup', checkoutSignup(victim, 'Squat#2026'))
    expect(signup.statusCode).toBe(200)
    const token = await activationToken(t, victim)

    // The owner opens the link elsewhere: nothing happens until they type the password or choose a new one.
    const owner = createAgent(t.app)
    const first = await activate(owner, { token })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ status: 'OK', password_check: 'required' })
    expect(owner.jar.has(SESSION_COOKIE)).toBe(false)
    expect((await findUser(t, victim))?.emailVerifiedAt).toBeNull()

    const discard = await activate(owner, { token, discard_password: true })
    expect(discard.statusCode).toBe(200)
    expect(discard.json()).toMatchObject({
      password_check: 'discarded',
      user: { email: victim, email_verified: true, has_password: false },
    })
    expect(discard.json().message).toMatch(/choose a new one/)
    expect(await whoAmI(squatter)).toBeNull()
    expect((await createAgent(t.app).login(victim, 'Squat#2026')).statusCode).toBe(401)
    const user = await findUser(t, victim)
    expect(user?.passwordChosenBySession).toBeNull()
    expect(await sessionCount(t, user?.id ?? 0)).toBe(1)

    const set = await owner.post('/api/front/user/set_password', {
      password: 'Owner#2026x',
      confirmPassword: 'Owner#2026x',
    })
    expect(set.statusCode).toBe(200)
    expect((await createAgent(t.app).login(victim, 'Owner#2026x')).statusCode).toBe(200)
  })

  it('lets the honest checkout buyer keep the password in the browser that chose it, without typing it', async () => {
    const email = newEmail('buyer')
    const browser = createAgent(t.app)
    await browser.post('/api/front/user/signup', checkoutSignup(email))
    expect((await findUser(t, email))?.passwordChosenBySession).toBe(sessionIdOf(browser))
    const res = await activate(browser, { token: await activationToken(t, email) })
    expect(res.json()).toMatchObject({
      password_check: 'kept',
      user: { email, email_verified: true, has_password: true },
    })
    expect(res.json().message).toMatch(/password you chose when signing up stays valid/)
    expect(await whoAmI(browser)).toBe(email)
    expect((await createAgent(t.app).login(email, CHECKOUT_PASSWORD)).statusCode).toBe(200)
  })

  it('lets the honest checkout buyer who opens the link in a mail app keep the password by typing it', async () => {
    const email = newEmail('buyer')
    const checkout = createAgent(t.app)
    await checkout.post('/api/front/user/signup', checkoutSignup(email))
    const token = await activationToken(t, email)
    const mailApp = createAgent(t.app)
    expect((await activate(mailApp, { token })).json().password_check).toBe('required')

    const wrong = await activate(mailApp, { token, password: 'Wrong#2026' })
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({
      status: 'KO',
      errors: { password: [expect.stringMatching(/not the password chosen/)] },
    })
    expect(mailApp.jar.has(SESSION_COOKIE)).toBe(false)

    const typed = await activate(mailApp, { token, password: CHECKOUT_PASSWORD })
    expect(typed.statusCode).toBe(200)
    expect(typed.json()).toMatchObject({ password_check: 'kept', user: { email, has_password: true } })
    expect(await whoAmI(mailApp)).toBe(email)
    // The checkout's browser was signed in before verification, like any other session: it has to sign in again.
    expect(await whoAmI(checkout)).toBeNull()
    expect((await createAgent(t.app).login(email, CHECKOUT_PASSWORD)).statusCode).toBe(200)
  })

  it('does not keep the password for another session of the same account', async () => {
    const email = newEmail('buyer')
    await createAgent(t.app).post('/api/front/user/signup', checkoutSignup(email))
    // Someone who knows the password signs in elsewhere before verification: that is not the session that chose it.
    const other = createAgent(t.app)
    expect((await other.login(email, CHECKOUT_PASSWORD)).statusCode).toBe(200)
    const res = await activate(other, { token: await activationToken(t, email) })
    expect(res.json()).toEqual({ status: 'OK', password_check: 'required' })
  })
})

describe('POST /api/front/user/set_password', () => {
  const body = { password: 'First#2026x', confirmPassword: 'First#2026x' }

  it('answers 401 to an anonymous visitor', async () => {
    expect((await createAgent(t.app).post('/api/front/user/set_password', body)).statusCode).toBe(401)
  })

  it('is refused (403) while the address is unverified', async () => {
    const agent = createAgent(t.app)
    await agent.post('/api/front/user/signup', shopSignup(newEmail()))
    const res = await agent.post('/api/front/user/set_password', body, { headers: { 'x-lang': 'en' } })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'forbidden' })
    expect(res.json().error).toMatch(/confirm your e-mail address/)
  })

  it('sets the first password, ends the account’s other sessions and refuses a second one', async () => {
    const email = newEmail()
    await createAgent(t.app).post('/api/front/user/signup', shopSignup(email))
    const agent = createAgent(t.app)
    const activated = await activate(agent, { token: await activationToken(t, email) })
    const userId = activated.json().user.id
    // Another session of the same account (e.g. a second tab of an older browser).
    await t.database.db
      .insert(sessions)
      .values({ id: 'x'.repeat(64), userId, persistent: false, expiresAt: new Date(Date.now() + 60_000) })

    const mismatch = await agent.post('/api/front/user/set_password', {
      ...body,
      confirmPassword: 'Other#2026x',
    })
    expect(mismatch.statusCode).toBe(422)
    expect(Object.keys(mismatch.json().errors)).toEqual(['confirmPassword'])
    const weak = await agent.post('/api/front/user/set_password', {
      password: 'weak',
      confirmPassword: 'weak',
    })
    expect(weak.statusCode).toBe(422)
    expect(weak.json().errors.password.length).toBeGreaterThan(1)

    const res = await agent.post('/api/front/user/set_password', body)
    expect(res.statusCode).toBe(200)
    expect(res.json().user.has_password).toBe(true)
    expect(await sessionCount(t, userId)).toBe(1)
    expect(await whoAmI(agent)).toBe(email)
    const again = await agent.post('/api/front/user/set_password', body)
    expect(again.statusCode).toBe(409)
  })
})
