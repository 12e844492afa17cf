import { demo, expect, test } from '../../fixtures/test.ts'

// Amounts as Italian writes them (a no-break space before €; thousands always grouped).
const euros = (text: string) => new RegExp(`^${text.replace('.', '\\.')}\\s€$`)

test.describe('an anonymous visitor wants prices', () => {
  test("logs in from the configurator's price box and comes back to the same configuration, now priced", async ({
    page,
  }) => {
    await page.goto('/it/prodotti/SZ-30?code=SZ30-45RFGM-PULM')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-45RFGM-PULM')
    await expect(page.getByTestId('no-price-note')).toHaveText(
      'Accedi con un account aziendale per vedere i tuoi prezzi.',
    )
    await page
      .getByTestId('configuration-summary')
      .getByRole('button', { name: 'Accedi per vedere i prezzi' })
      .click()
    const login = page.getByRole('dialog', { name: 'Accedi' })
    await login.getByRole('textbox', { name: 'E-mail' }).fill(demo.buyer.email)
    await login.getByLabel('Password', { exact: true }).fill(demo.buyer.password)
    await login.getByRole('button', { name: 'Accedi' }).click()
    await expect(login).toHaveCount(0)
    await expect(page).toHaveURL(/\/it\/prodotti\/SZ-30\?code=SZ30-45RFGM-PULM$/)
    await expect(page.getByTestId('configuration-price').getByText(euros('14.896,35'))).toBeVisible()
    await expect(page.getByTestId('no-price-note')).toHaveCount(0)
  })

  test('on a phone, the summary bar offers the same way in', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await page
      .getByRole('group', { name: 'Opzionali (facoltativi)' })
      .getByRole('checkbox', { name: /indicatori di livello a membrana/ })
      .uncheck()
    const bar = page.getByRole('region', { name: 'Riepilogo della configurazione' })
    await bar.getByRole('button', { name: 'Accedi per vedere i prezzi' }).click()
    await expect(page.getByRole('dialog', { name: 'Accedi' })).toBeVisible()
  })
})
