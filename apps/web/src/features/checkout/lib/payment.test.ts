import { describe, expect, it } from 'vitest'
import {
  choiceKey,
  completionCall,
  initialPayment,
  paymentChoice,
  paymentChoices,
  paymentResolver,
} from './payment.ts'

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

describe('paymentChoices', () => {
  it.each([
    [
      'the online mode as the card, then PayPal, in place',
      [12, 11, 13],
      true,
      ['12', '11', '13-card', '13-paypal'],
    ],
    ['no PayPal for this order: the card alone', [12, 11, 13], false, ['12', '11', '13-card']],
    ['above one online charge: no online mode, so neither', [11, 12], true, ['11', '12']],
    ["'to be agreed' alone", [10], true, ['10']],
  ] as const)('%s', (_, modes, paypal, keys) => {
    expect(paymentChoices(modes, paypal).map((c) => c.key)).toEqual(keys)
  })

  it('names the mode and the method of each', () => {
    expect(paymentChoices([12, 13], true)).toEqual([
      { key: '12', modeId: 12, method: null },
      { key: '13-card', modeId: 13, method: 'card' },
      { key: '13-paypal', modeId: 13, method: 'paypal' },
    ])
    // The form's values give the same key back: a mode not paid online ignores the method it carries.
    expect(choiceKey(12, 'card')).toBe('12')
    expect(choiceKey(13, 'paypal')).toBe('13-paypal')
  })
})

describe('completionCall', () => {
  it('the online mode goes to submit_complete_order', () => {
    expect(completionCall(13)).toBe('order/submit_complete_order')
    expect(completionCall(12)).toBe('order/complete_order')
  })
})

describe('the payment form', () => {
  const order = { id: 40, payment_modes: [12, 11, 13], payment_mode_id: null }

  it('opens on the default mode, the card for the online mode, the terms not ticked', () => {
    expect(initialPayment(order)).toEqual({
      order: { id: 40, payment_mode_id: 12, payment_method: 'card', accept_terms: false },
    })
  })

  it('is checked as complete_order checks its body: the terms on their field', async () => {
    const check = (values: ReturnType<typeof initialPayment>) =>
      paymentResolver(values, undefined, { fields: {}, shouldUseNativeValidation: false })
    const refused = await check(initialPayment(order))
    expect(refused.errors.order?.accept_terms?.message).toBe('orders.checkout.terms_required')
    const accepted = initialPayment(order)
    accepted.order.accept_terms = true
    accepted.order.payment_method = 'paypal'
    accepted.order.payment_mode_id = 13
    expect(await check(accepted)).toEqual({
      values: { order: { id: 40, payment_mode_id: 13, payment_method: 'paypal', accept_terms: true } },
      errors: {},
    })
  })
})
