import { randomUUID } from 'node:crypto'
import { shippingInfoResponse } from '@shop/domain/orders/checkout-schemas'
import { REFUND_REASONS } from '@shop/domain/payments/attempt-machine'
import {
  paypalCreateResponse,
  submitCompleteOrderResponse,
  walletCheckoutResponse,
} from '@shop/domain/payments/schemas'
import { and, asc, count, eq, like } from 'drizzle-orm'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { countries, mailOutbox, orders, payments } from '../../db/schema/index.ts'
import { ProviderUnavailableError } from '../../infra/payments/provider.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newAddress,
  newBuyer,
  orderRow,
  PRODUCTS,
  readCart,
  statusTrail,
  submitCart,
} from '../cart/test-cart.ts'
import { cancelUnpaidBankTransfers } from '../payments/bank-transfer-expiry.ts'
import {
  deliver,
  localProvider,
  payAndDeliver,
  paymentDeps,
  WALLET,
  walletBody,
} from '../payments/test-payments.ts'
import { IN_FLIGHT_MS } from './payment-guard.service.ts'

// Issue 21 items 1–3 (docs/decisions/022 "expire first, then change"): a change of an order expires its open payments
// at the provider before it applies; money that arrives anyway for a closed attempt, a cancelled or paid order, or
// another amount is never applied: it is flagged for refund and the desk is mailed. One attempt at a time per order.

const { t, molino } = await cartTestApp('100')
const SHIPPING = '/api/front/order/get_shipping_info'

afterEach(() => {
  vi.restoreAllMocks()
})

async function zoneOf(iso2: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ zone: countries.zoneCode })
    .from(countries)
    .where(eq(countries.iso2, iso2))
  return row?.zone as string
}

/** The client's delivery addresses in Switzerland (VAT NI8) and in Italy (22A). */
async function swissAndItalian() {
  const swiss = await newAddress(t, molino, {
    esaedroZoneCode: await zoneOf('CH'),
    cap: '8001',
    city: 'Zürich',
    prov: '',
  })
  return { swiss, italian: await newAddress(t, molino) }
}

type Buyer = Awaited<ReturnType<typeof newBuyer>>

async function ship(buyer: Buyer, orderId: number, addressId: number) {
  return buyer.agent.post(SHIPPING, { order: { id: orderId, shipment_address_id: addressId, carrier_id: 3 } })
}

const payBody = (id: number, mode = 13) => ({
  order: { id, payment_mode_id: mode, accept_terms: true },
  submission_key: randomUUID(),
})

/** An order request shipped to Switzerland whose card session is open (submit_complete_order, PV9). */
async function cardSessionToSwitzerland() {
  const buyer = await newBuyer(t, molino)
  await addToCart(buyer.agent, PRODUCTS.silo)
  const order = await submitCart(buyer.agent, { quote_or_order: 'order' })
  const { swiss, italian } = await swissAndItalian()
  expect((await ship(buyer, order.id, swiss)).statusCode).toBe(200)
  const res = await buyer.agent.post(WALLET.pay, payBody(order.id))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  const answer = submitCompleteOrderResponse.parse(res.json())
  const sessionId = (answer.stripe_session_redirect_url as string).split('/').at(-1) as string
  return {
    ...buyer,
    orderId: order.id,
    swiss,
    italian,
    sessionId,
    swissTotal: answer.order.order_final_price_iva,
  }
}

/** A cart shipped to Switzerland, as the wallet pays from it. */
async function cartToSwitzerland() {
  const buyer = await newBuyer(t, molino)
  await addToCart(buyer.agent, PRODUCTS.silo)
  const cart = await readCart(buyer.agent)
  const { swiss, italian } = await swissAndItalian()
  expect((await ship(buyer, cart.id, swiss)).statusCode).toBe(200)
  return { ...buyer, orderId: cart.id, swiss, italian }
}

const attemptsOf = (orderId: number) =>
  t.deps.db.select().from(payments).where(eq(payments.orderId, orderId)).orderBy(asc(payments.id))

const mailsOf = async (kind: string, to: string) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, kind), eq(mailOutbox.to, to)))
  )[0]?.n

/** A Stripe checkout.session.completed for the session, signed as the provider signs: money that arrived anyway. */
async function moneyArrives(sessionId: string, paymentId: number, amount: number, currency = 'eur') {
  const payload = JSON.stringify({
    id: `evt_test_${randomUUID().replaceAll('-', '')}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    data: {
      object: {
        object: 'checkout.session',
        id: sessionId,
        client_reference_id: String(paymentId),
        payment_status: 'paid',
        status: 'complete',
        amount_total: amount,
        currency,
      },
    },
  })
  expect((await deliver(t, { payload, signature: localProvider(t).sign(payload) })).statusCode).toBe(200)
}

/** The desk's mail asking to refund money of the order (reference) that was not applied. */
const deskRefundMail = (ref: string) =>
  t.mail.waitFor(
    t.config.PROVIDER_EMAIL,
    (m) => m.subject === `Da rimborsare: pagamento non applicato all'ordine ${ref}`,
  )

describe('POST /api/front/order/get_shipping_info with a payment open', () => {
  it('expires the card session before moving the order to Italy: the old session can no longer be paid', async () => {
    const buyer = await cardSessionToSwitzerland()
    const res = await ship(buyer, buyer.orderId, buyer.italian)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const moved = shippingInfoResponse.parse(res.json()).order
    expect(moved.custom_iva_code).toBe('22A')
    expect(moved.order_final_price_iva).toBeGreaterThan(buyer.swissTotal as number)
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['expired'])
    // The hosted page's Pay finds the session expired at the provider.
    await expect(localProvider(t).payCard(buyer.sessionId, { deliver: false })).rejects.toThrow(/expired/)
    // The redirect leads to the result page, not to the provider.
    const back = await buyer.agent.get(WALLET.redirect(buyer.sessionId))
    expect(back.headers.location).toContain(`/checkout/payment/${buyer.orderId}?outcome=cancelled`)

    // Paying again opens a new session at the Italian total, and that one pays the order.
    const again = submitCompleteOrderResponse.parse(
      (await buyer.agent.post(WALLET.pay, payBody(buyer.orderId))).json(),
    )
    const fresh = (again.stripe_session_redirect_url as string).split('/').at(-1) as string
    expect(fresh).not.toBe(buyer.sessionId)
    await payAndDeliver(t, fresh)
    const paid = await orderRow(t, buyer.orderId)
    expect(paid).toMatchObject({
      status: 'NEW',
      payed: true,
      orderFinalPriceIva: moved.order_final_price_iva,
    })
    const attempts = await attemptsOf(buyer.orderId)
    expect(attempts.map((a) => [a.status, a.amount])).toEqual([
      ['expired', buyer.swissTotal],
      ['paid', moved.order_final_price_iva],
    ])
  })

  it('flags money that arrives anyway for the expired session for refund, never marking the order paid', async () => {
    const buyer = await cardSessionToSwitzerland()
    expect((await ship(buyer, buyer.orderId, buyer.italian)).statusCode).toBe(200)
    const [old] = await attemptsOf(buyer.orderId)
    await moneyArrives(buyer.sessionId, old?.id as number, buyer.swissTotal as number)

    const row = await orderRow(t, buyer.orderId)
    expect(row).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
    const [flagged] = await attemptsOf(buyer.orderId)
    expect(flagged).toMatchObject({
      status: 'refund_due',
      refundReason: 'attempt_closed',
      receivedAmount: buyer.swissTotal,
      receivedCurrency: 'EUR',
    })
    expect(await mailsOf('checkout-payment_received-%', buyer.email)).toBe(0)
    const desk = await deskRefundMail(row?.orderRef as string)
    // Queued in the same transaction as the desk's mail: no 'to accept' notice came with it.
    expect(t.mail.to(t.config.PROVIDER_EMAIL).map((m) => m.subject)).not.toContain(
      `Pagamento ricevuto: ordine ${row?.orderRef}`,
    )
    expect(desk.text).toContain(`n. ${old?.id}`)
    expect(desk.text).toContain(buyer.sessionId)
    expect(desk.text).toContain('tentativo di pagamento era già stato chiuso')
  })

  it('does the same for the wallet: the second walletCart/checkout opens a new session at the new total', async () => {
    const buyer = await cartToSwitzerland()
    const first = walletCheckoutResponse.parse(
      (await buyer.agent.post(WALLET.card, walletBody(buyer.orderId))).json(),
    )
    const s1 = first.cart.external_session_id
    expect((await ship(buyer, buyer.orderId, buyer.italian)).statusCode).toBe(200)
    await expect(localProvider(t).payCard(s1, { deliver: false })).rejects.toThrow(/expired/)

    const second = walletCheckoutResponse.parse(
      (await buyer.agent.post(WALLET.card, walletBody(buyer.orderId))).json(),
    )
    const s2 = second.cart.external_session_id
    expect(s2).not.toBe(s1)
    const [closed, open] = await attemptsOf(buyer.orderId)
    expect(closed?.status).toBe('expired')
    expect(open).toMatchObject({ status: 'open', amount: second.order.order_final_price_iva })
    // Money for the first session is refused; the second pays the order at its current total.
    await moneyArrives(s1, closed?.id as number, closed?.amount as number)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({ payed: false })
    await payAndDeliver(t, s2)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({
      payed: true,
      orderFinalPriceIva: second.order.order_final_price_iva,
    })
    expect((await attemptsOf(buyer.orderId)).map((a) => [a.status, a.refundReason])).toEqual([
      ['refund_due', 'attempt_closed'],
      ['paid', null],
    ])
  })

  it('closes the PayPal order: capturing it afterwards is refused before PayPal is asked', async () => {
    const buyer = await cartToSwitzerland()
    const created = paypalCreateResponse.parse(
      (await buyer.agent.post(WALLET.paypal, walletBody(buyer.orderId))).json(),
    )
    expect((await ship(buyer, buyer.orderId, buyer.italian)).statusCode).toBe(200)
    await localProvider(t).approvePaypal(created.result.id, 'approve')
    const capture = vi.spyOn(
      t.deps.payments.paypal as NonNullable<typeof t.deps.payments.paypal>,
      'captureOrder',
    )
    const res = await buyer.agent.post(WALLET.capture, { orderID: created.result.id, cartId: buyer.orderId })
    expectKo(res, 409, 'conflict')
    expect(res.json().error).toBe(
      "Questo pagamento non è più valido perché l'ordine è cambiato: riparti dal pagamento dell'ordine.",
    )
    expect(capture).not.toHaveBeenCalled()
    expect(await orderRow(t, buyer.orderId)).toMatchObject({ payed: false })
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['expired'])
  })

  it('answers 409 while an attempt is being created, and closes one whose provider call ended long ago', async () => {
    const buyer = await cardSessionToSwitzerland()
    const [attempt] = await attemptsOf(buyer.orderId)
    // As if the provider call were still under way: stored, never answered.
    await t.deps.db
      .update(payments)
      .set({ status: 'creating', externalId: null, url: null })
      .where(eq(payments.id, attempt?.id as number))
    const busy = await ship(buyer, buyer.orderId, buyer.italian)
    expectKo(busy, 409, 'conflict')
    expect(busy.json().error).toBe(
      "Un pagamento di quest'ordine è in corso: completalo o annullalo, poi riprova.",
    )
    expect((await orderRow(t, buyer.orderId))?.shipmentAddressId).toBe(buyer.swiss)
    // Long after: nobody ever got its url, so it is closed here and the change goes through.
    await t.deps.db
      .update(payments)
      .set({ createdAt: new Date(Date.now() - IN_FLIGHT_MS - 1000) })
      .where(eq(payments.id, attempt?.id as number))
    expect((await ship(buyer, buyer.orderId, buyer.italian)).statusCode).toBe(200)
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['expired'])
  })

  it('closes an attempt whose session the provider does not know (made under other keys)', async () => {
    const buyer = await cardSessionToSwitzerland()
    const [attempt] = await attemptsOf(buyer.orderId)
    await t.deps.db
      .update(payments)
      .set({ externalId: 'cs_local_madeelsewhere' })
      .where(eq(payments.id, attempt?.id as number))
    expect((await ship(buyer, buyer.orderId, buyer.italian)).statusCode).toBe(200)
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['expired'])
  })

  it('answers 503 and changes nothing when the provider cannot expire the session', async () => {
    const buyer = await cardSessionToSwitzerland()
    vi.spyOn(t.deps.payments.card, 'expireSession').mockRejectedValueOnce(
      new ProviderUnavailableError('down'),
    )
    expectKo(await ship(buyer, buyer.orderId, buyer.italian), 503, 'unavailable')
    expect((await orderRow(t, buyer.orderId))?.shipmentAddressId).toBe(buyer.swiss)
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['open'])
  })

  it('refuses the change with 409 when the session was paid first; its webhook then applies the payment', async () => {
    const buyer = await cardSessionToSwitzerland()
    const deliveries = await localProvider(t).payCard(buyer.sessionId, { deliver: false })
    const late = await ship(buyer, buyer.orderId, buyer.italian)
    expectKo(late, 409, 'conflict')
    const ref = (await orderRow(t, buyer.orderId))?.orderRef
    expect(late.json().error).toBe(
      `L'ordine ${ref} è appena stato pagato e il pagamento è in corso di conferma: non può più essere modificato.`,
    )
    for (const d of deliveries) expect((await deliver(t, d)).statusCode).toBe(200)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({
      payed: true,
      shipmentAddressId: buyer.swiss,
      orderFinalPriceIva: buyer.swissTotal,
    })
  })

  it("refuses to change a paid order's shipping with 409", async () => {
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const order = await submitCart(buyer.agent, { quote_or_order: 'order' })
    const { italian } = await swissAndItalian()
    // Marked paid while it still waits (as the desk will mark a transfer): its destination and costs are fixed.
    await t.deps.db.update(orders).set({ payed: true }).where(eq(orders.id, order.id))
    const res = await ship(buyer, order.id, italian)
    expectKo(res, 409, 'conflict')
    expect(res.json().error).toBe(`L'ordine ${order.order_ref} è già pagato.`)
  })
})

describe('POST /api/front/order/complete_order with a payment open', () => {
  it('expires the card session before completing with another mode', async () => {
    const buyer = await cardSessionToSwitzerland()
    const res = await buyer.agent.post('/api/front/order/complete_order', payBody(buyer.orderId, 11))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({ status: 'NEW', payed: false, paymentModeId: 11 })
    expect((await attemptsOf(buyer.orderId)).map((a) => a.status)).toEqual(['expired'])
    await expect(localProvider(t).payCard(buyer.sessionId, { deliver: false })).rejects.toThrow(/expired/)
    expect((await statusTrail(t, buyer.orderId)).at(-1)).toEqual({
      from: 'INCOMPLETE_REQUEST',
      to: 'NEW',
      actor: 'customer',
    })
  })
})

describe('one payment attempt at a time (issue 21 item 2)', () => {
  it('expires the card session when PayPal is opened, and the PayPal order when the card is', async () => {
    const buyer = await cartToSwitzerland()
    const card = walletCheckoutResponse.parse(
      (await buyer.agent.post(WALLET.card, walletBody(buyer.orderId))).json(),
    )
    const paypal = paypalCreateResponse.parse(
      (await buyer.agent.post(WALLET.paypal, walletBody(buyer.orderId))).json(),
    )
    await expect(localProvider(t).payCard(card.cart.external_session_id, { deliver: false })).rejects.toThrow(
      /expired/,
    )
    expect((await attemptsOf(buyer.orderId)).map((a) => [a.method, a.status])).toEqual([
      ['card', 'expired'],
      ['paypal', 'open'],
    ])
    const back = walletCheckoutResponse.parse(
      (await buyer.agent.post(WALLET.card, walletBody(buyer.orderId))).json(),
    )
    expect(back.cart.external_session_id).not.toBe(card.cart.external_session_id)
    expect((await attemptsOf(buyer.orderId)).map((a) => [a.method, a.status])).toEqual([
      ['card', 'expired'],
      ['paypal', 'expired'],
      ['card', 'open'],
    ])
    // The card pays; the PayPal order approved meanwhile is refused before PayPal captures anything.
    await payAndDeliver(t, back.cart.external_session_id)
    await localProvider(t).approvePaypal(paypal.result.id, 'approve')
    const capture = vi.spyOn(
      t.deps.payments.paypal as NonNullable<typeof t.deps.payments.paypal>,
      'captureOrder',
    )
    const res = await buyer.agent.post(WALLET.capture, { orderID: paypal.result.id, cartId: buyer.orderId })
    expectKo(res, 409, 'conflict')
    expect(capture).not.toHaveBeenCalled()
    expect(await mailsOf('checkout-payment_received-customer', buyer.email)).toBe(1)
  })

  it('answers 409 instead of a url when the attempt was closed while the provider answered', async () => {
    const buyer = await cartToSwitzerland()
    const card = t.deps.payments.card
    const create = card.createSession.bind(card)
    vi.spyOn(card, 'createSession').mockImplementationOnce(async (input) => {
      const session = await create(input)
      // A change of the order closes the attempt meanwhile (the guard, from another request).
      await t.deps.db.update(payments).set({ status: 'expired' }).where(eq(payments.id, input.paymentId))
      return session
    })
    const res = await buyer.agent.post(WALLET.card, walletBody(buyer.orderId))
    expectKo(res, 409, 'conflict')
    expect(res.json().error).toBe(
      "Questo pagamento non è più valido perché l'ordine è cambiato: riparti dal pagamento dell'ordine.",
    )
  })
})

describe('a cancelled order cannot be paid (issue 21 item 3)', () => {
  it('expires its session, sends its redirect to the result page, and flags money for it for refund', async () => {
    // Card session opened, then the order completed by bank transfer instead and left unpaid for 10 days.
    const buyer = await cardSessionToSwitzerland()
    const res = await buyer.agent.post('/api/front/order/complete_order', payBody(buyer.orderId, 12))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(
      await cancelUnpaidBankTransfers(paymentDeps(t), new Date(Date.now() + 11 * 86_400_000)),
    ).toBeGreaterThan(0)
    const row = await orderRow(t, buyer.orderId)
    expect(row?.status).toBe('CANCELLED')

    const back = await buyer.agent.get(WALLET.redirect(buyer.sessionId))
    expect(back.headers.location).toBe(
      `http://localhost:3000/it/checkout/payment/${buyer.orderId}?outcome=cancelled`,
    )
    await expect(localProvider(t).payCard(buyer.sessionId, { deliver: false })).rejects.toThrow(/expired/)
    const [attempt] = await attemptsOf(buyer.orderId)
    await moneyArrives(buyer.sessionId, attempt?.id as number, buyer.swissTotal as number)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({ status: 'CANCELLED', payed: false })
    expect((await attemptsOf(buyer.orderId))[0]).toMatchObject({
      status: 'refund_due',
      refundReason: 'order_cancelled',
    })
    expect(await mailsOf('checkout-payment_received-%', buyer.email)).toBe(0)
    const desk = await deskRefundMail(row?.orderRef as string)
    expect(desk.text).toContain("l'ordine è annullato")
  })

  it('never applies money for a cancelled order whose attempt was left open, nor sends its buyer to pay', async () => {
    const buyer = await cardSessionToSwitzerland()
    // An order cancelled by a path that forgot the guard: the attempt is still open.
    await t.deps.db.update(orders).set({ status: 'CANCELLED' }).where(eq(orders.id, buyer.orderId))
    const back = await buyer.agent.get(WALLET.redirect(buyer.sessionId))
    expect(back.headers.location).toContain('outcome=cancelled')
    await payAndDeliver(t, buyer.sessionId)
    expect(await orderRow(t, buyer.orderId)).toMatchObject({ status: 'CANCELLED', payed: false })
    expect((await attemptsOf(buyer.orderId))[0]).toMatchObject({
      status: 'refund_due',
      refundReason: 'order_cancelled',
      receivedAmount: buyer.swissTotal,
    })
    expect(await mailsOf('checkout-payment_received-%', buyer.email)).toBe(0)
    expect(await mailsOf('payment-refund_due-provider', t.config.PROVIDER_EMAIL)).toBeGreaterThan(0)
  })
})

describe('the desk mail about money to refund', () => {
  it('has a reason in every language for every refund reason', () => {
    for (const reason of REFUND_REASONS)
      for (const lang of ['it', 'en', 'de', 'es', 'fr'] as const) {
        const key = `mail.payments.refund_reason.${reason}`
        expect(t.deps.labels.translate(lang, key), `${key} ${lang}`).not.toBe(key)
      }
  })
})
