import type { Address } from '@shop/domain/accounts/address'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'
import { PAYMENT_OPTIONS, type PaymentOption } from '@shop/domain/payments/options'
import type { PaymentOptionsResponse } from '@shop/domain/payments/schemas'
import { carrierFor } from './shipping.ts'

/**
 * 'Pay now' in the customer modal (spec 2 §2.2, §4; issue 12) as steps: the buyer looks at an address (the proposed one
 * until they pick another), picks a way to pay and accepts the terms; paying runs the calls, and the card and PayPal
 * leave for the provider's page. What may be paid is the server's answer (GET payment_options); this is what the buyer
 * did.
 */

/** A payment that failed: its title's label key and the server's message. */
export type WalletFailure = { title: string; message: string }

export type WalletState = {
  /** The address the buyer picked; null while the proposed one stands. */
  addressId: number | null
  method: PaymentOption
  accepted: boolean
  /** Pay was pressed without the terms: the box says they are needed until it is ticked. */
  termsMissing: boolean
  /** 'paying' while the calls run; 'leaving' once the browser is on its way to the provider (still busy). */
  phase: 'ready' | 'paying' | 'leaving'
  failure: WalletFailure | null
  /**
   * The client's carrier as the cart first showed it: each address's carrier is worked out from it (carrierFor), not
   * from one a payment that failed left on the cart for another address.
   */
  presetCarrierId: number | null
}

export type WalletAction =
  | { type: 'choose_address'; addressId: number }
  | { type: 'choose_method'; method: PaymentOption }
  | { type: 'accept_terms'; accepted: boolean }
  | { type: 'terms_missing' }
  | { type: 'pay' }
  | { type: 'leave' }
  | { type: 'fail'; failure: WalletFailure }

/** The wallet as it opens on a cart: the card first (spec 2 §4), nothing accepted. */
export function initialWallet(cart: Pick<Cart, 'carrier_id'>): WalletState {
  return {
    addressId: null,
    method: 'card',
    accepted: false,
    termsMissing: false,
    phase: 'ready',
    failure: null,
    presetCarrierId: cart.carrier_id,
  }
}

/** One step of the wallet; a choice clears the last failure, which was about the choice before. */
export function walletReducer(state: WalletState, action: WalletAction): WalletState {
  switch (action.type) {
    case 'choose_address':
      return { ...state, addressId: action.addressId, failure: null }
    case 'choose_method':
      return { ...state, method: action.method, failure: null }
    case 'accept_terms':
      return { ...state, accepted: action.accepted, termsMissing: false }
    case 'terms_missing':
      return { ...state, termsMissing: true }
    case 'pay':
      return { ...state, phase: 'paying', failure: null }
    case 'leave':
      return { ...state, phase: 'leaving' }
    case 'fail':
      return { ...state, phase: 'ready', failure: action.failure }
  }
}

/**
 * What the wallet offers for the server's answer: the ways allowed, in the wallet's order; the one to pay with (the
 * buyer's, else the first allowed; null when none is); and whether the card and PayPal are off only for being above one
 * charge, which the wallet says beside the bank transfer.
 */
export function walletOffer(options: PaymentOptionsResponse['options'], chosen: PaymentOption) {
  const methods = PAYMENT_OPTIONS.filter((option) => options[option].allowed)
  return {
    methods,
    method: methods.includes(chosen) ? chosen : (methods[0] ?? null),
    overOnlineMax: options.card.reason === 'over_online_max',
  }
}

/**
 * POST order/get_shipping_info's body when the buyer pays: the wallet's calls name only the cart, so its shipment
 * address goes on it first, with the carrier for that destination and the cart's own reference, no dates.
 */
export function walletShippingBody(
  cart: Pick<Cart, 'id' | 'can_edit_carrier' | 'reference_client_code'>,
  presetCarrierId: number | null,
  address: Pick<Address, 'id' | 'esaedro_zone_code'>,
): ShippingInfoBody {
  return {
    order: {
      id: cart.id,
      shipment_address_id: address.id,
      carrier_id: carrierFor(
        { carrier_id: presetCarrierId, can_edit_carrier: cart.can_edit_carrier },
        address.esaedro_zone_code,
      ),
      custom_carrier: '',
      desired_shipping_date: '',
      reference_client_code: cart.reference_client_code,
      reference_client_date: '',
    },
  }
}
