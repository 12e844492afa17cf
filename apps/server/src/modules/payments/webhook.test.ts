import { walletCheckoutResponse } from '@shop/domain/payments/schemas'
import { and, count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, paymentEvents, payments } from '../../db/schema/index.ts'
import { cartTestApp } from '../orders/test-cart.ts'
import { cartReadyToPay, deliver, localProvider, payAndDeliver, WALLET, walletBody } from './test-payments.ts'

// POST /api/front/payments/webhook (issue 12 item 3): Stripe-format events, verified by signature over the raw body,
// each applied once whenever and however often it arrives.

const { t, molino } = await cartTestApp('100')

/** An order waiting for its card payment, and its open session. */
async function waitingOrder() {
  const buyer = await cartReadyToPay(t, molino)
  const res = await buyer.agent.post(WALLET.card, walletBody(buyer.cartId))
  const { cart } = walletCheckoutResponse.parse(res.json())
  return { ...buyer, sessionId: cart.external_session_id }
}

async function orderState(id: number) {
  const [row] = await t.app.db
    .select({ status: orders.status, payed: orders.payed })
    .from(orders)
    .where(eq(orders.id, id))
  return row
}

const eventCount = async () => (await t.app.db.select({ n: count() }).from(paymentEvents))[0]?.n

/** A Stripe event of the session's kind, signed by the local provider (or not). */
function sessionEvent(type: string, session: Record<string, unknown>) {
  return JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: { object: { object: 'checkout.session', ...session } },
  })
}

describe('POST /api/front/payments/webhook', () => {
  it('refuses a bad, missing or stale signature and a tampered body with 400, recording nothing', async () => {
    const { cartId, sessionId } = await waitingOrder()
    const [good] = await localProvider(t).payCard(sessionId, { deliver: false })
    if (!good) throw new Error('no delivery')
    const before = await eventCount()
    const tampered = good.payload.replace('"paid"', '"unpaid"')
    const stale = localProvider(t).sign(good.payload, Math.floor(Date.now() / 1000) - 3600)
    for (const bad of [
      { payload: good.payload, signature: 't=1,v1=deadbeef' },
      { payload: good.payload, signature: '' },
      { payload: tampered, signature: good.signature },
      { payload: good.payload, signature: stale },
      { payload: 'not json', signature: localProvider(t).sign('not json') },
    ]) {
      const res = await deliver(t, bad)
      expect(res.statusCode).toBe(400)
      expect(res.json()).toMatchObject({ status: 'KO', error_code: 'bad_request' })
    }
    expect(await eventCount()).toBe(before)
    expect(await orderState(cartId)).toEqual({ status: 'INCOMPLETE_REQUEST', payed: false })
    // The genuine one still works afterwards.
    expect((await deliver(t, good)).statusCode).toBe(200)
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
  })

  it('acknowledges and records an event for a payment it does not know, changing nothing', async () => {
    const payload = sessionEvent('checkout.session.completed', {
      id: 'cs_local_unknownsession',
      client_reference_id: '999999999',
      payment_status: 'paid',
      status: 'complete',
      amount_total: 1000,
      currency: 'eur',
    })
    const res = await deliver(t, { payload, signature: localProvider(t).sign(payload) })
    expect(res.statusCode).toBe(200)
    const eventId = JSON.parse(payload).id
    const [row] = await t.app.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, eventId))
    expect(row).toMatchObject({ outcome: 'unknown_payment', paymentId: null })
  })

  it('applies an event that arrives before the browser is back, and one that comes late and out of order', async () => {
    const { agent, cartId, sessionId } = await waitingOrder()
    // Paid on the hosted page; the webhook comes first, then the browser: the result page, not the hosted page.
    await payAndDeliver(t, sessionId)
    const back = await agent.get(WALLET.redirect(sessionId))
    expect(back.headers.location).toContain(`/checkout/payment/${cartId}?outcome=paid`)
    // An expiry of the same session arriving after its payment leaves it paid.
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, cartId))
    const expired = sessionEvent('checkout.session.expired', {
      id: sessionId,
      client_reference_id: String(payment?.id),
      payment_status: 'unpaid',
      status: 'expired',
    })
    expect(
      (await deliver(t, { payload: expired, signature: localProvider(t).sign(expired) })).statusCode,
    ).toBe(200)
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
    const [after] = await t.app.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, cartId))
    expect(after?.status).toBe('paid')
  })

  it('never applies a payment whose amount differs from the order', async () => {
    const { cartId, sessionId } = await waitingOrder()
    const [payment] = await t.app.db.select().from(payments).where(eq(payments.orderId, cartId))
    const short = sessionEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: String(payment?.id),
      payment_status: 'paid',
      status: 'complete',
      amount_total: 100,
      currency: 'eur',
    })
    expect((await deliver(t, { payload: short, signature: localProvider(t).sign(short) })).statusCode).toBe(
      200,
    )
    expect(await orderState(cartId)).toEqual({ status: 'INCOMPLETE_REQUEST', payed: false })
    const [row] = await t.app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(and(eq(paymentEvents.eventId, JSON.parse(short).id)))
    expect(row?.outcome).toBe('amount_mismatch')
  })

  it('records a second payment of an order already paid (two tabs) without applying it twice', async () => {
    const { agent, cartId, sessionId } = await waitingOrder()
    // The first session ends unpaid and a second one is opened; then both are somehow paid.
    for (const d of await localProvider(t).expireCard(sessionId, { deliver: false })) await deliver(t, d)
    const second = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    await payAndDeliver(t, second.cart.external_session_id)
    const [first] = await t.app.db.select().from(payments).where(eq(payments.externalId, sessionId))
    const late = sessionEvent('checkout.session.completed', {
      id: sessionId,
      client_reference_id: String(first?.id),
      payment_status: 'paid',
      status: 'complete',
      amount_total: first?.amount,
      currency: 'eur',
    })
    expect((await deliver(t, { payload: late, signature: localProvider(t).sign(late) })).statusCode).toBe(200)
    const [row] = await t.app.db
      .select({ outcome: paymentEvents.outcome })
      .from(paymentEvents)
      .where(eq(paymentEvents.eventId, JSON.parse(late).id))
    expect(row?.outcome).toBe('duplicate_payment')
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
  })
})
