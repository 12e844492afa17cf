import { and, eq, sql } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import type { CheckoutCaller } from '../checkout/checkout.service.ts'
import { orderViewerCondition } from '../orders/order.view.ts'
import { closeOpenPayments, type GuardDeps } from '../orders/payment-guard.service.ts'
import { assertQuotationOpen } from '../orders/quotation-validity.ts'
import { applyTransition } from '../orders/status.service.ts'
import { closeRevision } from './desk-quotations.service.ts'

/**
 * POST order/ask_modification (issue 24 item 3): the customer sends a priced quotation (READY, still valid) back to the
 * desk with a reason. Through the status machine (ask_modification, READY → NEW) and the payment guard: an approval
 * payment still open is closed first. The revision sent is closed with the reason and stays readable on the desk; the
 * quotation's revision number goes up and its validity is cleared until the desk sends the new one.
 */
export async function askModification(
  deps: GuardDeps,
  caller: CheckoutCaller,
  input: { id: number; note: string },
): Promise<void> {
  const own = and(
    eq(orders.id, input.id),
    eq(orders.isQuotation, true),
    orderViewerCondition({ userId: caller.userId, clientId: caller.client?.id ?? null }),
  )
  const [found] = await deps.db.select({ id: orders.id }).from(orders).where(own)
  // Another customer's quotation, or none: 404 as if it did not exist.
  if (!found) throw new AppError('not_found', 'errors.not_found')
  await closeOpenPayments(deps, input.id, 'ask_modification')
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(own).for('update')
    if (!order) throw new AppError('not_found', 'errors.not_found')
    assertQuotationOpen(order, now)
    await applyTransition(tx, order.id, 'ask_modification', 'customer', {
      userId: caller.userId,
      note: input.note,
    })
    await closeRevision(tx, order, input.note, now)
    await tx
      .update(orders)
      .set({
        revision: sql`${orders.revision} + 1`,
        quotationValidUntil: null,
        version: sql`${orders.version} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(orders.id, order.id))
  })
}
