import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mailOutbox, userTokens } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  activationToken,
  checkoutSignup,
  findUser,
  newEmail,
  recoveryCode,
  sessionCount,
  settleMail,
  shopSignup,
  whoAmI,
} from './test-accounts.ts'
import { createAgent } from './test-agent.ts'
import { RECOVERY_MAX_WRONG_CODES } from './tokens.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

const NEW_PASSWORD = 'Recover#2026'
const en = { headers: { 'x-lang': 'en' } }

/** An account with a password, signed in on the returned agent. */
async function accountWithPassword() {
  const email = newEmail('recovery')
  const agent = createAgent(t.app)
  await agent.post('/api/front/user/signup', checkoutSignup(email))
  return { email, agent }
}

const requestCode = (email: string) =>
  createAgent(t.app).post('/api/front/user/changePassword', { email }, en)

/** A code that is not the one mailed (there are a million; this picks a neighbour). */
const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

describe('POST /api/front/user/changePassword', () => {
  it('mails a 6-digit code to a known address', async () => {
    const { email } = await accountWithPassword()
    const res = await requestCode(email)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'OK', message: expect.stringMatching(/If the address belongs/) })
    const mail = await t.mail.waitFor(email, (m) => m.subject === 'Your password reset code')
    expect(mail.text).toMatch(/^\d{6}$/m)
  })

  it('answers an unknown address exactly as a known one, and mails nothing', async () => {
    const { email } = await accountWithPassword()
    const known = await requestCode(email)
    const unknown = newEmail('nobody')
    const res = await requestCode(unknown)
    expect(res.statusCode).toBe(known.statusCode)
    expect(res.json()).toEqual(known.json())
    await settleMail(t)
    expect(t.mail.to(unknown)).toEqual([])
    expect(await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.to, unknown))).toEqual([])
  })

  it('answers 422 for a malformed address, in the spec’s shape', async () => {
    const res = await createAgent(t.app).post('/api/front/user/changePassword', { email: 'nope' }, en)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({
      status: 'KO',
      errorMessage: expect.any(String),
      errors: { email: [expect.any(String)] },
    })
  })
})

describe('POST /api/front/user/checkToken', () => {
  it('accepts the mailed code and refuses another one', async () => {
    const { email } = await accountWithPassword()
    await requestCode(email)
    const code = await recoveryCode(t, email)
    const wrong = await createAgent(t.app).post(
      '/api/front/user/checkToken',
      { email, code: otherCode(code) },
      en,
    )
    expect(wrong.statusCode).toBe(422)
    expect(wrong.json()).toMatchObject({
      status: 'KO',
      error_code: 'token_invalid',
      errorMessage: 'The code is not valid or has expired.',
      errors: { code: ['The code is not valid or has expired.'] },
    })
    const right = await createAgent(t.app).post('/api/front/user/checkToken', { email, code })
    expect(right.json()).toEqual({ status: 'OK' })
  })

  it('kills the code at the fifth wrong guess: even the right one fails afterwards', async () => {
    const { email } = await accountWithPassword()
    await requestCode(email)
    const code = await recoveryCode(t, email)
    for (let i = 0; i < RECOVERY_MAX_WRONG_CODES; i++) {
      const res = await createAgent(t.app).post('/api/front/user/checkToken', {
        email,
        code: otherCode(code),
      })
      expect(res.statusCode).toBe(422)
    }
    const right = await createAgent(t.app).post('/api/front/user/checkToken', { email, code })
    expect(right.statusCode).toBe(422)
  })

  it('refuses an expired code', async () => {
    const { email } = await accountWithPassword()
    await requestCode(email)
    const code = await recoveryCode(t, email)
    const user = await findUser(t, email)
    await t.database.db
      .update(userTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(and(eq(userTokens.userId, user?.id ?? 0), eq(userTokens.purpose, 'recovery')))
    const res = await createAgent(t.app).post('/api/front/user/checkToken', { email, code })
    expect(res.statusCode).toBe(422)
  })

  it('answers an unknown address as a wrong code', async () => {
    const res = await createAgent(t.app).post(
      '/api/front/user/checkToken',
      { email: newEmail('nobody'), code: '123456' },
      en,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errorMessage).toBe('The code is not valid or has expired.')
  })
})

describe('POST /api/front/user/updatePassword', () => {
  it('sets the new password, ends every session of the account and works once', async () => {
    const { email, agent } = await accountWithPassword()
    const user = await findUser(t, email)
    await requestCode(email)
    const code = await recoveryCode(t, email)
    const body = { email, code, password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }
    const res = await createAgent(t.app).post('/api/front/user/updatePassword', body, en)
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'OK', message: 'Your password has been updated successfully' })
    expect(await whoAmI(agent)).toBeNull()
    expect(await sessionCount(t, user?.id ?? 0)).toBe(0)
    expect((await createAgent(t.app).login(email, NEW_PASSWORD)).statusCode).toBe(200)
    const again = await createAgent(t.app).post('/api/front/user/updatePassword', body, en)
    expect(again.statusCode).toBe(422)
    expect(again.json().error).toEqual({ tokenError: 'The code is not valid or has expired.' })
  })

  it('verifies the address, voids the activation link and the record of a password chosen before', async () => {
    const { email } = await accountWithPassword()
    const link = await activationToken(t, email)
    await requestCode(email)
    const code = await recoveryCode(t, email)
    await createAgent(t.app).post('/api/front/user/updatePassword', {
      email,
      code,
      password: NEW_PASSWORD,
      confirmPassword: NEW_PASSWORD,
    })
    const user = await findUser(t, email)
    expect(user?.emailVerifiedAt).not.toBeNull()
    expect(user?.passwordChosenBySession).toBeNull()
    expect((await createAgent(t.app).post('/api/front/user/activate', { token: link })).statusCode).toBe(422)
  })

  it('answers the password rules and a mismatch in the spec’s shape', async () => {
    const email = newEmail()
    await createAgent(t.app).post('/api/front/user/signup', shopSignup(email))
    const res = await createAgent(t.app).post(
      '/api/front/user/updatePassword',
      { email, code: '123456', password: 'weak', confirmPassword: 'other' },
      en,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().error).toMatchObject({ password: expect.any(String) })
    expect(Object.keys(res.json().errors)).toEqual(expect.arrayContaining(['password', 'confirmPassword']))
  })
})
