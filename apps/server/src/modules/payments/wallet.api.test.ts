import { randomUUID } from 'node:crypto'
import { orderDetailResponse } from '@shop/domain/orders/checkout-schemas'
import {
  bankOrderResponse,
  paypalCaptureResponse,
  paypalCreateResponse,
  submitCompleteOrderResponse,
  walletCheckoutResponse,
} from '@shop/domain/payments/schemas'
import { and, asc, count, eq, like } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { mailOutbox, payments, settings } from '../../db/schema/index.ts'
import { DEMO_BANK_DETAILS } from '../../db/seed/demo-orders.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newAddress,
  newBuyer,
  newClient,
  newVisitor,
  orderRow,
  PRODUCTS,
  readCart,
  statusTrail,
  submitCart,
} from '../cart/test-cart.ts'
import { BANK_DETAILS_KEY } from '../lookups/settings.service.ts'
import { cartReadyToPay, deliver, localProvider, payAndDeliver, WALLET, walletBody } from './test-payments.ts'

// The payment calls (issue 12; docs/decisions/022): the wallet's card, bank transfer and PayPal, the card branch of
// submit_complete_order, and the same-origin redirect. The provider is the built-in local one, reached by the real
// `stripe` package over HTTP; its webhooks are verified by the same code as Stripe's.

const { t, molino } = await cartTestApp('100')

const mailsOf = async (kind: string, to: string) =>
  (
    await t.deps.db
      .select({ n: count() })
      .from(mailOutbox)
      .where(and(like(mailOutbox.kind, kind), eq(mailOutbox.to, to)))
  )[0]?.n

describe('POST /api/front/walletCart/checkout', () => {
  it('makes the order waiting for its card payment once, and answers the same session on a repeat', async () => {
    const { agent, cartId, addressId } = await cartReadyToPay(t, molino)
    const res = await agent.post(WALLET.card, walletBody(cartId))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = walletCheckoutResponse.parse(res.json())
    expect(answer.order).toMatchObject({
      id: cartId,
      status: 'INCOMPLETE_REQUEST',
      payment_mode_id: 13,
      payed: false,
      shipment_address_id: addressId,
      attrib: { terms_of_sale: { version: '2026-11' }, shipment_address: { id: addressId } },
    })
    expect(answer.cart).toEqual({ id: cartId, external_session_id: expect.stringMatching(/^cs_local_/) })
    // The cart became the order: the buyer's cart is empty, and nothing was mailed yet (the payment mails).
    expect((await readCart(agent)).lines).toEqual([])
    expect(await mailsOf('checkout-%', (await agent.get('/api/front/user')).json().user.email)).toBe(0)

    const again = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    expect(again.order.id).toBe(cartId)
    expect(again.cart.external_session_id).toBe(answer.cart.external_session_id)
    const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, cartId))
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      method: 'card',
      provider: 'local',
      status: 'open',
      amount: answer.order.order_final_price_iva,
    })
    expect(await statusTrail(t, cartId)).toEqual([
      { from: null, to: 'DRAFT', actor: 'customer' },
      { from: 'DRAFT', to: 'INCOMPLETE_REQUEST', actor: 'customer' },
    ])
  })

  it('is paid only by the webhook, once however often it is delivered, and mails the receipt', async () => {
    const { agent, cartId, email } = await cartReadyToPay(t, molino)
    const { cart } = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    // The browser is sent to the hosted page through our own origin.
    const toPage = await agent.get(WALLET.redirect(cart.external_session_id))
    expect(toPage.statusCode).toBe(303)
    expect(toPage.headers.location).toBe(
      `http://localhost:3000/local-pay/checkout/${cart.external_session_id}`,
    )
    expect((await orderRow(t, cartId)).payed).toBe(false)

    const warned = vi.spyOn(t.deps.log, 'warn')
    const deliveries = await payAndDeliver(t, cart.external_session_id)
    expect(warned).toHaveBeenCalledWith(
      expect.objectContaining({ orderId: cartId }),
      expect.stringContaining('SIMULATED payment applied'),
    )
    warned.mockRestore()
    const paid = await orderRow(t, cartId)
    expect(paid).toMatchObject({ status: 'NEW', payed: true, paymentModeId: 13 })
    expect(paid.paidAt).toBeInstanceOf(Date)
    // The same event again, twice, later: nothing more happens.
    for (const d of [...deliveries, ...deliveries]) expect((await deliver(t, d)).statusCode).toBe(200)
    expect(await statusTrail(t, cartId)).toEqual([
      { from: null, to: 'DRAFT', actor: 'customer' },
      { from: 'DRAFT', to: 'INCOMPLETE_REQUEST', actor: 'customer' },
      { from: 'INCOMPLETE_REQUEST', to: 'NEW', actor: 'system' },
    ])
    expect(await mailsOf('checkout-payment_received-customer', email)).toBe(1)
    expect(await mailsOf('checkout-payment_received-provider', t.config.PROVIDER_EMAIL)).toBeGreaterThan(0)
    const receipt = await t.mail.waitFor(email, (m) => m.subject.includes(paid.orderRef as string))
    expect(receipt.subject).toBe(`Ricevuta di pagamento: ordine ${paid.orderRef}`)
    // The local provider takes no money: the order, the receipt and the desk's notice say so (issue 21 item 6).
    const simulated = 'ATTENZIONE: pagamento SIMULATO con il fornitore di prova del negozio'
    expect(receipt.text).toContain(simulated)
    const notice = await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Pagamento ricevuto: ordine ${paid.orderRef}`,
    )
    expect(notice.text).toContain(simulated)
    expect(paid.attrib).toMatchObject({ simulated_payment: true })
    const detail = orderDetailResponse.parse(
      (await agent.post('/api/front/user/getOrderDetail', { id: cartId })).json(),
    )
    expect(detail.order.attrib.simulated_payment).toBe(true)
    // Back from the provider after the webhook: the redirect leads to the result page, not to pay again.
    const late = await agent.get(WALLET.redirect(cart.external_session_id))
    expect(late.headers.location).toBe(`http://localhost:3000/it/checkout/payment/${cartId}?outcome=paid`)
    // Paid orders take no new payment.
    expectKo(await agent.post(WALLET.card, walletBody(cartId)), 409, 'conflict')
  })

  it('leaves a declined or abandoned payment unpaid, to pay again with the same or a new session', async () => {
    const { agent, cartId } = await cartReadyToPay(t, molino)
    const first = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    const sessionId = first.cart.external_session_id
    for (const d of await localProvider(t).declineCard(sessionId, { deliver: false }))
      expect((await deliver(t, d)).statusCode).toBe(200)
    expect(await orderRow(t, cartId)).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
    // Trying again gives the same session while it is open.
    const retry = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    expect(retry.cart.external_session_id).toBe(sessionId)
    // The session ends unpaid: the order stays, and the next try opens a new session.
    for (const d of await localProvider(t).expireCard(sessionId, { deliver: false }))
      expect((await deliver(t, d)).statusCode).toBe(200)
    expect(await orderRow(t, cartId)).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
    const fresh = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    expect(fresh.cart.external_session_id).not.toBe(sessionId)
    await payAndDeliver(t, fresh.cart.external_session_id)
    expect(await orderRow(t, cartId)).toMatchObject({ status: 'NEW', payed: true })
    const attempts = await t.deps.db
      .select({ status: payments.status })
      .from(payments)
      .where(eq(payments.orderId, cartId))
      .orderBy(asc(payments.id))
    expect(attempts.map((a) => a.status)).toEqual(['expired', 'paid'])
  })

  it("refuses another buyer's cart, a visitor, bad bodies, no address and a client that may not pay online", async () => {
    const { cartId } = await cartReadyToPay(t, molino)
    const stranger = await newBuyer(t, await newClient(t))
    for (const call of [WALLET.card, WALLET.bank, WALLET.paypal]) {
      expectKo(await stranger.agent.post(call, walletBody(cartId)), 404, 'cart_is_missing')
      expectKo(await newVisitor(t).post(call, walletBody(cartId)), 401, 'unauthenticated')
      for (const body of [
        {},
        { cartId: 'x', accept_terms: true },
        { cartId: 2 ** 40, accept_terms: true },
        { cartId },
        { cartId, accept_terms: false },
        [],
      ])
        expectKo(await stranger.agent.post(call, body), 422, 'validation_failed')
      expectKo(
        await stranger.agent.post(call, walletBody(cartId), { csrf: false }),
        403,
        'csrf_token_mismatch',
      )
    }

    // No address chosen on the cart yet.
    const early = await newBuyer(t, molino)
    await addToCart(early.agent, PRODUCTS.silo)
    const earlyCart = await readCart(early.agent)
    const res = await early.agent.post(WALLET.card, walletBody(earlyCart.id))
    expectKo(res, 422, 'validation_failed')
    // The wallet's body names no address: 'general'.
    expect(Object.keys(res.json().errors)).toEqual(['general'])

    // A client the desk does not let pay online.
    const offline = await newClient(t, { canPayOnline: false })
    const buyer = await newBuyer(t, offline)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const cart = await readCart(buyer.agent)
    const addressId = await newAddress(t, offline)
    await buyer.agent.post('/api/front/order/get_shipping_info', {
      order: { id: cart.id, shipment_address_id: addressId, carrier_id: 2 },
    })
    expectKo(await buyer.agent.post(WALLET.card, walletBody(cart.id)), 403, 'forbidden')
    expect((await readCart(buyer.agent)).lines).toHaveLength(1)
  })
})

describe("another client's order id on the wallet calls (issue 21 item 9)", () => {
  it('answers 404 like a cart that is gone, before any other check, whatever the order became', async () => {
    const { agent, cartId } = await cartReadyToPay(t, molino)
    const { cart } = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    const stranger = await newBuyer(t, await newClient(t))
    const strangerOf = async () => {
      for (const call of [WALLET.card, WALLET.paypal, WALLET.bank])
        expectKo(await stranger.agent.post(call, walletBody(cartId)), 404, 'cart_is_missing')
    }
    await strangerOf()
    await payAndDeliver(t, cart.external_session_id)
    await strangerOf()
    // The owner still gets their own answers: the paid order takes no new payment.
    expectKo(await agent.post(WALLET.card, walletBody(cartId)), 409, 'conflict')
  })
})

describe('GET /api/front/payments/redirect/{sessionId}', () => {
  it("sends only the order's own buyers to the hosted page", async () => {
    const { agent, cartId } = await cartReadyToPay(t, molino)
    const { cart } = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(cartId))).json())
    const colleague = await newBuyer(t, molino)
    expect((await colleague.agent.get(WALLET.redirect(cart.external_session_id))).statusCode).toBe(303)
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.get(WALLET.redirect(cart.external_session_id)), 404, 'not_found')
    expectKo(await agent.get(WALLET.redirect('cs_local_nosuchsession')), 404, 'not_found')
    expectKo(await agent.get(WALLET.redirect('not%20an%20id')), 422, 'validation_failed')
    expectKo(await newVisitor(t).get(WALLET.redirect(cart.external_session_id)), 401, 'unauthenticated')
  })
})

describe('POST /api/front/walletCart/createBankOrder', () => {
  it('makes a NEW unpaid order with the bank details, mails them, and answers the same order on a repeat', async () => {
    const { agent, cartId, email } = await cartReadyToPay(t, molino)
    const res = await agent.post(WALLET.bank, walletBody(cartId))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = bankOrderResponse.parse(res.json())
    expect(answer.cart).toBeNull()
    expect(answer.order).toMatchObject({
      id: cartId,
      status: 'NEW',
      payment_mode_id: 12,
      payed: false,
      bank_transfer: DEMO_BANK_DETAILS,
    })
    const again = bankOrderResponse.parse((await agent.post(WALLET.bank, walletBody(cartId))).json())
    expect(again.order.id).toBe(cartId)
    expect(await statusTrail(t, cartId)).toHaveLength(2)
    const mail = await t.mail.waitFor(email, (m) => m.subject.includes(answer.order.order_ref))
    expect(mail.subject).toBe(`Ordine ${answer.order.order_ref}: in attesa del bonifico`)
    expect(mail.text).toContain(`IBAN: ${DEMO_BANK_DETAILS.iban}`)
    expect(mail.text).toContain(`Causale: ordine ${answer.order.order_ref}`)
    expect(await mailsOf('checkout-bank_order-provider', t.config.PROVIDER_EMAIL)).toBeGreaterThan(0)
    // The order's detail shows the details too, until it is paid.
    const detail = orderDetailResponse.parse(
      (await agent.post('/api/front/user/getOrderDetail', { id: cartId })).json(),
    )
    expect(detail.order.bank_transfer).toEqual(DEMO_BANK_DETAILS)
  })

  it('is refused with 409 while the shop has no bank account set, and the cart stays', async () => {
    const { agent, cartId } = await cartReadyToPay(t, molino)
    const [saved] = await t.deps.db.select().from(settings).where(eq(settings.key, BANK_DETAILS_KEY))
    await t.deps.db.delete(settings).where(eq(settings.key, BANK_DETAILS_KEY))
    try {
      expectKo(await agent.post(WALLET.bank, walletBody(cartId)), 409, 'conflict')
      expect((await readCart(agent)).lines).toHaveLength(1)
    } finally {
      await t.deps.db.insert(settings).values(saved as typeof settings.$inferInsert)
    }
  })
})

describe('POST /api/front/order/submit_complete_order', () => {
  /** An order request (cart/submit order) with its shipping chosen. */
  async function orderRequest() {
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const order = await submitCart(buyer.agent, { quote_or_order: 'order' })
    const addressId = await newAddress(t, molino)
    const shipped = await buyer.agent.post('/api/front/order/get_shipping_info', {
      order: { id: order.id, shipment_address_id: addressId, carrier_id: 2 },
    })
    expect(shipped.statusCode).toBe(200)
    return { ...buyer, order }
  }
  const payBody = (id: number, mode = 13) => ({
    order: { id, payment_mode_id: mode, accept_terms: true },
    submission_key: randomUUID(),
  })

  it('answers where to pay by card, the same session on a repeat, and the order is paid by the webhook', async () => {
    const { agent, order } = await orderRequest()
    const res = await agent.post(WALLET.pay, payBody(order.id))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = submitCompleteOrderResponse.parse(res.json())
    expect(answer.order).toMatchObject({ status: 'INCOMPLETE_REQUEST', payment_mode_id: 13, payed: false })
    expect(answer.stripe_session_redirect_url).toMatch(/^\/api\/front\/payments\/redirect\/cs_local_/)
    const again = submitCompleteOrderResponse.parse((await agent.post(WALLET.pay, payBody(order.id))).json())
    expect(again.stripe_session_redirect_url).toBe(answer.stripe_session_redirect_url)
    const sessionId = (answer.stripe_session_redirect_url as string).split('/').at(-1) as string
    // 'Try again' on the result page goes through the wallet call with the order's id: the same session.
    const retry = walletCheckoutResponse.parse((await agent.post(WALLET.card, walletBody(order.id))).json())
    expect(retry.cart.external_session_id).toBe(sessionId)
    await payAndDeliver(t, sessionId)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'NEW', payed: true })
    const paidAgain = await agent.post(WALLET.pay, payBody(order.id))
    expectKo(paidAgain, 409, 'conflict')
    expect(paidAgain.json().error).toBe(`L'ordine ${order.order_ref} è già pagato.`)
  })

  it("with PayPal answers PayPal's approval page; the capture pays the order, and the result page's retry is the same PayPal order (issue 23)", async () => {
    const { agent, order, email } = await orderRequest()
    const body = payBody(order.id)
    const paypal = { ...body, order: { ...body.order, payment_method: 'paypal' } }
    const res = await agent.post(WALLET.pay, paypal)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = submitCompleteOrderResponse.parse(res.json())
    expect(answer.order).toMatchObject({ status: 'INCOMPLETE_REQUEST', payment_mode_id: 13, payed: false })
    const id = (answer.stripe_session_redirect_url as string).split('/').at(-1) as string
    expect(answer.stripe_session_redirect_url).toBe(`http://localhost:3000/local-pay/paypal/${id}`)
    // The result page's 'back to PayPal' goes through the wallet call with the order's id: the same PayPal order.
    const retry = paypalCreateResponse.parse((await agent.post(WALLET.paypal, walletBody(order.id))).json())
    expect(retry.result.id).toBe(id)

    await localProvider(t).approvePaypal(id, 'approve')
    const done = paypalCaptureResponse.parse(
      (await agent.post(WALLET.capture, { orderID: id, cartId: order.id })).json(),
    )
    expect(done.cartOrder).toMatchObject({ id: order.id, status: 'NEW', payed: true, payment_mode_id: 13 })
    expect(await mailsOf('checkout-payment_received-customer', email)).toBe(1)
    const rows = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id))
    expect(rows.map((r) => [r.method, r.status])).toEqual([['paypal', 'paid']])
  })

  it('refuses PayPal on its field while the shop has no PayPal account, before the order changes', async () => {
    const { agent, order } = await orderRequest()
    const before = await orderRow(t, order.id)
    const body = payBody(order.id)
    const deps = t.deps.payments as { paypal: typeof t.deps.payments.paypal }
    const paypal = deps.paypal
    deps.paypal = null
    try {
      const res = await agent.post(WALLET.pay, {
        ...body,
        order: { ...body.order, payment_method: 'paypal' },
      })
      expectKo(res, 409, 'conflict')
      expect(Object.keys(res.json().errors)).toEqual(['order.payment_method'])
    } finally {
      deps.paypal = paypal
    }
    expect(await orderRow(t, order.id)).toEqual(before)
    const bad = await agent.post(WALLET.pay, { ...body, order: { ...body.order, payment_method: 'cash' } })
    expectKo(bad, 422, 'validation_failed')
    expect(Object.keys(bad.json().errors)).toEqual(['order.payment_method'])
  })

  it('completes with any other mode as complete_order does, with no address to go to', async () => {
    const { agent, order } = await orderRequest()
    const answer = submitCompleteOrderResponse.parse(
      (await agent.post(WALLET.pay, payBody(order.id, 11))).json(),
    )
    expect(answer.stripe_session_redirect_url).toBeNull()
    expect(answer.order).toMatchObject({ status: 'NEW', payment_mode_id: 11, payed: false })
  })

  it('refuses another client, a visitor and bad bodies', async () => {
    const { order } = await orderRequest()
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(WALLET.pay, payBody(order.id)), 404, 'not_found')
    expectKo(await newVisitor(t).post(WALLET.pay, payBody(order.id)), 401, 'unauthenticated')
    for (const body of [{}, { order: { id: order.id } }, payBody(-1)])
      expectKo(await stranger.agent.post(WALLET.pay, body), 422, 'validation_failed')
  })
})

describe('POST /api/front/walletCart/paypal/*', () => {
  it('approves at PayPal, restarts after a declined card, captures once, and refuses strangers', async () => {
    const { agent, cartId, email } = await cartReadyToPay(t, molino)
    const created = paypalCreateResponse.parse((await agent.post(WALLET.paypal, walletBody(cartId))).json())
    const id = created.result.id
    expect(created.result.approve_url).toBe(`http://localhost:3000/local-pay/paypal/${id}`)
    const capture = () => agent.post(WALLET.capture, { orderID: id, cartId })

    // Not approved yet: PayPal's refusal, with its issue and debug id.
    const early = await capture()
    expectKo(early, 502, 'payment_failed')
    expect(early.json().errorMsg).toMatchObject({
      details: [{ issue: 'ORDER_NOT_APPROVED' }],
      debug_id: expect.any(String),
    })

    await localProvider(t).approvePaypal(id, 'decline')
    const declined = await capture()
    expectKo(declined, 422, 'instrument_declined')
    expect(declined.json().errorMsg.details[0].issue).toBe('INSTRUMENT_DECLINED')
    // The restart: the same PayPal order, approved again with another card.
    const restarted = paypalCreateResponse.parse((await agent.post(WALLET.paypal, walletBody(cartId))).json())
    expect(restarted.result.id).toBe(id)
    await localProvider(t).approvePaypal(id, 'approve')

    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(WALLET.capture, { orderID: id, cartId }), 404, 'not_found')

    const done = paypalCaptureResponse.parse((await capture()).json())
    expect(done.result).toEqual({ id, status: 'COMPLETED' })
    expect(done.cartOrder).toMatchObject({ id: cartId, status: 'NEW', payed: true })
    expect(paypalCaptureResponse.parse((await capture()).json()).cartOrder.payed).toBe(true)
    expect(await mailsOf('checkout-payment_received-customer', email)).toBe(1)
    const [row] = await t.deps.db.select().from(payments).where(eq(payments.orderId, cartId))
    expect(row).toMatchObject({ method: 'paypal', status: 'paid' })
  })

  it('answers any other refusal as payment_failed with the description and debug id', async () => {
    const { agent, cartId } = await cartReadyToPay(t, molino)
    const { result } = paypalCreateResponse.parse(
      (await agent.post(WALLET.paypal, walletBody(cartId))).json(),
    )
    await localProvider(t).approvePaypal(result.id, 'error')
    const res = await agent.post(WALLET.capture, { orderID: result.id, cartId })
    expectKo(res, 502, 'payment_failed')
    expect(res.json().error).toBe('Siamo spiacenti, la transazione non è stata elaborata.')
    expect(res.json().errorMsg.details[0]).toMatchObject({
      issue: 'TRANSACTION_REFUSED',
      description: expect.any(String),
    })
    expect(await orderRow(t, cartId)).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
  })

  it('refuses bad capture bodies with 422', async () => {
    const { agent } = await newBuyer(t, molino).then((b) => b)
    for (const body of [
      {},
      { orderID: '../x', cartId: 1 },
      { orderID: 'A'.repeat(65), cartId: 1 },
      { orderID: 'ABC' },
    ])
      expectKo(await agent.post(WALLET.capture, body), 422, 'validation_failed')
  })
})
