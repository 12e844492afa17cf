import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import { describe, expect, it } from 'vitest'
import { type ActionFacts, deskActions } from './desk-orders.rules.ts'

const base: ActionFacts = {
  status: 'NEW',
  isQuotation: false,
  paymentModeId: PAYMENT_MODE_IDS.cdp,
  payed: false,
  amountDue: 12_200,
  livePayment: false,
  unshipped: true,
  shipped: false,
}

const on = (facts: Partial<ActionFacts>) =>
  Object.entries(deskActions({ ...base, ...facts }))
    .filter(([, allowed]) => allowed)
    .map(([name]) => name)

describe('deskActions', () => {
  it.each([
    ['a NEW order on agreed terms', {}, ['accept', 'mark_paid', 'cancel']],
    [
      'a NEW bank-transfer order not paid',
      { paymentModeId: PAYMENT_MODE_IDS.pm5 },
      ['accept_without_prepayment', 'mark_paid', 'cancel'],
    ],
    [
      'a NEW bank-transfer order paid',
      { paymentModeId: PAYMENT_MODE_IDS.pm5, payed: true },
      ['accept', 'cancel'],
    ],
    ['a NEW quotation request', { isQuotation: true, amountDue: null }, ['cancel']],
    ['a CONFIRMED order', { status: 'CONFIRMED' }, ['mark_paid', 'ship', 'close', 'cancel']],
    [
      'a CONFIRMED order shipped in full and paid',
      { status: 'CONFIRMED', unshipped: false, shipped: true, payed: true },
      ['close'],
    ],
    [
      'a CONFIRMED order with an open card session',
      { status: 'CONFIRMED', livePayment: true },
      ['ship', 'close', 'cancel'],
    ],
    ['an order request', { status: 'INCOMPLETE_REQUEST' }, ['cancel_request']],
    ['a READY quotation', { status: 'READY', isQuotation: true }, []],
    ['a CLOSED order', { status: 'CLOSED' }, []],
    ['a CANCELLED order', { status: 'CANCELLED' }, []],
  ] as const)('%s', (_what, facts, actions) => {
    expect(on(facts as Partial<ActionFacts>)).toEqual(actions)
  })
})
