import { randomUUID } from 'node:crypto'
import { formatMoney } from '@shop/domain/catalog/money'
import type { Lang } from '@shop/domain/i18n/langs'
import { romeToday } from '@shop/domain/orders/checkout'
import { completeOrderResponse, type Order } from '@shop/domain/orders/checkout-schemas'
import { earliestShippingDate } from '@shop/domain/orders/shipping-date'
import {
  BANK_TRANSFER_CANCEL_DAYS,
  bankOrderResponse,
  walletCheckoutResponse,
} from '@shop/domain/payments/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { promoCodes, users } from '../../db/schema/index.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  newAddress,
  newBuyer,
  PRODUCTS,
  readCart,
  submitCart,
} from '../cart/test-cart.ts'
import { cartReadyToPay, payAndDeliver, WALLET, walletBody } from '../payments/test-payments.ts'

// What the buyer's checkout and payment mails say (issue 23 items 5 and 7): the order's number and date, the buyer's
// reference, where it goes and how it is paid, every line's list price, discount and total, totals that add up to the
// order's frozen ones, and the one address the buyer lands on after the submission.

const { t, molino } = await cartTestApp('100')

type Buyer = Awaited<ReturnType<typeof newBuyer>>

/** The silo (30% + 10%) and two filters (15%) in a Molino Ferraresi buyer's cart. */
async function buyerWithCart(): Promise<Buyer> {
  const buyer = await newBuyer(t, molino)
  await addToCart(buyer.agent, PRODUCTS.silo)
  await addToCart(buyer.agent, { ...PRODUCTS.filter, qty: 2 })
  return buyer
}

const mailAbout = (to: string, order: Pick<Order, 'order_ref'>, subject: string) =>
  t.mail.waitFor(to, (m) => m.subject.includes(order.order_ref) && m.subject.startsWith(subject))

/** Every line as the mail must print it: list price, the line's discount, the price paid, qty × that price. */
function expectLines(text: string, order: Order, lang: Lang) {
  for (const line of order.lines) {
    const { price, discounted_price: unit } = line
    if (price === null || unit === null) throw new Error('the test buyer sees prices')
    expect(text).toContain(
      `- ${line.qty} × ${line.product.name} (${line.product_configuration.configuration_code}): `,
    )
    expect(text).toContain(
      `${formatMoney(price, lang)}, ${line.discount_label}: ${formatMoney(unit, lang)}, ${
        lang === 'it' ? 'totale' : 'total'
      } ${formatMoney(unit * line.qty, lang)}`,
    )
  }
}

/** Σ lines − web-order and promo discounts = net: the figures the mail prints are the order's and add up. */
function expectTotals(text: string, order: Order, lang: Lang) {
  const goods = order.lines.reduce((sum, l) => sum + (l.discounted_price ?? 0) * l.qty, 0)
  expect(order.total_discounted_price).toBe(goods)
  expect(goods - (order.discount_weborder_value ?? 0) - (order.discount_promo_code_value ?? 0)).toBe(
    order.order_final_price,
  )
  expect(text).toContain(formatMoney(goods, lang))
  expect(text).toContain(formatMoney(order.order_final_price ?? 0, lang))
  expect(text).toContain(formatMoney(order.order_final_price_iva ?? 0, lang))
}

describe("the buyer's checkout mails", () => {
  it('a quotation request names its number, date and reference, the lines and totals, and links to its page', async () => {
    const { agent, email } = await buyerWithCart()
    const edited = await agent.post(
      '/api/front/cart/it',
      editsOf(await readCart(agent), { quotation_reference: 'RDA 2026/14' }),
    )
    expect(edited.statusCode, edited.body.slice(0, 300)).toBe(200)
    const order = await submitCart(agent)
    const mail = await mailAbout(email, order, 'Richiesta di preventivo')
    const day = new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'Europe/Rome' }).format(
      new Date(order.cart_submitted_at ?? ''),
    )
    expect(mail.text).toContain(`Preventivo n. ${order.order_ref} del ${day}\n`)
    expect(mail.text).toContain('Il tuo riferimento: RDA 2026/14\n')
    expect(mail.text).toContain("Indirizzo di consegna: da scegliere all'approvazione del preventivo\n")
    // Molino Ferraresi has no payment mode of its own: to be agreed until the quotation is approved.
    expect(mail.text).toContain('Pagamento: Da concordare dopo il preventivo di spedizione\n')
    // Its group's web-order discount sits under the lines, so the lines' totals add up to the net.
    expect(mail.text).toContain(
      `Sconto ordine web: −${formatMoney(order.discount_weborder_value ?? 0, 'it')}\n`,
    )
    expect(mail.text).toContain('sconto 30% + 10%: ')
    expectLines(mail.text, order, 'it')
    expectTotals(mail.text, order, 'it')
    expect(mail.text).toContain(`http://localhost:3000/it/user/quotations/${order.id}\n`)
  })

  it('a saved quotation with a promo code shows the code and its amount between the lines and the net', async () => {
    const code = `MAIL${Date.now()}`.slice(0, 20)
    await t.deps.db.insert(promoCodes).values({ code, percentBp: 1000, validFrom: new Date('2026-01-01') })
    const { agent, email, userId } = await buyerWithCart()
    await t.deps.db.update(users).set({ preferredLang: 'en' }).where(eq(users.id, userId))
    const applied = await agent.post(
      '/api/front/cart/en',
      editsOf(await readCart(agent), { promo_code: code }),
    )
    expect(applied.statusCode, applied.body.slice(0, 300)).toBe(200)
    const order = await submitCart(agent, { is_save_quote: true })
    // The answer is in Italian (the request's language); the mail in the buyer's English.
    const detail = await agent.post(
      '/api/front/user/getOrderDetail',
      { id: order.id },
      { headers: { 'x-lang': 'en' } },
    )
    const english = detail.json().order as Order
    const mail = await mailAbout(email, order, 'Quotation')
    expect(order.discount_promo_code_value).toBeGreaterThan(0)
    // The silo's rule caps its whole discount at 45%: the code's share of it is trimmed, and the mail says so.
    expect(order.discount_promo_code_capped).toBe(true)
    expect(mail.text).toContain(
      `Promo code ${code}: −${formatMoney(order.discount_promo_code_value ?? 0, 'en')} (limited to the largest discount of the trade terms)\n`,
    )
    expect(mail.text).toMatch(/Products: €[\d,]+\.\d\d\n/)
    expectLines(mail.text, english, 'en')
    expectTotals(mail.text, order, 'en')
    expect(mail.text).toContain(`http://localhost:3000/en/user/quotations/${order.id}\n`)
  })

  it('a completed order names the delivery address, the date wished, the reference and the payment mode', async () => {
    const { agent, email } = await buyerWithCart()
    const requested = await submitCart(agent, { quote_or_order: 'order' })
    const addressId = await newAddress(t, molino)
    const date = earliestShippingDate(new Date())
    const shipping = await agent.post('/api/front/order/get_shipping_info', {
      order: {
        id: requested.id,
        shipment_address_id: addressId,
        carrier_id: 2,
        desired_shipping_date: date,
        reference_client_code: 'ODA-2026-77',
        reference_client_date: '2026-11-02',
      },
    })
    expect(shipping.statusCode, shipping.body.slice(0, 300)).toBe(200)
    const done = await agent.post('/api/front/order/complete_order', {
      order: { id: requested.id, payment_mode_id: 11, accept_terms: true },
      submission_key: randomUUID(),
    })
    expect(done.statusCode, done.body.slice(0, 300)).toBe(200)
    const order = completeOrderResponse.parse(done.json()).order
    const mail = await mailAbout(email, order, 'Ordine')
    const wished = new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${date}T00:00:00Z`),
    )
    expect(mail.text).toContain(`Ordine n. ${order.order_ref} del `)
    expect(mail.text).toContain('Il tuo riferimento: ODA-2026-77 del 2 novembre 2026\n')
    expect(mail.text).toContain(
      'Indirizzo di consegna: Magazzino, Via Emilia, 12, 41121 Modena (MO) – Italia, 059 123456\n',
    )
    expect(mail.text).toContain(`Data di consegna desiderata: ${wished}\n`)
    expect(mail.text).toContain('Pagamento: Secondo le condizioni di pagamento concordate\n')
    expectLines(mail.text, order, 'it')
    expectTotals(mail.text, order, 'it')
    expect(mail.text).toContain(`http://localhost:3000/it/user/orders/${order.id}\n`)
    // The desk reads the same header, in Italian.
    const desk = await mailAbout(t.config.PROVIDER_EMAIL, order, 'Nuovo ordine')
    expect(desk.text).toContain('Riferimento del cliente: ODA-2026-77 del 2 novembre 2026\n')
    expect(desk.text).toContain('Indirizzo di consegna: Magazzino, Via Emilia, 12, 41121 Modena (MO)')
  })

  it('a bank-transfer order names the transfer as its payment, with the bank details, and links to the order', async () => {
    const { agent, cartId, email } = await cartReadyToPay(t, molino)
    const res = await agent.post(WALLET.bank, walletBody(cartId))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const { order } = bankOrderResponse.parse(res.json())
    // The order's page says when an unpaid transfer cancels it: 10 Rome days after it was sent.
    const cancelOn = new Date(`${romeToday(new Date())}T00:00:00Z`)
    cancelOn.setUTCDate(cancelOn.getUTCDate() + BANK_TRANSFER_CANCEL_DAYS)
    expect(order.bank_transfer_cancel_on).toBe(cancelOn.toISOString().slice(0, 10))
    const mail = await mailAbout(email, order, 'Ordine')
    expect(mail.text).toContain('Pagamento: Bonifico bancario anticipato\n')
    expect(mail.text).toContain('Indirizzo di consegna: Magazzino, Via Emilia, 12, 41121 Modena (MO)')
    expect(mail.text).toContain(`Causale: ordine ${order.order_ref}`)
    const [year, month, day] = (order.bank_transfer_cancel_on ?? '').split('-').map(Number)
    const cancelDay = new Intl.DateTimeFormat('it', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day)),
    )
    expect(mail.text).toContain(
      `Se il pagamento non arriva, l'ordine viene annullato il ${cancelDay}, 10 giorni dopo l'invio.`,
    )
    expectLines(mail.text, order, 'it')
    expectTotals(mail.text, order, 'it')
    expect(mail.text).toContain(`http://localhost:3000/it/user/orders/${order.id}\n`)
  })

  it("a card payment's receipt names the card and links to the order", async () => {
    const { agent, cartId, email } = await cartReadyToPay(t, molino)
    const res = await agent.post(WALLET.card, walletBody(cartId))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const { cart } = walletCheckoutResponse.parse(res.json())
    await payAndDeliver(t, cart.external_session_id)
    const detail = await agent.post('/api/front/user/getOrderDetail', { id: cartId })
    const order = detail.json().order as Order
    const mail = await mailAbout(email, order, 'Ricevuta di pagamento')
    expect(mail.text).toContain('Pagamento: Carta di credito\n')
    expectTotals(mail.text, order, 'it')
    expect(mail.text).toContain(`http://localhost:3000/it/user/orders/${cartId}\n`)
  })
})
