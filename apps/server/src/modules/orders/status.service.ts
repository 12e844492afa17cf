import {
  type Actor,
  closesPayments,
  type OrderStatus,
  type TransitionName,
  transitionError,
  transitionNamed,
} from '@shop/domain/orders/status-machine'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orderStatusChanges, orders } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { assertNoOpenPayment, flagPaidForRefund } from './payment-guard.service.ts'

/**
 * The one place an order's status changes (docs/decisions/019; issue 21 item 4): the caller names the move, the
 * domain's table says from which status and by whom it may be taken, and the audit row records the name in the
 * caller's transaction. The payment guard's in-transaction half runs here too, so no move can forget it.
 */

export type StatusChangeBy = { userId: number | null; note?: string }

/** The 409 of a move the status machine does not allow, with both statuses in the message. */
export function transitionForbidden(from: OrderStatus | null, to: OrderStatus): AppError {
  const { key, params } = transitionError(from, to)
  return new AppError('transition_forbidden', key, {}, { from, to }, params)
}

/**
 * Takes the named move for the actor, or throws the 409 transition_forbidden (404 when there is no such order). Locks
 * the order row, so two moves of one order run one after the other. A move from null records the creation of an
 * order just inserted in the move's status. A move that must not leave a payment open (closesPayments) is refused
 * with 409 while an attempt is live: the caller expires them first (closeOpenPayments, before its transaction). A
 * cancellation flags the money of a paid attempt for refund.
 */
export async function applyTransition(
  tx: Tx,
  orderId: number,
  name: TransitionName,
  actor: Actor,
  by: StatusChangeBy,
): Promise<void> {
  const transition = transitionNamed(name)
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order) throw new AppError('not_found')
  const creating = transition.from === null
  const [recorded] = creating
    ? await tx
        .select({ id: orderStatusChanges.id })
        .from(orderStatusChanges)
        .where(eq(orderStatusChanges.orderId, orderId))
        .limit(1)
    : []
  const from = creating ? null : order.status
  const atStart = creating ? order.status === transition.to && !recorded : order.status === transition.from
  if (!atStart || !transition.actors.includes(actor)) throw transitionForbidden(from, transition.to)
  if (closesPayments(transition)) await assertNoOpenPayment(tx, orderId)
  if (transition.to === 'CANCELLED') await flagPaidForRefund(tx, orderId, actor, sql`now()`)
  if (!creating)
    await tx
      .update(orders)
      .set({ status: transition.to, updatedAt: sql`now()` })
      .where(eq(orders.id, orderId))
  await tx.insert(orderStatusChanges).values({
    orderId,
    fromStatus: from,
    toStatus: transition.to,
    transition: transition.name,
    actor,
    actorUserId: by.userId,
    note: by.note ?? '',
  })
}
