import { eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { productConfigurations, users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createAgent } from '../accounts/test-agent.ts'
import { WIZARD_PENDING_COOKIE } from './wizard.routes.ts'

const PROVIDER = 'vendite@silo-shop.example'
let t: Awaited<ReturnType<typeof createTestApp>>
/** The wizard's default configuration (id 25) and its canonical code. */
let defaultCode: string

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100', PROVIDER_EMAIL: PROVIDER })
  const res = await createAgent(t.app).get('/api/front/product_configuration/25')
  defaultCode = res.json().product_configuration.configuration_code
  expect(defaultCode).toMatch(/^[A-Z0-9]+-/)
})
afterAll(() => t.close())

let counter = 0
const newEmail = () => `wizard-${Date.now()}-${++counter}@example.com`

function signupFields(email: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Giulia',
    last_name: 'Rossi',
    esaedro_zone_code: '000',
    email,
    telefono: '+39 051 000000',
    client_type: 'cliente_finale',
    privacy: true,
    preferred_lang: 'en',
    ...extra,
  }
}

/** The mails to the address that reached the SMTP catcher after the `since` mark (a count of mails caught). */
async function mailsTo(address: string, since: number) {
  await t.app.mailer.idle()
  return t.mail.mails.slice(since).filter((m) => m.to.includes(address.toLowerCase()))
}

async function ownedBy(email: string) {
  return t.database.db
    .select({
      code: productConfigurations.configurationCode,
      ownerClientId: productConfigurations.ownerClientId,
    })
    .from(productConfigurations)
    .innerJoin(users, eq(users.id, productConfigurations.ownerUserId))
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
}

describe('POST /api/front/wizard/submit', () => {
  it('creates the account without a company, signs it in, saves the configuration and mails user and provider', async () => {
    const since = t.mail.mails.length
    const email = newEmail()
    const agent = createAgent(t.app)
    const res = await agent.post('/api/front/wizard/submit', {
      ...signupFields(email),
      configuration_code: defaultCode.toLowerCase(),
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body).toMatchObject({
      status: 'OK',
      user: { id: expect.any(Number), email },
      product_configuration: { configuration_code: defaultCode, owner: { user_id: body.user.id } },
    })
    expect(agent.jar.has(SESSION_COOKIE)).toBe(true)
    const me = (await agent.get('/api/front/user')).json()
    expect(me.user).toMatchObject({ email, azienda: '' })
    expect(await ownedBy(email)).toEqual([{ code: defaultCode, ownerClientId: null }])
    // The list of own configurations shows it to the new account.
    const list = (await agent.get('/api/front/product_configuration')).json().product_configuration
    expect(
      list.map((c: { configuration_code: string; owner?: unknown }) => c.owner && c.configuration_code),
    ).toContain(defaultCode)

    const userMails = await mailsTo(email, since)
    expect(userMails.map((m) => m.subject).sort()).toEqual(
      ['Confirm your e-mail address', `Your configuration ${defaultCode}`].sort(),
    )
    const activation = userMails.find((m) => m.subject === 'Confirm your e-mail address')
    expect(activation?.text).toMatch(/\/en\/user\/activate\?token=/)
    const providerMails = (await mailsTo(PROVIDER, since)).filter((m) => m.text.includes(email))
    expect(providerMails).toHaveLength(1)
    expect(providerMails[0]?.subject).toBe(`Nuova configurazione dal wizard: ${defaultCode}`)
    expect(providerMails[0]?.text).toContain('Giulia Rossi')
    expect(providerMails[0]?.text).toContain('nuovo account')
    expect(providerMails[0]?.text).toContain(`/it/prodotti/SZ-30?code=${encodeURIComponent(defaultCode)}`)
  })

  it('refuses a bad code with its reason (422) before creating any account', async () => {
    const email = newEmail()
    const agent = createAgent(t.app)
    for (const [code, reason] of [
      ['QQ99', 'unknown_base_model'],
      [`${defaultCode}ZZZZZZ`, null],
      ['SZ30 45', 'invalid_character'],
    ] as const) {
      const res = await agent.post(
        '/api/front/wizard/submit',
        { ...signupFields(email), configuration_code: code },
        { headers: { 'x-lang': 'en' } },
      )
      expect(res.statusCode).toBe(422)
      const body = res.json()
      expect(body).toMatchObject({ status: 'KO', error_code: 'validation_failed' })
      expect(body.errors.configuration_code?.[0]).toBe(body.error)
      if (reason) expect(body.reason).toBe(reason)
    }
    const [row] = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.email, email))
    expect(row?.n).toBe(0)
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
  })

  it('refuses variations that do not belong to the code (4xx, never 5xx)', async () => {
    const res = await createAgent(t.app).post('/api/front/wizard/submit', {
      ...signupFields(newEmail()),
      configuration_code: defaultCode,
      variations: [2_000_000_000],
    })
    expect(res.statusCode).toBeGreaterThanOrEqual(400)
    expect(res.statusCode).toBeLessThan(500)
    expect(res.json().status).toBe('KO')
  })

  it('answers every missing field at once, with the code among them', async () => {
    const res = await createAgent(t.app).post('/api/front/wizard/submit', { email: 'nope', privacy: false })
    expect(res.statusCode).toBe(422)
    const { errors } = res.json()
    expect(Object.keys(errors)).toEqual(
      expect.arrayContaining(['configuration_code', 'first_name', 'last_name', 'email', 'privacy']),
    )
    // The wizard's company is optional (spec 1 §3.2).
    expect(errors.company).toBeUndefined()
  })

  it('needs the CSRF header', async () => {
    const res = await createAgent(t.app).post(
      '/api/front/wizard/submit',
      { ...signupFields(newEmail()), configuration_code: defaultCode },
      { csrf: false },
    )
    expect(res.statusCode).toBe(403)
  })

  it('answers already_exist for a registered address, and saves the configuration once that user signs in', async () => {
    const since = t.mail.mails.length
    const agent = createAgent(t.app)
    const before = (await ownedBy(DEMO_USERS.prospect.email)).length
    const res = await agent.post(
      '/api/front/wizard/submit',
      { ...signupFields(DEMO_USERS.prospect.email.toUpperCase()), configuration_code: defaultCode },
      { headers: { 'x-lang': 'en' } },
    )
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'already_exist' })
    expect(res.json().error).toMatch(/log in/i)
    expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
    expect(agent.jar.has(WIZARD_PENDING_COOKIE)).toBe(true)
    expect(await ownedBy(DEMO_USERS.prospect.email)).toHaveLength(before)

    const login = await agent.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    expect(login.statusCode).toBe(200)
    // Saved by the sign-in's own answer, and the pending copy is gone.
    expect(agent.jar.has(WIZARD_PENDING_COOKIE)).toBe(false)
    const after = await ownedBy(DEMO_USERS.prospect.email)
    expect(after).toHaveLength(before + 1)
    expect(after.map((c) => c.code)).toContain(defaultCode)
    await agent.get('/api/front/user')
    expect(await ownedBy(DEMO_USERS.prospect.email)).toHaveLength(before + 1)
    expect(
      (await mailsTo(PROVIDER, since)).filter((m) => m.text.includes(DEMO_USERS.prospect.email)),
    ).toHaveLength(1)
    expect((await mailsTo(DEMO_USERS.prospect.email, since)).map((m) => m.subject)).toEqual([
      expect.stringContaining(defaultCode),
    ])
  })

  it('does not give a pending configuration to another account that signs in', async () => {
    const agent = createAgent(t.app)
    await agent.post('/api/front/wizard/submit', {
      ...signupFields(DEMO_USERS.prospect.email),
      configuration_code: defaultCode,
    })
    expect(agent.jar.has(WIZARD_PENDING_COOKIE)).toBe(true)
    const before = (await ownedBy(DEMO_USERS.buyer.email)).length
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    expect(agent.jar.has(WIZARD_PENDING_COOKIE)).toBe(false)
    expect(await ownedBy(DEMO_USERS.buyer.email)).toHaveLength(before)
  })

  it('saves straight to a signed-in user without the sign-up fields, owned by their company', async () => {
    const since = t.mail.mails.length
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const before = (await ownedBy(DEMO_USERS.buyer.email)).length
    const res = await agent.post('/api/front/wizard/submit', { configuration_code: defaultCode })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toMatchObject({
      status: 'OK',
      user: { email: DEMO_USERS.buyer.email },
      product_configuration: { configuration_code: defaultCode },
    })
    const owned = await ownedBy(DEMO_USERS.buyer.email)
    expect(owned).toHaveLength(before + 1)
    expect(owned.at(-1)?.ownerClientId).not.toBeNull()
    expect(await mailsTo(DEMO_USERS.buyer.email, since)).toHaveLength(1)

    const bad = await agent.post('/api/front/wizard/submit', { configuration_code: 'QQ99' })
    expect(bad.statusCode).toBe(422)
    expect(bad.json().reason).toBe('unknown_base_model')
  })
})
