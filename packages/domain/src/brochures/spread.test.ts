import { describe, expect, it } from 'vitest'
import { isSpreadLayout, lastView, pageOfView, pagesOfView, viewOfPage } from './spread.ts'

const book = { pageCount: 24, isSpread: true }
const odd = { pageCount: 5, isSpread: true }
const phone = { pageCount: 24, isSpread: false }

describe('isSpreadLayout', () => {
  it.each([
    [24, false, true],
    [24, true, false],
    [1, false, false],
    [2, false, true],
  ])('%i pages, mobile %s: spread %s', (pages, mobile, expected) => {
    expect(isSpreadLayout(pages, mobile)).toBe(expected)
  })
})

describe('views', () => {
  it.each([
    [book, 0, [null, 1]],
    [book, 1, [2, 3]],
    [book, 12, [24, null]],
    [odd, 2, [4, 5]],
    [phone, 0, [1]],
    [phone, 23, [24]],
  ])('%j view %i shows %j', (layout, view, pages) => {
    expect(pagesOfView(layout, view)).toEqual(pages)
  })

  it.each([
    [book, 1, 0],
    [book, 2, 1],
    [book, 3, 1],
    [book, 24, 12],
    [book, 99, 12],
    [book, 0, 0],
    [phone, 5, 4],
  ])('%j page %i is in view %i', (layout, page, view) => {
    expect(viewOfPage(layout, page)).toBe(view)
  })

  it('knows the last view and the page each view stands for', () => {
    expect(lastView(book)).toBe(12)
    expect(lastView(odd)).toBe(2)
    expect(lastView(phone)).toBe(23)
    expect(pageOfView(book, 0)).toBe(1)
    expect(pageOfView(book, 3)).toBe(6)
    expect(pageOfView(phone, 3)).toBe(4)
  })
})
