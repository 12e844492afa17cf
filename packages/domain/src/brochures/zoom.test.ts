import { describe, expect, it } from 'vitest'
import { zoomPictureWidth } from './zoom.ts'

describe('zoomPictureWidth', () => {
  it.each([
    // [screen pixels the page is drawn on, width of the page picture, expected]
    ['zoom 1 on a 2x laptop (a 585 px page)', 1170, 1200, null],
    ['zoom 1.5 on a 1x full-HD screen', 1095, 1200, null],
    ['a little past the picture, still sharp', 1320, 1200, null],
    ['zoom 1.5 on a 2x laptop', 1755, 1200, 2400],
    ['zoom 2 on a 2x laptop', 2340, 1200, 2400],
    ['zoom 3 on a 1x full-HD screen', 2190, 1200, 2400],
    ['zoom 3 on a 2x laptop', 3510, 1200, 3600],
    ['zoom 3 on a 2x full-HD screen: the largest there is', 4380, 1200, 3600],
    ['zoom 1.5 on a 2x phone (the 800 px set)', 1122, 800, 2400],
    ['zoom 1.5 on a 1x phone', 561, 800, null],
    ['nothing measured yet', 0, 1200, null],
    ['not a number', Number.NaN, 1200, null],
  ])('%s', (_what, devicePixels, base, expected) => {
    expect(zoomPictureWidth(devicePixels, base)).toBe(expected)
  })
})
