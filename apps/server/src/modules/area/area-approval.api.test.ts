import { randomUUID } from 'node:crypto'
import { payAndApproveResponse } from '@shop/domain/orders/area-schemas'
import { completeOrderResponse, shippingInfoResponse } from '@shop/domain/orders/checkout-schemas'
import { paymentOptionsResponse } from '@shop/domain/payments/schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusChanges, orders, users } from '../../db/schema/index.ts'
import { findUser, sessionCount } from '../accounts/test-accounts.ts'
import { createAgent } from '../accounts/test-agent.ts'
import {
  addToCart,
  BUYER_PASSWORD,
  cartTestApp,
  expectKo,
  newAddress,
  newBuyer,
  newClient,
  newVisitor,
  nextIp,
  orderRow,
  PRODUCTS,
  submitCart,
} from '../cart/test-cart.ts'
import { signedIn } from '../desk/test-desk-orders.ts'
import { payAndDeliver } from '../payments/test-payments.ts'
import { AREA, actionOf, aliasRecords, approvalBody, quotationOf, shipQuotation } from './test-area.ts'

// The completion flow for a priced quotation (issue 25 item 8): get_shipping_info on it (step 1), then
// approve_quotation with a mode not paid online, or pay_and_approve_quotation with the card (step 2). The first
// billing address must be saved and complete; the quotation becomes CONFIRMED at the end of step 2, by card only when
// the provider confirms the payment.

const { t, molino } = await cartTestApp('100')
const CDP = 11
const PV9 = 13

const approvals = (id: number) =>
  t.deps.db
    .select({ id: orderStatusChanges.id })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, id), eq(orderStatusChanges.toStatus, 'CONFIRMED')))

/** A quotation of Molino Ferraresi (complete billing data in the demo) with its shipment chosen. */
async function shippedQuotation(clientId = molino) {
  const q = await quotationOf(t, clientId)
  await shipQuotation(t, q.agent, q.order, clientId)
  return q
}

describe('POST order/get_shipping_info on a priced quotation', () => {
  it('sets its shipment and keeps it READY; refuses it past validity, and anyone else’s', async () => {
    const { order, agent } = await quotationOf(t, molino)
    const addressId = await newAddress(t, molino)
    const res = await agent.post(AREA.shipping, {
      order: { id: order.id, shipment_address_id: addressId, carrier_id: 2, reference_client_code: 'ODA-77' },
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = shippingInfoResponse.parse(res.json())
    expect(answer.order).toMatchObject({ status: 'READY', shipment_address_id: addressId })
    expect(answer.order.reference_client_code).toBe('ODA-77')

    const stranger = await newBuyer(t, await newClient(t))
    const body = { order: { id: order.id, shipment_address_id: addressId, carrier_id: 2 } }
    expectKo(await stranger.agent.post(AREA.shipping, body), 404)
    const buyer = await signedIn(t, 'buyer')
    for (const id of await aliasRecords(t))
      expectKo(await buyer.post(AREA.shipping, { order: { ...body.order, id } }), 404)
    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    expectKo(await agent.post(AREA.shipping, body), 409)
  })
})

describe('POST order/approve_quotation', () => {
  it('approves with a mode not paid online: CONFIRMED, the reference defaulted, both mailed, a repeat the same', async () => {
    const { order, agent, email } = await shippedQuotation()
    await t.deps.db
      .update(orders)
      .set({ quotationReference: 'Silos Carpi 2027' })
      .where(eq(orders.id, order.id))
    const body = approvalBody(order.id, CDP)
    const answer = actionOf(await agent.post(AREA.approve, body))
    expect(answer.message).toBe('Preventivo confermato con successo')
    expect(answer.order).toMatchObject({ status: 'CONFIRMED', payment_mode_id: CDP })
    // Spec 3 §4: no client reference, the quotation's.
    expect(answer.order.reference_client_code).toBe('Silos Carpi 2027')
    expect(answer.order.attrib.terms_of_sale).toBeDefined()
    expect(answer.area).toMatchObject({
      badge: 'orders.badge.approved',
      actions: { approve: false, cancel: true },
    })
    expect(answer.area.confirmed_at).not.toBeNull()
    await t.mail.waitFor(email, (m) => m.subject === `Preventivo ${order.order_ref} confermato`)
    await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Preventivo ${order.order_ref} confermato dal cliente`,
    )

    expect(actionOf(await agent.post(AREA.approve, body)).order.status).toBe('CONFIRMED')
    expectKo(await agent.post(AREA.approve, approvalBody(order.id, CDP)), 409, 'transition_forbidden')
    expect(await approvals(order.id)).toHaveLength(1)
  })

  it('refuses anyone else’s (404), past validity (409), a gated user (403), the card and bad input (422)', async () => {
    const { order, agent } = await shippedQuotation()
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(AREA.approve, approvalBody(order.id, CDP)), 404)
    expectKo(await stranger.agent.post(AREA.pay, approvalBody(order.id, PV9)), 404)
    const buyer = await signedIn(t, 'buyer')
    for (const id of await aliasRecords(t)) {
      expectKo(await buyer.post(AREA.approve, approvalBody(id, CDP)), 404)
      expectKo(await buyer.post(AREA.pay, approvalBody(id, PV9)), 404)
    }
    expectKo(await newVisitor(t).post(AREA.approve, approvalBody(order.id, CDP)), 401)
    for (const bad of [
      {},
      { order: { id: order.id, payment_mode_id: CDP, accept_terms: false }, submission_key: randomUUID() },
      { order: { id: 'x', payment_mode_id: CDP, accept_terms: true }, submission_key: randomUUID() },
      { ...approvalBody(order.id, CDP), submission_key: 'not-a-uuid' },
      { ...approvalBody(order.id, CDP), user_data: { password: 'Abcdef1!', confirmPassword: 'other' } },
    ]) {
      expectKo(await agent.post(AREA.approve, bad), 422)
      expectKo(await agent.post(AREA.pay, bad), 422)
    }
    const card = await agent.post(AREA.approve, approvalBody(order.id, PV9))
    expectKo(card, 422)
    expect(Object.keys(card.json().errors)).toEqual(['order.payment_mode_id'])

    const gated = await shippedQuotation()
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, gated.userId))
    expect((await gated.agent.post(AREA.approve, approvalBody(gated.order.id, CDP))).statusCode).toBe(403)

    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: new Date(Date.now() - 1000) })
      .where(eq(orders.id, order.id))
    expectKo(await agent.post(AREA.approve, approvalBody(order.id, CDP)), 409)
    expectKo(await agent.post(AREA.pay, approvalBody(order.id, PV9)), 409)
    expect((await orderRow(t, order.id))?.status).toBe('READY')
  })

  it('needs the first billing address saved, then complete, on the field it misses', async () => {
    const clientId = await newClient(t, { sdiCode: '' })
    const { order, agent } = await shippedQuotation(clientId)
    const unsaved = await agent.post(AREA.approve, approvalBody(order.id, CDP))
    expectKo(unsaved, 422)
    expect(unsaved.json().errors).toEqual({
      billing_address: ['I dati indirizzo non sono stati salvati. Salvare i dati per procedere.'],
    })
    await newAddress(t, clientId, { addressType: 'main', piva: '' })
    const noVat = await agent.post(AREA.pay, approvalBody(order.id, PV9))
    expectKo(noVat, 422)
    expect(Object.keys(noVat.json().errors)).toEqual(['billing_address.piva'])
    expect(noVat.json().error).toBe(
      'I dati forniti non sono sufficienti per la fatturazione, si prega di verificare nel primo indirizzo il campo: Partita IVA',
    )
    const detail = await agent.post(AREA.detail, { id: order.id })
    expect(detail.json().area.billing_problem).toBe('piva')
    expect((await orderRow(t, order.id))?.status).toBe('READY')
  })
})

describe('POST order/pay_and_approve_quotation', () => {
  it('answers where to pay; the quotation stays READY until the provider confirms, then it is CONFIRMED and paid, both mailed so', async () => {
    const { order, agent, email } = await shippedQuotation()
    const res = await agent.post(AREA.pay, approvalBody(order.id, PV9))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const answer = payAndApproveResponse.parse(res.json())
    expect(answer.message).toBe('')
    expect(answer.order).toMatchObject({ status: 'READY', payed: false, payment_mode_id: PV9 })
    expect(answer.area.payment.state).toBe('open')
    expect(answer.stripe_session_redirect_url).toMatch(/^\/api\/front\/payments\/redirect\/cs_local_/)
    const again = payAndApproveResponse.parse(
      (await agent.post(AREA.pay, approvalBody(order.id, PV9))).json(),
    )
    expect(again.stripe_session_redirect_url).toBe(answer.stripe_session_redirect_url)

    await payAndDeliver(t, (answer.stripe_session_redirect_url as string).split('/').at(-1) as string)
    expect(await orderRow(t, order.id)).toMatchObject({ status: 'CONFIRMED', payed: true })
    expect(await approvals(order.id)).toHaveLength(1)
    // Confirmed by the payment: the receipt says so, and the desk reads it has nothing left to accept.
    const receipt = await t.mail.waitFor(
      email,
      (m) => m.subject === `Preventivo ${order.order_ref} confermato e pagato`,
    )
    expect(receipt.text).toContain('abbiamo ricevuto il pagamento')
    expect(receipt.text).toContain(`/it/user/quotations/${order.id}`)
    await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Preventivo ${order.order_ref} confermato e pagato dal cliente`,
    )
    const paid = await agent.post(AREA.pay, approvalBody(order.id, PV9))
    expectKo(paid, 409)
  })

  it("answers the payment step's options for the quotation, as for an order request", async () => {
    const { order, agent } = await shippedQuotation()
    const res = await agent.get(`/api/front/order/${order.id}/payment_options`)
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    expect(paymentOptionsResponse.parse(res.json())).toMatchObject({ order_id: order.id })
    expectKo(
      await (await newBuyer(t, await newClient(t))).agent.get(`/api/front/order/${order.id}/payment_options`),
      404,
    )
  })

  it('with a mode not paid online approves at once, as approve_quotation', async () => {
    const { order, agent } = await shippedQuotation()
    const answer = payAndApproveResponse.parse(
      (await agent.post(AREA.pay, approvalBody(order.id, CDP))).json(),
    )
    expect([answer.order.status, answer.stripe_session_redirect_url, answer.message]).toEqual([
      'CONFIRMED',
      null,
      'Preventivo confermato con successo',
    ])
  })
})

describe('user_data on completion: the first password of a user without one', () => {
  it('is checked by the password rules on its field, set with the completion, and ends the other sessions', async () => {
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const order = await submitCart(buyer.agent, { quote_or_order: 'order' })
    const addressId = await newAddress(t, molino)
    const shipped = await buyer.agent.post(AREA.shipping, {
      order: { id: order.id, shipment_address_id: addressId, carrier_id: 2 },
    })
    expect(shipped.statusCode).toBe(200)
    const other = createAgent(t.app, { remoteAddress: nextIp() })
    expect((await other.login(buyer.email, BUYER_PASSWORD)).statusCode).toBe(200)
    // A user who never chose a password (the wizard's, signed in by an activation link).
    await t.deps.db.update(users).set({ passwordHash: null }).where(eq(users.id, buyer.userId))

    const weak = await buyer.agent.post(
      '/api/front/order/complete_order',
      approvalBody(order.id, CDP, { user_data: { password: 'short', confirmPassword: 'short' } }),
    )
    expectKo(weak, 422)
    expect(Object.keys(weak.json().errors)).toEqual(['user_data.password'])
    const done = await buyer.agent.post(
      '/api/front/order/complete_order',
      approvalBody(order.id, CDP, { user_data: { password: 'Silos#2026x', confirmPassword: 'Silos#2026x' } }),
    )
    expect(done.statusCode, done.body.slice(0, 300)).toBe(200)
    expect(completeOrderResponse.parse(done.json()).order.status).toBe('NEW')
    expect((await findUser(t, buyer.email))?.passwordHash).not.toBeNull()
    expect(await sessionCount(t, buyer.userId)).toBe(1)
  })
})
