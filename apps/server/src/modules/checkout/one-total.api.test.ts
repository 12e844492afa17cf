import { randomUUID } from 'node:crypto'
import { cartSchema } from '@shop/domain/orders/cart-schemas'
import { type Order, orderDetailResponse, shippingInfoResponse } from '@shop/domain/orders/checkout-schemas'
import {
  bankOrderResponse,
  paypalCreateResponse,
  submitCompleteOrderResponse,
  walletCheckoutResponse,
} from '@shop/domain/payments/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { countries, payments } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  newAddress,
  newBuyer,
  PRODUCTS,
  readCart,
  submitCart,
} from '../cart/test-cart.ts'
import { WALLET, walletBody } from '../payments/test-payments.ts'

// Issue 21 item 5: one cart shipped to one destination costs the same on every path. The order request (cart/submit,
// then get_shipping_info) rates VAT by the delivery country; the wallet's three calls froze the VAT of the client's
// country until the one domain function (computeOrderTotals) priced them all.

const { t, molino } = await cartTestApp('100')

/**
 * The bag filter at Molino Ferraresi's prices (list 3.850,00 €, 15% → 3.272,50 €, web-order 3%), shipped to
 * Switzerland: not taxable (NI8), 3.174,32 €. With the Italian client's 22% it would be 3.872,67 €.
 */
const SWISS_TOTAL = { custom_iva_code: 'NI8', iva_perc: 0, iva_total: 0, order_final_price_iva: 317432 }

/** A delivery address of Molino's in Zürich, complete. */
async function zurich(): Promise<number> {
  const [ch] = await t.deps.db
    .select({ zone: countries.zoneCode })
    .from(countries)
    .where(eq(countries.iso2, 'CH'))
  return newAddress(t, molino, { esaedroZoneCode: ch?.zone as string, cap: '8001', city: 'Zürich', prov: '' })
}

async function shipTo(agent: Agent, orderId: number, addressId: number) {
  const res = await agent.post('/api/front/order/get_shipping_info', {
    order: { id: orderId, shipment_address_id: addressId, carrier_id: 3 },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return shippingInfoResponse.parse(res.json())
}

async function detail(agent: Agent, id: number): Promise<Order> {
  const res = await agent.post('/api/front/user/getOrderDetail', { id })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return orderDetailResponse.parse(res.json()).order
}

/** A buyer of Molino with the filter in the cart, shipped to Zürich from the cart (the wallet's start). */
async function walletCart() {
  const buyer = await newBuyer(t, molino)
  const { cart } = await addToCart(buyer.agent, PRODUCTS.filter)
  // Before an address the cart estimates by the client's country, Italy.
  expect(cart).toMatchObject({ custom_iva_code: '22A', order_final_price_iva: 387267 })
  const shipped = await shipTo(buyer.agent, cart.id, await zurich())
  return { ...buyer, cartId: cart.id, shipped }
}

/** What each path must agree on. */
const totalsOf = (
  o: Pick<Order, 'custom_iva_code' | 'iva_perc' | 'iva_total' | 'order_final_price_iva'>,
) => ({
  custom_iva_code: o.custom_iva_code,
  iva_perc: o.iva_perc,
  iva_total: o.iva_total,
  order_final_price_iva: o.order_final_price_iva,
})

async function attemptAmount(orderId: number): Promise<number | undefined> {
  const rows = await t.deps.db
    .select({ amount: payments.amount })
    .from(payments)
    .where(eq(payments.orderId, orderId))
  expect(rows).toHaveLength(1)
  return rows[0]?.amount
}

describe('one cart to one destination: the same total on every path', () => {
  it('cart/submit order + get_shipping_info, walletCart/checkout, PayPal and the bank order agree to the cent', async () => {
    // 1. The order request, shipped to Zürich at the shipping step, then paid by card from the payment step.
    const requester = await newBuyer(t, molino)
    await addToCart(requester.agent, PRODUCTS.filter)
    const request = await submitCart(requester.agent, { quote_or_order: 'order' })
    const shipped = await shipTo(requester.agent, request.id, await zurich())
    expect(totalsOf(shipped.order)).toEqual(SWISS_TOTAL)
    expect(shipped.user_can_pay).toBe(true)
    expect(totalsOf(await detail(requester.agent, request.id))).toEqual(SWISS_TOTAL)
    expect(shipped.order.attrib.custom_iva_code).toBe('NI8')
    const paying = await requester.agent.post(WALLET.pay, {
      order: { id: request.id, payment_mode_id: 13, accept_terms: true },
      submission_key: randomUUID(),
    })
    expect(paying.statusCode, paying.body.slice(0, 300)).toBe(200)
    expect(submitCompleteOrderResponse.parse(paying.json()).order.order_final_price_iva).toBe(317432)
    expect(await attemptAmount(request.id)).toBe(317432)

    // 2. walletCart/checkout: the cart shows the destination's total once the address is chosen, and keeps it.
    const card = await walletCart()
    expect(totalsOf(cartSchema.parse(card.shipped.cart))).toEqual(SWISS_TOTAL)
    expect(totalsOf(card.shipped.order)).toEqual(SWISS_TOTAL)
    expect(totalsOf(await readCart(card.agent))).toEqual(SWISS_TOTAL)
    const carded = await card.agent.post(WALLET.card, walletBody(card.cartId))
    expect(carded.statusCode, carded.body.slice(0, 300)).toBe(200)
    expect(totalsOf(walletCheckoutResponse.parse(carded.json()).order)).toEqual(SWISS_TOTAL)
    expect(totalsOf(await detail(card.agent, card.cartId))).toEqual(SWISS_TOTAL)
    expect(await attemptAmount(card.cartId)).toBe(317432)

    // 3. PayPal from the cart.
    const paypal = await walletCart()
    const created = await paypal.agent.post(WALLET.paypal, walletBody(paypal.cartId))
    expect(created.statusCode, created.body.slice(0, 300)).toBe(200)
    paypalCreateResponse.parse(created.json())
    expect(totalsOf(await detail(paypal.agent, paypal.cartId))).toEqual(SWISS_TOTAL)
    expect(await attemptAmount(paypal.cartId)).toBe(317432)

    // 4. The bank order from the cart.
    const bank = await walletCart()
    const banked = await bank.agent.post(WALLET.bank, walletBody(bank.cartId))
    expect(banked.statusCode, banked.body.slice(0, 300)).toBe(200)
    const order = bankOrderResponse.parse(banked.json()).order
    expect(totalsOf(order)).toEqual(SWISS_TOTAL)
    expect(order.attrib.custom_iva_code).toBe('NI8')
    expect(totalsOf(await detail(bank.agent, bank.cartId))).toEqual(SWISS_TOTAL)

    // The same net on all four, and it is what the Italian client would pay before VAT.
    const nets = await Promise.all(
      [
        [requester.agent, request.id],
        [card.agent, card.cartId],
        [paypal.agent, paypal.cartId],
        [bank.agent, bank.cartId],
      ].map(async ([agent, id]) => (await detail(agent as Agent, id as number)).order_final_price),
    )
    expect(nets).toEqual([317432, 317432, 317432, 317432])
  })
})
