import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createLocalPaypal } from './local-paypal.ts'
import { type LocalProvider, localKeys, startLocalProvider } from './local-provider.ts'
import { parseStripeForm } from './local-stripe-api.ts'
import { type CardSessionInput, ProviderUnavailableError, WebhookSignatureError } from './provider.ts'
import { createStripeCard } from './stripe-card.ts'

// The real `stripe` package and the production adapter, against the simulated provider: what runs in every test
// and demo runs through the same encoding, retries and signature checks as against Stripe.

const quiet = { warn: vi.fn(), error: vi.fn() }
let n = 0
const input = (over: Partial<CardSessionInput> = {}): CardSessionInput => ({
  paymentId: 41,
  orderId: 7,
  description: 'Ordine 2026-000123',
  amount: 12_345,
  currency: 'EUR',
  customerEmail: 'buyer@example.com',
  locale: 'it',
  successUrl: 'http://localhost:3000/checkout/paid?session={CHECKOUT_SESSION_ID}',
  cancelUrl: 'http://localhost:3000/checkout',
  idempotencyKey: `payment-${++n}`,
  ...over,
})

/** An event in Stripe's format around any object, signed as the local provider signs. */
function forged(provider: LocalProvider, type: string, object: object, timestamp?: number) {
  const payload = JSON.stringify({ id: `evt_forged_${++n}`, object: 'event', type, data: { object } })
  return { payload, signature: provider.control.sign(payload, timestamp) }
}

describe('the stripe adapter against the local provider', () => {
  const delivered: string[] = []
  let provider: LocalProvider
  let card: ReturnType<typeof createStripeCard>
  let clock = Date.now()
  beforeAll(async () => {
    provider = await startLocalProvider({
      appSecret: randomBytes(32),
      publicUrl: 'http://localhost:3000',
      deliver: async (payload) => {
        delivered.push(payload)
        return 200
      },
      log: quiet,
      webhookCopies: 1,
      webhookDelayMs: 0,
      paypal: createLocalPaypal({ publicUrl: 'http://localhost:3000' }),
      now: () => clock,
    })
    const { secretKey, webhookSecret, host, port } = provider
    card = createStripeCard({ secretKey, webhookSecret, host, port, protocol: 'http' })
  })
  afterAll(() => provider.close())

  it('creates a session on the hosted page, with the params the adapter sent', async () => {
    const session = await card.createSession(input())
    expect(session.id).toMatch(/^cs_local_/)
    expect(session.url).toBe(`http://localhost:3000/local-pay/checkout/${session.id}`)
    expect(session.expiresAt.getTime()).toBe(Math.floor(clock / 1000) * 1000 + 24 * 3600 * 1000)
    const { session: stored, description } = provider.checkout(session.id) ?? {}
    expect(description).toBe('Ordine 2026-000123')
    expect(stored).toMatchObject({
      status: 'open',
      payment_status: 'unpaid',
      amount_total: 12_345,
      currency: 'eur',
      client_reference_id: '41',
      customer_email: 'buyer@example.com',
      locale: 'it',
      metadata: { order_id: '7', payment_id: '41' },
      livemode: false,
    })
  })

  it('answers the same session for the same idempotency key, and refuses the key with other params', async () => {
    const first = await card.createSession(input({ idempotencyKey: 'same-key' }))
    const again = await card.createSession(input({ idempotencyKey: 'same-key' }))
    expect(again).toEqual(first)
    await expect(card.createSession(input({ idempotencyKey: 'same-key', amount: 1 }))).rejects.toBeInstanceOf(
      Stripe.errors.StripeIdempotencyError,
    )
  })

  it('refuses a wrong secret key (and that is no outage: not ProviderUnavailableError)', async () => {
    const { host, port, webhookSecret } = provider
    const wrong = createStripeCard({
      secretKey: 'sk_test_wrong',
      webhookSecret,
      host,
      port,
      protocol: 'http',
    })
    const error = await wrong.createSession(input()).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(Stripe.errors.StripeAuthenticationError)
    expect(error).not.toBeInstanceOf(ProviderUnavailableError)
  })

  it('pays: a signed checkout.session.completed that the adapter reads as session_paid', async () => {
    const session = await card.createSession(input({ paymentId: 99 }))
    const [event] = await provider.control.payCard(session.id, { deliver: false })
    if (!event) throw new Error('no event')
    expect(card.readWebhook(Buffer.from(event.payload), event.signature)).toEqual({
      kind: 'session_paid',
      eventId: expect.stringMatching(/^evt_local_/),
      sessionId: session.id,
      reference: '99',
      amount: 12_345,
      currency: 'EUR',
    })
    expect(provider.checkout(session.id)?.session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
    })
    // The stripe package reads it back through GET /v1/checkout/sessions/:id.
    const stripe = new Stripe(provider.secretKey, {
      host: provider.host,
      port: provider.port,
      protocol: 'http',
    })
    expect(await stripe.checkout.sessions.retrieve(session.id)).toMatchObject({
      status: 'complete',
      url: null,
    })
    // Paying again changes nothing and sends nothing.
    expect(await provider.control.payCard(session.id)).toEqual([])
  })

  it('refuses a tampered body, a wrong or missing signature, and an old signature', async () => {
    const session = await card.createSession(input())
    const [event] = await provider.control.payCard(session.id, { deliver: false })
    if (!event) throw new Error('no event')
    const tampered = event.payload.replace('"amount_total":12345', '"amount_total":1')
    expect(() => card.readWebhook(Buffer.from(tampered), event.signature)).toThrow(WebhookSignatureError)
    const otherSecret = Stripe.webhooks.generateTestHeaderString({
      payload: event.payload,
      secret: 'whsec_other',
    })
    expect(() => card.readWebhook(Buffer.from(event.payload), otherSecret)).toThrow(WebhookSignatureError)
    expect(() => card.readWebhook(Buffer.from(event.payload), undefined)).toThrow(WebhookSignatureError)
    expect(() => card.readWebhook(Buffer.from(event.payload), 'garbage')).toThrow(WebhookSignatureError)
    const old = provider.control.sign(event.payload, Math.floor(Date.now() / 1000) - 3600)
    expect(() => card.readWebhook(Buffer.from(event.payload), old)).toThrow(WebhookSignatureError)
    // Signed but not JSON: refused the same way, never a 500.
    expect(() => card.readWebhook(Buffer.from('not json'), provider.control.sign('not json'))).toThrow(
      WebhookSignatureError,
    )
  })

  it('expires: checkout.session.expired, and an expired session cannot be paid', async () => {
    const session = await card.createSession(input({ paymentId: 5 }))
    const [event] = await provider.control.expireCard(session.id, { deliver: false })
    if (!event) throw new Error('no event')
    expect(card.readWebhook(Buffer.from(event.payload), event.signature)).toMatchObject({
      kind: 'session_expired',
      sessionId: session.id,
      reference: '5',
    })
    expect(await provider.control.expireCard(session.id)).toEqual([])
    await expect(provider.control.payCard(session.id)).rejects.toThrow(/expired/)
    await expect(provider.control.payCard('cs_local_unknown')).rejects.toThrow(/no checkout session/)
  })

  it('expires an open session by itself after 24 hours, delivering the event', async () => {
    const session = await card.createSession(input())
    delivered.length = 0
    clock += 24 * 3600 * 1000
    try {
      expect(provider.checkout(session.id)?.session.status).toBe('expired')
      await provider.control.idle()
      expect(delivered.map((p) => JSON.parse(p).type)).toEqual(['checkout.session.expired'])
    } finally {
      clock -= 24 * 3600 * 1000
    }
  })

  it('declines: the session stays open, and the event it sends is ignored by the shop', async () => {
    const session = await card.createSession(input())
    const [event] = await provider.control.declineCard(session.id, { deliver: false })
    if (!event) throw new Error('no event')
    expect(card.readWebhook(Buffer.from(event.payload), event.signature)).toMatchObject({
      kind: 'ignored',
      type: 'payment_intent.payment_failed',
    })
    expect(provider.checkout(session.id)?.session.status).toBe('open')
  })

  it('maps the other checkout events, and ignores the rest', () => {
    const session = { id: 'cs_x', client_reference_id: '3', amount_total: 500, currency: 'eur' }
    const read = (type: string, object: object) => {
      const { payload, signature } = forged(provider, type, object)
      return card.readWebhook(Buffer.from(payload), signature)
    }
    expect(read('checkout.session.async_payment_succeeded', session)).toMatchObject({
      kind: 'session_paid',
      amount: 500,
      currency: 'EUR',
      reference: '3',
    })
    expect(read('checkout.session.async_payment_failed', session)).toMatchObject({ kind: 'session_failed' })
    // Completed with a delayed method: the money is not there yet.
    expect(read('checkout.session.completed', { ...session, payment_status: 'unpaid' })).toMatchObject({
      kind: 'ignored',
      type: 'checkout.session.completed',
    })
    expect(read('charge.refunded', { id: 'ch_1' })).toMatchObject({
      kind: 'ignored',
      type: 'charge.refunded',
    })
  })

  it('delivers each event as many times as configured, each copy verifying', async () => {
    const copies: { payload: string; signature: string }[] = []
    const p = await startLocalProvider({
      appSecret: randomBytes(32),
      publicUrl: 'http://localhost:3000',
      deliver: async (payload, signature) => {
        copies.push({ payload, signature })
        return 204
      },
      log: quiet,
      webhookCopies: 3,
      webhookDelayMs: 5,
      paypal: createLocalPaypal({ publicUrl: 'http://localhost:3000' }),
    })
    try {
      const c = createStripeCard({ ...p, protocol: 'http' })
      const session = await c.createSession(input())
      await p.control.payCard(session.id)
      await p.control.idle()
      expect(copies).toHaveLength(3)
      for (const copy of copies)
        expect(c.readWebhook(Buffer.from(copy.payload), copy.signature)).toMatchObject({
          kind: 'session_paid',
        })
    } finally {
      await p.close()
    }
  })
})

describe('the stripe adapter when Stripe cannot answer', () => {
  const keys = { secretKey: 'sk_test_x', webhookSecret: 'whsec_x' }

  it('throws ProviderUnavailableError when nothing listens', async () => {
    const server = http.createServer()
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    await new Promise((resolve) => server.close(resolve))
    const card = createStripeCard({ ...keys, host: '127.0.0.1', port, protocol: 'http' })
    await expect(card.createSession(input())).rejects.toBeInstanceOf(ProviderUnavailableError)
  })

  it('throws ProviderUnavailableError on a 5xx, after retrying with the same idempotency key', async () => {
    const keysSeen: unknown[] = []
    const server = http.createServer((req, res) => {
      keysSeen.push(req.headers['idempotency-key'])
      req.resume()
      res.writeHead(500, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ error: { type: 'api_error', message: 'Something went wrong.' } }))
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    try {
      const { port } = server.address() as AddressInfo
      const card = createStripeCard({ ...keys, host: '127.0.0.1', port, protocol: 'http' })
      await expect(card.createSession(input({ idempotencyKey: 'k-500' }))).rejects.toBeInstanceOf(
        ProviderUnavailableError,
      )
      expect(keysSeen).toEqual(['k-500', 'k-500', 'k-500'])
    } finally {
      server.closeAllConnections()
      await new Promise((resolve) => server.close(resolve))
    }
  })
})

describe('local keys and the form encoding', () => {
  it('derives the same keys from the same APP_SECRET, and others from another', () => {
    const secret = randomBytes(32)
    expect(localKeys(secret)).toEqual(localKeys(Buffer.from(secret)))
    expect(localKeys(secret).secretKey).toMatch(/^sk_test_local_/)
    expect(localKeys(secret).webhookSecret).toMatch(/^whsec_/)
    expect(localKeys(randomBytes(32))).not.toEqual(localKeys(secret))
  })

  it('reads bracketed keys into nested objects, and a __proto__ key is only a key', () => {
    const form = parseStripeForm(
      'line_items[0][price_data][unit_amount]=100&metadata[order_id]=7&mode=payment&__proto__[polluted]=1',
    )
    expect(JSON.parse(JSON.stringify(form))).toMatchObject({
      line_items: { 0: { price_data: { unit_amount: '100' } } },
      metadata: { order_id: '7' },
      mode: 'payment',
    })
    expect(Object.keys(form)).toContain('__proto__')
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })
})
