import { walletCheckoutResponse } from '@shop/domain/payments/schemas'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Agent } from '../../modules/accounts/test-agent.ts'
import {
  addToCart,
  clientIdOf,
  newBuyer,
  newClient,
  newVisitor,
  orderRow,
  PRODUCTS,
  readCart,
} from '../../modules/cart/test-cart.ts'
import { cartReadyToPay, WALLET, walletBody } from '../../modules/payments/test-payments.ts'
import { createTestApp } from '../../test/test-app.ts'
import { withQuery } from './local-pages.ts'
import type { CardSessionInput, PaypalOrderInput } from './provider.ts'

// The simulated hosted pages in the whole app (app.inject), as a buyer's browser posts them: a plain form with the
// session cookie, no XSRF header, the page's own Origin. Webhook delivery into the shop is not looked at here.

const SHOP = 'http://localhost:3000'
let n = 0
const cardInput = (orderId: number, over: Partial<CardSessionInput> = {}): CardSessionInput => ({
  paymentId: 1,
  orderId,
  description: 'Ordine 2026-000123 <b>',
  amount: 1_234_567,
  currency: 'EUR',
  customerEmail: null,
  locale: 'it',
  successUrl: `${SHOP}/checkout/paid?session={CHECKOUT_SESSION_ID}`,
  cancelUrl: `${SHOP}/checkout`,
  idempotencyKey: `pages-${++n}`,
  ...over,
})
const paypalInput = (orderId: number, over: Partial<PaypalOrderInput> = {}): PaypalOrderInput => ({
  paymentId: 2,
  orderId,
  description: 'Ordine 2026-000124',
  amount: 9_990,
  currency: 'EUR',
  locale: 'en',
  returnUrl: `${SHOP}/checkout/paypal?step=return`,
  cancelUrl: `${SHOP}/checkout`,
  requestId: `pages-${++n}`,
  ...over,
})

/** The headers of a form post: from the shop's origin unless told otherwise (null: no Origin at all). */
const formHeaders = (origin: string | null = SHOP, more: Record<string, string> = {}) => ({
  'content-type': 'application/x-www-form-urlencoded',
  ...(origin === null ? {} : { origin }),
  ...more,
})

describe('local provider hosted pages', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  /** A buyer with an order (their cart) the sessions below are for, a colleague of the same company, a stranger. */
  let buyer: Agent
  let colleague: Agent
  let stranger: Agent
  let orderId: number
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
    const company = await newClient(t)
    buyer = (await newBuyer(t, company)).agent
    colleague = (await newBuyer(t, company)).agent
    stranger = (await newBuyer(t, await newClient(t))).agent
    await addToCart(buyer, PRODUCTS.filter)
    orderId = (await readCart(buyer)).id
  })
  afterAll(() => t.close())

  const newSession = async (over: Partial<CardSessionInput> = {}) => {
    const session = await t.deps.payments.card.createSession(cardInput(orderId, over))
    return { ...session, path: new URL(session.url).pathname }
  }
  /** A form post with the agent's cookies (none for null: a visitor who only has the URL). */
  const post = (agent: Agent | null, path: string, action: string, headers = formHeaders()) =>
    (agent ?? newVisitor(t)).post(path, `action=${action}`, { headers })
  /** True when the card page, as the agent sees it, can still be paid. */
  const stillOpen = async (path: string, agent = buyer) =>
    (await agent.get(path)).body.includes('data-testid="local-pay-pay"')

  it('is the local provider, with its controls', () => {
    expect(t.deps.payments.provider).toBe('local')
    expect(t.deps.localPayments).not.toBeNull()
    expect(t.deps.payments.paypal).not.toBeNull()
  })

  it('shows the amount in euros and the escaped description, with no script', async () => {
    const { path } = await newSession()
    const page = await buyer.get(path)
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-type']).toMatch(/^text\/html/)
    expect(page.headers['cache-control']).toBe('no-store')
    expect(page.body).toMatch(/12\.345,67\s€/)
    expect(page.body).toContain('Ordine 2026-000123 &lt;b&gt;')
    expect(page.body).toContain('Simulated card payment')
    expect(page.body).toContain('no money is taken')
    for (const id of ['local-pay', 'local-pay-pay', 'local-pay-decline', 'local-pay-cancel'])
      expect(page.body).toContain(`data-testid="${id}"`)
    expect(page.body).not.toMatch(/<script/i)
    // The shop's own icon (the web app's /favicon.svg), so the browser asks for no /favicon.ico that is not there.
    expect(page.body).toContain('<link rel="icon" type="image/svg+xml" href="/favicon.svg">')
  })

  it('pays: 303 to the success URL with the session id filled in; then the page says it is complete', async () => {
    const { id, path } = await newSession()
    const paid = await post(buyer, path, 'pay')
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${SHOP}/checkout/paid?session=${id}`)
    const page = await buyer.get(path)
    expect(page.body).toContain('This payment is complete')
    // Paying again shows the same, and pays nothing twice.
    const again = await post(buyer, path, 'pay')
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('This payment is complete')
  })

  it('acts for the users of the order company only: anyone else, signed in or not, finds no page and pays nothing', async () => {
    const { path } = await newSession()
    for (const other of [null, stranger]) {
      const page = await (other ?? newVisitor(t)).get(path)
      expect(page.statusCode).toBe(404)
      expect(page.body).not.toContain('12.345,67')
      expect((await post(other, path, 'pay')).statusCode).toBe(404)
      expect((await post(other, path, 'decline')).statusCode).toBe(404)
    }
    expect(await stillOpen(path)).toBe(true)
    // A colleague acting for the same company sees the order (orderViewerCondition), so may pay it.
    expect((await post(colleague, path, 'pay')).statusCode).toBe(303)
  })

  it('refuses a post from a foreign origin, or one that says nothing of where it comes from, and changes nothing', async () => {
    const { path } = await newSession()
    const forged = await post(buyer, path, 'pay', formHeaders('https://evil.example'))
    expect(forged.statusCode).toBe(403)
    expect(forged.headers['content-type']).toMatch(/^text\/plain/)
    expect((await post(buyer, path, 'pay', formHeaders(null))).statusCode).toBe(403)
    const crossSite = formHeaders(null, { 'sec-fetch-site': 'cross-site' })
    expect((await post(buyer, path, 'pay', crossSite)).statusCode).toBe(403)
    expect(await stillOpen(path)).toBe(true)
    // The request's own origin, and a browser that sends only Sec-Fetch-Site, are the shop's own forms.
    expect((await post(buyer, path, 'decline', formHeaders('http://localhost:80'))).statusCode).toBe(200)
    const sameOrigin = formHeaders(null, { 'sec-fetch-site': 'same-origin' })
    expect((await post(buyer, path, 'pay', sameOrigin)).statusCode).toBe(303)
  })

  it('declines: the page again, with an alert, and the session stays open', async () => {
    const { path } = await newSession()
    const declined = await post(buyer, path, 'decline')
    expect(declined.statusCode).toBe(200)
    expect(declined.body).toContain('role="alert"')
    expect(declined.body).toContain('data-testid="local-pay-declined"')
    expect(declined.body).toContain('Your card was declined. Try again or use another card.')
    expect(declined.body).toContain('data-testid="local-pay-pay"')
  })

  it('cancels: 303 to the cancel URL', async () => {
    const { path } = await newSession()
    const cancelled = await post(buyer, path, 'cancel')
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`${SHOP}/checkout`)
  })

  it('an expired session says so; an unknown one is a 404; an unknown action a 400', async () => {
    const { id, path } = await newSession()
    expect((await post(buyer, path, 'refund')).statusCode).toBe(400)
    await t.deps.localPayments?.control.expireCard(id, { deliver: false })
    const expired = await buyer.get(path)
    expect(expired.body).toContain('This checkout session has expired')
    expect(expired.body).toContain(`href="${SHOP}/checkout"`)
    const missing = await buyer.get('/local-pay/checkout/cs_local_nope')
    expect(missing.statusCode).toBe(404)
  })

  it('PayPal: the approval page, and approve returns to the shop with token and PayerID; capture then succeeds', async () => {
    const paypal = t.deps.payments.paypal
    if (!paypal) throw new Error('no PayPal')
    const order = await paypal.createOrder(paypalInput(orderId))
    const path = new URL(order.approveUrl).pathname
    const page = await buyer.get(path)
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Simulated PayPal')
    expect(page.body).toContain('€99.90')
    for (const id of ['local-paypal', 'local-paypal-approve', 'local-paypal-decline', 'local-paypal-error'])
      expect(page.body).toContain(`data-testid="${id}"`)
    const approved = await post(buyer, path, 'approve')
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(
      `${SHOP}/checkout/paypal?step=return&token=${order.id}&PayerID=LOCALPAYER`,
    )
    expect(await paypal.captureOrder(order.id, 'capture')).toMatchObject({ ok: true, amount: 9_990 })
  })

  it('PayPal: decline approves with a failing card; cancel returns with the token only; strangers and foreign posts are refused', async () => {
    const paypal = t.deps.payments.paypal
    if (!paypal) throw new Error('no PayPal')
    const order = await paypal.createOrder(paypalInput(orderId))
    const path = new URL(order.approveUrl).pathname
    expect((await post(buyer, path, 'approve', formHeaders('https://evil.example'))).statusCode).toBe(403)
    expect((await stranger.get(path)).statusCode).toBe(404)
    expect((await post(stranger, path, 'approve')).statusCode).toBe(404)
    expect((await post(null, path, 'approve')).statusCode).toBe(404)
    expect(await paypal.captureOrder(order.id, 'c0')).toMatchObject({
      ok: false,
      issue: 'ORDER_NOT_APPROVED',
    })
    expect((await post(buyer, path, 'decline')).statusCode).toBe(303)
    expect(await paypal.captureOrder(order.id, 'c1')).toMatchObject({
      ok: false,
      issue: 'INSTRUMENT_DECLINED',
    })
    const cancelled = await post(buyer, path, 'cancel')
    expect(cancelled.headers.location).toBe(`${SHOP}/checkout?token=${order.id}`)
    expect((await buyer.get('/local-pay/paypal/LOCALNOPE')).statusCode).toBe(404)
  })

  it('a stranger holding the URL of a real order payment cannot mark the order paid', async () => {
    const owner = await cartReadyToPay(t, await clientIdOf(t, 'C001024'))
    const res = await owner.agent.post(WALLET.card, walletBody(owner.cartId))
    expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
    const { external_session_id: sessionId } = walletCheckoutResponse.parse(res.json()).cart
    const path = `/local-pay/checkout/${sessionId}`
    expect((await post(stranger, path, 'pay')).statusCode).toBe(404)
    expect((await post(null, path, 'pay')).statusCode).toBe(404)
    await t.deps.localPayments?.control.idle()
    expect(await orderRow(t, owner.cartId)).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
    expect(await stillOpen(path, owner.agent)).toBe(true)
  })
})

describe('withQuery', () => {
  it('respects a query string and a fragment', () => {
    expect(withQuery('https://a.example/r', { token: 'T' })).toBe('https://a.example/r?token=T')
    expect(withQuery('https://a.example/r?x=1', { token: 'T', PayerID: 'P' })).toBe(
      'https://a.example/r?x=1&token=T&PayerID=P',
    )
    expect(withQuery('https://a.example/r?', { token: 'T' })).toBe('https://a.example/r?token=T')
    expect(withQuery('https://a.example/r#top', { token: 'T' })).toBe('https://a.example/r?token=T#top')
  })
})
