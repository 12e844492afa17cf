import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('a visitor sees why an option is blocked', () => {
  test('in Italian: the standard legs are blocked by the 60° cone, with the reason read out', async ({
    page,
  }) => {
    await page.goto('/it/prodotti/SZ-30')
    const code = page.getByTestId('configuration-code')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')
    const legs = page
      .getByRole('group', { name: 'B · Supporto' })
      .getByRole('radio', { name: /Quattro gambe standard/ })
    await expect(legs).toHaveAttribute('aria-disabled', 'true')
    // The reason is the radio's accessible description, not only something to hover.
    await expect(legs).toHaveAccessibleDescription(
      'Non disponibile: Il cono a 60° richiede le gambe rinforzate',
    )
    await expect(
      page.getByText('Non disponibile: Il cono a 60° richiede le gambe rinforzate').first(),
    ).toBeVisible()

    // Choosing it anyway changes nothing.
    await legs.click({ force: true })
    await expect(legs).not.toBeChecked()
    await expect(code).toHaveText('SZ30-60RFGM-PULM')

    // After the 45° cone the legs are free again.
    await page.getByRole('radio', { name: /Cono di scarico a 45°/ }).check()
    await expect(legs).not.toHaveAttribute('aria-disabled', 'true')
    await legs.check()
    await expect(code).toHaveText('SZ30-45NFGM-PULM')
    // ...and now the 60° cone is the blocked one, for the same rule.
    const cone60 = page.getByRole('radio', { name: /Cono di scarico a 60°/ })
    await expect(cone60).toHaveAttribute('aria-disabled', 'true')
    await expect(cone60).toHaveAccessibleDescription(/Il cono a 60° richiede le gambe rinforzate/)
  })

  test('with the keyboard: arrows move between choices and never onto a blocked one', async ({ page }) => {
    await page.goto('/it/prodotti/SZ-30')
    const code = page.getByTestId('configuration-code')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')
    await page.getByRole('radio', { name: /Cono di scarico a 60°/ }).focus()
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('radio', { name: /Cono di scarico a 70°/ })).toBeChecked()
    await expect(code).toHaveText('SZ30-70RFGM-PULM')

    // In section B the standard legs are blocked by the 70° cone: the arrow does not choose them.
    await page.getByRole('radio', { name: /Gambe rinforzate/ }).focus()
    await page.keyboard.press('ArrowUp')
    await expect(page.getByRole('radio', { name: /Gambe rinforzate/ })).toBeChecked()
    await expect(code).toHaveText('SZ30-70RFGM-PULM')

    // Space toggles an optional.
    await page.getByRole('checkbox', { name: /Valvola di sovrappressione/ }).focus()
    await page.keyboard.press('Space')
    await expect(code).toHaveText('SZ30-70RFGM-PUVPLM')
  })

  test('opened in English, the reason is in English', async ({ page }) => {
    await page.goto('/en/prodotti/SZ-30')
    const legs = page.getByRole('radio', { name: /Four standard legs/ })
    await expect(legs).toHaveAttribute('aria-disabled', 'true')
    await expect(legs).toHaveAccessibleDescription('Not available: A 60° cone needs the reinforced legs')
  })

  test('after switching to English the sections and the reason are in English, on the same configuration', async ({
    page,
  }) => {
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await page.getByRole('radio', { name: /Cono di scarico a 70°/ }).check()
    await expect(page).toHaveURL(/\?code=SZ30-70RFGM-PULM$/)
    await page.getByRole('button', { name: 'Lingua: Italiano' }).click()
    await page.getByRole('link', { name: 'English' }).click()
    await expect(page).toHaveURL(/\/en\/prodotti\/SZ-30\?code=SZ30-70RFGM-PULM$/)
    await expect(page.getByRole('group', { name: 'A · Discharge cone' })).toBeVisible()
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-70RFGM-PULM')
    const legs = page.getByRole('radio', { name: /standard legs/i })
    await expect(legs).toHaveAttribute('aria-disabled', 'true')
    await expect(legs).toHaveAccessibleDescription(
      /^Not available: A 70° cone is too heavy for the standard legs/,
    )
  })
})
