import type { Locator } from '@playwright/test'
import { pictureWindows } from '../../fixtures/pictures.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })
// Reduced motion: the page jumps to a section at once, so where it stops can be measured (spec 3 §9: 70 px).
test.use({ reducedMotion: 'reduce' })

/** The top of the element in the window, once it has stopped 70 px below the window's top (±2 px). */
async function expectUnderHeader(target: Locator) {
  await expect
    .poll(async () => Math.abs((await target.evaluate((el) => el.getBoundingClientRect().top)) - 70))
    .toBeLessThanOrEqual(2)
}

for (const win of pictureWindows) {
  test.describe(`the privacy notice's sections ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('a visitor opens a section from a link to its anchor, then another one, and shares its address', async ({
      page,
    }) => {
      await page.goto('/it/privacy#cookie')
      const main = page.getByRole('main')
      const cookies = page.locator('#cookie')
      const cookiesHeading = cookies.getByRole('heading', { name: 'Cookie', level: 2 })
      await expect(cookies).toHaveAttribute('open', '')
      await expect(main.getByText(/^Usiamo solo cookie tecnici/)).toBeVisible()
      await expectUnderHeader(cookiesHeading)
      // A keyboard goes on from the section the link named.
      await expect(cookies.locator('summary')).toBeFocused()

      // The controller is open from the start; the other sections are closed, their text in the page all the same.
      await expect(page.locator('#titolare')).toHaveAttribute('open', '')
      const rights = page.locator('#diritti')
      await expect(rights).not.toHaveAttribute('open')
      await expect(main.getByText(/^Puoi chiederci in ogni momento/)).toBeHidden()
      await expect(rights).toContainText('Puoi chiederci in ogni momento l’accesso ai tuoi dati')
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'anchors', 'privacy-cookie')

      // Opening another section, with the keyboard: it comes under the header and its anchor replaces the address's.
      const before = await page.evaluate(() => history.length)
      await rights.locator('summary').focus()
      await page.keyboard.press('Enter')
      await expect(rights).toHaveAttribute('open', '')
      await expect(main.getByText(/^Puoi chiederci in ogni momento/)).toBeVisible()
      await expect(page).toHaveURL('/it/privacy#diritti')
      await expectUnderHeader(rights.getByRole('heading', { name: 'I tuoi diritti', level: 2 }))
      expect(await page.evaluate(() => history.length)).toBe(before)
      await page.keyboard.press('Enter')
      await expect(rights).not.toHaveAttribute('open')

      // The address, shared: the section opens for whoever follows it.
      await page.goto('/it/privacy#finalita')
      await expect(page.locator('#finalita')).toHaveAttribute('open', '')
      await expectUnderHeader(page.getByRole('heading', { name: 'Perché li trattiamo', level: 2 }))
    })

    test('an anchor outside the sections stops 70 px under the top too (the terms of sale); a broken one is harmless', async ({
      page,
    }) => {
      await page.goto('/it/privacy#condizioni-vendita')
      const terms = page.getByRole('region', { name: 'Condizioni generali di vendita' })
      await expect(terms).toBeFocused()
      await expectUnderHeader(terms)

      // A hash that does not decode names nothing: the notice starts at its top, as without one.
      await page.goto('/it/privacy#%E0%A4%A')
      await expect(
        page.getByRole('heading', { name: 'Informativa sulla privacy', level: 1 }),
      ).toBeInViewport()
      await expect(page.locator('#titolare')).toHaveAttribute('open', '')
    })
  })
}
