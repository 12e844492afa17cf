import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib'

/**
 * The shop's one builder of PDF documents (issue 26: the order's PDFs, the price list's export): A4 pages with a
 * header and a footer on each, text wrapped to its width, tables whose rows break across pages under their header row
 * again, and "n / N" page numbers. Content flows top to bottom; `save()` draws the headers, footers and numbers once
 * the page count is known.
 *
 * The fonts are pdf-lib's standard Helvetica and Courier in WinAnsi: they carry every letter of Italian, English,
 * German, Spanish and French, € and the typographic quotes, need no font file, and pdf.js reads the text back as it
 * was written. What WinAnsi lacks is replaced (`printable`): the narrow and thin spaces French numbers are grouped
 * with become no-break spaces, the minus sign a hyphen-minus, a letter with a mark WinAnsi does not hold loses the mark ('ł' is kept as '?', 'ő'
 * becomes 'o'), anything else is '?'. A document in a script outside Latin-1 would need an embedded font instead.
 */

/** A4 in points. */
export const A4: [number, number] = [595.28, 841.89]
const MARGIN = 40
const HEADER_HEIGHT = 46
const FOOTER_HEIGHT = 30
const CELL_PAD = 4
const LEADING = 1.25
const TEXT = rgb(0.1, 0.1, 0.1)
const MUTED = rgb(0.38, 0.38, 0.38)
const RULE = rgb(0.75, 0.75, 0.75)
const SHADE = rgb(0.93, 0.93, 0.93)

/** A piece of text on its own line(s): body text unless bold, muted (smaller, grey) or mono (codes). */
export type PdfSpan = { text: string; bold?: boolean; muted?: boolean; mono?: boolean }
/** A table cell: one text, or spans one under the other. */
export type PdfCell = string | PdfSpan[]
/** A column: its header, its share of the width (the shares of a table are added up) and its alignment. */
export type PdfColumn = { header: string; width: number; align?: 'left' | 'right' }
export type PdfRow = { cells: PdfCell[]; bold?: boolean; shaded?: boolean }

export type DocumentOptions = {
  /** The document's title (its metadata, and the header's left text on every page). */
  title: string
  /** The header's right text on every page (a number, a date). */
  subtitle?: string
  /** A BCP 47 language tag (it, en…), so a screen reader reads the text in its language. */
  lang: string
  /** The footer's left text on every page (who issues the document). */
  footer?: string
  /** The page number as the language writes it; "n / N" by default. */
  pageLabel?: (page: number, pages: number) => string
}

export type DocumentBuilder = {
  /** A section's title, kept on the page of what follows it. */
  heading(text: string): void
  /** A paragraph, wrapped to the page's width. */
  paragraph(text: string, style?: Omit<PdfSpan, 'text'>): void
  /** Blocks side by side (addresses), each a title and its lines, wrapped to its column. */
  blocks(blocks: { title: string; lines: string[] }[]): void
  /** Label–value rows in two columns (the totals, the terms), values aligned right unless `align` says left. */
  fields(
    rows: [label: string, value: string][],
    options?: { align?: 'left' | 'right'; boldLast?: boolean },
  ): void
  /** A table; each row stays whole on one page, and a page that continues it starts with the header row again. */
  table(columns: PdfColumn[], rows: PdfRow[]): void
  /** Boxes with a line to sign and the caption under it, side by side. */
  signatures(captions: string[]): void
  /** Vertical space in points. */
  space(points: number): void
  save(): Promise<Uint8Array>
}

type Fonts = { regular: PDFFont; bold: PDFFont; mono: PDFFont }
type Line = { text: string; font: PDFFont; size: number; color: ReturnType<typeof rgb> }

const SIZE = 9
const MUTED_SIZE = 8

/** Spaces Intl groups numbers with, which WinAnsi lacks: a no-break space keeps '1 234,00 €' on one line. */
const NARROW_SPACES = /[\u2007\u2009\u202f]/g
/** The minus sign and the hyphens WinAnsi lacks, written as its hyphen-minus. */
const MINUS_SIGNS = /[\u2010\u2011\u2212]/g

/** `text` with only what `font` can write (see the module's comment); line breaks and tabs become spaces. */
export function printable(font: PDFFont, text: string): string {
  const known = charsetOf(font)
  let out = ''
  for (const char of text
    .replace(NARROW_SPACES, '\u00a0')
    .replace(MINUS_SIGNS, '-')
    .replace(/[\t\r\n\v\f]/g, ' ')
    .normalize('NFC')) {
    const code = char.codePointAt(0) ?? 0
    if (known.has(code)) out += char
    else {
      const bare = char.normalize('NFD').replace(/\p{M}/gu, '')
      out += bare.length > 0 && [...bare].every((c) => known.has(c.codePointAt(0) ?? 0)) ? bare : '?'
    }
  }
  return out
}

const charsets = new WeakMap<PDFFont, Set<number>>()
function charsetOf(font: PDFFont): Set<number> {
  let set = charsets.get(font)
  if (!set) {
    set = new Set(font.getCharacterSet())
    charsets.set(font, set)
  }
  return set
}

/** `text` broken into lines no wider than `width`, at spaces; a word wider than the line is cut where it must be. */
export function wrapText(font: PDFFont, size: number, text: string, width: number): string[] {
  const measure = (s: string) => font.widthOfTextAtSize(s, size)
  // Each word measured once and a line's width summed from them (kerning across a space is nothing at this size):
  // measuring the growing line again for every word made a long paragraph quadratic.
  const space = measure(' ')
  const lines: string[] = []
  let line = ''
  let lineWidth = 0
  for (const word of printable(font, text).split(' ')) {
    const wordWidth = measure(word)
    const joined = line === '' ? wordWidth : lineWidth + space + wordWidth
    if (joined <= width) {
      line = line === '' ? word : `${line} ${word}`
      lineWidth = joined
      continue
    }
    if (line !== '') lines.push(line)
    let rest = word
    let restWidth = wordWidth
    while (rest !== '' && restWidth > width) {
      let cut = rest.length - 1
      while (cut > 1 && measure(rest.slice(0, cut)) > width) cut--
      lines.push(rest.slice(0, cut))
      rest = rest.slice(cut)
      restWidth = measure(rest)
    }
    line = rest
    lineWidth = restWidth
  }
  if (line !== '' || lines.length === 0) lines.push(line)
  return lines
}

/** A new document of A4 pages (see the module's comment). */
export async function createDocument(options: DocumentOptions): Promise<DocumentBuilder> {
  const doc = await PDFDocument.create()
  const fonts: Fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    mono: await doc.embedFont(StandardFonts.Courier),
  }
  doc.setTitle(printable(fonts.regular, options.title), { showInWindowTitleBar: true })
  doc.setLanguage(options.lang)
  doc.setProducer('Silo Shop')
  doc.setCreator('Silo Shop')

  const [pageWidth, pageHeight] = A4
  const contentWidth = pageWidth - 2 * MARGIN
  const top = pageHeight - MARGIN - HEADER_HEIGHT
  const bottom = MARGIN + FOOTER_HEIGHT
  let page: PDFPage = doc.addPage(A4)
  let y = top

  const newPage = () => {
    page = doc.addPage(A4)
    y = top
  }
  /** Room for `height` more points on this page, else a new page. */
  const ensure = (height: number) => {
    if (y - height < bottom && y < top) newPage()
  }

  const lineOf = (span: PdfSpan, text: string): Line => ({
    text,
    font: span.mono ? fonts.mono : span.bold ? fonts.bold : fonts.regular,
    size: span.muted ? MUTED_SIZE : SIZE,
    color: span.muted ? MUTED : TEXT,
  })
  const spanLines = (span: PdfSpan, width: number): Line[] => {
    const { font, size } = lineOf(span, '')
    return wrapText(font, size, span.text, width).map((text) => lineOf(span, text))
  }
  const cellLines = (cell: PdfCell, width: number, bold: boolean): Line[] =>
    (typeof cell === 'string' ? [{ text: cell, bold }] : cell).flatMap((span) => spanLines(span, width))
  const heightOf = (lines: Line[]) => lines.reduce((h, l) => h + l.size * LEADING, 0)

  /** Draws lines from the top-left corner (x, from), right-aligned within `width` when asked. */
  const drawLines = (
    lines: Line[],
    x: number,
    from: number,
    width: number,
    align: 'left' | 'right' = 'left',
  ) => {
    let at = from
    for (const line of lines) {
      at -= line.size * LEADING
      const dx = align === 'right' ? width - line.font.widthOfTextAtSize(line.text, line.size) : 0
      page.drawText(line.text, {
        x: x + dx,
        y: at + line.size * 0.25,
        size: line.size,
        font: line.font,
        color: line.color,
      })
    }
  }

  const builder: DocumentBuilder = {
    heading(text) {
      const lines = spanLines({ text, bold: true }, contentWidth).map((l) => ({ ...l, size: 11 }))
      // A heading at a page's foot would stand alone: it needs room for itself and a few lines after it.
      ensure(heightOf(lines) + 6 + 4 * SIZE * LEADING)
      y -= 6
      drawLines(lines, MARGIN, y, contentWidth)
      y -= heightOf(lines) + 2
    },
    paragraph(text, style = {}) {
      for (const line of spanLines({ text, ...style }, contentWidth)) {
        ensure(line.size * LEADING)
        drawLines([line], MARGIN, y, contentWidth)
        y -= line.size * LEADING
      }
    },
    blocks(blocks) {
      if (blocks.length === 0) return
      const gap = 12
      const width = (contentWidth - gap * (blocks.length - 1)) / blocks.length
      const laid = blocks.map((b) => [
        ...spanLines({ text: b.title, muted: true, bold: true }, width),
        ...b.lines.flatMap((text) => spanLines({ text }, width)),
      ])
      const height = Math.max(...laid.map(heightOf))
      ensure(height)
      laid.forEach((lines, i) => {
        drawLines(lines, MARGIN + i * (width + gap), y, width)
      })
      y -= height
    },
    fields(rows, { align = 'right', boldLast = false } = {}) {
      // Facts read beside their labels; amounts line up at the right edge, under the table's last column.
      const labelWidth = contentWidth * (align === 'left' ? 0.3 : 0.6)
      const valueWidth = contentWidth - labelWidth
      rows.forEach(([label, value], i) => {
        const bold = boldLast && i === rows.length - 1
        const left = spanLines({ text: label, bold }, labelWidth - CELL_PAD)
        const right = spanLines({ text: value, bold }, valueWidth)
        const height = Math.max(heightOf(left), heightOf(right))
        ensure(height)
        drawLines(left, MARGIN, y, labelWidth)
        drawLines(right, MARGIN + labelWidth, y, valueWidth, align)
        y -= height
      })
    },
    table(columns, rows) {
      const share = columns.reduce((s, c) => s + c.width, 0)
      const widths = columns.map((c) => (contentWidth * c.width) / share)
      const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((s, w) => s + w, 0))
      const layRow = (row: PdfRow) => {
        const cells = row.cells.map((cell, i) =>
          cellLines(cell, (widths[i] ?? 0) - 2 * CELL_PAD, row.bold ?? false),
        )
        return { row, cells, height: Math.max(...cells.map(heightOf)) + 2 * CELL_PAD }
      }
      const header = layRow({ cells: columns.map((c) => c.header), bold: true, shaded: true })
      const drawRow = ({ row, cells, height }: ReturnType<typeof layRow>) => {
        if (row.shaded)
          page.drawRectangle({ x: MARGIN, y: y - height, width: contentWidth, height, color: SHADE })
        cells.forEach((lines, i) => {
          drawLines(
            lines,
            (xs[i] ?? 0) + CELL_PAD,
            y - CELL_PAD,
            (widths[i] ?? 0) - 2 * CELL_PAD,
            columns[i]?.align,
          )
        })
        y -= height
        page.drawLine({
          start: { x: MARGIN, y },
          end: { x: MARGIN + contentWidth, y },
          thickness: 0.5,
          color: RULE,
        })
      }
      ensure(header.height + (rows[0] ? layRow(rows[0]).height : 0))
      drawRow(header)
      for (const row of rows) {
        const laid = layRow(row)
        if (y - laid.height < bottom) {
          newPage()
          drawRow(header)
        }
        drawRow(laid)
      }
    },
    signatures(captions) {
      const gap = 24
      const width = (contentWidth - gap * (captions.length - 1)) / captions.length
      const height = 56
      ensure(height)
      captions.forEach((caption, i) => {
        const x = MARGIN + i * (width + gap)
        page.drawLine({
          start: { x, y: y - 36 },
          end: { x: x + width, y: y - 36 },
          thickness: 0.75,
          color: TEXT,
        })
        drawLines(spanLines({ text: caption, muted: true }, width), x, y - 38, width)
      })
      y -= height
    },
    space(points) {
      y -= points
      if (y < bottom) newPage()
    },
    async save() {
      const pages = doc.getPages()
      const label = options.pageLabel ?? ((n: number, count: number) => `${n} / ${count}`)
      pages.forEach((p, i) => {
        page = p
        const title = spanLines({ text: options.title, bold: true }, contentWidth * 0.6).map((l) => ({
          ...l,
          size: 12,
        }))
        drawLines(title.slice(0, 2), MARGIN, pageHeight - MARGIN, contentWidth * 0.6)
        if (options.subtitle)
          drawLines(
            spanLines({ text: options.subtitle }, contentWidth * 0.4),
            MARGIN + contentWidth * 0.6,
            pageHeight - MARGIN,
            contentWidth * 0.4,
            'right',
          )
        const ruleY = pageHeight - MARGIN - HEADER_HEIGHT + 10
        p.drawLine({
          start: { x: MARGIN, y: ruleY },
          end: { x: pageWidth - MARGIN, y: ruleY },
          thickness: 0.75,
          color: RULE,
        })
        const footY = MARGIN + 4
        p.drawLine({
          start: { x: MARGIN, y: footY + 14 },
          end: { x: pageWidth - MARGIN, y: footY + 14 },
          thickness: 0.5,
          color: RULE,
        })
        if (options.footer)
          drawLines(
            spanLines({ text: options.footer, muted: true }, contentWidth * 0.8).slice(0, 1),
            MARGIN,
            footY + 12,
            contentWidth * 0.8,
          )
        drawLines(
          spanLines({ text: label(i + 1, pages.length), muted: true }, contentWidth * 0.2),
          MARGIN + contentWidth * 0.8,
          footY + 12,
          contentWidth * 0.2,
          'right',
        )
      })
      return doc.save()
    },
  }
  return builder
}
