import { OPS } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** A page's operator list as pdf.js gives it (page.getOperatorList()). */
export type OperatorList = { fnArray: number[]; argsArray: unknown[] }

/** True when every pixel of an RGBA picture is white: what a page whose content failed to draw looks like. */
export function isAllWhite(rgba: Uint8Array): boolean {
  // Four bytes at a time; a picture's buffer may start at any offset, so the view is made only when aligned.
  if (rgba.byteOffset % 4 === 0 && rgba.byteLength % 4 === 0) {
    const words = new Uint32Array(rgba.buffer, rgba.byteOffset, rgba.byteLength / 4)
    for (let i = 0; i < words.length; i++) if (words[i] !== 0xffffffff) return false
    return true
  }
  for (let i = 0; i < rgba.length; i++) if (rgba[i] !== 0xff) return false
  return true
}

const TEXT = new Set<number>([
  OPS.showText,
  OPS.showSpacedText,
  OPS.nextLineShowText,
  OPS.nextLineSetSpacingShowText,
])
const IMAGES = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageXObjectRepeat,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
  OPS.paintSolidColorImageMask,
  OPS.shadingFill,
])
const FILLS = new Set<number>([
  OPS.fill,
  OPS.eoFill,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
])
const STROKES = new Set<number>([
  OPS.stroke,
  OPS.closeStroke,
  OPS.fillStroke,
  OPS.eoFillStroke,
  OPS.closeFillStroke,
  OPS.closeEOFillStroke,
])
/** Text render modes that paint nothing: 3 (invisible, the OCR layer of a scan) and 7 (clip only). */
const INVISIBLE_TEXT = new Set([3, 7])

type Paint = { fill: string; stroke: string; textMode: number }

const WHITE = '#ffffff'
const isVisible = (color: string) => color !== WHITE && color !== 'none'

/**
 * Whether a page's operators paint something that would show on white paper: text in a visible mode and colour,
 * an image or a shading, a path filled or stroked in a colour other than white. A page that draws only a white
 * background, or nothing, is blank by design; one that draws content yet renders all white lost that content.
 */
export function drawsVisibleContent(ops: OperatorList): boolean {
  const stack: Paint[] = []
  let paint: Paint = { fill: '#000000', stroke: '#000000', textMode: 0 }
  for (let i = 0; i < ops.fnArray.length; i++) {
    const fn = ops.fnArray[i] as number
    const args = ops.argsArray[i] as unknown[] | null
    switch (fn) {
      case OPS.save:
        stack.push({ ...paint })
        continue
      case OPS.restore:
        paint = stack.pop() ?? paint
        continue
      case OPS.setFillRGBColor:
        paint.fill = String(args?.[0] ?? '').toLowerCase()
        continue
      case OPS.setStrokeRGBColor:
        paint.stroke = String(args?.[0] ?? '').toLowerCase()
        continue
      // A pattern (or any colour pdf.js does not reduce to RGB) is taken as visible.
      case OPS.setFillColorN:
      case OPS.setFillColor:
        paint.fill = 'pattern'
        continue
      case OPS.setStrokeColorN:
      case OPS.setStrokeColor:
        paint.stroke = 'pattern'
        continue
      case OPS.setFillTransparent:
        paint.fill = 'none'
        continue
      case OPS.setStrokeTransparent:
        paint.stroke = 'none'
        continue
      case OPS.setTextRenderingMode:
        paint.textMode = Number(args?.[0] ?? 0)
        continue
    }
    if (IMAGES.has(fn)) return true
    if (TEXT.has(fn)) {
      if (INVISIBLE_TEXT.has(paint.textMode)) continue
      // Modes 0, 2, 4, 6 fill the glyphs; 1, 2, 5, 6 stroke them.
      const fills = [0, 2, 4, 6].includes(paint.textMode)
      const strokes = [1, 2, 5, 6].includes(paint.textMode)
      if ((fills && isVisible(paint.fill)) || (strokes && isVisible(paint.stroke))) return true
      continue
    }
    if (fn === OPS.constructPath || fn === OPS.rawFillPath) {
      // pdf.js folds a path and the operator that paints it into one constructPath, the painting operator first.
      const op = fn === OPS.rawFillPath ? OPS.fill : Number(args?.[0])
      if (FILLS.has(op) && isVisible(paint.fill)) return true
      if (STROKES.has(op) && isVisible(paint.stroke)) return true
      continue
    }
    if (FILLS.has(fn) && isVisible(paint.fill)) return true
    if (STROKES.has(fn) && isVisible(paint.stroke)) return true
  }
  return false
}
