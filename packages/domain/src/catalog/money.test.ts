import { describe, expect, it } from 'vitest'
import { isKnownPrice, mulDivRoundHalfUp, toHundredths } from './money.ts'

describe('mulDivRoundHalfUp', () => {
  it.each([
    [12345, 6700, 10000, 8271],
    [999, 1, 2, 500],
    [999, 5000, 10000, 500],
    [998, 5000, 10000, 499],
    [1, 1, 3, 0],
    [2, 1, 3, 1],
    [100000, 7000 * 9000, 10000 ** 2, 63000],
    [0, 5000, 10000, 0],
    [5, 0, 10000, 0],
    // Beyond 2^53 in the intermediate product: computed on BigInt, still exact.
    [99_999_999_999, 9999 * 9999, 10000 ** 2, 99_980_000_999],
    [99_999_999_999, 5, 10, 50_000_000_000],
  ])('%i × %i ÷ %i = %i', (amount, numerator, denominator, expected) => {
    expect(mulDivRoundHalfUp(amount, numerator, denominator)).toBe(expected)
  })

  it.each([
    [-1, 1, 1],
    [1.5, 1, 1],
    [1, 1, 0],
  ])('refuses %d × %d ÷ %d', (amount, numerator, denominator) => {
    expect(() => mulDivRoundHalfUp(amount, numerator, denominator)).toThrow(RangeError)
  })
})

describe('toHundredths and isKnownPrice', () => {
  it.each([
    [30, 3000],
    [12.5, 1250],
    [0.07, 7],
    [33.33, 3333],
  ])('%d%% is %i hundredths', (percent, hundredths) => {
    expect(toHundredths(percent)).toBe(hundredths)
  })

  it.each([
    [0, true],
    [100000, true],
    [-1, false],
    [null, false],
    [undefined, false],
    [1.5, false],
  ])('%s is a known price: %s', (price, known) => {
    expect(isKnownPrice(price)).toBe(known)
  })
})
