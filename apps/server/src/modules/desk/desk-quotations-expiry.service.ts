import { and, eq, lte, sql } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'
import type { JobDefinition } from '../../infra/jobs.ts'
import { closeOpenPayments, type GuardDeps } from '../orders/payment-guard.service.ts'

/**
 * Issue 24 item 8: a priced or saved quotation (READY) past its validity gets the spec's `expired` flag (the badge
 * 'Preventivo Scaduto') and quotation_expired_at, its open payment attempts closed through the payment guard first.
 * Idempotent: only quotations not yet flagged are read (orders_valid_until_idx), each in its own short transaction.
 * The calls acting on a quotation refuse it past its validity anyway (assertQuotationOpen), whether this has run or not.
 */

const due = (now: Date) =>
  and(
    eq(orders.isQuotation, true),
    eq(orders.status, 'READY'),
    eq(orders.expired, false),
    lte(orders.quotationValidUntil, now),
  )

/** Flags every READY quotation past its validity on `now`; answers how many. */
export async function expireQuotations(deps: GuardDeps, now = deps.clock()): Promise<number> {
  const candidates = await deps.db.select({ id: orders.id }).from(orders).where(due(now))
  let expired = 0
  for (const { id } of candidates) {
    try {
      await closeOpenPayments(deps, id, 'quotation_expired')
    } catch (err) {
      // A payment being confirmed or the provider away: the next run sees the quotation again.
      deps.log.warn({ err, orderId: id }, 'quotation not expired: its payment could not be closed')
      continue
    }
    const done = await deps.db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.id, id), due(now)))
        .for('update', { skipLocked: true })
      if (!order) return false
      await tx
        .update(orders)
        .set({
          expired: true,
          quotationExpiredAt: now,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(orders.id, id))
      return true
    })
    if (done) expired++
  }
  if (expired > 0) deps.log.info({ expired }, 'quotations past their validity expired')
  return expired
}

/** Every hour at minute 7: a quotation's validity ends at a Rome midnight, the desk sees it expired within the hour. */
export const quotationExpiryJob: JobDefinition<GuardDeps> = {
  name: 'quotation-expiry',
  settings: { retryLimit: 3, retryDelay: 300 },
  cron: '7 * * * *',
  handler: async (deps) => {
    await expireQuotations(deps)
  },
}
