import { randomBytes } from 'node:crypto'
import { type PageTextLayout, slugSchema } from '@shop/domain/brochures/schemas'
import { PAGE_PICTURE_WIDTHS } from '@shop/domain/brochures/zoom'
import { and, asc, eq } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { brochurePages, brochureRenditions, brochures } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { encodePageImages, webpToJpeg } from '../../infra/pdf/page-images.ts'
import { BLANK_PAGE_WARNING, InvalidPdfError, openPdf, ProtectedPdfError } from '../../infra/pdf/pdf-pages.ts'
import { AppError } from '../../plugins/errors.ts'
import { newStaging, storageKeys } from './brochure-files.ts'

export { storageKeys } from './brochure-files.ts'

/**
 * Page picture widths in pixels: desktop pages fill half a spread on a large screen at 2x, mobile a phone at 2x.
 * Zoomed pages get sharper pictures made on demand (brochure-pictures.ts, docs/decisions/027).
 */
export const RENDITION_WIDTHS = PAGE_PICTURE_WIDTHS
/** The range bar shows the thumbnail 60 CSS pixels wide: enough for a 3x phone. */
const THUMB_WIDTH = 180
const MAX_PAGES = 1000
/** Page rows are kept on disk in batches until the transaction, so memory does not grow with the page count. */
const ROWS_PER_BATCH = 100

export type Kind = keyof typeof RENDITION_WIDTHS

export type PdfWarning = { page: number; message: string }

export type AddBrochureInput = {
  pdf: Uint8Array
  title: string
  slug: string
  description?: string
  /** Without .pdf; the slug when absent. */
  downloadFileName?: string
  /** Called after each page is stored. */
  onProgress?: (page: number, total: number) => void
  /** Called for each thing pdf.js could not do on a page, and for a page that renders blank although it has content. */
  onWarning?: (warning: PdfWarning) => void
  /**
   * Publishes pages that render blank although the PDF draws content on them (BLANK_PAGE_WARNING, often a font
   * whose file is empty). Without it such a PDF is refused once every page was read, naming those pages, and
   * nothing is stored: a page published white looks like a broken shop.
   */
  allowBlankPages?: boolean
}

export type BrochureSummary = {
  id: number
  slug: string
  title: string
  pageCount: number
  renditions: Record<Kind, { publicId: string; pageCount: number }>
  /** Bytes of the pictures stored for every page (both sets and thumbnails; the PDF not included). */
  pictureBytes: number
  warnings: PdfWarning[]
  /** Pages (one-based) that render blank although the PDF draws content on them, published with allowBlankPages. */
  blankPages: number[]
}

type BrochureDeps = Pick<Deps, 'db' | 'storage'>

const newPublicId = () => randomBytes(10).toString('hex')

function cleanFileName(name: string): string {
  return (
    name
      .replace(/\.pdf$/i, '')
      .replace(/[^\p{L}\p{N} ._-]+/gu, '-')
      .trim()
      .slice(0, 120) || 'brochure'
  )
}

/** Waits for every write, then fails with the first failure: a clean-up must not race writes still running. */
async function allWritten(writes: Promise<void>[]): Promise<void> {
  const failed = (await Promise.allSettled(writes)).find((r) => r.status === 'rejected')
  if (failed) throw failed.reason
}

type PageRow = { text: string; layout: PageTextLayout }

/**
 * Stores a PDF as a brochure: text and layout of every page, desktop and mobile page pictures with
 * thumbnails, and the PDF itself. Everything is written to a staging folder first and published with one rename
 * per set; rows are written only after that, and any failure removes the files, so a refused or damaged PDF
 * leaves nothing behind, and a killed run leaves only its staging folder (swept at the next start).
 */
export async function addBrochure(
  { db, storage }: BrochureDeps,
  input: AddBrochureInput,
): Promise<BrochureSummary> {
  const slug = slugSchema.safeParse(input.slug)
  if (!slug.success)
    throw new AppError('validation_failed', 'brochure.errors.slug_invalid', {
      slug: ['brochure.errors.slug_invalid'],
    })
  const title = input.title.trim()
  if (!title)
    throw new AppError('validation_failed', 'brochure.errors.title_required', {
      title: ['brochure.errors.title_required'],
    })
  if (await findBrochureBySlug(db, slug.data)) {
    throw new AppError('already_exist', 'brochure.errors.slug_taken', {
      slug: ['brochure.errors.slug_taken'],
    })
  }

  let pdf: Awaited<ReturnType<typeof openPdf>>
  try {
    pdf = await openPdf(input.pdf)
  } catch (err) {
    // A PDF, but one that cannot be read without its password: saying 'not a PDF' would send the user looking
    // for the wrong fault.
    if (err instanceof ProtectedPdfError)
      throw new AppError('validation_failed', 'brochure.errors.password_protected')
    if (err instanceof InvalidPdfError)
      throw new AppError('unsupported_media_type', 'brochure.errors.not_a_pdf')
    throw err
  }
  const ids: Record<Kind, string> = { desktop: newPublicId(), mobile: newPublicId() }
  const kinds: Kind[] = ['desktop', 'mobile']
  const staging = newStaging()
  const published: string[] = []
  const removeFiles = async () => {
    await storage.delete(staging.root)
    await Promise.all(published.map((id) => storage.delete(storageKeys.folder(id))))
  }
  const warnings: PdfWarning[] = []
  const blankPages: number[] = []
  let pictureBytes = 0
  const put = async (key: string, data: Buffer) => {
    await storage.put(staging.key(key), data)
    pictureBytes += data.length
  }
  const rowsKey = (batch: number) => `${staging.root}/rows-${batch}.json`
  // Pictures of page n are encoded (sharp's threads) while page n+1 renders (this thread).
  let encoding: Promise<void> = Promise.resolve()
  try {
    if (pdf.pageCount > MAX_PAGES) throw new AppError('validation_failed', 'brochure.errors.too_many_pages')
    let rows: PageRow[] = []
    const firstSize: Record<Kind, { width: number; height: number }> = {
      desktop: { width: 0, height: 0 },
      mobile: { width: 0, height: 0 },
    }
    for (let n = 1; n <= pdf.pageCount; n++) {
      const page = await pdf.readPage(n, RENDITION_WIDTHS.desktop)
      for (const message of page.warnings) {
        warnings.push({ page: n, message })
        input.onWarning?.({ page: n, message })
      }
      if (page.warnings.includes(BLANK_PAGE_WARNING)) blankPages.push(n)
      rows.push({ text: page.text, layout: page.layout })
      if (rows.length === ROWS_PER_BATCH) {
        await storage.put(rowsKey(n / ROWS_PER_BATCH - 1), Buffer.from(JSON.stringify(rows)))
        rows = []
      }
      await encoding
      encoding = (async () => {
        const { sizes, thumb } = await encodePageImages(
          page.pixels,
          page,
          [RENDITION_WIDTHS.desktop, RENDITION_WIDTHS.mobile],
          THUMB_WIDTH,
        )
        await allWritten(
          kinds.flatMap((kind, i) => {
            const size = sizes[i]
            if (!size) return []
            if (n === 1) firstSize[kind] = { width: size.width, height: size.height }
            return [
              put(storageKeys.page(ids[kind], n, 'webp'), size.webp),
              put(storageKeys.thumb(ids[kind], n), thumb),
            ]
          }),
        )
        // The cover's JPEG is what link previews (og:image) fetch: made now, the others when first asked.
        if (n === 1 && sizes[0])
          await put(storageKeys.page(ids.desktop, 1, 'jpg'), await webpToJpeg(sizes[0].webp))
        input.onProgress?.(n, pdf.pageCount)
      })()
      // Awaited before the next page and in the catch below; until then a failure (a full disk) must not
      // count as an unhandled rejection, which would end the process while the next page renders.
      encoding.catch(() => {})
    }
    await encoding
    // After the last page, so the refusal names every such page at once.
    if (blankPages.length > 0 && !input.allowBlankPages)
      throw new AppError(
        'validation_failed',
        'brochure.errors.blank_pages',
        {},
        {},
        { pages: blankPages.join(', ') },
      )
    const batches = Math.ceil(pdf.pageCount / ROWS_PER_BATCH)
    if (rows.length > 0) await storage.put(rowsKey(batches - 1), Buffer.from(JSON.stringify(rows)))
    rows = []
    await storage.put(staging.key(storageKeys.pdf(ids.desktop)), input.pdf)

    // Published: one rename per set, the desktop set (with the PDF) last.
    for (const kind of ['mobile', 'desktop'] as const) {
      await storage.move(staging.key(storageKeys.folder(ids[kind])), storageKeys.folder(ids[kind]))
      published.push(ids[kind])
    }

    const pageCount = pdf.pageCount
    const summary = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(brochures)
        .values({
          slug: slug.data,
          title,
          description: input.description?.trim() ?? '',
          downloadFileName: cleanFileName(input.downloadFileName ?? slug.data),
          pdfKey: storageKeys.pdf(ids.desktop),
          pageCount,
        })
        .returning({ id: brochures.id })
      if (!row) throw new Error('brochure insert returned no row')
      await tx.insert(brochureRenditions).values(
        kinds.map((kind) => ({
          publicId: ids[kind],
          brochureId: row.id,
          kind,
          pageCount,
          ...firstSize[kind],
        })),
      )
      // One statement per batch of 100 pages keeps far below PostgreSQL's bind-parameter limit. Each batch is
      // read from the local disk inside the transaction: a read of a few hundred kilobytes, shorter than the insert.
      for (let batch = 0; batch < batches; batch++) {
        const stored = await storage.get(rowsKey(batch))
        if (!stored) throw new Error(`page rows batch ${batch} is missing`)
        const pages = JSON.parse(stored.toString()) as PageRow[]
        await tx.insert(brochurePages).values(
          pages.map((p, k) => ({
            brochureId: row.id,
            pageIndex: batch * ROWS_PER_BATCH + k,
            text: p.text,
            layout: p.layout,
          })),
        )
      }
      return {
        id: row.id,
        slug: slug.data,
        title,
        pageCount,
        renditions: {
          desktop: { publicId: ids.desktop, pageCount },
          mobile: { publicId: ids.mobile, pageCount },
        },
        pictureBytes,
        warnings,
        blankPages,
      }
    })
    await storage.delete(staging.root)
    return summary
  } catch (err) {
    // A page that fails to render leaves the previous page's pictures still being written: wait for them,
    // or they would land after the clean-up (and a failed write would go unhandled).
    await encoding.catch(() => {})
    await removeFiles()
    if (err instanceof InvalidPdfError)
      throw new AppError('unsupported_media_type', 'brochure.errors.not_a_pdf')
    throw err
  } finally {
    await pdf.close()
  }
}

export type BrochurePage = {
  slug: string
  title: string
  description: string
  downloadFileName: string
  renditions: Record<Kind, { publicId: string; pageCount: number; width: number; height: number }>
}

/** A brochure with both picture sets, as the viewer page needs it; null for an unknown slug. */
export async function findBrochureBySlug(db: Db, slug: string): Promise<BrochurePage | null> {
  const rows = await db
    .select({
      slug: brochures.slug,
      title: brochures.title,
      description: brochures.description,
      downloadFileName: brochures.downloadFileName,
      publicId: brochureRenditions.publicId,
      kind: brochureRenditions.kind,
      pageCount: brochureRenditions.pageCount,
      width: brochureRenditions.width,
      height: brochureRenditions.height,
    })
    .from(brochures)
    .innerJoin(brochureRenditions, eq(brochureRenditions.brochureId, brochures.id))
    .where(eq(brochures.slug, slug))
  const [first] = rows
  if (!first) return null
  const renditions = {} as BrochurePage['renditions']
  for (const r of rows)
    renditions[r.kind] = { publicId: r.publicId, pageCount: r.pageCount, width: r.width, height: r.height }
  if (!renditions.desktop) return null
  renditions.mobile ??= renditions.desktop
  return {
    slug: first.slug,
    title: first.title,
    description: first.description,
    downloadFileName: first.downloadFileName,
    renditions,
  }
}

/** The brochure a set's publicId belongs to; null when unknown. */
export async function findBrochureByPublicId(db: Db, publicId: string) {
  const [row] = await db
    .select({
      id: brochures.id,
      downloadFileName: brochures.downloadFileName,
      pdfKey: brochures.pdfKey,
      pageCount: brochures.pageCount,
    })
    .from(brochureRenditions)
    .innerJoin(brochures, eq(brochures.id, brochureRenditions.brochureId))
    .where(eq(brochureRenditions.publicId, publicId))
  return row ?? null
}

/** Every page's text in page order, in the spec's search-answer entries. */
export async function findSearchData(db: Db, brochureId: number) {
  const rows = await db
    .select({ id: brochurePages.pageIndex, text: brochurePages.text })
    .from(brochurePages)
    .where(eq(brochurePages.brochureId, brochureId))
    .orderBy(asc(brochurePages.pageIndex))
  return rows.map((r) => ({ id: r.id, fullTextAnnotation: { text: r.text } }))
}

/** The text layout of one page (one-based), or null past the end. */
export async function findPageLayout(db: Db, brochureId: number, n: number): Promise<PageTextLayout | null> {
  const [row] = await db
    .select({ layout: brochurePages.layout })
    .from(brochurePages)
    .where(and(eq(brochurePages.brochureId, brochureId), eq(brochurePages.pageIndex, n - 1)))
  return row?.layout ?? null
}
