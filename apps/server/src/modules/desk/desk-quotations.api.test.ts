import { deskDetailResponse } from '@shop/domain/desk/detail-schemas'
import { deskListResponse } from '@shop/domain/desk/list-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deskAudit, orderRevisions, orders } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  orderRow,
  PRODUCTS,
  readCart,
  statusTrail,
  submitCart,
} from '../cart/test-cart.ts'
import { newStaff, nonStaffAgents, putAs } from './desk-test-callers.ts'

// The desk's list, detail and quotation pricing (issue 24 items 2, 3): staff only, 404 for everyone else.

const { t, molino } = await cartTestApp('100')
const staff = await newStaff(t)
const outsiders = await nonStaffAgents(t, molino)

const LIST = '/api/desk/orders'
const detailUrl = (id: number) => `/api/desk/orders/${id}`
const priceUrl = (id: number) => `/api/desk/quotations/${id}`
const sendUrl = (id: number) => `/api/desk/quotations/${id}/send`
const ASK = '/api/front/order/ask_modification'

type Buyer = Awaited<ReturnType<typeof newBuyer>>

/** A buyer of a company of its own with the products in the cart, sent as a quotation request. */
async function quotationRequest(
  products: object[] = [PRODUCTS.silo, PRODUCTS.customSilo],
  clientId?: number,
): Promise<Buyer & { order: Order; clientId: number }> {
  const client = clientId ?? (await newClient(t, { ragione: `Mangimi Test ${Date.now()}` }))
  const buyer = await newBuyer(t, client)
  for (const p of products) await addToCart(buyer.agent, p)
  return { ...buyer, clientId: client, order: await submitCart(buyer.agent, { quote_or_order: 'quote' }) }
}

async function detail(id: number) {
  const res = await staff.agent.get(detailUrl(id))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return deskDetailResponse.parse(res.json())
}

/** The draft PUT body pricing every line to be quoted at `price` cents. */
async function draftBody(id: number, extra: Record<string, unknown> = {}, price = 500000) {
  const { desk } = await detail(id)
  return {
    version: desk.version,
    lines: desk.lines.map((l) => ({ id: l.id, ...(l.to_quote ? { price } : {}) })),
    ...extra,
  }
}

async function priced(id: number, extra: Record<string, unknown> = {}) {
  const res = await putAs(t, staff.agent, priceUrl(id), await draftBody(id, extra))
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return deskDetailResponse.parse(res.json())
}

async function sent(id: number) {
  const version = (await detail(id)).desk.version
  const res = await staff.agent.post(sendUrl(id), { version })
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return deskDetailResponse.parse(res.json())
}

async function expectAll404(call: (agent: Agent) => Promise<{ statusCode: number; json(): unknown }>) {
  for (const [who, agent] of outsiders) {
    const res = await call(agent)
    expect(res.statusCode, who).toBe(404)
  }
}

describe('GET /api/desk/orders', () => {
  it('refuses bad input with 422, never a 5xx', async () => {
    for (const q of [
      '',
      '?kind=carts',
      '?kind=quotations&per_page=1000',
      '?kind=quotations&page=0',
      '?kind=orders&sort=price',
      '?kind=orders&client=abc',
      '?kind=orders&status=PAID',
    ])
      expectKo(await staff.agent.get(`${LIST}${q}`), 422)
  })

  it('answers 404 to a buyer, a prospect and a visitor', async () => {
    await expectAll404((agent) => agent.get(`${LIST}?kind=quotations`))
  })

  it('lists a new quotation request first, filtered by client, status and text, paged', async () => {
    const { order, clientId, email } = await quotationRequest()
    const res = await staff.agent.get(`${LIST}?kind=quotations&client=${clientId}`)
    const list = deskListResponse.parse(res.json())
    expect(list.rows[0]).toMatchObject({
      id: order.id,
      status: 'NEW',
      lines: 2,
      lines_to_quote: 1,
      modification: null,
    })
    expect(list).toMatchObject({ page: 1, per_page: 50 })
    const byClient = deskListResponse.parse(
      (await staff.agent.get(`${LIST}?kind=quotations&client=${clientId}`)).json(),
    )
    expect(byClient.rows.map((r) => r.id)).toEqual([order.id])
    expect(byClient.total).toBe(1)
    for (const q of [order.order_ref, email.toUpperCase(), 'Mangimi Test'])
      expect(
        deskListResponse
          .parse((await staff.agent.get(`${LIST}?kind=quotations&q=${encodeURIComponent(q)}`)).json())
          .rows.map((r) => r.id),
      ).toContain(order.id)
    const ready = deskListResponse.parse(
      (await staff.agent.get(`${LIST}?kind=quotations&status=READY&client=${clientId}`)).json(),
    )
    expect(ready.total).toBe(0)
    // Not an order, not an order request.
    for (const kind of ['orders', 'requests']) {
      const other = deskListResponse.parse(
        (await staff.agent.get(`${LIST}?kind=${kind}&client=${clientId}`)).json(),
      )
      expect(other.total).toBe(0)
    }
    // A page past the end is empty and still counts.
    const past = deskListResponse.parse(
      (await staff.agent.get(`${LIST}?kind=quotations&per_page=1&page=99999&client=${clientId}`)).json(),
    )
    expect(past).toMatchObject({ rows: [], total: 1 })
  })

  it('sorts by total and client both ways, wildcards in the text taken literally', async () => {
    for (const sort of ['total', 'client', 'updated_at', 'created_at'])
      for (const dir of ['asc', 'desc'])
        expect((await staff.agent.get(`${LIST}?kind=orders&sort=${sort}&dir=${dir}`)).statusCode).toBe(200)
    const res = await staff.agent.get(`${LIST}?kind=quotations&q=${encodeURIComponent('%_\\')}`)
    expect(deskListResponse.parse(res.json()).total).toBe(0)
  })
})

describe('GET /api/desk/orders/{id}', () => {
  it('refuses a bad id with 422 and an unknown one or a cart with 404', async () => {
    expectKo(await staff.agent.get(detailUrl(0)), 422)
    expectKo(await staff.agent.get('/api/desk/orders/abc'), 422)
    expectKo(await staff.agent.get(detailUrl(2_000_000_000)), 404)
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.filter)
    expectKo(await staff.agent.get(detailUrl((await readCart(buyer.agent)).id)), 404)
  })

  it('answers 404 to a buyer (even of the same company), a prospect and a visitor', async () => {
    const { order } = await quotationRequest([PRODUCTS.filter], molino)
    await expectAll404((agent) => agent.get(detailUrl(order.id)))
  })

  it('shows the lines decoded, the customer, the line to quote and the history', async () => {
    const { order, email } = await quotationRequest()
    const { order: answer, desk } = await detail(order.id)
    expect(answer.lines[0]?.product_configuration.accessories.some((a) => a.letter !== null)).toBe(true)
    expect(desk).toMatchObject({
      kind: 'quotations',
      badge: 'orders.badge.in_preparation',
      customer: { email },
      can_price: true,
      revisions: [],
    })
    expect(desk.history.at(-1)).toMatchObject({
      from: 'DRAFT',
      to: 'NEW',
      transition: 'request_quotation',
      actor: 'customer',
    })
    expect(desk.lines.map((l) => l.to_quote)).toEqual([false, true])
  })
})

describe('PUT /api/desk/quotations/{id}', () => {
  it('refuses bad input with 422', async () => {
    const { order } = await quotationRequest()
    const base = await draftBody(order.id)
    const line = base.lines[1] as { id: number }
    for (const body of [
      {},
      { ...base, version: -1 },
      { ...base, lines: [{ ...line, price: -5 }] },
      { ...base, lines: [{ ...line, use_custom_discount: true, custom_discount: 101 }] },
      { ...base, lines: [{ ...line, use_custom_discount: true, custom_discount: 10.005 }] },
      { ...base, order_discount: 5 },
      { ...base, order_discount: 150, order_discount_type: 'percent' },
      { ...base, order_discount: 1.5, order_discount_type: 'amount' },
      { ...base, shipping_price: 'free' },
      { ...base, valid_until: '2020-01-01' },
      { ...base, valid_until: '2026-02-30' },
      { ...base, lines: [{ id: 2_000_000_000 }] },
    ])
      expectKo(await putAs(t, staff.agent, priceUrl(order.id), body), 422)
  })

  it('answers 404 to a buyer, a prospect and a visitor', async () => {
    const { order } = await quotationRequest([PRODUCTS.filter], molino)
    const body = await draftBody(order.id)
    await expectAll404((agent) => putAs(t, agent, priceUrl(order.id), body))
  })

  it('keeps the cart totals when the desk changes nothing', async () => {
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.silo)
    await addToCart(buyer.agent, PRODUCTS.filter)
    const cart = await readCart(buyer.agent)
    const order = await submitCart(buyer.agent, { quote_or_order: 'quote' })
    const { order: after } = await priced(order.id)
    for (const field of [
      'total_price',
      'total_discounted_price',
      'discount_weborder_value',
      'order_final_price',
      'iva_total',
      'order_final_price_iva',
    ] as const)
      expect(after[field], field).toBe(cart[field])
  })

  it('prices the line to quote, a custom discount, the order discount and costs, by computeOrderTotals', async () => {
    const { order } = await quotationRequest([PRODUCTS.customSilo])
    const { desk } = await detail(order.id)
    const lineId = desk.lines[0]?.id as number
    const res = await putAs(t, staff.agent, priceUrl(order.id), {
      version: desk.version,
      lines: [
        {
          id: lineId,
          price: 1000000,
          use_custom_discount: true,
          custom_discount: 10,
          custom_discount_extra: 5,
        },
      ],
      order_discount: 10000,
      order_discount_type: 'amount',
      shipping_price: 25000,
      additional_price: 5000,
      additional_shipping_cost: 1000,
      delivery_time: '6 settimane',
      valid_until: '2099-12-31',
    })
    expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
    const answer = deskDetailResponse.parse(res.json())
    // 1000000 at 10% + 5% = 855000; the molino's 3% web-order discount would be on the net, none here (new client).
    const net = 855000 - (answer.order.discount_weborder_value ?? 0) - 10000 + 25000 + 5000 + 1000
    expect(answer.order.order_final_price).toBe(net)
    expect(answer.order.order_final_price_iva).toBe(net + Math.round(net * 0.22))
    expect(answer.desk.lines[0]).toMatchObject({
      price: 1000000,
      discounted_price: 855000,
      to_quote: true,
      custom_discount: 10,
    })
    expect(answer.desk.pricing).toMatchObject({
      order_discount: 10000,
      order_discount_type: 'amount',
      delivery_time: '6 settimane',
      valid_until: '2099-12-31',
    })
    expect(answer.desk.version).toBe(desk.version + 1)
    const audit = await t.deps.db
      .select()
      .from(deskAudit)
      .where(and(eq(deskAudit.entity, 'order'), eq(deskAudit.entityId, order.id)))
    expect(audit).toMatchObject([{ action: 'quotation_priced', actorUserId: staff.userId }])
    // The custom discount off again: the line is back at its own price.
    const again = await putAs(t, staff.agent, priceUrl(order.id), {
      version: answer.desk.version,
      lines: [{ id: lineId, price: 1000000 }],
    })
    expect(deskDetailResponse.parse(again.json()).desk.lines[0]).toMatchObject({ discounted_price: 1000000 })
  })

  it('answers 409 to a stale version and to a paid order', async () => {
    const { order } = await quotationRequest()
    const body = await draftBody(order.id)
    await priced(order.id)
    const stale = await putAs(t, staff.agent, priceUrl(order.id), body)
    expectKo(stale, 409, 'conflict')
    expect((stale.json() as { error: string }).error).toContain(order.order_ref)
    await t.deps.db.update(orders).set({ payed: true }).where(eq(orders.id, order.id))
    expectKo(await putAs(t, staff.agent, priceUrl(order.id), await draftBody(order.id)), 409, 'conflict')
  })
})

describe('POST /api/desk/quotations/{id}/send', () => {
  it('refuses bad input with 422 and outsiders with 404', async () => {
    const { order } = await quotationRequest([PRODUCTS.filter], molino)
    for (const body of [{}, { version: 'x' }, { version: -1 }])
      expectKo(await staff.agent.post(sendUrl(order.id), body), 422)
    await expectAll404((agent) => agent.post(sendUrl(order.id), { version: 0 }))
  })

  it('refuses a quotation with a line still to quote (409)', async () => {
    const { order } = await quotationRequest()
    const version = (await detail(order.id)).desk.version
    expectKo(await staff.agent.post(sendUrl(order.id), { version }), 409, 'conflict')
    expect((await orderRow(t, order.id))?.status).toBe('NEW')
  })

  it('sends it: READY, a revision, the mail with the link; sending it again is refused', async () => {
    const { order, email } = await quotationRequest()
    await priced(order.id, { delivery_time: '4 settimane' })
    const answer = await sent(order.id)
    expect(answer.order.status).toBe('READY')
    expect(answer.desk.revisions).toMatchObject([{ revision: 0, sent_by: 'Sara Scrivania', reason: null }])
    expect(answer.desk.revisions[0]?.snapshot.delivery_time).toBe('4 settimane')
    expect(answer.order.quotation_valid_until).not.toBeNull()
    expect(await statusTrail(t, order.id)).toContainEqual({ from: 'NEW', to: 'READY', actor: 'staff' })
    const mail = await t.mail.waitFor(
      email,
      (m) => m.subject === `Il tuo preventivo ${order.order_ref} è pronto`,
    )
    expect(mail.text).toContain(`/it/user/quotations/${order.id}`)
    expect(mail.text).toContain('4 settimane')
    const again = await staff.agent.post(sendUrl(order.id), { version: answer.desk.version })
    expectKo(again, 409, 'transition_forbidden')
  })

  it('of two staff sending at once, one wins and the other gets 409', async () => {
    const { order } = await quotationRequest()
    await priced(order.id)
    const other = await newStaff(t)
    const version = (await detail(order.id)).desk.version
    const answers = await Promise.all([
      staff.agent.post(sendUrl(order.id), { version }),
      other.agent.post(sendUrl(order.id), { version }),
    ])
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409])
    const revisions = await t.deps.db
      .select()
      .from(orderRevisions)
      .where(eq(orderRevisions.orderId, order.id))
    expect(revisions).toHaveLength(1)
  })

  it('refuses a quotation past its validity (409) whether or not the job has run', async () => {
    const { order } = await quotationRequest()
    await priced(order.id)
    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    const version = (await orderRow(t, order.id))?.version as number
    const res = await staff.agent.post(sendUrl(order.id), { version })
    expectKo(res, 409, 'conflict')
    expect((res.json() as { error: string }).error).toContain('scadut')
  })
})

describe('POST /api/front/order/ask_modification', () => {
  it('refuses bad input with 422, another customer with 404 and a visitor with 401', async () => {
    const { order, agent } = await quotationRequest()
    for (const body of [
      {},
      { id: order.id },
      { id: order.id, note: '   ' },
      { id: 'x', note: 'a' },
      { id: order.id, note: 'x'.repeat(2001) },
    ])
      expectKo(await agent.post(ASK, body), 422)
    const stranger = await newBuyer(t, molino)
    expectKo(await stranger.agent.post(ASK, { id: order.id, note: 'please' }), 404)
    const [, [, prospect], [, visitor]] = outsiders as [unknown, [string, Agent], [string, Agent]]
    expectKo(await prospect.post(ASK, { id: order.id, note: 'please' }), 404)
    expect((await visitor.post(ASK, { id: order.id, note: 'please' })).statusCode).toBe(401)
  })

  it('sends a READY quotation back to NEW as a new revision; the desk sees the reason first and answers it', async () => {
    const { order, agent, email } = await quotationRequest()
    await priced(order.id)
    await sent(order.id)
    // A NEW one cannot be sent back.
    const res = await agent.post(ASK, { id: order.id, note: 'Serve anche il filtro' })
    expect(res.statusCode, res.body).toBe(200)
    expectKo(await agent.post(ASK, { id: order.id, note: 'again' }), 409, 'transition_forbidden')
    const { desk, order: answer } = await detail(order.id)
    expect(answer.status).toBe('NEW')
    expect(answer.quotation_valid_until).toBeNull()
    expect(desk).toMatchObject({
      revision: 1,
      can_price: true,
      modification: { reason: 'Serve anche il filtro' },
    })
    expect(desk.revisions).toMatchObject([{ revision: 0, reason: 'Serve anche il filtro' }])
    const list = deskListResponse.parse(
      (await staff.agent.get(`${LIST}?kind=quotations&flag=modification`)).json(),
    )
    expect(list.rows.map((r) => r.id)).toContain(order.id)
    const first = deskListResponse.parse((await staff.agent.get(`${LIST}?kind=quotations`)).json()).rows[0]
    expect(first?.modification).not.toBeNull()
    // The desk answers with revision 1; revision 0 stays readable with its reason.
    await priced(order.id, { additional_price: 1000 })
    const again = await sent(order.id)
    expect(again.desk.revisions.map((r) => [r.revision, r.reason])).toEqual([
      [0, 'Serve anche il filtro'],
      [1, null],
    ])
    expect(again.desk.revisions[1]?.snapshot.additional_price).toBe(1000)
    const ready = () => t.mail.to(email).filter((m) => m.subject.endsWith('è pronto'))
    await expect.poll(() => ready().length, { timeout: 20_000 }).toBe(2)
  })

  it('refuses an expired quotation with 409', async () => {
    const { order, agent } = await quotationRequest()
    await priced(order.id)
    await sent(order.id)
    await t.deps.db.update(orders).set({ expired: true }).where(eq(orders.id, order.id))
    expectKo(await agent.post(ASK, { id: order.id, note: 'too late' }), 409, 'conflict')
  })
})
