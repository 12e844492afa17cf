import { createRequire } from 'node:module'
import path from 'node:path'
import { type Canvas, createCanvas } from '@napi-rs/canvas'
import type { PageTextLayout, TextItem } from '@shop/domain/brochures/schemas'
import { normalisePageText } from '@shop/domain/brochures/text'
import { removeUnstorableCharacters } from '@shop/domain/http/storable-text'
import { getDocument, Util } from 'pdfjs-dist/legacy/build/pdf.mjs'
import { drawsVisibleContent, isAllWhite } from './blank-page.ts'
import { collectPdfWarnings } from './pdf-warnings.ts'

const require = createRequire(import.meta.url)
const pdfjsRoot = path.dirname(require.resolve('pdfjs-dist/package.json'))
// pdf.js in Node reads these with fs.readFile(folder + name), so each is a folder path ending in a separator.
const folder = (name: string) => `${path.join(pdfjsRoot, name)}${path.sep}`

/**
 * What pdf.js loads on demand. Without one of them, the pages that need it rendered blank with no error (issue 14):
 * the 14 standard fonts (pdf-lib's Helvetica…), the predefined CMaps of CID fonts (Japanese, Chinese, Korean and
 * Identity-less encodings such as UniJIS-UCS2-H), the WebAssembly decoders of JPEG 2000 (openjpeg) and of JBIG2
 * and CCITT fax images (jbig2, scanned manuals), and the CMYK profile. iccUrl and the colour-managed ICC path are
 * used by pdf.js only where it fetches its own files (a browser); in Node an ICC-based image is drawn through its
 * alternate colour space, and the option is passed so a later pdf.js that reads it in Node gets it.
 */
export type PdfResources = {
  standardFontDataUrl?: string
  cMapUrl?: string
  cMapPacked?: boolean
  wasmUrl?: string
  iccUrl?: string
}

export const PDF_RESOURCES: PdfResources = {
  standardFontDataUrl: folder('standard_fonts'),
  cMapUrl: folder('cmaps'),
  cMapPacked: true,
  wasmUrl: folder('wasm'),
  iccUrl: folder('iccs'),
}

/** What readPage reports when a page comes out all white although its operators paint something. */
export const BLANK_PAGE_WARNING = 'the page renders blank although the PDF draws content on it'

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
  /** What pdf.js could not do while reading this page (first time each), and a blank rendering of drawn content. */
  warnings: string[]
}

export type PdfPages = {
  pageCount: number
  /** Text and a picture of one page (one-based), rendered `width` pixels wide. */
  readPage(n: number, width: number): Promise<RenderedPage>
  /**
   * Only the picture of one page, `width` pixels wide, as WebP at `quality` (the zoom pictures). Encoded from the
   * canvas itself, whose memory is given back at once: a 3600 px page is a 73 MB canvas, and a copy of its pixels
   * for sharp would double that (the shop's peak for one zoom picture: about +170 MB instead of +290 MB).
   */
  renderPageWebp(
    n: number,
    width: number,
    quality: number,
  ): Promise<{ webp: Buffer; width: number; height: number }>
  close(): Promise<void>
}

const round = (v: number) => Math.round(v * 10) / 10
const FORGET_EVERY_PAGES = 50

/**
 * Opens a PDF held in memory; refuses anything that does not start like a PDF or that pdf.js cannot parse.
 * `resources` are the files pdf.js loads on demand (tests leave one out to see what its absence does).
 */
export async function openPdf(bytes: Uint8Array, resources: PdfResources = PDF_RESOURCES): Promise<PdfPages> {
  if (Buffer.from(bytes.subarray(0, 1024)).indexOf('%PDF-') < 0) throw new InvalidPdfError('not a PDF file')
  // Each message once per document: a font that failed on page 3 fails again on every page that uses it.
  const seen = new Set<string>()
  let pending: string[] = []
  const onWarning = (raw: string) => {
    const message = raw.replace(/\s+/g, ' ').trim()
    if (seen.has(message)) return
    seen.add(message)
    pending.push(message)
  }
  const takeWarnings = () => {
    const taken = pending
    pending = []
    return taken
  }
  // pdf.js takes ownership of (detaches) the buffer it is given.
  const task = collectPdfWarnings(onWarning, () =>
    getDocument({
      data: new Uint8Array(bytes),
      ...resources,
      // Warnings on (1): they are how pdf.js tells that it skipped content.
      verbosity: 1,
      stopAtErrors: true,
    }),
  )
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

  // One canvas for every page: a new one per page leaves its pixels to the garbage collector, which does not see
  // native memory and so lets hundreds of megabytes pile up over a long PDF.
  let canvas: Canvas | undefined
  async function paint(page: Awaited<ReturnType<typeof doc.getPage>>, width: number) {
    const base = page.getViewport({ scale: 1 })
    const viewport = page.getViewport({ scale: width / base.width })
    const w = Math.round(viewport.width)
    const h = Math.round(viewport.height)
    canvas ??= createCanvas(w, h)
    if (canvas.width !== w) canvas.width = w
    if (canvas.height !== h) canvas.height = h
    const context = canvas.getContext('2d')
    context.setTransform(1, 0, 0, 1, 0, 0)
    context.fillStyle = '#ffffff'
    context.fillRect(0, 0, w, h)
    await page.render({ canvas: canvas as never, canvasContext: context as never, viewport }).promise
  }
  async function draw(page: Awaited<ReturnType<typeof doc.getPage>>, width: number) {
    await paint(page, width)
    const drawn = canvas as Canvas
    return { pixels: drawn.data(), width: drawn.width, height: drawn.height }
  }

  // pdf.js keeps what it parsed (names, fonts, page dictionaries) for the document's life: 86 MB of heap after
  // 1000 pages against 33 MB after 100. Dropping it now and then keeps memory flat; the fonts a page needs again
  // are parsed again, a few milliseconds.
  let pagesRead = 0
  async function forgetEvery() {
    if (++pagesRead % FORGET_EVERY_PAGES === 0) await doc.cleanup()
  }

  return {
    pageCount: doc.numPages,
    readPage: (n, width) =>
      collectPdfWarnings(onWarning, async () => {
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
            // The layout is stored as jsonb, which refuses U+0000 and unpaired surrogates; the text loses them in
            // normalisePageText.
            const str = removeUnstorableCharacters(item.str)
            if (str.trim())
              items.push([str, round(t[4]), round(y), round(item.width), round(Math.hypot(t[2], t[3]))])
          }
          if (line) lines.push(line)

          const picture = await draw(page, width)
          // Only an all-white page pays for a second look at its operators (a few milliseconds); their own
          // warnings repeat the rendering's under other image names, so they are dropped.
          if (isAllWhite(picture.pixels)) {
            const ops = await collectPdfWarnings(
              () => {},
              () => page.getOperatorList(),
            )
            // Every such page is reported, so this one skips the once-per-document filter.
            if (drawsVisibleContent(ops)) pending.push(BLANK_PAGE_WARNING)
          }
          page.cleanup()
          await forgetEvery()
          return {
            text: normalisePageText(lines),
            layout: { width: round(base.width), height: round(base.height), items },
            ...picture,
            warnings: takeWarnings(),
          }
        } catch (err) {
          throw new InvalidPdfError(`page ${n} cannot be read: ${(err as Error).message}`)
        }
      }),
    renderPageWebp: (n, width, quality) =>
      collectPdfWarnings(onWarning, async () => {
        try {
          const page = await doc.getPage(n)
          await paint(page, width)
          page.cleanup()
          const drawn = canvas as Canvas
          const picture = {
            webp: await drawn.encode('webp', quality),
            width: drawn.width,
            height: drawn.height,
          }
          drawn.width = 1
          drawn.height = 1
          await forgetEvery()
          // Pictures drawn again from a PDF already imported: its warnings were reported at the import.
          takeWarnings()
          return picture
        } catch (err) {
          throw new InvalidPdfError(`page ${n} cannot be read: ${(err as Error).message}`)
        }
      }),
    async close() {
      canvas = undefined
      await task.destroy()
    },
  }
}
