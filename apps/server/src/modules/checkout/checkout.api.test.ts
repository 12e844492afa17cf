import { randomUUID } from 'node:crypto'
import { type Order, orderSchema } from '@shop/domain/orders/checkout-schemas'
import { and, asc, desc, eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  mailOutbox,
  orderLines,
  orders,
  productConfigurations,
  promoCodes,
  users,
} from '../../db/schema/index.ts'
import type { CartLineRecord } from '../cart/cart-rows.store.ts'
import { findLineCopies } from '../cart/line-copies.store.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  orderRow,
  PRODUCTS,
  readCart,
  statusTrail,
  submitBody,
  submitCart,
} from '../cart/test-cart.ts'

// POST cart/submit (issue 11, docs/decisions/021): the cart becomes a quotation request, a saved quotation or an
// order request, exactly once, with its prices frozen as the cart showed them.

const { t, molino } = await cartTestApp('100')

const SUBMIT = '/api/front/cart/submit'

/** A Molino Ferraresi buyer (verified client with prices) with the silo and the filter in the cart. */
async function buyerWithCart(clientId: number | null = molino) {
  const buyer = await newBuyer(t, clientId)
  await addToCart(buyer.agent, PRODUCTS.silo)
  await addToCart(buyer.agent, { ...PRODUCTS.filter, qty: 2 })
  return buyer
}

const unverifyEmail = (userId: number) =>
  t.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, userId))

describe('POST /api/front/cart/submit', () => {
  it('refuses a visitor with 401, whatever the body', async () => {
    const visitor = newVisitor(t)
    const { cart } = await addToCart(visitor, PRODUCTS.silo)
    expectKo(await visitor.post(SUBMIT, submitBody(cart)), 401, 'unauthenticated')
    expectKo(await visitor.post(SUBMIT, { nonsense: true }), 401, 'unauthenticated')
    expect((await readCart(visitor)).id).toBe(cart.id)
  })

  it('makes a quotation request (NEW) with a reference, an audit row, and empties the cart', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const order = await submitCart(agent)
    expect(order).toMatchObject({
      id: cart.id,
      status: 'NEW',
      is_quotation: true,
      quotation_valid_until: null,
      attrib: { created_by_client_account_as: 'quote' },
    })
    expect(order.order_ref).toMatch(/^\d{4}-\d{6}$/)
    expect(order.document_refs).toEqual({
      order_ref: order.order_ref,
      order_year: Number(order.order_ref.slice(0, 4)),
    })
    expect(order.cart_submitted_at).not.toBeNull()
    expect(await statusTrail(t, order.id)).toEqual([
      { from: null, to: 'DRAFT', actor: 'customer' },
      { from: 'DRAFT', to: 'NEW', actor: 'customer' },
    ])
    const after = await readCart(agent)
    expect(after).toMatchObject({ id: -1, lines: [] })
  })

  it('saves a quotation (READY) whose prices hold for 30 days', async () => {
    const { agent } = await buyerWithCart()
    const before = Date.now()
    const order = await submitCart(agent, { is_save_quote: true })
    expect(order).toMatchObject({ status: 'READY', is_quotation: true })
    const until = Date.parse(order.quotation_valid_until as string)
    const submitted = Date.parse(order.cart_submitted_at as string)
    expect(until - submitted).toBe(30 * 24 * 60 * 60 * 1000)
    expect(submitted).toBeGreaterThanOrEqual(before - 1000)
  })

  it('starts an order (INCOMPLETE_REQUEST) that is not a quotation', async () => {
    const { agent } = await buyerWithCart()
    const order = await submitCart(agent, { quote_or_order: 'order' })
    expect(order).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      is_quotation: false,
      attrib: { created_by_client_account_as: 'order' },
      payment_mode_id: 10,
      shipment_address_id: null,
    })
    expect(await statusTrail(t, order.id)).toContainEqual({
      from: 'DRAFT',
      to: 'INCOMPLETE_REQUEST',
      actor: 'customer',
    })
  })

  it('freezes every price, rule and total exactly as the cart showed them', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    expect(cart.total_price).toBeGreaterThan(0)
    const order = await submitCart(agent, { quote_or_order: 'order' })
    for (const key of [
      'total_price',
      'total_discount',
      'discount_weborder_value',
      'discount_weborder_perc',
      'discount_promo_code_value',
      'shipping_price',
      'order_final_price',
      'iva_total',
      'order_final_price_iva',
      'custom_iva_code',
      'iva_perc',
      'tobe_quoted',
      'carrier_id',
    ] as const) {
      expect(order[key], key).toEqual(cart[key])
    }
    const pick = (l: Order['lines'][number]) => ({
      id: l.id,
      qty: l.qty,
      price: l.price,
      discounted_price: l.discounted_price,
      discount_label: l.discount_label,
      discount_rule_static: l.discount_rule_static,
      line_final_price: l.line_final_price,
      discount_weborder_share: l.discount_weborder_share,
      code: l.product_configuration.configuration_code,
    })
    expect(order.lines.map(pick)).toEqual(cart.lines.map(pick))
    // The columns themselves, not only the answer.
    const row = await orderRow(t, order.id)
    expect(row).toMatchObject({
      totalPrice: cart.total_price,
      totalDiscountedPrice: cart.total_discounted_price,
      orderFinalPrice: cart.order_final_price,
      ivaTotal: cart.iva_total,
      orderFinalPriceIva: cart.order_final_price_iva,
      ivaCode: cart.custom_iva_code,
      discountWeborderPercBp: Math.round((cart.discount_weborder_perc ?? 0) * 100),
    })
    const lines = await t.deps.db
      .select({ id: orderLines.id, price: orderLines.price, rule: orderLines.discountRuleStatic })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position))
    expect(lines).toEqual(cart.lines.map((l) => ({ id: l.id, price: l.price, rule: l.discount_rule_static })))
    expect(lines.every((l) => l.rule !== null)).toBe(true)
  })

  it('numbers orders in sequence within the year', async () => {
    const first = await submitCart((await buyerWithCart()).agent)
    const second = await submitCart((await buyerWithCart()).agent)
    const seq = (ref: string) => Number(ref.slice(5))
    expect(second.order_ref.slice(0, 4)).toBe(first.order_ref.slice(0, 4))
    expect(seq(second.order_ref)).toBe(seq(first.order_ref) + 1)
  })

  it('answers a repeated key with the order it made, once', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const body = submitBody(cart, { quote_or_order: 'order' })
    const first = await agent.post(SUBMIT, body)
    expect(first.statusCode).toBe(200)
    const again = await agent.post(SUBMIT, body)
    expect(again.statusCode).toBe(200)
    expect(again.json()).toEqual(first.json())
    const made = await t.deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(eq(orders.submissionKey, body.submission_key))
    expect(made).toHaveLength(1)
    expect((await statusTrail(t, cart.id)).filter((s) => s.from === 'DRAFT')).toHaveLength(1)
  })

  it('makes exactly one order when two keys submit one cart at once', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const [a, b] = await Promise.all([
      agent.post(SUBMIT, submitBody(cart, { quote_or_order: 'order' })),
      agent.post(SUBMIT, submitBody(cart, { is_save_quote: true })),
    ])
    const codes = [a.statusCode, b.statusCode].sort()
    expect(codes[0]).toBe(200)
    expect([404, 409]).toContain(codes[1])
    const loser = a.statusCode === 200 ? b : a
    expect(['cart_is_missing', 'cart_conflict']).toContain(loser.json().error_code)
    expect((await statusTrail(t, cart.id)).filter((s) => s.from === 'DRAFT')).toHaveLength(1)
    const refs = await t.deps.db.select({ ref: orders.orderRef }).from(orders).where(eq(orders.id, cart.id))
    expect(refs[0]?.ref).toMatch(/^\d{4}-\d{6}$/)
  })

  it('answers a stale version with 409 cart_conflict and the current cart', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const edited = await agent.post('/api/front/cart/it', editsOf(cart, { quotation_reference: 'Rif. 7' }))
    expect(edited.statusCode).toBe(200)
    const res = await agent.post(SUBMIT, submitBody(cart))
    expectKo(res, 409, 'cart_conflict')
    expect(res.json().cart).toMatchObject({ id: cart.id, version: cart.version + 1 })
    expect((await orderRow(t, cart.id))?.status).toBe('DRAFT')
  })

  it('stores the references typed with the submission, at the version seen before any save of them (issue 23)', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const res = await agent.post(SUBMIT, {
      ...submitBody(cart),
      cart: {
        id: cart.id,
        version: cart.version,
        reference_client_code: ' PO-4711 ',
        quotation_reference: 'Rif. Q',
      },
    })
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const order = res.json().order as Order
    expect(order).toMatchObject({ reference_client_code: 'PO-4711', quotation_reference: 'Rif. Q' })
    expect(await orderRow(t, cart.id)).toMatchObject({ referenceClientCode: 'PO-4711', status: 'NEW' })
    const notice = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) => m.subject.includes(order.order_ref))
    expect(notice.text).toContain('PO-4711')

    // Without a client there is no order reference to keep; the quotation's is kept.
    const prospect = await newBuyer(t, null)
    await addToCart(prospect.agent, PRODUCTS.filter)
    const own = await readCart(prospect.agent)
    const asked = await prospect.agent.post(SUBMIT, {
      ...submitBody(own),
      cart: {
        id: own.id,
        version: own.version,
        reference_client_code: 'PO-1',
        quotation_reference: 'Silo 3',
      },
    })
    expect(asked.statusCode, asked.body.slice(0, 300)).toBe(200)
    expect(asked.json().order).toMatchObject({ reference_client_code: '', quotation_reference: 'Silo 3' })
  })

  it('still answers 409 when the cart changed elsewhere, storing none of the references sent', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    // Another tab takes a line away.
    const elsewhere = await agent.post('/api/front/cart/it', editsOf(cart, { lines: [cart.lines[0]] }))
    expect(elsewhere.statusCode).toBe(200)
    const res = await agent.post(SUBMIT, {
      ...submitBody(cart, { quote_or_order: 'order' }),
      cart: { id: cart.id, version: cart.version, reference_client_code: 'PO-9' },
    })
    expectKo(res, 409, 'cart_conflict')
    expect(await orderRow(t, cart.id)).toMatchObject({ status: 'DRAFT', referenceClientCode: '' })
  })

  it('refuses a reference the cart would refuse, on its field, without submitting', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const res = await agent.post(SUBMIT, {
      ...submitBody(cart),
      cart: { id: cart.id, version: cart.version, reference_client_code: 'x'.repeat(201) },
    })
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['cart.reference_client_code'])
    expect((await orderRow(t, cart.id))?.status).toBe('DRAFT')
  })

  it("answers 404 cart_is_missing for another buyer's cart, a submitted one and one that never was", async () => {
    const owner = await buyerWithCart()
    const ownCart = await readCart(owner.agent)
    const colleague = await newBuyer(t, molino)
    const stranger = await newBuyer(t, await newClient(t))
    for (const agent of [colleague.agent, stranger.agent]) {
      expectKo(await agent.post(SUBMIT, submitBody(ownCart)), 404, 'cart_is_missing')
    }
    expect((await orderRow(t, ownCart.id))?.status).toBe('DRAFT')
    await submitCart(owner.agent)
    expectKo(await owner.agent.post(SUBMIT, submitBody(ownCart)), 404, 'cart_is_missing')
    expectKo(
      await owner.agent.post(SUBMIT, submitBody({ id: 2_000_000_000, version: 1 })),
      404,
      'cart_is_missing',
    )
  })

  it("refuses a key another user's order was made with (409), without touching their order", async () => {
    const first = await buyerWithCart()
    const key = randomUUID()
    await submitCart(first.agent, { submission_key: key })
    const second = await buyerWithCart()
    const cart = await readCart(second.agent)
    expectKo(await second.agent.post(SUBMIT, submitBody(cart, { submission_key: key })), 409, 'conflict')
    expect((await orderRow(t, cart.id))?.status).toBe('DRAFT')
  })

  it('refuses an empty cart with 422', async () => {
    const { agent, userId } = await newBuyer(t, molino)
    const [empty] = await t.deps.db
      .insert(orders)
      .values({ userId, clientId: molino, status: 'DRAFT', version: 1 })
      .returning({ id: orders.id })
    expectKo(
      await agent.post(SUBMIT, submitBody({ id: empty?.id as number, version: 1 })),
      422,
      'validation_failed',
    )
  })

  it('answers malformed bodies with 4xx, never 5xx', async () => {
    const { agent } = await buyerWithCart()
    const cart = await readCart(agent)
    const good = submitBody(cart)
    const bad: unknown[] = [
      {},
      { ...good, submission_key: 'not-a-uuid' },
      { ...good, submission_key: undefined },
      { ...good, quote_or_order: 'both' },
      { ...good, is_save_quote: 'yes' },
      { ...good, cart: { id: 'x', version: 1 } },
      { ...good, cart: { id: -1, version: 0 } },
      { ...good, cart: { id: cart.id, version: -1 } },
      { ...good, cart: { id: 99_999_999_999, version: 1 } },
      { ...good, cart: null },
      [good],
      'submit',
    ]
    for (const body of bad) {
      const res = await agent.post(SUBMIT, body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
    }
    expect((await orderRow(t, cart.id))?.status).toBe('DRAFT')
  })
})

describe('POST /api/front/cart/submit: who may make what', () => {
  const tryAll = async (agent: Awaited<ReturnType<typeof newBuyer>>['agent']) => {
    const cart = await readCart(agent)
    const order = await agent.post(SUBMIT, submitBody(cart, { quote_or_order: 'order' }))
    const saved = await agent.post(SUBMIT, submitBody(cart, { is_save_quote: true }))
    return { cart, order, saved }
  }

  it('lets a user without a client only request a quotation', async () => {
    const { agent } = await buyerWithCart(null)
    const { order, saved } = await tryAll(agent)
    expectKo(order, 403, 'forbidden')
    expect(order.json().error).toBe(
      'Il tuo account non è ancora collegato a un cliente: puoi solo richiedere un preventivo.',
    )
    expectKo(saved, 403, 'forbidden')
    const made = await submitCart(agent)
    expect(made).toMatchObject({ status: 'NEW', is_quotation: true })
  })

  it('lets the user of an unverified client only request a quotation', async () => {
    const { agent } = await buyerWithCart(await newClient(t, { verified: false }))
    const { order, saved } = await tryAll(agent)
    expectKo(order, 403, 'forbidden')
    expectKo(saved, 403, 'forbidden')
    const made = await submitCart(agent)
    expect(made.status).toBe('NEW')
    // An unverified client sees no prices: the order keeps them for the desk, the answer does not show them.
    expect(made.total_price).toBeNull()
    expect((await orderRow(t, made.id))?.totalPrice).toBeGreaterThan(0)
  })

  it('lets a cart with a line to be quoted only become a quotation request', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.silo)
    await addToCart(agent, PRODUCTS.customSilo)
    const { cart, order, saved } = await tryAll(agent)
    expect(cart.tobe_quoted).toBe(true)
    expectKo(order, 403, 'forbidden')
    expect(order.json().error).toContain('da quotare')
    expectKo(saved, 403, 'forbidden')
    const made = await submitCart(agent)
    expect(made).toMatchObject({ status: 'NEW', tobe_quoted: true })
    expect(made.lines.map((l) => l.price)).toContain(-1)
  })

  it('lets a user with an unverified e-mail request a quotation, marked for the desk, but not order', async () => {
    const { agent, userId } = await buyerWithCart()
    await unverifyEmail(userId)
    const { order, saved } = await tryAll(agent)
    expectKo(order, 403, 'forbidden')
    expect(order.json().error).toContain('Conferma il tuo indirizzo email')
    expectKo(saved, 403, 'forbidden')
    const made = await submitCart(agent)
    expect(made).toMatchObject({ status: 'NEW', attrib: { email_unverified: true } })
  })

  it('refuses an order to a client not allowed to order', async () => {
    const { agent } = await buyerWithCart(await newClient(t, { canCreateOrder: false }))
    const cart = await readCart(agent)
    const order = await agent.post(SUBMIT, submitBody(cart, { quote_or_order: 'order' }))
    expectKo(order, 403, 'forbidden')
    expect(order.json().error).toContain('non è abilitata a inviare ordini')
    expect((await submitCart(agent, { is_save_quote: true })).status).toBe('READY')
  })
})

describe('POST /api/front/cart/submit: promo code and mails', () => {
  it('counts one use of the applied promo code and freezes its discount', async () => {
    const code = `CKT${Date.now()}`.slice(0, 20)
    const [promo] = await t.deps.db
      .insert(promoCodes)
      .values({ code, percentBp: 500, validFrom: new Date('2026-01-01T00:00:00Z'), usageLimit: 5 })
      .returning({ id: promoCodes.id })
    const { agent } = await buyerWithCart()
    const applied = await agent.post(
      '/api/front/cart/it',
      editsOf(await readCart(agent), { promo_code: code }),
    )
    expect(applied.statusCode, applied.body).toBe(200)
    const cart = await readCart(agent)
    expect(cart.applied_promo_code).toEqual({ code, discount: 5 })
    const order = await submitCart(agent)
    expect(order.applied_promo_code).toEqual({ code, discount: 5 })
    expect(order.discount_promo_code_value).toBe(cart.discount_promo_code_value)
    expect(order.discount_promo_code_value).toBeGreaterThan(0)
    const [row] = await t.deps.db
      .select({ used: promoCodes.usedCount })
      .from(promoCodes)
      .where(eq(promoCodes.id, promo?.id as number))
    expect(row?.used).toBe(1)
    expect((await orderRow(t, order.id))?.promoCodeId).toBe(promo?.id)
  })

  it('names in the sales notice each special accessory sent without its datasheet, with its line code', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.gauge)
    await addToCart(agent, PRODUCTS.filter)
    const cart = await readCart(agent)
    const gauge = cart.lines.find((l) => l.product_configuration.configuration_code.startsWith('OP-LR'))
    const accessory = gauge?.product_configuration.accessories.find(
      (a) => a.attributes_template?.need_datasheet,
    )
    expect(accessory).toBeDefined()
    const order = await submitCart(agent)
    expect(order.missing_datasheets).toBe(1)
    const notice = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) => m.subject.includes(order.order_ref))
    expect(notice.text).toContain(
      `Disegni tecnici (PDF) mancanti, da chiedere al cliente:\n- ${accessory?.description_short}, riga ${gauge?.product_configuration.configuration_code}`,
    )
    // A cart without one says nothing of datasheets.
    const other = await buyerWithCart()
    const plain = await submitCart(other.agent)
    const quiet = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) => m.subject.includes(plain.order_ref))
    expect(quiet.text).not.toContain('Disegni tecnici')
  })

  it('queues the confirmation to the customer and the notice to the provider, in the order transaction', async () => {
    const { agent, email } = await buyerWithCart()
    const order = await submitCart(agent, { is_save_quote: true })
    const queued = await t.deps.db
      .select({ kind: mailOutbox.kind, to: mailOutbox.to })
      .from(mailOutbox)
      .where(
        sql`${mailOutbox.kind} like 'checkout-saved_quote-%' and ${mailOutbox.to} in (${email}, ${t.config.PROVIDER_EMAIL})`,
      )
    expect(queued).toContainEqual({ kind: 'checkout-saved_quote-customer', to: email })
    expect(queued).toContainEqual({ kind: 'checkout-saved_quote-provider', to: t.config.PROVIDER_EMAIL })

    const mine = await t.mail.waitFor(email, (m) => m.subject.includes(order.order_ref))
    expect(mine.subject).toBe(`Preventivo ${order.order_ref} salvato`)
    expect(mine.text).toContain('SZ30-60RFGM-PULM')
    expect(mine.text).toContain('2 × ')
    expect(mine.text).toMatch(/Totale: [\d.]+,\d\d\s€/)
    expect(mine.text).toContain(`/it/user/quotations/${order.id}`)
    const desk = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) => m.subject.includes(order.order_ref))
    expect(desk.subject).toBe(`Preventivo salvato ${order.order_ref}`)
    expect(desk.text).toContain(email)
    expect(desk.text).toContain('FI-MAN')
  })

  it('writes the customer mail in their language and sends none to an unverified address', async () => {
    const english = await buyerWithCart()
    await t.deps.db.update(users).set({ preferredLang: 'en' }).where(eq(users.id, english.userId))
    const order = await submitCart(english.agent, { is_save_quote: true })
    const mail = await t.mail.waitFor(english.email, (m) => m.subject.includes(order.order_ref))
    expect(mail.subject).toBe(`Quotation ${order.order_ref} saved`)
    expect(mail.text).toContain('Net total:')

    const unverified = await buyerWithCart()
    await unverifyEmail(unverified.userId)
    const request = await submitCart(unverified.agent)
    const desk = await t.mail.waitFor(t.config.PROVIDER_EMAIL, (m) => m.subject.includes(request.order_ref))
    expect(desk.text).toContain('non è ancora verificato')
    await t.deps.mailer.idle()
    expect(t.mail.to(unverified.email).filter((m) => m.subject.includes(request.order_ref))).toEqual([])
    const rows = await t.deps.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, unverified.email), sql`${mailOutbox.kind} like 'checkout-%'`))
    expect(rows).toEqual([])
  })

  it('answers the contract', async () => {
    const { agent } = await buyerWithCart()
    const order = await submitCart(agent)
    expect(orderSchema.safeParse(order).success).toBe(true)
  })
})

describe('findLineCopies inside a transaction (the submission reads copies no read has kept)', () => {
  it('reads the copies in the transaction, in the shape the cart read gives', async () => {
    const [copy] = await t.deps.db
      .select({ id: productConfigurations.id, code: productConfigurations.configurationCode })
      .from(productConfigurations)
      .where(eq(productConfigurations.lineCopy, false))
      .orderBy(desc(productConfigurations.id))
      .limit(1)
    const line = { copy_id: copy?.id as number } as CartLineRecord
    const found = await t.deps.db.transaction((tx) => findLineCopies(t.deps.db, { lines: [line] }, tx))
    expect(found.get(copy?.id as number)).toMatchObject({
      copy: { id: copy?.id, configuration_code: copy?.code, custom_texts: expect.any(Object) },
      accessories: expect.any(Array),
    })
  })
})
