import { createHash } from 'node:crypto'
import { PROVIDER_IDENTITY_KEY } from '@shop/domain/identity/provider'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sessions, settings } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { DEMO_PROVIDER_IDENTITY } from '../../db/seed/demo-identity.ts'
import { SESSION_COOKIE } from '../../plugins/session.ts'
import { createTestApp } from '../../test/test-app.ts'
import { forgetSettings } from '../lookups/settings.service.ts'
import { type Agent, createAgent } from './test-agent.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100', SESSION_IDLE_MINUTES: '30' })
})
afterAll(() => t.close())

/** The row behind the agent's cookie (the table keeps the token's SHA-256). */
function sessionId(agent: Agent): string {
  return createHash('sha256')
    .update(agent.jar.get(SESSION_COOKIE)?.value ?? '')
    .digest('hex')
}

async function sessionRow(agent: Agent) {
  const [row] = await t.database.db
    .select()
    .from(sessions)
    .where(eq(sessions.id, sessionId(agent)))
  return row
}

describe('GET /api/front/user', () => {
  it('answers user null and the settings for an anonymous visitor, without creating a session', async () => {
    const res = await createAgent(t.app).get('/api/front/user')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({
      status: 'OK',
      settings: {
        show_public_prices: false,
        cart_maintenance: false,
        show_price_warning: expect.any(Boolean),
        front_price_warning_hide_prospect: expect.any(Boolean),
        weborder_discount_perc: 0,
        promo_codes_enabled: true,
        // The local payment provider simulates PayPal (issue 12).
        paypal_enabled: true,
        // No GEOCODER_URL: the address form offers no suggestions (issue 23).
        address_suggestions: false,
        // Who runs the shop (issue 13), as the demo seeds it: every page's footer shows it.
        provider: { ...DEMO_PROVIDER_IDENTITY, tax_code: '' },
      },
      user: null,
      attrib: {},
    })
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })

  it('answers provider null when staff have set no identity, or a malformed one, and the page still works', async () => {
    const db = t.deps.db
    const [row] = await db.select().from(settings).where(eq(settings.key, PROVIDER_IDENTITY_KEY))
    const providerOf = async () => {
      forgetSettings(db)
      const res = await createAgent(t.app).get('/api/front/user')
      expect(res.statusCode).toBe(200)
      return res.json().settings.provider
    }
    try {
      await db
        .update(settings)
        .set({ value: { ...DEMO_PROVIDER_IDENTITY, vat_number: '' } })
        .where(eq(settings.key, PROVIDER_IDENTITY_KEY))
      expect(await providerOf()).toBeNull()
      await db.delete(settings).where(eq(settings.key, PROVIDER_IDENTITY_KEY))
      expect(await providerOf()).toBeNull()
      await db
        .insert(settings)
        .values({ key: PROVIDER_IDENTITY_KEY, value: { ...DEMO_PROVIDER_IDENTITY, pec: '' } })
      expect(await providerOf()).toMatchObject({ company_name: 'Silo Shop Demo S.r.l.', pec: '' })
    } finally {
      if (row)
        await db
          .insert(settings)
          .values(row)
          .onConflictDoUpdate({ target: settings.key, set: { value: row.value } })
      forgetSettings(db)
    }
  })

  it('answers the buyer with the client, the linked companies and the profile details', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const body = (await agent.get('/api/front/user')).json()
    expect(body.user).toMatchObject({
      email: 'buyer@example.com',
      nome: 'Marco',
      cognome: 'Bianchi',
      name: 'Marco',
      last_name: 'Bianchi',
      azienda: 'Molino Ferraresi S.r.l.',
      esaedro_zone_code: '000',
      client: {
        ragione: 'Molino Ferraresi S.r.l.',
        cli_for_code: 'C001024',
        piva: '02845190376',
        sdi_code: 'M5UXCR1',
      },
      can_see_prices: true,
      can_create_order: true,
      has_password: true,
      email_verified: true,
      privacy_accepted: true,
      is_admin: false,
      main_account: { ragione: 'Molino Ferraresi S.r.l.', cli_for_code: 'C001024' },
      alias_account: [{ ragione: 'Agrimangimi Padana S.p.A.', cli_for_code: 'C001187' }],
    })
    expect(body.user.client_id).toBe(body.user.client.id)
    // Exactly the contract's keys: nothing of the row (password hash, session, tokens) can slip into the answer.
    expect(Object.keys(body.user).sort()).toEqual(
      [
        'id',
        'email',
        'nome',
        'cognome',
        'name',
        'last_name',
        'azienda',
        'esaedro_zone_code',
        'preferred_lang',
        'client_id',
        'client',
        'can_see_prices',
        'can_create_order',
        'has_password',
        'email_verified',
        'privacy_accepted',
        'is_admin',
        'main_account',
        'alias_account',
        'area',
      ].sort(),
    )
    expect(Object.keys(body.user.client).sort()).toEqual(
      ['id', 'ragione', 'piva', 'cli_for_code', 'sdi_code', 'persona_fisica', 'verified'].sort(),
    )
    expect(body.user.area).toEqual({ missing: [], area: true, price_list: true })
    expect(body.attrib).toMatchObject({ piva: '02845190376', company_role: 'Responsabile acquisti' })
  })

  it('answers a prospect without client and without prices', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    const { user } = (await agent.get('/api/front/user')).json()
    expect(user).toMatchObject({
      client: null,
      client_id: null,
      can_see_prices: false,
      main_account: null,
      alias_account: [],
    })
  })
})

describe('sessions', () => {
  it('slide the idle expiry forward at most once a minute', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    const first = (await sessionRow(agent))?.expiresAt
    await agent.get('/api/front/user')
    expect((await sessionRow(agent))?.expiresAt).toEqual(first)

    const older = new Date((first?.getTime() ?? 0) - 5 * 60_000)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: older })
      .where(eq(sessions.id, sessionId(agent)))
    await agent.get('/api/front/user')
    expect((await sessionRow(agent))?.expiresAt.getTime()).toBeGreaterThan(older.getTime() + 4 * 60_000)
  })

  it('end when idle for too long: the row is ignored, deleted and the cookie cleared', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const id = sessionId(agent)
    await t.database.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.id, id))
    const res = await agent.get('/api/front/user')
    expect(res.json().user).toBeNull()
    expect(res.cookies.find((c) => c.name === SESSION_COOKIE)?.value).toBe('')
    expect(await t.database.db.select().from(sessions).where(eq(sessions.id, id))).toEqual([])
  })

  it('are not loaded for pages and assets', async () => {
    const agent = createAgent(t.app)
    await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const token = agent.jar.get(SESSION_COOKIE)?.value
    await t.database.db.delete(sessions)
    const page = await t.app.inject({
      method: 'GET',
      url: '/it/',
      headers: { cookie: `${SESSION_COOKIE}=${token}` },
    })
    // A page never reads the session, so it does not notice the row is gone and leaves the cookie alone.
    expect(page.cookies.find((c) => c.name === SESSION_COOKIE)).toBeUndefined()
  })
})
