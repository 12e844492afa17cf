/*
 * NOT EXERCISED ON THIS MACHINE. This adapter talks to PayPal through its official server SDK
 * (@paypal/paypal-server-sdk), which only knows PayPal's own Sandbox and Production hosts: it cannot be pointed at a
 * local server, and the machine it was written on has no network. So no test has ever run createOrder or
 * captureOrder below against anything. What is exercised instead:
 * - the pure helpers exported here (cents <-> PayPal's decimal strings, the approval link, an ApiError body read into
 *   the failure shape, a capture read out of an order), by paypal-sdk.test.ts;
 * - the same PaypalPayments interface, through the simulated PayPal of local-paypal.ts, with PayPal's error issues.
 * Try it against the PayPal sandbox (PAYPAL_ENVIRONMENT=sandbox with sandbox app credentials) before going live.
 */

import {
  ApiError,
  ArgumentsValidationError,
  CaptureStatus,
  CheckoutPaymentIntent,
  Client,
  Environment,
  type LinkDescription,
  type Order,
  OrdersController,
  PaypalExperienceUserAction,
  PaypalWalletContextShippingPreference,
} from '@paypal/paypal-server-sdk'
import type { Lang } from '@shop/domain/i18n/langs'
import {
  type PaypalCapture,
  type PaypalOrder,
  type PaypalOrderInput,
  type PaypalPayments,
  ProviderUnavailableError,
} from './provider.ts'

const TIMEOUT_MS = 15_000

/** PayPal's amounts are decimal strings: 12345 cents is '123.45'. */
export function centsToPaypal(cents: number): string {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`not an amount in cents: ${cents}`)
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
}

/** '123.45', '123.4' and '123' in cents, read as text so that no float rounding creeps in; NaN if it is no amount. */
export function paypalToCents(value: string): number {
  const match = /^(\d+)(?:\.(\d{1,2}))?$/.exec(value.trim())
  if (!match) return Number.NaN
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
}

const LOCALES: Record<Lang, string> = { it: 'it-IT', en: 'en-GB', de: 'de-DE', es: 'es-ES', fr: 'fr-FR' }
/** PayPal wants a BCP 47 tag with a country. */
export const paypalLocale = (lang: Lang) => LOCALES[lang]

/** Where the buyer approves: 'payer-action' when the order was made with payment_source.paypal, else 'approve'. */
export function approveLink(links: readonly LinkDescription[] | undefined): string | undefined {
  return (links?.find((l) => l.rel === 'payer-action') ?? links?.find((l) => l.rel === 'approve'))?.href
}

const text = (v: unknown) => (typeof v === 'string' ? v : undefined)

/**
 * An error answer's body ({ name, message, debug_id, details: [{ issue, description }] }) in the failure shape: the
 * first detail's issue (INSTRUMENT_DECLINED…) when there is one, else the error's name.
 */
export function readPaypalError(body: unknown): Extract<PaypalCapture, { ok: false }> {
  const error = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {}
  const detail = Array.isArray(error.details)
    ? (error.details[0] as Record<string, unknown> | undefined)
    : undefined
  return {
    ok: false,
    issue: text(detail?.issue) ?? text(error.name) ?? 'UNKNOWN_ERROR',
    description: text(detail?.description) ?? text(error.message) ?? '',
    debugId: text(error.debug_id) ?? '',
  }
}

/** The SDK parses the body into `result` for the errors it declares; for others only the raw text is there. */
function apiErrorBody(err: ApiError): unknown {
  if (err.result !== undefined) return err.result
  if (typeof err.body !== 'string') return undefined
  try {
    return JSON.parse(err.body)
  } catch {
    return undefined
  }
}

/**
 * The capture of a captured order. Only COMPLETED is money received: PENDING (a review, an eCheck) and DECLINED come
 * back as failures named CAPTURE_<status>, as the interface has no 'pending' to give.
 */
export function readCapture(order: Order): PaypalCapture {
  const capture = order.purchaseUnits?.[0]?.payments?.captures?.[0]
  const failed = (issue: string, description: string): PaypalCapture => ({
    ok: false,
    issue,
    description,
    debugId: '',
  })
  if (!capture?.id || !capture.amount) return failed('CAPTURE_MISSING', `order ${order.id} has no capture`)
  if (capture.status !== CaptureStatus.Completed)
    return failed(`CAPTURE_${capture.status ?? 'UNKNOWN'}`, capture.statusDetails?.reason ?? '')
  return {
    ok: true,
    captureId: capture.id,
    amount: paypalToCents(capture.amount.value),
    currency: capture.amount.currencyCode,
  }
}

/** No answer at all (a refused connection, a timeout, an unreadable body): 'try again later', same request id. */
function unavailable(err: unknown): never {
  if (err instanceof ArgumentsValidationError) throw err
  throw new ProviderUnavailableError(`PayPal unavailable: ${(err as Error).message}`, { cause: err })
}

export function createPaypalSdk(opts: {
  clientId: string
  clientSecret: string
  environment: 'sandbox' | 'production'
}): PaypalPayments {
  const client = new Client({
    clientCredentialsAuthCredentials: { oAuthClientId: opts.clientId, oAuthClientSecret: opts.clientSecret },
    environment: opts.environment === 'production' ? Environment.Production : Environment.Sandbox,
    timeout: TIMEOUT_MS,
  })
  const orders = new OrdersController(client)

  return {
    async createOrder(input: PaypalOrderInput): Promise<PaypalOrder> {
      let order: Order
      try {
        const response = await orders.createOrder({
          paypalRequestId: input.requestId,
          body: {
            intent: CheckoutPaymentIntent.Capture,
            purchaseUnits: [
              {
                referenceId: String(input.orderId),
                customId: String(input.paymentId),
                description: input.description,
                amount: { currencyCode: input.currency, value: centsToPaypal(input.amount) },
              },
            ],
            paymentSource: {
              paypal: {
                experienceContext: {
                  returnUrl: input.returnUrl,
                  cancelUrl: input.cancelUrl,
                  locale: paypalLocale(input.locale),
                  userAction: PaypalExperienceUserAction.PayNow,
                  shippingPreference: PaypalWalletContextShippingPreference.NoShipping,
                },
              },
            },
          },
        })
        order = response.result
      } catch (err) {
        if (!(err instanceof ApiError)) unavailable(err)
        if (err.statusCode >= 500) unavailable(err)
        // A refused order is our request's fault or the credentials', never the buyer's: no retry helps.
        const { issue, description, debugId } = readPaypalError(apiErrorBody(err))
        throw new Error(`PayPal refused the order: ${issue} ${description} (debug id ${debugId})`, {
          cause: err,
        })
      }
      const approveUrl = approveLink(order.links)
      if (!order.id || !approveUrl)
        throw new ProviderUnavailableError('PayPal answered an order without its approval link')
      return { id: order.id, approveUrl }
    },

    async captureOrder(paypalOrderId: string, requestId: string): Promise<PaypalCapture> {
      try {
        const response = await orders.captureOrder({ id: paypalOrderId, paypalRequestId: requestId })
        return readCapture(response.result)
      } catch (err) {
        if (!(err instanceof ApiError)) unavailable(err)
        // PayPal's 5xx leave the capture's fate open; the same request id later answers what really happened.
        if (err.statusCode >= 500) unavailable(err)
        return readPaypalError(apiErrorBody(err))
      }
    },
  }
}
