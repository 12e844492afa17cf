import { shippingInfoResponse } from '@shop/domain/orders/checkout-schemas'
import { expect } from 'vitest'
import type { LocalDelivery } from '../../infra/payments/local-provider.ts'
import { addToCart, newAddress, newBuyer, PRODUCTS, readCart } from '../cart/test-cart.ts'
import type { PaymentDeps } from './payments.service.ts'

/** Fixtures for the payments' API tests (issue 12): a cart ready to pay from, and the webhook as the provider sends it. */

type TestApp = Parameters<typeof newBuyer>[0]

export const WALLET = {
  card: '/api/front/walletCart/checkout',
  bank: '/api/front/walletCart/createBankOrder',
  paypal: '/api/front/walletCart/paypal/createRealOrder',
  capture: '/api/front/walletCart/paypal/captureRealOrder',
  pay: '/api/front/order/submit_complete_order',
  webhook: '/api/front/payments/webhook',
  redirect: (sessionId: string) => `/api/front/payments/redirect/${sessionId}`,
} as const

/** A buyer of the client with the silo in the cart and a complete address chosen on the cart (the wallet's start). */
export async function cartReadyToPay(t: TestApp, clientId: number) {
  const buyer = await newBuyer(t, clientId)
  await addToCart(buyer.agent, PRODUCTS.silo)
  const cart = await readCart(buyer.agent)
  const addressId = await newAddress(t, clientId)
  const res = await buyer.agent.post('/api/front/order/get_shipping_info', {
    order: { id: cart.id, shipment_address_id: addressId, carrier_id: 2 },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(shippingInfoResponse.parse(res.json()).user_can_pay).toBe(true)
  return { ...buyer, cartId: cart.id, addressId }
}

/** The wallet body for a cart. */
export const walletBody = (cartId: number) => ({ cartId, accept_terms: true })

/** Posts a webhook delivery as the provider does: no session, no CSRF header, the signature header. */
export function deliver(t: TestApp, delivery: LocalDelivery) {
  return t.app.inject({
    method: 'POST',
    url: WALLET.webhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': delivery.signature },
    payload: delivery.payload,
  })
}

/** The local provider's control (tests run with PAYMENT_PROVIDER=local, the default outside production). */
export function localProvider(t: TestApp) {
  const local = t.deps.localPayments
  if (!local) throw new Error('the tests need the local payment provider')
  return local.control
}

/** Pays a session on the local hosted page and delivers its webhook once; expects the delivery accepted. */
export async function payAndDeliver(t: TestApp, sessionId: string) {
  const deliveries = await localProvider(t).payCard(sessionId, { deliver: false })
  expect(deliveries.length).toBeGreaterThan(0)
  for (const d of deliveries) expect((await deliver(t, d)).statusCode).toBe(200)
  return deliveries
}

/** The app's dependencies, for calling the services and jobs directly, with the clock a test sets. */
export function paymentDeps(t: TestApp, clock: () => Date = () => new Date()): PaymentDeps {
  return { ...t.deps, clock }
}
