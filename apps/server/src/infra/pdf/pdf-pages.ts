import { createRequire } from 'node:module'
import path from 'node:path'
import { createCanvas } from '@napi-rs/canvas'
import type { PageTextLayout, TextItem } from '@shop/domain/brochures/schemas'
import { normalisePageText } from '@shop/domain/brochures/text'
import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs'

const require = createRequire(import.meta.url)
// pdfjs draws the 14 standard PDF fonts (pdf-lib's Helvetica, …) from these files; without them text renders as boxes.
const standardFontDataUrl = `${path.join(path.dirname(require.resolve('pdfjs-dist/package.json')), 'standard_fonts')}${path.sep}`

/** The file is not a PDF, or one pdf.js cannot read. */
export class InvalidPdfError extends Error {}

/** The PDF is encrypted with a password to open it: readable, but not without the password. */
export class ProtectedPdfError extends InvalidPdfError {}

export type RenderedPage = {
  /** The page's text in reading order, one line per line. */
  text: string
  layout: PageTextLayout
  /** RGBA pixels at the asked width. */
  pixels: Buffer
  width: number
  height: number
}

export type PdfPages = {
  pageCount: number
  /** Text and a picture of one page (one-based), rendered `width` pixels wide. */
  readPage(n: number, width: number): Promise<RenderedPage>
  close(): Promise<void>
}

const round = (v: number) => Math.round(v * 10) / 10

/** Opens a PDF held in memory; refuses anything that does not start like a PDF or that pdf.js cannot parse. */
export async function openPdf(bytes: Uint8Array): Promise<PdfPages> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) throw new InvalidPdfError('not a PDF file')
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const task = getDocument({
    data: new Uint8Array(bytes),
    standardFontDataUrl,
    verbosity: 0,
    stopAtErrors: true,
  })
  let doc: Awaited<typeof task.promise>
  try {
    doc = await task.promise
  } catch (err) {
    await task.destroy()
    if ((err as Error).name === 'PasswordException') throw new ProtectedPdfError('the PDF needs a password')
    throw new InvalidPdfError(`unreadable PDF: ${(err as Error).message}`)
  }
  if (doc.numPages < 1) {
    await task.destroy()
    throw new InvalidPdfError('the PDF has no pages')
  }

  return {
    pageCount: doc.numPages,
    async readPage(n, width) {
      try {
        const page = await doc.getPage(n)
        const base = page.getViewport({ scale: 1 })
        const content = await page.getTextContent()
        const items: TextItem[] = []
        const lines: string[] = []
        let line = ''
        let lastY: number | null = null
        for (const item of content.items) {
          if (!('str' in item)) continue
          const t = Util.transform(base.transform, item.transform)
          const y = t[5]
          if (lastY !== null && Math.abs(y - lastY) > 1 && line) {
            lines.push(line)
            line = ''
          }
          line += item.str
          lastY = y
          if (item.hasEOL) {
            lines.push(line)
            line = ''
          }
          if (item.str.trim())
            items.push([item.str, round(t[4]), round(y), round(item.width), round(Math.hypot(t[2], t[3]))])
        }
        if (line) lines.push(line)

        const viewport = page.getViewport({ scale: width / base.width })
        const canvas = createCanvas(Math.round(viewport.width), Math.round(viewport.height))
        const context = canvas.getContext('2d')
        context.fillStyle = '#ffffff'
        context.fillRect(0, 0, canvas.width, canvas.height)
        await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
        page.cleanup()
        return {
          text: normalisePageText(lines),
          layout: { width: round(base.width), height: round(base.height), items },
          pixels: canvas.data(),
          width: canvas.width,
          height: canvas.height,
        }
      } catch (err) {
        throw new InvalidPdfError(`page ${n} cannot be read: ${(err as Error).message}`)
      }
    },
    async close() {
      await task.destroy()
    },
  }
}
