import Stripe from 'stripe'
import {
  type CardPayments,
  type CardSession,
  type CardSessionEnd,
  type CardSessionInput,
  type PaymentEvent,
  ProviderUnavailableError,
  WebhookSignatureError,
} from './provider.ts'

/**
 * Cards through Stripe Checkout with the official `stripe` package (docs/decisions/022). The same adapter runs against
 * the local provider (local-provider.ts), which is why host, port and protocol can be given: with PAYMENT_PROVIDER=local
 * this very code, and the package's own encoding, retries and signature checks, are what the tests exercise.
 */

/**
 * Two retries (with the idempotency key, so never a second session) ride out a blip; 15 s bounds a hung call. A call
 * thus ends within about a minute: the payment guard treats an attempt still 'creating' after two as abandoned.
 */
const MAX_NETWORK_RETRIES = 2
const TIMEOUT_MS = 15_000

/** True for what 'try again later' fits: no answer, a timeout, Stripe's own 5xx, or its rate limit. */
function isUnavailable(err: unknown): boolean {
  if (!(err instanceof Stripe.errors.StripeError)) return false
  return (
    err instanceof Stripe.errors.StripeConnectionError ||
    err instanceof Stripe.errors.StripeAPIError ||
    err instanceof Stripe.errors.StripeRateLimitError ||
    (err.statusCode ?? 0) >= 500
  )
}

/** The provider's error as 'try again later' when it is one, else as it came. */
function unavailableOr(err: unknown): unknown {
  return isUnavailable(err)
    ? new ProviderUnavailableError(`Stripe unavailable: ${(err as Error).message}`, { cause: err })
    : err
}

/** Reads a verified event into what the shop acts on; anything it has no use for is 'ignored', with its type. */
export function mapStripeEvent(event: Stripe.Event): PaymentEvent {
  const ignored: PaymentEvent = { kind: 'ignored', eventId: event.id, type: event.type }
  if (!event.type.startsWith('checkout.session.')) return ignored
  const session = event.data.object as Stripe.Checkout.Session
  const ids = { eventId: event.id, sessionId: session.id, reference: session.client_reference_id ?? null }
  const paid: PaymentEvent = {
    kind: 'session_paid',
    ...ids,
    amount: session.amount_total ?? 0,
    currency: (session.currency ?? '').toUpperCase(),
  }
  switch (event.type) {
    // A completed session is paid only when payment_status says so: with a delayed method (a bank debit) the
    // money comes later, in async_payment_succeeded.
    case 'checkout.session.completed':
      return session.payment_status === 'paid' ? paid : ignored
    case 'checkout.session.async_payment_succeeded':
      return paid
    case 'checkout.session.async_payment_failed':
      return { kind: 'session_failed', ...ids }
    case 'checkout.session.expired':
      return { kind: 'session_expired', ...ids }
    default:
      return ignored
  }
}

export function createStripeCard(opts: {
  secretKey: string
  webhookSecret: string
  host?: string
  port?: number
  protocol?: 'http' | 'https'
}): CardPayments {
  const stripe = new Stripe(opts.secretKey, {
    maxNetworkRetries: MAX_NETWORK_RETRIES,
    timeout: TIMEOUT_MS,
    host: opts.host,
    port: opts.port,
    protocol: opts.protocol,
    // Latency metrics only; nothing to gain for the shop, and the local provider would just discard them.
    telemetry: false,
  })

  return {
    async createSession(input: CardSessionInput): Promise<CardSession> {
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            client_reference_id: String(input.paymentId),
            metadata: { order_id: String(input.orderId), payment_id: String(input.paymentId) },
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: input.currency.toLowerCase(),
                  unit_amount: input.amount,
                  product_data: { name: input.description },
                },
              },
            ],
            ...(input.customerEmail === null ? {} : { customer_email: input.customerEmail }),
            locale: input.locale,
            success_url: input.successUrl,
            cancel_url: input.cancelUrl,
          },
          { idempotencyKey: input.idempotencyKey },
        )
      } catch (err) {
        throw unavailableOr(err)
      }
      if (!session.url)
        throw new ProviderUnavailableError(`Stripe answered session ${session.id} without a url`)
      return { id: session.id, url: session.url, expiresAt: new Date(session.expires_at * 1000) }
    },

    async expireSession(sessionId: string): Promise<CardSessionEnd> {
      try {
        await stripe.checkout.sessions.expire(sessionId)
        return 'expired'
      } catch (err) {
        // A session Stripe does not know (made under other keys) cannot be paid there either.
        if (err instanceof Stripe.errors.StripeInvalidRequestError && err.statusCode === 404) return 'expired'
        // Stripe expires only open sessions: any other refusal is read as what the session has become.
        if (!(err instanceof Stripe.errors.StripeInvalidRequestError)) throw unavailableOr(err)
      }
      let session: Stripe.Checkout.Session
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId)
      } catch (err) {
        throw unavailableOr(err)
      }
      if (session.status === 'complete') return 'completed'
      if (session.status === 'expired') return 'expired'
      throw new ProviderUnavailableError(`Stripe refused to expire session ${sessionId}, which is still open`)
    },

    readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent {
      if (!signature) throw new WebhookSignatureError('missing Stripe-Signature header')
      let event: Stripe.Event
      try {
        // Checks the HMAC over the exact bytes received and the timestamp's age (5 minutes), then parses.
        event = Stripe.webhooks.constructEvent(rawBody, signature, opts.webhookSecret)
      } catch (err) {
        throw new WebhookSignatureError(`webhook refused: ${(err as Error).message}`, { cause: err })
      }
      if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !event.data?.object)
        throw new WebhookSignatureError('webhook body is not a Stripe event')
      return mapStripeEvent(event)
    },
  }
}
