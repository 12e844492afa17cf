import type { Lang } from '@shop/domain/i18n/langs'

/**
 * The one payment-provider interface (issue 12, docs/decisions/022). The services see only this; `createPayments`
 * (payments.ts) picks the implementation from PAYMENT_PROVIDER:
 * - stripe: cards through Stripe Checkout with the official `stripe` package; PayPal through PayPal's official server
 *   SDK when PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET are set, else no PayPal.
 * - local: the same Stripe adapter and `stripe` package, pointed at the built-in simulated provider (a Stripe-shaped
 *   API on a loopback port, hosted pages under /local-pay/ on the shop's own origin, webhooks in Stripe's signed
 *   format to our endpoint), and a simulated PayPal.
 */

/** A Stripe Checkout session to open for one payment attempt. */
export type CardSessionInput = {
  /** Our payment row id: Stripe's client_reference_id, and the key the webhook finds the payment by. */
  paymentId: number
  orderId: number
  /** The order reference shown on the hosted page ('Ordine 2026-000123'). */
  description: string
  /** Cents including VAT. */
  amount: number
  currency: 'EUR'
  customerEmail: string | null
  locale: Lang
  /** Where the provider sends the buyer back after paying, and after giving up. */
  successUrl: string
  cancelUrl: string
  /** The same key gives the same session (Stripe keeps keys 24 hours): a retry never opens a second one. */
  idempotencyKey: string
}

export type CardSession = { id: string; url: string; expiresAt: Date }

/** A verified provider event, reduced to what the shop acts on. */
export type PaymentEvent =
  | {
      kind: 'session_paid'
      eventId: string
      sessionId: string
      /** client_reference_id: our payment id as text (null when the session was not made by us). */
      reference: string | null
      /** What was really paid: cents and upper-case currency. */
      amount: number
      currency: string
    }
  | {
      kind: 'session_expired' | 'session_failed'
      eventId: string
      sessionId: string
      reference: string | null
    }
  /** Any other event type: acknowledged and recorded, nothing to do. */
  | { kind: 'ignored'; eventId: string; type: string }

/** Thrown by readWebhook for a missing or wrong signature, or a body that is not an event. */
export class WebhookSignatureError extends Error {}

/**
 * How a session ended when the shop asked to expire it: 'expired' (or never known to the provider: nothing can be
 * paid there), or 'completed': the buyer paid it first (or a delayed payment is on its way), and its webhook will say.
 */
export type CardSessionEnd = 'expired' | 'completed'

export type CardPayments = {
  createSession(input: CardSessionInput): Promise<CardSession>
  /**
   * Ends an open session so that it can no longer be paid (Stripe: checkout.sessions.expire), before the shop changes
   * its order or opens another attempt (issue 21). Throws ProviderUnavailableError when the provider cannot say.
   */
  expireSession(sessionId: string): Promise<CardSessionEnd>
  /** Verifies the Stripe-Signature header over the raw body (stripe.webhooks.constructEvent) and reads the event. */
  readWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent
}

export type PaypalOrderInput = {
  paymentId: number
  orderId: number
  description: string
  amount: number
  currency: 'EUR'
  locale: Lang
  /** PayPal appends ?token={paypal order id}&PayerID=… to the return URL, ?token=… to the cancel URL. */
  returnUrl: string
  cancelUrl: string
  /** PayPal-Request-Id: the same id gives the same PayPal order. */
  requestId: string
}

export type PaypalOrder = { id: string; approveUrl: string }

export type PaypalCapture =
  | { ok: true; captureId: string; amount: number; currency: string }
  /** PayPal's issue (INSTRUMENT_DECLINED restarts the payment), description and debug id (spec 2 §8). */
  | { ok: false; issue: string; description: string; debugId: string }

export type PaypalPayments = {
  createOrder(input: PaypalOrderInput): Promise<PaypalOrder>
  /** Captures an approved order; the same requestId again answers the same capture (PayPal-Request-Id). */
  captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalCapture>
}

export type Payments = {
  /** 'stripe' or 'local': stored on each card payment row. */
  provider: 'stripe' | 'local'
  card: CardPayments
  /**
   * Null when PayPal is not configured: the shop does not offer it. PayPal needs no expiry call: money moves only when
   * our server captures an approved order, and the capture refuses an attempt the shop has closed (the void).
   */
  paypal: PaypalPayments | null
  close(): Promise<void>
}

/** Thrown by a provider call that could not reach the provider or got no usable answer: 'try again later'. */
export class ProviderUnavailableError extends Error {}
