import { zodResolver } from '@hookform/resolvers/zod'
import { choosePaymentMode, isOnlinePaymentMode } from '@shop/domain/orders/checkout'
import { type CompleteOrderBody, completeOrderBody, type Order } from '@shop/domain/orders/checkout-schemas'
import type { OnlinePaymentMethod } from '@shop/domain/payments/options'
import type { Resolver } from 'react-hook-form'

/**
 * The payment step's choice (spec 2 §4-§5, spec 3 §2 Completion flow; issue 23 item 4): the modes the server offers
 * for this order in its order, the client's default among them, and the online mode (PV9) offered as the two ways it
 * is paid, the card and PayPal, PayPal while GET payment_options says the shop takes it for this order.
 */

/** One way to pay on the list: a mode, and for the online mode how it is paid (null for every other mode). */
export type PaymentChoice = { key: string; modeId: number; method: OnlinePaymentMethod | null }

/** The radio value of a mode and method: '12', '13-card', '13-paypal'. */
export function choiceKey(modeId: number, method: OnlinePaymentMethod | null): string {
  return isOnlinePaymentMode(modeId) ? `${modeId}-${method ?? 'card'}` : String(modeId)
}

/** Every way to pay the buyer may pick, in the server's order; the online mode as the card, then PayPal. */
export function paymentChoices(modes: readonly number[], paypal: boolean): PaymentChoice[] {
  return modes.flatMap((modeId): PaymentChoice[] => {
    if (!isOnlinePaymentMode(modeId)) return [{ key: choiceKey(modeId, null), modeId, method: null }]
    const methods: OnlinePaymentMethod[] = paypal ? ['card', 'paypal'] : ['card']
    return methods.map((method) => ({ key: choiceKey(modeId, method), modeId, method }))
  })
}

/** The modes offered and the client's default among them (the order carries the client's mode; else the first). */
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

/** The final call: the online mode goes through submit_complete_order (its payment), every other mode completes. */
export function completionCall(modeId: number): 'order/submit_complete_order' | 'order/complete_order' {
  return isOnlinePaymentMode(modeId) ? 'order/submit_complete_order' : 'order/complete_order'
}

/** The step's form: the completion body's `order`, the terms unticked until the buyer ticks them. */
export type PaymentValues = {
  order: Omit<CompleteOrderBody['order'], 'accept_terms'> & { accept_terms: boolean }
}
export type PaymentBody = Pick<CompleteOrderBody, 'order'>

/** The form as the step opens on the order: its default mode, the card for the online mode, nothing accepted. */
export function initialPayment(
  order: Pick<Order, 'id' | 'payment_modes' | 'payment_mode_id'>,
): PaymentValues {
  return {
    order: {
      id: order.id,
      payment_mode_id: paymentChoice(order).initial,
      payment_method: 'card',
      accept_terms: false,
    },
  }
}

/** Checked with the schema the server checks the body with: 'order.accept_terms' is named alike on both sides. */
export const paymentResolver = zodResolver(completeOrderBody.pick({ order: true })) as unknown as Resolver<
  PaymentValues,
  unknown,
  PaymentBody
>
