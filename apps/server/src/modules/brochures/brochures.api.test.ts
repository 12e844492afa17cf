import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { FALLBACK_LABELS } from '@shop/domain/brochures/labels'
import { LANGS } from '@shop/domain/i18n/langs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { addBrochure, type BrochureSummary } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

// A stand-in for the Vite build, so these tests do not need one.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'brochure-web-'))
fs.writeFileSync(
  path.join(webDist, 'brochure.html'),
  '<!doctype html>\n<html lang="it">\n  <head>\n    <title>Brochure</title>\n  </head>\n  <body>\n    <div id="flipApp"></div>\n  </body>\n</html>\n',
)
fs.writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><html><body><div id="root">shop</div></body></html>',
)

let t: Awaited<ReturnType<typeof createTestApp>>
let b: BrochureSummary
const TITLE = 'Catalogo "Sili" <b>2026</b> & co'

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist })
  b = await addBrochure(
    { db: t.deps.db, storage: t.deps.storage },
    {
      pdf: await createDemoPdf({ pages: 4 }),
      title: TITLE,
      slug: 'catalogo',
      downloadFileName: 'Catalogo 2026',
    },
  )
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

describe('GET /flipbook/search', () => {
  it('answers every page text in the spec shape, whatever the input', async () => {
    const res = await t.app.inject({
      url: `/flipbook/search?name=${b.renditions.desktop.publicId}&input=silo`,
    })
    expect(res.statusCode).toBe(200)
    const body = res.json()
    expect(body.status).toBe('OK')
    const data = body.page.info.ocr.adv_ocr.data
    expect(data.map((d: { id: number }) => d.id)).toEqual([0, 1, 2, 3])
    expect(data[0].fullTextAnnotation.text).toContain('Catalogo 2026')
    expect(data[2].fullTextAnnotation.text).toContain('Silo verticale in acciaio inox')
    const other = await t.app.inject({
      url: `/flipbook/search?name=${b.renditions.mobile.publicId}&input=nothing`,
    })
    expect(other.json()).toEqual(body)
  })

  it('is compressed and cacheable', async () => {
    const url = `/flipbook/search?name=${b.renditions.desktop.publicId}&input=`
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip, deflate, br' } })
    expect(res.headers['content-encoding']).toBe('br')
    expect(res.headers['cache-control']).toContain('max-age=31536000')
    expect(res.headers.vary).toContain('accept-encoding')
    expect(JSON.parse(zlib.brotliDecompressSync(res.rawPayload).toString()).status).toBe('OK')
    const gz = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } })
    expect(JSON.parse(zlib.gunzipSync(gz.rawPayload).toString()).status).toBe('OK')
    const again = await t.app.inject({ url, headers: { 'if-none-match': String(res.headers.etag) } })
    expect(again.statusCode).toBe(304)
  })

  it.each(['unknownpublicid1234', '../etc', 'x'])(
    'answers 404 KO for the unknown publicId %j',
    async (name) => {
      const res = await t.app.inject({ url: `/flipbook/search?name=${encodeURIComponent(name)}&input=a` })
      expect(res.statusCode).toBe(404)
      expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
    },
  )
})

describe('GET /{lang}/brochure/getLabels', () => {
  it.each(LANGS)('answers the whole label map in %s', async (lang) => {
    const res = await t.app.inject({ url: `/${lang}/brochure/getLabels` })
    expect(res.statusCode).toBe(200)
    const map = res.json()
    expect(Object.keys(map).sort()).toEqual(Object.keys(FALLBACK_LABELS).sort())
    for (const text of Object.values(map)) expect(String(text).trim()).not.toBe('')
  })

  it('translates', async () => {
    expect((await t.app.inject({ url: '/it/brochure/getLabels' })).json().share).toBe('Condividi')
    expect((await t.app.inject({ url: '/en/brochure/getLabels' })).json()).toMatchObject(FALLBACK_LABELS)
  })

  it.each(LANGS)('starts every label with a capital letter in %s (issue 13)', async (lang) => {
    const map: Record<string, string> = (await t.app.inject({ url: `/${lang}/brochure/getLabels` })).json()
    const lowerCase = Object.entries(map).filter(([, text]) => text[0] !== text[0]?.toLocaleUpperCase(lang))
    expect(lowerCase).toEqual([])
  })

  it('answers 404 KO for an unknown language', async () => {
    const res = await t.app.inject({ url: '/xx/brochure/getLabels' })
    expect(res.statusCode).toBe(404)
    expect(res.json().status).toBe('KO')
  })
})

describe('GET /flipbook/{publicId}/{file}', () => {
  it('serves page pictures as JPEG and WebP at long-cacheable addresses', async () => {
    for (const kind of ['desktop', 'mobile'] as const) {
      const id = b.renditions[kind].publicId
      const jpg = await t.app.inject({ url: `/flipbook/${id}/2.jpg` })
      expect(jpg.statusCode).toBe(200)
      expect(jpg.headers['content-type']).toBe('image/jpeg')
      expect(jpg.headers['cache-control']).toBe('public, max-age=31536000, immutable')
      expect(jpg.rawPayload.subarray(0, 2).toString('hex')).toBe('ffd8')
      const webp = await t.app.inject({ url: `/flipbook/${id}/2.webp` })
      expect(webp.headers['content-type']).toBe('image/webp')
      expect(webp.rawPayload.subarray(8, 12).toString()).toBe('WEBP')
      expect(webp.rawPayload.length).toBeLessThan(jpg.rawPayload.length)
      expect((await t.app.inject({ url: `/flipbook/${id}/thumb-4.jpg` })).statusCode).toBe(200)
    }
  })

  it('serves the text layout of a page', async () => {
    const res = await t.app.inject({ url: `/flipbook/${b.renditions.desktop.publicId}/text-3.json` })
    expect(res.statusCode).toBe(200)
    const layout = res.json()
    expect(layout).toMatchObject({ width: 595, height: 842 })
    expect(layout.items.map((i: unknown[]) => i[0])).toContain('Silo verticale in acciaio inox')
  })

  it('serves the PDF under the download name', async () => {
    const res = await t.app.inject({
      url: `/flipbook/${b.renditions.mobile.publicId}/document.pdf`,
      headers: { accept: 'application/pdf' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toContain('filename="Catalogo 2026.pdf"')
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-')
  })

  it.each([
    ['an unknown publicId', '/flipbook/aaaaaaaaaaaaaaaaaaaa/1.jpg'],
    ['a page past the end', '/flipbook/{id}/5.jpg'],
    ['page zero', '/flipbook/{id}/0.jpg'],
    ['an unknown file', '/flipbook/{id}/secret.txt'],
    ['a PDF of an unknown publicId', '/flipbook/aaaaaaaaaaaaaaaaaaaa/document.pdf'],
    ['a path trick', '/flipbook/..%2F..%2Fetc/1.jpg'],
  ])('answers 404 KO for %s', async (_what, url) => {
    const res = await t.app.inject({ url: url.replace('{id}', b.renditions.desktop.publicId) })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
  })
})

describe('GET /{lang}/brochure/{slug}', () => {
  it('carries the hidden inputs and og tags in the HTML, escaped', async () => {
    const res = await t.app.inject({ url: '/en/brochure/catalogo' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('text/html')
    const html = res.body
    const { desktop, mobile } = b.renditions
    expect(html).toContain('<html lang="en"')
    expect(html).toContain(`<input type="hidden" id="publicId" value="${desktop.publicId}" />`)
    expect(html).toContain('<input type="hidden" id="pages" value="4" />')
    expect(html).toContain(`<input type="hidden" id="publicIdMobile" value="${mobile.publicId}" />`)
    expect(html).toContain('<input type="hidden" id="pagesMobile" value="4" />')
    expect(html).toContain('<input type="hidden" id="downloadFileName" value="Catalogo 2026" />')
    const escaped = 'Catalogo &quot;Sili&quot; &lt;b&gt;2026&lt;/b&gt; &amp; co'
    expect(html).toContain(`<input type="hidden" id="metaTitle" value="${escaped}" />`)
    expect(html).toContain(`<meta property="og:title" content="${escaped}" />`)
    expect(html).toContain(`<title>${escaped}</title>`)
    expect(html).toContain('<meta property="og:description" content=')
    expect(html).toContain(
      `<meta property="og:image" content="http://localhost:3000/flipbook/${desktop.publicId}/1.jpg" />`,
    )
    expect(html).not.toContain('<b>2026')
    expect(html.indexOf('id="publicId"')).toBeLessThan(html.indexOf('<div id="flipApp">'))
  })

  // The inline script of the served page, run against a stand-in window: what it asks the browser to fetch early.
  async function preloadedBy(hash: string, width: number): Promise<string[]> {
    const html = (await t.app.inject({ url: '/it/brochure/catalogo' })).body
    const script = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1]
    if (!script) throw new Error('no inline script in the page')
    const sets = /<script type="application\/json" id="([^"]+)">([\s\S]*?)<\/script>/.exec(html)
    const links: { rel?: string; href?: string }[] = []
    const window = { matchMedia: () => ({ matches: width <= 768 }), location: { hash } }
    const document = {
      getElementById: (id: string) => (id === sets?.[1] ? { textContent: sets[2] } : null),
      createElement: () => ({}),
      head: { appendChild: (l: object) => links.push(l) },
    }
    new Function('window', 'document', script)(window, document)
    expect(links.every((l) => l.rel === 'preload')).toBe(true)
    return links.map((l) =>
      String(l.href).replace(/^\/flipbook\/([a-z0-9]+)\//, (_, id) =>
        id === b.renditions.desktop.publicId ? 'd/' : 'm/',
      ),
    )
  }

  it.each([
    ['', 1280, ['d/1.webp']],
    ['#3', 1280, ['d/2.webp', 'd/3.webp']],
    ['#2', 1280, ['d/2.webp', 'd/3.webp']],
    ['#99', 1280, ['d/4.webp']],
    ['#abc', 1280, ['d/1.webp']],
    ['#0', 1280, ['d/1.webp']],
    ['#3', 390, ['m/3.webp']],
    ['#-2', 390, ['m/1.webp']],
  ])(
    'preloads the pictures the book opens on for %j at %i px, and no others',
    async (hash, width, expected) => {
      expect(await preloadedBy(hash, width)).toEqual(expected)
    },
  )

  it.each([
    '/it/brochure/nothing-here',
    '/xx/brochure/catalogo',
    // Slugs no brochure can have never reach the database, which refuses a NUL byte (a 5xx before).
    '/it/brochure/%00',
    '/it/brochure/catalogo%00',
    `/it/brochure/${'a'.repeat(250)}`,
  ])('answers the 404 page for %s', async (url) => {
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-type']).toContain('text/html')
    expect(res.body).toContain('shop')
  })

  it('answers a path that is not UTF-8 with a 400 KO, and one past the router limit with the app', async () => {
    const bad = await t.app.inject({ url: '/it/brochure/%ED%A0%80' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ status: 'KO', error_code: 'bad_request' })
    // Longer than any route parameter may be: no route matches, so the web app answers (and shows its own 404).
    const long = await t.app.inject({ url: `/it/brochure/${'a'.repeat(300)}` })
    expect(long.statusCode).toBe(200)
    expect(long.body).toContain('shop')
  })
})
