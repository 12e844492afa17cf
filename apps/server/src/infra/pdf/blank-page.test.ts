import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { describe, expect, it } from 'vitest'
import { drawsVisibleContent, isAllWhite } from './blank-page.ts'

type Op = [number, unknown[] | null]
const list = (...ops: Op[]) => ({ fnArray: ops.map((o) => o[0]), argsArray: ops.map((o) => o[1]) })
const fillRect: Op = [OPS.constructPath, [OPS.fill, [], null]]
const strokeLine: Op = [OPS.constructPath, [OPS.stroke, [], null]]
const text: Op = [OPS.showText, [[]]]
const white = (op: number): Op => [op, ['#ffffff']]
const red = (op: number): Op => [op, ['#ff0000']]

describe('drawsVisibleContent', () => {
  it.each<[string, Op[], boolean]>([
    ['nothing', [], false],
    [
      'only state changes',
      [
        [OPS.save, null],
        [OPS.transform, [1, 0, 0, 1, 0, 0]],
        [OPS.restore, null],
      ],
      false,
    ],
    ['a white background', [white(OPS.setFillRGBColor), fillRect], false],
    ['a path filled in black (the default colour)', [fillRect], true],
    ['a path filled in red', [red(OPS.setFillRGBColor), fillRect], true],
    ['a red line', [white(OPS.setFillRGBColor), red(OPS.setStrokeRGBColor), strokeLine], true],
    ['a white line', [white(OPS.setStrokeRGBColor), strokeLine], false],
    [
      'white back after a restore',
      [[OPS.save, null], red(OPS.setFillRGBColor), [OPS.restore, null], white(OPS.setFillRGBColor), fillRect],
      false,
    ],
    [
      'black again after a restore',
      [[OPS.save, null], white(OPS.setFillRGBColor), [OPS.restore, null], fillRect],
      true,
    ],
    ['text in black', [text], true],
    ['text in white', [white(OPS.setFillRGBColor), text], false],
    ['invisible text (a scan’s OCR layer)', [[OPS.setTextRenderingMode, [3]], text], false],
    [
      'outlined text in red on white fill',
      [white(OPS.setFillRGBColor), red(OPS.setStrokeRGBColor), [OPS.setTextRenderingMode, [1]], text],
      true,
    ],
    ['an image', [[OPS.paintImageXObject, ['img', 10, 10]]], true],
    ['an image mask', [[OPS.paintImageMaskXObject, [{}]]], true],
    ['a shading', [[OPS.shadingFill, ['sh']]], true],
    ['a pattern fill', [[OPS.setFillColorN, ['Shading']], fillRect], true],
    ['a transparent fill', [[OPS.setFillTransparent, null], fillRect], false],
  ])('%s: %s', (_what, ops, expected) => {
    expect(drawsVisibleContent(list(...ops))).toBe(expected)
  })
})

describe('isAllWhite', () => {
  it.each<[string, Uint8Array, boolean]>([
    ['white', new Uint8Array(64).fill(255), true],
    ['one grey byte', Object.assign(new Uint8Array(64).fill(255), { 37: 254 }), false],
    ['white at an odd offset', new Uint8Array(65).fill(255).subarray(1), true],
    ['black at an odd offset', new Uint8Array(65).fill(0).subarray(1), false],
    ['nothing', new Uint8Array(0), true],
  ])('%s', (_what, rgba, expected) => {
    expect(isAllWhite(rgba)).toBe(expected)
  })
})
