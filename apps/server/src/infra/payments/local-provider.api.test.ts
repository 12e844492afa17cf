import { randomBytes } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import pino from 'pino'
import Stripe from 'stripe'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase } from '../../test/test-app.ts'
import { createJobs, registerJob } from '../jobs.ts'
import { createLocalPaypal } from './local-paypal.ts'
import { type LocalProvider, localKeys, localPaymentsSweepJob, startLocalProvider } from './local-provider.ts'
import { parseStripeForm } from './local-stripe-api.ts'
import { webhookDeliveryJob } from './local-webhooks.ts'
import { type CardSessionInput, ProviderUnavailableError, WebhookSignatureError } from './provider.ts'
import { createStripeCard } from './stripe-card.ts'

// The real `stripe` package and the production adapter, against the simulated provider: what runs in every test
// and demo runs through the same encoding, retries and signature checks as against Stripe. Each provider here is one
// app process's: its own API port and job engine, over one database shared as the processes share it.

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

const appSecret = randomBytes(32)
let database: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.drop())

type Process = Awaited<ReturnType<typeof startProcess>>

/**
 * The local provider as one app process runs it, with its own job engine (worker: false is a process whose worker
 * never takes a job, as one killed before it could), recording what it delivers and the lines it logs.
 */
async function startProcess(
  opts: { worker?: boolean; copies?: number; delayMs?: number; now?: () => number } = {},
) {
  const delivered: { payload: string; signature: string }[] = []
  const log = pino({ level: 'silent' })
  const info = vi.spyOn(log, 'info')
  const jobs = createJobs({ database, worker: opts.worker ?? true, log })
  const publicUrl = 'http://localhost:3000'
  const provider = await startLocalProvider({
    db: database.db,
    jobs,
    appSecret,
    publicUrl,
    deliver: async (payload, signature) => {
      delivered.push({ payload, signature })
      return 200
    },
    log,
    webhookCopies: opts.copies ?? 1,
    webhookDelayMs: opts.delayMs ?? 0,
    paypal: createLocalPaypal({ db: database.db, publicUrl, log }),
    now: opts.now,
  })
  registerJob(jobs, localPaymentsSweepJob, provider)
  registerJob(jobs, webhookDeliveryJob, provider)
  await jobs.start()
  const { secretKey, webhookSecret, host, port } = provider
  const card = createStripeCard({ secretKey, webhookSecret, host, port, protocol: 'http' })
  return {
    provider,
    card,
    delivered,
    info,
    /** The types of the events delivered so far. */
    types: () => delivered.map((d) => JSON.parse(d.payload).type as string),
    async close() {
      await provider.close()
      await jobs.stop(1_000)
    },
  }
}

describe('the stripe adapter against the local provider', () => {
  let p: Process
  let provider: LocalProvider
  let card: Process['card']
  let clock = Date.now()
  beforeAll(async () => {
    p = await startProcess({ now: () => clock })
    provider = p.provider
    card = p.card
  })
  afterAll(() => p.close())

  it('creates a session on the hosted page, with the params the adapter sent', async () => {
    const session = await card.createSession(input())
    expect(session.id).toMatch(/^cs_local_/)
    expect(session.url).toBe(`http://localhost:3000/local-pay/checkout/${session.id}`)
    expect(session.expiresAt.getTime()).toBe(Math.floor(clock / 1000) * 1000 + 24 * 3600 * 1000)
    const { session: stored, description, orderId } = (await provider.checkout(session.id)) ?? {}
    expect(description).toBe('Ordine 2026-000123')
    expect(orderId).toBe(7)
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

  it('keeps an idempotency key 24 hours, as Stripe does; then the key makes a new session', async () => {
    const first = await card.createSession(input({ idempotencyKey: 'day-key' }))
    clock += 24 * 3600 * 1000
    try {
      const later = await card.createSession(input({ idempotencyKey: 'day-key' }))
      expect(later.id).not.toBe(first.id)
    } finally {
      clock -= 24 * 3600 * 1000
    }
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

  it('pays: a signed checkout.session.completed that the adapter reads as session_paid, logged as simulated', async () => {
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
    expect((await provider.checkout(session.id))?.session).toMatchObject({
      status: 'complete',
      payment_status: 'paid',
      payment_intent: expect.stringMatching(/^pi_local_/),
    })
    expect(p.info).toHaveBeenCalledWith(
      { session: session.id, order: 7, amount: 12_345 },
      'local payments: simulated card payment, no money taken',
    )
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

  it('expires a session the shop asks to (checkout.sessions.expire), with its event; a paid one stays paid', async () => {
    const open = await card.createSession(input())
    p.delivered.length = 0
    expect(await card.expireSession(open.id)).toBe('expired')
    expect((await provider.checkout(open.id))?.session.status).toBe('expired')
    await provider.control.idle()
    expect(p.types()).toEqual(['checkout.session.expired'])
    expect(await card.expireSession(open.id)).toBe('expired')
    const paid = await card.createSession(input())
    await provider.control.payCard(paid.id, { deliver: false })
    expect(await card.expireSession(paid.id)).toBe('completed')
    expect(await card.expireSession('cs_local_unknown')).toBe('expired')
  })

  it('expires an open session by itself after 24 hours, delivering the event', async () => {
    const session = await card.createSession(input())
    p.delivered.length = 0
    clock += 24 * 3600 * 1000
    try {
      expect((await provider.checkout(session.id))?.session.status).toBe('expired')
      await provider.control.idle()
      expect(p.types()).toEqual(['checkout.session.expired'])
    } finally {
      clock -= 24 * 3600 * 1000
    }
  })

  it('sweeps: an overdue session nobody looks at expires with its event; ended ones are forgotten after two days', async () => {
    const overdue = await card.createSession(input())
    const ended = await card.createSession(input())
    await provider.control.payCard(ended.id, { deliver: false })
    p.delivered.length = 0
    clock += 24 * 3600 * 1000
    try {
      await provider.sweep()
      await provider.control.idle()
      // Earlier tests' open sessions are overdue too: each gets its one event.
      const expired = p.delivered.map((d) => JSON.parse(d.payload))
      expect(new Set(expired.map((e) => e.type))).toEqual(new Set(['checkout.session.expired']))
      expect(expired.filter((e) => e.data.object.id === overdue.id)).toHaveLength(1)
      expect((await provider.checkout(overdue.id))?.session.status).toBe('expired')
      clock += 24 * 3600 * 1000 + 1
      await provider.sweep()
      expect(await provider.checkout(ended.id)).toBeUndefined()
      expect(await provider.checkout(overdue.id)).toBeUndefined()
    } finally {
      clock -= 48 * 3600 * 1000 + 1
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
    expect((await provider.checkout(session.id))?.session.status).toBe('open')
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
})

describe('the local provider on several processes', () => {
  it('delivers each event as many times as configured, each copy verifying', async () => {
    const p = await startProcess({ copies: 3, delayMs: 5 })
    try {
      const session = await p.card.createSession(input())
      await p.provider.control.payCard(session.id)
      await p.provider.control.idle()
      expect(p.delivered).toHaveLength(3)
      for (const copy of p.delivered)
        expect(p.card.readWebhook(Buffer.from(copy.payload), copy.signature)).toMatchObject({
          kind: 'session_paid',
        })
    } finally {
      await p.close()
    }
  })

  it('pays on one process a session another opened, and the webhook still comes when the payer is gone', async () => {
    const opener = await startProcess()
    // A process whose worker never takes its jobs: as one killed right after it committed the Pay.
    const payer = await startProcess({ worker: false })
    try {
      const session = await opener.card.createSession(input({ paymentId: 77 }))
      const key = input().idempotencyKey
      // The same idempotency key on another process answers the same session.
      const twin = await opener.card.createSession(input({ paymentId: 78, idempotencyKey: key }))
      expect(await payer.card.createSession(input({ paymentId: 78, idempotencyKey: key }))).toEqual(twin)
      // Both processes press Pay at once: one payment, one event.
      const presses = await Promise.all([
        payer.provider.control.payCard(session.id),
        payer.provider.control.payCard(session.id),
      ])
      expect(presses.flat()).toHaveLength(1)
      await payer.close()
      await vi.waitFor(() => expect(opener.types()).toEqual(['checkout.session.completed']), {
        timeout: 15_000,
        interval: 100,
      })
      expect(JSON.parse(opener.delivered[0]?.payload ?? '{}').data.object).toMatchObject({
        id: session.id,
        client_reference_id: '77',
        payment_status: 'paid',
      })
      expect(payer.delivered).toEqual([])
    } finally {
      await payer.close()
      await opener.close()
    }
  })

  it('forgets no open session when a process restarts', async () => {
    const before = await startProcess()
    const session = await before.card.createSession(input())
    await before.close()
    const after = await startProcess()
    try {
      expect((await after.provider.checkout(session.id))?.session.status).toBe('open')
      expect(await after.provider.control.payCard(session.id, { deliver: false })).toHaveLength(1)
    } finally {
      await after.close()
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
