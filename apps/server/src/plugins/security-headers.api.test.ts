import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { PRELOAD_SCRIPT, renderBrochurePage } from '../modules/brochures/brochure-page.ts'
import { createTestApp } from '../test/test-app.ts'
import { XSRF_COOKIE } from './csrf.ts'
import { API_CSP, scriptHash } from './security-headers.ts'

// A small built web app: the real build is not needed to see which answers carry which headers.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-web-'))
const page = (id: string) =>
  `<!doctype html><html lang="it"><head><title>Shop</title></head><body><div id="${id}"></div></body></html>`
fs.mkdirSync(path.join(webDist, 'assets'))
fs.writeFileSync(path.join(webDist, 'index.html'), page('root'))
fs.writeFileSync(path.join(webDist, 'brochure.html'), page('flipApp'))
fs.writeFileSync(path.join(webDist, 'assets', 'app-abc123.js'), 'console.log(1)')
fs.writeFileSync(path.join(webDist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>')

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const hasXsrfCookie = (res: { cookies: { name: string }[] }) =>
  res.cookies.some((c) => c.name === XSRF_COOKIE)

describe('security headers', () => {
  it.each([
    ['a page', '/it/', 'page'],
    ['a picture of the build', '/favicon.svg', 'page'],
    ['an API answer', '/api/front/country', 'api'],
    ['an API 404', '/api/front/nothing-here', 'api'],
    ['the product card, HTML a browser may show', '/api/front/render_product_card/1', 'page'],
    ['a page 404', '/it/nothing-here/at/all', 'page'],
    ['the health check', '/healthz', 'page'],
  ])('come with %s', async (_what, url, kind) => {
    const res = await t.app.inject({ url })
    const csp = String(res.headers['content-security-policy'])
    if (kind === 'api') {
      // Data, not a document: nothing may load from it at all.
      expect(csp).toBe(API_CSP)
    } else {
      expect(csp).toContain("default-src 'self'")
      expect(csp).toMatch(/script-src 'self'( 'sha256-[\w+/=]+')*;/)
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/)
      expect(csp).toContain("object-src 'none'")
    }
    expect(csp).toContain("frame-ancestors 'none'")
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    expect(res.headers['x-frame-options']).toBe('DENY')
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
    // Served over plain http to a plain-http PUBLIC_URL: no HSTS.
    expect(res.headers['strict-transport-security']).toBeUndefined()
  })

  it("leave nosniff alone on the build's scripts and stylesheets, which are never documents", async () => {
    const res = await t.app.inject({ url: '/assets/app-abc123.js' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['x-content-type-options']).toBe('nosniff')
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
    ])
      expect(res.headers[name], name).toBeUndefined()
  })

  it('come with a refusal too', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/front/user/logout' })
    expect(res.statusCode).toBe(403)
    expect(res.headers['content-security-policy']).toBeDefined()
    expect(res.headers['x-frame-options']).toBe('DENY')
  })

  it('allow the brochure page’s one inline script by its hash, and that script only', async () => {
    const csp = String((await t.app.inject({ url: '/it/' })).headers['content-security-policy'])
    expect(csp).toContain(scriptHash(PRELOAD_SCRIPT))
    const renditions = {
      desktop: { publicId: 'd1', pageCount: 4, width: 1200, height: 1600 },
      mobile: { publicId: 'm1', pageCount: 4, width: 600, height: 800 },
    }
    const html = renderBrochurePage(
      page('flipApp'),
      { slug: 's', title: 'T', description: '', downloadFileName: 'T', renditions },
      'it',
      'http://localhost:3000',
    )
    // Every executable script of the page is the constant one; the data rides in a JSON block.
    const scripts = [...html.matchAll(/<script( [^>]*)?>([\s\S]*?)<\/script>/g)]
    const executable = scripts.filter((m) => !m[1]?.includes('application/json'))
    expect(executable.map((m) => m[2])).toEqual([PRELOAD_SCRIPT])
  })
})

describe('HSTS', () => {
  it('is sent when the request came over https through a trusted proxy', async () => {
    const proxied = await createTestApp({ TRUST_PROXY: '1', WEB_DIST: webDist })
    try {
      const res = await proxied.app.inject({ url: '/healthz', headers: { 'x-forwarded-proto': 'https' } })
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000')
    } finally {
      await proxied.close()
    }
  })
})

describe('the XSRF-TOKEN cookie', () => {
  it('is minted on GET /api/front/user for a client that has none', async () => {
    const res = await t.app.inject({ url: '/api/front/user' })
    expect(hasXsrfCookie(res)).toBe(true)
  })

  it.each([
    ['the shop page', '/it/'],
    ['a 404 page', '/xx/nothing'],
    ['a brochure page', '/it/brochure/nothing-here'],
  ])('is minted on %s', async (_what, url) => {
    const res = await t.app.inject({ url })
    expect(res.headers['content-type']).toContain('text/html')
    expect(hasXsrfCookie(res)).toBe(true)
  })

  it.each([
    ['an asset', '/assets/app-abc123.js'],
    ['a static file', '/favicon.svg'],
    ['the health check', '/healthz'],
    ['a public cacheable resource', '/api/front/country'],
    ['an API 404', '/api/front/nothing-here'],
  ])('is never set on %s', async (_what, url) => {
    const res = await t.app.inject({ url })
    expect(res.statusCode).toBeLessThan(500)
    expect(res.headers['set-cookie']).toBeUndefined()
  })

  it('is not set again on a page for a client whose token still verifies', async () => {
    const first = await t.app.inject({ url: '/it/' })
    const token = first.cookies.find((c) => c.name === XSRF_COOKIE)?.value
    const again = await t.app.inject({ url: '/it/prodotti', headers: { cookie: `${XSRF_COOKIE}=${token}` } })
    expect(again.headers['set-cookie']).toBeUndefined()
  })
})
