import { shippingInfoResponse } from '@shop/domain/orders/checkout-schemas'
import { paymentOptionsResponse } from '@shop/domain/payments/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { countries, settings } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  expectKo,
  newAddress,
  newBuyer,
  newClient,
  newVisitor,
  orderRow,
  PRODUCTS,
  readCart,
  submitCart,
} from '../cart/test-cart.ts'
import { BANK_DETAILS_KEY } from '../lookups/settings.service.ts'

// GET order/{orderId}/payment_options (issue 22 item 7): whether the cart or order request may be paid in advance, how,
// and why not, for its shipment address or another one, without saving anything (the wallet asked the saving
// get_shipping_info before).

const { t, molino } = await cartTestApp('100')

const optionsUrl = (orderId: number | string, addressId?: number | string) =>
  `/api/front/order/${orderId}/payment_options${addressId === undefined ? '' : `?shipment_address_id=${addressId}`}`

async function options(agent: Agent, orderId: number, addressId?: number) {
  const res = await agent.get(optionsUrl(orderId, addressId))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['cache-control']).toContain('no-store')
  return paymentOptionsResponse.parse(res.json())
}

const ALL = {
  card: { allowed: true, reason: null },
  bank_transfer: { allowed: true, reason: null },
  paypal: { allowed: true, reason: null },
}
const every = (reason: string) => ({
  card: { allowed: false, reason },
  bank_transfer: { allowed: false, reason },
  paypal: { allowed: false, reason },
})

/** A delivery address of the client in Zürich, complete: not taxable (NI8), where Italy would add 22%. */
async function zurich(clientId: number): Promise<number> {
  const [ch] = await t.deps.db
    .select({ zone: countries.zoneCode })
    .from(countries)
    .where(eq(countries.iso2, 'CH'))
  return newAddress(t, clientId, {
    esaedroZoneCode: ch?.zone as string,
    cap: '8001',
    city: 'Zürich',
    prov: '',
  })
}

async function shipTo(agent: Agent, orderId: number, addressId: number) {
  const res = await agent.post('/api/front/order/get_shipping_info', {
    order: { id: orderId, shipment_address_id: addressId, carrier_id: 3 },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return shippingInfoResponse.parse(res.json())
}

/** A buyer of the client with the bag filter in the cart (3.872,67 € with Italian VAT). */
async function filterCart(clientId = molino) {
  const buyer = await newBuyer(t, clientId)
  const { cart } = await addToCart(buyer.agent, PRODUCTS.filter)
  return { ...buyer, cart }
}

describe('GET /api/front/order/{orderId}/payment_options', () => {
  it('answers for the address asked about with the total get_shipping_info then gives it, and saves nothing', async () => {
    const { agent, cart } = await filterCart()
    const before = await orderRow(t, cart.id)

    // No address on the cart and none asked about.
    expect(await options(agent, cart.id)).toEqual({
      status: 'OK',
      order_id: cart.id,
      shipment_address_id: null,
      order_final_price_iva: 387267,
      options: every('address_needed'),
    })

    const italy = await newAddress(t, molino)
    const swiss = await zurich(molino)
    expect(await options(agent, cart.id, italy)).toMatchObject({
      shipment_address_id: italy,
      order_final_price_iva: 387267,
      options: ALL,
    })
    expect(await options(agent, cart.id, swiss)).toMatchObject({
      shipment_address_id: swiss,
      order_final_price_iva: 317432,
      options: ALL,
    })
    // Asking changed nothing: no address, no carrier, no new version.
    expect(await orderRow(t, cart.id)).toEqual(before)
    expect((await readCart(agent)).order_final_price_iva).toBe(387267)

    // Saving the address gives the same total, and the order's own address is then the one answered for.
    const shipped = await shipTo(agent, cart.id, swiss)
    expect(shipped.cart?.order_final_price_iva).toBe(317432)
    expect(await options(agent, cart.id)).toMatchObject({
      shipment_address_id: swiss,
      order_final_price_iva: 317432,
      options: ALL,
    })
    expect((await options(agent, cart.id, italy)).order_final_price_iva).toBe(387267)
  })

  it("answers an order request's options with the VAT of the address asked about", async () => {
    const { agent } = await filterCart()
    const request = await submitCart(agent, { quote_or_order: 'order' })
    expect(await options(agent, request.id)).toMatchObject({
      shipment_address_id: null,
      order_final_price_iva: 387267,
      options: every('address_needed'),
    })
    const swiss = await zurich(molino)
    expect(await options(agent, request.id, swiss)).toMatchObject({
      order_final_price_iva: 317432,
      options: ALL,
    })
    expect((await orderRow(t, request.id))?.shipmentAddressId).toBeNull()
    await shipTo(agent, request.id, swiss)
    expect(await options(agent, request.id)).toMatchObject({
      shipment_address_id: swiss,
      order_final_price_iva: 317432,
      options: ALL,
    })
  })

  it('says why not: an incomplete address, a client that may not pay online, a total above one charge', async () => {
    const { agent, cart } = await filterCart()
    const noPhone = await newAddress(t, molino, { tel: '' })
    expect((await options(agent, cart.id, noPhone)).options).toEqual(every('address_incomplete'))

    const offline = await newClient(t, { canPayOnline: false })
    const buyer = await filterCart(offline)
    expect((await options(buyer.agent, buyer.cart.id, await newAddress(t, offline))).options).toEqual(
      every('not_allowed'),
    )

    // 896 silos: 16.022.115,09 € with VAT, above the card's and PayPal's 999.999,99 €.
    const big = await newBuyer(t, molino)
    const { cart: silos } = await addToCart(big.agent, PRODUCTS.silo)
    const line = silos.lines[0] as (typeof silos.lines)[number]
    const edited = await big.agent.post(
      '/api/front/cart/it',
      editsOf(silos, { lines: [{ id: line.id, qty: 896 }] }),
    )
    expect(edited.statusCode, edited.body.slice(0, 300)).toBe(200)
    expect((await options(big.agent, silos.id, await newAddress(t, molino))).options).toEqual({
      card: { allowed: false, reason: 'over_online_max' },
      bank_transfer: { allowed: true, reason: null },
      paypal: { allowed: false, reason: 'over_online_max' },
    })
  })

  it("offers PayPal on an order request exactly when GET user says paypal_enabled, as the checkout's step 3 asks (issue 23)", async () => {
    const { agent } = await filterCart()
    const request = await submitCart(agent, { quote_or_order: 'order' })
    const italy = await newAddress(t, molino)
    await shipTo(agent, request.id, italy)
    const paypalEnabled = async () => (await agent.get('/api/front/user')).json().settings.paypal_enabled
    expect(await paypalEnabled()).toBe(true)
    expect((await options(agent, request.id)).options).toEqual(ALL)

    // A shop without a PayPal account: GET user says so, and the options name PayPal unavailable, the rest unchanged.
    const payments = t.deps.payments as { paypal: typeof t.deps.payments.paypal }
    const paypal = payments.paypal
    payments.paypal = null
    try {
      expect(await paypalEnabled()).toBe(false)
      expect((await options(agent, request.id)).options).toEqual({
        ...ALL,
        paypal: { allowed: false, reason: 'unavailable' },
      })
    } finally {
      payments.paypal = paypal
    }
  })

  it('says the bank transfer is unavailable while the shop has no bank account set', async () => {
    const { agent, cart } = await filterCart()
    const italy = await newAddress(t, molino)
    const [saved] = await t.deps.db.select().from(settings).where(eq(settings.key, BANK_DETAILS_KEY))
    await t.deps.db.delete(settings).where(eq(settings.key, BANK_DETAILS_KEY))
    try {
      expect((await options(agent, cart.id, italy)).options).toEqual({
        ...ALL,
        bank_transfer: { allowed: false, reason: 'unavailable' },
      })
    } finally {
      await t.deps.db.insert(settings).values(saved as typeof settings.$inferInsert)
    }
  })

  it("answers 404 for another client's order, a colleague's cart and another client's address; 401 to a visitor", async () => {
    const { agent, cart } = await filterCart()
    const italy = await newAddress(t, molino)
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.get(optionsUrl(cart.id)), 404, 'not_found')
    expectKo(await stranger.agent.get(optionsUrl(cart.id, italy)), 404, 'not_found')
    // A cart is its own buyer's, even within the company.
    const colleague = await newBuyer(t, molino)
    expectKo(await colleague.agent.get(optionsUrl(cart.id)), 404, 'not_found')
    // An order that is neither a cart nor an order request any more.
    const quotation = await filterCart()
    const quote = await submitCart(quotation.agent)
    expectKo(await quotation.agent.get(optionsUrl(quote.id)), 404, 'not_found')

    const elsewhere = await newAddress(t, await newClient(t))
    const res = await agent.get(optionsUrl(cart.id, elsewhere))
    expectKo(res, 404, 'not_found')
    expect(Object.keys(res.json().errors)).toEqual(['shipment_address_id'])

    expectKo(await newVisitor(t).get(optionsUrl(cart.id)), 401, 'unauthenticated')
    expectKo(await newVisitor(t).get(optionsUrl(cart.id, italy)), 401, 'unauthenticated')
    for (const [orderId, addressId, field] of [
      ['x', undefined, 'orderId'],
      [2 ** 40, undefined, 'orderId'],
      [cart.id, 'x', 'shipment_address_id'],
      [cart.id, 0, 'shipment_address_id'],
    ] as const) {
      const bad = await agent.get(optionsUrl(orderId, addressId))
      expectKo(bad, 422, 'validation_failed')
      expect(Object.keys(bad.json().errors)).toEqual([field])
    }
  })
})
