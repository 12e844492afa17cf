import type { Order } from '@shop/domain/orders/checkout-schemas'
import type { PaypalError } from '@shop/domain/payments/schemas'

/**
 * The payment result page (/{lang}/checkout/payment/{orderId}, issue 12): where the card provider and PayPal send the
 * buyer back, what the return's address says, and which state the page shows for it and for the order.
 */

/** What the provider's return address says (the server gives the providers these addresses). */
export type PaymentReturn =
  | { method: 'card'; outcome: 'paid' | 'cancelled' | null }
  | { method: 'paypal'; outcome: 'approved' | 'cancelled' | null; token: string | null }

/** PayPal's order ids, as the capture call accepts them. */
const PAYPAL_TOKEN = /^[A-Za-z0-9_-]{1,64}$/

/** ?outcome=paid|cancelled for the card; ?method=paypal&outcome=approved|cancelled&token=… for PayPal. */
export function readPaymentReturn(params: URLSearchParams): PaymentReturn {
  const outcome = params.get('outcome')
  if (params.get('method') === 'paypal') {
    const token = params.get('token')
    return {
      method: 'paypal',
      outcome: outcome === 'approved' || outcome === 'cancelled' ? outcome : null,
      token: token && PAYPAL_TOKEN.test(token) ? token : null,
    }
  }
  return { method: 'card', outcome: outcome === 'paid' || outcome === 'cancelled' ? outcome : null }
}

/** The statuses an online payment is taken in: an order waiting for it, a quotation approved (the server's rule). */
const AWAITING_PAYMENT: readonly Order['status'][] = ['INCOMPLETE_REQUEST', 'READY']

/**
 * What the page shows: the order while it loads; paid whenever the order is (a late return, a reload); the bank
 * details of an order to pay by transfer; the wait for the card's confirmation (then 'taking longer'); PayPal's
 * capture; an order not paid that still waits for a payment, after a cancelled payment or a visit without an
 * outcome; else 'closed': nothing to pay online here any more (cancelled, or another payment mode).
 */
export type PaymentView =
  | 'loading'
  | 'paid'
  | 'bank'
  | 'waiting'
  | 'slow'
  | 'capture'
  | 'cancelled'
  | 'unpaid'
  | 'closed'

export function paymentView(
  back: PaymentReturn,
  order: Pick<Order, 'payed' | 'bank_transfer' | 'status'> | undefined,
  waitedTooLong: boolean,
): PaymentView {
  if (!order) return 'loading'
  if (order.payed) return 'paid'
  if (order.bank_transfer) return 'bank'
  // The webhook may still be on its way (the status changes with it): wait whatever the status says.
  if (back.method === 'card' && back.outcome === 'paid') return waitedTooLong ? 'slow' : 'waiting'
  if (!AWAITING_PAYMENT.includes(order.status)) return 'closed'
  if (back.method === 'paypal' && back.outcome === 'approved' && back.token) return 'capture'
  return back.outcome === 'cancelled' ? 'cancelled' : 'unpaid'
}

/** How often the order is read while the card's confirmation is awaited. */
export const CONFIRMATION_POLL_MS = 1_500
/** After this long without the webhook the page says the confirmation is taking longer (it keeps reading, slower). */
export const CONFIRMATION_WAIT_MS = 120_000
export const SLOW_POLL_MS = 10_000
/** A tab left open stops asking after this long: the e-mail tells the buyer. */
export const CONFIRMATION_GIVE_UP_MS = 15 * 60_000

/** The refetch interval while waiting for the card's webhook: fast, then slower, then none; none once paid. */
export function confirmationPollInterval(paid: boolean, waitedMs: number): number | false {
  if (paid || waitedMs >= CONFIRMATION_GIVE_UP_MS) return false
  return waitedMs < CONFIRMATION_WAIT_MS ? CONFIRMATION_POLL_MS : SLOW_POLL_MS
}

/** The errorMsg of a refused PayPal capture (details with issue and description, debug_id), when the answer has one. */
export function readPaypalError(body: Record<string, unknown>): PaypalError | null {
  const value = body.errorMsg
  if (typeof value !== 'object' || value === null) return null
  const { details, debug_id } = value as Record<string, unknown>
  if (typeof debug_id !== 'string' || !Array.isArray(details)) return null
  const valid = details.filter(
    (d): d is PaypalError['details'][number] =>
      typeof d === 'object' &&
      d !== null &&
      typeof (d as Record<string, unknown>).issue === 'string' &&
      typeof (d as Record<string, unknown>).description === 'string',
  )
  return { details: valid, debug_id }
}

/**
 * How a refused capture is handled (spec 2 §8): INSTRUMENT_DECLINED (error_code instrument_declined, or the issue
 * named in the details) restarts the payment at PayPal; anything else is 'Error occured.'.
 */
export function captureFailureKind(
  errorCode: string | undefined,
  paypal: PaypalError | null,
): 'declined' | 'failed' {
  if (errorCode === 'instrument_declined') return 'declined'
  return paypal?.details.some((d) => d.issue === 'INSTRUMENT_DECLINED') ? 'declined' : 'failed'
}
