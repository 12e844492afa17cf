import { profileUpdateResponse } from '@shop/domain/accounts/profile'
import type { UserResponse } from '@shop/domain/accounts/schemas'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'
import { BUYER_PASSWORD, expectKo, newBuyer, newClient, newVisitor } from '../cart/test-cart.ts'
import { checkoutSignup, newEmail, settleMail, shopSignup, whoAmI } from './test-accounts.ts'
import { createAgent } from './test-agent.ts'

// POST user/update and POST user/confirm_email (issue 25 item 3; spec 3 §3 and §5). The limits are in
// rate-limits.api.test.ts, where they are reached in a few calls.

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

const UPDATE = '/api/front/user/update'
const CONFIRM = '/api/front/user/confirm_email'
const NEW_PASSWORD = 'Profilo#2026x'

/** The profile form as the screen sends it, for the buyer of `email`. */
const profile = (email: string, changes: Record<string, unknown> = {}) => ({
  user: {
    azienda: 'Carrello S.r.l.',
    piva: '01234567890',
    nome: 'Carla',
    cognome: 'Carrello',
    telefono: '+39 051 000000',
    email,
    esaedro_zone_code: '000',
    preferred_lang: 'it',
    privacy: true,
    profil_sector: '',
    optin_marketing: false,
    ...changes,
  },
})

async function buyer() {
  return newBuyer(t, await newClient(t))
}

/** The link of the newest e-mail-change mail to the address. */
async function confirmToken(email: string): Promise<string> {
  await t.mail.waitFor(email, (m) => m.text.includes('/user/confirm-email?token='))
  await settleMail(t)
  const mail = t.mail
    .to(email)
    .filter((m) => m.text.includes('/user/confirm-email?token='))
    .at(-1)
  const token = mail?.text.match(/\/user\/confirm-email\?token=([\w%-]+)/)?.[1]
  if (!token) throw new Error(`no confirmation link in the mails to ${email}`)
  return decodeURIComponent(token)
}

describe('POST /api/front/user/update', () => {
  it('saves every field of the profile and answers the message and the user as GET user does', async () => {
    const { agent, email } = await buyer()
    const res = await agent.post(
      UPDATE,
      profile(email, {
        azienda: 'Carrello & Figli S.r.l.',
        nome: 'Carlotta',
        telefono: '+39 051 111111',
        preferred_lang: 'de',
        profil_about_us_select: 'altro',
        profil_about_us: 'Un collega',
        profil_sector: 'chimico|alimentare|altro',
        profil_sector_other: 'Ceramica',
        client_type: 'rivenditore',
        profil_title: 'Buyer',
        optin_marketing: true,
      }),
      { headers: { 'x-lang': 'it' } },
    )
    expect(res.statusCode, res.body).toBe(200)
    const answer = profileUpdateResponse.parse(res.json())
    expect(answer.message).toBe('Dati aggiornati correttamente')
    const me = (await agent.get('/api/front/user')).json() as UserResponse
    expect(answer.user).toEqual(me.user)
    expect(answer.attrib).toEqual(me.attrib)
    expect(me.user).toMatchObject({
      azienda: 'Carrello & Figli S.r.l.',
      nome: 'Carlotta',
      preferred_lang: 'de',
    })
    expect(me.attrib).toMatchObject({
      telefono: '+39 051 111111',
      profil_about_us_select: 'altro',
      profil_about_us: 'Un collega',
      profil_sector: 'alimentare|chimico|altro',
      profil_sector_other: 'Ceramica',
      client_type: 'rivenditore',
      company_role: 'Buyer',
      optin_marketing: true,
      pending_email: null,
    })
  })

  it('refuses the privacy switch off with the spec’s message on the field, and changes nothing', async () => {
    const { agent, email, userId } = await buyer()
    const res = await agent.post(UPDATE, profile(email, { privacy: false, nome: 'Altro' }), {
      headers: { 'x-lang': 'it' },
    })
    expectKo(res, 422, 'validation_failed')
    expect(res.json().errors['user.privacy']).toEqual([
      'La privacy deve essere accettata per poter procedere al salvataggio dei dati.',
    ])
    const [row] = await t.deps.db
      .select({ firstName: users.firstName })
      .from(users)
      .where(eq(users.id, userId))
    expect(row?.firstName).toBe('Carla')
  })

  it.each([
    ['Italy, no VAT number', { esaedro_zone_code: '000', piva: '' }, 'user.piva'],
    ['Italy, too short', { esaedro_zone_code: '000', piva: '0123456789' }, 'user.piva'],
    ['Germany (area 1), no VAT number', { esaedro_zone_code: 'DEU', piva: '' }, 'user.piva'],
    ['an unknown country', { esaedro_zone_code: 'XXX' }, 'user.esaedro_zone_code'],
    [
      'a US company without a real state',
      { esaedro_zone_code: 'USA', usa_state_code: 'ZZ' },
      'user.usa_state_code',
    ],
  ])('puts the country’s VAT rule on its field: %s', async (_, changes, field) => {
    const { agent, email } = await buyer()
    const res = await agent.post(UPDATE, profile(email, changes))
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual([field])
  })

  it('takes no VAT number outside the EU', async () => {
    const { agent, email } = await buyer()
    const res = await agent.post(UPDATE, profile(email, { esaedro_zone_code: 'CHE', piva: '' }))
    expect(res.statusCode, res.body).toBe(200)
  })

  it('changes the password only with the current one, checks the confirmation, and ends the other sessions', async () => {
    const { agent, email } = await buyer()
    const other = createAgent(t.app, { remoteAddress: '10.77.0.2' })
    expect((await other.login(email, BUYER_PASSWORD)).statusCode).toBe(200)
    const change = { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }

    let res = await agent.post(UPDATE, profile(email, change))
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.current_password'])
    res = await agent.post(UPDATE, profile(email, { ...change, current_password: 'Sbagliata#2026' }))
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.current_password'])
    res = await agent.post(
      UPDATE,
      profile(email, { ...change, confirmPassword: 'Diversa#2026x', current_password: BUYER_PASSWORD }),
    )
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.confirmPassword'])
    expect(await whoAmI(other)).toBe(email)

    res = await agent.post(UPDATE, profile(email, { ...change, current_password: BUYER_PASSWORD }))
    expect(res.statusCode, res.body).toBe(200)
    expect(await whoAmI(agent)).toBe(email)
    expect(await whoAmI(other)).toBeNull()
    const again = createAgent(t.app, { remoteAddress: '10.77.0.3' })
    expectKo(await again.login(email, BUYER_PASSWORD), 401)
    expect((await again.login(email, NEW_PASSWORD)).statusCode).toBe(200)
  })

  it('checks the password rules against the address typed (the schema) and the login it replaces (the server)', async () => {
    const { agent, email, userId } = await buyer()
    let res = await agent.post(
      UPDATE,
      profile(email, { password: 'corta', current_password: BUYER_PASSWORD }),
    )
    expectKo(res, 422, 'validation_failed')
    expect(res.json().errors['user.password']).toHaveLength(4)

    // A password that is the old address passes every rule against the new one, and not against the login.
    await t.deps.db
      .update(users)
      .set({ email: `marta.rossi${userId}@example.com` })
      .where(eq(users.id, userId))
    const oldAddress = `Marta.Rossi${userId}@example.com`
    res = await agent.post(
      UPDATE,
      profile(newEmail('profilo'), {
        password: oldAddress,
        confirmPassword: oldAddress,
        current_password: BUYER_PASSWORD,
      }),
    )
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.password'])
  })

  it('mails the new address a link, keeps the old one as the login until it is followed, then swaps them', async () => {
    const { agent, email } = await buyer()
    const next = newEmail('profilo')
    expectKo(await agent.post(UPDATE, profile(next)), 422, 'validation_failed')

    const res = await agent.post(UPDATE, profile(next, { current_password: BUYER_PASSWORD }))
    expect(res.statusCode, res.body).toBe(200)
    expect(profileUpdateResponse.parse(res.json()).attrib.pending_email).toBe(next)
    expect(await whoAmI(agent)).toBe(email)
    const token = await confirmToken(next)
    expect(t.mail.to(email).some((m) => m.text.includes('confirm-email'))).toBe(false)

    // The link works without a session, once.
    const anyone = newVisitor(t)
    const confirmed = await anyone.post(CONFIRM, { token }, { headers: { 'x-lang': 'it' } })
    expect(confirmed.statusCode, confirmed.body).toBe(200)
    expect(confirmed.json().message).toContain(next)
    expectKo(await anyone.post(CONFIRM, { token }), 422, 'token_invalid')

    expect(await whoAmI(agent)).toBe(next)
    const me = (await agent.get('/api/front/user')).json() as UserResponse
    expect(me.attrib.pending_email).toBeNull()
    expectKo(await newVisitor(t).login(email, BUYER_PASSWORD), 401)
    expect((await newVisitor(t).login(next, BUYER_PASSWORD)).statusCode).toBe(200)
  })

  it('refuses an address another account has, and one taken between the request and the link', async () => {
    const { agent, email } = await buyer()
    const taken = await buyer()
    const res = await agent.post(UPDATE, profile(taken.email, { current_password: BUYER_PASSWORD }))
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.email'])

    const next = newEmail('profilo')
    expect((await agent.post(UPDATE, profile(next, { current_password: BUYER_PASSWORD }))).statusCode).toBe(
      200,
    )
    const token = await confirmToken(next)
    await t.deps.db.update(users).set({ email: next }).where(eq(users.email, taken.email))
    expectKo(await newVisitor(t).post(CONFIRM, { token }), 409, 'already_exist')
    expect(await whoAmI(agent)).toBe(email)
  })

  it('does not let an unverified account change its address or choose a password here', async () => {
    const email = newEmail('profilo')
    const agent = newVisitor(t)
    expect((await agent.post('/api/front/user/signup', checkoutSignup(email))).statusCode).toBe(200)
    const res = await agent.post(UPDATE, profile(newEmail('profilo'), { current_password: 'Checkout#2026' }))
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['user.email'])
    // The rest of the profile can be saved: it is how a gated user completes it.
    expect((await agent.post(UPDATE, profile(email))).statusCode).toBe(200)

    // A sign-up without a password may not choose one before the address is proven (as set_password).
    const other = newEmail('profilo')
    const noPassword = newVisitor(t)
    expect((await noPassword.post('/api/front/user/signup', shopSignup(other))).statusCode).toBe(200)
    const chosen = await noPassword.post(
      UPDATE,
      profile(other, { password: NEW_PASSWORD, confirmPassword: NEW_PASSWORD }),
    )
    expectKo(chosen, 422, 'validation_failed')
    expect(Object.keys(chosen.json().errors)).toEqual(['user.password'])
  })

  it('answers 401 to a visitor, 403 without the CSRF header, 422 on a bad body (never a 5xx)', async () => {
    expectKo(await newVisitor(t).post(UPDATE, profile(newEmail())), 401, 'unauthenticated')
    const { agent, email } = await buyer()
    expectKo(await agent.post(UPDATE, profile(email), { csrf: false }), 403)
    for (const body of [
      {},
      { user: null },
      { user: 'x' },
      profile(email, { email: 'not-an-address' }),
      profile(email, { preferred_lang: 'pt' }),
      profile(email, { profil_sector: 'nucleare' }),
      profile(email, { profil_sector: ['alimentare'] }),
      profile(email, { nome: 'x'.repeat(101) }),
      profile(email, { nome: 'a\u0000b' }),
      profile(email, { password: 42 }),
    ]) {
      const res = await agent.post(UPDATE, body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
    }
  })
})

describe('POST /api/front/user/confirm_email', () => {
  it('refuses an unknown token and a bad body with 422', async () => {
    const agent = newVisitor(t)
    expectKo(await agent.post(CONFIRM, { token: 'nope' }), 422, 'token_invalid')
    expectKo(await agent.post(CONFIRM, {}), 422, 'validation_failed')
    expectKo(await agent.post(CONFIRM, { token: 'nope' }, { csrf: false }), 403)
  })
})
