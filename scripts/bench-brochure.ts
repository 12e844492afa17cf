// npm run bench:brochure — importing a generated 300-page manual-like PDF through `npm run brochure:add` (in a child
// process, so the bench's own Chromium does not count): time per page, the import's peak memory against a 1-page
// import and a bare Node process run in the same invocation (memory must not grow with the page count), and the
// bytes stored per page against the PDF's own; then the zoom pictures drawn on first request, the time until the
// first page picture is visible in Chromium on localhost, and the search time over 300 pages in the browser.
// Targets (issues 5 and 14): ingest ≤ 300 ms per page, first page visible ≤ 1 s, search ≤ 20 ms.
// Fails (exit 1) when a step fails or answers wrong: an import that does not store every page or warns, a zoom
// picture not served, a first page never visible, a search index without every page or finding what is not there.
// BENCH_SMOKE=1 (scripts/bench-smoke.ts): the same on a 6-page PDF, one timed load per viewport.
import { spawn } from 'node:child_process'
import fs from 'node:fs'
import { stripTypeScriptTypes } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from '@playwright/test'
import { chromeLaunch } from '../e2e/chrome.ts'
import { createManualPdf } from './bench-brochure-pdf.ts'
import { announceSmoke, root, SMOKE, startShop } from './bench-lib.ts'

/** At least 6: the zoom pictures are of pages 5 and 6. */
const PAGES = SMOKE ? 6 : 300
const SLUG = `bench-${PAGES}`
const RUNS = SMOKE ? 1 : 5
const QUERIES = ['silo', 'valve hopper', 'torque', 'a', 'nessuna parola del genere']

const ms = (n: number) => `${n.toFixed(n < 1 ? 3 : n < 10 ? 2 : 0)} ms`
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}
const verdict = (value: number, target: number) => (value <= target ? 'within' : 'OVER')

/** What a step found wrong (targets missed are not: those are measurements); any makes the exit code 1. */
const broken: string[] = []
const expectThat = (ok: boolean, what: string) => {
  if (!ok) broken.push(what)
}

/** Runs a command to its end; its stdout, and its exit code checked. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'inherit'] })
    let out = ''
    child.stdout.on('data', (chunk) => {
      out += chunk
    })
    child.once('error', reject)
    child.once('exit', (code) =>
      code === 0
        ? resolve(out)
        : reject(new Error(`${command} ${args.join(' ')} exited with ${code}:\n${out}`)),
    )
  })
}

/**
 * `npm run brochure:add` as package.json has it (its environment and Node flags, which are part of what is
 * measured), run without npm in between; the CLI prints its own peak memory (getrusage) in its last lines.
 */
function brochureAdd(dataDir: string, args: string[]): Promise<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'))
  const words = String(pkg.scripts['brochure:add']).split(/\s+/)
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' }
  while (words[0]?.includes('=')) {
    const [name, value] = (words.shift() as string).split('=') as [string, string]
    env[name] = value
  }
  if (words.shift() !== 'node') throw new Error('brochure:add is expected to run node')
  return run(process.execPath, [...words, ...args], env)
}

const peakOf = (out: string) => Number(/peak memory (\d+) MB/.exec(out)?.[1] ?? Number.NaN)

function folderBytes(dir: string): number {
  return fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .reduce((sum, e) => sum + fs.statSync(path.join(e.parentPath, e.name)).size, 0)
}

async function measureIngest(dataDir: string) {
  const work = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-brochure-pdf-'))
  try {
    const pdf = await createManualPdf(PAGES)
    const onePage = await createManualPdf(1)
    const file = path.join(work, 'manual.pdf')
    fs.writeFileSync(file, pdf)
    fs.writeFileSync(path.join(work, 'one.pdf'), onePage)

    // VmHWM, as the CLI reports it: getrusage would carry over this bench's own memory at the fork.
    const bare =
      Number(
        await run(process.execPath, [
          '-e',
          "console.log(/^VmHWM:\\s+(\\d+)/m.exec(require('fs').readFileSync('/proc/self/status', 'utf8'))[1])",
        ]),
      ) / 1024
    // The 1-page import first: it also creates and migrates the database, which the big one then finds ready
    // (as when a shop's data directory already exists).
    await brochureAdd(dataDir, [path.join(work, 'one.pdf'), '--title', 'Warm-up', '--slug', 'bench-warm-up'])
    const one = await brochureAdd(dataDir, [
      path.join(work, 'one.pdf'),
      '--title',
      'One page',
      '--slug',
      'bench-1',
    ])
    const sets = path.join(dataDir, 'files', 'brochures')
    const before = new Set(fs.readdirSync(sets))
    const started = performance.now()
    const out = await brochureAdd(dataDir, [file, '--title', 'Bench 300 pages', '--slug', SLUG])
    const total = performance.now() - started
    const gaps = [...out.matchAll(/^page \d+\/\d+ \((\d+) ms\)$/gm)].map((m) => Number(m[1]))
    const added = /in ([\d.]+) s\./.exec(out)?.[1]
    const ingestMs = Number(added) * 1000
    const perPage = ingestMs / PAGES
    console.log(
      `ingest: ${PAGES} manual-like pages (${kb(pdf.length)} PDF, ${kb(pdf.length / PAGES)} a page) in ${(ingestMs / 1000).toFixed(1)} s = ${ms(perPage)} per page ` +
        `(median page ${ms(median(gaps))}, slowest ${ms(Math.max(...gaps))}); ${(total / 1000).toFixed(1)} s for the whole command` +
        ` — target ≤ 300 ms: ${verdict(perPage, 300)}`,
    )
    const peak300 = peakOf(out)
    const peak1 = peakOf(one)
    console.log(
      `ingest peak memory (RSS of the brochure:add process): ${peak300} MB for ${PAGES} pages, ${peak1} MB for 1 page ` +
        `(${(peak300 / peak1).toFixed(2)}x: flat means near 1); a bare Node process ${bare.toFixed(0)} MB ` +
        `(${(peak300 / bare).toFixed(1)}x)`,
    )
    const mine = fs.readdirSync(sets).filter((id) => !before.has(id))
    const stored = mine.reduce((sum, id) => sum + folderBytes(path.join(sets, id)), 0) - pdf.length
    console.log(
      `stored per page: ${kb(stored / PAGES)} of pictures (both sets, thumbnails, the cover's JPEG) against ` +
        `${kb(pdf.length / PAGES)} of PDF (${(stored / pdf.length).toFixed(0)}x the PDF); ${(stored / 1024 / 1024).toFixed(1)} MB in all`,
    )
    const warnings = /^(\d+) warning/m.exec(out)?.[1] ?? '0'
    console.log(`warnings reported by the import: ${warnings}`)
    const pageCount = Number(/: (\d+) pages in /.exec(out)?.[1])
    expectThat(pageCount === PAGES, `the import added ${pageCount} pages of ${PAGES}`)
    expectThat(gaps.length === PAGES, `the import reported ${gaps.length} pages of ${PAGES} as they went`)
    expectThat(Number.isFinite(perPage) && perPage > 0, 'the import did not say how long it took')
    expectThat(Number.isFinite(peak300) && Number.isFinite(peak1), 'the import did not print its peak memory')
    expectThat(mine.length > 0 && stored > 0, 'the import stored no pictures')
    expectThat(warnings === '0', `the import reported ${warnings} warning(s) on the generated PDF`)
    return { sets: mine }
  } finally {
    fs.rmSync(work, { recursive: true, force: true })
  }
}

/** The sharper picture of a zoomed page: drawn from the PDF on the first request, then served from storage. */
async function measureZoom(shopUrl: string) {
  const html = await (await fetch(`${shopUrl}/it/brochure/${SLUG}`)).text()
  const publicId = /id="publicId"[^>]*value="([a-z0-9]+)"/.exec(html)?.[1]
  if (!publicId) throw new Error('no publicId in the brochure page')
  for (const [n, width] of [
    [5, 3600],
    [6, 2400],
  ] as const) {
    const url = `${shopUrl}/flipbook/${publicId}/zoom${width}-${n}.webp`
    let t = performance.now()
    const first = await fetch(url)
    const bytes = (await first.arrayBuffer()).byteLength
    const cold = performance.now() - t
    t = performance.now()
    const again = await fetch(url)
    await again.arrayBuffer()
    const warm = performance.now() - t
    const pageAnswer = await fetch(`${shopUrl}/flipbook/${publicId}/${n}.webp`)
    const page = await pageAnswer.arrayBuffer()
    for (const [what, res, size] of [
      [`zoom${width}-${n}.webp drawn`, first, bytes],
      [`zoom${width}-${n}.webp stored`, again, 1],
      [`${n}.webp`, pageAnswer, page.byteLength],
    ] as const)
      expectThat(
        res.status === 200 && res.headers.get('content-type') === 'image/webp' && size > 0,
        `${what}: ${res.status} ${res.headers.get('content-type')}, ${size} bytes`,
      )
    console.log(
      `zoom picture ${width} px of page ${n} (${n % 2 ? 'drawing' : 'photo'} and dense text): first request ${ms(cold)} (drawn from the PDF), ` +
        `then ${ms(warm)} (stored); ${kb(bytes)} against ${kb(page.byteLength)} for the 1200 px page picture`,
    )
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
  const browser = await chromium.launch(chromeLaunch)
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

/**
 * A module and every module it imports by a relative path, types stripped, as one module without imports (each
 * dependency once, before what imports it): the browser cannot import a .ts file.
 */
function inlineModule(file: string, seen = new Set<string>()): string {
  if (seen.has(file)) return ''
  seen.add(file)
  let dependencies = ''
  const body = stripTypeScriptTypes(fs.readFileSync(file, 'utf8')).replace(
    /^import [^']* from '(\.\.?\/[^']+)'\n?/gm,
    (_, specifier: string) => {
      dependencies += inlineModule(path.resolve(path.dirname(file), specifier), seen)
      return ''
    },
  )
  return `${dependencies}\n${body}`
}

async function measureSearch(shopUrl: string) {
  // The viewer's own search functions, run in the page on the data the viewer fetches: search.ts and the text
  // folding it imports, as one module.
  const source = inlineModule(path.join(root, 'packages/domain/src/brochures/search.ts'))
  const code = `${source}\nwindow.__search = { buildSearchIndex, searchPages }`
  const browser = await chromium.launch(chromeLaunch)
  try {
    // The shop's Content-Security-Policy refuses inline scripts, the one added below included.
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true })
    await page.goto(`${shopUrl}/it/brochure/${SLUG}`)
    await page.waitForSelector('.fb-slot .fb-page[data-page] img')
    const errors: string[] = []
    page.on('pageerror', (err) => errors.push(err.message))
    await page.addScriptTag({ type: 'module', content: code })
    await page
      .waitForFunction(() => 'window' in globalThis && '__search' in window, undefined, { timeout: 10_000 })
      .catch((err) => {
        throw new Error(`the search module did not load in the page: ${errors.join('; ') || err.message}`)
      })
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
    for (const q of ['silo', 'valve', 'torque']) {
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

    const hits = Object.fromEntries(result.perQuery.map((p) => [p.q, p.hits]))
    expectThat(result.pages === PAGES, `the search data holds ${result.pages} pages of ${PAGES}`)
    expectThat((hits.silo ?? 0) > 0, 'a search for "silo" found nothing')
    expectThat(hits['nessuna parola del genere'] === 0, 'a search for words on no page found some')
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

announceSmoke('bench:brochure', `the same on a ${PAGES}-page PDF, ${RUNS} timed load per viewport`)
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-brochure-'))
console.log(
  `bench:brochure on ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}), PGlite in ${dataDir}`,
)
try {
  await measureIngest(dataDir)
  // The shop on the data directory the brochure went into; the demo data is not needed.
  const shop = await startShop({ DATA_DIR: dataDir, SEED_DEMO: 'false' })
  try {
    await measureZoom(shop.url)
    await measureFirstPage(shop.url)
    await measureSearch(shop.url)
  } finally {
    await shop.stop()
  }
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true })
}
for (const what of broken) console.log(`BROKEN: ${what}`)
if (broken.length > 0) {
  console.log(`bench:brochure: ${broken.length} broken`)
  process.exitCode = 1
}
