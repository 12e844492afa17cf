/**
 * The order and quotation status machine as data (docs/decisions/019; spec 3 §4; issue 11's lifecycle table).
 * The server changes a status only through its one service function, `applyTransition`, which takes a transition by
 * its name, checks the order's status and the actor against this table, and writes the name to the audit row (issue
 * 21 item 4); every later issue adds its edges here, and the test walks every (from, to, actor) triple.
 */

/** The statuses of spec 3 §4 plus DRAFT, a cart, which no list shows. */
export const ORDER_STATUSES = [
  'DRAFT',
  'NEW',
  'READY',
  'CONFIRMED',
  'REFUSED',
  'CANCELLED',
  'CLOSED',
  'INCOMPLETE_REQUEST',
] as const
export type OrderStatus = (typeof ORDER_STATUSES)[number]

/** Who takes a transition: the buyer, the provider's desk, or a job or webhook. */
export const ORDER_ACTORS = ['customer', 'staff', 'system'] as const
export type Actor = (typeof ORDER_ACTORS)[number]

/** One allowed move; `from: null` creates the record. */
export type OrderTransition = {
  from: OrderStatus | null
  to: OrderStatus
  actors: readonly Actor[]
  /** The move's unique name: what the server asks for, and what the audit row records. */
  name: string
  description: string
  /** Set on the moves a confirmed online payment makes: the only moves out of a waiting status an open attempt allows. */
  byPayment?: true
}

/**
 * Every allowed move, by name. A (from, to) pair may appear more than once when it has different causes (a customer
 * completes an order, the payment webhook confirms one; a quotation request and a bank-transfer order both leave the
 * cart as NEW): the caller names the move, so the audit row says which cause it was.
 */
export const ORDER_TRANSITIONS = [
  {
    from: null,
    to: 'DRAFT',
    actors: ['customer', 'system'],
    name: 'create_cart',
    description: 'a cart is created',
  },
  {
    from: 'DRAFT',
    to: 'NEW',
    actors: ['customer'],
    name: 'request_quotation',
    description: 'POST cart/submit quote: a quotation request the desk will price',
  },
  {
    from: 'DRAFT',
    to: 'READY',
    actors: ['customer'],
    name: 'save_quotation',
    description: 'POST cart/submit quote, is_save_quote: prices locked for 30 days',
  },
  {
    from: 'DRAFT',
    to: 'INCOMPLETE_REQUEST',
    actors: ['customer'],
    name: 'start_order',
    description: 'POST cart/submit order: the order waits for its shipping and payment steps',
  },
  {
    from: 'DRAFT',
    to: 'INCOMPLETE_REQUEST',
    actors: ['customer'],
    name: 'start_wallet_order',
    description:
      'walletCart/checkout or paypal/createRealOrder: the order waits for its online payment (PV9)',
  },
  {
    from: 'DRAFT',
    to: 'NEW',
    actors: ['customer'],
    name: 'bank_order',
    description: 'walletCart/createBankOrder: an order to pay by bank transfer in advance (PM5), unpaid',
  },
  {
    from: 'INCOMPLETE_REQUEST',
    to: 'NEW',
    actors: ['customer'],
    name: 'complete_order',
    description: 'POST order/complete_order with a mode not paid online',
  },
  {
    from: 'INCOMPLETE_REQUEST',
    to: 'NEW',
    actors: ['system'],
    name: 'payment_confirmed',
    description: 'the payment provider confirms an online payment',
    byPayment: true,
  },
  {
    from: 'INCOMPLETE_REQUEST',
    to: 'CANCELLED',
    actors: ['staff'],
    name: 'cancel_incomplete',
    description: 'the desk cancels an order request never completed or paid',
  },
  {
    from: 'INCOMPLETE_REQUEST',
    to: 'CANCELLED',
    actors: ['customer'],
    name: 'back_to_cart',
    description:
      "'Modifica il carrello': the buyer takes an order request back into the cart, its lines merged there (issue 23)",
  },
  {
    from: 'NEW',
    to: 'READY',
    actors: ['staff'],
    name: 'price_quotation',
    description: 'the desk prices a quotation',
  },
  {
    from: 'NEW',
    to: 'CONFIRMED',
    actors: ['staff'],
    name: 'accept_order',
    description: 'the desk accepts an order',
  },
  {
    from: 'NEW',
    to: 'CANCELLED',
    actors: ['customer', 'staff'],
    name: 'cancel_new',
    description: 'a NEW quotation cancelled by the buyer (spec 3 §4), or by the desk',
  },
  {
    from: 'NEW',
    to: 'CANCELLED',
    actors: ['system'],
    name: 'cancel_unpaid_transfer',
    description:
      'a bank-transfer order (PM5) neither paid nor confirmed 10 calendar days after it was sent (spec 2 §9)',
  },
  {
    from: 'READY',
    to: 'CONFIRMED',
    actors: ['customer'],
    name: 'approve_quotation',
    description: 'the buyer approves a priced quotation; it becomes an order',
  },
  {
    from: 'READY',
    to: 'CONFIRMED',
    actors: ['system'],
    name: 'paid_approval',
    description: 'an approval paid online, confirmed by the payment provider',
    byPayment: true,
  },
  {
    from: 'READY',
    to: 'REFUSED',
    actors: ['customer'],
    name: 'refuse_quotation',
    description: 'the buyer refuses, with an optional note',
  },
  {
    from: 'READY',
    to: 'NEW',
    actors: ['customer'],
    name: 'ask_modification',
    description: 'the buyer asks the desk for a new quotation',
  },
  {
    from: 'CONFIRMED',
    to: 'CLOSED',
    actors: ['staff'],
    name: 'close',
    description: 'the desk closes a fulfilled order',
  },
  {
    from: 'CONFIRMED',
    to: 'CANCELLED',
    actors: ['customer', 'staff'],
    name: 'cancel_confirmed',
    description: 'a confirmed quotation cancelled by the buyer (spec 3 §4), or by the desk',
  },
] as const satisfies readonly OrderTransition[]

/** The name of a move of the table. */
export type TransitionName = (typeof ORDER_TRANSITIONS)[number]['name']

/** The move of the table with this name. */
export function transitionNamed(name: TransitionName): OrderTransition {
  return ORDER_TRANSITIONS.find((t) => t.name === name) as OrderTransition
}

/** True when the actor may move an order from `from` to `to` by some named move; from null is creating a cart. */
export function canTransition(from: OrderStatus | null, to: OrderStatus, actor: Actor): boolean {
  return ORDER_TRANSITIONS.some(
    (t) => t.from === from && t.to === to && (t.actors as readonly Actor[]).includes(actor),
  )
}

/** The statuses the actor may move an order to from `from`, in the table's order. */
export function nextStatuses(from: OrderStatus | null, actor: Actor): OrderStatus[] {
  const next = ORDER_TRANSITIONS.filter(
    (t) => t.from === from && (t.actors as readonly Actor[]).includes(actor),
  ).map((t) => t.to)
  return [...new Set(next)]
}

/** The statuses in which an order waits for an online payment: an order request, a priced quotation to approve. */
export const AWAITING_PAYMENT_STATUSES = [
  'INCOMPLETE_REQUEST',
  'READY',
] as const satisfies readonly OrderStatus[]

/** True when the order waits for an online payment in this status. */
export function awaitsPayment(status: OrderStatus): boolean {
  return (AWAITING_PAYMENT_STATUSES as readonly OrderStatus[]).includes(status)
}

/**
 * True when no payment attempt may be open as the move is taken (issue 21, docs/decisions/022): a move out of a
 * status that waits for a payment, other than the payment's own, and any cancellation. The caller expires the open
 * attempts first; the move refuses if one is still open.
 */
export function closesPayments(t: OrderTransition): boolean {
  if (t.byPayment) return false
  return (t.from !== null && awaitsPayment(t.from)) || t.to === 'CANCELLED'
}

/** Label key of the 409 answer to a forbidden move; its parameters are the two statuses. */
export const TRANSITION_FORBIDDEN_KEY = 'orders.transition_forbidden'

/** The label key and parameters of a forbidden move ('Un ordine {{from}} non può passare a {{to}}'). */
export function transitionError(
  from: OrderStatus | null,
  to: OrderStatus,
): { key: typeof TRANSITION_FORBIDDEN_KEY; params: { from: string; to: string } } {
  return { key: TRANSITION_FORBIDDEN_KEY, params: { from: from ?? 'none', to } }
}
