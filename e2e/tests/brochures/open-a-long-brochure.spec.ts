import type { Page } from '@playwright/test'
import { brochures, expectShownPages, PAGE_IMAGE, pagesAt, windows } from '../../fixtures/brochures.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.long
const address = `/it/brochure/${slug}`

/** Every page picture the page asks for from now on, by page number. */
function recordPageImages(page: Page): number[] {
  const asked: number[] = []
  page.on('request', (req) => {
    const m = PAGE_IMAGE.exec(new URL(req.url()).pathname)
    if (m) asked.push(Number(m[1]))
  })
  return asked
}

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })
    const at = (p: number) => pagesAt(p, w.isSpread, total)

    for (const start of [1, 100]) {
      test(`opens a ${total}-page brochure at page ${start} asking for at most 6 page images`, async ({
        page,
      }) => {
        const asked = recordPageImages(page)
        await page.goto(`${address}#${start}`)
        await expectShownPages(page, at(start))
        await page.waitForLoadState('networkidle')
        expect(asked.length, `asked for pages ${asked.join(', ')}`).toBeLessThanOrEqual(6)
        // The pages shown and the ones next to them, nothing further.
        const shown = at(start)
        const near = new Set(
          [at(shown[0] - 1), shown, at((shown.at(-1) ?? start) + 1)].flat().filter((p) => p >= 1),
        )
        for (const p of asked) expect(near, `page ${p} is not near page ${start}`).toContain(p)
        for (const p of shown) expect(asked).toContain(p)

        // Turning a page asks only for what comes into reach.
        asked.length = 0
        await page.keyboard.press('ArrowRight')
        const next = at((shown.at(-1) ?? start) + 1)
        await expectShownPages(page, next)
        await page.waitForLoadState('networkidle')
        expect(asked.length, `asked for pages ${asked.join(', ')}`).toBeLessThanOrEqual(w.isSpread ? 2 : 1)
      })
    }
  })
}
