// PDFs that exercise what pdf.js loads on demand, made with pdf-lib around the tiny fixtures (see fixtures/README.md).
import fs from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { type PDFDict, PDFDocument, PDFHexString, PDFName, PDFRawStream, rgb, StandardFonts } from 'pdf-lib'

const fixtures = path.join(import.meta.dirname, 'fixtures')
const require = createRequire(import.meta.url)

/** One 200 × 200 pt page whose only content is the image `bytes`, with the image dictionary `dict`. */
async function imagePdf(bytes: Uint8Array, dict: Record<string, unknown>): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const page = doc.addPage([200, 200])
  const image = doc.context.register(
    PDFRawStream.of(doc.context.obj(dict as never) as unknown as PDFDict, bytes),
  )
  page.node.set(PDFName.of('Resources'), doc.context.obj({ XObject: { Im1: image } }))
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream('q 150 0 0 150 25 25 cm /Im1 Do Q')),
  )
  return doc.save()
}

export const jpeg2000Pdf = () =>
  imagePdf(fs.readFileSync(path.join(fixtures, 'red-square.jp2')), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 48,
    Height: 48,
    Filter: 'JPXDecode',
  })

/** A JPEG 2000 image whose data is damaged: the decoder is there, the picture cannot be drawn. */
export const brokenJpeg2000Pdf = () => {
  const bytes = Buffer.from(fs.readFileSync(path.join(fixtures, 'red-square.jp2')))
  bytes.fill(0x5a, 90)
  return imagePdf(bytes, { Type: 'XObject', Subtype: 'Image', Width: 48, Height: 48, Filter: 'JPXDecode' })
}

export const ccittPdf = () =>
  imagePdf(fs.readFileSync(path.join(fixtures, 'ring-64.g4')), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: 64,
    Height: 64,
    ColorSpace: 'DeviceGray',
    BitsPerComponent: 1,
    Filter: 'CCITTFaxDecode',
    DecodeParms: { K: -1, Columns: 64, Rows: 64, BlackIs1: true },
  })

/** A 32 × 32 orange image in an ICCBased colour space (N 3), as photos from a camera or a layout program come. */
export const iccImagePdf = async () => {
  const doc = await PDFDocument.create()
  const profile = doc.context.register(
    doc.context.flateStream(new Uint8Array(128), { N: 3, Alternate: PDFName.of('DeviceRGB') }),
  )
  const pixels = new Uint8Array(32 * 32 * 3)
  for (let i = 0; i < pixels.length; i += 3) pixels.set([240, 120, 20], i)
  const page = doc.addPage([200, 200])
  const image = doc.context.register(
    doc.context.flateStream(pixels, {
      Type: 'XObject',
      Subtype: 'Image',
      Width: 32,
      Height: 32,
      BitsPerComponent: 8,
      ColorSpace: doc.context.obj([PDFName.of('ICCBased'), profile]),
    }),
  )
  page.node.set(PDFName.of('Resources'), doc.context.obj({ XObject: { Im1: image } }))
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream('q 150 0 0 150 25 25 cm /Im1 Do Q')),
  )
  return doc.save()
}

/**
 * Text in a Type 0 font whose encoding is a predefined CMap (UniJIS-UCS2-H, as Japanese manuals use), the glyphs
 * from an embedded TrueType font (pdf.js's own Liberation Sans).
 */
export const predefinedCMapPdf = async () => {
  const doc = await PDFDocument.create()
  const ttf = fs.readFileSync(
    path.join(
      path.dirname(require.resolve('pdfjs-dist/package.json')),
      'standard_fonts/LiberationSans-Regular.ttf',
    ),
  )
  const file = doc.context.register(doc.context.flateStream(ttf, { Length1: ttf.length }))
  const descriptor = doc.context.register(
    doc.context.obj({
      Type: 'FontDescriptor',
      FontName: 'LiberationSans',
      Flags: 32,
      FontBBox: [0, -200, 1000, 900],
      ItalicAngle: 0,
      Ascent: 900,
      Descent: -200,
      CapHeight: 700,
      StemV: 80,
      FontFile2: file,
    }),
  )
  const cidFont = doc.context.register(
    doc.context.obj({
      Type: 'Font',
      Subtype: 'CIDFontType2',
      BaseFont: 'LiberationSans',
      CIDSystemInfo: {
        Registry: PDFHexString.fromText('Adobe'),
        Ordering: PDFHexString.fromText('Japan1'),
        Supplement: 6,
      },
      FontDescriptor: descriptor,
      CIDToGIDMap: 'Identity',
      DW: 600,
    }),
  )
  const font = doc.context.register(
    doc.context.obj({
      Type: 'Font',
      Subtype: 'Type0',
      BaseFont: 'LiberationSans',
      Encoding: 'UniJIS-UCS2-H',
      DescendantFonts: [cidFont],
    }),
  )
  const page = doc.addPage([300, 100])
  page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: { F1: font } }))
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream('BT /F1 40 Tf 20 40 Td <0041004200430044> Tj ET')),
  )
  return doc.save()
}

/** A page with nothing on it, and one that only paints itself white: both blank by design. */
export const blankPagesPdf = async () => {
  const doc = await PDFDocument.create()
  doc.addPage([200, 200])
  doc.addPage([200, 200]).drawRectangle({ x: 0, y: 0, width: 200, height: 200, color: rgb(1, 1, 1) })
  return doc.save()
}

/** `pdf` with page `index` (zero-based) painting an image that is not there: it opens, and that page fails to draw. */
export async function withBrokenPage(pdf: Uint8Array, index: number): Promise<Uint8Array> {
  const doc = await PDFDocument.load(pdf)
  const page = doc.getPage(index)
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(doc.context.stream('q 100 0 0 100 0 0 cm /Im9 Do Q')),
  )
  page.node.set(PDFName.of('Resources'), doc.context.obj({ XObject: { Im9: doc.context.obj({}) } }))
  return doc.save()
}

/**
 * Text whose extraction holds U+0000, as in some real PDFs: Helvetica shows byte 0 as nothing, and pdf.js reads
 * it as "\u0000" (checked: getTextContent gives "Dosier\u0000schnecke"). One string is nothing but byte 0.
 */
export async function nulTextPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([300, 140])
  page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: { F1: font.ref } }))
  page.node.set(
    PDFName.of('Contents'),
    doc.context.register(
      doc.context.stream(
        'BT /F1 16 Tf 20 100 Td (\\000Silo verticale) Tj 0 -30 Td (Dosier\\000schnecke) Tj 0 -30 Td (\\000\\000) Tj ET',
      ),
    ),
  )
  return doc.save()
}

/**
 * Four pages of text; pages 2 and 4 in a TrueType font whose embedded file is empty (FontFile2 of 0 bytes), as a
 * broken PDF writer leaves it: pdf.js cannot load that font, draws nothing and reports those pages blank.
 */
export async function emptyFontFilePdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const descriptor = doc.context.register(
    doc.context.obj({
      Type: 'FontDescriptor',
      FontName: 'ABCDEF+Frutiger',
      Flags: 32,
      FontBBox: [0, -200, 1000, 900],
      ItalicAngle: 0,
      Ascent: 900,
      Descent: -200,
      CapHeight: 700,
      StemV: 80,
      FontFile2: doc.context.register(doc.context.flateStream(new Uint8Array(0))),
    }),
  )
  const emptyFont = doc.context.register(
    doc.context.obj({
      Type: 'Font',
      Subtype: 'TrueType',
      BaseFont: 'ABCDEF+Frutiger',
      FirstChar: 32,
      LastChar: 126,
      Widths: new Array(95).fill(600),
      Encoding: 'WinAnsiEncoding',
      FontDescriptor: descriptor,
    }),
  )
  const helvetica = await doc.embedFont(StandardFonts.Helvetica)
  for (const n of [1, 2, 3, 4]) {
    const page = doc.addPage([300, 100])
    if (n % 2) {
      page.drawText(`Silo verticale ${n}`, { x: 20, y: 40, size: 30, font: helvetica })
      continue
    }
    page.node.set(PDFName.of('Resources'), doc.context.obj({ Font: { F1: emptyFont } }))
    page.node.set(
      PDFName.of('Contents'),
      doc.context.register(doc.context.stream(`BT /F1 30 Tf 20 40 Td (Silo verticale ${n}) Tj ET`)),
    )
  }
  return doc.save()
}
