import { FALLBACK_LABELS } from '@shop/domain/brochures/labels'
import { brochures, expectShownPages, pagesAt, windows } from '../../fixtures/brochures.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.demo
const address = `/it/brochure/${slug}`

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })

    test('sees the English labels when the label map comes back empty', async ({ page }) => {
      // Only the label call is answered here; everything else is the real server.
      await page.route('**/it/brochure/getLabels', (route) => route.fulfill({ json: {} }))
      const answered = page.waitForResponse('**/it/brochure/getLabels')
      await page.goto(address)
      await answered
      await expectShownPages(page, pagesAt(1, w.isSpread, total))
      // Let React render whatever the answer changed.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      await expectEnglish(page, w.isSpread)
    })

    test('sees the served labels and English for the keys the map lacks or leaves empty', async ({
      page,
    }) => {
      await page.route('**/it/brochure/getLabels', (route) =>
        route.fulfill({ json: { share: 'condividi', download: '', zoomIn: 42 } }),
      )
      await page.goto(address)
      await expect(page.getByTestId('share')).toHaveAccessibleName('condividi')
      await expect(page.getByTestId('download')).toHaveAccessibleName(FALLBACK_LABELS.download)
      await expect(page.getByTestId('zoom-in')).toHaveAccessibleName(FALLBACK_LABELS.zoomIn)
      await expect(page.getByTestId('print')).toHaveAccessibleName(FALLBACK_LABELS.print)
    })

    test('sees the English labels when the label call fails', async ({ page }) => {
      await page.route('**/it/brochure/getLabels', (route) => route.fulfill({ status: 500, body: 'down' }))
      const answered = page.waitForResponse('**/it/brochure/getLabels')
      await page.goto(address)
      await answered
      await expectShownPages(page, pagesAt(1, w.isSpread, total))
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      await expectEnglish(page, w.isSpread)
    })
  })
}

async function expectEnglish(page: import('@playwright/test').Page, isSpread: boolean) {
  const L = FALLBACK_LABELS
  await expect(page.getByTestId('share')).toHaveAccessibleName(L.share)
  await expect(page.getByTestId('download')).toHaveAccessibleName(L.download)
  await expect(page.getByTestId('print')).toHaveAccessibleName(L.print)
  await expect(page.getByTestId('zoom-in')).toHaveAccessibleName(L.zoomIn)
  await expect(page.getByTestId('zoom-out')).toHaveAccessibleName(L.zoomOut)
  await expect(page.getByTestId('full-screen')).toHaveAccessibleName(L.openFullScreen)
  await expect(page.getByTestId('search')).toHaveAccessibleName(L.search)
  await expect(page.getByTestId('page-indicator')).toHaveText(`${L.page} 1 / ${total}`)
  if (isSpread) {
    await expect(page.getByTestId('previous')).toHaveAccessibleName(L.previousSlide)
    await expect(page.getByTestId('next')).toHaveAccessibleName(L.nextSlide)
  }
  await page.getByTestId('search').click()
  const input = page.getByTestId('search-input')
  await input.fill('zzzz')
  await input.press('Enter')
  await expect(page.getByText(L.noDataFound)).toBeVisible()
}
