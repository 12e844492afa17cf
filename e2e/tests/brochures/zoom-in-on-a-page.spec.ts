import { brochures, expectShownPages } from '../../fixtures/brochures.ts'
import { expect, shoot, test } from '../../fixtures/test.ts'

// Issue 14, item 4: zoomed pages showed soft text and compression smudges (docs/decisions/027).
const ZOOM_PICTURE = /\/flipbook\/[a-z0-9]+\/zoom(\d+)-(\d+)\.webp$/

test.describe('on a 2x laptop screen', () => {
  test.use({ viewport: { width: 1280, height: 800 }, deviceScaleFactor: 2 })

  test('zooms in on a page and gets a sharp picture of it, only then and only of the pages shown', async ({
    page,
  }) => {
    const asked: string[] = []
    page.on('request', (r) => {
      const m = ZOOM_PICTURE.exec(new URL(r.url()).pathname)
      if (m) asked.push(`${m[1]}-${m[2]}`)
    })
    await page.goto(`/it/brochure/${brochures.demo.slug}#5`)
    await expectShownPages(page, [4, 5])
    await page.waitForTimeout(300)
    expect(asked).toEqual([])
    await expect(page.getByTestId('zoom-picture')).toHaveCount(0)

    for (let i = 0; i < 3; i++) await page.getByTestId('zoom-in').click()
    await expect(page.getByTestId('zoom-in')).toBeDisabled()
    const pictures = page.getByTestId('zoom-picture')
    await expect(pictures).toHaveCount(2)
    for (const n of [4, 5]) {
      const zoomed = page.locator(`.fb-page[data-page="${n}"] [data-testid="zoom-picture"]`)
      await expect(zoomed).toHaveAttribute('src', new RegExp(`/zoom3600-${n}\\.webp$`))
      await expect(zoomed).toHaveClass(/fb-loaded/)
      expect(await zoomed.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(3600)
    }
    // Zoom 1.5 and 2 asked for the smaller zoom picture on the way; nothing was asked for a page not shown.
    expect([...new Set(asked)].sort()).toEqual(['2400-4', '2400-5', '3600-4', '3600-5'])

    // The page's first text column, at zoom 3 on this 2x screen.
    await shoot(page, 'brochure-zoom', 'zoom-3x-on-2x-after', {
      before: async () => {
        await page.locator('.fb-stage').evaluate((el) => el.scrollTo(0, el.scrollHeight * 0.55))
        await page.waitForTimeout(200)
      },
    })

    for (let i = 0; i < 3; i++) await page.getByTestId('zoom-out').click()
    await expect(page.getByTestId('zoom-picture')).toHaveCount(0)
  })
})
