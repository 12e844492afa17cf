import {
  type Actor,
  canTransition,
  type OrderStatus,
  transitionError,
} from '@shop/domain/orders/status-machine'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orderStatusChanges, orders } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'

/**
 * The one place an order's status changes (docs/decisions/019): the domain's table says whether the actor may take
 * the move, and the audit row is written in the caller's transaction.
 */

export type StatusChangeBy = { userId: number | null; note?: string }

/** The 409 of a move the status machine does not allow, with both statuses in the message. */
export function transitionForbidden(from: OrderStatus | null, to: OrderStatus): AppError {
  const { key, params } = transitionError(from, to)
  return new AppError('transition_forbidden', key, {}, { from, to }, params)
}

/**
 * Moves the order to `to` for the actor, or throws the 409 transition_forbidden (404 when there is no such order).
 * Locks the order row, so two moves of one order run one after the other.
 */
export async function changeOrderStatus(
  tx: Tx,
  orderId: number,
  to: OrderStatus,
  actor: Actor,
  by: StatusChangeBy,
): Promise<void> {
  const [order] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update')
  if (!order) throw new AppError('not_found')
  if (!canTransition(order.status, to, actor)) throw transitionForbidden(order.status, to)
  await tx.update(orders).set({ status: to, updatedAt: sql`now()` }).where(eq(orders.id, orderId))
  await tx.insert(orderStatusChanges).values({
    orderId,
    fromStatus: order.status,
    toStatus: to,
    actor,
    actorUserId: by.userId,
    note: by.note ?? '',
  })
}

/** Writes the audit row of an order just created in `status` (from null), after the machine allows it. */
export async function recordOrderCreated(
  tx: Tx,
  orderId: number,
  status: OrderStatus,
  actor: Actor,
  by: StatusChangeBy,
): Promise<void> {
  if (!canTransition(null, status, actor)) throw transitionForbidden(null, status)
  await tx.insert(orderStatusChanges).values({
    orderId,
    fromStatus: null,
    toStatus: status,
    actor,
    actorUserId: by.userId,
    note: by.note ?? '',
  })
}
