import type { Lang } from '@shop/domain/i18n/langs'
import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import type { OrderStatus } from '@shop/domain/orders/status-machine'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Tx } from '../../db/client.ts'
import { orders, type PaymentMethod, payments } from '../../db/schema/index.ts'
import { type CardSession, type Payments, ProviderUnavailableError } from '../../infra/payments/provider.ts'
import { AppError } from '../../plugins/errors.ts'
import type { CatalogSnapshot } from '../catalog/catalog-store.ts'
import {
  CHECKOUT_LABELS,
  type CheckoutDeps,
  findCustomer,
  queueCheckoutMails,
} from '../orders/checkout.service.ts'
import { findOrderRows, type OrderRows } from '../orders/order-view.ts'
import { changeOrderStatus } from '../orders/status.service.ts'

/**
 * Online payments (issue 12, docs/decisions/022): an attempt at the provider per order and method, opened outside any
 * transaction and reused while it can still be paid, and the one function that applies a confirmed payment. The
 * provider is reached only between transactions (never inside one: PGlite has one connection, and a slow provider
 * must not hold a lock); the payment row exists before the provider is asked, and its id is the idempotency key, so a
 * retry, a double click or a process that died half way gets the same session back.
 */

export type PaymentDeps = CheckoutDeps & { payments: Payments; log: FastifyBaseLogger }

/** Label keys of the payments' answers (db/seed/labels/payments.ts). */
export const PAYMENT_LABELS = {
  tryAgainLater: 'orders.payments.try_again_later',
  orderCreationFailed: 'orders.payments.order_creation_failed',
  notPayable: 'orders.payments.not_payable',
  paypalUnavailable: 'orders.payments.paypal_unavailable',
  description: 'orders.payments.description',
} as const

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

/** The order row a payment is for, locked: it must be waiting for an online payment and not be paid. */
async function lockPayable(tx: Tx, orderId: number) {
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
  if (order.payed) throw new AppError('conflict', CHECKOUT_LABELS.alreadyPaid, {}, {}, { ref: order.ref })
  // INCOMPLETE_REQUEST: an order waiting for its payment; READY: a quotation approved and paid (the customer area).
  if (
    (order.status !== 'INCOMPLETE_REQUEST' && order.status !== 'READY') ||
    !order.amount ||
    order.amount <= 0
  )
    throw new AppError('conflict', PAYMENT_LABELS.notPayable, {}, {}, { ref: order.ref })
  return { ...order, ref: order.ref ?? '', amount: order.amount }
}

export type OpenPayment = { externalId: string; url: string }

/**
 * The attempt the buyer pays through, for an order waiting for an online payment (the caller has checked whose it
 * is): the open one when there is one with time left, else a new one at the provider. Refused with 409 when the order
 * is paid or not waiting for a payment; 503 'try again later' when the provider cannot be reached.
 */
export async function openPayment(
  deps: PaymentDeps,
  input: { orderId: number; method: PaymentMethod; lang: Lang; userId: number },
): Promise<OpenPayment> {
  const { db } = deps
  const { method, lang } = input
  const now = deps.clock()
  const paypal = deps.payments.paypal
  if (method === 'paypal' && !paypal) throw new AppError('conflict', PAYMENT_LABELS.paypalUnavailable)
  const { row, order } = await db.transaction(async (tx) => {
    const order = await lockPayable(tx, input.orderId)
    const [live] = await tx
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.orderId, order.id),
          eq(payments.method, method),
          inArray(payments.status, ['creating', 'open']),
        ),
      )
    const usable =
      live &&
      live.amount === order.amount &&
      (live.status === 'creating' ||
        (live.expiresAt !== null && live.expiresAt.getTime() - now.getTime() > REUSE_MARGIN_MS))
    if (live && usable) return { row: live, order }
    if (live)
      await tx.update(payments).set({ status: 'expired', updatedAt: now }).where(eq(payments.id, live.id))
    const [made] = await tx
      .insert(payments)
      .values({ orderId: order.id, method, provider: providerOf(deps, method), amount: order.amount })
      .returning()
    return { row: made as typeof payments.$inferSelect, order }
  })
  if (row.status === 'open' && row.externalId && row.url) return { externalId: row.externalId, url: row.url }

  const customer = await findCustomer(db, input.userId)
  const description = `${deps.translate(lang, PAYMENT_LABELS.description)} ${order.ref}`
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
        successUrl: returnUrl(deps.publicUrl, lang, order.id, 'card', 'paid'),
        cancelUrl: returnUrl(deps.publicUrl, lang, order.id, 'card', 'cancelled'),
        idempotencyKey: `payment-${row.id}`,
      })
    } else {
      const made = await (paypal as NonNullable<typeof paypal>).createOrder({
        ...common,
        locale: lang,
        returnUrl: returnUrl(deps.publicUrl, lang, order.id, 'paypal', 'approved'),
        cancelUrl: returnUrl(deps.publicUrl, lang, order.id, 'paypal', 'cancelled'),
        requestId: `payment-${row.id}`,
      })
      session = { id: made.id, url: made.approveUrl, expiresAt: new Date(now.getTime() + PAYPAL_APPROVAL_MS) }
    }
  } catch (err) {
    // The row stays 'creating': the next try asks again with the same key and gets the same session.
    deps.log.warn({ err, paymentId: row.id, method }, 'payment provider call failed')
    const label = method === 'paypal' ? PAYMENT_LABELS.orderCreationFailed : PAYMENT_LABELS.tryAgainLater
    if (err instanceof ProviderUnavailableError) throw new AppError('unavailable', label)
    throw new AppError('payment_failed', label)
  }
  await db
    .update(payments)
    .set({
      externalId: session.id,
      url: session.url,
      expiresAt: session.expiresAt,
      status: 'open',
      updatedAt: now,
    })
    .where(and(eq(payments.id, row.id), eq(payments.status, 'creating')))
  return { externalId: session.id, url: session.url }
}

/** What applying a confirmed payment did (stored on the provider's event). */
export type PaidOutcome = 'paid' | 'already_paid' | 'duplicate_payment' | 'amount_mismatch'

/** The move a paid order makes: an order request becomes NEW, an approved quotation CONFIRMED (the customer area). */
const PAID_MOVES: Partial<Record<OrderStatus, { to: OrderStatus; note: string }>> = {
  INCOMPLETE_REQUEST: { to: 'NEW', note: 'payment_confirmed' },
  READY: { to: 'CONFIRMED', note: 'paid_approval' },
}

/**
 * Applies a payment the provider confirmed, in the caller's transaction, at most once: the payment row is locked and
 * marked paid only if it was not; the order is marked `payed` and moved by the status machine; the receipt and the
 * provider's notice are queued. A second payment for an order already paid (two tabs) is recorded and logged as an
 * error for staff to refund, never applied twice. `snap` is read before the transaction (PGlite).
 */
export async function applyPaid(
  deps: PaymentDeps,
  tx: Tx,
  input: { paymentId: number; amount: number; currency: string; snap: CatalogSnapshot },
): Promise<PaidOutcome> {
  const now = deps.clock()
  const [payment] = await tx.select().from(payments).where(eq(payments.id, input.paymentId)).for('update')
  if (!payment) throw new AppError('not_found', 'errors.not_found')
  if (payment.status === 'paid') return 'already_paid'
  if (input.amount !== payment.amount || input.currency.toUpperCase() !== payment.currency) {
    deps.log.error(
      { paymentId: payment.id, expected: payment.amount, paid: input.amount, currency: input.currency },
      'payment amount differs from the order: not applied, check with the provider',
    )
    return 'amount_mismatch'
  }
  await tx
    .update(payments)
    .set({ status: 'paid', paidAt: now, updatedAt: now })
    .where(eq(payments.id, payment.id))
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, payed: orders.payed, userId: orders.userId })
    .from(orders)
    .where(eq(orders.id, payment.orderId))
    .for('update')
  if (!order) throw new AppError('not_found', 'errors.not_found')
  if (order.payed) {
    deps.log.error(
      { orderId: order.id, paymentId: payment.id },
      'a second payment for an order already paid: refund it at the provider',
    )
    return 'duplicate_payment'
  }
  await tx
    .update(orders)
    .set({
      payed: true,
      paidAt: now,
      paymentModeId: PAYMENT_MODE_IDS.pv9,
      updatedAt: now,
      version: sql`${orders.version} + 1`,
    })
    .where(eq(orders.id, order.id))
  const move = PAID_MOVES[order.status]
  if (move) await changeOrderStatus(tx, order.id, move.to, 'system', { userId: null, note: move.note })
  else
    deps.log.warn(
      { orderId: order.id, status: order.status },
      'payment received for an order not waiting for one',
    )
  if (order.userId !== null) {
    const customer = await findCustomer(tx, order.userId)
    const rows = (await findOrderRows(deps.db, order.id, tx)) as OrderRows
    await queueCheckoutMails(deps, tx, {
      rows,
      snap: input.snap,
      customer,
      kind: 'payment_received',
      showPrices: true,
    })
  }
  return 'paid'
}

/** Marks an attempt that can no longer be paid (the session expired or failed); a paid one stays paid. */
export async function closeAttempt(
  tx: Tx,
  paymentId: number,
  status: 'expired' | 'failed',
  now: Date,
): Promise<'expired' | 'failed' | 'already_closed'> {
  const closed = await tx
    .update(payments)
    .set({ status, updatedAt: now })
    .where(and(eq(payments.id, paymentId), inArray(payments.status, ['creating', 'open'])))
    .returning({ id: payments.id })
  return closed.length > 0 ? status : 'already_closed'
}
