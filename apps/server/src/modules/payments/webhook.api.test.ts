import { walletCheckoutResponse } from '@shop/domain/payments/schemas'
import { and, asc, count, eq, like } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { mailOutbox, orders, paymentEvents, payments } from '../../db/schema/index.ts'
import { cartTestApp } from '../cart/test-cart.ts'
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
  const [row] = await t.deps.db
    .select({ status: orders.status, payed: orders.payed })
    .from(orders)
    .where(eq(orders.id, id))
  return row
}

const eventCount = async () => (await t.deps.db.select({ n: count() }).from(paymentEvents))[0]?.n

/** The payment receipts queued for the customer. */
const receipts = async (email: string) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, 'checkout-payment_received-customer'), eq(mailOutbox.to, email)))
  )[0]?.n

/** A Stripe event about a checkout session, as JSON. */
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

/**
 * Delivers an event about the session of the payment with the local provider's signature, as the provider would;
 * answers the HTTP status and what the shop recorded for the event.
 */
async function forge(
  type: string,
  session: { id: string; paymentId: number | string } & Record<string, unknown>,
) {
  const { paymentId, ...rest } = session
  const completed = type === 'checkout.session.completed'
  const payload = sessionEvent(type, {
    client_reference_id: String(paymentId),
    payment_status: completed ? 'paid' : 'unpaid',
    status: completed ? 'complete' : 'expired',
    currency: 'eur',
    ...rest,
  })
  const res = await deliver(t, { payload, signature: localProvider(t).sign(payload) })
  const [row] = await t.deps.db
    .select({ outcome: paymentEvents.outcome, paymentId: paymentEvents.paymentId })
    .from(paymentEvents)
    .where(eq(paymentEvents.eventId, JSON.parse(payload).id))
  return { status: res.statusCode, outcome: row?.outcome, recordedPayment: row?.paymentId }
}

/** The card attempt of an order (its first). */
async function paymentOf(orderId: number) {
  const [row] = await t.deps.db
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.id))
  return row as typeof payments.$inferSelect
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

  it('answers a body that is not JSON or too large with a 4xx, never a 5xx', async () => {
    const post = (payload: string, contentType: string) =>
      t.app.inject({
        method: 'POST',
        url: WALLET.webhook,
        headers: { 'content-type': contentType, 'stripe-signature': localProvider(t).sign(payload) },
        payload,
      })
    expect((await post('{}', 'text/plain')).statusCode).toBe(400)
    expect((await post('', 'application/json')).statusCode).toBe(400)
    expect((await post(`{"x":"${'a'.repeat(300 * 1024)}"}`, 'application/json')).statusCode).toBe(413)
  })

  it('acknowledges and records an event for a payment it does not know, changing nothing', async () => {
    const forged = await forge('checkout.session.completed', {
      id: 'cs_local_unknownsession',
      paymentId: 999999999,
      amount_total: 1000,
    })
    expect(forged).toEqual({ status: 200, outcome: 'unknown_payment', recordedPayment: null })
  })

  it('applies an event that arrives before the browser is back, and one that comes late and out of order', async () => {
    const { agent, cartId, sessionId } = await waitingOrder()
    // Paid on the hosted page; the webhook comes first, then the browser: the result page, not the hosted page.
    await payAndDeliver(t, sessionId)
    const back = await agent.get(WALLET.redirect(sessionId))
    expect(back.headers.location).toContain(`/checkout/payment/${cartId}?outcome=paid`)
    // An expiry of the same session arriving after its payment leaves it paid.
    const payment = await paymentOf(cartId)
    const expired = await forge('checkout.session.expired', { id: sessionId, paymentId: payment.id })
    expect(expired).toMatchObject({ status: 200, outcome: 'already_closed' })
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
    expect((await paymentOf(cartId)).status).toBe('paid')
  })

  it('applies a payment whose session the shop had not stored yet (the process stopped after the provider answered)', async () => {
    const { cartId, sessionId } = await waitingOrder()
    const payment = await paymentOf(cartId)
    await t.deps.db
      .update(payments)
      .set({ status: 'creating', externalId: null, url: null })
      .where(eq(payments.id, payment.id))
    await payAndDeliver(t, sessionId)
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
    expect(await paymentOf(cartId)).toMatchObject({ status: 'paid', externalId: sessionId })
  })

  it('never applies a payment whose amount or currency differs: flags it for refund and mails the desk', async () => {
    const { cartId, sessionId, email } = await waitingOrder()
    const payment = await paymentOf(cartId)
    const logged = vi.spyOn(t.deps.log, 'error')
    const short = await forge('checkout.session.completed', {
      id: sessionId,
      paymentId: payment.id,
      amount_total: 100,
    })
    expect(short).toMatchObject({ status: 200, outcome: 'amount_mismatch' })
    expect(logged).toHaveBeenCalledWith(
      expect.objectContaining({ paymentId: payment.id, reason: 'amount_mismatch' }),
      expect.stringContaining('not applied'),
    )
    logged.mockRestore()
    expect(await orderState(cartId)).toEqual({ status: 'INCOMPLETE_REQUEST', payed: false })
    expect(await paymentOf(cartId)).toMatchObject({
      status: 'refund_due',
      refundReason: 'amount_mismatch',
      receivedAmount: 100,
      receivedCurrency: 'EUR',
    })
    const [order] = await t.deps.db.select().from(orders).where(eq(orders.id, cartId))
    const desk = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) =>
      m.subject.includes(order?.orderRef as string),
    )
    expect(desk.subject).toBe(`Da rimborsare: pagamento non applicato all'ordine ${order?.orderRef}`)
    expect(desk.text).toMatch(/Importo incassato: 1,00\s€/)
    expect(desk.text).toContain(`n. ${payment.id} (card, local, id del fornitore ${sessionId})`)
    expect(await receipts(email)).toBe(0)
    // The same money reported again finds it handled; a right amount in another currency is refused too.
    const again = await forge('checkout.session.completed', {
      id: sessionId,
      paymentId: payment.id,
      amount_total: payment.amount,
    })
    expect(again).toMatchObject({ status: 200, outcome: 'already_handled' })
    const other = await waitingOrder()
    const dollars = await forge('checkout.session.completed', {
      id: other.sessionId,
      paymentId: (await paymentOf(other.cartId)).id,
      amount_total: (await paymentOf(other.cartId)).amount,
      currency: 'usd',
    })
    expect(dollars).toMatchObject({ status: 200, outcome: 'amount_mismatch' })
    expect(await orderState(other.cartId)).toEqual({ status: 'INCOMPLETE_REQUEST', payed: false })
  })

  it("compares the money with the order's current total, not only with the attempt's", async () => {
    const { cartId, sessionId, email } = await waitingOrder()
    // The order's total changed under the open session (a path that forgot the guard).
    await t.deps.db
      .update(orders)
      .set({ orderFinalPriceIva: (await paymentOf(cartId)).amount + 1 })
      .where(eq(orders.id, cartId))
    await payAndDeliver(t, sessionId)
    expect(await orderState(cartId)).toEqual({ status: 'INCOMPLETE_REQUEST', payed: false })
    expect(await paymentOf(cartId)).toMatchObject({ status: 'refund_due', refundReason: 'amount_mismatch' })
    expect(await receipts(email)).toBe(0)
  })

  it('records a second payment of an order already paid (two tabs) without applying it twice', async () => {
    const { agent, cartId, sessionId } = await waitingOrder()
    // The first session ends unpaid and a second one is opened; then both are somehow paid.
    for (const d of await localProvider(t).expireCard(sessionId, { deliver: false })) await deliver(t, d)
    const second = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    await payAndDeliver(t, second.cart.external_session_id)
    const first = await paymentOf(cartId)
    const late = await forge('checkout.session.completed', {
      id: sessionId,
      paymentId: first.id,
      amount_total: first.amount,
    })
    expect(late).toMatchObject({ status: 200, outcome: 'already_paid' })
    expect(await orderState(cartId)).toEqual({ status: 'NEW', payed: true })
    expect(await paymentOf(cartId)).toMatchObject({ status: 'refund_due', refundReason: 'already_paid' })
  })
})
