import { boxOf, expectPicturesLoaded, pictureWindows } from '../../fixtures/pictures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

for (const win of pictureWindows) {
  const width = win.viewport.width
  test.describe(`the home page ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('shows the range in pictures, light, and opens a family’s models from it', async ({ page }) => {
      const pictureBytes = new Map<string, number>()
      page.on('response', async (response) => {
        const url = new URL(response.url())
        if (!url.pathname.startsWith('/uploads/')) return
        pictureBytes.set(url.pathname, (await response.body().catch(() => Buffer.alloc(0))).length)
      })
      await page.goto('/it/')
      await expect(page.getByRole('heading', { name: 'Silos industriali su misura', level: 1 })).toBeVisible()
      const range = page.getByRole('region', { name: 'La gamma' })
      const solids = range.getByRole('link', { name: 'Silos per solidi 6 modelli' })
      const liquids = range.getByRole('link', { name: 'Serbatoi per liquidi 4 modelli' })
      await expect(solids).toBeVisible()
      await expect(liquids).toBeVisible()
      const pictures = range.locator('img')
      await expect(pictures).toHaveCount(2)
      await expectPicturesLoaded(pictures)
      await page.evaluate(() => window.scrollTo(0, 0))

      for (const picture of await pictures.all()) {
        // A box of fixed height, the drawing fitted whole inside it.
        expect(await picture.evaluate((img) => getComputedStyle(img).objectFit)).toBe('contain')
        expect(Math.round((await boxOf(picture)).height)).toBe(width >= 768 ? 112 : 80)
      }
      // On a desktop the range fills the hero's right half, beside the title; on a phone it follows the text.
      const title = await boxOf(page.getByRole('heading', { level: 1 }))
      const panel = await boxOf(range)
      if (width >= 992) {
        expect(panel.x).toBeGreaterThanOrEqual(width / 2 - 20)
        expect(panel.y).toBeLessThan(title.y + title.height)
        await expect(range).toBeInViewport({ ratio: 1 })
      } else {
        expect(panel.y).toBeGreaterThan(title.y + title.height)
      }
      // The existing pictures at the sizes the server serves: the two families together stay small.
      await expect.poll(() => pictureBytes.size).toBe(2)
      const total = [...pictureBytes.values()].reduce((sum, n) => sum + n, 0)
      expect(total, 'bytes of pictures on the home page').toBeLessThan(60_000)

      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'pictures', 'home', { fullPage: true })

      await solids.click()
      await expect(page).toHaveURL(/\/it\/prodotti\/wizard\?tipo=solidi$/)
      await expect(
        page.getByRole('group', { name: 'Modelli: Silos per solidi' }).getByRole('button'),
      ).toHaveCount(6)
    })
  })
}
