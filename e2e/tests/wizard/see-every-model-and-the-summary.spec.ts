import { signUpByApi } from '../../fixtures/accounts.ts'
import { boxOf, expectPicturesLoaded, intersects, pictureWindows } from '../../fixtures/pictures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/** The families of the demo catalogue and their models, in the map's order. */
const FAMILIES = [
  {
    code: 'solidi',
    name: 'Silos per solidi',
    models: ['SZ-30', 'SZ-60', 'SI-20', 'SI-45', 'SF-12', 'ST-08'],
  },
  { code: 'liquidi', name: 'Serbatoi per liquidi', models: ['LV-10', 'LV-25', 'LO-30', 'LP-05'] },
]

for (const win of pictureWindows) {
  const width = win.viewport.width
  test.describe(`the wizard's pictures ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    for (const family of FAMILIES) {
      test(`sees every model of ${family.code} at once, each code under its drawing, clear of the outlet`, async ({
        page,
      }) => {
        await page.goto(`/it/prodotti/wizard?tipo=${family.code}`)
        const map = page.getByRole('group', { name: `Modelli: ${family.name}` })
        await expect(map.getByRole('button')).toHaveCount(family.models.length)
        await expectPicturesLoaded(map.locator('img'))
        await page.evaluate(() => window.scrollTo(0, 0))

        // Nothing to scroll sideways: not the map, not the page.
        expect(await map.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true)
        expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
          true,
        )
        for (const code of family.models) {
          const hotspot = page.getByTestId(`wizard-hotspot-${code}`)
          const box = await boxOf(hotspot)
          expect(box.x, `${code} starts inside the window`).toBeGreaterThanOrEqual(0)
          expect(box.x + box.width, `${code} ends inside the window`).toBeLessThanOrEqual(width)

          // The outlet (valve, auger, discharge) is drawn in the foot of the canvas: the lowest quarter of the
          // drawing. The code sits under the whole drawing, so it covers neither the outlet nor anything else.
          const drawing = await boxOf(hotspot.locator('img'))
          const caption = await boxOf(hotspot.getByTestId('wizard-map-code'))
          await expect(hotspot.getByTestId('wizard-map-code')).toHaveText(code)
          const outlet = { ...drawing, y: drawing.y + drawing.height * 0.75, height: drawing.height * 0.25 }
          expect(intersects(caption, outlet), `${code}'s code over its outlet`).toBe(false)
          expect(caption.y, `${code}'s code under its drawing`).toBeGreaterThanOrEqual(
            drawing.y + drawing.height - 0.5,
          )
        }
        await expectNoSeriousA11yViolations(page)
        await shoot(page, 'pictures', `wizard-models-${family.code}`, { fullPage: true })
      })
    }

    test('configures a silo with the save bar clear of the summary and of the picture', async ({ page }) => {
      await page.goto('/it/prodotti/wizard?passo=3')
      // The wizard's third step loads the configurator cold: wait for it as long as the test may last (a clean-clone
      // run at load 13 passed the 10 s this waited before, by a little, with the page whole in its screenshot).
      await expect(page.getByTestId('wizard-current-code')).toHaveText(/^SZ30-/, { timeout: 0 })
      const bar = page.getByTestId('wizard-save-bar')
      const picture = page.getByRole('img', { name: 'Silo zincato 30 m³' })
      // The summary: the configurator's box holding the configuration code.
      const summary = page
        .getByTestId('configuration-code')
        .locator('xpath=ancestor::div[contains(@class, "mantine-Paper-root")][1]')
      await expect(summary).toBeVisible()

      const pageHeight = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight)
      for (const y of [0, 0.25, 0.5, 0.75, 1].map((f) => Math.round(pageHeight * f))) {
        await page.evaluate((top) => window.scrollTo(0, top), y)
        const barBox = await boxOf(bar)
        expect(intersects(barBox, await boxOf(summary)), `the bar over the summary at scroll ${y}`).toBe(
          false,
        )
        expect(intersects(barBox, await boxOf(picture)), `the bar over the picture at scroll ${y}`).toBe(
          false,
        )
      }
      for (const target of [summary, picture]) {
        await target.scrollIntoViewIfNeeded()
        expect(intersects(await boxOf(bar), await boxOf(target))).toBe(false)
      }
      await bar.scrollIntoViewIfNeeded()
      await expect(bar.getByRole('button', { name: 'Salva la tua configurazione' })).toBeInViewport()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'pictures', 'wizard-configure', {
        fullPage: true,
        before: () => page.evaluate(() => window.scrollTo(0, 0)),
      })
    })

    test('sends the configuration as a signed-in visitor and reads "Configurazione inviata!" once', async ({
      page,
    }) => {
      await signUpByApi(page.request, { lang: 'it', password: 'Silos-2026', prefix: 'pictures' })
      await page.goto('/it/prodotti/wizard?passo=3')
      // The wizard's third step loads the configurator cold: wait for it as long as the test may last (a clean-clone
      // run at load 13 passed the 10 s this waited before, by a little, with the page whole in its screenshot).
      await expect(page.getByTestId('wizard-current-code')).toHaveText(/^SZ30-/, { timeout: 0 })
      await page.getByRole('button', { name: 'Salva la tua configurazione' }).click()
      const save = page.getByRole('dialog', { name: 'Salva la tua configurazione' })
      await expect(save.getByTestId('wizard-save-image')).toBeVisible()
      await shoot(page, 'pictures', 'wizard-save')
      await save.getByRole('button', { name: 'Invia configurazione' }).click()
      const sent = page.getByRole('dialog', { name: 'Configurazione inviata!' })
      await expect(sent.getByRole('button', { name: 'OK' })).toBeVisible()
      await expect(sent.getByText('Configurazione inviata!')).toHaveCount(1)
      await expect(sent.getByRole('heading')).toHaveCount(1)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'pictures', 'wizard-sent')
    })

    test('on the trade-fair tablet, the wizard keeps to the header and footer column', async ({ page }) => {
      await page.goto('/it/prodotti/tablet_silo?tipo=solidi')
      await expect(page.getByRole('heading', { name: 'Configura il tuo silo', level: 1 })).toBeVisible()
      await expect(
        page.getByRole('group', { name: 'Modelli: Silos per solidi' }).getByRole('button'),
      ).toHaveCount(6)
      const content = await boxOf(page.locator('main [data-mode-type="TABLET_SILO"]'))
      for (const frame of [page.getByRole('banner'), page.getByRole('contentinfo')]) {
        const column = await boxOf(frame.locator('.mantine-Container-root').first())
        expect(Math.abs(content.x - column.x), 'the same left edge').toBeLessThanOrEqual(1)
        expect(Math.abs(content.width - column.width), 'the same width').toBeLessThanOrEqual(1)
      }
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'pictures', 'tablet-models', { fullPage: true })
      await page.goto('/it/prodotti/tablet_silo')
      await expect(page.getByRole('heading', { name: 'Solidi o liquidi?', level: 2 })).toBeVisible()
      await expectPicturesLoaded(page.locator('main img'))
      await shoot(page, 'pictures', 'tablet-home', { fullPage: true })
    })
  })
}
