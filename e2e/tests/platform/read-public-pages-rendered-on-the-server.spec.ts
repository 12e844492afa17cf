import type { APIRequestContext, Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

const LANGS = ['it', 'en', 'de', 'es', 'fr']

/** Each public page the server renders, with text its own content holds (not the header's or the footer's). */
const publicPages = [
  { path: '/it/', text: 'Silos industriali su misura, configurati online' },
  { path: '/it/prodotti', text: 'Silo zincato 60 m³' },
  { path: '/it/prodotti/SZ-30', text: 'Il cono a 60° richiede le gambe rinforzate' },
  // A shared link with variations: the pickers are a part of their own (lazyPart), rendered by the server too.
  { path: '/it/prodotti/SI-45?code=SI45-70RCSPC-PUCPLRAT&variations=2,7,9,12', text: 'Lunghezza' },
  { path: '/it/prodotti/accessori/FI-CAR', text: 'FI-CAR' },
  { path: '/it/prodotti/documentazione-codici', text: 'Analisi codice' },
  { path: '/it/prodotti/wizard', text: 'Solidi o liquidi?' },
  // Step 3 without a model: the wizard's default configuration in the configurator, a part of its own.
  { path: '/it/prodotti/wizard?passo=3', text: 'Cono di scarico a 60° in acciaio zincato' },
  { path: '/it/prodotti/tablet_silo', text: 'Configura il tuo silo' },
  { path: '/it/guida-acquisto', text: 'Cosa devi stoccare?' },
  { path: '/it/privacy', text: 'Titolare del trattamento' },
  { path: '/it/contatti', text: 'I nostri recapiti' },
  { path: '/it/login', text: 'Password dimenticata?' },
  { path: '/en/prodotti', text: 'Galvanised silo 30 m³' },
]

/** The page's HTML as it arrives, before any script: what a search engine or a link preview reads. */
async function htmlOf(request: APIRequestContext, path: string) {
  const res = await request.get(path)
  expect(res.status(), path).toBe(200)
  const html = await res.text()
  const root = html.slice(html.indexOf('<div id="root">'), html.indexOf('id="server-state"'))
  // The text a reader gets: tags dropped, the entities React writes decoded.
  const text = root
    .replace(/<style[\s\S]*?<\/style>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
  return { html, text, headers: res.headers() }
}

test('every public page arrives with its content, its head and the state the browser hydrates from', async ({
  request,
}) => {
  for (const { path, text } of publicPages) {
    const page = await htmlOf(request, path)
    expect(page.text, path).toContain(text)
    expect(page.html, path).toMatch(/<title>[^<]+ · Silo Shop<\/title>|<title>Silo Shop<\/title>/)
    expect(page.html, path).toMatch(/<meta name="description" content="[^"]{20,}">/)
    // The canonical address leaves the query out (a configuration's code is the same page).
    const address = path.split('?')[0] as string
    const bare = address.replace(/\/$/, '').slice(3)
    expect(page.html, path).toContain(
      `<link rel="canonical" href="http://127.0.0.1:${process.env.E2E_PORT}${address}">`,
    )
    for (const lang of LANGS)
      expect(page.html, `${path} in ${lang}`).toContain(
        `hreflang="${lang}" href="http://127.0.0.1:${process.env.E2E_PORT}/${lang}${bare}`,
      )
    expect(page.html, path).toMatch(/<meta property="og:image" content="http:[^"]+">/)
    expect(page.html, path).toContain('<script type="application/json" id="server-state">')
    // Nothing the strict policy would have to allow: no inline script but data and the brochure's hashed one.
    expect(
      page.html.match(/<script(?![^>]*type="application\/(?:json|ld\+json)")(?![^>]*src=)[^>]*>/g),
      path,
    ).toBeNull()
    // It may hold the session's own prices and cart: no shared cache keeps it.
    expect(page.headers['cache-control'], path).toBe('private, no-cache')
  }
})

test('a model page names the product for search engines: picture with its size, options, schema.org data', async ({
  request,
}) => {
  const { html, text } = await htmlOf(request, '/it/prodotti/SZ-30?code=SZ30-60RFGM-PULM')
  expect(text).toContain('Silo zincato 30 m³')
  expect(text).toContain('Cono di scarico a 70° in acciaio zincato')
  expect(html).toMatch(/<img[^>]+width="\d+"[^>]+height="\d+"|<img[^>]+height="\d+"[^>]+width="\d+"/)
  // The canonical address is the model's page, whatever configuration the link carried.
  expect(html).toContain(
    `<link rel="canonical" href="http://127.0.0.1:${process.env.E2E_PORT}/it/prodotti/SZ-30">`,
  )
  const ld = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1] ?? '{}')
  expect(ld).toMatchObject({ '@type': 'Product', name: 'Silo zincato 30 m³', sku: 'SZ30' })
  expect(ld.brand?.name).toBeTruthy()
  // A visitor sees no price, so the search engines get no offer either.
  expect(ld.offers).toBeUndefined()
})

test('the page the server rendered is the one the browser shows: a signed-in buyer gets his own header', async ({
  page,
}) => {
  const visitor = await htmlOf(page.request, '/it/prodotti/SZ-30')
  expect(visitor.text).toContain('Accedi per vedere i prezzi')
  await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
  const buyer = await htmlOf(page.request, '/it/prodotti/SZ-30')
  expect(buyer.text).toContain('Marco Bianchi')
  expect(buyer.text).not.toContain('Accedi per vedere i prezzi')
})

/**
 * Opens a page with its scripts held back, keeps hold of the elements the server sent (the header, the page's heading,
 * the footer), then lets the scripts run: React hydrates those very elements, where a mismatch would have thrown
 * them away and rendered new ones.
 */
async function expectHydratedInPlace(page: Page, path: string) {
  const problems: string[] = []
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`)
  })
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`))
  let release = () => {}
  const held = new Promise<void>((resolve) => {
    release = resolve
  })
  await page.route('**/assets/shop-*.js', async (route) => {
    await held
    await route.continue()
  })
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('#root footer').waitFor({ state: 'attached' })
  await page.evaluate(() => {
    const w = window as unknown as { fromServer: Element[] }
    w.fromServer = [...document.querySelectorAll('#root header, #root h1, #root footer')]
  })
  release()
  await page.waitForFunction(() =>
    Object.keys(document.querySelector('#root h1') ?? {}).some((k) => k.startsWith('__react')),
  )
  await page.waitForLoadState('networkidle')
  const kept = await page.evaluate(() =>
    (window as unknown as { fromServer: Element[] }).fromServer.map((n) => n.isConnected),
  )
  expect(kept, `${path}: the header, heading and footer the server sent`).toEqual([true, true, true])
  expect(problems, `${path}: console`).toEqual([])
}

for (const { path } of publicPages) {
  test(`${path} hydrates in place, without a warning`, async ({ page }) => {
    await expectHydratedInPlace(page, path)
  })
}

test('with scripts off, the catalogue is plain links and the log-in page says scripts are needed', async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/it/prodotti')
  await page
    .getByRole('link', { name: /Silo zincato 30 m³/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/it\/prodotti\/SZ-30$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Silo zincato 30 m³' })).toBeVisible()
  await page.goto('/it/login')
  // Playwright's text search skips <noscript>, whose content a browser without scripts shows: found by its class.
  await expect(page.locator('.noscript-notice')).toContainText(
    'Per accedere, registrarsi, configurare e ordinare serve JavaScript',
  )
  await expect(page.locator('.noscript-notice')).toBeVisible()
  // Sent anyway, the form posts (nothing in the address) and lands back on the page.
  await page.getByLabel('E-mail').fill(demo.buyer.email)
  await page.getByRole('button', { name: 'Accedi', exact: true }).last().click()
  await expect(page).toHaveURL(/\/it\/login$/)
  await context.close()
})

test('an address in another form is sent to the canonical one by the server, a missing product answers 404', async ({
  page,
  browser,
}) => {
  const answer = async (path: string, request = page.request) => {
    const res = await request.get(path, { maxRedirects: 0 })
    return { status: res.status(), location: res.headers().location, html: await res.text() }
  }
  // Another model's code: that model's page, the code kept; a code in lower case: the catalogue's spelling.
  expect(await answer('/it/prodotti/SZ-30?code=SZ60-45')).toMatchObject({
    status: 301,
    location: '/it/prodotti/SZ-60?code=SZ60-45',
  })
  expect(await answer('/it/prodotti/accessori/op-lr?variations=7')).toMatchObject({
    status: 301,
    location: '/it/prodotti/accessori/OP-LR?variations=7',
  })
  // What is not there is said, rendered, with the status search engines drop a page for.
  const missing = await answer('/it/prodotti/SZ-999')
  expect(missing.status).toBe(404)
  expect(missing.html).toContain('id="server-state"')
  expect(await answer('/it/prodotti/accessori/NOPE')).toMatchObject({ status: 404 })
  // A signed-in buyer has nothing to do on the log-in page: sent on, for this once only (302).
  const context = await browser.newContext()
  await logInByApi(context.request, demo.buyer.email, demo.buyer.password)
  expect(await answer('/it/login?redir=/it/user/orders', context.request)).toMatchObject({
    status: 302,
    location: '/it/user/orders',
  })
  await context.close()
  // In the browser, the same addresses land on the same pages.
  await page.goto('/it/prodotti/SZ-30?code=SZ60-45')
  await expect(page).toHaveURL(/\/it\/prodotti\/SZ-60\?code=SZ60-45/)
  await expect(page.getByRole('heading', { level: 1, name: 'Silo zincato 60 m³' })).toBeVisible()
})
