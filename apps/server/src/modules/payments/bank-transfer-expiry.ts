import { PAYMENT_MODE_IDS, romeToday } from '@shop/domain/orders/checkout'
import { BANK_TRANSFER_CANCEL_DAYS } from '@shop/domain/payments/schemas'
import { and, eq, sql } from 'drizzle-orm'
import { orders } from '../../db/schema/index.ts'
import type { JobDefinition } from '../../infra/jobs.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { findCustomer, queueCheckoutMails } from '../checkout/checkout.service.ts'
import { getOrderRows, sentOnDay } from '../orders/order.view.ts'
import { closeOpenPayments } from '../orders/payment-guard.service.ts'
import { applyTransition } from '../orders/status.service.ts'
import type { PaymentDeps } from './payments.service.ts'

/**
 * Spec 2 §9: an order to be paid by bank transfer in advance (PM5) is cancelled 10 calendar days (Europe/Rome) after it
 * was sent when it is still unpaid and staff have not confirmed it (still NEW). A nightly job on the job engine
 * (docs/decisions/010) finds the orders that are due, and cancels each through the status machine in its own short
 * transaction, with the customer's mail and the provider's notice queued in it.
 */

/** The last Rome date whose orders are due on `now`: today minus the days an unpaid transfer is kept. */
export function lastDueDate(now: Date): string {
  const today = new Date(`${romeToday(now)}T00:00:00Z`)
  today.setUTCDate(today.getUTCDate() - BANK_TRANSFER_CANCEL_DAYS)
  return today.toISOString().slice(0, 10)
}

/** Cancels every unpaid bank-transfer order that is due on `now`; answers how many. */
export async function cancelUnpaidBankTransfers(deps: PaymentDeps, now = deps.clock()): Promise<number> {
  const { db } = deps
  const due = and(
    eq(orders.status, 'NEW'),
    eq(orders.paymentModeId, PAYMENT_MODE_IDS.pm5),
    eq(orders.payed, false),
    eq(orders.isQuotation, false),
    sql`${sentOnDay} <= ${lastDueDate(now)}::date`,
  )
  const candidates = await db.select({ id: orders.id }).from(orders).where(due)
  if (candidates.length === 0) return 0
  const snap = await findCatalog(db)
  let cancelled = 0
  for (const { id } of candidates) {
    // A cancelled order can never be paid (issue 21): any attempt still open is expired at the provider first. One
    // that cannot be closed now (the provider away, a payment being confirmed) leaves the order to tomorrow's run.
    try {
      await closeOpenPayments(deps, id, 'order_cancelled')
    } catch (err) {
      deps.log.warn(
        { err, orderId: id },
        'unpaid bank-transfer order not cancelled: its payment could not be closed',
      )
      continue
    }
    // One short transaction per order: the row is locked and checked again (staff may have confirmed or marked it
    // paid since), and skipped if someone else holds it now; tomorrow's run sees it again.
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({ id: orders.id, userId: orders.userId })
        .from(orders)
        .where(and(eq(orders.id, id), due))
        .for('update', { skipLocked: true })
      if (!order) return false
      await applyTransition(tx, id, 'cancel_unpaid_transfer', 'system', { userId: null })
      if (order.userId !== null) {
        const customer = await findCustomer(tx, order.userId)
        const rows = await getOrderRows(db, id, tx)
        await queueCheckoutMails(deps, tx, {
          rows,
          snap,
          customer,
          kind: 'bank_order_cancelled',
          showPrices: true,
        })
      }
      return true
    })
    if (done) cancelled++
  }
  if (cancelled > 0) deps.log.info({ cancelled }, 'unpaid bank-transfer orders cancelled')
  return cancelled
}

/** Every night at 03:17 UTC (04:17 or 05:17 in Rome), after the Italian day has turned: one run among all processes. */
export const bankTransferExpiryJob: JobDefinition<PaymentDeps> = {
  name: 'bank-transfer-expiry',
  settings: { retryLimit: 3, retryDelay: 600 },
  cron: '17 3 * * *',
  handler: async (deps) => {
    await cancelUnpaidBankTransfers(deps)
  },
}
