import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'
import { COMPRESSION_THRESHOLD, pickEncoding } from './compression.ts'
import { XSRF_COOKIE } from './csrf.ts'

// A small built web app laid out as the build leaves it: text files with their .br and .gz beside them.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'))
const indexHtml = `<!doctype html><html lang="it"><head><title>Shop</title>${'<link rel="modulepreload" href="/assets/x.js">'.repeat(30)}</head><body><div id="root"></div></body></html>`
const appJs = `export const labels = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `label number ${i}`))}`
const tinyJs = 'export const a = 1'
function writeBuilt(name: string, body: string, precompressed: boolean) {
  const file = path.join(webDist, name)
  fs.writeFileSync(file, body)
  if (!precompressed) return
  fs.writeFileSync(`${file}.br`, zlib.brotliCompressSync(body))
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body))
}
fs.mkdirSync(path.join(webDist, 'assets'))
writeBuilt('index.html', indexHtml, true)
writeBuilt('assets/app-abc123.js', appJs, true)
// Too small for the build to have compressed it: it must not be compressed on the fly either.
writeBuilt('assets/tiny-abc123.js', tinyJs, false)

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

type Answer = { rawPayload: Buffer; headers: Record<string, unknown> }
function decoded(res: Answer): string {
  const encoding = res.headers['content-encoding']
  if (encoding === 'br') return zlib.brotliDecompressSync(res.rawPayload).toString()
  if (encoding === 'gzip') return zlib.gunzipSync(res.rawPayload).toString()
  expect(encoding).toBeUndefined()
  return res.rawPayload.toString()
}
const varies = (res: Answer) =>
  String(res.headers.vary ?? '')
    .toLowerCase()
    .split(/\s*,\s*/)
    .includes('accept-encoding')

describe('GET /assets/* (the build compressed them)', () => {
  it.each([
    ['br, gzip', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['deflate', undefined],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s, the same file once decoded', async (accept, expected) => {
    const res = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: accept ? { 'accept-encoding': accept } : {},
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(expected)
    expect(varies(res)).toBe(true)
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/)
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable')
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length)
    expect(decoded(res)).toBe(appJs)
    if (expected) expect(res.rawPayload.length).toBeLessThan(appJs.length / 3)
  })

  it('a file the build left alone is sent as it is, never compressed on the fly', async () => {
    const res = await t.app.inject({
      url: '/assets/tiny-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(res.body).toBe(tinyJs)
  })

  it('answers 304 to If-None-Match with the ETag of the encoding it sent', async () => {
    const headers = { 'accept-encoding': 'br, gzip' }
    const first = await t.app.inject({ url: '/assets/app-abc123.js', headers })
    const etag = String(first.headers.etag)
    expect(etag).toBeTruthy()
    const again = await t.app.inject({
      url: '/assets/app-abc123.js',
      headers: { ...headers, 'if-none-match': etag },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    // The gzip copy is another representation: its own ETag, so a cache never takes one for the other.
    const gzip = await t.app.inject({ url: '/assets/app-abc123.js', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers.etag).not.toBe(etag)
  })
})

describe('GET /it/ (the page)', () => {
  it('sends the build’s brotli copy with Vary, no-cache, the CSP and a fresh XSRF cookie', async () => {
    const res = await t.app.inject({ url: '/it/', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    expect(varies(res)).toBe(true)
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8')
    expect(res.headers['cache-control']).toBe('no-cache')
    expect(res.headers['content-security-policy']).toContain("default-src 'self'")
    expect(res.cookies.some((c) => c.name === XSRF_COOKIE)).toBe(true)
    expect(decoded(res)).toBe(indexHtml)
  })

  it.each([
    ['gzip', 'gzip'],
    ['', undefined],
  ])('Accept-Encoding "%s" gets %s', async (accept, expected) => {
    const res = await t.app.inject({
      url: '/it/prodotti',
      headers: accept ? { 'accept-encoding': accept } : {},
    })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe(expected)
    expect(varies(res)).toBe(true)
    expect(decoded(res)).toBe(indexHtml)
  })

  it('an unknown language still gets the page, compressed, with a 404', async () => {
    const res = await t.app.inject({ url: '/xx/nothing', headers: { 'accept-encoding': 'br' } })
    expect(res.statusCode).toBe(404)
    expect(res.headers['content-encoding']).toBe('br')
    expect(decoded(res)).toBe(indexHtml)
  })
})

describe('dynamic answers (compressed on the fly)', () => {
  it('GET /api/front/country: a list above the threshold is compressed, with its ETag and Vary kept', async () => {
    const res = await t.app.inject({ url: '/api/front/country', headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('br')
    const body = decoded(res)
    expect(body.length).toBeGreaterThan(COMPRESSION_THRESHOLD)
    expect(JSON.parse(body).status).toBe('OK')
    expect(String(res.headers.vary).toLowerCase()).toBe('x-lang, accept-language, accept-encoding')
    expect(res.headers.etag).toBeTruthy()

    const identity = await t.app.inject({ url: '/api/front/country' })
    expect(identity.headers['content-encoding']).toBeUndefined()
    expect(identity.body).toBe(body)
    expect(identity.headers.etag).toBe(res.headers.etag)

    const gzip = await t.app.inject({ url: '/api/front/country', headers: { 'accept-encoding': 'gzip' } })
    expect(gzip.headers['content-encoding']).toBe('gzip')
    expect(decoded(gzip)).toBe(body)
  })

  it('GET /api/front/country: If-None-Match still answers 304 without a body', async () => {
    const headers = { 'accept-encoding': 'br, gzip' }
    const first = await t.app.inject({ url: '/api/front/country', headers })
    const again = await t.app.inject({
      url: '/api/front/country',
      headers: { ...headers, 'if-none-match': String(first.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
    expect(again.headers['content-encoding']).toBeUndefined()
  })

  it('GET /uploads/guida_acquisto/data/it.json: compressed, and 304 on its ETag', async () => {
    const headers = { 'accept-encoding': 'gzip' }
    const res = await t.app.inject({ url: '/uploads/guida_acquisto/data/it.json', headers })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-encoding']).toBe('gzip')
    expect(JSON.parse(decoded(res))).toBeTruthy()
    const again = await t.app.inject({
      url: '/uploads/guida_acquisto/data/it.json',
      headers: { ...headers, 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    expect(again.rawPayload.length).toBe(0)
  })

  it.each([
    ['/healthz', 200],
    ['/api/front/country/1', 200],
    ['/api/front/nothing-here', 404],
  ])('GET %s: an answer below the threshold is sent as it is', async (url, status) => {
    const res = await t.app.inject({ url, headers: { 'accept-encoding': 'br, gzip' } })
    expect(res.statusCode).toBe(status)
    expect(res.rawPayload.length).toBeLessThan(COMPRESSION_THRESHOLD)
    expect(res.headers['content-encoding']).toBeUndefined()
    expect(JSON.parse(res.body).status).toBeDefined()
  })
})

describe('pickEncoding', () => {
  it.each([
    ['br, gzip', ['br', 'gzip'], 'br'],
    ['gzip, br', ['br', 'gzip'], 'br'],
    ['br;q=0.5, gzip', ['br', 'gzip'], 'gzip'],
    ['br;q=0, gzip;q=0', ['br', 'gzip'], undefined],
    ['*', ['br', 'gzip'], 'br'],
    ['*, br;q=0', ['br', 'gzip'], 'gzip'],
    ['BR', ['br', 'gzip'], 'br'],
    ['br', ['gzip'], undefined],
    ['identity', ['br', 'gzip'], undefined],
    [undefined, ['br', 'gzip'], undefined],
  ] as const)('"%s" with %j held -> %s', (accept, held, expected) => {
    expect(pickEncoding(accept, held)).toBe(expected)
  })
})
