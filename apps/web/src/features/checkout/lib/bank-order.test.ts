import type { Order } from '@shop/domain/orders/checkout-schemas'
import { describe, expect, it } from 'vitest'
import { bankOrderState, readBankOrderState } from './bank-order.ts'

const bank_transfer = {
  beneficiary: 'Silos Srl',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22',
  bank: 'BPM',
}
const order = { id: 7, order_ref: '2026-000007', bank_transfer } as unknown as Order

describe('readBankOrderState', () => {
  it('reads back what bankOrderState wrote', () => {
    expect(readBankOrderState(bankOrderState(order))).toBe(order)
  })

  it.each([
    ['no state', null],
    ['another state', { from: '/it/checkout' }],
    ['an order without bank details', { bankOrder: { order_ref: '2026-000007', bank_transfer: null } }],
    [
      'incomplete bank details',
      { bankOrder: { order_ref: '2026-000007', bank_transfer: { iban: 'IT60X' } } },
    ],
    ['no reference', { bankOrder: { bank_transfer } }],
  ])('null for %s', (_, state) => {
    expect(readBankOrderState(state)).toBeNull()
  })
})
