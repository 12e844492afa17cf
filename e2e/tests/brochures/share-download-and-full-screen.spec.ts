import fs from 'node:fs'
import { brochures, expectShownPages, pagesAt, windows } from '../../fixtures/brochures.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total, fileName, title } = brochures.demo
const address = `/it/brochure/${slug}`

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })

    test('copies the link from the share popover and sees "copied" for 2 seconds', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'])
      await page.clock.install()
      await page.goto(`${address}#4`)
      await expectShownPages(page, pagesAt(4, w.isSpread, total))
      await page.getByTestId('share').click()
      const popover = page.getByRole('dialog', { name: 'Condividi' })
      await expect(popover).toBeVisible()
      const shareUrl = `${baseURL}${address}`
      const encoded = encodeURIComponent(shareUrl)
      const encodedTitle = encodeURIComponent(title)
      await expect(popover.getByRole('link', { name: 'Facebook' })).toHaveAttribute(
        'href',
        new RegExp(`u=${escapeRe(encoded)}`),
      )
      await expect(popover.getByRole('link', { name: 'X (Twitter)' })).toHaveAttribute(
        'href',
        new RegExp(`text=${escapeRe(encodedTitle)}`),
      )
      await expect(popover.getByRole('link', { name: 'Pinterest' })).toHaveAttribute(
        'href',
        /pinterest\.com\/pin\/create/,
      )
      await expect(popover.getByRole('link', { name: 'e-mail' })).toHaveAttribute(
        'href',
        `mailto:?subject=${encodedTitle}&body=${encoded}`,
      )

      const caption = popover.locator('.fb-copy > span')
      await expect(caption).toHaveText('Copia il link')
      // 'copied' shows for 2 s, on a clock the test moves rather than measures.
      await page.clock.pauseAt(Date.now() + 60_000)
      await popover.getByTestId('copy-link').click()
      await expect(caption).toHaveText('Copiato')
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(shareUrl)
      await page.clock.runFor(1900)
      await expect(caption).toHaveText('Copiato')
      await page.clock.runFor(200)
      await expect(caption).toHaveText('Copia il link')
      await page.clock.resume()

      await page.keyboard.press('Escape')
      await expect(popover).toBeHidden()
      await page.getByTestId('share').click()
      await expect(popover).toBeVisible()
      await page.locator('.fb-stage').click({ position: { x: 20, y: 300 } })
      await expect(popover, 'a press elsewhere closes it').toBeHidden()
    })

    test('downloads the brochure as a PDF under its download name', async ({ page }) => {
      await page.goto(address)
      await expectShownPages(page, pagesAt(1, w.isSpread, total))
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByTestId('download').click(),
      ])
      expect(download.suggestedFilename()).toBe(fileName)
      const file = await download.path()
      const bytes = fs.readFileSync(file)
      expect(bytes.subarray(0, 5).toString()).toBe('%PDF-')
      expect(bytes.length).toBeGreaterThan(10_000)
    })

    test('goes full screen and back', async ({ page }) => {
      await page.goto(address)
      await expectShownPages(page, pagesAt(1, w.isSpread, total))
      const button = page.getByTestId('full-screen')
      await expect(button).toHaveAccessibleName('Apri a schermo intero')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'true')
      await expect(button).toHaveAccessibleName('Esci dallo schermo intero')
      expect(await page.evaluate(() => document.fullscreenElement?.className)).toContain('fb-root')
      await button.click()
      await expect(button).toHaveAttribute('aria-pressed', 'false')
      await expect(button).toHaveAccessibleName('Apri a schermo intero')
      expect(await page.evaluate(() => document.fullscreenElement)).toBeNull()
    })

    test('prints: the PDF opens in a new tab, leaving full screen and closing the search', {
      tag: '@pdf-viewer',
    }, async ({ page }) => {
      await page.goto(address)
      await expectShownPages(page, pagesAt(1, w.isSpread, total))
      await page.getByTestId('full-screen').click()
      await expect(page.getByTestId('full-screen')).toHaveAttribute('aria-pressed', 'true')
      await page.getByTestId('search').click()
      await expect(page.getByTestId('search-input')).toBeVisible()
      const print = page.getByTestId('print')
      await expect(print).toHaveAttribute('target', '_blank')
      const [popup] = await Promise.all([page.waitForEvent('popup'), print.click()])
      expect(popup.url()).toMatch(/\/flipbook\/[a-z0-9]+\/document\.pdf$/)
      await expect(page.getByTestId('search-input')).toBeHidden()
      await expect(page.getByTestId('full-screen')).toHaveAttribute('aria-pressed', 'false')
      await popup.close()
    })
  })
}

function escapeRe(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
