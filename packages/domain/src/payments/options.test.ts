import { describe, expect, it } from 'vitest'
import type { PaymentRights } from '../orders/checkout.ts'
import { type PaymentOption, type PaymentOptionRefusal, paymentOptions } from './options.ts'

const ALL = { card: true, bank_transfer: true, paypal: true }
const PAYS: PaymentRights = { in_advance: true, online: true }
const OVER_MAX: PaymentRights = { in_advance: true, online: false }
const NOT: PaymentRights = { in_advance: false, online: false }

type Row = [string, Parameters<typeof paymentOptions>[0], Record<PaymentOption, PaymentOptionRefusal | null>]

// Worked out by hand from the rules: the shop's offer first, then the address, the right to pay in advance, and the
// per-charge maximum of the card and PayPal.
const ROWS: Row[] = [
  [
    'a complete address and the right to pay: all three',
    { offered: ALL, address: 'complete', rights: PAYS },
    { card: null, bank_transfer: null, paypal: null },
  ],
  [
    'above one charge: the transfer only',
    { offered: ALL, address: 'complete', rights: OVER_MAX },
    { card: 'over_online_max', bank_transfer: null, paypal: 'over_online_max' },
  ],
  [
    'no right to pay in advance: none',
    { offered: ALL, address: 'complete', rights: NOT },
    { card: 'not_allowed', bank_transfer: 'not_allowed', paypal: 'not_allowed' },
  ],
  [
    'no address: it comes before the rights',
    { offered: ALL, address: 'none', rights: NOT },
    { card: 'address_needed', bank_transfer: 'address_needed', paypal: 'address_needed' },
  ],
  [
    'an incomplete address',
    { offered: ALL, address: 'incomplete', rights: PAYS },
    { card: 'address_incomplete', bank_transfer: 'address_incomplete', paypal: 'address_incomplete' },
  ],
  [
    'no PayPal account and no bank details: the card only',
    { offered: { card: true, bank_transfer: false, paypal: false }, address: 'none', rights: OVER_MAX },
    { card: 'address_needed', bank_transfer: 'unavailable', paypal: 'unavailable' },
  ],
]

describe('paymentOptions', () => {
  it.each(ROWS)('%s', (_, input, reasons) => {
    const answer = paymentOptions(input)
    for (const [option, reason] of Object.entries(reasons) as [PaymentOption, PaymentOptionRefusal | null][])
      expect(answer[option], option).toEqual({ allowed: reason === null, reason })
  })
})
