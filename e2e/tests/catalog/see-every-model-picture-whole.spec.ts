import { boxOf, expectPicturesLoaded, pictureWindows } from '../../fixtures/pictures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

const MODELS = ['SZ-30', 'SZ-60', 'SI-20', 'SI-45', 'SF-12', 'ST-08', 'LV-10', 'LV-25', 'LO-30', 'LP-05']

for (const win of pictureWindows) {
  test.describe(`the catalogue's pictures ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('sees each model drawn whole, on the drawing’s own ground, every picture the same height', async ({
      page,
    }) => {
      await page.goto('/it/prodotti')
      const pictures = page.locator('[data-testid^="model-"] img')
      await expect(pictures).toHaveCount(MODELS.length)
      await expectPicturesLoaded(pictures)
      const heights = new Set<number>()
      for (const code of MODELS) {
        const picture = page.getByTestId(`model-${code}`).locator('img')
        heights.add(Math.round((await boxOf(picture)).height))
        const look = await picture.evaluate((img: HTMLImageElement) => {
          // The drawing's ground: its top-left pixel, read from the picture itself (same origin).
          const canvas = document.createElement('canvas')
          canvas.width = img.naturalWidth
          canvas.height = img.naturalHeight
          const context = canvas.getContext('2d') as CanvasRenderingContext2D
          context.drawImage(img, 0, 0)
          const [r, g, b] = context.getImageData(1, 1, 1, 1).data
          const style = getComputedStyle(img)
          return {
            ground: `rgb(${r}, ${g}, ${b})`,
            background: style.backgroundColor,
            fit: style.objectFit,
            portrait: img.naturalHeight > img.naturalWidth,
          }
        })
        // A portrait shown whole (contain) on a band of the drawing's own colour: no bands either side.
        expect(look.portrait).toBe(true)
        expect(look.fit).toBe('contain')
        expect(look.background, `${code}: the band is the drawing's ground`).toBe(look.ground)
      }
      // One height for every card's picture, set before the pictures load (no jump as they arrive).
      expect([...heights]).toEqual([240])
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'pictures', 'catalogue', {
        fullPage: true,
        before: () => page.evaluate(() => window.scrollTo(0, 0)),
      })
    })
  })
}
