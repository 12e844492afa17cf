import { describe, expect, it } from 'vitest'
import { earliestShippingDate, isDesiredDateAllowed, isWorkingDay } from './shipping-date.ts'

describe('isWorkingDay', () => {
  it.each([
    ['2026-01-12', true, 'a Monday'],
    ['2026-01-17', false, 'a Saturday'],
    ['2026-01-18', false, 'a Sunday'],
    ['2026-01-01', false, 'Capodanno'],
    ['2027-01-06', false, 'Epifania, a Wednesday'],
    ['2026-04-03', true, 'Good Friday is no holiday in Italy'],
    ['2026-04-06', false, 'Easter Monday 2026'],
    ['2027-03-29', false, 'Easter Monday 2027'],
    ['2025-04-21', false, 'Easter Monday 2025'],
    ['2025-04-25', false, 'Liberazione, a Friday'],
    ['2026-05-01', false, 'Festa del Lavoro, a Friday'],
    ['2026-06-02', false, 'Festa della Repubblica, a Tuesday'],
    ['2025-08-15', false, 'Ferragosto, a Friday'],
    ['2026-08-14', true, 'the day before Ferragosto'],
    ['2027-11-01', false, 'Ognissanti, a Monday'],
    ['2026-12-08', false, 'Immacolata, a Tuesday'],
    ['2026-12-24', true, 'Christmas Eve is a working day'],
    ['2026-12-25', false, 'Natale'],
    ['2025-12-26', false, 'Santo Stefano, a Friday'],
    ['2026-02-30', false, 'no such day'],
    ['26/01/2026', false, 'the display format'],
  ])('%s: %s (%s)', (date, working) => {
    expect(isWorkingDay(date)).toBe(working)
  })
})

describe('earliestShippingDate', () => {
  it.each([
    ['2026-01-12T09:00:00Z', '2026-01-26', 'a Monday: two weeks later'],
    ['2026-01-16T20:00:00Z', '2026-01-30', 'a Friday evening in Rome'],
    [
      '2026-01-16T23:30:00Z',
      '2026-01-30',
      'Friday in UTC, already Saturday in Rome: the weekend counts nothing',
    ],
    ['2026-01-15T23:30:00Z', '2026-01-30', 'Thursday in UTC, already Friday in Rome: counted from Friday'],
    ['2026-01-15T22:30:00Z', '2026-01-29', 'Thursday 23:30 in Rome: counted from Thursday'],
    ['2026-03-26T10:00:00Z', '2026-04-10', 'over Easter 2026: Good Friday counts, Easter Monday not'],
    ['2025-04-16T10:00:00Z', '2025-05-05', 'April 2025: Easter Monday, 25 April and 1 May skipped'],
    ['2026-12-18T10:00:00Z', '2027-01-05', 'over Christmas: 25 December and 1 January skipped'],
    ['2026-12-21T10:00:00Z', '2027-01-07', 'into January: the Epiphany skipped too'],
    ['2026-07-25T10:00:00Z', '2026-08-07', 'from a Saturday in summer (CEST)'],
  ])('%s -> %s (%s)', (now, earliest) => {
    expect(earliestShippingDate(new Date(now))).toBe(earliest)
  })
})

describe('isDesiredDateAllowed', () => {
  const monday = new Date('2026-01-12T09:00:00Z') // earliest: Monday 26 January 2026
  it.each([
    ['2026-01-26', true, 'the earliest date'],
    ['2026-01-27', true, 'a later working day'],
    ['2026-01-23', false, 'a working day before the earliest'],
    ['2026-01-12', false, 'today'],
    ['2026-01-31', false, 'a Saturday after the earliest'],
    ['2026-02-01', false, 'a Sunday after the earliest'],
    ['2026-12-25', false, 'Christmas'],
    ['2028-02-29', true, 'a leap day, a Tuesday'],
    ['2027-02-29', false, 'no leap day in 2027'],
    ['2026-13-01', false, 'month 13'],
    ['2026-1-27', false, 'not zero-padded'],
    ['27/01/2026', false, 'the display format'],
    ['2026-01-27T00:00:00Z', false, 'a timestamp'],
    ['', false, 'empty'],
  ])('%s: %s (%s)', (date, allowed) => {
    expect(isDesiredDateAllowed(date, monday)).toBe(allowed)
  })
})
