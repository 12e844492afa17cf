import { createHash, createHmac } from 'node:crypto'
import { and, eq, lt, lte } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import Stripe from 'stripe'
import type { Db, Queryable } from '../../db/client.ts'
import { localProviderSessions as sessions } from '../../db/schema/index.ts'
import type { JobDefinition, Jobs } from '../jobs.ts'
import type { LocalPaypal, LocalPaypalOutcome } from './local-paypal.ts'
import {
  type LocalSession,
  parseStripeForm,
  randomId,
  readSessionParams,
  StripeRequestError,
  serveStripeApi,
} from './local-stripe-api.ts'
import { createWebhookSender, type Deliver, type WebhookSender } from './local-webhooks.ts'

export type { LocalSession } from './local-stripe-api.ts'

/**
 * The built-in simulated card provider (docs/decisions/022): a Stripe-shaped API on a loopback port, so that the
 * real `stripe` package and the same stripe-card.ts adapter run against it, and webhooks in Stripe's signed format.
 * Its sessions live in the database (local_provider_sessions), as Stripe keeps them on its side: every app process
 * runs this API on its own port over the same rows, so a Pay pressed on any process pays a session another one
 * opened, and a restart forgets nothing. Each change of a session and the webhook jobs of its event commit together.
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
  approvePaypal(paypalOrderId: string, outcome: LocalPaypalOutcome): Promise<void>
  /** Resolves when every delivery this process queued so far has finished (tests). */
  idle(): Promise<void>
}

/** A session, the line's name, which the hosted page shows (Stripe keeps it in the line items), and the shop's order. */
export type LocalCheckout = { session: LocalSession; description: string; orderId: number | null }

export type LocalProvider = {
  host: string
  port: number
  secretKey: string
  webhookSecret: string
  control: LocalPaymentsControl
  /** The simulated PayPal, whose approval page the hosted pages serve. */
  paypal: LocalPaypal
  /** Its webhook deliveries, each a job (webhookDeliveryJob). */
  webhooks: WebhookSender
  /** The session as it is now (an overdue open one expires on the way), or undefined. */
  checkout(sessionId: string): Promise<LocalCheckout | undefined>
  /** Ends the overdue open sessions, each with its event, and forgets old sessions and PayPal orders. */
  sweep(): Promise<void>
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
/** Every minute: an open session ends within a minute of its expiry even when nobody looks at it. */
export const localPaymentsSweepJob: JobDefinition<Pick<LocalProvider, 'sweep'>> = {
  name: 'local-payments-sweep',
  settings: { retryLimit: 0 },
  cron: '* * * * *',
  handler: (provider) => provider.sweep(),
}

/** The session as first answered, and the line's name: the row's `created` column. */
type CreatedCard = { session: LocalSession; description: string }
type SessionRow = typeof sessions.$inferSelect

/** The session as it is now: the answer it was made with, and what changed since (status, payment). */
function toCheckout(row: SessionRow): LocalCheckout {
  const { session, description } = row.created as CreatedCard
  const status = row.status as LocalSession['status']
  return {
    session: {
      ...session,
      status,
      url: status === 'open' ? session.url : null,
      payment_status: status === 'complete' ? 'paid' : 'unpaid',
      payment_intent: row.chargeId,
    },
    description,
    orderId: row.orderId,
  }
}

const isCard = (id: string) => and(eq(sessions.id, id), eq(sessions.kind, 'card'))

export async function startLocalProvider(opts: {
  db: Db
  jobs: Jobs
  appSecret: Buffer
  publicUrl: string
  deliver: Deliver
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>
  webhookCopies: number
  webhookDelayMs: number
  paypal: LocalPaypal
  /** Tests move the clock. */
  now?: () => number
}): Promise<LocalProvider> {
  const { db, log, paypal } = opts
  const now = opts.now ?? Date.now
  const { secretKey, webhookSecret } = localKeys(opts.appSecret)
  const sign = (payload: string, timestamp?: number) =>
    Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret, timestamp })
  const sender = createWebhookSender({
    jobs: opts.jobs,
    deliver: opts.deliver,
    sign: (payload) => sign(payload),
    log,
    copies: opts.webhookCopies,
    maxDelayMs: opts.webhookDelayMs,
  })

  /** The event in Stripe's shape, queued for delivery in `q` (the transaction of the change) or only returned. */
  async function emit(
    q: Queryable,
    type: string,
    object: object,
    deliver: boolean,
  ): Promise<LocalDelivery[]> {
    const event = {
      id: randomId('evt'),
      object: 'event',
      type,
      created: Math.floor(now() / 1000),
      livemode: false,
      api_version: Stripe.API_VERSION,
      pending_webhooks: opts.webhookCopies,
      data: { object },
    }
    const payload = JSON.stringify(event)
    if (deliver) await sender.send(q, payload)
    return [{ payload, signature: sign(payload) }]
  }

  /**
   * Ends an open session, paid or expired, with its event, in one transaction; null when it was no longer open (the
   * first of two processes pressing Pay at once wins, the other finds it ended).
   */
  async function end(id: string, status: 'complete' | 'expired', deliver: boolean) {
    return db.transaction(async (tx) => {
      const [row] = await tx
        .update(sessions)
        .set({ status, chargeId: status === 'complete' ? randomId('pi') : null })
        .where(and(isCard(id), eq(sessions.status, 'open')))
        .returning()
      if (!row) return null
      const checkout = toCheckout(row)
      const type = status === 'complete' ? 'checkout.session.completed' : 'checkout.session.expired'
      return { checkout, deliveries: await emit(tx, type, checkout.session, deliver) }
    })
  }

  async function checkout(id: string): Promise<LocalCheckout | undefined> {
    const [row] = await db.select().from(sessions).where(isCard(id))
    if (!row) return undefined
    if (row.status === 'open' && row.expiresAt && row.expiresAt.getTime() <= now())
      return (await end(id, 'expired', true))?.checkout ?? checkout(id)
    return toCheckout(row)
  }

  async function createSession(form: Record<string, unknown>, key: string | undefined, body: string) {
    const { total, description, fields } = readSessionParams(form)
    const id = randomId('cs')
    const createdAt = new Date(now())
    const created = Math.floor(createdAt.getTime() / 1000)
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
    const orderId = Number(fields.metadata.order_id)
    const requestHash = createHash('sha256').update(body).digest('base64url')
    if (key)
      // A key older than Stripe keeps keys is free again.
      await db
        .update(sessions)
        .set({ requestKey: null })
        .where(
          and(
            eq(sessions.kind, 'card'),
            eq(sessions.requestKey, key),
            lte(sessions.createdAt, new Date(now() - KEY_TTL_MS)),
          ),
        )
    // Under a key, the first request makes the session and any later one (on any process) finds it: the unique
    // index lets one insert through, and a concurrent one waits for it and then inserts nothing.
    const [made] = await db
      .insert(sessions)
      .values({
        id,
        kind: 'card',
        status: 'open',
        orderId: Number.isSafeInteger(orderId) ? orderId : null,
        requestKey: key ?? null,
        requestHash,
        created: { session, description } satisfies CreatedCard,
        createdAt,
        expiresAt: new Date(session.expires_at * 1000),
      })
      .onConflictDoNothing({ target: [sessions.kind, sessions.requestKey] })
      .returning({ id: sessions.id })
    if (made) return session
    const [known] = await db
      .select()
      .from(sessions)
      .where(and(eq(sessions.kind, 'card'), eq(sessions.requestKey, key ?? '')))
    if (!known) throw new Error(`local payments: idempotency key ${key} has no session`)
    // The same key answers the first answer again, as Stripe does; other params under it are a client bug.
    if (known.requestHash !== requestHash)
      throw new StripeRequestError(
        400,
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
        { type: 'idempotency_error' },
      )
    return (known.created as CreatedCard).session
  }

  /** Answers the JSON text of a Stripe API call, or throws a StripeRequestError. */
  async function route(method: string, path: string, body: string, key: string | undefined) {
    if (method === 'POST' && path === '/v1/checkout/sessions')
      return JSON.stringify(await createSession(parseStripeForm(body), key, body))
    const match = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path)
    const isExpire = match?.[2] !== undefined
    if (!match || method !== (isExpire ? 'POST' : 'GET'))
      throw new StripeRequestError(404, `Unrecognized request URL (${method}: ${path}).`)
    const id = decodeURIComponent(match[1] ?? '')
    const found = await checkout(id)
    if (!found)
      throw new StripeRequestError(404, `No such checkout.session: '${id}'`, {
        code: 'resource_missing',
        param: 'id',
      })
    if (!isExpire) return JSON.stringify(found.session)
    // Stripe's checkout.sessions.expire: only an open session, which ends with its checkout.session.expired event.
    const expired = await end(id, 'expired', true)
    if (!expired)
      throw new StripeRequestError(400, 'Only Checkout Sessions with a status of `open` can be expired.', {
        param: 'session',
      })
    return JSON.stringify(expired.checkout.session)
  }

  const api = await serveStripeApi({ secretKey, route, log })

  /** The session for a control call: unknown ones throw, overdue open ones expire first. */
  const must = async (id: string) => {
    const found = await checkout(id)
    if (!found) throw new Error(`local payments: no checkout session ${id}`)
    return found
  }

  const control: LocalPaymentsControl = {
    async payCard(id, { deliver = true } = {}) {
      const { session, orderId } = await must(id)
      if (session.status === 'complete') return []
      if (session.status === 'expired') throw new Error(`local payments: session ${id} has expired`)
      const ended = await end(id, 'complete', deliver)
      // Ended meanwhile by another press: paid, nothing more to send; expired, as above.
      if (!ended) return control.payCard(id, { deliver })
      log.info(
        { session: id, order: orderId, amount: session.amount_total },
        'local payments: simulated card payment, no money taken',
      )
      return ended.deliveries
    },
    async declineCard(id, { deliver = true } = {}) {
      const { session } = await must(id)
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
      return emit(db, 'payment_intent.payment_failed', intent, deliver)
    },
    async expireCard(id, { deliver = true } = {}) {
      const { session } = await must(id)
      if (session.status === 'expired') return []
      if (session.status === 'complete') throw new Error(`local payments: session ${id} is complete`)
      const ended = await end(id, 'expired', deliver)
      return ended ? ended.deliveries : control.expireCard(id, { deliver })
    },
    sign,
    approvePaypal: (id, outcome) => paypal.approve(id, outcome),
    idle: () => sender.idle(),
  }

  async function sweep() {
    const overdue = await db
      .select({ id: sessions.id })
      .from(sessions)
      .where(and(eq(sessions.status, 'open'), lte(sessions.expiresAt, new Date(now()))))
    for (const { id } of overdue) await end(id, 'expired', true)
    await db
      .delete(sessions)
      .where(and(eq(sessions.kind, 'card'), lt(sessions.createdAt, new Date(now() - FORGET_AFTER_MS))))
    await paypal.forgetOld()
  }
  return {
    host: api.host,
    port: api.port,
    secretKey,
    webhookSecret,
    control,
    paypal,
    webhooks: sender,
    checkout,
    sweep,
    async close() {
      sender.close()
      await api.close()
    },
  }
}
