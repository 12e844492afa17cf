// npm run bench:brochure — ingest time per page of a generated 200-page PDF, the time until the first page
// picture is visible in Chromium on localhost, and the search time over 200 pages in the browser.
// Targets (issue 5): ingest ≤ 300 ms per page, first page visible ≤ 1 s, search ≤ 20 ms.
import fs from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright'
import { openDatabase } from '../apps/server/src/db/client.ts'
import { createStorage } from '../apps/server/src/infra/storage.ts'
import { addBrochure } from '../apps/server/src/modules/brochures/brochures.service.ts'
import { createDemoPdf } from '../apps/server/src/modules/brochures/demo-brochure.ts'
import { chromeArgs } from '../e2e/playwright.config.ts'
import { root, startShop } from './bench-lib.ts'

const PAGES = 200
const SLUG = 'bench-200'
const RUNS = 5
const QUERIES = ['silo', 'acciaio inox', 'farfalla', 'a', 'nessuna parola del genere']

const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : n < 10 ? 2 : 0)} ms`
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}
const verdict = (value: number, target: number) => (value <= target ? 'within' : 'OVER')

async function measureIngest(dataDir: string) {
  const pdf = await createDemoPdf({ pages: PAGES, title: 'Bench 200' })
  const database = await openDatabase({ dataDir })
  try {
    await database.migrate()
    const gaps: number[] = []
    let last = performance.now()
    const started = last
    await addBrochure(
      { db: database.db, storage: createStorage(path.join(dataDir, 'files')) },
      {
        pdf,
        title: 'Bench 200 pages',
        slug: SLUG,
        onProgress() {
          const now = performance.now()
          gaps.push(now - last)
          last = now
        },
      },
    )
    const total = performance.now() - started
    const perPage = total / PAGES
    console.log(
      `ingest: ${PAGES} pages (${(pdf.length / 1024).toFixed(0)} KB PDF) in ${(total / 1000).toFixed(1)} s = ${ms(perPage)} per page ` +
        `(median page ${ms(median(gaps))}, slowest ${ms(Math.max(...gaps))}); text, desktop and mobile JPEG + WebP, thumbnails, rows` +
        ` — target ≤ 300 ms: ${verdict(perPage, 300)}`,
    )
    return perPage
  } finally {
    await database.close()
  }
}

/** From navigation start to the first frame in which the book's first page picture is decoded, plus the LCP time. */
async function firstPageVisible(page: Page, url: string) {
  await page.addInitScript(() => {
    const w = window as { __lcp?: number }
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) w.__lcp = e.startTime
    }).observe({ type: 'largest-contentful-paint', buffered: true })
  })
  await page.goto(url, { waitUntil: 'commit' })
  const visible = await page.waitForFunction(
    () => {
      const img = document.querySelector<HTMLImageElement>('.fb-slot .fb-page[data-page] img')
      return img?.complete && img.naturalWidth > 0 ? performance.now() : false
    },
    undefined,
    { polling: 'raf', timeout: 15_000 },
  )
  const at = (await visible.jsonValue()) as number
  // LCP settles after the next paints.
  await page.waitForTimeout(300)
  const lcp = await page.evaluate(() => (window as { __lcp?: number }).__lcp ?? Number.NaN)
  return { at, lcp }
}

async function measureFirstPage(shopUrl: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeArgs,
  })
  const worst: number[] = []
  try {
    for (const [name, viewport] of [
      ['desktop 1280 px', { width: 1280, height: 800 }],
      ['phone 390 px', { width: 390, height: 844 }],
    ] as const) {
      const times: number[] = []
      const lcps: number[] = []
      // One warm-up load so the server's first-request costs (file cache, JIT) are not counted.
      for (let i = 0; i <= RUNS; i++) {
        // A new context per run: an empty HTTP cache, as for a first visit.
        const context = await browser.newContext({ viewport })
        const page = await context.newPage()
        const { at, lcp } = await firstPageVisible(page, `${shopUrl}/it/brochure/${SLUG}`)
        if (i > 0) {
          times.push(at)
          lcps.push(lcp)
        }
        await context.close()
      }
      worst.push(median(times))
      console.log(
        `first page visible, ${name}, cold cache: median ${ms(median(times))} (runs ${times.map((t) => t.toFixed(0)).join(', ')} ms; LCP median ${ms(median(lcps))})` +
          `, including the spec's 100 ms first jump — target ≤ 1 s: ${verdict(median(times), 1000)}`,
      )
    }
  } finally {
    await browser.close()
  }
  return Math.max(...worst)
}

async function measureSearch(shopUrl: string) {
  // The viewer's own search functions, run in the page on the data the viewer fetches.
  const source = fs.readFileSync(path.join(root, 'packages/domain/src/brochures/search.ts'), 'utf8')
  const code = `${stripTypeScriptTypes(source)}\nwindow.__search = { buildSearchIndex, searchPages }`
  const browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: chromeArgs,
  })
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } })
    await page.goto(`${shopUrl}/it/brochure/${SLUG}`)
    await page.waitForSelector('.fb-slot .fb-page[data-page] img')
    await page.addScriptTag({ type: 'module', content: code })
    await page.waitForFunction(() => 'window' in globalThis && '__search' in window)
    const publicId = await page.locator('#publicId').inputValue()
    const result = await page.evaluate(
      async ({ publicId, queries }) => {
        type Fns = {
          buildSearchIndex(d: unknown): unknown
          searchPages(i: unknown, q: string): unknown[]
        }
        const { buildSearchIndex, searchPages } = (window as unknown as { __search: Fns }).__search
        const body = await (await fetch(`/flipbook/search?name=${publicId}&input=silo`)).json()
        const data = body.page.info.ocr.adv_ocr.data as { fullTextAnnotation: { text: string } }[]
        const chars = data.reduce((n, d) => n + d.fullTextAnnotation.text.length, 0)
        let t = performance.now()
        const index = buildSearchIndex(data)
        const build = performance.now() - t
        // The browser's clock is coarsened to 0.1 ms: time a batch of searches and divide. The results are
        // counted so the engine cannot drop the calls.
        const perQuery = queries.map((q) => {
          const hits = searchPages(index, q).length
          let runs = 0
          let found = 0
          t = performance.now()
          while (runs < 20 || performance.now() - t < 200) {
            found += searchPages(index, q).length
            runs++
          }
          const mean = (performance.now() - t) / runs
          if (found !== hits * runs) throw new Error(`search for ${q} is not stable`)
          return { q, hits, mean }
        })
        return { pages: data.length, chars, build, perQuery }
      },
      { publicId, queries: QUERIES },
    )

    // The whole thing as the visitor has it: Enter pressed to results on screen (search data already fetched).
    await page.getByTestId('search').click()
    const input = page.getByTestId('search-input')
    await input.fill('zzz')
    await input.press('Enter')
    await page.getByText('nessun risultato').waitFor()
    const onScreen: number[] = []
    for (const q of ['silo', 'farfalla', 'acciaio inox']) {
      await input.fill(q)
      const took = await page.evaluate(async () => {
        const field = document.querySelector<HTMLInputElement>('[data-testid="search-input"]')
        if (!field) throw new Error('no search input')
        const t0 = performance.now()
        field.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
        await new Promise<void>((resolve) => {
          const check = () =>
            document.querySelector('[data-testid="search-results"] li')
              ? resolve()
              : requestAnimationFrame(check)
          check()
        })
        // The frame that shows them.
        await new Promise((r) => requestAnimationFrame(r))
        return performance.now() - t0
      })
      onScreen.push(took)
      await input.fill('zzz')
      await input.press('Enter')
      await page.getByText('nessun risultato').waitFor()
    }

    const slowest = Math.max(...result.perQuery.map((p) => p.mean))
    console.log(
      `search in the browser over ${result.pages} pages (${(result.chars / 1024).toFixed(0)} KB of text): index built once in ${ms(result.build)}; per search ` +
        result.perQuery.map((p) => `"${p.q}" ${ms(p.mean)} (${p.hits} hits)`).join(', ') +
        ` — target ≤ 20 ms: ${verdict(slowest, 20)}`,
    )
    console.log(
      `search as the visitor sees it, Enter to results painted (React renders up to ${result.pages} results): ${onScreen.map(ms).join(', ')}`,
    )
    return slowest
  } finally {
    await browser.close()
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-brochure-'))
console.log(
  `bench:brochure on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PGlite in ${dataDir}`,
)
try {
  await measureIngest(dataDir)
  // The shop on the data directory the brochure went into; the demo data is not needed.
  const shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: 'false' })
  try {
    await measureFirstPage(shop.url)
    await measureSearch(shop.url)
  } finally {
    await shop.stop()
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
