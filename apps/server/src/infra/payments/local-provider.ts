import { createHash, createHmac } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import type { LocalPaypal, LocalPaypalOutcome } from './local-paypal.ts'
import {
  type LocalSession,
  parseStripeForm,
  randomId,
  readSessionParams,
  StripeRequestError,
  serveStripeApi,
} from './local-stripe-api.ts'
import { createWebhookSender, type Deliver } from './local-webhooks.ts'

export type { LocalSession } from './local-stripe-api.ts'

/**
 * The built-in simulated card provider (docs/decisions/022): a Stripe-shaped API on a loopback port, so that the
 * real `stripe` package and the same stripe-card.ts adapter run against it, and webhooks in Stripe's signed format.
 * Sessions live in this process's memory: a restart forgets the open ones, which then never complete (their
 * orders simply stay unpaid), and several app processes do not share them (local is for one process).
 */

export type LocalDelivery = { payload: string; signature: string }

export type LocalPaymentsControl = {
  /** The hosted page's Pay: the session becomes complete/paid and checkout.session.completed is delivered (or, with deliver: false, returned signed and not sent). */
  payCard(sessionId: string, opts?: { deliver?: boolean }): Promise<LocalDelivery[]>
  /** The hosted page's Decline: the session stays open; a payment_intent.payment_failed event is delivered (the shop ignores it). */
  declineCard(sessionId: string, opts?: { deliver?: boolean }): Promise<LocalDelivery[]>
  /** Ends an open session unpaid: checkout.session.expired. */
  expireCard(sessionId: string, opts?: { deliver?: boolean }): Promise<LocalDelivery[]>
  /** Signs any payload with the local webhook secret (tests forge good and bad events); timestamp in seconds. */
  sign(payload: string, timestamp?: number): string
  /** The simulated PayPal approval page's buttons. */
  approvePaypal(paypalOrderId: string, outcome: 'approve' | 'decline' | 'error'): void
  /** Resolves when every delivery started so far has finished (tests). */
  idle(): Promise<void>
}

/** A session and the line's name, which the hosted page shows (Stripe keeps it in the line items). */
export type LocalCheckout = { session: LocalSession; description: string }

export type LocalProvider = {
  host: string
  port: number
  secretKey: string
  webhookSecret: string
  control: LocalPaymentsControl
  /** The session as it is now (an overdue open one expires on the way), or undefined. */
  checkout(sessionId: string): LocalCheckout | undefined
  close(): Promise<void>
}

/** Derived from APP_SECRET, so every process sharing the secret agrees on them, and nobody has to configure them. */
export function localKeys(appSecret: Buffer): { secretKey: string; webhookSecret: string } {
  const mac = (purpose: string) => createHmac('sha256', appSecret).update(purpose).digest('base64url')
  return {
    secretKey: `sk_test_local_${mac('local-payments-key')}`,
    webhookSecret: `whsec_${mac('local-payments-webhook')}`,
  }
}

const SESSION_SECONDS = 24 * 3600
/** Stripe keeps idempotency keys 24 hours; ended sessions are forgotten after two days, or a demo would grow. */
const KEY_TTL_MS = 24 * 3600 * 1000
const FORGET_AFTER_MS = 48 * 3600 * 1000
const SWEEP_MS = 60_000

export async function startLocalProvider(opts: {
  appSecret: Buffer
  publicUrl: string
  deliver: Deliver
  log: Pick<FastifyBaseLogger, 'warn' | 'error'>
  webhookCopies: number
  webhookDelayMs: number
  paypal: LocalPaypal
  /** Tests shorten the retry waits and move the clock. */
  retryWaitsMs?: readonly number[]
  now?: () => number
}): Promise<LocalProvider> {
  const { log, paypal } = opts
  const now = opts.now ?? Date.now
  const { secretKey, webhookSecret } = localKeys(opts.appSecret)
  const sessions = new Map<string, LocalCheckout>()
  const replies = new Map<string, { bodyHash: string; json: string; at: number }>()
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp })
  const sender = createWebhookSender({
    deliver: opts.deliver,
    sign: (payload) => sign(payload),
    log,
    copies: opts.webhookCopies,
    maxDelayMs: opts.webhookDelayMs,
    retryWaitsMs: opts.retryWaitsMs,
  })

  function emit(type: string, object: object, deliver: boolean): LocalDelivery[] {
    const event = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: Math.floor(now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: opts.webhookCopies,
      data: { object: structuredClone(object) },
    }
    const payload = JSON.stringify(event)
    if (deliver) sender.send(payload)
    return [{ payload, signature: sign(payload) }]
  }

  function end(entry: LocalCheckout, status: 'complete' | 'expired', deliver: boolean) {
    Object.assign(entry.session, { status, url: null })
    if (status === 'complete')
      Object.assign(entry.session, { payment_status: 'paid', payment_intent: randomId('pi') })
    return emit(
      status === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired',
      entry.session,
      deliver,
    )
  }

  function checkout(id: string): LocalCheckout | undefined {
    const entry = sessions.get(id)
    if (entry?.session.status === 'open' && entry.session.expires_at * 1000 <= now())
      end(entry, 'expired', true)
    return entry
  }

  function sweep() {
    for (const id of sessions.keys()) checkout(id)
    for (const [id, { session }] of sessions) {
      if (session.created * 1000 > now() - FORGET_AFTER_MS) break
      sessions.delete(id)
    }
    for (const [key, reply] of replies) {
      if (reply.at > now() - KEY_TTL_MS) break
      replies.delete(key)
    }
  }
  const sweeper = setInterval(sweep, SWEEP_MS)
  sweeper.unref()

  function createSession(form: Record<string, unknown>): LocalSession {
    const { total, description, fields } = readSessionParams(form)
    const id = randomId('cs')
    const created = Math.floor(now() / 1000)
    const session: LocalSession = {
      id,
      object: 'checkout.session',
      url: `${opts.publicUrl}/local-pay/checkout/${id}`,
      status: 'open',
      payment_status: 'unpaid',
      amount_total: total,
      amount_subtotal: total,
      currency: 'eur',
      ...fields,
      mode: 'payment',
      payment_intent: null,
      created,
      expires_at: created + SESSION_SECONDS,
      livemode: false,
    }
    sessions.set(id, { session, description })
    return session
  }

  /** Answers the JSON text of a Stripe API call, or throws a StripeRequestError. */
  function route(method: string, path: string, body: string, idempotencyKey: string | undefined): string {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!idempotencyKey) return JSON.stringify(createSession(parseStripeForm(body)))
      // The same key answers the first answer again, as Stripe does; other params under it are a client bug.
      const bodyHash = createHash('sha256').update(body).digest('base64url')
      const known = replies.get(idempotencyKey)
      if (known && known.bodyHash !== bodyHash)
        throw new StripeRequestError(
          400,
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
          { type: 'idempotency_error' },
        )
      if (known) return known.json
      const json = JSON.stringify(createSession(parseStripeForm(body)))
      replies.set(idempotencyKey, { bodyHash, json, at: now() })
      return json
    }
    const match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path)
    if (method === 'GET' && match) {
      const id = decodeURIComponent(match[1] ?? '')
      const entry = checkout(id)
      if (!entry)
        throw new StripeRequestError(404, `No such checkout.session: '${id}'`, {
          code: 'resource_missing',
          param: 'id',
        })
      return JSON.stringify(entry.session)
    }
    throw new StripeRequestError(404, `Unrecognized request URL (${method}: ${path}).`)
  }

  const api = await serveStripeApi({ secretKey, route, log })

  /** The session for a control call: unknown ones throw, overdue open ones expire first. */
  const must = (id: string) => {
    const entry = checkout(id)
    if (!entry) throw new Error(`local payments: no checkout session ${id}`)
    return entry
  }

  const control: LocalPaymentsControl = {
    async payCard(id, { deliver = true } = {}) {
      const entry = must(id)
      if (entry.session.status === 'complete') return []
      if (entry.session.status === 'expired') throw new Error(`local payments: session ${id} has expired`)
      return end(entry, 'complete', deliver)
    },
    async declineCard(id, { deliver = true } = {}) {
      const { session } = must(id)
      if (session.status !== 'open') throw new Error(`local payments: session ${id} is ${session.status}`)
      const intent = {
        id: randomId('pi'),
        object: 'payment_intent',
        amount: session.amount_total,
        currency: session.currency,
        status: 'requires_payment_method',
        last_payment_error: {
          type: 'card_error',
          code: 'card_declined',
          decline_code: 'generic_decline',
          message: 'Your card was declined.',
        },
        metadata: {},
        livemode: false,
      }
      return emit('payment_intent.payment_failed', intent, deliver)
    },
    async expireCard(id, { deliver = true } = {}) {
      const entry = must(id)
      if (entry.session.status === 'expired') return []
      if (entry.session.status === 'complete') throw new Error(`local payments: session ${id} is complete`)
      return end(entry, 'expired', deliver)
    },
    sign,
    approvePaypal: (id: string, outcome: LocalPaypalOutcome) => paypal.approve(id, outcome),
    idle: () => sender.idle(),
  }

  return {
    host: api.host,
    port: api.port,
    secretKey,
    webhookSecret,
    control,
    checkout,
    async close() {
      clearInterval(sweeper)
      await sender.close()
      await api.close()
    },
  }
}
