import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { withQuery } from './local-pages.ts'
import type { CardSessionInput, PaypalOrderInput } from './provider.ts'

// The simulated hosted pages in the whole app (app.inject), as a buyer's browser posts them: a plain form, no
// XSRF header, the page's own Origin. Webhook delivery into the shop is not looked at here.

const SHOP = 'http://localhost:3000'
let n = 0
const cardInput = (over: Partial<CardSessionInput> = {}): CardSessionInput => ({
  paymentId: 1,
  orderId: 1,
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
const paypalInput = (over: Partial<PaypalOrderInput> = {}): PaypalOrderInput => ({
  paymentId: 2,
  orderId: 1,
  description: 'Ordine 2026-000124',
  amount: 9_990,
  currency: 'EUR',
  locale: 'en',
  returnUrl: `${SHOP}/checkout/paypal?step=return`,
  cancelUrl: `${SHOP}/checkout`,
  requestId: `pages-${++n}`,
  ...over,
})

const form = (action: string, origin: string | null = SHOP) => ({
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    ...(origin === null ? {} : { origin }),
  },
  payload: `action=${action}`,
})

describe('local provider hosted pages', () => {
  let t: Awaited<ReturnType<typeof createTestApp>>
  beforeAll(async () => {
    t = await createTestApp()
  })
  afterAll(() => t.close())

  const newSession = async (over: Partial<CardSessionInput> = {}) => {
    const session = await t.app.payments.card.createSession(cardInput(over))
    return { ...session, path: new URL(session.url).pathname }
  }

  it('is the local provider, with its controls', () => {
    expect(t.app.payments.provider).toBe('local')
    expect(t.app.localPayments).not.toBeNull()
    expect(t.app.payments.paypal).not.toBeNull()
  })

  it('shows the amount in euros and the escaped description, with no script', async () => {
    const { path } = await newSession()
    const page = await t.app.inject({ method: 'GET', url: path })
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
  })

  it('pays: 303 to the success URL with the session id filled in; then the page says it is complete', async () => {
    const { id, path } = await newSession()
    const paid = await t.app.inject({ method: 'POST', url: path, ...form('pay') })
    expect(paid.statusCode).toBe(303)
    expect(paid.headers.location).toBe(`${SHOP}/checkout/paid?session=${id}`)
    const page = await t.app.inject({ method: 'GET', url: path })
    expect(page.body).toContain('This payment is complete')
    // Paying again shows the same, and pays nothing twice.
    const again = await t.app.inject({ method: 'POST', url: path, ...form('pay') })
    expect(again.statusCode).toBe(200)
    expect(again.body).toContain('This payment is complete')
  })

  it('takes a post without an Origin header (an older browser), and from the request own origin', async () => {
    const { path } = await newSession()
    const own = await t.app.inject({ method: 'POST', url: path, ...form('decline', 'http://localhost:80') })
    expect(own.statusCode).toBe(200)
    const none = await t.app.inject({ method: 'POST', url: path, ...form('pay', null) })
    expect(none.statusCode).toBe(303)
  })

  it('refuses a post from a foreign origin with a 403, and changes nothing', async () => {
    const { id, path } = await newSession()
    const forged = await t.app.inject({ method: 'POST', url: path, ...form('pay', 'https://evil.example') })
    expect(forged.statusCode).toBe(403)
    expect(forged.headers['content-type']).toMatch(/^text\/plain/)
    // Still open: it can be paid.
    expect(await t.app.localPayments?.payCard(id, { deliver: false })).toHaveLength(1)
  })

  it('declines: the page again, with an alert, and the session stays open', async () => {
    const { path } = await newSession()
    const declined = await t.app.inject({ method: 'POST', url: path, ...form('decline') })
    expect(declined.statusCode).toBe(200)
    expect(declined.body).toContain('role="alert"')
    expect(declined.body).toContain('data-testid="local-pay-declined"')
    expect(declined.body).toContain('Your card was declined. Try again or use another card.')
    expect(declined.body).toContain('data-testid="local-pay-pay"')
  })

  it('cancels: 303 to the cancel URL', async () => {
    const { path } = await newSession()
    const cancelled = await t.app.inject({ method: 'POST', url: path, ...form('cancel') })
    expect(cancelled.statusCode).toBe(303)
    expect(cancelled.headers.location).toBe(`${SHOP}/checkout`)
  })

  it('an expired session says so; an unknown one is a 404; an unknown action a 400', async () => {
    const { id, path } = await newSession()
    expect((await t.app.inject({ method: 'POST', url: path, ...form('refund') })).statusCode).toBe(400)
    await t.app.localPayments?.expireCard(id, { deliver: false })
    const expired = await t.app.inject({ method: 'GET', url: path })
    expect(expired.body).toContain('This checkout session has expired')
    expect(expired.body).toContain(`href="${SHOP}/checkout"`)
    const missing = await t.app.inject({ method: 'GET', url: '/local-pay/checkout/cs_local_nope' })
    expect(missing.statusCode).toBe(404)
  })

  it('PayPal: the approval page, and approve returns to the shop with token and PayerID; capture then succeeds', async () => {
    const paypal = t.app.payments.paypal
    if (!paypal) throw new Error('no PayPal')
    const order = await paypal.createOrder(paypalInput())
    const path = new URL(order.approveUrl).pathname
    const page = await t.app.inject({ method: 'GET', url: path })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('Simulated PayPal')
    expect(page.body).toContain('€99.90')
    for (const id of ['local-paypal', 'local-paypal-approve', 'local-paypal-decline', 'local-paypal-error'])
      expect(page.body).toContain(`data-testid="${id}"`)
    const approved = await t.app.inject({ method: 'POST', url: path, ...form('approve') })
    expect(approved.statusCode).toBe(303)
    expect(approved.headers.location).toBe(
      `${SHOP}/checkout/paypal?step=return&token=${order.id}&PayerID=LOCALPAYER`,
    )
    expect(await paypal.captureOrder(order.id, 'capture')).toMatchObject({ ok: true, amount: 9_990 })
  })

  it('PayPal: decline approves with a failing card; cancel returns with the token only; foreign posts are refused', async () => {
    const paypal = t.app.payments.paypal
    if (!paypal) throw new Error('no PayPal')
    const order = await paypal.createOrder(paypalInput())
    const path = new URL(order.approveUrl).pathname
    const forged = await t.app.inject({
      method: 'POST',
      url: path,
      ...form('approve', 'https://evil.example'),
    })
    expect(forged.statusCode).toBe(403)
    expect((await t.app.inject({ method: 'POST', url: path, ...form('decline') })).statusCode).toBe(303)
    expect(await paypal.captureOrder(order.id, 'c1')).toMatchObject({
      ok: false,
      issue: 'INSTRUMENT_DECLINED',
    })
    const cancelled = await t.app.inject({ method: 'POST', url: path, ...form('cancel') })
    expect(cancelled.headers.location).toBe(`${SHOP}/checkout?token=${order.id}`)
    expect((await t.app.inject({ method: 'GET', url: '/local-pay/paypal/LOCALNOPE' })).statusCode).toBe(404)
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
