import { choosePaymentMode, isOnlinePaymentMode } from '@shop/domain/orders/checkout'
import type { Order } from '@shop/domain/orders/checkout-schemas'

/**
 * The payment step's choice (spec 3 §2 Completion flow): the modes the server offers for this order, in its order,
 * and the client's default among them (the order carries the client's mode; else the first one offered).
 */
export function paymentChoice(order: Pick<Order, 'payment_modes' | 'payment_mode_id'>): {
  modes: number[]
  defaultId: number | null
  initial: number
} {
  const modes = order.payment_modes
  const own =
    order.payment_mode_id !== null && modes.includes(order.payment_mode_id) ? order.payment_mode_id : null
  const defaultId = own ?? modes[0] ?? null
  return { modes, defaultId, initial: choosePaymentMode(defaultId, modes, order.payment_mode_id) }
}

/** The final call: the card goes through submit_complete_order (the payments issue), every other mode completes. */
export function completionCall(modeId: number): 'order/submit_complete_order' | 'order/complete_order' {
  return isOnlinePaymentMode(modeId) ? 'order/submit_complete_order' : 'order/complete_order'
}
