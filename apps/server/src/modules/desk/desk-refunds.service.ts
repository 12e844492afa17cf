import { DESK_ORDER_LABELS, type DeskRefundRow } from '@shop/domain/desk/order-schemas'
import { asc, eq, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clients, orders, payments, users } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { moveAttempt } from '../orders/payment-attempts.store.ts'
import { recordAudit } from './desk-audit.store.ts'
import { toDeskPayment } from './desk-orders.store.ts'

/**
 * Money to give back (issue 24 item 5): the payments in refund_due (money that arrived for an expired attempt, a second
 * capture, an amount that was not the order's, a cancelled order) listed oldest first with their order and the
 * provider's reference, and the refund staff made at the provider recorded (refund_due → refunded, audited).
 */

/** One page of the payments due for refund and how many there are in all, in one query. */
export async function findRefundsDue(
  db: Db,
  page: { page: number; per_page: number },
): Promise<{ refunds: DeskRefundRow[]; total: number }> {
  const rows = await db
    .select({
      payment: payments,
      orderRef: orders.orderRef,
      client: sql<string>`coalesce(nullif(${clients.ragione}, ''), nullif(${users.company}, ''), ${users.email}, '')`,
      total: sql<number>`(count(*) over ())::int`,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, orders.userId))
    .where(eq(payments.status, 'refund_due'))
    .orderBy(asc(payments.createdAt), asc(payments.id))
    .limit(page.per_page)
    .offset((page.page - 1) * page.per_page)
  const total = rows[0]?.total ?? (page.page > 1 ? await countRefundsDue(db) : 0)
  return {
    refunds: rows.map((r) => ({
      ...toDeskPayment(r.payment),
      order_id: r.payment.orderId,
      order_ref: r.orderRef ?? '',
      client: r.client,
    })),
    total,
  }
}

/** A page past the end still says how many there are. */
async function countRefundsDue(db: Db): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.status, 'refund_due'))
  return row?.n ?? 0
}

/** Records the refund of a payment due for one; 404 for no such payment, 409 when it is not (or no longer) due. */
export async function recordDeskRefund(
  deps: Pick<Deps, 'db' | 'clock'>,
  staffId: number,
  paymentId: number,
  note: string,
) {
  return deps.db.transaction(async (tx) => {
    const [payment] = await tx.select().from(payments).where(eq(payments.id, paymentId)).for('update')
    if (!payment) throw new AppError('not_found')
    if (payment.status !== 'refund_due') throw new AppError('conflict', DESK_ORDER_LABELS.refundNotDue)
    const now = deps.clock()
    await moveAttempt(tx, payment, 'refunded', 'staff', now)
    const [done] = await tx
      .update(payments)
      .set({ refundedAt: now, staffUserId: staffId, note: note || payment.note })
      .where(eq(payments.id, paymentId))
      .returning()
    await recordAudit(tx, {
      entity: 'payment',
      entityId: paymentId,
      actorUserId: staffId,
      action: 'refund_recorded',
      details: { order_id: payment.orderId, amount: payment.receivedAmount ?? payment.amount, note },
    })
    return toDeskPayment(done as typeof payments.$inferSelect)
  })
}
