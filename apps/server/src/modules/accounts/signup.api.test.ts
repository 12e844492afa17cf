import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  activationToken,
  CHECKOUT_PASSWORD,
  checkoutSignup,
  findUser,
  newEmail,
  sessionIdOf,
  settleMail,
  shopSignup,
  whoAmI,
} from './test-accounts.ts'
import { createAgent } from './test-agent.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

describe('POST /api/front/user/signup', () => {
  it('creates the shop’s account without a password, signs it in and mails the activation link', async () => {
    const email = newEmail()
    const agent = createAgent(t.app)
    const res = await agent.post('/api/front/user/signup', shopSignup(email, { telefono: '+39 051 1' }))
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'OK', user: { id: expect.any(Number), email } })
    expect(agent.jar.has(SESSION_COOKIE)).toBe(true)
    const me = (await agent.get('/api/front/user')).json()
    expect(me.user).toMatchObject({
      email,
      nome: 'Giulia',
      azienda: 'Rossi Mangimi S.r.l.',
      has_password: false,
      email_verified: false,
      privacy_accepted: true,
    })
    expect(me.attrib).toMatchObject({ telefono: '+39 051 1', client_type: 'installatore' })
    const mail = await t.mail.waitFor(email)
    expect(mail.subject).toBe('Confirm your e-mail address')
    expect(mail.text).toContain('Dear Giulia,')
    expect(mail.text).toMatch(/http:\/\/localhost:3000\/en\/user\/activate\?token=[\w-]{40,}/)
    expect(mail.text).toContain('To confirm your e-mail address and choose your password, open this link')
    expect((await findUser(t, email))?.passwordChosenBySession).toBeNull()
  })

  it('creates the checkout’s account with its password, recording the session that chose it', async () => {
    const email = newEmail()
    const agent = createAgent(t.app)
    const res = await agent.post('/api/front/user/signup', checkoutSignup(email))
    expect(res.statusCode).toBe(200)
    expect((await agent.get('/api/front/user')).json().user).toMatchObject({
      email,
      has_password: true,
      email_verified: false,
    })
    const user = await findUser(t, email)
    expect(user).toMatchObject({ indirizzo: 'Via Roma 1', localita: 'Parma', cap: '43121', provincia: 'PR' })
    expect(user?.passwordHash).toMatch(/^scrypt\$/)
    expect(user?.passwordChosenBySession).toBe(sessionIdOf(agent))
    expect((await createAgent(t.app).login(email, CHECKOUT_PASSWORD)).statusCode).toBe(200)
    // The mail tells the story the activation page follows: the address is confirmed, the password stays the one
    // chosen here, typed again only from another browser (docs/decisions/011).
    const mail = await t.mail.waitFor(email)
    expect(mail.text).toContain('To confirm your e-mail address, open this link')
    expect(mail.text).toContain('use the password you chose when signing up')
    expect(mail.text).not.toContain('choose your password')
  })

  it('checks the checkout’s password rules against the address', async () => {
    const res = await createAgent(t.app).post('/api/front/user/signup', checkoutSignup(newEmail(), 'short'))
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.password.length).toBeGreaterThan(1)
  })

  it('answers 409 already_exist for a registered address, whatever its case, and creates nothing', async () => {
    const agent = createAgent(t.app)
    const res = await agent.post(
      '/api/front/user/signup',
      shopSignup(DEMO_USERS.prospect.email.toUpperCase()),
      { headers: { 'x-lang': 'en' } },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      status: 'KO',
      error_code: 'already_exist',
      errors: { email: [expect.any(String)] },
    })
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
  })

  it('answers every missing field at once (422)', async () => {
    const res = await createAgent(t.app).post('/api/front/user/signup', { email: 'nope' })
    expect(res.statusCode).toBe(422)
    expect(Object.keys(res.json().errors)).toEqual(
      expect.arrayContaining(['first_name', 'last_name', 'company', 'email', 'privacy']),
    )
  })
})

describe('POST /api/front/user/resend_activation_mail', () => {
  it('answers 401 to an anonymous visitor', async () => {
    const res = await createAgent(t.app).post('/api/front/user/resend_activation_mail')
    expect(res.statusCode).toBe(401)
  })

  it('mails a new link that replaces the old one', async () => {
    const email = newEmail()
    const agent = createAgent(t.app)
    await agent.post('/api/front/user/signup', shopSignup(email))
    const first = await activationToken(t, email)
    const res = await agent.post('/api/front/user/resend_activation_mail', undefined, {
      headers: { 'x-lang': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json().message).toMatch(/sent the activation e-mail again/)
    await settleMail(t)
    const second = await activationToken(t, email)
    expect(second).not.toBe(first)
    const old = await agent.post('/api/front/user/activate', { token: first })
    expect(old.statusCode).toBe(422)
    const fresh = await agent.post('/api/front/user/activate', { token: second })
    expect(fresh.statusCode).toBe(200)
  })

  it('answers the old path /resendSignupMail too, and 409 once the address is verified', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const res = await agent.post('/api/front/resendSignupMail')
    expect(res.statusCode).toBe(409)
    expect(res.json().error_code).toBe('conflict')
  })
})

describe('POST /api/front/user/accept_privacy_policy', () => {
  it('answers 401 to an anonymous visitor', async () => {
    expect((await createAgent(t.app).post('/api/front/user/accept_privacy_policy')).statusCode).toBe(401)
  })

  it('records the consent once and keeps its first date', async () => {
    const email = newEmail()
    const agent = createAgent(t.app)
    await agent.post('/api/front/user/signup', shopSignup(email))
    const user = await findUser(t, email)
    await t.database.db
      .update(users)
      .set({ privacyAcceptedAt: null })
      .where(eq(users.id, user?.id ?? 0))
    expect((await agent.get('/api/front/user')).json().user.privacy_accepted).toBe(false)

    const res = await agent.post('/api/front/user/accept_privacy_policy', undefined, {
      headers: { 'x-lang': 'en' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({ status: 'OK', user: { email, privacy_accepted: true } })
    expect(res.json().message).toMatch(/Privacy policy accepted/)
    const first = (await findUser(t, email))?.privacyAcceptedAt
    await agent.post('/api/front/user/accept_privacy_policy')
    expect((await findUser(t, email))?.privacyAcceptedAt).toEqual(first)
    expect(await whoAmI(agent)).toBe(email)
  })
})
