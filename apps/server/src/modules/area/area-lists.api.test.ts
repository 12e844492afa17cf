import { activeOrdersResponse, ordersByYearResponse } from '@shop/domain/orders/area-schemas'
import { romeToday } from '@shop/domain/orders/checkout'
import type { OrderStatus } from '@shop/domain/orders/status-machine'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderLines, orderStatusChanges, orders, users } from '../../db/schema/index.ts'
import { statementsOf } from '../../test/test-app.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  submitCart,
} from '../cart/test-cart.ts'

// GET user/get_active_orders and user/get_orders_by_year (issue 25 item 5): the caller's company's submitted orders and
// quotations, never a cart nor another company's, badges as spec 3 §4, one statement whatever their number.

const { t } = await cartTestApp('100')

const ACTIVE = '/api/front/user/get_active_orders'
const YEAR = '/api/front/user/get_orders_by_year'

let refCounter = 0
/** A submitted record of the buyer's company, written as the checkout and the desk leave it. */
async function record(
  buyer: { userId: number },
  clientId: number | null,
  values: { status: OrderStatus; isQuotation: boolean; submittedAt?: Date; approved?: boolean },
): Promise<number> {
  const at = values.submittedAt ?? new Date()
  const [row] = await t.deps.db
    .insert(orders)
    .values({
      status: values.status,
      isQuotation: values.isQuotation,
      userId: buyer.userId,
      clientId,
      orderRef: `T-${String(900000 + ++refCounter)}`,
      // The checkout stores the submission's year in Rome with the reference.
      orderYear: Number(romeToday(at).slice(0, 4)),
      cartSubmittedAt: at,
      orderFinalPrice: 123456,
      createdAt: at,
    })
    .returning({ id: orders.id })
  const id = row?.id as number
  // An approved quotation went through CONFIRMED: the audit says so.
  if (values.approved)
    await t.deps.db.insert(orderStatusChanges).values({
      orderId: id,
      fromStatus: 'READY',
      toStatus: 'CONFIRMED',
      actor: 'customer',
      transition: 'approve_quotation',
    })
  return id
}

async function lists(agent: Agent, query = '?type=both') {
  const res = await agent.get(`${ACTIVE}${query}`)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return activeOrdersResponse.parse(res.json())
}

const idsOf = (items: { id: number }[]) => items.map((i) => i.id).sort((a, b) => a - b)

describe('the area lists refuse', () => {
  it('a visitor with 401, a gated user with 403, bad input with 422 and never a 5xx', async () => {
    expectKo(await newVisitor(t).get(ACTIVE), 401)
    expectKo(await newVisitor(t).get(`${YEAR}?year=2024`), 401)
    const gated = await newBuyer(t, await newClient(t))
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, gated.userId))
    expect((await gated.agent.get(ACTIVE)).statusCode).toBe(403)
    expect((await gated.agent.get(`${YEAR}?year=2024`)).statusCode).toBe(403)

    const { agent } = await newBuyer(t, await newClient(t))
    for (const q of ['?type=carts', '?type=', '?type=orders&type=both'])
      expectKo(await agent.get(`${ACTIVE}${q}`), 422)
    for (const q of [
      '',
      '?year=abc',
      '?year=1999',
      '?year=2024.5',
      '?year=99999999999',
      '?year=2024&type=all',
    ])
      expectKo(await agent.get(`${YEAR}${q}`), 422)
  })
})

describe('GET user/get_active_orders', () => {
  it("lists the company's active orders and quotations with their badges, never a cart or another company's", async () => {
    const clientId = await newClient(t)
    const buyer = await newBuyer(t, clientId)
    const colleague = await newBuyer(t, clientId)
    const stranger = await newBuyer(t, await newClient(t))
    const q = (status: OrderStatus, extra = {}) =>
      record(buyer, clientId, { status, isQuotation: true, ...extra })
    const o = (status: OrderStatus) => record(colleague, clientId, { status, isQuotation: false })
    const quotations = { new: await q('NEW'), ready: await q('READY'), refused: await q('REFUSED') }
    const approved = await q('CONFIRMED', { approved: true })
    const ordered = {
      request: await o('INCOMPLETE_REQUEST'),
      new: await o('NEW'),
      confirmed: await o('CONFIRMED'),
    }
    await q('CANCELLED')
    await o('CLOSED')
    await record(stranger, null, { status: 'NEW', isQuotation: true })
    // The buyer's cart is no list's.
    await addToCart(buyer.agent, PRODUCTS.filter)

    const both = await lists(buyer.agent)
    expect(idsOf(both.quotations)).toEqual(Object.values(quotations).sort((a, b) => a - b))
    // An approved quotation became an order (spec 3 §2 'becomes an order'); a colleague's orders are the company's.
    expect(idsOf(both.orders)).toEqual([...Object.values(ordered), approved].sort((a, b) => a - b))
    const badge = (id: number) => [...both.orders, ...both.quotations].find((i) => i.id === id)?.badge
    expect({
      new: badge(quotations.new),
      ready: badge(quotations.ready),
      refused: badge(quotations.refused),
      approved: badge(approved),
      request: badge(ordered.request),
      order: badge(ordered.new),
      confirmed: badge(ordered.confirmed),
    }).toEqual({
      new: 'orders.badge.in_preparation',
      ready: 'orders.badge.to_approve',
      refused: 'orders.badge.refused',
      approved: 'orders.badge.approved',
      request: 'orders.badge.not_sent',
      order: 'orders.badge.awaiting_acceptance',
      confirmed: 'orders.badge.approved',
    })
    expect(both.orders.every((i) => i.order_final_price === 123456 && !i.cancelled)).toBe(true)
    expect(both.years).toEqual([new Date().getFullYear()])

    // Each type answers its own list and the other one empty.
    const onlyOrders = await lists(buyer.agent, '?type=orders')
    expect([idsOf(onlyOrders.orders), onlyOrders.quotations]).toEqual([idsOf(both.orders), []])
    const onlyQuotations = await lists(buyer.agent, '?type=quotations')
    expect([onlyQuotations.orders, idsOf(onlyQuotations.quotations)]).toEqual([[], idsOf(both.quotations)])
    expect((await lists(stranger.agent)).quotations).toHaveLength(0)
  })

  it('answers no prices to a company that may not see them', async () => {
    const clientId = await newClient(t, { canSeePrices: false })
    const buyer = await newBuyer(t, clientId)
    await record(buyer, clientId, { status: 'NEW', isQuotation: true })
    expect((await lists(buyer.agent)).quotations[0]?.order_final_price).toBeNull()
  })

  it("shows a user without a company their own records only, and a quotation's line to be quoted", async () => {
    const buyer = await newBuyer(t, null)
    const other = await newBuyer(t, null)
    await addToCart(buyer.agent, PRODUCTS.customSilo)
    const request = await submitCart(buyer.agent, { quote_or_order: 'quote' })
    await record(other, null, { status: 'NEW', isQuotation: true })
    const answer = await lists(buyer.agent)
    expect(answer.quotations.map((i) => [i.id, i.tobe_quoted])).toEqual([[request.id, true]])
  })

  it('reads every list in one statement (with the session and the gate), whatever the number of records', async () => {
    const clientId = await newClient(t)
    const buyer = await newBuyer(t, clientId)
    const queriesOf = async (url: string) => {
      await buyer.agent.get(url) // warms the settings and the company
      return statementsOf(t, async () => expect((await buyer.agent.get(url)).statusCode).toBe(200))
    }
    const urls = [`${ACTIVE}?type=both`, `${ACTIVE}?type=orders`, `${YEAR}?year=2023`]
    // The demo orders' configuration copies give the records lines.
    const [copy] = await t.deps.db.select({ id: orderLines.productConfigurationId }).from(orderLines).limit(1)
    await record(buyer, clientId, { status: 'NEW', isQuotation: true })
    const few = []
    for (const url of urls) few.push(await queriesOf(url))
    for (let i = 0; i < 12; i++) {
      const status = (['NEW', 'READY', 'CONFIRMED', 'CLOSED', 'CANCELLED'] as const)[i % 5]
      const id = await record(buyer, clientId, {
        status,
        isQuotation: i % 2 === 0,
        submittedAt: new Date(Date.UTC(2023, i, 3)),
      })
      await t.deps.db.insert(orderLines).values({
        orderId: id,
        position: 1,
        qty: 1,
        productConfigurationId: copy?.id as number,
        lineKey: `k${id}`,
      })
    }
    const many = []
    for (const url of urls) many.push(await queriesOf(url))
    expect(many).toEqual(few)
    // The session's own query, the area's gate, the list's statement.
    expect(Math.max(...many)).toBeLessThanOrEqual(3)
  })
})

describe('GET user/get_orders_by_year', () => {
  it('answers the closed and cancelled records submitted in that year in Rome, newest first', async () => {
    const clientId = await newClient(t)
    const buyer = await newBuyer(t, clientId)
    // 23:30 UTC on 31 December 2023 is already 2024 in Rome.
    const newYearsEve = await record(buyer, clientId, {
      status: 'CLOSED',
      isQuotation: false,
      submittedAt: new Date('2023-12-31T23:30:00Z'),
    })
    const june = await record(buyer, clientId, {
      status: 'CANCELLED',
      isQuotation: true,
      submittedAt: new Date('2024-06-10T10:00:00Z'),
    })
    const approvedThenCancelled = await record(buyer, clientId, {
      status: 'CANCELLED',
      isQuotation: true,
      submittedAt: new Date('2024-03-01T10:00:00Z'),
      approved: true,
    })
    const earlier = await record(buyer, clientId, {
      status: 'CLOSED',
      isQuotation: false,
      submittedAt: new Date('2023-12-31T22:30:00Z'),
    })
    await record(buyer, clientId, {
      status: 'CONFIRMED',
      isQuotation: false,
      submittedAt: new Date('2024-05-01'),
    })

    expect((await lists(buyer.agent)).years).toEqual([2024, 2023])
    expect((await lists(buyer.agent, '?type=quotations')).years).toEqual([2024])
    const res = await buyer.agent.get(`${YEAR}?year=2024`)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const year = ordersByYearResponse.parse(res.json())
    expect(year.year).toBe(2024)
    expect(year.quotations.map((i) => [i.id, i.badge])).toEqual([[june, 'orders.badge.cancelled']])
    expect(year.orders.map((i) => [i.id, i.badge])).toEqual([
      [approvedThenCancelled, 'orders.badge.cancelled'],
      [newYearsEve, 'orders.badge.closed'],
    ])
    const before = ordersByYearResponse.parse((await buyer.agent.get(`${YEAR}?year=2023&type=orders`)).json())
    expect(before.orders.map((i) => i.id)).toEqual([earlier])
  })
})
