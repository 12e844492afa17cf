import type { Lang } from '@shop/domain/i18n/langs'
import { MAX_ONLINE_CHARGE_CENTS, PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import { awaitsPayment, type OrderStatus, type TransitionName } from '@shop/domain/orders/status-machine'
import { LIVE_PAYMENT_STATUSES, type RefundReason } from '@shop/domain/payments/attempt-machine'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, type PaymentMethod, payments } from '../../db/schema/index.ts'
import { type CardSession, ProviderUnavailableError } from '../../infra/payments/provider.ts'
import { AppError } from '../../plugins/errors.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import { refundDueMail } from '../checkout/checkout.mails.ts'
import { type CheckoutDeps, findCustomer, queueCheckoutMails } from '../checkout/checkout.service.ts'
import { onlinePaymentOverMax } from '../checkout/order.rules.ts'
import { getOrderRows } from '../orders/order.view.ts'
import { type AttemptRow, createAttempt, moveAttempt } from '../orders/payment-attempts.store.ts'
import {
  closeOpenPayments,
  type GuardDeps,
  PAYMENT_LABELS,
  paymentInProgress,
} from '../orders/payment-guard.service.ts'
import { applyTransition } from '../orders/status.service.ts'

/**
 * Online payments (issues 12 and 21, docs/decisions/022): one attempt at the provider per order at a time, opened
 * outside any transaction and reused while it can still be paid, and the one function that applies a confirmed
 * payment. The provider is reached only between transactions (never inside one: PGlite has one connection, and a slow
 * provider must not hold a lock); the payment row exists before the provider is asked, and its id is the idempotency
 * key, so a retry, a double click or a process that died half way gets the same session back. Every status an attempt
 * takes goes through its machine (orders/payment-attempts.store.ts).
 */

export type PaymentDeps = CheckoutDeps & GuardDeps

/** An open session this close to its end is not handed out again: the buyer would run out of time on the page. */
const REUSE_MARGIN_MS = 10 * 60 * 1000
/** How long a PayPal order waits for the buyer's approval before we ask for a new one. */
const PAYPAL_APPROVAL_MS = 3 * 60 * 60 * 1000

/** Which provider a method's rows are stored under: the local provider simulates PayPal too. */
export function providerOf(deps: Pick<PaymentDeps, 'payments'>, method: PaymentMethod): string {
  if (method === 'card' || deps.payments.provider === 'local') return deps.payments.provider
  return 'paypal'
}

/** Where the provider sends the buyer back: the payment result page (web: /{lang}/checkout/payment/{id}). */
export function returnUrl(
  publicUrl: string,
  lang: Lang,
  orderId: number,
  method: PaymentMethod,
  outcome: 'paid' | 'approved' | 'cancelled',
): string {
  const query = method === 'paypal' ? `method=paypal&outcome=${outcome}` : `outcome=${outcome}`
  return `${publicUrl}/${lang}/checkout/payment/${orderId}?${query}`
}

/**
 * The order row a payment is for, locked: it must be waiting for an online payment and not be paid. A total above one
 * charge is refused on `modeField` (see openPayment).
 */
async function lockPayable(tx: Tx, orderId: number, modeField: readonly PropertyKey[]) {
  const [order] = await tx
    .select({
      id: orders.id,
      ref: orders.orderRef,
      status: orders.status,
      payed: orders.payed,
      amount: orders.orderFinalPriceIva,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order) throw new AppError('not_found', 'errors.not_found')
  if (order.payed) throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: order.ref })
  // INCOMPLETE_REQUEST: an order waiting for its payment; READY: a quotation approved and paid (the customer area).
  if (!awaitsPayment(order.status) || !order.amount || order.amount <= 0)
    throw new AppError('conflict', PAYMENT_LABELS.notPayable, {}, {}, { ref: order.ref })
  // No provider session is ever opened above what one charge may take (issue 21 item 7).
  if (order.amount > MAX_ONLINE_CHARGE_CENTS) throw onlinePaymentOverMax(modeField)
  return { ...order, ref: order.ref ?? '', amount: order.amount }
}

/**
 * True when the attempt can be handed out again for this method: it asks the order's current total, and is either
 * being created (a retry gets the same session with the same key) or open with time left on the provider's page.
 */
function isReusable(
  attempt: Pick<AttemptRow, 'method' | 'status' | 'amount' | 'expiresAt'>,
  method: PaymentMethod,
  total: number | null,
  now: Date,
): boolean {
  if (attempt.method !== method || attempt.amount !== total) return false
  if (attempt.status === 'creating') return true
  return attempt.expiresAt !== null && attempt.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS
}

export type OpenPayment = { externalId: string; url: string }

/**
 * The attempt the buyer pays through, for an order waiting for an online payment (the caller has checked whose it
 * is): the live one when it can be reused, else a new one at the provider. One attempt at a time (issue 21 item 2):
 * any other live attempt of the order (the other method, or one that can no longer be reused) is first ended at the
 * provider by the payment guard. Refused with 409 when the order is paid or not waiting for a payment, when another
 * request opened an attempt meanwhile, or when the order changed while the provider answered; 503 'try again later'
 * when the provider cannot be reached. `modeField` is where the caller's body chose to pay online (['order',
 * 'payment_mode_id']), [] when its path did (the wallet's calls): a total above one charge is refused on it.
 */
export async function openPayment(
  deps: PaymentDeps,
  input: {
    orderId: number
    method: PaymentMethod
    lang: Lang
    userId: number
    modeField: readonly PropertyKey[]
  },
): Promise<OpenPayment> {
  const { db } = deps
  const { method, lang } = input
  const now = deps.clock()
  const paypal = deps.payments.paypal
  if (method === 'paypal' && !paypal) throw new AppError('conflict', PAYMENT_LABELS.paypalUnavailable)
  await closeOpenPayments(deps, input.orderId, 'superseded', (a) => isReusable(a, method, a.total, now))
  const { row, order } = await db.transaction(async (tx) => {
    const order = await lockPayable(tx, input.orderId, input.modeField)
    const [live] = await tx
      .select()
      .from(payments)
      .where(and(eq(payments.orderId, order.id), inArray(payments.status, [...LIVE_PAYMENT_STATUSES])))
    if (live && isReusable(live, method, order.amount, now)) return { row: live, order }
    // Opened by another request since the guard ran: the order row's lock makes this the place that sees it, and
    // the unique index (one live attempt per order) the last word.
    if (live) throw paymentInProgress()
    const made = await createAttempt(tx, {
      orderId: order.id,
      method,
      provider: providerOf(deps, method),
      amount: order.amount,
    })
    return { row: made, order }
  })
  if (row.status === 'open' && row.externalId && row.url) return { externalId: row.externalId, url: row.url }

  const customer = await findCustomer(db, input.userId)
  const description = `${deps.labels.translate(lang, PAYMENT_LABELS.description)} ${order.ref}`
  const common = {
    paymentId: row.id,
    orderId: order.id,
    description,
    amount: row.amount,
    currency: 'EUR' as const,
  }
  let session: CardSession
  try {
    if (method === 'card') {
      session = await deps.payments.card.createSession({
        ...common,
        customerEmail: customer.email,
        locale: lang,
        successUrl: returnUrl(deps.config.publicUrl, lang, order.id, 'card', 'paid'),
        cancelUrl: returnUrl(deps.config.publicUrl, lang, order.id, 'card', 'cancelled'),
        idempotencyKey: `payment-${row.id}`,
      })
    } else {
      const made = await (paypal as NonNullable<typeof paypal>).createOrder({
        ...common,
        locale: lang,
        returnUrl: returnUrl(deps.config.publicUrl, lang, order.id, 'paypal', 'approved'),
        cancelUrl: returnUrl(deps.config.publicUrl, lang, order.id, 'paypal', 'cancelled'),
        requestId: `payment-${row.id}`,
      })
      session = { id: made.id, url: made.approveUrl, expiresAt: new Date(now.getTime() + PAYPAL_APPROVAL_MS) }
    }
  } catch (err) {
    deps.log.warn({ err, paymentId: row.id, method }, 'payment provider call failed')
    const label = method === 'paypal' ? PAYMENT_LABELS.orderCreationFailed : PAYMENT_LABELS.tryAgainLater
    // Unreachable: the row stays 'creating', and the next try asks again with the same key for the same session.
    if (err instanceof ProviderUnavailableError) throw new AppError('unavailable', label)
    // Refused for good: the next try starts a new attempt, with a new key.
    await moveAttempt(db, row, 'failed', 'provider', now)
    throw new AppError('payment_failed', label)
  }
  const stored = await moveAttempt(db, row, 'open', 'customer', now, {
    externalId: session.id,
    url: session.url,
    expiresAt: session.expiresAt,
  })
  if (!stored) {
    const [current] = await db
      .select({ status: payments.status, externalId: payments.externalId })
      .from(payments)
      .where(eq(payments.id, row.id))
    // A twin request (a double click) stored the same session first.
    if (current?.status === 'open' && current.externalId === session.id)
      return { externalId: session.id, url: session.url }
    // Closed by a change of the order while the provider answered: its url is never handed out, so nobody pays it.
    throw new AppError('conflict', PAYMENT_LABELS.attemptClosed)
  }
  return { externalId: session.id, url: session.url }
}

/**
 * What applying a confirmed payment did (stored on the provider's event): applied; money already handled (a repeat);
 * or, never applied, why it was flagged for refund.
 */
export type PaidOutcome = 'paid' | 'already_handled' | RefundReason

/** The move a paid order makes: an order request becomes NEW, an approved quotation CONFIRMED (the customer area). */
const PAID_MOVES: Partial<Record<OrderStatus, TransitionName>> = {
  INCOMPLETE_REQUEST: 'payment_confirmed',
  READY: 'paid_approval',
}

/**
 * Applies money the provider confirmed, in the caller's transaction, at most once. The payment row and then the order
 * are locked. It is the order's payment only when the order waits for one and is not paid, the attempt is still open,
 * and the amount and currency are the order's current total (and the attempt's): then the attempt is paid, the order
 * `payed` and moved by the status machine, and the receipt and the provider's notice queued. Otherwise nothing of the
 * order changes: the attempt goes to refund_due with the reason and the amount received, an error is logged, and the
 * desk is mailed to refund or settle; no receipt, no 'to accept' notice. `snap` is read before the transaction.
 */
export async function applyPaid(
  deps: PaymentDeps,
  tx: Tx,
  input: { paymentId: number; amount: number; currency: string; snap: CatalogSnapshot },
): Promise<PaidOutcome> {
  const now = deps.clock()
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update')
  if (!payment) throw new AppError('not_found', 'errors.not_found')
  // Another event about money already applied or flagged (a completed session and its delayed success).
  if (payment.status === 'paid' || payment.status === 'refund_due' || payment.status === 'refunded')
    return 'already_handled'
  const [order] = await tx
    .select({
      id: orders.id,
      ref: orders.orderRef,
      status: orders.status,
      payed: orders.payed,
      total: orders.orderFinalPriceIva,
      userId: orders.userId,
    })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update')
  if (!order) throw new AppError('not_found', 'errors.not_found')
  const received = { amount: input.amount, currency: input.currency.toUpperCase() }
  const refusal = refusalOf(payment, order, received)
  if (refusal) {
    await moveAttempt(tx, payment, 'refund_due', 'provider', now, {
      receivedAmount: received.amount,
      receivedCurrency: received.currency,
      refundReason: refusal,
    })
    const simulated = payment.provider === 'local'
    deps.log.error(
      { orderId: order.id, paymentId: payment.id, reason: refusal, received, total: order.total, simulated },
      `payment received but not applied (${refusal}): to refund${simulated ? ' (simulated, no money was taken)' : ''}`,
    )
    const mail = refundDueMail(deps.labels, deps.config.PROVIDER_EMAIL, {
      ref: order.ref ?? '',
      reason: refusal,
      attemptId: payment.id,
      method: payment.method,
      provider: payment.provider,
      externalId: payment.externalId,
      received,
      total: order.total,
      status: order.status,
      simulated,
    })
    await deps.mailer.send(mail, tx)
    return refusal
  }
  await moveAttempt(tx, payment, 'paid', 'provider', now, {
    paidAt: now,
    receivedAmount: received.amount,
    receivedCurrency: received.currency,
  })
  // The simulated provider takes no money: the order says so, and so do both mails and the log (issue 21 item 6).
  const simulated = payment.provider === 'local'
  await tx
    .update(orders)
    .set({
      payed: true,
      paidAt: now,
      paymentModeId: PAYMENT_MODE_IDS.pv9,
      updatedAt: now,
      version: sql`${orders.version} + 1`,
      ...(simulated ? { attrib: sql`${orders.attrib} || '{"simulated_payment": true}'::jsonb` } : {}),
    })
    .where(eq(orders.id, order.id))
  await applyTransition(tx, order.id, PAID_MOVES[order.status] as TransitionName, 'system', { userId: null })
  if (simulated)
    deps.log.warn(
      { orderId: order.id, paymentId: payment.id },
      'SIMULATED payment applied (PAYMENT_PROVIDER=local): the order is marked paid, no money was taken',
    )
  else deps.log.info({ orderId: order.id, paymentId: payment.id }, 'payment applied')
  if (order.userId !== null) {
    const customer = await findCustomer(tx, order.userId)
    const rows = await getOrderRows(deps.db, order.id, tx)
    await queueCheckoutMails(deps, tx, {
      rows,
      snap: input.snap,
      customer,
      // A quotation paid on approval is an order now, confirmed: no sales office has anything left to confirm.
      kind: order.status === 'READY' ? 'paid_approval' : 'payment_received',
      showPrices: true,
      paidWith: payment.method,
    })
  }
  return 'paid'
}

/**
 * Why money that arrived is not the order's payment, or null when it is. The order's state first (paid by another
 * attempt, cancelled), then the attempt's (closed by the shop or the provider), then whether the order still waits for
 * a payment at all, then the amount: what the provider took must be the order's current total, in euros.
 */
function refusalOf(
  payment: Pick<AttemptRow, 'status' | 'amount' | 'currency'>,
  order: { status: OrderStatus; payed: boolean; total: number | null },
  received: { amount: number; currency: string },
): RefundReason | null {
  if (order.payed) return 'already_paid'
  if (order.status === 'CANCELLED') return 'order_cancelled'
  if (payment.status !== 'open') return 'attempt_closed'
  if (!awaitsPayment(order.status)) return 'order_cancelled'
  if (
    received.amount !== order.total ||
    received.amount !== payment.amount ||
    received.currency !== payment.currency
  )
    return 'amount_mismatch'
  return null
}

/** Marks an open attempt the provider ended unpaid (the session expired, the payment failed). */
export async function closeAttempt(
  tx: Tx,
  paymentId: number,
  status: 'expired' | 'failed',
  now: Date,
): Promise<'expired' | 'failed' | 'already_closed'> {
  const [attempt] = await tx
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.id, paymentId))
    .for('update')
  if (attempt?.status !== 'open') return 'already_closed'
  await moveAttempt(tx, attempt, status, 'provider', now)
  return status
}
