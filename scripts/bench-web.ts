// npm run bench:web — what a phone gets for each public page of the built app, as served over HTTP by the shop.
// 1. Bytes: the HTML and every JS and CSS file the page loads in Chromium, each fetched again with
//    `Accept-Encoding: br, gzip` and counted as the bytes on the wire (body, compressed), beside its size once decoded
//    (the file on disk) and the ratio of the two. The JSON the page asks for is counted apart.
// 2. Lighthouse mobile (its default: an emulated mid-range phone, simulated throttling), the median of three runs per
//    page: performance score, largest contentful paint, cumulative layout shift, total blocking time and the scripts'
//    transfer size, printed against issue 27's budget (within or OVER: printed, never failed). A bare page (one
//    heading, one picture, a bare Node http server) runs in the same rounds as the baseline: absolute figures move
//    with the machine's load, the ratio to it less.
// Pages: the arguments, else the six of issue 27's budget (the brochure: the newest, where /it/brochure sends).
// WEB_DIST (read by the server) points it at another build, e.g. `WEB_DIST=/tmp/webdist node scripts/bench-web.ts`.
// Fails (exit 1) when a page does not load (200), a file it loaded is not served again (200), a page loads no HTML
// or no JS, a file worth compressing comes uncompressed, or Lighthouse cannot run, score or load a page (200).
// BENCH_SMOKE=1 (scripts/bench-smoke.ts): the same bytes pass, and one Lighthouse run of /it/login and of the bare page.
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import lighthouse from 'lighthouse'
import sharp from 'sharp'
import { chromeLaunch } from '../e2e/chrome.ts'
import { announceSmoke, freePort, SMOKE, startShop } from './bench-lib.ts'

const ACCEPT_ENCODING = 'br, gzip'
const TOP_FILES = 5
/** Below this the server sends answers as they are (apps/server/src/plugins/compression.ts). */
const THRESHOLD = 1024
const LIGHTHOUSE_RUNS = SMOKE ? 1 : 3
/** Wide enough for the brochure's page, /it/brochure/<slug>. */
const PAGE_COLUMN = 28
/** Issue 27's budget for a public page on a simulated phone (JS: 130 KB compressed, as kb() counts). */
const BUDGET = { score: 0.95, lcp: 2000, cls: 0.05, tbt: 150, js: 130 * 1024 }

type Kind = 'html' | 'js' | 'css' | 'json'
type Served = { name: string; kind: Kind; served: number; decoded: number; encoding: string; status: number }

const KINDS: Record<string, Kind> = {
  document: 'html',
  script: 'js',
  stylesheet: 'css',
  fetch: 'json',
  xhr: 'json',
}

/** GETs url as a browser would and counts the body's bytes as they came, then decoded. */
function fetchServed(
  url: string,
  cookie: string,
): Promise<{ served: number; decoded: number; encoding: string; status: number }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': ACCEPT_ENCODING, cookie } }, (res) => {
        const chunks: Buffer[] = []
        res.on('data', (c: Buffer) => chunks.push(c))
        res.on('error', reject)
        res.on('end', () => {
          const body = Buffer.concat(chunks)
          const encoding = String(res.headers['content-encoding'] ?? 'identity')
          const decoded =
            encoding === 'br'
              ? zlib.brotliDecompressSync(body)
              : encoding === 'gzip'
                ? zlib.gunzipSync(body)
                : body
          resolve({ served: body.length, decoded: decoded.length, encoding, status: res.statusCode ?? 0 })
        })
      })
      .on('error', reject)
  })
}

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`
const ratio = (served: number, decoded: number) => (decoded ? served / decoded : 1).toFixed(2)
const sum = (files: Served[], key: 'served' | 'decoded') => files.reduce((s, f) => s + f[key], 0)

type Figures = { score: number; lcp: number; cls: number; tbt: number; js: number }
type TableItems = { items: Record<string, unknown>[] }

/** The newest brochure's page: where the shop sends /it/brochure. */
async function newestBrochure(shopUrl: string): Promise<string> {
  const res = await fetch(`${shopUrl}/it/brochure`, { redirect: 'manual' })
  const location = res.headers.get('location')
  if (!location) throw new Error(`/it/brochure answered ${res.status} without sending to a brochure`)
  return new URL(location, shopUrl).pathname
}

/** The baseline: one heading and one picture with its size, from node:http, nothing else. */
async function startBarePage(): Promise<{ url: string; stop(): Promise<void> }> {
  const picture = await sharp({ create: { width: 800, height: 560, channels: 3, background: '#5b7a99' } })
    .webp()
    .toBuffer()
  const html =
    '<!doctype html><html lang="en"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Bare page</title></head>' +
    '<body><h1>A bare page</h1><img src="/picture.webp" alt="A blue-grey picture" width="800" height="560" ' +
    'style="max-width:100%;height:auto"></body></html>'
  const server = http.createServer((req, res) => {
    const [type, body] = req.url === '/picture.webp' ? ['image/webp', picture] : ['text/html', html]
    res.writeHead(200, { 'content-type': type }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

/**
 * One Lighthouse run with its default (mobile) settings in the browser listening on port; throws when Lighthouse
 * cannot run or score the page, or the page itself does not answer 200 (a redirect neither).
 */
async function lighthouseRun(url: string, port: number): Promise<Figures> {
  const result = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    // The full-page picture is for the HTML report, which this bench does not write.
    disableFullPageScreenshot: true,
  })
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
  const { lhr } = result
  if (lhr.runtimeError)
    throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.code}, ${lhr.runtimeError.message}`)
  for (const warning of lhr.runWarnings) console.log(`  ! Lighthouse on ${url}: ${warning}`)
  const items = (id: string) => (lhr.audits[id]?.details as TableItems | undefined)?.items ?? []
  const status = items('network-requests').find((r) => r.url === url)?.statusCode
  if (status !== 200) throw new Error(`${url} answered ${status ?? 'nothing'} to Lighthouse`)
  const value = (id: string) => {
    const audit = lhr.audits[id]
    if (audit?.numericValue === undefined)
      throw new Error(`Lighthouse on ${url} has no ${id}: ${audit?.errorMessage ?? 'no such audit'}`)
    return audit.numericValue
  }
  const score = lhr.categories.performance?.score
  if (score == null) throw new Error(`Lighthouse on ${url} gave no performance score`)
  const scripts = items('resource-summary').find((r) => r.resourceType === 'script')
  return {
    score,
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    js: Number(scripts?.transferSize ?? 0),
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b)
  const mid = Math.floor(s.length / 2)
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2
}
const shown = {
  score: (f: Figures) => f.score.toFixed(2),
  lcp: (f: Figures) => `${(f.lcp / 1000).toFixed(2)} s`,
  cls: (f: Figures) => f.cls.toFixed(3),
  tbt: (f: Figures) => `${Math.round(f.tbt)} ms`,
  js: (f: Figures) => kb(f.js),
}
const FIGURES = Object.keys(shown) as (keyof Figures)[]
/** Each figure's own median over the runs (not the figures of one median run). */
const medianFigures = (runs: Figures[]) =>
  Object.fromEntries(FIGURES.map((key) => [key, median(runs.map((r) => r[key]))])) as Figures
const within = (key: keyof Figures, f: Figures) =>
  key === 'score' ? f.score >= BUDGET.score : f[key] <= BUDGET[key]

/** What went wrong on the pages; any makes the exit code 1. */
const broken: string[] = []

announceSmoke('bench:web', 'the same bytes pass, one Lighthouse run of /it/login and of the bare page')
const shop = await startShop()
const bare = await startBarePage()
// One browser for both passes: Playwright drives the bytes pass, Lighthouse connects to its debugging port.
const port = await freePort()
const browser = await chromium
  .launch({ ...chromeLaunch, args: [...chromeLaunch.args, `--remote-debugging-port=${port}`] })
  .catch(async (err) => {
    await bare.stop()
    await shop.stop()
    throw err
  })
const summary: string[] = []
try {
  const pages = process.argv.slice(2).length
    ? process.argv.slice(2)
    : [
        '/it/',
        '/it/prodotti',
        '/it/prodotti/SZ-30',
        '/it/guida-acquisto',
        '/it/login',
        await newestBrochure(shop.url),
      ]
  console.log(
    `Bytes as served over HTTP with Accept-Encoding: ${ACCEPT_ENCODING} (body only, headers not counted)\n`,
  )
  for (const pathname of pages) {
    const page = await browser.newPage()
    const asked = new Map<string, Kind>()
    let pending = 0
    let lastActivity = Date.now()
    page.on('request', (req) => {
      pending++
      lastActivity = Date.now()
      const kind = KINDS[req.resourceType()]
      const url = new URL(req.url())
      if (kind && req.method() === 'GET' && url.origin === shop.url) asked.set(req.url(), kind)
    })
    const settled = () => {
      pending--
      lastActivity = Date.now()
    }
    page.on('requestfinished', settled)
    page.on('requestfailed', settled)
    const response = await page.goto(`${shop.url}${pathname}`, { waitUntil: 'networkidle' })
    if (response?.status() !== 200) broken.push(`${pathname} answered ${response?.status() ?? 'nothing'}`)
    // networkidle allows 500 ms of quiet, which a busy machine can leave between a lazy route and its data: wait
    // for 2 s without a request before counting.
    const deadline = Date.now() + 30_000
    while ((pending > 0 || Date.now() - lastActivity < 2000) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100))
    }
    // The same cookies the page had (the XSRF token, a session if any): some answers depend on them.
    const cookie = (await page.context().cookies(shop.url)).map((c) => `${c.name}=${c.value}`).join('; ')
    await page.close()

    const files: Served[] = []
    for (const [url, kind] of asked) {
      const { pathname: name, search } = new URL(url)
      files.push({ name: name + search, kind, ...(await fetchServed(url, cookie)) })
    }
    const loaded = files.filter((f) => f.kind !== 'json')
    const json = files.filter((f) => f.kind === 'json')
    const part = (kind: Kind) => {
      const of = files.filter((f) => f.kind === kind)
      return `${kind.toUpperCase()} ${kb(sum(of, 'served'))} (${of.length})`
    }
    const served = sum(loaded, 'served')
    const decoded = sum(loaded, 'decoded')
    console.log(
      `${pathname}: ${kb(served)} served of ${kb(decoded)} uncompressed, ratio ${ratio(served, decoded)} — ${part('html')}, ${part('js')}, ${part('css')}`,
    )
    // The biggest files say where the weight is, so the next change knows what to split or defer.
    for (const f of loaded.sort((a, b) => b.served - a.served).slice(0, TOP_FILES)) {
      console.log(
        `  ${kb(f.served).padStart(9)} ${f.encoding.padEnd(8)} of ${kb(f.decoded).padStart(9)}  ${f.name}`,
      )
    }
    if (json.length) {
      console.log(
        `  + JSON: ${kb(sum(json, 'served'))} served of ${kb(sum(json, 'decoded'))} in ${json.length} answers`,
      )
    }
    // Anything worth compressing that came as it is would be a regression: name it.
    for (const f of files.filter((f) => f.encoding === 'identity' && f.decoded >= THRESHOLD)) {
      console.log(`  ! sent uncompressed: ${f.name} (${kb(f.decoded)})`)
      broken.push(`${pathname}: ${f.name} sent uncompressed`)
    }
    for (const f of files.filter((f) => f.status !== 200))
      broken.push(`${pathname}: ${f.name} answered ${f.status}`)
    for (const kind of ['html', 'js'] as const)
      if (!files.some((f) => f.kind === kind)) broken.push(`${pathname}: no ${kind.toUpperCase()} loaded`)
    summary.push(
      `${pathname.padEnd(PAGE_COLUMN)} ${kb(served).padStart(10)} ${kb(decoded).padStart(12)} ${ratio(served, decoded).padStart(6)}`,
    )
  }
  console.log(
    `\n${'page (HTML+JS+CSS)'.padEnd(PAGE_COLUMN)} ${'served'.padStart(10)} ${'uncompressed'.padStart(12)} ${'ratio'.padStart(6)}`,
  )
  for (const line of summary) console.log(line)

  // Each round runs the bare page, then every page: a busy spell of the machine weighs on the baseline as on the pages.
  const measured = [{ name: 'bare page (baseline)', url: bare.url }].concat(
    (SMOKE ? ['/it/login'] : pages).map((pathname) => ({ name: pathname, url: `${shop.url}${pathname}` })),
  )
  const runs = new Map(measured.map((m) => [m.name, [] as Figures[]]))
  console.log(
    `\nLighthouse mobile (its default settings, simulated throttling), runs per page: ${LIGHTHOUSE_RUNS}`,
  )
  for (let round = 1; round <= LIGHTHOUSE_RUNS; round++)
    for (const { name, url } of measured) {
      const started = performance.now()
      const figures = await lighthouseRun(url, port)
      runs.get(name)?.push(figures)
      console.log(
        `${name} run ${round}: ${FIGURES.map((key) => `${key} ${shown[key](figures)}`).join(', ')} ` +
          `(${((performance.now() - started) / 1000).toFixed(0)} s)`,
      )
    }
  const medians = [...runs].map(([name, r]) => ({ name, figures: medianFigures(r) }))
  const baseline = medians[0]?.figures as Figures
  const cell = (text: string) => text.padStart(17)
  console.log(
    `\n${`median of ${LIGHTHOUSE_RUNS}`.padEnd(PAGE_COLUMN)}${['score', 'LCP', 'CLS', 'TBT', 'JS'].map(cell).join('')}  LCP ÷ bare`,
  )
  console.log(
    `${'budget'.padEnd(PAGE_COLUMN)}${FIGURES.map((key) => cell(`${key === 'score' ? '≥' : '≤'} ${shown[key](BUDGET)}`)).join('')}`,
  )
  for (const { name, figures } of medians) {
    // The budget is the shop's: the baseline's figures stand unmarked.
    const mark = (key: keyof Figures) =>
      figures === baseline ? '' : within(key, figures) ? ' within' : ' OVER'
    console.log(
      `${name.padEnd(PAGE_COLUMN)}${FIGURES.map((key) => cell(`${shown[key](figures)}${mark(key)}`)).join('')}` +
        `  ${(figures.lcp / baseline.lcp).toFixed(2)}`,
    )
  }
} finally {
  await browser.close()
  await bare.stop()
  await shop.stop()
}
for (const what of broken) console.log(`BROKEN: ${what}`)
if (broken.length > 0) {
  console.log(`bench:web: ${broken.length} broken`)
  process.exitCode = 1
}
