import {
  deskClientActionResponse,
  deskClientDetailResponse,
  deskClientListResponse,
} from '@shop/domain/desk/client-schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { clients, deskAudit, discountRules, orders, userClientLinks, users } from '../../db/schema/index.ts'
import { XSRF_COOKIE, XSRF_HEADER } from '../../plugins/csrf.ts'
import type { Agent } from '../accounts/test-agent.ts'
import { addToCart, cartTestApp, newBuyer, newClient, PRODUCTS, readCart } from '../cart/test-cart.ts'
import { deskCallers, expectHiddenFrom } from './test-desk-orders.ts'

// The desk's clients (issue 24 item 7): the list, one company, verify, link a user elsewhere, change the settings.
// Staff only: a buyer, a prospect and a visitor get 404 from every call; bad input is a 4xx, never a 5xx.

const { t, molino } = await cartTestApp('100')
const { staff, outsiders } = await deskCallers(t)

const URL = {
  list: '/api/desk/clients',
  one: (id: number | string) => `/api/desk/clients/${id}`,
  verify: (id: number | string) => `/api/desk/clients/${id}/verify`,
  link: (userId: number | string) => `/api/desk/users/${userId}/link`,
}

/** PATCH with the agent's cookies and CSRF header (the agent itself sends GET and POST only). */
function patch(agent: Agent, url: string, body: unknown) {
  const cookie = [...agent.jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
  const xsrf = agent.jar.get(XSRF_COOKIE)?.value
  return t.app.inject({
    method: 'PATCH',
    url,
    payload: body as object,
    headers: { ...(cookie ? { cookie } : {}), ...(xsrf ? { [XSRF_HEADER]: xsrf } : {}) },
  })
}

/** A company made the way the checkout makes one: a signed-in user without a company calls create_client. */
async function checkoutCompany() {
  const buyer = await newBuyer(t, null)
  const res = await buyer.agent.post('/api/front/user/create_client', {})
  expect(res.statusCode, res.body).toBe(200)
  const [user] = await t.deps.db
    .select({ clientId: users.clientId })
    .from(users)
    .where(eq(users.id, buyer.userId))
  return { ...buyer, clientId: user?.clientId as number }
}

const detailOf = async (id: number) => {
  const res = await staff.get(URL.one(id))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return deskClientDetailResponse.parse(res.json())
}

const auditOf = (entity: 'client' | 'user', id: number) =>
  t.deps.db
    .select({ action: deskAudit.action, details: deskAudit.details, actor: deskAudit.actorUserId })
    .from(deskAudit)
    .where(and(eq(deskAudit.entity, entity), eq(deskAudit.entityId, id)))

describe('GET /api/desk/clients', () => {
  it('lists unverified companies first, newest first, with their counts, in pages', async () => {
    const a = await checkoutCompany()
    const b = await checkoutCompany()
    const res = await staff.get(`${URL.list}?per_page=2`)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const page = deskClientListResponse.parse(res.json())
    expect(page.clients.map((c) => c.id)).toEqual([b.clientId, a.clientId])
    expect(page.clients[0]).toMatchObject({
      verified: false,
      users_count: 1,
      orders_count: 0,
      country: 'Italia',
    })
    expect(page.total).toBeGreaterThan(2)
    expect(page).toMatchObject({ page: 1, per_page: 2 })
  })

  it('filters by verification and by text in name, VAT number, ERP code and the users’ e-mail', async () => {
    const fresh = await checkoutCompany()
    const verified = deskClientListResponse.parse(
      (await staff.get(`${URL.list}?verified=true&per_page=100`)).json(),
    )
    expect(verified.clients.every((c) => c.verified)).toBe(true)
    expect(verified.clients.some((c) => c.id === molino)).toBe(true)
    const byEmail = deskClientListResponse.parse(
      (await staff.get(`${URL.list}?q=${encodeURIComponent(fresh.email.toUpperCase())}`)).json(),
    )
    expect(byEmail.clients.map((c) => c.id)).toEqual([fresh.clientId])
    for (const q of ['Molino Ferr', '02845190376', 'C001024']) {
      const found = deskClientListResponse.parse(
        (await staff.get(`${URL.list}?q=${encodeURIComponent(q)}`)).json(),
      )
      expect(
        found.clients.map((c) => c.id),
        q,
      ).toContain(molino)
    }
    const none = deskClientListResponse.parse(
      (await staff.get(`${URL.list}?q=${encodeURIComponent('%_%')}`)).json(),
    )
    expect(none).toMatchObject({ clients: [], total: 0 })
  })

  it('sorts by name and by orders', async () => {
    const byName = deskClientListResponse.parse(
      (await staff.get(`${URL.list}?sort=name&per_page=100`)).json(),
    )
    const names = byName.clients.map((c) => c.ragione.toLowerCase())
    expect(names).toEqual([...names].sort((x, y) => (x < y ? -1 : x > y ? 1 : 0)))
    const byOrders = deskClientListResponse.parse(
      (await staff.get(`${URL.list}?sort=-orders&per_page=100`)).json(),
    )
    const counts = byOrders.clients.map((c) => c.orders_count)
    expect(counts).toEqual([...counts].sort((x, y) => y - x))
  })

  it('answers 422 for a bad page, size, sort or filter, and 404 to a buyer, a prospect and a visitor', async () => {
    for (const bad of ['page=0', 'page=abc', 'per_page=101', 'per_page=0', 'sort=drop', 'verified=maybe'])
      expect((await staff.get(`${URL.list}?${bad}`)).statusCode, bad).toBe(422)
    expect((await staff.get(`${URL.list}?q=${'x'.repeat(101)}`)).statusCode).toBe(422)
    await expectHiddenFrom(outsiders, (a) => a.get(URL.list))
  })
})

describe('GET /api/desk/clients/{id}', () => {
  it('answers the company, its addresses, users, price rules and audit', async () => {
    const d = await detailOf(molino)
    expect(d.client).toMatchObject({
      id: molino,
      cli_for_code: 'C001024',
      verified: true,
      sdi_code: 'M5UXCR1',
    })
    expect(d.addresses[0]?.address_type).toBe('main')
    expect(d.users.some((u) => u.email === 'buyer@example.com' && u.link === 'main' && u.acting)).toBe(true)
    const [rule] = await t.deps.db
      .select({ id: discountRules.id })
      .from(discountRules)
      .where(and(eq(discountRules.scope, 'client'), eq(discountRules.scopeId, molino)))
    if (rule) expect(d.discount_rules.map((r) => r.id)).toContain(rule.id)
    expect(Array.isArray(d.audit)).toBe(true)
  })

  it('is 404 for no such company and for outsiders, 422 for a bad id', async () => {
    expect((await staff.get(URL.one(2_000_000_000))).statusCode).toBe(404)
    for (const bad of ['abc', '0', '-3', '99999999999'])
      expect((await staff.get(URL.one(bad))).statusCode, bad).toBe(422)
    await expectHiddenFrom(outsiders, (a) => a.get(URL.one(molino)))
  })
})

describe('POST /api/desk/clients/{id}/verify', () => {
  it('verifies the company: the same session sees prices at once, the user is mailed, the change audited', async () => {
    const buyer = await checkoutCompany()
    await addToCart(buyer.agent, PRODUCTS.silo)
    expect((await readCart(buyer.agent)).permissions.show_prices).toBe(false)

    const res = await staff.post(URL.verify(buyer.clientId), {})
    expect(res.statusCode, res.body).toBe(200)
    expect(deskClientActionResponse.parse(res.json())).toMatchObject({ client_id: buyer.clientId, mailed: 1 })

    // No new login: the session reads the company with every request.
    const cart = await readCart(buyer.agent)
    expect(cart.permissions.show_prices).toBe(true)
    expect(cart.lines[0]?.price).toBeGreaterThan(0)

    const mail = await t.mail.waitFor(buyer.email, (m) => m.subject === 'La tua azienda è stata verificata')
    expect(mail.text).toContain('/it/user')
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, buyer.clientId))
    expect(row?.verified).toBe(true)
    expect(row?.verifiedAt).toBeInstanceOf(Date)
    const audit = await auditOf('client', buyer.clientId)
    expect(audit).toEqual([expect.objectContaining({ action: 'client_verified' })])
    expect((await detailOf(buyer.clientId)).audit[0]).toMatchObject({
      action: 'client_verified',
      actor_email: 'admin@example.com',
    })
  })

  it('answers 409 the second time (nothing mailed again) and when two staff verify at once only one wins', async () => {
    const { clientId } = await checkoutCompany()
    const both = await Promise.all([
      staff.post(URL.verify(clientId), {}),
      staff.post(URL.verify(clientId), {}),
    ])
    expect(both.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const again = await staff.post(URL.verify(clientId), {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error).toBe('Questa azienda è già stata verificata.')
    expect(await auditOf('client', clientId)).toHaveLength(1)
  })

  it('is 404 for no such company and for outsiders (nothing changes), 422 for a bad id', async () => {
    const { clientId } = await checkoutCompany()
    await expectHiddenFrom(outsiders, (a) => a.post(URL.verify(clientId), {}))
    const [row] = await t.deps.db.select().from(clients).where(eq(clients.id, clientId))
    expect(row?.verified).toBe(false)
    expect((await staff.post(URL.verify(2_000_000_000), {})).statusCode).toBe(404)
    expect((await staff.post(URL.verify('x'), {})).statusCode).toBe(422)
  })
})

describe('POST /api/desk/users/{userId}/link', () => {
  it('moves the user to an existing company, removes the unneeded new one, mails and audits', async () => {
    const buyer = await checkoutCompany()
    await addToCart(buyer.agent, PRODUCTS.filter)
    const res = await staff.post(URL.link(buyer.userId), { client_id: molino })
    expect(res.statusCode, res.body).toBe(200)
    expect(deskClientActionResponse.parse(res.json())).toMatchObject({
      client_id: molino,
      removed_client_id: buyer.clientId,
      mailed: 1,
    })
    expect(await t.deps.db.select().from(clients).where(eq(clients.id, buyer.clientId))).toEqual([])
    const links = await t.deps.db
      .select()
      .from(userClientLinks)
      .where(eq(userClientLinks.userId, buyer.userId))
    expect(links).toEqual([{ userId: buyer.userId, clientId: molino, kind: 'main' }])
    // The cart followed, and Molino's prices show in the same session.
    const cart = await readCart(buyer.agent)
    expect(cart.lines).toHaveLength(1)
    expect(cart.permissions.show_prices).toBe(true)
    await t.mail.waitFor(
      buyer.email,
      (m) => m.subject === 'Il tuo account è stato collegato alla tua azienda',
    )
    expect(await auditOf('user', buyer.userId)).toEqual([
      expect.objectContaining({
        action: 'user_linked',
        details: expect.objectContaining({
          before: { client_id: buyer.clientId },
          after: { client_id: molino },
        }),
      }),
    ])
    const clientAudit = (await detailOf(molino)).audit
    expect(clientAudit.some((a) => a.action === 'user_linked' && a.details.user_id === buyer.userId)).toBe(
      true,
    )
  })

  it('keeps a company that has orders: the user keeps it as an alias', async () => {
    const buyer = await checkoutCompany()
    await t.deps.db.insert(orders).values({ userId: buyer.userId, clientId: buyer.clientId, status: 'NEW' })
    const res = await staff.post(URL.link(buyer.userId), { client_id: molino })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().removed_client_id).toBeNull()
    const links = await t.deps.db
      .select()
      .from(userClientLinks)
      .where(eq(userClientLinks.userId, buyer.userId))
    expect(links).toEqual(
      expect.arrayContaining([
        { userId: buyer.userId, clientId: molino, kind: 'main' },
        { userId: buyer.userId, clientId: buyer.clientId, kind: 'alias' },
      ]),
    )
    expect(await auditOf('client', buyer.clientId)).toEqual([
      expect.objectContaining({ action: 'user_unlinked' }),
    ])
  })

  it('answers 422 for a missing company, 409 when already linked, 404 for no such user and for outsiders', async () => {
    const buyer = await checkoutCompany()
    const missing = await staff.post(URL.link(buyer.userId), { client_id: 2_000_000_000 })
    expect(missing.statusCode).toBe(422)
    expect(missing.json().errors.client_id).toEqual(['Questa azienda non esiste.'])
    expect((await staff.post(URL.link(buyer.userId), { client_id: buyer.clientId })).statusCode).toBe(409)
    expect((await staff.post(URL.link(2_000_000_000), { client_id: molino })).statusCode).toBe(404)
    for (const body of [{}, { client_id: 'x' }, { client_id: -1 }, null])
      expect((await staff.post(URL.link(buyer.userId), body)).statusCode, JSON.stringify(body)).toBe(422)
    await expectHiddenFrom(outsiders, (a) => a.post(URL.link(buyer.userId), { client_id: molino }))
    const [user] = await t.deps.db.select().from(users).where(eq(users.id, buyer.userId))
    expect(user?.clientId).toBe(buyer.clientId)
  })
})

describe('PATCH /api/desk/clients/{id}', () => {
  it('changes settings and company data, answers the page and audits before and after', async () => {
    const clientId = await newClient(t, { sdiCode: 'ABC1234' })
    const res = await patch(staff, URL.one(clientId), {
      payment_mode_id: 11,
      carrier_id: 2,
      port_id: 1,
      transport_id: 2,
      iva_code: 'NI41',
      bank_abi: '03069',
      bank_cab: '12345',
      bank_account: '000001234567',
      can_pay_online: false,
      sdi_code: 'xyz9876',
      ragione: 'Nuovo Nome S.r.l.',
    })
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
    const d = deskClientDetailResponse.parse(res.json())
    expect(d.client).toMatchObject({
      payment_mode_id: 11,
      carrier_id: 2,
      port_id: 1,
      transport_id: 2,
      iva_code: 'NI41',
      bank_abi: '03069',
      can_pay_online: false,
      sdi_code: 'XYZ9876',
      ragione: 'Nuovo Nome S.r.l.',
    })
    const [entry] = await auditOf('client', clientId)
    expect(entry?.action).toBe('client_updated')
    expect(entry?.details).toMatchObject({
      before: { payment_mode_id: null, sdi_code: 'ABC1234', can_pay_online: true },
      after: { payment_mode_id: 11, sdi_code: 'XYZ9876', can_pay_online: false },
    })
    // Null gives the choice back to the shop's default; the same values again change (and audit) nothing.
    expect((await patch(staff, URL.one(clientId), { carrier_id: null })).statusCode).toBe(200)
    expect((await patch(staff, URL.one(clientId), { port_id: 1 })).statusCode).toBe(200)
    expect(await auditOf('client', clientId)).toHaveLength(2)
  })

  it('applies the VAT number rules of the country and answers 422 on the field', async () => {
    const clientId = await newClient(t)
    const short = await patch(staff, URL.one(clientId), { piva: '1234567' })
    expect(short.statusCode).toBe(422)
    expect(Object.keys(short.json().errors)).toEqual(['piva'])
    expect((await patch(staff, URL.one(clientId), { piva: '' })).statusCode).toBe(422)
    expect(
      (await patch(staff, URL.one(clientId), { esaedro_zone_code: 'ZZZ' })).json().errors,
    ).toHaveProperty('esaedro_zone_code')
    // Outside the EU no VAT number is needed.
    expect((await patch(staff, URL.one(clientId), { esaedro_zone_code: 'USA', piva: '' })).statusCode).toBe(
      200,
    )
  })

  it('answers 422 with the field for unknown ids, bad codes, wrong types, unknown fields and an empty body', async () => {
    const clientId = await newClient(t)
    const cases: [Record<string, unknown>, string][] = [
      [{ payment_mode_id: 999 }, 'payment_mode_id'],
      [{ carrier_id: 999 }, 'carrier_id'],
      [{ port_id: 999 }, 'port_id'],
      [{ transport_id: 999 }, 'transport_id'],
      [{ iva_code: 'XX' }, 'iva_code'],
      [{ client_group_id: 999_999 }, 'client_group_id'],
      [{ sdi_code: '12' }, 'sdi_code'],
      [{ bank_abi: '12a45' }, 'bank_abi'],
      [{ bank_cab: '123456' }, 'bank_cab'],
      [{ can_see_prices: 'yes' }, 'can_see_prices'],
      [{ ragione: '' }, 'ragione'],
      [{ carrier_id: 3_000_000_000 }, 'carrier_id'],
    ]
    for (const [body, field] of cases) {
      const res = await patch(staff, URL.one(clientId), body)
      expect(res.statusCode, JSON.stringify(body)).toBe(422)
      expect(res.json().errors, JSON.stringify(body)).toHaveProperty(field)
    }
    expect((await patch(staff, URL.one(clientId), {})).statusCode).toBe(422)
    expect((await patch(staff, URL.one(clientId), { verified: true })).statusCode).toBe(422)
    expect(await auditOf('client', clientId)).toEqual([])
  })

  it('is 404 for no such company and for outsiders, who change nothing', async () => {
    expect((await patch(staff, URL.one(2_000_000_000), { carrier_id: 2 })).statusCode).toBe(404)
    await expectHiddenFrom(outsiders, (a) => patch(a, URL.one(molino), { can_see_prices: false }))
    expect((await detailOf(molino)).client.can_see_prices).toBe(true)
  })
})
