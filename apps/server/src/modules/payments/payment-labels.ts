/**
 * Label keys of the payments' answers (db/seed/labels/payments.ts), in a module of their own: the payment guard, which
 * the orders' status service calls, needs them without importing the payment services.
 */
export const PAYMENT_LABELS = {
  tryAgainLater: 'orders.payments.try_again_later',
  orderCreationFailed: 'orders.payments.order_creation_failed',
  alreadyPaid: 'orders.payments.already_paid',
  notPayable: 'orders.payments.not_payable',
  paypalUnavailable: 'orders.payments.paypal_unavailable',
  description: 'orders.payments.description',
  /** 'A payment is in progress: finish or cancel it' (issue 21). */
  inProgress: 'orders.payments.in_progress',
  /** The session was paid before the shop could expire it: its webhook applies it. */
  beingConfirmed: 'orders.payments.being_confirmed',
  /** The attempt was closed by the shop (the order changed, or another attempt replaced it). */
  attemptClosed: 'orders.payments.attempt_closed',
  /** Money taken that the shop did not apply: the desk refunds it. */
  refundDue: 'orders.payments.refund_due',
} as const
