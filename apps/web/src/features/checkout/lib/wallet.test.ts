import type { PaymentOptionsResponse } from '@shop/domain/payments/schemas'
import { describe, expect, it } from 'vitest'
import { initialWallet, type WalletState, walletOffer, walletReducer, walletShippingBody } from './wallet.ts'

const start = initialWallet({ carrier_id: 3 })
const failure = { title: 'checkout.wallet.try_again_later', message: 'Riprova più tardi' }

describe('walletReducer', () => {
  it('opens on the card, nothing accepted, the proposed address, the cart’s carrier kept', () => {
    expect(start).toEqual({
      addressId: null,
      method: 'card',
      accepted: false,
      termsMissing: false,
      phase: 'ready',
      failure: null,
      presetCarrierId: 3,
    })
  })

  it('pays through its phases, and a failure gives the button back', () => {
    const paying = walletReducer({ ...start, accepted: true }, { type: 'pay' })
    expect(paying.phase).toBe('paying')
    expect(walletReducer(paying, { type: 'leave' }).phase).toBe('leaving')
    expect(walletReducer(paying, { type: 'fail', failure })).toMatchObject({ phase: 'ready', failure })
  })

  it('says the terms are missing until they are ticked', () => {
    const missing = walletReducer(start, { type: 'terms_missing' })
    expect(missing.termsMissing).toBe(true)
    expect(walletReducer(missing, { type: 'accept_terms', accepted: true })).toMatchObject({
      accepted: true,
      termsMissing: false,
    })
  })

  it.each([
    ['another address', { type: 'choose_address', addressId: 7 }, { addressId: 7 }],
    ['another method', { type: 'choose_method', method: 'paypal' }, { method: 'paypal' }],
    ['paying again', { type: 'pay' }, { phase: 'paying' }],
  ] as const)('forgets the last failure on %s', (_, action, changed) => {
    const failed: WalletState = { ...start, failure }
    expect(walletReducer(failed, action)).toEqual({ ...failed, ...changed, failure: null })
  })
})

describe('walletOffer', () => {
  const yes = { allowed: true, reason: null }
  const overMax = { allowed: false, reason: 'over_online_max' } as const
  const all: PaymentOptionsResponse['options'] = { card: yes, bank_transfer: yes, paypal: yes }

  it.each([
    ['all three, the card first', all, 'card', ['card', 'bank_transfer', 'paypal'], 'card', false],
    ["the buyer's choice", all, 'paypal', ['card', 'bank_transfer', 'paypal'], 'paypal', false],
    [
      'above one charge: the transfer, and why',
      { card: overMax, bank_transfer: yes, paypal: overMax },
      'card',
      ['bank_transfer'],
      'bank_transfer',
      true,
    ],
    [
      'no PayPal account',
      { ...all, paypal: { allowed: false, reason: 'unavailable' } },
      'paypal',
      ['card', 'bank_transfer'],
      'card',
      false,
    ],
    [
      'nothing',
      {
        card: { allowed: false, reason: 'not_allowed' },
        bank_transfer: { allowed: false, reason: 'not_allowed' },
        paypal: { allowed: false, reason: 'not_allowed' },
      },
      'card',
      [],
      null,
      false,
    ],
  ] as const)('%s', (_, options, chosen, methods, method, overOnlineMax) => {
    expect(walletOffer(options, chosen)).toEqual({ methods, method, overOnlineMax })
  })
})

describe('walletShippingBody', () => {
  const cart = { id: 40, can_edit_carrier: true, reference_client_code: 'PO-3' }
  it("ships where the buyer looks, by the destination's carrier, with the cart's reference", () => {
    expect(walletShippingBody(cart, null, { id: 5, esaedro_zone_code: 'DEU' })).toEqual({
      order: {
        id: 40,
        shipment_address_id: 5,
        carrier_id: 3,
        custom_carrier: '',
        desired_shipping_date: '',
        reference_client_code: 'PO-3',
        reference_client_date: '',
      },
    })
  })
  it("keeps the client's own carrier", () => {
    expect(walletShippingBody(cart, 4, { id: 5, esaedro_zone_code: '000' }).order.carrier_id).toBe(4)
  })
})
