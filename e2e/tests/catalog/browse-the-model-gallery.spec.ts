import { boxOf, pictureWindows } from '../../fixtures/pictures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

const MODEL = 'Silo zincato 30 m³'
// SZ-30's standard configuration (SZ30-60RFGM-PULM): the model, then each of its seven parts over it.
const PARTS = [
  'Cono 60°',
  'Gambe rinforzate',
  'Valvola a farfalla',
  'Scala con gabbia',
  'Filtro a maniche',
  'Tubo di carico pneumatico',
  'Indicatori di livello a membrana',
]

for (const win of pictureWindows) {
  test.describe(`the model page's gallery ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('a visitor enlarges the pictures, moves through them with the keyboard and closes them with Escape', async ({
      page,
    }) => {
      await page.goto('/it/prodotti/SZ-30')
      const gallery = page.getByRole('region', { name: 'Immagini' })
      const thumbs = gallery.getByRole('button', { name: new RegExp(MODEL) })
      await expect(thumbs).toHaveCount(1 + PARTS.length)
      await expect(thumbs.first()).toHaveAccessibleName(`${MODEL} nella configurazione standard`)
      await expect(thumbs.nth(1)).toHaveAccessibleName(`${PARTS[0]}, evidenziato sul modello ${MODEL}`)

      // Every picture holds its 3:4 box before it loads; only the first is fetched at once.
      const pictures = gallery.locator('img[alt]:not([alt=""])')
      for (const [i, picture] of (await pictures.all()).entries()) {
        await expect(picture).toHaveAttribute('width', '600')
        await expect(picture).toHaveAttribute('height', '800')
        if (i === 0) await expect(picture).not.toHaveAttribute('loading')
        else await expect(picture).toHaveAttribute('loading', 'lazy')
      }
      const box = await boxOf(thumbs.first())
      expect(Math.abs(box.height / box.width - 4 / 3)).toBeLessThan(0.03)
      // The enlarged view's code is not part of the page until it is wanted.
      const modalChunkLoaded = () =>
        page.evaluate(() =>
          performance.getEntriesByType('resource').some((r) => r.name.includes('/gallery-modal-')),
        )
      expect(await modalChunkLoaded()).toBe(false)
      // Nothing but the page itself scrolls sideways: the row scrolls inside its own box.
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'gallery', 'model-page')

      // The row's arrows scroll it; the one towards an end reached says it is inactive.
      const back = gallery.getByRole('button', { name: 'Immagini precedenti' })
      const forward = gallery.getByRole('button', { name: 'Altre immagini' })
      await expect(back).toHaveAttribute('aria-disabled', 'true')
      await forward.click()
      await expect(back).toHaveAttribute('aria-disabled', 'false')
      await expect.poll(() => gallery.getByRole('list').evaluate((row) => row.scrollLeft)).toBeGreaterThan(0)

      // The arrow keys move between the thumbnails; Enter opens the focused one.
      await thumbs.first().focus()
      await page.keyboard.press('ArrowRight')
      await expect(thumbs.nth(1)).toBeFocused()
      await page.keyboard.press('Enter')
      const dialog = page.getByRole('dialog', { name: MODEL })
      await expect(dialog).toBeVisible()
      expect(await modalChunkLoaded()).toBe(true)
      const position = dialog.getByTestId('gallery-position')
      await expect(position).toHaveText(`2 di ${1 + PARTS.length}`)
      // Only the picture in view is read out: the others are hidden from screen readers.
      const shown = dialog.getByRole('list').getByRole('img')
      await expect(shown).toHaveCount(1)
      await expect(shown).toHaveAccessibleName(`${PARTS[0]}, evidenziato sul modello ${MODEL}`)
      await expect(shown).toBeInViewport({ ratio: 0.9 })
      await expect(dialog.getByText('Cono di scarico', { exact: true })).toBeInViewport()

      // Right and left move one picture; a second press before the first scroll has ended moves on from there.
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('ArrowRight')
      await expect(position).toHaveText(`4 di ${1 + PARTS.length}`)
      await expect(shown).toHaveAccessibleName(`${PARTS[2]}, evidenziato sul modello ${MODEL}`)
      await expect(shown).toBeInViewport({ ratio: 0.9 })
      for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowLeft')
      await expect(position).toHaveText(`1 di ${1 + PARTS.length}`)
      await expect(shown).toHaveAccessibleName(`${MODEL} nella configurazione standard`)
      await expect(dialog.getByText('Configurazione standard', { exact: true })).toBeInViewport()
      await expect(dialog.getByRole('button', { name: 'Immagine precedente' })).toHaveAttribute(
        'aria-disabled',
        'true',
      )
      await dialog.getByRole('button', { name: 'Immagine successiva' }).click()
      await expect(position).toHaveText(`2 di ${1 + PARTS.length}`)
      await expect(shown).toBeInViewport({ ratio: 0.9 })
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'gallery', 'modal')

      // Escape closes it, and the focus is back on the thumbnail that opened it.
      await page.keyboard.press('Escape')
      await expect(dialog).toBeHidden()
      await expect(thumbs.nth(1)).toBeFocused()
    })
  })
}
