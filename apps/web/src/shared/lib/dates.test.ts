import { describe, expect, it } from 'vitest'
import { displayToIso, isoToDisplay, romeDayToDisplay } from './dates.ts'

describe('isoToDisplay', () => {
  it.each([
    ['2026-12-05', '05/12/2026'],
    ['2028-02-29', '29/02/2028'],
    ['2026-02-29', ''],
    ['2026-13-01', ''],
    ['05/12/2026', ''],
    ['', ''],
  ])('%s -> %s', (iso, shown) => {
    expect(isoToDisplay(iso)).toBe(shown)
  })
})

describe('displayToIso', () => {
  it.each([
    ['05/12/2026', '2026-12-05'],
    ['5/1/2027', '2027-01-05'],
    ['05.12.2026', '2026-12-05'],
    [' 31-12-2026 ', '2026-12-31'],
    ['', ''],
    ['31/02/2026', null],
    ['2026-12-05', null],
    ['12/2026', null],
  ])('%s -> %s', (shown, iso) => {
    expect(displayToIso(shown)).toBe(iso)
  })

  it('turns a date into its shown form and back', () => {
    expect(displayToIso(isoToDisplay('2027-03-09'))).toBe('2027-03-09')
  })
})

describe('romeDayToDisplay', () => {
  it.each([
    ['2026-12-05T10:00:00.000Z', '05/12/2026'],
    // Already the next day in Rome.
    ['2026-12-31T23:30:00.000Z', '01/01/2027'],
    ['2026-07-01T22:30:00.000Z', '02/07/2026'],
  ])('%s -> %s', (timestamp, shown) => {
    expect(romeDayToDisplay(timestamp)).toBe(shown)
  })
})
