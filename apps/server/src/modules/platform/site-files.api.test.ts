import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { LANGS } from '@shop/domain/i18n/langs'
import { STATIC_PAGES } from '@shop/domain/platform/public-pages'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessories, baseModels, brochureRenditions, brochures } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'

const SHOP = 'https://silo.example.com'
const WEB = path.resolve(import.meta.dirname, '../../../../web')

let t: Awaited<ReturnType<typeof createTestApp>>
let webDist: string
beforeAll(async () => {
  // A stand-in for the Vite build, so the static files' catch-all is there for these routes to win over.
  webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'site-files-web-'))
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body>shop</body></html>')
  t = await createTestApp({ PUBLIC_URL: SHOP, WEB_DIST: webDist })
  // A brochure that can be shown, and one still without its pictures (an import under way).
  const [shown] = await t.database.db
    .insert(brochures)
    .values([
      {
        slug: 'catalogo-2026',
        title: 'Catalogo 2026',
        downloadFileName: 'catalogo',
        pdfKey: 'a.pdf',
        pageCount: 4,
      },
      { slug: 'bozza', title: 'Bozza', downloadFileName: 'bozza', pdfKey: 'b.pdf', pageCount: 4 },
    ])
    .returning({ id: brochures.id })
  await t.database.db.insert(brochureRenditions).values([
    {
      publicId: 'p-desktop',
      brochureId: shown?.id as number,
      kind: 'desktop',
      pageCount: 4,
      width: 1200,
      height: 1700,
    },
  ])
})
afterAll(async () => {
  await t?.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

/** Each <url> of the sitemap: its address and its alternates by hreflang. */
function readSitemap(xml: string) {
  return [...xml.matchAll(/<url>(.*?)<\/url>/g)].map(([, url]) => ({
    loc: /<loc>(.*?)<\/loc>/.exec(url as string)?.[1] as string,
    alternates: Object.fromEntries(
      [...(url as string).matchAll(/<xhtml:link rel="alternate" hreflang="([\w-]+)" href="([^"]+)"\/>/g)].map(
        ([, lang, href]) => [lang, href],
      ),
    ),
  }))
}

async function fetchSitemap() {
  const res = await t.app.inject({ method: 'GET', url: '/sitemap.xml' })
  expect(res.statusCode, res.body).toBe(200)
  return { res, urls: readSitemap(res.body) }
}

describe('GET /sitemap.xml', () => {
  it('lists every public page in the five languages, each with its alternates and x-default', async () => {
    const { res, urls } = await fetchSitemap()
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8')
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org/,
    )

    const models = await t.database.db.select({ code: baseModels.code }).from(baseModels)
    const parts = (await t.database.db.select().from(accessories)).filter((a) => a.soldAlone)
    expect(models.map((m) => m.code)).toContain('SZ-30')
    expect(parts.length).toBeGreaterThan(0)
    const pages = [
      ...STATIC_PAGES,
      ...models.map((m) => `prodotti/${m.code}`),
      ...parts.map((a) => `prodotti/accessori/${a.code}`),
      'brochure/catalogo-2026',
    ]
    const expected = pages.flatMap((page) => LANGS.map((lang) => `${SHOP}/${lang}/${page}`))
    expect(urls.map((u) => u.loc).sort()).toEqual(expected.sort())

    for (const { loc, alternates } of urls) {
      const page = loc.replace(/^https:\/\/silo\.example\.com\/[a-z]{2}\//, '')
      expect(alternates, loc).toEqual({
        it: `${SHOP}/it/${page}`,
        en: `${SHOP}/en/${page}`,
        de: `${SHOP}/de/${page}`,
        es: `${SHOP}/es/${page}`,
        fr: `${SHOP}/fr/${page}`,
        'x-default': `${SHOP}/it/${page}`,
      })
    }
  })

  it('lists no page of the reserved area, the checkout, the desk or the API, and no brochure without pictures', async () => {
    const { urls } = await fetchSitemap()
    const paths = urls.flatMap((u) => [u.loc, ...Object.values(u.alternates)]).map((u) => new URL(u).pathname)
    expect(paths.filter((p) => /^\/[a-z]{2}\/(user|checkout|desk)(\/|$)|^\/api\/|bozza/.test(p))).toEqual([])
  })

  it('is public and cacheable, and answers 304 to a crawler that has it', async () => {
    const { res } = await fetchSitemap()
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.headers['set-cookie']).toBeUndefined()
    const again = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
    // Compressed on the way (it grows with the catalogue), under the same ETag.
    const compressed = await t.app.inject({
      method: 'GET',
      url: '/sitemap.xml',
      headers: { 'accept-encoding': 'br' },
    })
    expect(compressed.headers['content-encoding']).toBe('br')
    expect(compressed.headers.etag).toBe(res.headers.etag)
  })
})

describe('GET /robots.txt', () => {
  it('keeps crawlers out of the private pages and the API, names the sitemap, and lets every sitemap page in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/robots.txt' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.body).toMatch(/^User-agent: \*\n/)
    expect(res.body).toContain(`\nSitemap: ${SHOP}/sitemap.xml\n`)
    const disallowed = [...res.body.matchAll(/^Disallow: (.+)$/gm)].map(([, p]) => p as string)
    const blocked = (pathname: string) => disallowed.some((prefix) => pathname.startsWith(prefix))
    for (const lang of LANGS)
      for (const page of ['user', 'user/orders/7', 'checkout', 'checkout/payment/3', 'desk', 'desk/clients'])
        expect(blocked(`/${lang}/${page}`), `/${lang}/${page}`).toBe(true)
    expect(blocked('/api/front/user')).toBe(true)
    const { urls } = await fetchSitemap()
    expect(urls.map((u) => new URL(u.loc).pathname).filter(blocked)).toEqual([])
  })
})

describe('GET /manifest.webmanifest', () => {
  it("names the shop as its header does, in the theme's colours, opening on the wizard", async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/manifest+json; charset=utf-8')
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    expect(res.headers.etag).toBeDefined()
    const manifest = JSON.parse(res.body)
    expect(manifest).toMatchObject({
      name: 'Silo Shop',
      short_name: 'Silo Shop',
      start_url: '/it/prodotti/wizard',
      scope: '/',
      display: 'standalone',
      background_color: '#ffffff',
    })
    // The favicon's colour, which index.html gives the browser's bar before the manifest is read.
    const favicon = fs.readFileSync(path.join(WEB, 'public/favicon.svg'), 'utf8')
    expect(favicon).toContain(`stroke="${manifest.theme_color}"`)
    const index = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8')
    expect(index).toContain(`<meta name="theme-color" content="${manifest.theme_color}" />`)
    expect(index).toContain('<link rel="manifest" href="/manifest.webmanifest" />')
  })

  it('has PNG icons of the sizes it states, 192 and 512 and a maskable one, and index.html an apple-touch-icon', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/manifest.webmanifest' })
    const icons = JSON.parse(res.body).icons as {
      src: string
      sizes: string
      type: string
      purpose?: string
    }[]
    expect(icons.map((i) => [i.sizes, i.purpose ?? 'any'])).toEqual([
      ['192x192', 'any'],
      ['512x512', 'any'],
      ['512x512', 'maskable'],
    ])
    const index = fs.readFileSync(path.join(WEB, 'index.html'), 'utf8')
    const touch = /<link rel="apple-touch-icon" href="([^"]+)" \/>/.exec(index)?.[1] as string
    for (const icon of [...icons, { src: touch, sizes: '180x180', type: 'image/png', purpose: 'any' }]) {
      const meta = await sharp(path.join(WEB, 'public', icon.src)).metadata()
      expect([meta.format, `${meta.width}x${meta.height}`], icon.src).toEqual(['png', icon.sizes])
      expect(icon.type).toBe('image/png')
      // Launchers fill what a maskable icon leaves transparent with black; iOS does so with the touch icon.
      if (icon.purpose === 'maskable' || icon.src === touch) expect(meta.hasAlpha, icon.src).toBe(false)
    }
  })
})
