// npm run bench:web — what a browser downloads for each public page, as served over HTTP: the HTML and every JS and
// CSS file the page loads in Chromium, each fetched again with `Accept-Encoding: br, gzip` and counted as the bytes
// on the wire (body, compressed), beside its size once decoded (the file on disk) and the ratio of the two.
// The JSON the page asks for is counted apart. Pages: the arguments, else the four below.
// WEB_DIST (read by the server) points it at another build, e.g. `WEB_DIST=/tmp/webdist node scripts/bench-web.ts`.
// Fails (exit 1) when a page does not load (200), a file it loaded is not served again (200), a page loads no HTML
// or no JS, or a file worth compressing comes uncompressed. BENCH_SMOKE=1 (scripts/bench-smoke.ts) runs the same
// one pass; it is already short.
import http from 'node:http'
import zlib from 'node:zlib'
import { chromium } from '@playwright/test'
import { chromeLaunch } from '../e2e/chrome.ts'
import { announceSmoke, startShop } from './bench-lib.ts'

const ACCEPT_ENCODING = 'br, gzip'
const TOP_FILES = 5
/** Below this the server sends answers as they are (apps/server/src/plugins/compression.ts). */
const THRESHOLD = 1024
const pages = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/it/', '/it/login', '/it/prodotti', '/it/prodotti/SZ-30']

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

/** What went wrong on the pages; any makes the exit code 1. */
const broken: string[] = []

announceSmoke('bench:web', `the same one pass over ${pages.length} pages`)
const shop = await startShop()
const browser = await chromium.launch(chromeLaunch).catch(async (err) => {
  await shop.stop()
  throw err
})
const summary: string[] = []
try {
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
      `${pathname.padEnd(22)} ${kb(served).padStart(10)} ${kb(decoded).padStart(12)} ${ratio(served, decoded).padStart(6)}`,
    )
  }
  console.log(
    `\n${'page (HTML+JS+CSS)'.padEnd(22)} ${'served'.padStart(10)} ${'uncompressed'.padStart(12)} ${'ratio'.padStart(6)}`,
  )
  for (const line of summary) console.log(line)
} finally {
  await browser.close()
  await shop.stop()
}
for (const what of broken) console.log(`BROKEN: ${what}`)
if (broken.length > 0) {
  console.log(`bench:web: ${broken.length} broken`)
  process.exitCode = 1
}
