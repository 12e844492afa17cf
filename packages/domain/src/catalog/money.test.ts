import { describe, expect, it } from 'vitest'
import type { Lang } from '../i18n/langs.ts'
import {
  formatMoney,
  formatPercent,
  formatSaving,
  isKnownPrice,
  mulDivRoundHalfUp,
  splitProportionally,
  toHundredths,
} from './money.ts'

/** Intl's spaces, written out so the expected strings say exactly what a screen, a mail or a PDF gets. */
const NBSP = '\u00a0'
const NNBSP = '\u202f'

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

describe('splitProportionally', () => {
  it.each<[number, number[], number[]]>([
    [100, [1, 1, 1], [34, 33, 33]],
    [100, [334, 667], [33, 67]],
    [5, [0, 3, 0], [0, 5, 0]],
    [0, [0, 0], [0, 0]],
    [0, [], []],
    [7, [7], [7]],
    [2, [1, 1, 1], [1, 1, 0]],
    // total × weight passes 2^53: still exact.
    [99_999_999_999, [99_999_999_999, 1], [99_999_999_998, 1]],
  ])('%i over %j is %j', (total, weights, parts) => {
    expect(splitProportionally(total, weights)).toEqual(parts)
    expect(parts.reduce((a, b) => a + b, 0)).toBe(total)
  })

  it.each<[number, number[]]>([
    [1, []],
    [1, [0, 0]],
    [-1, [1]],
    [1, [-1, 2]],
    [1.5, [1]],
  ])('refuses %d over %j', (total, weights) => {
    expect(() => splitProportionally(total, weights)).toThrow(RangeError)
  })
})

describe('formatMoney: two decimals, grouping always, the euro sign where the language puts it', () => {
  it.each<[number, Lang, string]>([
    [913500, 'it', `9.135,00${NBSP}€`],
    [913500, 'en', '€9,135.00'],
    [913500, 'de', `9.135,00${NBSP}€`],
    [913500, 'es', `9.135,00${NBSP}€`],
    [913500, 'fr', `9${NNBSP}135,00${NBSP}€`],
    // Four and five digits grouped alike: CLDR's it and es would write '9135,00 €' beside '14.500,00 €'.
    [1450000, 'it', `14.500,00${NBSP}€`],
    [1450000, 'es', `14.500,00${NBSP}€`],
    [123456789, 'it', `1.234.567,89${NBSP}€`],
    [123456789, 'en', '€1,234,567.89'],
    [123456789, 'fr', `1${NNBSP}234${NNBSP}567,89${NBSP}€`],
    [5, 'it', `0,05${NBSP}€`],
    [0, 'en', '€0.00'],
    [5000, 'de', `50,00${NBSP}€`],
    [-5000, 'it', `-50,00${NBSP}€`],
    [-5000, 'en', '-€50.00'],
  ])('%i cents in %s: %s', (cents, lang, text) => {
    expect(formatMoney(cents, lang)).toBe(text)
  })
})

describe('formatPercent', () => {
  it.each<[number, Lang, string]>([
    [30, 'it', '30%'],
    [12.5, 'it', '12,5%'],
    [33.33, 'it', '33,33%'],
    [12.5, 'en', '12.5%'],
    [12.5, 'de', `12,5${NBSP}%`],
    [12.5, 'es', `12,5${NBSP}%`],
    [12.5, 'fr', `12,5${NBSP}%`],
    [100, 'it', '100%'],
    [0.07, 'en', '0.07%'],
  ])('%d in %s: %s', (percent, lang, text) => {
    expect(formatPercent(percent, lang)).toBe(text)
  })
})

describe('formatSaving', () => {
  it.each<[Lang, string]>([
    ['it', `risparmi 3.700,00${NBSP}€`],
    ['en', 'you save €3,700.00'],
    ['de', `Sie sparen 3.700,00${NBSP}€`],
    ['es', `ahorras 3.700,00${NBSP}€`],
    ['fr', `vous économisez 3${NNBSP}700,00${NBSP}€`],
  ])('%s: %s', (lang, text) => {
    expect(formatSaving(370000, lang)).toBe(text)
  })
})
