import { randomUUID } from 'node:crypto'
import {
  cartSubmitResponse,
  completeOrderResponse,
  shippingInfoResponse,
} from '@shop/domain/orders/checkout-schemas'
import { bankOrderResponse } from '@shop/domain/payments/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { baseModels, orders, payments } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  expectKo,
  newAddress,
  newBuyer,
  orderRow,
  PRODUCTS,
  readCart,
  submitBody,
} from '../cart/test-cart.ts'
import { invalidateCatalog } from '../catalog/catalog.store.ts'
import { WALLET, walletBody } from '../payments/test-payments.ts'

// Issue 21 item 7: numbers that overflowed an integer column answered 500. Money is bigint now; an integer a request
// sends is bounded by its column; an order above 1.000.000.000,00 € is refused in the buyer's language; card and
// PayPal stop at the provider's per-charge maximum (999.999,99 €) and a bank transfer or agreed terms take over.

const { t, molino } = await cartTestApp('100')

const SHIPPING = '/api/front/order/get_shipping_info'
const OVER_MAX_IT =
  'Carta e PayPal accettano al massimo 999.999,99 € per pagamento: paga questo ordine con bonifico bancario anticipato o alle condizioni concordate.'
const TOO_LARGE_IT =
  'Il totale supera 1.000.000.000,00 €, il massimo che il negozio accetta per un ordine: riduci le quantità o contattaci.'
const TOO_LARGE_EN =
  'The total is above €1,000,000,000.00, the most the shop accepts for one order: lower the quantities or contact us.'

/** A buyer of Molino whose cart holds the silo `qty` times. */
async function siloCart(qty: number) {
  const buyer = await newBuyer(t, molino)
  const { cart } = await addToCart(buyer.agent, PRODUCTS.silo)
  const line = cart.lines[0] as (typeof cart.lines)[number]
  const res = await buyer.agent.post('/api/front/cart/it', editsOf(cart, { lines: [{ id: line.id, qty }] }))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return { ...buyer, cart: await readCart(buyer.agent), modelId: line.product_id }
}

/** The cart's shipment address chosen on the cart, as the wallet's start does. */
async function shipCart(agent: Agent, cartId: number) {
  const res = await agent.post(SHIPPING, {
    order: { id: cartId, shipment_address_id: await newAddress(t, molino), carrier_id: 2 },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return shippingInfoResponse.parse(res.json())
}

/** Runs `body` with the silo's base model listed at `price` cents, then puts the catalogue back. */
async function withModelPrice(modelId: number, price: number, body: () => Promise<void>) {
  const [before] = await t.deps.db
    .select({ price: baseModels.price })
    .from(baseModels)
    .where(eq(baseModels.id, modelId))
  await t.deps.db.update(baseModels).set({ price }).where(eq(baseModels.id, modelId))
  await invalidateCatalog(t.deps.db)
  try {
    await body()
  } finally {
    await t.deps.db
      .update(baseModels)
      .set({ price: before?.price ?? null })
      .where(eq(baseModels.id, modelId))
    await invalidateCatalog(t.deps.db)
  }
}

describe('integers beyond their columns', () => {
  it('answer 422 with the field in errors, never a 500', async () => {
    const { agent, cart } = await siloCart(1)
    const lineId = cart.lines[0]?.id as number
    const tooBig = 2_147_483_648
    const cases: [string, unknown, string][] = [
      ['/api/front/cart/it', { cart: { ...editsOf(cart).cart, version: tooBig } }, 'cart.version'],
      ['/api/front/cart/it', { cart: { ...editsOf(cart).cart, id: tooBig } }, 'cart.id'],
      ['/api/front/cart/it', editsOf(cart, { lines: [{ id: tooBig, qty: 1 }] }), 'cart.lines.0.id'],
      // 9,999 is a line's most: order_lines' CHECK and the quantity field's four digits.
      ['/api/front/cart/it', editsOf(cart, { lines: [{ id: lineId, qty: 10_000 }] }), 'cart.lines.0.qty'],
      ['/api/front/cart/it', editsOf(cart, { lines: [{ id: lineId, qty: tooBig }] }), 'cart.lines.0.qty'],
      ['/api/front/cart/it/add', { ...PRODUCTS.silo, qty: 100_000 }, 'qty'],
      ['/api/front/cart/submit', submitBody({ id: cart.id, version: tooBig }), 'cart.version'],
      [
        SHIPPING,
        { order: { id: cart.id, shipment_address_id: tooBig, carrier_id: 2 } },
        'order.shipment_address_id',
      ],
      [WALLET.card, walletBody(tooBig), 'cartId'],
      [WALLET.bank, walletBody(tooBig), 'cartId'],
    ]
    for (const [url, body, field] of cases) {
      const res = await agent.post(url, body)
      expectKo(res, 422, 'validation_failed')
      expect(Object.keys(res.json().errors), `${url} ${field}`).toContain(field)
    }
    // Nothing of it was applied.
    expect(await readCart(agent)).toMatchObject({ version: cart.version, lines: [{ qty: 1 }] })
  })
})

describe('a cart past 2³¹ − 1 cents: 896 silos, 21.490.560,00 € list', () => {
  it('is submitted exactly on each cart/submit path, and the totals are kept to the cent', async () => {
    for (const what of [
      { quote_or_order: 'quote' },
      { quote_or_order: 'quote', is_save_quote: true },
      { quote_or_order: 'order' },
    ] as const) {
      const { agent, cart } = await siloCart(896)
      expect(cart).toMatchObject({ total_price: 2_149_056_000, order_final_price_iva: 1_602_211_509 })
      const res = await agent.post('/api/front/cart/submit', submitBody(cart, what))
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      const order = cartSubmitResponse.parse(res.json()).order
      expect(order).toMatchObject({ total_price: 2_149_056_000, order_final_price_iva: 1_602_211_509 })
      expect(await orderRow(t, order.id)).toMatchObject({
        totalPrice: 2_149_056_000,
        orderFinalPriceIva: 1_602_211_509,
      })
    }
  })

  it('is not offered card or PayPal (above the per-charge maximum), and says so; a bank transfer is made', async () => {
    const card = await siloCart(896)
    const shipped = await shipCart(card.agent, card.cart.id)
    expect(shipped).toMatchObject({
      user_can_pay: false,
      order: { user_can_pay: false, online_payment_over_max: true },
    })
    expect(shipped.order.payment_modes).not.toContain(13)
    expect(shipped.order.payment_modes).toEqual(expect.arrayContaining([11, 12]))

    for (const url of [WALLET.card, WALLET.paypal]) {
      const refused = await card.agent.post(url, walletBody(card.cart.id))
      expectKo(refused, 422, 'validation_failed')
      expect(refused.json().error).toBe(OVER_MAX_IT)
    }
    // Nothing was made: the cart is still the buyer's, with no payment attempt.
    expect((await readCart(card.agent)).id).toBe(card.cart.id)
    expect(await t.deps.db.select().from(payments).where(eq(payments.orderId, card.cart.id))).toEqual([])

    const banked = await card.agent.post(WALLET.bank, walletBody(card.cart.id))
    expect(banked.statusCode, banked.body.slice(0, 300)).toBe(200)
    expect(bankOrderResponse.parse(banked.json()).order).toMatchObject({
      status: 'NEW',
      payment_mode_id: 12,
      order_final_price_iva: 1_602_211_509,
    })
  })

  it('completes an order request by bank transfer, and never opens a provider session above the maximum', async () => {
    const { agent, cart } = await siloCart(896)
    const request = cartSubmitResponse.parse(
      (await agent.post('/api/front/cart/submit', submitBody(cart, { quote_or_order: 'order' }))).json(),
    ).order
    const shipped = await agent.post(SHIPPING, {
      order: { id: request.id, shipment_address_id: await newAddress(t, molino), carrier_id: 2 },
    })
    expect(shippingInfoResponse.parse(shipped.json()).order).toMatchObject({
      user_can_pay: false,
      online_payment_over_max: true,
    })
    const byCard = await agent.post(WALLET.pay, {
      order: { id: request.id, payment_mode_id: 13, accept_terms: true },
      submission_key: randomUUID(),
    })
    expectKo(byCard, 422, 'validation_failed')

    // An order that was left waiting for the card (its mode set before it grew): the retry opens no session.
    await t.deps.db.update(orders).set({ paymentModeId: 13 }).where(eq(orders.id, request.id))
    const retry = await agent.post(WALLET.card, walletBody(request.id))
    expectKo(retry, 422, 'validation_failed')
    expect(retry.json().error).toBe(OVER_MAX_IT)
    expect(await t.deps.db.select().from(payments).where(eq(payments.orderId, request.id))).toEqual([])

    await t.deps.db.update(orders).set({ paymentModeId: null }).where(eq(orders.id, request.id))
    const byTransfer = await agent.post('/api/front/order/complete_order', {
      order: { id: request.id, payment_mode_id: 12, accept_terms: true },
      submission_key: randomUUID(),
    })
    expect(byTransfer.statusCode, byTransfer.body.slice(0, 300)).toBe(200)
    expect(completeOrderResponse.parse(byTransfer.json()).order).toMatchObject({
      status: 'NEW',
      payment_mode_id: 12,
    })
  })
})

describe('catalogue prices past 2³¹ − 1 cents', () => {
  it('freeze on the order lines as they are (a 30.000.000,00 € silo)', async () => {
    const { agent, modelId } = await siloCart(1)
    await withModelPrice(modelId, 3_000_000_000, async () => {
      const cart = await readCart(agent)
      const price = cart.lines[0]?.price as number
      expect(price).toBeGreaterThan(2_147_483_647)
      const res = await agent.post('/api/front/cart/submit', submitBody(cart))
      expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
      const order = cartSubmitResponse.parse(res.json()).order
      expect(order.lines[0]?.price).toBe(price)
      expect(order.order_final_price_iva).toBe(cart.order_final_price_iva)
    })
  })
})

describe('an order above 1.000.000.000,00 €', () => {
  it('is refused with 422 in the buyer’s language on every submit path, and the cart stays', async () => {
    const probe = await siloCart(2)
    await withModelPrice(probe.modelId, 100_000_000_000, async () => {
      const { agent, cart } = await siloCart(2)
      expect(cart.order_final_price_iva).toBeGreaterThan(100_000_000_000)
      await shipCart(agent, cart.id)
      const submits: [string, unknown][] = [
        ['/api/front/cart/submit', submitBody(cart, { quote_or_order: 'quote' })],
        ['/api/front/cart/submit', submitBody(cart, { quote_or_order: 'quote', is_save_quote: true })],
        ['/api/front/cart/submit', submitBody(cart, { quote_or_order: 'order' })],
        [WALLET.card, walletBody(cart.id)],
        [WALLET.paypal, walletBody(cart.id)],
        [WALLET.bank, walletBody(cart.id)],
      ]
      for (const [url, body] of submits) {
        const res = await agent.post(url, body)
        expectKo(res, 422, 'validation_failed')
        expect(res.json()).toMatchObject({ error: TOO_LARGE_IT, errors: { general: [TOO_LARGE_IT] } })
        const en = await agent.post(url, body, { headers: { 'x-lang': 'en' } })
        expectKo(en, 422, 'validation_failed')
        expect(en.json().error).toBe(TOO_LARGE_EN)
      }
      expect(await readCart(agent)).toMatchObject({ id: cart.id, version: cart.version })
    })
  })
})
