import { describe, expect, it } from 'vitest'
import { defaultValidityDay, endOfRomeDay, isQuotationOpen, validityDay } from './quotation-validity.ts'

describe('endOfRomeDay', () => {
  it.each([
    // Winter (UTC+1), summer (UTC+2), and the two nights the clocks change.
    ['2026-01-15', '2026-01-15T23:00:00.000Z'],
    ['2026-07-15', '2026-07-15T22:00:00.000Z'],
    ['2026-03-28', '2026-03-28T23:00:00.000Z'],
    ['2026-03-29', '2026-03-29T22:00:00.000Z'],
    ['2026-10-24', '2026-10-24T22:00:00.000Z'],
    ['2026-10-25', '2026-10-25T23:00:00.000Z'],
  ])('%s ends at %s', (day, end) => {
    expect(endOfRomeDay(day).toISOString()).toBe(end)
    expect(validityDay(endOfRomeDay(day))).toBe(day)
  })
})

describe('defaultValidityDay', () => {
  it('is 30 days after today in Rome', () => {
    expect(defaultValidityDay(new Date('2026-01-31T23:30:00Z'))).toBe('2026-03-03')
    expect(defaultValidityDay(new Date('2026-06-01T10:00:00Z'))).toBe('2026-07-01')
  })
})

describe('isQuotationOpen', () => {
  const now = new Date('2026-05-10T10:00:00Z')
  it.each([
    [false, null, true],
    [false, '2026-05-10T10:00:01Z', true],
    [false, '2026-05-10T10:00:00Z', false],
    [true, '2026-06-10T10:00:00Z', false],
  ])('expired %s, valid until %s → %s', (expired, until, open) => {
    expect(isQuotationOpen({ expired, validUntil: until === null ? null : new Date(until) }, now)).toBe(open)
  })
})
