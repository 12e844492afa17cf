import { describe, expect, it } from 'vitest'
import { isAllWhite } from './blank-page.ts'
import { BLANK_PAGE_WARNING, openPdf, PDF_RESOURCES, type PdfResources } from './pdf-pages.ts'
import {
  blankPagesPdf,
  brokenJpeg2000Pdf,
  ccittPdf,
  emptyFontFilePdf,
  iccImagePdf,
  jpeg2000Pdf,
  nulTextPdf,
  predefinedCMapPdf,
} from './test-pdfs.ts'

const nonWhite = (rgba: Buffer) => {
  let n = 0
  for (let i = 0; i < rgba.length; i += 4) if (rgba[i] < 250 || rgba[i + 1] < 250 || rgba[i + 2] < 250) n++
  return n
}

async function readFirstPage(pdf: Uint8Array, resources?: PdfResources) {
  const doc = await openPdf(pdf, resources)
  try {
    return await doc.readPage(1, 300)
  } finally {
    await doc.close()
  }
}

// Issue 14, item 1: pdf.js got the standard fonts only; these pages came out white, and nothing said so.
describe('openPdf gives pdf.js what it loads on demand', () => {
  it.each([
    ['a JPEG 2000 image', 'wasmUrl' as const, jpeg2000Pdf],
    ['a CCITT fax image (the JBIG2 decoder)', 'wasmUrl' as const, ccittPdf],
    ['text in a font with a predefined CMap', 'cMapUrl' as const, predefinedCMapPdf],
  ])('draws %s, which without %s is blank and reported', async (_what, option, make) => {
    const pdf = await make()
    // Without the option first: pdf.js keeps a decoder it once loaded for the rest of the process.
    const without = await readFirstPage(pdf, { ...PDF_RESOURCES, [option]: undefined })
    expect(isAllWhite(without.pixels)).toBe(true)
    expect(without.warnings).toContain(BLANK_PAGE_WARNING)
    expect(without.warnings.join('\n')).toContain(option)

    const page = await readFirstPage(pdf)
    expect(nonWhite(page.pixels)).toBeGreaterThan(1000)
    expect(page.warnings).toEqual([])
  })

  it('keeps the colours of an image in an ICC-based colour space', async () => {
    const page = await readFirstPage(await iccImagePdf())
    const centre = ((page.height >> 1) * page.width + (page.width >> 1)) * 4
    expect([...page.pixels.subarray(centre, centre + 3)]).toEqual([240, 120, 20])
    expect(page.warnings).toEqual([])
  })
})

describe('openPdf reports a page that renders blank', () => {
  it('reports a page whose content cannot be drawn, with what pdf.js said', async () => {
    const page = await readFirstPage(await brokenJpeg2000Pdf())
    expect(isAllWhite(page.pixels)).toBe(true)
    expect(page.warnings).toContain(BLANK_PAGE_WARNING)
    expect(page.warnings.some((w) => w.startsWith('Unable to decode image'))).toBe(true)
    // One line each, whatever pdf.js wrote.
    expect(page.warnings.every((w) => !w.includes('\n'))).toBe(true)
  })

  it('reports a page of text whose font file is empty', async () => {
    const doc = await openPdf(await emptyFontFilePdf())
    try {
      const [fine, empty] = [await doc.readPage(1, 300), await doc.readPage(2, 300)]
      expect(fine.warnings).toEqual([])
      expect(isAllWhite(empty.pixels)).toBe(true)
      expect(empty.warnings).toContain(BLANK_PAGE_WARNING)
      expect(empty.warnings.join('\n')).toContain('FontFile is empty')
    } finally {
      await doc.close()
    }
  })

  it('does not report a page that is blank by design, empty or painted white', async () => {
    const doc = await openPdf(await blankPagesPdf())
    try {
      for (const n of [1, 2]) {
        const page = await doc.readPage(n, 200)
        expect(isAllWhite(page.pixels)).toBe(true)
        expect(page.warnings).toEqual([])
      }
    } finally {
      await doc.close()
    }
  })

  it('keeps the warnings of two documents read at once apart', async () => {
    const without = { ...PDF_RESOURCES, cMapUrl: undefined }
    const [cmap, blank] = await Promise.all([
      readFirstPage(await predefinedCMapPdf(), without),
      readFirstPage(await blankPagesPdf(), without),
    ])
    expect(cmap.warnings.join('\n')).toContain('cMapUrl')
    expect(blank.warnings).toEqual([])
  })
})

// Issue 21 item 12: pdf.js gives U+0000 for some glyphs, and PostgreSQL refused the page's text and layout.
describe('openPdf reads text PostgreSQL can store', () => {
  it('leaves U+0000 out of the text and the layout', async () => {
    const page = await readFirstPage(await nulTextPdf())
    expect(page.text).toBe('Silo verticale\nDosierschnecke')
    expect(page.layout.items.map((i) => i[0])).toEqual(['Silo verticale', 'Dosierschnecke'])
  })
})
