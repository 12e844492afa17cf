// npm run bench:web — gzip size of the JS and CSS that each public page really loads in Chromium.
import { gzipSync } from 'node:zlib'
import { chromium } from 'playwright'
import { chromeArgs } from '../e2e/playwright.config.ts'
import { startShop } from './bench-lib.ts'

const pages = process.argv.slice(2).length ? process.argv.slice(2) : ['/it/', '/it/login']
const shop = await startShop()
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  args: chromeArgs,
})
try {
  for (const pathname of pages) {
    const page = await browser.newPage()
    const sizes = { js: 0, css: 0, files: 0 }
    const pending: Promise<void>[] = []
    page.on('response', (res) => {
      const type = res.request().resourceType()
      if (type !== 'script' && type !== 'stylesheet') return
      pending.push(
        res.body().then((body) => {
          sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length
          sizes.files++
        }),
      )
    })
    await page.goto(`${shop.url}${pathname}`, { waitUntil: 'networkidle' })
    await Promise.all(pending)
    const kb = (n: number) => (n / 1024).toFixed(1)
    console.log(`${pathname}: ${kb(sizes.js)} KB JS + ${kb(sizes.css)} KB CSS gzipped (${sizes.files} files)`)
    await page.close()
  }
} finally {
  await browser.close()
  await shop.stop()
}
