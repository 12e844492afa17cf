import { describe, expect, it } from 'vitest'
import { completionCall, paymentChoice } from './payment.ts'

describe('paymentChoice', () => {
  it.each([
    ["the client's mode is the default and the choice", [11, 13, 12], 11, 11, 11],
    ['the first offered when the order has none', [11, 13, 12], null, 11, 11],
    ['a mode not offered falls back', [11], 13, 11, 11],
    ["'to be agreed' alone", [10], 10, 10, 10],
    ['nothing offered', [], null, null, 10],
  ] as const)('%s', (_, modes, own, defaultId, initial) => {
    expect(paymentChoice({ payment_modes: [...modes], payment_mode_id: own })).toEqual({
      modes,
      defaultId,
      initial,
    })
  })
})

describe('completionCall', () => {
  it('the card goes to submit_complete_order', () => {
    expect(completionCall(13)).toBe('order/submit_complete_order')
    expect(completionCall(12)).toBe('order/complete_order')
  })
})
