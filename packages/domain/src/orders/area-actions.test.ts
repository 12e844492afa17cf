import { describe, expect, it } from 'vitest'
import { type ActionSubject, customerActions } from './area-actions.ts'

const now = new Date('2026-06-15T10:00:00Z')
const later = new Date('2026-06-30T21:59:59Z')
const past = new Date('2026-06-14T21:59:59Z')

const quotation = (over: Partial<ActionSubject>): ActionSubject => ({
  status: 'READY',
  is_quotation: true,
  expired: false,
  quotation_valid_until: later,
  payed: false,
  payment_open: false,
  shipped: false,
  has_promo_code: false,
  promo_codes: true,
  ...over,
})

/** Nothing to do but put it back in the cart (any order or quotation, issue 26 item 4). */
const none = {
  ask_modification: false,
  refuse: false,
  approve: false,
  cancel: false,
  add_promo_code: false,
  complete: false,
  reorder: true,
}
const onReady = { ...none, ask_modification: true, refuse: true, approve: true }

describe('customerActions (spec 3 §2 detail, §4 transitions)', () => {
  it.each([
    ['READY, valid', quotation({}), onReady],
    [
      'READY, with a card payment open (approving closes it first)',
      quotation({ payment_open: true }),
      onReady,
    ],
    ['READY, validity passed', quotation({ quotation_valid_until: past }), none],
    ['READY, flagged expired', quotation({ expired: true }), none],
    [
      'NEW request (no validity yet)',
      quotation({ status: 'NEW', quotation_valid_until: null }),
      {
        ...none,
        cancel: true,
        add_promo_code: true,
      },
    ],
    ['NEW with a promo code', quotation({ status: 'NEW', has_promo_code: true }), { ...none, cancel: true }],
    [
      'NEW, promo codes off or prices hidden',
      quotation({ status: 'NEW', promo_codes: false }),
      {
        ...none,
        cancel: true,
      },
    ],
    ['NEW, expired', quotation({ status: 'NEW', expired: true }), none],
    ['CONFIRMED, unpaid, nothing shipped', quotation({ status: 'CONFIRMED' }), { ...none, cancel: true }],
    ['CONFIRMED, paid', quotation({ status: 'CONFIRMED', payed: true }), none],
    ['CONFIRMED, a payment open', quotation({ status: 'CONFIRMED', payment_open: true }), none],
    ['CONFIRMED, shipped', quotation({ status: 'CONFIRMED', shipped: true }), none],
    ['CONFIRMED, validity passed', quotation({ status: 'CONFIRMED', quotation_valid_until: past }), none],
    ['REFUSED', quotation({ status: 'REFUSED' }), none],
    ['CANCELLED', quotation({ status: 'CANCELLED' }), none],
    ['CLOSED', quotation({ status: 'CLOSED' }), none],
    [
      'an order request',
      quotation({ status: 'INCOMPLETE_REQUEST', is_quotation: false }),
      // 'Modifica il carrello' takes it back as it is: no reorder beside it.
      { ...none, complete: true, reorder: false },
    ],
    ['an order NEW', quotation({ status: 'NEW', is_quotation: false }), none],
    ['an order CONFIRMED, unpaid', quotation({ status: 'CONFIRMED', is_quotation: false }), none],
  ] as const)('%s', (_what, order, actions) => {
    expect(customerActions(order, now)).toEqual(actions)
  })
})
