import { randomUUID } from 'node:crypto'
import { romeToday } from '@shop/domain/orders/checkout'
import {
  completeOrderResponse,
  type Order,
  orderDetailResponse,
  shippingInfoResponse,
} from '@shop/domain/orders/checkout-schemas'
import { earliestShippingDate } from '@shop/domain/orders/shipping-date'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { addresses, clients, countries, mailOutbox, orders, users } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newAddress,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  readCart,
  statusTrail,
  submitCart,
} from '../cart/test-cart.ts'

// The order request's later steps (issue 11, docs/decisions/021): POST order/get_shipping_info,
// order/complete_order and user/getOrderDetail (submit_complete_order is the payments', modules/payments).

const { t, molino } = await cartTestApp('100')

const SHIPPING = '/api/front/order/get_shipping_info'
const COMPLETE = '/api/front/order/complete_order'
const DETAIL = '/api/front/user/getOrderDetail'

/** The first working day the buyer may ask for (today in Rome plus 10 working days), and the same DD/MM/YYYY. */
const earliest = () => earliestShippingDate(new Date())
const shown = (iso: string) => iso.split('-').reverse().join('/')

type Buyer = Awaited<ReturnType<typeof newBuyer>>

/** A buyer of the client with the silo in the cart, submitted as the given outcome. */
async function submitted(
  clientId: number | null = molino,
  what: Parameters<typeof submitCart>[1] = { quote_or_order: 'order' },
): Promise<Buyer & { order: Order }> {
  const buyer = await newBuyer(t, clientId)
  await addToCart(buyer.agent, PRODUCTS.silo)
  return { ...buyer, order: await submitCart(buyer.agent, what) }
}

const shippingBody = (orderId: number, addressId: number, extra: Record<string, unknown> = {}) => ({
  order: { id: orderId, shipment_address_id: addressId, carrier_id: 2, ...extra },
})

async function shipping(
  agent: Agent,
  orderId: number,
  addressId: number,
  extra: Record<string, unknown> = {},
) {
  const res = await agent.post(SHIPPING, shippingBody(orderId, addressId, extra))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return shippingInfoResponse.parse(res.json())
}

const completeBody = (orderId: number, extra: Record<string, unknown> = {}, mode = 11) => ({
  order: { id: orderId, payment_mode_id: mode, accept_terms: true },
  submission_key: randomUUID(),
  ...extra,
})

/** An order request of the client with a complete shipping address chosen. */
async function readyToComplete(clientId = molino) {
  const buyer = await submitted(clientId)
  const addressId = await newAddress(t, clientId)
  await shipping(buyer.agent, buyer.order.id, addressId)
  return { ...buyer, addressId }
}

/** A country's zone code (decision 002) by its ISO code. */
async function zoneOf(iso2: string): Promise<string> {
  const [row] = await t.deps.db
    .select({ zone: countries.zoneCode })
    .from(countries)
    .where(eq(countries.iso2, iso2))
  return row?.zone as string
}

describe('POST /api/front/order/get_shipping_info', () => {
  it('saves the address, the own courier, the dates and the reference; the status stays', async () => {
    const { agent, order } = await submitted()
    const addressId = await newAddress(t, molino)
    const date = earliest()
    const answer = await shipping(agent, order.id, addressId, {
      carrier_id: 4,
      custom_carrier: 'Trasporti Rossi, ritiro ore 9',
      desired_shipping_date: date,
      reference_client_code: 'ODA-2026-77',
      reference_client_date: '2026-11-02',
    })
    expect(answer.cart).toBeNull()
    expect(answer.user_can_pay).toBe(true)
    expect(answer.order).toMatchObject({
      id: order.id,
      status: 'INCOMPLETE_REQUEST',
      shipment_address_id: addressId,
      shipment_address: { id: addressId, city: 'Modena', is_valid: true },
      carrier_id: 4,
      custom_carrier: 'Trasporti Rossi, ritiro ore 9',
      reference_client_code: 'ODA-2026-77',
      attrib: { desired_shipping_date: date, reference_client_date: '2026-11-02' },
      can_edit_carrier: true,
      user_can_pay: true,
    })
    expect(answer.order.payment_modes).toEqual(expect.arrayContaining([11, 12, 13]))
    // Another carrier clears the courier's details; empty dates clear the stored ones.
    const again = await shipping(agent, order.id, addressId, { carrier_id: 2, custom_carrier: 'ignored' })
    expect(again.order).toMatchObject({ carrier_id: 2, custom_carrier: '', reference_client_code: '' })
    expect(again.order.attrib.desired_shipping_date).toBeUndefined()
    expect(await statusTrail(t, order.id)).toHaveLength(2)
  })

  it('forces the destination default carrier when the port does not let the buyer choose', async () => {
    const freeDelivery = await newClient(t, { portId: 1 })
    const { agent, order } = await submitted(freeDelivery)
    expect(order.can_edit_carrier).toBe(false)
    const italy = await newAddress(t, freeDelivery)
    const abroad = await newAddress(t, freeDelivery, {
      esaedroZoneCode: await zoneOf('DE'),
      cap: '10115',
      city: 'Berlin',
    })
    const gls = await shipping(agent, order.id, italy, { carrier_id: 4, custom_carrier: 'mio corriere' })
    expect(gls.order).toMatchObject({ carrier_id: 2, custom_carrier: '' })
    const ups = await shipping(agent, order.id, abroad, { carrier_id: 4 })
    expect(ups.order.carrier_id).toBe(3)
  })

  it('charges VAT by the delivery country: intra-EU non-taxable to Germany for a client with a VAT number, 22% in Italy', async () => {
    const { agent, order } = await submitted()
    expect(order).toMatchObject({ custom_iva_code: '22A', iva_perc: 22 })
    const berlin = await newAddress(t, molino, {
      esaedroZoneCode: await zoneOf('DE'),
      cap: '10115',
      city: 'Berlin',
    })
    const abroad = (await shipping(agent, order.id, berlin)).order
    expect(abroad).toMatchObject({ custom_iva_code: 'NI41', iva_perc: 0, iva_total: 0 })
    expect(abroad.order_final_price_iva).toBe(abroad.order_final_price)
    const home = (await shipping(agent, order.id, await newAddress(t, molino))).order
    expect(home).toMatchObject({ custom_iva_code: '22A', iva_perc: 22, iva_total: order.iva_total })
    expect(home.order_final_price_iva).toBe(order.order_final_price_iva)
  })

  it('refuses a desired date before the earliest working day, a carrier that does not exist and an incomplete address with 422', async () => {
    const { agent, order } = await submitted()
    const addressId = await newAddress(t, molino)
    const first = earliest()
    // The first Saturday after the earliest date: late enough, but no working day.
    const saturday = new Date(`${first}T12:00:00Z`)
    saturday.setUTCDate(saturday.getUTCDate() + ((6 - saturday.getUTCDay() + 7) % 7 || 7))
    for (const date of ['2020-01-01', romeToday(new Date()), saturday.toISOString().slice(0, 10)]) {
      const refused = await agent.post(
        SHIPPING,
        shippingBody(order.id, addressId, { desired_shipping_date: date }),
      )
      expectKo(refused, 422, 'validation_failed')
      expect(refused.json().errors['order.desired_shipping_date'], date).toEqual([
        `Scegli un giorno lavorativo dal ${shown(first)} in poi: la lavorazione richiede circa 10 giorni lavorativi.`,
      ])
    }
    const english = await agent.post(
      `${SHIPPING}?lang=en`,
      shippingBody(order.id, addressId, { desired_shipping_date: romeToday(new Date()) }),
    )
    expect(english.json().error).toBe(
      `Choose a working day from ${shown(first)} on: processing takes about 10 working days.`,
    )
    const carrier = await agent.post(SHIPPING, shippingBody(order.id, addressId, { carrier_id: 99 }))
    expectKo(carrier, 422, 'validation_failed')
    expect(Object.keys(carrier.json().errors)).toEqual(['order.carrier_id'])
    const onTime = await agent.post(
      SHIPPING,
      shippingBody(order.id, addressId, { desired_shipping_date: first }),
    )
    expect(onTime.statusCode).toBe(200)

    const noPhone = await newAddress(t, molino, { tel: '' })
    const incomplete = await agent.post(SHIPPING, shippingBody(order.id, noPhone))
    expectKo(incomplete, 422, 'validation_failed')
    expect(incomplete.json().error).toBe('Dati non completi!')
    const en = await agent.post(`${SHIPPING}?lang=en`, shippingBody(order.id, noPhone))
    expect(en.json().error).toBe('Incomplete details!')
    const [row] = await t.deps.db
      .select({ a: orders.shipmentAddressId })
      .from(orders)
      .where(eq(orders.id, order.id))
    expect(row?.a).not.toBe(noPhone)
  })

  it("answers 404 for another client's address or order, a quotation, and 401 for a visitor", async () => {
    const { agent, order } = await submitted()
    const own = await newAddress(t, molino)
    const stranger = await submitted(await newClient(t))
    const theirAddress = await newAddress(
      t,
      (await t.deps.db.select({ c: orders.clientId }).from(orders).where(eq(orders.id, stranger.order.id)))[0]
        ?.c as number,
    )
    expectKo(await agent.post(SHIPPING, shippingBody(order.id, theirAddress)), 404, 'not_found')
    expectKo(await agent.post(SHIPPING, shippingBody(stranger.order.id, own)), 404, 'not_found')
    expectKo(await stranger.agent.post(SHIPPING, shippingBody(order.id, own)), 404, 'not_found')
    const quotation = await submitted(molino, {})
    expectKo(await quotation.agent.post(SHIPPING, shippingBody(quotation.order.id, own)), 404, 'not_found')
    expectKo(await newVisitor(t).post(SHIPPING, shippingBody(order.id, own)), 401, 'unauthenticated')
  })

  it("takes the buyer's own cart too (the modal's wallet path), answering it with its prices", async () => {
    const { agent } = await newBuyer(t, molino)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    const addressId = await newAddress(t, molino)
    const answer = await shipping(agent, cart.id, addressId, { carrier_id: 3 })
    expect(answer.cart).toMatchObject({ id: cart.id, version: cart.version, carrier_id: 3 })
    expect(answer.order).toMatchObject({
      id: cart.id,
      status: 'DRAFT',
      order_ref: '',
      shipment_address_id: addressId,
      order_final_price_iva: cart.order_final_price_iva,
    })
    expect(answer.user_can_pay).toBe(true)
    // The cart can still be edited under the version the client holds.
    expect((await readCart(agent)).version).toBe(cart.version)
  })

  it('answers user_can_pay false when the client may not pay online', async () => {
    const { agent, order } = await submitted(await newClient(t, { canPayOnline: false }))
    const clientId = (
      await t.deps.db.select({ c: orders.clientId }).from(orders).where(eq(orders.id, order.id))
    )[0]?.c
    const answer = await shipping(agent, order.id, await newAddress(t, clientId as number))
    expect(answer.user_can_pay).toBe(false)
    expect(answer.order.payment_modes).not.toContain(13)
  })

  it('answers malformed bodies with 4xx, never 5xx', async () => {
    const { agent, order } = await submitted()
    const addressId = await newAddress(t, molino)
    const good = shippingBody(order.id, addressId).order
    for (const body of [
      {},
      { order: null },
      { order: { ...good, id: 'x' } },
      { order: { ...good, shipment_address_id: -1 } },
      { order: { ...good, desired_shipping_date: '31/12/2030' } },
      { order: { ...good, desired_shipping_date: '2030-02-31' } },
      { order: { ...good, reference_client_date: 'ieri' } },
      { order: { ...good, custom_carrier: 'x'.repeat(600) } },
      { order: { ...good, reference_client_code: 'a\u0000b' } },
    ]) {
      const res = await agent.post(SHIPPING, body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBeLessThan(500)
    }
  })
})

describe('POST /api/front/order/complete_order', () => {
  it('completes the order request (NEW) with the mode, the accepted terms and the two mails', async () => {
    const { agent, order, email } = await readyToComplete()
    const res = await agent.post(COMPLETE, completeBody(order.id))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const done = completeOrderResponse.parse(res.json()).order
    expect(done).toMatchObject({ id: order.id, status: 'NEW', is_quotation: false, payment_mode_id: 11 })
    expect(done.attrib.terms_of_sale?.version).toBe('2026-11')
    expect(Date.parse(done.attrib.terms_of_sale?.accepted_at ?? '')).not.toBeNaN()
    expect(await statusTrail(t, order.id)).toEqual([
      { from: null, to: 'DRAFT', actor: 'customer' },
      { from: 'DRAFT', to: 'INCOMPLETE_REQUEST', actor: 'customer' },
      { from: 'INCOMPLETE_REQUEST', to: 'NEW', actor: 'customer' },
    ])
    const mine = await t.mail.waitFor(email, (m) => m.subject === `Ordine ${order.order_ref} completato`)
    expect(mine.text).toContain('SZ30-60RFGM-PULM')
    expect(mine.text).toContain(`/it/user/orders/${order.id}`)
    const desk = await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Nuovo ordine ${order.order_ref}`,
    )
    expect(desk.text).toContain(email)
  })

  it('completed with a bank transfer in advance (PM5) it awaits the transfer: its bank details, and the mails say so', async () => {
    const { agent, order, email } = await readyToComplete()
    const res = await agent.post(COMPLETE, completeBody(order.id, {}, 12))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const done = completeOrderResponse.parse(res.json()).order
    expect(done).toMatchObject({ status: 'NEW', payment_mode_id: 12, payed: false })
    expect(done.bank_transfer?.iban).toEqual(expect.any(String))
    const mine = await t.mail.waitFor(
      email,
      (m) => m.subject === `Ordine ${order.order_ref}: in attesa del bonifico`,
    )
    expect(mine.text).toContain(`IBAN: ${done.bank_transfer?.iban}`)
    await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Nuovo ordine ${order.order_ref} (bonifico anticipato)`,
    )
  })

  it('answers the same key again with the same order, once; another key finds nothing to complete', async () => {
    const { agent, order } = await readyToComplete()
    const body = completeBody(order.id)
    const first = await agent.post(COMPLETE, body)
    const again = await agent.post(COMPLETE, body)
    expect(first.statusCode).toBe(200)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    expect((await statusTrail(t, order.id)).filter((s) => s.to === 'NEW')).toHaveLength(1)
    const mails = await t.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`${mailOutbox.kind} = 'checkout-order_completed-provider'`)
    expect(mails.length).toBeGreaterThan(0)
    // Completing a NEW order is not a move the status machine has for the customer.
    expectKo(await agent.post(COMPLETE, completeBody(order.id)), 404, 'not_found')
  })

  it('keeps the shipment address as it was when completed: a later edit of the address changes no order', async () => {
    const { agent, order } = await readyToComplete()
    const done = completeOrderResponse.parse(
      (await agent.post(COMPLETE, completeBody(order.id))).json(),
    ).order
    const addressId = done.shipment_address_id as number
    await t.deps.db.update(addresses).set({ city: 'Altrove' }).where(eq(addresses.id, addressId))
    const detail = await agent.post(DETAIL, { id: order.id })
    expect(detail.json().order.shipment_address).toEqual(done.shipment_address)
    expect(done.shipment_address?.city).not.toBe('Altrove')
  })

  it('answers who is billed (the recap before paying, issue 23): the client as it is until completion, then as it was', async () => {
    const client = await newClient(t, { piva: '01234567897', sdiCode: 'ABC1234', codiceFiscale: '' })
    const main = await newAddress(t, client, {
      addressType: 'main',
      addressTitle: '',
      ragione: 'Mulini Riuniti Srl',
      piva: '01234567897',
      address: 'Via Roma',
      addressNum: '1',
      city: 'Carpi',
    })
    const { agent, order } = await readyToComplete(client)
    const billing = {
      ragione: expect.stringMatching(/^Cliente di prova/),
      piva: '01234567897',
      codice_fiscale: '',
      sdi_code: 'ABC1234',
      cli_for_code: expect.any(String),
      address: expect.objectContaining({
        id: main,
        address_type: 'main',
        address: 'Via Roma',
        city: 'Carpi',
      }),
    }
    const detail = async () =>
      orderDetailResponse.parse((await agent.post(DETAIL, { id: order.id })).json()).order
    expect((await detail()).billing).toEqual(billing)
    // Until completion the recap shows the client's data as they are now.
    await t.deps.db.update(clients).set({ sdiCode: 'XYZ7890' }).where(eq(clients.id, client))
    expect((await detail()).billing?.sdi_code).toBe('XYZ7890')
    const done = completeOrderResponse.parse(
      (await agent.post(COMPLETE, completeBody(order.id))).json(),
    ).order
    expect(done.billing).toEqual({ ...billing, sdi_code: 'XYZ7890' })
    // Completed, the order keeps them: a later edit of the client or its main address changes no order.
    await t.deps.db.update(clients).set({ sdiCode: 'NEW0000' }).where(eq(clients.id, client))
    await t.deps.db.update(addresses).set({ city: 'Altrove' }).where(eq(addresses.id, main))
    expect((await detail()).billing).toEqual(done.billing)
    // The answer's totals carry the lines' net after their own rules, as the cart's do.
    expect(done.total_discounted_price).toBe(order.total_discounted_price)
    expect(done.total_discounted_price).toBeGreaterThan(0)
  })

  it('needs a complete shipment address (422 Dati non completi!)', async () => {
    const { agent, order } = await submitted()
    const none = await agent.post(COMPLETE, completeBody(order.id))
    expectKo(none, 422, 'validation_failed')
    expect(none.json().error).toBe('Dati non completi!')
    const ready = await readyToComplete()
    await t.deps.db.update(addresses).set({ cap: '' }).where(eq(addresses.id, ready.addressId))
    expectKo(await ready.agent.post(COMPLETE, completeBody(ready.order.id)), 422, 'validation_failed')
  })

  it("needs the client's billing address saved and complete: 422 naming what an invoice lacks (spec 3 §5)", async () => {
    const noSdi = await newClient(t)
    const { agent, order } = await readyToComplete(noSdi)
    // The billing address is no field of complete_order's body: it is named `billing_address`, as stored.
    const unsaved = await agent.post(COMPLETE, completeBody(order.id))
    expectKo(unsaved, 422, 'validation_failed')
    expect(unsaved.json().errors).toEqual({
      billing_address: ['I dati indirizzo non sono stati salvati. Salvare i dati per procedere.'],
    })
    await newAddress(t, noSdi, { addressType: 'main', piva: '01234567897' })
    const res = await agent.post(COMPLETE, completeBody(order.id))
    expectKo(res, 422, 'validation_failed')
    expect(res.json().errors).toEqual({
      'billing_address.sdi_code': [
        'I dati forniti non sono sufficienti per la fatturazione, si prega di verificare nel primo indirizzo il campo: Codice SDI',
      ],
    })
    await t.deps.db.update(clients).set({ sdiCode: 'ABC1234' }).where(eq(clients.id, noSdi))
    expect((await agent.post(COMPLETE, completeBody(order.id))).statusCode).toBe(200)
  })

  it('refuses the card (to submit_complete_order), a mode not offered, and terms not accepted, with 422', async () => {
    const ownTerms = await newClient(t, { paymentModeId: 11 })
    const { agent, order } = await readyToComplete(ownTerms)
    const card = await agent.post(
      COMPLETE,
      completeBody(order.id, { order: { id: order.id, payment_mode_id: 13, accept_terms: true } }),
    )
    expectKo(card, 422, 'validation_failed')
    expect(Object.keys(card.json().errors)).toEqual(['order.payment_mode_id'])
    const advance = await agent.post(
      COMPLETE,
      completeBody(order.id, { order: { id: order.id, payment_mode_id: 12, accept_terms: true } }),
    )
    expectKo(advance, 422, 'validation_failed')
    expect(advance.json().error).toBe('Questa modalità di pagamento non è disponibile per questo ordine.')
    const terms = await agent.post(
      COMPLETE,
      completeBody(order.id, { order: { id: order.id, payment_mode_id: 11, accept_terms: false } }),
    )
    expectKo(terms, 422, 'validation_failed')
    expect(terms.json().error).toBe('Occorre accettare le condizioni generali di vendita.')
    const [row] = await t.deps.db.select({ s: orders.status }).from(orders).where(eq(orders.id, order.id))
    expect(row?.s).toBe('INCOMPLETE_REQUEST')
  })

  it('refuses a user whose e-mail is not verified with 403', async () => {
    const { agent, order, userId } = await readyToComplete()
    await t.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId))
    expectKo(await agent.post(COMPLETE, completeBody(order.id)), 403, 'forbidden')
  })

  it("answers 404 for a quotation, another client's order, and 401 for a visitor", async () => {
    const quotation = await submitted(molino, {})
    expectKo(await quotation.agent.post(COMPLETE, completeBody(quotation.order.id)), 404, 'not_found')
    const { order } = await readyToComplete()
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(COMPLETE, completeBody(order.id)), 404, 'not_found')
    expectKo(await newVisitor(t).post(COMPLETE, completeBody(order.id)), 401, 'unauthenticated')
    for (const body of [{}, { order: { id: order.id } }, completeBody(order.id, { submission_key: 'x' })]) {
      const res = await stranger.agent.post(COMPLETE, body)
      expect(res.statusCode).toBe(422)
    }
  })
})

describe('POST /api/front/user/getOrderDetail', () => {
  it("answers the client's orders to its users, a user's own when they have no client, and 404 otherwise", async () => {
    const { agent, order } = await submitted(molino, { is_save_quote: true })
    const res = await agent.post(DETAIL, { id: order.id })
    expect(res.statusCode).toBe(200)
    expect(orderDetailResponse.parse(res.json()).order).toEqual(order)
    const colleague = await newBuyer(t, molino)
    expect((await colleague.agent.post(DETAIL, { id: String(order.id) })).statusCode).toBe(200)
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(DETAIL, { id: order.id }), 404, 'not_found')

    const prospect = await submitted(null, {})
    expect((await prospect.agent.post(DETAIL, { id: prospect.order.id })).statusCode).toBe(200)
    const otherProspect = await newBuyer(t, null)
    expectKo(await otherProspect.agent.post(DETAIL, { id: prospect.order.id }), 404, 'not_found')
    expectKo(await agent.post(DETAIL, { id: prospect.order.id }), 404, 'not_found')
  })

  it('never answers a cart, and refuses malformed ids and visitors', async () => {
    const { agent } = await newBuyer(t, molino)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    expectKo(await agent.post(DETAIL, { id: cart.id }), 404, 'not_found')
    for (const body of [{}, { id: 'abc' }, { id: -3 }, { id: 1.5 }, { id: 1e12 }]) {
      expectKo(await agent.post(DETAIL, body), 422, 'validation_failed')
    }
    expectKo(await newVisitor(t).post(DETAIL, { id: cart.id }), 401, 'unauthenticated')
  })
})
