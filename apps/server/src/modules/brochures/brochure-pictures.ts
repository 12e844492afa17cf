import type { Readable } from 'node:stream'
import type { ZoomPictureWidth } from '@shop/domain/brochures/zoom'
import type { Db } from '../../db/client.ts'
import { ENCODING, webpToJpeg } from '../../infra/pdf/page-images.ts'
import { openPdf, type PdfPages } from '../../infra/pdf/pdf-pages.ts'
import type { Storage } from '../../infra/storage.ts'
import { AppError } from '../../plugins/errors.ts'
import { storageKeys } from './brochure-files.ts'
import { findBrochureByPublicId } from './brochures.service.ts'

export type Picture = { stream: Readable; size: number } | { buffer: Buffer }

/** Zoom pictures drawn at once in a process; more wait in line. */
const MAX_WAITING = 8
/** An open PDF is kept this long after its last zoom picture: a reader zooms into several pages in a row. */
const KEEP_OPEN_MS = 30_000

/**
 * The pictures made when first asked instead of at import (docs/decisions/027), each then kept in storage:
 * the JPEG of a page (the spec's .jpg addresses; the viewer shows WebP) and the sharper pictures of a zoomed page,
 * drawn from the stored PDF. Zoom pictures are drawn one at a time, so a burst of requests costs one page's memory
 * and one core; past MAX_WAITING in line the answer is 503 and the viewer keeps the page picture it has.
 */
export function createBrochurePictures({ db, storage }: { db: Db; storage: Storage }) {
  let line: Promise<unknown> = Promise.resolve()
  let waiting = 0
  const drawing = new Map<string, Promise<Buffer>>()
  let open: { key: string; pdf: Promise<PdfPages>; timer?: NodeJS.Timeout } | undefined

  async function closeOpen() {
    const current = open
    open = undefined
    if (!current) return
    clearTimeout(current.timer)
    await (await current.pdf.catch(() => null))?.close()
  }

  function pdfOf(pdfKey: string): Promise<PdfPages> {
    if (open?.key === pdfKey) {
      clearTimeout(open.timer)
      return open.pdf
    }
    void closeOpen()
    const pdf = (async () => {
      const bytes = await storage.get(pdfKey)
      if (!bytes) throw new AppError('not_found', 'brochure.errors.not_found')
      return openPdf(bytes)
    })()
    open = { key: pdfKey, pdf }
    pdf.catch(() => {
      if (open?.pdf === pdf) open = undefined
    })
    return pdf
  }

  function release(pdfKey: string) {
    if (open?.key !== pdfKey) return
    open.timer = setTimeout(() => void closeOpen(), KEEP_OPEN_MS)
    open.timer.unref()
  }

  async function draw(pdfKey: string, n: number, width: ZoomPictureWidth): Promise<Buffer> {
    const pdf = await pdfOf(pdfKey)
    try {
      return (await pdf.renderPageWebp(n, width, ENCODING.zoom.quality)).webp
    } finally {
      release(pdfKey)
    }
  }

  return {
    /** The JPEG of a page picture; made from the stored WebP the first time. Null when there is no such page. */
    async pageJpeg(publicId: string, n: number): Promise<Picture | null> {
      const key = storageKeys.page(publicId, n, 'jpg')
      const stored = await storage.stream(key)
      if (stored) return stored
      const webp = await storage.get(storageKeys.page(publicId, n, 'webp'))
      if (!webp) return null
      const buffer = await webpToJpeg(webp)
      await storage.put(key, buffer)
      return { buffer }
    },

    /**
     * The zoom picture of page n, `width` pixels wide, shared by both sets of a brochure. `beforeDrawing` runs
     * only when it has to be drawn (the rate limit counts those). Null when there is no such page.
     */
    async zoom(
      publicId: string,
      n: number,
      width: ZoomPictureWidth,
      beforeDrawing: () => Promise<void> = async () => {},
    ): Promise<Picture | null> {
      const brochure = await findBrochureByPublicId(db, publicId)
      if (!brochure || n > brochure.pageCount) return null
      // Kept beside the PDF, in the desktop set's folder.
      const folder = brochure.pdfKey.split('/')[1] as string
      const key = storageKeys.zoom(folder, n, width)
      const stored = await storage.stream(key)
      if (stored) return stored
      let pending = drawing.get(key)
      if (!pending) {
        await beforeDrawing()
        if (waiting >= MAX_WAITING) throw new AppError('unavailable', 'errors.unavailable')
        waiting++
        const turn = line.then(async () => {
          try {
            const buffer = await draw(brochure.pdfKey, n, width)
            await storage.put(key, buffer)
            return buffer
          } finally {
            waiting--
            drawing.delete(key)
          }
        })
        line = turn.catch(() => {})
        drawing.set(key, turn)
        pending = turn
      }
      return { buffer: await pending }
    },

    close: closeOpen,
  }
}
