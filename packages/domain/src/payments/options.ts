import type { PaymentRights } from '../orders/checkout.ts'

/**
 * Paying an order before it ships (issue 22 item 7; docs/decisions/022): which of the ways the buyer may take, and for
 * each one that is off, why. GET order/{orderId}/payment_options answers it from the order as it is, saving nothing,
 * so a screen can ask before the buyer commits to anything.
 */

/** The ways to pay in advance, in the order the wallet offers them (spec 2 §4: creditcards, the default, first). */
export const PAYMENT_OPTIONS = ['card', 'bank_transfer', 'paypal'] as const
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number]

/** The ways the online mode (PV9) is paid: at the card provider's page or at PayPal's. */
export const ONLINE_PAYMENT_METHODS = ['card', 'paypal'] as const satisfies readonly PaymentOption[]
export type OnlinePaymentMethod = (typeof ONLINE_PAYMENT_METHODS)[number]

/** Why a way to pay is off, the first that applies in this order. */
export const PAYMENT_OPTION_REFUSALS = [
  /** The shop does not take it: no PayPal account, no bank account for transfers. */
  'unavailable',
  /** No shipment address chosen yet: every way to pay ships the order somewhere. */
  'address_needed',
  /** The shipment address lacks what shipping needs ('Dati non completi!'). */
  'address_incomplete',
  /** The buyer may not pay this order in advance (client not verified or not allowed to, a line to quote, no total). */
  'not_allowed',
  /** Card and PayPal: the total is more than one charge may take; the bank transfer still pays it. */
  'over_online_max',
] as const
export type PaymentOptionRefusal = (typeof PAYMENT_OPTION_REFUSALS)[number]

export type PaymentOptionAnswer = { allowed: boolean; reason: PaymentOptionRefusal | null }

/** For each way to pay in advance: allowed, or the first reason it is not. */
export function paymentOptions(input: {
  /** What the shop takes at all: the card always, PayPal with an account, the transfer with bank details. */
  offered: Record<PaymentOption, boolean>
  address: 'none' | 'incomplete' | 'complete'
  rights: PaymentRights
}): Record<PaymentOption, PaymentOptionAnswer> {
  const { offered, address, rights } = input
  const answer = (option: PaymentOption): PaymentOptionAnswer => {
    const online = option !== 'bank_transfer'
    const reason: PaymentOptionRefusal | null = !offered[option]
      ? 'unavailable'
      : address === 'none'
        ? 'address_needed'
        : address === 'incomplete'
          ? 'address_incomplete'
          : !rights.in_advance
            ? 'not_allowed'
            : online && !rights.online
              ? 'over_online_max'
              : null
    return { allowed: reason === null, reason }
  }
  return { card: answer('card'), bank_transfer: answer('bank_transfer'), paypal: answer('paypal') }
}
