// npm run bench:web — gzip size of the JS and CSS that each public page really loads in Chromium.
// WEB_DIST (read by the server) points it at another build, e.g. `WEB_DIST=/tmp/webdist node scripts/bench-web.ts`.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { chromeArgs } from '../e2e/playwright.config.ts'
import { startShop } from './bench-lib.ts'

const TOP_FILES = 5
const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/it/', '/it/login']
const shop = await startShop()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromeArgs,
})
try {
  for (const pathname of pages) {
    const page = await browser.newPage()
    const files: { name: string; type: 'js' | 'css'; gzip: number }[] = []
    const pending: Promise<void>[] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        res.body().then((body) => {
          const name = new URL(res.url()).pathname
          files.push({ name, type: type === 'script' ? 'js' : 'css', gzip: gzipSync(body).length })
        }),
      )
    })
    await page.goto(`${shop.url}${pathname}`, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    const kb = (n: number) => (n / 1024).toFixed(1)
    const total = (type: 'js' | 'css') => files.filter((f) => f.type === type).reduce((s, f) => s + f.gzip, 0)
    console.log(
      `${pathname}: ${kb(total('js'))} KB JS + ${kb(total('css'))} KB CSS gzipped (${files.length} files)`,
    )
    // The biggest files say where the weight is, so the next change knows what to split or defer.
    for (const f of files.sort((a, b) => b.gzip - a.gzip).slice(0, TOP_FILES)) {
      console.log(`  ${kb(f.gzip).padStart(6)} KB  ${f.name}`)
    }
    await page.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}
