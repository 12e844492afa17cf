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

/** True while the buyer may still pay the attempt. */
export function isLivePayment(status: PaymentStatus): boolean {
  return (LIVE_PAYMENT_STATUSES as readonly PaymentStatus[]).includes(status)
}

/**
 * Who moves an attempt: the buyer's request (opening it), the shop on its own (closing it before a change of the
 * order), the desk (a refund), or the provider's word (a webhook, a capture's answer, a refusal).
 */
export const PAYMENT_ACTORS = ['customer', 'staff', 'system', 'provider'] as const
export type PaymentActor = (typeof PAYMENT_ACTORS)[number]

/** One allowed move of an attempt; `from: null` creates the row. */
export type PaymentTransition = {
  from: PaymentStatus | null
  to: PaymentStatus
  actors: readonly PaymentActor[]
  /** Unique: the logs name the move. */
  name: string
  description: string
}

/**
 * Every allowed move of a payment attempt (issue 21 item 4). A payment that arrives for an attempt that is not open,
 * or that cannot be applied to its order, is never marked paid: the attempt goes to refund_due with the reason.
 */
export const PAYMENT_TRANSITIONS = [
  {
    from: null,
    to: 'creating',
    actors: ['customer'],
    name: 'create_attempt',
    description: 'the buyer asks to pay: the row exists before the provider is asked (its id is the key)',
  },
  {
    from: 'creating',
    to: 'open',
    actors: ['customer', 'provider'],
    name: 'store_session',
    description:
      "the provider's session is stored: from the buyer's call, or from an event that brings a session id not stored yet",
  },
  {
    from: 'creating',
    to: 'expired',
    actors: ['system'],
    name: 'abandon_creating',
    description:
      'the shop gives up an attempt whose provider call ended long ago without an answer: nobody has its url',
  },
  {
    from: 'creating',
    to: 'failed',
    actors: ['provider'],
    name: 'creation_refused',
    description:
      'the provider refused to open the session for good (not a timeout): the next try starts afresh',
  },
  {
    from: 'open',
    to: 'paid',
    actors: ['provider'],
    name: 'pay',
    description:
      "the provider confirms the payment and it is the order's: amount, currency, order and attempt agree",
  },
  {
    from: 'open',
    to: 'expired',
    actors: ['provider', 'system'],
    name: 'expire',
    description:
      'the session ended unpaid at the provider, or the shop expired it there before changing the order or opening another',
  },
  {
    from: 'open',
    to: 'failed',
    actors: ['provider'],
    name: 'fail',
    description: 'the provider says the payment failed for good (a delayed method refused)',
  },
  {
    from: 'open',
    to: 'refund_due',
    actors: ['provider'],
    name: 'refuse_money',
    description:
      "money arrived that is not the order's payment: another amount or currency, an order paid already or no longer waiting",
  },
  {
    from: 'expired',
    to: 'refund_due',
    actors: ['provider'],
    name: 'money_after_expiry',
    description: 'money arrived for an attempt the provider or the shop had expired',
  },
  {
    from: 'failed',
    to: 'refund_due',
    actors: ['provider'],
    name: 'money_after_failure',
    description: 'money arrived for an attempt that had failed',
  },
  {
    from: 'paid',
    to: 'refund_due',
    actors: ['customer', 'staff', 'system'],
    name: 'order_cancelled_after_payment',
    description: 'the order it paid is cancelled: the money goes back',
  },
  {
    from: null,
    to: 'paid',
    actors: ['staff'],
    name: 'record_transfer',
    description:
      'the desk records money that arrived by bank transfer (PM5): amount, date and note, never a bare flag (issue 24 item 4)',
  },
  {
    from: 'refund_due',
    to: 'refunded',
    actors: ['staff'],
    name: 'refund',
    description: 'the desk gave the money back at the provider',
  },
] as const satisfies readonly PaymentTransition[]

/** True when the actor may move an attempt from `from` to `to`; from null is creating it. */
export function canMovePayment(from: PaymentStatus | null, to: PaymentStatus, actor: PaymentActor): boolean {
  return PAYMENT_TRANSITIONS.some(
    (t) => t.from === from && t.to === to && (t.actors as readonly PaymentActor[]).includes(actor),
  )
}
