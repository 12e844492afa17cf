import { cartResponse } from '@shop/domain/orders/cart-schemas'
import { pendingRequestResponse } from '@shop/domain/orders/order-request-schemas'
import { and, eq, like, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  mailOutbox,
  orderDocuments,
  orderLines,
  orders,
  payments,
  promoCodes,
} from '../../db/schema/index.ts'
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
  submitCart,
} from '../cart/test-cart.ts'
import { orderRequestReminderJob, remindOrderRequests } from './order-request.service.ts'

// Issue 23 item 2: the order request made by 'Procedi con l'ordine' is shown (GET order/pending_request), can be taken
// back into the cart ('Modifica il carrello', POST order/{id}/back_to_cart), sends no mail when made, and reminds the
// buyer once a day later.

const { t, molino } = await cartTestApp('100')

const PENDING = '/api/front/order/pending_request'
const backToCart = (id: number) => `/api/front/order/${id}/back_to_cart`
type Agent = Awaited<ReturnType<typeof newBuyer>>['agent']

/** A Molino Ferraresi buyer whose silo and two filters became an order request. */
async function buyerWithRequest(clientId: number = molino) {
  const buyer = await newBuyer(t, clientId)
  await addToCart(buyer.agent, PRODUCTS.silo)
  await addToCart(buyer.agent, { ...PRODUCTS.filter, qty: 2 })
  const request = await submitCart(buyer.agent, { quote_or_order: 'order' })
  return { ...buyer, request }
}

async function pendingOf(agent: Agent) {
  const res = await agent.get(PENDING)
  expect(res.statusCode, res.body).toBe(200)
  return pendingRequestResponse.parse(res.json()).pending_request
}

async function takeBack(agent: Agent, id: number) {
  const res = await agent.post(backToCart(id), {})
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return cartResponse.parse(res.json()).cart
}

/** The cart's lines as code → quantity. */
const quantities = (cart: {
  lines: { qty: number; product_configuration: { configuration_code: string } }[]
}) => Object.fromEntries(cart.lines.map((l) => [l.product_configuration.configuration_code, l.qty]))

/** An attempt the buyer could still pay, as the wallet leaves one while the provider's page is open. */
const openAttempt = (orderId: number) =>
  t.deps.db
    .insert(payments)
    .values({ orderId, method: 'card', provider: 'local', amount: 100, status: 'open' })
    .returning({ id: payments.id })

describe('GET /api/front/order/pending_request', () => {
  it('shows the buyer their latest order request until it is sent, and nothing to anyone else', async () => {
    expect(await pendingOf(newVisitor(t))).toBeNull()
    const { agent, request } = await buyerWithRequest()
    expect(await pendingOf(agent)).toEqual({
      id: request.id,
      order_ref: request.order_ref,
      cart_submitted_at: request.cart_submitted_at,
      total_qty: 3,
      order_final_price_iva: request.order_final_price_iva,
    })
    expect(request.order_final_price_iva).toBeGreaterThan(0)
    // A colleague of the same company has a cart and requests of their own.
    expect(await pendingOf((await newBuyer(t, molino)).agent)).toBeNull()
    // While a payment is open the request is being paid, not waiting.
    const [attempt] = await openAttempt(request.id)
    expect(await pendingOf(agent)).toBeNull()
    await t.deps.db
      .update(payments)
      .set({ status: 'expired' })
      .where(eq(payments.id, attempt?.id as number))
    expect((await pendingOf(agent))?.id).toBe(request.id)
    // Sent: no longer pending.
    await t.deps.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, request.id))
    expect(await pendingOf(agent)).toBeNull()
  })

  it('answers the newest of two, and no total to a buyer who may not see prices', async () => {
    const blind = await newClient(t, { canSeePrices: false, canCreateOrder: true })
    const { agent, request: first } = await buyerWithRequest(blind)
    await addToCart(agent, PRODUCTS.filter)
    const second = await submitCart(agent, { quote_or_order: 'order' })
    expect(await pendingOf(agent)).toMatchObject({
      id: second.id,
      order_ref: second.order_ref,
      total_qty: 1,
      order_final_price_iva: null,
    })
    expect(second.id).not.toBe(first.id)
  })
})

describe('POST /api/front/order/{id}/back_to_cart', () => {
  it('cancels the request, audited, and puts its lines back merged with the cart by configuration', async () => {
    const { agent, userId, request } = await buyerWithRequest()
    // The buyer meanwhile started a new cart: one more filter, and the gauge.
    await addToCart(agent, PRODUCTS.filter)
    await addToCart(agent, PRODUCTS.gauge)
    const [requestFilter] = await t.deps.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, request.id), eq(orderLines.qty, 2)))
    const [requestSilo] = await t.deps.db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(and(eq(orderLines.orderId, request.id), eq(orderLines.qty, 1)))
    // A note on the request's silo line, the line's datasheet and the order's own PDF.
    await t.deps.db
      .update(orderLines)
      .set({ notes: 'Consegna in cantiere' })
      .where(eq(orderLines.id, requestSilo?.id as number))
    const document = {
      name: 'a.pdf',
      storageKey: `test/${request.id}-a`,
      size: 10,
      contentType: 'application/pdf',
    }
    await t.deps.db.insert(orderDocuments).values([
      { ...document, orderId: request.id, lineId: requestFilter?.id as number, accessoryId: null },
      {
        ...document,
        orderId: request.id,
        lineId: null,
        name: 'ordine.pdf',
        storageKey: `test/${request.id}-b`,
      },
    ])
    await t.deps.db.update(orders).set({ referenceClientCode: 'ODA-77' }).where(eq(orders.id, request.id))

    const cart = await takeBack(agent, request.id)
    expect(quantities(cart)).toEqual({ 'OP-LR': 1, 'FI-MAN': 3, 'SZ30-60RFGM-PULM': 1 })
    // The cart's own lines first, then the request's new ones.
    expect(cart.lines.map((l) => l.product_configuration.configuration_code)).toEqual([
      'FI-MAN',
      'OP-LR',
      'SZ30-60RFGM-PULM',
    ])
    const silo = cart.lines.find((l) => l.product_configuration.configuration_code === 'SZ30-60RFGM-PULM')
    expect(silo?.notes).toBe('Consegna in cantiere')
    expect(silo?.price).toBeGreaterThan(0)
    expect(cart.reference_client_code).toBe('ODA-77')
    expect(cart.total_qty).toBe(5)
    // The datasheet follows to the cart's filter line, the order's PDF to the cart.
    const filter = cart.lines.find((l) => l.product_configuration.configuration_code === 'FI-MAN')
    const moved = await t.deps.db
      .select({ orderId: orderDocuments.orderId, lineId: orderDocuments.lineId })
      .from(orderDocuments)
      .where(like(orderDocuments.storageKey, `test/${request.id}-%`))
    expect(moved).toEqual(
      expect.arrayContaining([
        { orderId: cart.id, lineId: filter?.id },
        { orderId: cart.id, lineId: null },
      ]),
    )

    // The request keeps its number and lines, cancelled by the buyer's named move.
    const row = await orderRow(t, request.id)
    expect(row).toMatchObject({ status: 'CANCELLED', orderRef: request.order_ref })
    const kept = await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, request.id))
    expect(kept).toHaveLength(2)
    // The cart's lines have their own configuration copies: the request's stay as they were.
    const cartCopies = cart.lines.map((l) => l.product_configuration.id)
    for (const line of kept) expect(cartCopies).not.toContain(line.productConfigurationId)
    expect(await statusTrail(t, request.id)).toContainEqual({
      from: 'INCOMPLETE_REQUEST',
      to: 'CANCELLED',
      actor: 'customer',
    })
    const [audit] = await t.deps.db
      .execute<{ transition: string; actor_user_id: number }>(
        sql`select transition, actor_user_id from order_status_changes where order_id = ${request.id} order by id desc limit 1`,
      )
      .then((r) => r.rows)
    expect(audit).toEqual({ transition: 'back_to_cart', actor_user_id: userId })
    expect(await pendingOf(agent)).toBeNull()
    // The cart can be edited and sent again: a new number.
    const edited = await agent.post('/api/front/cart/it', editsOf(await readCart(agent)))
    expect(edited.statusCode, edited.body.slice(0, 200)).toBe(200)
    const again = await submitCart(agent, { quote_or_order: 'order' })
    expect(again.order_ref).not.toBe(request.order_ref)
  })

  it('makes a new cart when the buyer has none, and answers a repeat or a second tab with the cart as it is', async () => {
    const { agent, request } = await buyerWithRequest()
    expect((await readCart(agent)).lines).toEqual([])
    const [first, second] = await Promise.all([takeBack(agent, request.id), takeBack(agent, request.id)])
    expect(quantities(first)).toEqual({ 'SZ30-60RFGM-PULM': 1, 'FI-MAN': 2 })
    expect(quantities(second)).toEqual(quantities(first))
    const third = await takeBack(agent, request.id)
    expect(third.id).toBe(first.id)
    expect(quantities(third)).toEqual({ 'SZ30-60RFGM-PULM': 1, 'FI-MAN': 2 })
    expect((await readCart(agent)).total_qty).toBe(3)
  })

  it('gives back the promo code use the request counted, and the cart applies the code again', async () => {
    const code = `BACK${Date.now()}`.slice(0, 20)
    const [promo] = await t.deps.db
      .insert(promoCodes)
      .values({ code, percentBp: 500, validFrom: new Date('2026-01-01T00:00:00Z'), usageLimit: 1 })
      .returning({ id: promoCodes.id })
    const buyer = await newBuyer(t, molino)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const applied = await buyer.agent.post(
      '/api/front/cart/it',
      editsOf(await readCart(buyer.agent), { promo_code: code }),
    )
    expect(applied.statusCode, applied.body.slice(0, 200)).toBe(200)
    const request = await submitCart(buyer.agent, { quote_or_order: 'order' })
    const used = async () =>
      (
        await t.deps.db
          .select()
          .from(promoCodes)
          .where(eq(promoCodes.id, promo?.id as number))
      )[0]?.usedCount
    expect(await used()).toBe(1)
    const cart = await takeBack(buyer.agent, request.id)
    expect(await used()).toBe(0)
    expect(cart.applied_promo_code).toEqual({ code, discount: 5 })
    // A repeat gives nothing back twice.
    await takeBack(buyer.agent, request.id)
    expect(await used()).toBe(0)
  })

  it('is refused with 409 while a payment is open, and for a request sent meanwhile, nothing changed', async () => {
    const { agent, request } = await buyerWithRequest()
    await openAttempt(request.id)
    const paying = await agent.post(backToCart(request.id), {})
    expectKo(paying, 409, 'conflict')
    expect(paying.json().error).toContain('pagamento')
    expect((await orderRow(t, request.id))?.status).toBe('INCOMPLETE_REQUEST')
    expect((await readCart(agent)).lines).toEqual([])

    const sent = await buyerWithRequest()
    await t.deps.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, sent.request.id))
    const refused = await sent.agent.post(backToCart(sent.request.id), {})
    expectKo(refused, 409, 'conflict')
    expect(refused.json().error).toBe(
      `L'ordine ${sent.request.order_ref} non è più in attesa di completamento: non può tornare nel carrello.`,
    )
    expect((await orderRow(t, sent.request.id))?.status).toBe('NEW')
  })

  it("answers 404 for another client's request, a colleague's, a quotation, a cart, and 401 to a visitor", async () => {
    const { request, agent } = await buyerWithRequest()
    const other = await newBuyer(t, await newClient(t))
    expectKo(await other.agent.post(backToCart(request.id), {}), 404, 'not_found')
    const colleague = await newBuyer(t, molino)
    expectKo(await colleague.agent.post(backToCart(request.id), {}), 404, 'not_found')
    await addToCart(agent, PRODUCTS.filter)
    expectKo(await agent.post(backToCart((await readCart(agent)).id), {}), 404, 'not_found')
    const quotation = await submitCart(agent)
    expectKo(await agent.post(backToCart(quotation.id), {}), 404, 'not_found')
    expectKo(await newVisitor(t).post(backToCart(request.id), {}), 401, 'unauthenticated')
    expectKo(await agent.post('/api/front/order/0/back_to_cart', {}), 422)
    expect((await orderRow(t, request.id))?.status).toBe('INCOMPLETE_REQUEST')
  })
})

describe('the order request mails', () => {
  /** The checkout mails queued to an address. */
  const queuedTo = (to: string) =>
    t.deps.db
      .select({ kind: mailOutbox.kind })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.to, to), like(mailOutbox.kind, 'checkout-%')))

  it('sends none when the request is made, to the buyer or to sales', async () => {
    const { email, request } = await buyerWithRequest()
    await t.deps.mailer.idle()
    expect(await queuedTo(email)).toEqual([])
    expect(t.mail.to(t.config.PROVIDER_EMAIL).filter((m) => m.subject.includes(request.order_ref))).toEqual(
      [],
    )
  })

  it('reminds the buyer once a day later, with the address that resumes it, and not a sent or cancelled one', async () => {
    const waiting = await buyerWithRequest()
    const sent = await buyerWithRequest()
    const takenBack = await buyerWithRequest()
    await takeBack(takenBack.agent, takenBack.request.id)
    const submitted = Date.parse(waiting.request.cart_submitted_at as string)
    const at = (hours: number) => ({ ...t.deps, clock: () => new Date(submitted + hours * 3_600_000) })

    // 23 hours on: not yet.
    await remindOrderRequests(at(23))
    expect(await queuedTo(waiting.email)).toEqual([])
    // The other is completed meanwhile.
    await t.deps.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, sent.request.id))
    // A day and an hour on, by the job's own handler with the moved clock: one reminder.
    await orderRequestReminderJob.handler(at(25), { id: 'test', data: {}, retryCount: 0, retryLimit: 0 })
    expect(await queuedTo(waiting.email)).toEqual([{ kind: 'checkout-order_reminder-customer' }])
    const mail = await t.mail.waitFor(waiting.email, (m) => m.subject.includes(waiting.request.order_ref))
    expect(mail.subject).toBe(`Ordine ${waiting.request.order_ref} non ancora inviato`)
    expect(mail.text).toContain(`${t.config.publicUrl}/it/checkout?order=${waiting.request.id}`)
    expect(mail.text).toContain('FI-MAN')
    expect(mail.text).not.toContain('/user/orders/')
    // Never twice, and never to the sales office.
    await remindOrderRequests(at(30))
    await remindOrderRequests(at(48))
    expect(await queuedTo(waiting.email)).toEqual([{ kind: 'checkout-order_reminder-customer' }])
    for (const other of [sent, takenBack]) expect(await queuedTo(other.email)).toEqual([])
    await t.deps.mailer.idle()
    expect(
      t.mail.to(t.config.PROVIDER_EMAIL).filter((m) => m.subject.includes(waiting.request.order_ref)),
    ).toEqual([])
  })

  it('leaves requests older than a week alone, and runs every hour on the job engine', async () => {
    const old = await buyerWithRequest()
    const submitted = Date.parse(old.request.cart_submitted_at as string)
    await remindOrderRequests({ ...t.deps, clock: () => new Date(submitted + 8 * 24 * 3_600_000) })
    expect(await queuedTo(old.email)).toEqual([])
    const rows = await t.deps.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${orderRequestReminderJob.name}`,
    )
    expect(rows.rows).toEqual([{ cron: '23 * * * *', timezone: 'UTC' }])
  })
})
