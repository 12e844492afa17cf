import { describe, expect, it } from 'vitest'
import { quantityOutcome } from './quantity.ts'

describe('quantityOutcome', () => {
  it.each([
    [3, { action: 'set', qty: 3, clamped: false }],
    [9999, { action: 'set', qty: 9999, clamped: false }],
    [10000, { action: 'set', qty: 9999, clamped: true }],
    [99999, { action: 'set', qty: 9999, clamped: true }],
    [0, { action: 'remove' }],
    [-3, { action: 'keep' }],
    [2.5, { action: 'keep' }],
    [Number.NaN, { action: 'keep' }],
    [Number.POSITIVE_INFINITY, { action: 'keep' }],
  ])('%s -> %j', (value, outcome) => {
    expect(quantityOutcome(value)).toEqual(outcome)
  })
})
