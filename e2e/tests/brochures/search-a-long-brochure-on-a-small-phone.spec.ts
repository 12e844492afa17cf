import type { Page } from '@playwright/test'
import { brochures } from '../../fixtures/brochures.ts'
import { expect, shoot, test } from '../../fixtures/test.ts'

// Every test opens its own page on a seeded brochure: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.long
// A three-digit page of a three-digit brochure: the widest the page indicator gets (issue 14: '123 / 311').
const PAGE = 123

/** The toolbar's visible controls with their boxes, in order. */
async function toolbarControls(page: Page) {
  return page.locator('.fb-toolbar :is(button, a)').evaluateAll((els) =>
    els
      .filter((el) => el.getClientRects().length > 0)
      .map((el) => {
        const box = el.getBoundingClientRect()
        return {
          name: el.getAttribute('data-testid') ?? el.getAttribute('aria-label') ?? '',
          left: box.left,
          right: box.right,
          top: box.top,
          bottom: box.bottom,
        }
      }),
  )
}

for (const viewport of [
  { width: 360, height: 740 },
  { width: 320, height: 640 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport, reducedMotion: 'reduce' })

    test(`searches a ${total}-page brochure from page ${PAGE}, every toolbar control in reach`, async ({
      page,
    }) => {
      await page.goto(`/it/brochure/${slug}#${PAGE}`)
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina ${PAGE} / ${total}`)

      const controls = await toolbarControls(page)
      const names = controls.map((c) => c.name)
      // Spec §2.1: every control of the toolbar but previous and next, which phones hide.
      for (const name of [
        'share',
        'download',
        'print',
        'zoom-in',
        'page-indicator',
        'zoom-out',
        'full-screen',
        'search',
      ])
        expect(names).toContain(name)
      for (const c of controls) {
        expect(c.left, `${c.name} starts inside the window`).toBeGreaterThanOrEqual(0)
        expect(c.right, `${c.name} ends inside the window`).toBeLessThanOrEqual(viewport.width)
      }
      // No control covers another (the page indicator squeezed over its neighbours would hide them).
      for (const [i, a] of controls.entries())
        for (const b of controls.slice(i + 1)) {
          const overlap =
            Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5 &&
            Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5
          expect(overlap, `${a.name} and ${b.name} overlap`).toBe(false)
        }
      // The indicator still shows the whole page number.
      const indicator = page.getByTestId('page-indicator')
      expect(await indicator.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)

      const search = page.getByTestId('search')
      await expect(search).toBeInViewport({ ratio: 1 })
      await shoot(page, 'brochure-toolbar', `long-p${PAGE}`)
      // A real click at the button's centre: it fails if anything else would take it.
      await search.click()
      await expect(page.getByTestId('search-input')).toBeFocused()
      await page.getByTestId('search-input').fill(`Pagina ${PAGE}`)
      await page.getByTestId('search-input').press('Enter')
      const results = page.getByTestId('search-results').getByRole('button')
      await expect(results.first().locator('strong')).toHaveText(`Pag. ${PAGE}`)
      await shoot(page, 'brochure-toolbar', `long-p${PAGE}-search`)
    })
  })
}
