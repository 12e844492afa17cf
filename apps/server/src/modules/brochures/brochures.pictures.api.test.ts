import fs from 'node:fs'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { storageKeys } from './brochure-files.ts'
import { addBrochure, type BrochureSummary } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

// Issue 14, item 4 (docs/decisions/027): zoomed pages get sharper pictures, drawn from the PDF when first asked;
// the JPEG pages of the spec's .jpg addresses are made when first asked; fewer bytes are stored per page.

let t: Awaited<ReturnType<typeof createTestApp>>
let b: BrochureSummary
let pdfBytes: number
beforeAll(async () => {
  t = await createTestApp()
  const pdf = await createDemoPdf({ pages: 4 })
  pdfBytes = pdf.length
  b = await addBrochure(
    { db: t.deps.db, storage: t.deps.storage },
    { pdf, title: 'Pictures', slug: 'pictures' },
  )
})
afterAll(() => t.close())

const folderBytes = (publicId: string) => {
  const dir = path.join(t.config.dataDir, 'files', storageKeys.folder(publicId))
  return fs.readdirSync(dir).reduce((sum, name) => sum + fs.statSync(path.join(dir, name)).size, 0)
}

describe('what an import stores', () => {
  it('stores a WebP per page and set, the thumbnails and the cover JPEG: under 90 KB a page here (184 KB before)', () => {
    const { desktop, mobile } = b.renditions
    const stored = folderBytes(desktop.publicId) + folderBytes(mobile.publicId) - pdfBytes
    expect(stored).toBe(b.pictureBytes)
    expect(stored / 4 / 1024).toBeLessThan(90)
  })
})

describe('GET /flipbook/{publicId}/zoom{width}-{n}.webp', () => {
  it.each([2400, 3600])(
    'draws page 2 %i pixels wide from the PDF, then serves the stored picture',
    async (width) => {
      const url = `/flipbook/${b.renditions.desktop.publicId}/zoom${width}-2.webp`
      const first = await t.app.inject({ url })
      expect(first.statusCode).toBe(200)
      expect(first.headers['content-type']).toBe('image/webp')
      expect(first.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      const meta = await sharp(first.rawPayload).metadata()
      expect([meta.format, meta.width]).toEqual(['webp', width])
      const key = storageKeys.zoom(b.renditions.desktop.publicId, 2, width)
      expect(await t.deps.storage.exists(key)).toBe(true)

      const again = await t.app.inject({ url })
      expect(again.headers['content-length']).toBe(String(first.rawPayload.length))
      expect(again.rawPayload.equals(first.rawPayload)).toBe(true)
      // The phone set's address gives the same picture: both sets share one.
      const mobile = await t.app.inject({
        url: `/flipbook/${b.renditions.mobile.publicId}/zoom${width}-2.webp`,
      })
      expect(mobile.rawPayload.equals(first.rawPayload)).toBe(true)
    },
  )

  it('draws one picture for requests that arrive together', async () => {
    const url = `/flipbook/${b.renditions.desktop.publicId}/zoom2400-3.webp`
    const answers = await Promise.all([1, 2, 3].map(() => t.app.inject({ url })))
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200])
    expect(answers.every((a) => a.rawPayload.equals(answers[0]?.rawPayload as Buffer))).toBe(true)
  })

  it.each([
    ['a width not offered', 'zoom1200-2.webp'],
    ['a page past the end', 'zoom2400-5.webp'],
    ['page zero', 'zoom2400-0.webp'],
    ['no page', 'zoom2400-.webp'],
  ])('answers 404 for %s', async (_what, file) => {
    const res = await t.app.inject({ url: `/flipbook/${b.renditions.desktop.publicId}/${file}` })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
  })

  it('answers 404 for an unknown publicId', async () => {
    const res = await t.app.inject({ url: `/flipbook/${'a'.repeat(20)}/zoom2400-1.webp` })
    expect(res.statusCode).toBe(404)
  })
})

describe('GET /flipbook/{publicId}/{n}.jpg', () => {
  it('keeps the cover JPEG from the import, and makes another page JPEG when first asked', async () => {
    const { desktop, mobile } = b.renditions
    expect(await t.deps.storage.exists(storageKeys.page(desktop.publicId, 1, 'jpg'))).toBe(true)
    expect(await t.deps.storage.exists(storageKeys.page(mobile.publicId, 3, 'jpg'))).toBe(false)
    const res = await t.app.inject({ url: `/flipbook/${mobile.publicId}/3.jpg` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('image/jpeg')
    expect(res.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8')
    expect((await sharp(res.rawPayload).metadata()).width).toBe(800)
    expect(await t.deps.storage.exists(storageKeys.page(mobile.publicId, 3, 'jpg'))).toBe(true)
    expect((await t.app.inject({ url: `/flipbook/${mobile.publicId}/5.jpg` })).statusCode).toBe(404)
  })
})
