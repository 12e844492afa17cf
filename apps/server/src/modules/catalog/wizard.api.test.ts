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
  await t.deps.mailer.idle()
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
  it('creates the account without a company, signs it in, saves the configuration and mails the activation and the provider', async () => {
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

    // The address is not verified yet: it gets the activation mail and not the configuration's copy, so a visitor
    // cannot make the shop mail a stranger.
    const userMails = await mailsTo(email, since)
    expect(userMails.map((m) => m.subject)).toEqual(['Confirm your e-mail address'])
    expect(userMails[0]?.text).toMatch(/\/en\/user\/activate\?token=/)
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

  it('sends a signed-in but unverified account no copy of its own, and the provider theirs', async () => {
    const since = t.mail.mails.length
    const email = newEmail()
    const agent = createAgent(t.app)
    await agent.post('/api/front/wizard/submit', { ...signupFields(email), configuration_code: defaultCode })
    const again = await agent.post('/api/front/wizard/submit', { configuration_code: defaultCode })
    expect(again.statusCode).toBe(200)
    expect((await mailsTo(email, since)).map((m) => m.subject)).toEqual(['Confirm your e-mail address'])
    expect((await mailsTo(PROVIDER, since)).filter((m) => m.text.includes(email))).toHaveLength(2)
  })

  it('is one unit of work: a configuration that cannot be stored leaves no account, session or mail', async () => {
    const since = t.mail.mails.length
    const email = newEmail().replace('wizard-', 'wizard-fail-')
    // The insert of the configuration fails inside the transaction, after the account row was written.
    await t.database.db.execute(sql`
      create or replace function fail_wizard_test() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from users where id = new.owner_user_id and email like 'wizard-fail-%') then
          raise exception 'simulated failure';
        end if;
        return new;
      end $$`)
    await t.database.db.execute(sql`
      create trigger fail_wizard_test before insert on product_configurations
      for each row execute function fail_wizard_test()`)
    try {
      const agent = createAgent(t.app)
      const res = await agent.post('/api/front/wizard/submit', {
        ...signupFields(email),
        configuration_code: defaultCode,
      })
      expect(res.statusCode).toBe(500)
      expect(agent.jar.has(SESSION_COOKIE)).toBe(false)
      const [row] = await t.database.db
        .select({ n: sql<number>`count(*)::int` })
        .from(users)
        .where(eq(users.email, email))
      expect(row?.n).toBe(0)
      expect(await mailsTo(email, since)).toEqual([])
      expect((await mailsTo(PROVIDER, since)).filter((m) => m.text.includes(email))).toEqual([])
    } finally {
      await t.database.db.execute(sql`drop trigger fail_wizard_test on product_configurations`)
      await t.database.db.execute(sql`drop function fail_wizard_test()`)
    }
  })

  it('claims a pending configuration only in the answer to a sign-in, never on a GET', async () => {
    const visitor = createAgent(t.app)
    await visitor.post('/api/front/wizard/submit', {
      ...signupFields(DEMO_USERS.prospect.email),
      configuration_code: defaultCode,
    })
    const pending = visitor.jar.get(WIZARD_PENDING_COOKIE)
    expect(pending).toBeDefined()
    // The same browser, already signed in as that account, reads pages of the API: nothing is saved or mailed.
    const browser = createAgent(t.app)
    await browser.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    browser.jar.set(WIZARD_PENDING_COOKIE, pending as NonNullable<typeof pending>)
    const before = (await ownedBy(DEMO_USERS.prospect.email)).length
    await browser.get('/api/front/user')
    await browser.get('/api/front/product_configuration')
    expect(browser.jar.has(WIZARD_PENDING_COOKIE)).toBe(true)
    expect(await ownedBy(DEMO_USERS.prospect.email)).toHaveLength(before)

    await browser.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    expect(browser.jar.has(WIZARD_PENDING_COOKIE)).toBe(false)
    expect(await ownedBy(DEMO_USERS.prospect.email)).toHaveLength(before + 1)
  })

  it('folds and defangs what the visitor typed in the provider’s mail', async () => {
    const since = t.mail.mails.length
    const email = newEmail()
    const res = await createAgent(t.app).post('/api/front/wizard/submit', {
      ...signupFields(email, {
        first_name: 'Giulia\r\nURGENT: pay at https://evil.example/pay',
        company: 'Evil\nwww.evil.com',
        telefono: '+39\n051',
      }),
      configuration_code: defaultCode,
    })
    expect(res.statusCode).toBe(200)
    const [mail] = (await mailsTo(PROVIDER, since)).filter((m) => m.text.includes(email))
    expect(mail?.text).toContain('Giulia URGENT: pay at hxxps://evil[.]example/pay Rossi')
    expect(mail?.text).toContain('Evil www[.]evil[.]com')
    expect(mail?.text).toContain('+39 051')
    expect(mail?.text).not.toMatch(/^URGENT/m)
    expect(mail?.text).not.toContain('https://evil')
  })
})
