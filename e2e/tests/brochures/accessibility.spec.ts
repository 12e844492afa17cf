import { brochures, expectShownPages, pagesAt, windows } from '../../fixtures/brochures.ts'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.demo

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })

    test('reads the brochure, its search, range bar and share popover without serious axe violations', async ({
      page,
    }) => {
      await page.goto(`/it/brochure/${slug}#3`)
      await expectShownPages(page, pagesAt(3, w.isSpread, total))
      // The text layer is there for screen readers and selection.
      await expect(
        page.locator('.fb-text text').filter({ hasText: 'Silo verticale in acciaio inox' }).first(),
      ).toBeAttached()
      await expectNoSeriousA11yViolations(page)

      await page.getByTestId('search').click()
      await page.getByTestId('search-input').fill('silo')
      await page.getByTestId('search-input').press('Enter')
      await expect(page.getByTestId('search-results')).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await page.getByTestId('page-indicator').click()
      await expect(page.getByTestId('range')).toBeVisible()
      await expectNoSeriousA11yViolations(page)

      await page.getByTestId('page-indicator').click()
      await page.getByTestId('share').click()
      await expect(page.getByTestId('copy-link')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
    })
  })
}
