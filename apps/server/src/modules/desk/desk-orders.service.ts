import type { DeskFulfilment } from '@shop/domain/desk/order-schemas'
import { DESK_ORDER_LABELS } from '@shop/domain/desk/order-schemas'
import { romeToday } from '@shop/domain/orders/checkout'
import type { TransitionName } from '@shop/domain/orders/status-machine'
import { canMovePayment } from '@shop/domain/payments/attempt-machine'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, payments, shipments } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { AttemptMoveForbidden } from '../orders/payment-attempts.store.ts'
import { assertNoOpenPayment, closeOpenPayments, type GuardDeps } from '../orders/payment-guard.service.ts'
import { applyTransition, transitionForbidden } from '../orders/status.service.ts'
import { recordAudit } from './desk-audit.store.ts'
import { type DeskMailFacts, type DeskOrderMailKind, queueDeskOrderMail } from './desk-orders.mails.ts'
import { awaitsPrepayment } from './desk-orders.rules.ts'
import { type DeskOrderRow, findFulfilment, lockDeskOrder } from './desk-orders.store.ts'

/**
 * The desk's order moves (issue 24 item 4): accept, mark paid, close, cancel. Each is one transaction that locks the
 * order, moves it only through the status machine (applyTransition, actor staff), records what is not a status move in
 * desk_audit, and queues the customer's mail; the answer is the fulfilment as it is after the commit.
 */

export type DeskOrderDeps = GuardDeps & Pick<Deps, 'mailer' | 'labels' | 'config'>

const factsOf = (order: DeskOrderRow): DeskMailFacts => ({
  orderId: order.id,
  ref: order.orderRef ?? String(order.id),
  isQuotation: order.isQuotation,
})

/** Runs a change of one locked order and answers its fulfilment once committed. */
export async function changeDeskOrder(
  deps: Pick<Deps, 'db'>,
  orderId: number,
  change: (tx: Tx, order: DeskOrderRow) => Promise<void>,
): Promise<DeskFulfilment> {
  await deps.db.transaction(async (tx) => change(tx, await lockDeskOrder(tx, orderId)))
  return findFulfilment(deps.db, orderId)
}

/** The attrib with one date stamped on it (spec 3 §3 order attrib: quotation_confirmed_at, order_closed_at, …). */
export async function stampAttrib(tx: Tx, order: DeskOrderRow, values: Record<string, unknown>) {
  await tx
    .update(orders)
    .set({ attrib: { ...order.attrib, ...values }, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
}

async function moveAndMail(
  deps: DeskOrderDeps,
  tx: Tx,
  order: DeskOrderRow,
  move: { name: TransitionName; staffId: number; note?: string; mail: DeskOrderMailKind; reason?: string },
) {
  await applyTransition(tx, order.id, move.name, 'staff', { userId: move.staffId, note: move.note })
  await queueDeskOrderMail(deps, tx, order.userId, move.mail, { ...factsOf(order), reason: move.reason })
}

/**
 * Accepts a NEW order (accept_order → CONFIRMED), stamping attrib.quotation_confirmed_at (the spec's one confirmation
 * date). An unpaid bank-transfer order (PM5) is refused unless `without_prepayment`, which desk_audit records; once
 * CONFIRMED the 10-day job, which picks NEW orders only, leaves it alone.
 */
export async function acceptDeskOrder(
  deps: DeskOrderDeps,
  staffId: number,
  orderId: number,
  body: { without_prepayment?: boolean; note?: string },
): Promise<DeskFulfilment> {
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    // A quotation request is priced (price_quotation), never accepted as it stands.
    if (order.isQuotation && order.status === 'NEW') throw transitionForbidden(order.status, 'CONFIRMED')
    const unpaid = awaitsPrepayment(order)
    if (unpaid && body.without_prepayment !== true)
      throw new AppError('conflict', DESK_ORDER_LABELS.pm5Unpaid, {}, {}, { ref: order.orderRef ?? '' })
    await moveAndMail(deps, tx, order, { name: 'accept_order', staffId, note: body.note, mail: 'accepted' })
    await stampAttrib(tx, order, { quotation_confirmed_at: deps.clock().toISOString() })
    if (unpaid)
      await recordAudit(tx, {
        entity: 'order',
        entityId: order.id,
        actorUserId: staffId,
        action: 'accepted_without_prepayment',
        details: { note: body.note ?? '', amount_due: order.orderFinalPriceIva },
      })
  })
}

/** Closes a CONFIRMED order (close → CLOSED), stamping attrib.order_closed_at. */
export async function closeDeskOrder(deps: DeskOrderDeps, staffId: number, orderId: number) {
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    await moveAndMail(deps, tx, order, { name: 'close', staffId, mail: 'closed' })
    await stampAttrib(tx, order, { order_closed_at: deps.clock().toISOString() })
  })
}

/** The staff move that cancels an order in this status. */
const CANCEL_MOVES: Partial<Record<DeskOrderRow['status'], TransitionName>> = {
  NEW: 'cancel_new',
  CONFIRMED: 'cancel_confirmed',
  INCOMPLETE_REQUEST: 'cancel_incomplete',
}

/**
 * Cancels an order, a NEW quotation request or an order request, with the reason (the status change's note, and the
 * customer's mail). Open payment attempts are expired first; a paid order's payment becomes refund_due in the move's
 * transaction (applyTransition). An order with a shipment is refused: its goods are gone, it is closed instead.
 */
export async function cancelDeskOrder(deps: DeskOrderDeps, staffId: number, orderId: number, reason: string) {
  await closeOpenPayments(deps, orderId, 'order_cancelled')
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    const name = CANCEL_MOVES[order.status]
    if (!name) throw transitionForbidden(order.status, 'CANCELLED')
    const [shipped] = await tx
      .select({ id: shipments.id })
      .from(shipments)
      .where(eq(shipments.orderId, order.id))
      .limit(1)
    if (shipped)
      throw new AppError('conflict', DESK_ORDER_LABELS.shipped, {}, {}, { ref: order.orderRef ?? '' })
    await moveAndMail(deps, tx, order, { name, staffId, note: reason, mail: 'cancelled', reason })
  })
}

/**
 * Records a bank transfer received (record_transfer: a payments row born paid, method bank_transfer, provider desk):
 * the order's whole total with VAT, on a day not after today in Rome. Partial payments are not taken
 * (docs/decisions/034): another amount is 422 with the amount expected. Refused with 409 when the order is paid
 * already, has an online attempt open, or is not an order waiting for its money (NEW or CONFIRMED).
 */
export async function recordDeskPayment(
  deps: DeskOrderDeps,
  staffId: number,
  orderId: number,
  body: { amount: number; paid_at: string; note: string },
) {
  if (body.paid_at > romeToday(deps.clock()))
    throw validationFailure([{ path: ['paid_at'], message: DESK_ORDER_LABELS.paidInFuture }])
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    const ref = { ref: order.orderRef ?? '' }
    if (order.payed) throw new AppError('conflict', 'orders.payments.already_paid', {}, {}, ref)
    const payable = order.status === 'CONFIRMED' || (order.status === 'NEW' && !order.isQuotation)
    const due = order.orderFinalPriceIva
    if (!payable || due === null || due <= 0)
      throw new AppError('conflict', DESK_ORDER_LABELS.notPayable, {}, {}, ref)
    await assertNoOpenPayment(tx, order.id)
    if (body.amount !== due)
      throw validationFailure([{ path: ['amount'], message: DESK_ORDER_LABELS.amountMismatch }], {
        expected: (due / 100).toFixed(2),
      })
    if (!canMovePayment(null, 'paid', 'staff')) throw new AttemptMoveForbidden('null → paid')
    // Noon UTC is the same calendar day in Rome all year: the day staff typed is the day shown.
    const paidAt = new Date(`${body.paid_at}T12:00:00Z`)
    const [payment] = await tx
      .insert(payments)
      .values({
        orderId: order.id,
        method: 'bank_transfer',
        provider: 'desk',
        amount: body.amount,
        status: 'paid',
        paidAt,
        staffUserId: staffId,
        note: body.note,
      })
      .returning({ id: payments.id })
    await tx.update(orders).set({ payed: true, paidAt, updatedAt: sql`now()` }).where(eq(orders.id, order.id))
    await recordAudit(tx, {
      entity: 'order',
      entityId: order.id,
      actorUserId: staffId,
      action: 'payment_recorded',
      details: { payment_id: payment?.id, amount: body.amount, paid_at: body.paid_at, note: body.note },
    })
  })
}
