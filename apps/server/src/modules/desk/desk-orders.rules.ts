import type { DeskActions } from '@shop/domain/desk/order-schemas'
import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import { canTransition, type OrderStatus } from '@shop/domain/orders/status-machine'

/**
 * What staff may do to an order now (issue 24 item 4), from the status machine's staff edges and the payment state;
 * the fulfilment answer carries it so that the panel offers only these buttons, and each call checks again.
 */

export type ActionFacts = {
  status: OrderStatus
  isQuotation: boolean
  paymentModeId: number | null
  payed: boolean
  /** The order's total with VAT; null while it has none (a quotation request not priced yet). */
  amountDue: number | null
  /** An online payment attempt the buyer could still pay. */
  livePayment: boolean
  /** Some line has quantities not shipped yet. */
  unshipped: boolean
  shipped: boolean
}

/** True for an order paid by bank transfer in advance (PM5) whose money has not been recorded. */
export const awaitsPrepayment = (f: Pick<ActionFacts, 'paymentModeId' | 'payed'>) =>
  f.paymentModeId === PAYMENT_MODE_IDS.pm5 && !f.payed

/** The actions the fulfilment answer offers (each call checks its own conditions again under the row's lock). */
export function deskActions(f: ActionFacts): DeskActions {
  const staffMay = (to: OrderStatus) => canTransition(f.status, to, 'staff')
  // A quotation request (NEW quotation) is priced, never accepted: accepting is for orders.
  const acceptable = staffMay('CONFIRMED') && !f.isQuotation
  return {
    accept: acceptable && !awaitsPrepayment(f),
    accept_without_prepayment: acceptable && awaitsPrepayment(f),
    mark_paid:
      !f.payed &&
      !f.livePayment &&
      f.amountDue !== null &&
      f.amountDue > 0 &&
      (f.status === 'CONFIRMED' || (f.status === 'NEW' && !f.isQuotation)),
    ship: f.status === 'CONFIRMED' && f.unshipped,
    close: staffMay('CLOSED'),
    // Goods already sent are not cancelled from the desk: the order is closed instead.
    cancel: (f.status === 'NEW' || f.status === 'CONFIRMED') && staffMay('CANCELLED') && !f.shipped,
    cancel_request: f.status === 'INCOMPLETE_REQUEST',
  }
}
