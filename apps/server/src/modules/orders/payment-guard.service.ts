import type { Actor } from '@shop/domain/orders/status-machine'
import { LIVE_PAYMENT_STATUSES } from '@shop/domain/payments/attempt-machine'
import { and, eq, inArray, type SQL } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, payments } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { type Payments, ProviderUnavailableError } from '../../infra/payments/provider.ts'
import { AppError } from '../../plugins/errors.ts'
import { type AttemptRow, moveAttempt } from './payment-attempts.store.ts'

/**
 * Label keys of the payments' answers (db/seed/labels/payments.ts), kept with the guard: the orders' status service
 * calls the guard, which needs them without importing the payment services.
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

/**
 * The payment guard (issue 21 item 1; docs/decisions/022 "expire first, then change"): an order whose total, lines,
 * costs, destination or VAT change, or that leaves a status waiting for a payment, must first have no attempt the
 * buyer could still pay. Two halves:
 * - closeOpenPayments, called before the caller's transaction (the provider is never called inside one): expires the
 *   order's live attempts at the provider, then marks them expired;
 * - assertNoOpenPayment / assertOrderEditable, inside the caller's transaction once the order row is locked: openPayment
 *   locks the same row to insert an attempt, so an attempt opened in between is seen and the change refused.
 * The desk's and the customer area's moves (repricing, ask to modify, refuse, cancel, expiry) call the same two.
 */

export type GuardDeps = Pick<Deps, 'db' | 'payments' | 'clock' | 'log'>

/** A live attempt with its order's reference and current total, as the guard reads it. */
export type LiveAttempt = Pick<
  AttemptRow,
  'id' | 'method' | 'status' | 'externalId' | 'amount' | 'expiresAt' | 'createdAt'
> & { ref: string | null; total: number | null }

/**
 * Longer than any provider call lasts (stripe-card.ts: 15 s a try, two retries; PayPal's SDK 15 s): an attempt still
 * 'creating' this long after it was stored has no call in flight, and nobody ever got its url.
 */
export const IN_FLIGHT_MS = 2 * 60_000

/** 409 'a payment is in progress: finish or cancel it'. */
export const paymentInProgress = () => new AppError('conflict', PAYMENT_LABELS.inProgress)

const LIVE = [...LIVE_PAYMENT_STATUSES]

/** The order's attempts the buyer could still pay. */
export function findLiveAttempts(deps: Pick<GuardDeps, 'db'>, orderId: number): Promise<LiveAttempt[]> {
  return deps.db
    .select({
      id: payments.id,
      method: payments.method,
      status: payments.status,
      externalId: payments.externalId,
      amount: payments.amount,
      expiresAt: payments.expiresAt,
      createdAt: payments.createdAt,
      ref: orders.orderRef,
      total: orders.orderFinalPriceIva,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, LIVE)))
}

/**
 * Before a change of the order (outside any transaction): every live attempt `keep` does not spare is ended, a card
 * session at the provider (Stripe: checkout.sessions.expire), a PayPal order here only, since money moves only when our
 * server captures it and the capture refuses a closed attempt (that is the void); then they are marked expired in one
 * short transaction. Refused, with nothing changed, with 409 while an attempt is being created (its provider call may
 * still hand out a url) or when the provider says the session was paid first (its webhook applies the payment), and
 * with 503 'try again later' when the provider cannot be reached. `reason` goes to the log.
 */
export async function closeOpenPayments(
  deps: GuardDeps,
  orderId: number,
  reason: string,
  keep: (attempt: LiveAttempt) => boolean = () => false,
): Promise<void> {
  const now = deps.clock()
  const closing = (await findLiveAttempts(deps, orderId)).filter((a) => !keep(a))
  if (closing.length === 0) return
  if (closing.some((a) => a.status === 'creating' && now.getTime() - a.createdAt.getTime() < IN_FLIGHT_MS))
    throw paymentInProgress()
  for (const attempt of closing) {
    if (attempt.method !== 'card' || attempt.externalId === null) continue
    let end: Awaited<ReturnType<Payments['card']['expireSession']>>
    try {
      end = await deps.payments.card.expireSession(attempt.externalId)
    } catch (err) {
      if (!(err instanceof ProviderUnavailableError)) throw err
      deps.log.warn({ err, paymentId: attempt.id }, 'payment provider could not expire a session')
      throw new AppError('unavailable', PAYMENT_LABELS.tryAgainLater)
    }
    if (end === 'completed')
      throw new AppError('conflict', PAYMENT_LABELS.beingConfirmed, {}, {}, { ref: attempt.ref ?? '' })
  }
  await deps.db.transaction(async (tx) => {
    // Only where still live: the provider's own expiry event may have marked one already.
    for (const attempt of closing) await moveAttempt(tx, attempt, 'expired', 'system', now)
  })
  deps.log.info(
    { orderId, reason, paymentIds: closing.map((a) => a.id) },
    'payment attempts expired before a change of their order',
  )
}

/** Inside the caller's transaction, the order row locked: 409 'payment in progress' while an attempt is live. */
export async function assertNoOpenPayment(tx: Tx, orderId: number): Promise<void> {
  const [live] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, LIVE)))
    .limit(1)
  if (live) throw paymentInProgress()
}

/**
 * Inside the transaction of a change to the order's lines, prices, costs, destination or VAT, the order row locked: a
 * paid order never changes (409 already paid), nor one with a live attempt (409 payment in progress).
 */
export async function assertOrderEditable(tx: Tx, orderId: number): Promise<void> {
  const [order] = await tx
    .select({ payed: orders.payed, ref: orders.orderRef })
    .from(orders)
    .where(eq(orders.id, orderId))
  if (order?.payed)
    throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: order.ref ?? '' })
  await assertNoOpenPayment(tx, orderId)
}

/** An order cancelled after it was paid: its paid attempt's money goes back (refund_due, order_cancelled). */
export async function flagPaidForRefund(
  tx: Tx,
  orderId: number,
  actor: Actor,
  now: Date | SQL,
): Promise<void> {
  const paid = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'paid')))
  for (const attempt of paid)
    await moveAttempt(tx, attempt, 'refund_due', actor, now, { refundReason: 'order_cancelled' })
}
