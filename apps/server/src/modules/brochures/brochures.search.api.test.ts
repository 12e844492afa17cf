import zlib from 'node:zlib'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { addBrochure, type BrochureSummary, findSearchData } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

// The real compressors, counted: the search route compresses its answer with them, and nothing else in the app
// calls these two (the compression plugin and the build use their sync or stream forms).
const brotliCompress = vi.spyOn(zlib, 'brotliCompress')
const gzip = vi.spyOn(zlib, 'gzip')

let t: Awaited<ReturnType<typeof createTestApp>>
let b: BrochureSummary
beforeAll(async () => {
  t = await createTestApp()
  b = await addBrochure(
    { db: t.deps.db, storage: t.deps.storage },
    { pdf: await createDemoPdf({ pages: 6 }), title: 'Search', slug: 'search' },
  )
})
afterAll(async () => {
  // The test files of a worker share their modules (isolate: false): leave zlib as it was found.
  brotliCompress.mockRestore()
  gzip.mockRestore()
  await t.close()
})
beforeEach(() => {
  brotliCompress.mockClear()
  gzip.mockClear()
})

describe('GET /flipbook/search, many first requests at once', () => {
  it('compresses the answer once and gives all twenty the same bytes', async () => {
    const url = `/flipbook/search?name=${b.renditions.desktop.publicId}&input=silo`
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => t.app.inject({ url, headers: { 'accept-encoding': 'br' } })),
    )
    expect(brotliCompress).toHaveBeenCalledTimes(1)
    expect(gzip).toHaveBeenCalledTimes(1)
    const expected = {
      status: 'OK',
      page: { info: { ocr: { adv_ocr: { data: await findSearchData(t.deps.db, b.id) } } } },
    }
    expect(expected.page.info.ocr.adv_ocr.data).toHaveLength(6)
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.headers['content-encoding']).toBe('br')
      expect(res.rawPayload.equals(answers[0]?.rawPayload ?? Buffer.alloc(0))).toBe(true)
    }
    expect(
      JSON.parse(zlib.brotliDecompressSync(answers[0]?.rawPayload ?? Buffer.alloc(0)).toString()),
    ).toEqual(expected)
    // Later requests, in any encoding, are served from the kept answer.
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString())).toEqual(expected)
    expect((await t.app.inject({ url })).json()).toEqual(expected)
    expect(brotliCompress).toHaveBeenCalledTimes(1)
  })

  it('does not keep a failed computation: the next request computes the answer again', async () => {
    const url = `/flipbook/search?name=${b.renditions.mobile.publicId}&input=`
    brotliCompress.mockImplementationOnce(((_buf: unknown, _opts: unknown, done: (err: Error) => void) =>
      done(new Error('out of memory'))) as never)
    const failed = await Promise.all(Array.from({ length: 5 }, () => t.app.inject({ url })))
    expect(failed.map((r) => r.statusCode)).toEqual([500, 500, 500, 500, 500])
    expect(brotliCompress).toHaveBeenCalledTimes(1)
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(200)
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).status).toBe('OK')
    expect(brotliCompress).toHaveBeenCalledTimes(2)
  })

  it('keeps no answer for an unknown publicId', async () => {
    const url = '/flipbook/search?name=0123456789abcdef0123&input=a'
    expect((await t.app.inject({ url })).statusCode).toBe(404)
    expect((await t.app.inject({ url })).statusCode).toBe(404)
    expect(brotliCompress).not.toHaveBeenCalled()
  })
})
