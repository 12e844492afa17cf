import { isQuotationOpen } from '../desk/quotation-validity.ts'
import type { CustomerActions } from './area-schemas.ts'
import type { OrderStatus } from './status-machine.ts'

/**
 * What the customer may do with one of their orders or quotations now (spec 3 §2 detail, §4 transitions; issue 25
 * item 7): the detail's buttons, and the same conditions the server's actions check under the order's lock (which
 * answer 409 where this says no). Every action on a quotation needs it still open: not expired, its validity not
 * passed (isQuotationOpen).
 */
export type ActionSubject = {
  status: OrderStatus
  is_quotation: boolean
  expired: boolean
  quotation_valid_until: Date | null
  /** Paid online or marked paid by the desk. */
  payed: boolean
  /** A payment attempt the buyer could still pay (creating or open at the provider). */
  payment_open: boolean
  /** The desk recorded a shipment. */
  shipped: boolean
  has_promo_code: boolean
  /** The shop takes promo codes and the viewer sees prices (the cart's rule, cartPermissions). */
  promo_codes: boolean
}

/**
 * Any order or quotation goes back into the cart at today's prices (issue 26 item 4), but an order request still to
 * complete: 'Modifica il carrello' takes that one back as it is, and completing it is the way forward.
 */
export function canReorder(status: OrderStatus): boolean {
  return status !== 'INCOMPLETE_REQUEST'
}

export function customerActions(order: ActionSubject, now: Date): CustomerActions {
  const open =
    order.is_quotation &&
    isQuotationOpen({ expired: order.expired, validUntil: order.quotation_valid_until }, now)
  const ready = open && order.status === 'READY'
  const requested = open && order.status === 'NEW'
  return {
    ask_modification: ready,
    refuse: ready,
    approve: ready,
    // An approved quotation may be cancelled while nothing depends on it: no money taken or on its way, nothing sent.
    cancel:
      requested ||
      (open && order.status === 'CONFIRMED' && !order.payed && !order.payment_open && !order.shipped),
    add_promo_code: requested && order.promo_codes && !order.has_promo_code,
    complete: !order.is_quotation && order.status === 'INCOMPLETE_REQUEST',
    reorder: canReorder(order.status),
  }
}
