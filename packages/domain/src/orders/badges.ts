import type { OrderStatus } from './status-machine.ts'

/**
 * The badges an order or a quotation wears in the customer area (spec 3 §4 'Quotation badges', 'Order badges'): the
 * label keys of their texts.
 */
export const ORDER_BADGES = [
  'orders.badge.quotation_expired',
  'orders.badge.in_preparation',
  'orders.badge.to_approve',
  'orders.badge.approved',
  'orders.badge.refused',
  'orders.badge.cancelled',
  'orders.badge.closed',
  'orders.badge.not_sent',
  'orders.badge.awaiting_acceptance',
] as const
export type OrderBadge = (typeof ORDER_BADGES)[number]

/** The badge of one order or quotation: the first rule that matches wins; `cancelled` is the status since issue 21. */
export function orderBadge(order: {
  status: OrderStatus
  is_quotation: boolean
  expired: boolean
}): OrderBadge {
  const { status } = order
  if (order.is_quotation && order.expired) return 'orders.badge.quotation_expired'
  if (status === 'CANCELLED') return 'orders.badge.cancelled'
  // The history's badge (spec 3 §4 'In the history: CLOSED = Chiuso').
  if (status === 'CLOSED') return 'orders.badge.closed'
  if (status === 'CONFIRMED') return 'orders.badge.approved'
  if (order.is_quotation) {
    if (status === 'READY') return 'orders.badge.to_approve'
    if (status === 'REFUSED') return 'orders.badge.refused'
    return 'orders.badge.in_preparation'
  }
  if (status === 'INCOMPLETE_REQUEST') return 'orders.badge.not_sent'
  if (status === 'NEW') return 'orders.badge.awaiting_acceptance'
  return 'orders.badge.in_preparation'
}
