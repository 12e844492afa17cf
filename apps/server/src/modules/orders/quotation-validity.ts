import { isQuotationOpen } from '@shop/domain/desk/quotation-validity'
import { AppError } from '../../plugins/errors.ts'

/** Label key of the 409 for a quotation past its validity ('Il preventivo {{ref}} è scaduto'). */
export const QUOTATION_EXPIRED_KEY = 'orders.quotation_expired'

/**
 * Refuses (409) a call acting on a quotation past its validity (issue 24 item 8): the desk's send, the customer's
 * ask to modify, and the customer area's approve and refuse. It reads the row as locked by the caller's transaction, so
 * the expiry job need not have run.
 */
export function assertQuotationOpen(
  order: { expired: boolean; quotationValidUntil: Date | null; orderRef: string | null },
  now: Date,
): void {
  if (!isQuotationOpen({ expired: order.expired, validUntil: order.quotationValidUntil }, now))
    throw new AppError('conflict', QUOTATION_EXPIRED_KEY, {}, {}, { ref: order.orderRef ?? '' })
}
