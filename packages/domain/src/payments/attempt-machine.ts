/**
 * A payment attempt's status machine as data (issue 21 item 4, docs/decisions/022), beside the order's
 * (orders/status-machine.ts). One attempt is one Stripe Checkout session or one PayPal order.
 */

/**
 * creating: stored before the provider is asked (its idempotency key is the row's id); open: the buyer can pay at its
 * url; paid; expired (ended unpaid: by the provider, or by the shop when the order changed or another attempt
 * superseded it); failed (refused for good); refund_due (money arrived that must go back: late, for a cancelled
 * order, a second payment, or an amount that differs from the order's); refunded (staff gave it back).
 */
export const PAYMENT_STATUSES = [
  'creating',
  'open',
  'paid',
  'expired',
  'failed',
  'refund_due',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

/** The statuses in which the buyer may still pay: at most one attempt per order is in one of them. */
export const LIVE_PAYMENT_STATUSES = ['creating', 'open'] as const satisfies readonly PaymentStatus[]

/** Why money that arrived must be refunded. */
export const REFUND_REASONS = [
  'amount_mismatch',
  'attempt_closed',
  'already_paid',
  'order_cancelled',
] as const
export type RefundReason = (typeof REFUND_REASONS)[number]
