import { describe, expect, it } from 'vitest'
import { displayToIso, isoToDisplay } from './dates.ts'

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
