import type { Page } from '@playwright/test'
import { brochures, expectShownPages, pagesAt, windows } from '../../fixtures/brochures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

/** Every control of the toolbar with its box, in order: a shift of any of them shows here. */
async function toolbarBoxes(page: Page) {
  return page.locator('.fb-toolbar :is(button, a)').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect()
        const name = el.getAttribute('data-testid') ?? el.getAttribute('aria-label')
        return { name, x: box.x, y: box.y, width: box.width, height: box.height }
      }),
  )
}

async function goToPage(page: Page, n: number, total: number) {
  await page.evaluate((hash) => {
    window.location.hash = hash
  }, `#${n}`)
  await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina ${n} / ${total}`)
}

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })

    test('the toolbar stays put when the page number gains a digit', async ({ page }) => {
      const { slug, pages: total } = brochures.demo
      await page.goto(`/it/brochure/${slug}#9`)
      await expectShownPages(page, pagesAt(9, w.isSpread, total))
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina 9 / ${total}`)
      const atNine = await toolbarBoxes(page)
      expect(atNine.length).toBeGreaterThan(5)
      await shoot(page.locator('.fb-toolbar'), 'small-things', 'brochure-toolbar-p9')

      await goToPage(page, 10, total)
      expect(await toolbarBoxes(page)).toEqual(atNine)
      await shoot(page.locator('.fb-toolbar'), 'small-things', 'brochure-toolbar-p10')
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'brochure-p10')
    })

    test('nor when a long brochure reaches page 10 and page 100', async ({ page }) => {
      const { slug, pages: total } = brochures.long
      await page.goto(`/it/brochure/${slug}#9`)
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina 9 / ${total}`)
      const first = await toolbarBoxes(page)
      for (const n of [10, 99, 100]) {
        await goToPage(page, n, total)
        expect(await toolbarBoxes(page), `at page ${n}`).toEqual(first)
      }
    })

    test('every toolbar label starts with a capital letter', async ({ page }) => {
      await page.goto(`/it/brochure/${brochures.demo.slug}`)
      await expect(page.getByTestId('share')).toHaveAccessibleName('Condividi')
      const names = await page
        .locator('.fb-toolbar :is(button, a)')
        .evaluateAll((els) => els.map((el) => el.getAttribute('aria-label') ?? el.textContent ?? ''))
      expect(names.length).toBeGreaterThan(5)
      for (const name of names) expect(name, name).toMatch(/^\p{Lu}/u)
      await expect(page.getByTestId('page-indicator')).toHaveText(/^Pagina 1 \//)
      for (const testId of ['download', 'print', 'zoom-in', 'zoom-out', 'full-screen', 'search']) {
        await expect(page.getByTestId(testId)).toHaveAttribute('title', /^\p{Lu}/u)
      }
    })
  })
}
