import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { demo, expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

for (const win of windows) {
  const width = win.viewport.width
  const isPhone = width < 768
  test.describe(`the model page passes an axe scan ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('at the top, among the options with the summary bar, and with an add blocked by a choice left open', async ({
      page,
    }) => {
      // Three axe scans of the longest page: slow on a busy machine.
      test.slow()
      await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
      await page.goto('/it/prodotti/SI-45')
      await expect(page.getByTestId('configuration-code')).toHaveText(/^SI45-/)
      await expect(page.getByTestId('configuration-price')).toBeVisible()
      // SI-45's ATEX zone is settled in the quotation; its radar output comes chosen.
      await expect(page.getByTestId('open-in-quotation')).toHaveText('Zona ATEX: da definire in offerta')
      await expect(page.getByTestId('variations-LR').getByTestId('chosen-variation')).toContainText(
        '4-20 mA HART',
      )
      await shoot(page, 'configurator', 'model-top')
      await expectNoSeriousA11yViolations(page)

      // Far down: the extraction screw, whose length is required.
      await page
        .getByRole('group', { name: 'C · Dispositivo di scarico' })
        .getByRole('radio', { name: /Coclea di estrazione/ })
        .check()
      await expect(page.getByTestId('configuration-code')).toHaveText(/^SI45-\d+[A-Z]CS/)
      await page.getByRole('group', { name: 'Opzionali (facoltativi)' }).scrollIntoViewIfNeeded()
      const bar = page.getByRole('region', { name: 'Riepilogo della configurazione' })
      if (isPhone) {
        await expect(bar).toBeInViewport()
        await expect(bar.getByTestId('summary-blocked')).toContainText('Lunghezza (Coclea di estrazione)')
      } else {
        await expect(bar).toBeHidden()
      }
      await shoot(page, 'configurator', 'options-with-bar')
      await expectNoSeriousA11yViolations(page)

      // The add while the length is open: the message, and the field in error.
      const add = isPhone
        ? bar.getByRole('button', { name: 'Aggiungi al carrello' })
        : page.getByTestId('configuration-summary').getByRole('button', { name: 'Aggiungi al carrello' })
      await add.click()
      const length = page.getByRole('combobox', { name: 'Lunghezza' })
      await expect(length).toBeFocused()
      await expect(length).toBeInViewport()
      await expect(
        page.getByRole('alert').filter({ hasText: 'Lunghezza (Coclea di estrazione)' }),
      ).toHaveCount(1)
      await shoot(page, 'configurator', 'blocked-add')
      await expectNoSeriousA11yViolations(page)
    })

    test('as an anonymous visitor, with the way to log in', async ({ page }) => {
      await page.goto('/it/prodotti/SZ-30')
      await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
      await expect(page.getByTestId('login-for-prices').first()).toBeVisible()
      await shoot(page, 'configurator', 'anonymous-top')
      await shoot(page.getByTestId('configuration-summary'), 'configurator', 'anonymous-price-box')
      await expectNoSeriousA11yViolations(page)
      if (isPhone) {
        await page.getByRole('group', { name: 'Opzionali (facoltativi)' }).scrollIntoViewIfNeeded()
        await expect(page.getByRole('region', { name: 'Riepilogo della configurazione' })).toBeInViewport()
        await shoot(page, 'configurator', 'anonymous-options-with-bar')
        await expectNoSeriousA11yViolations(page)
      }
    })
  })
}
