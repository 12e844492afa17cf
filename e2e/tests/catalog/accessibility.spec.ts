import { logInByApi } from '../../fixtures/accounts.ts'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('every catalogue screen passes an axe scan', () => {
  test('catalogue, anonymous and as the buyer with prices', async ({ page }) => {
    await page.goto('/it/prodotti')
    await expect(page.getByTestId('model-SZ-30')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.reload()
    await expect(page.getByTestId('price-SZ-30')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('configurator with blocked options, variations and a custom value, as the buyer', async ({ page }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/it/prodotti/SI-45')
    await expect(page.getByTestId('configuration-price')).toBeVisible()
    await expect(page.getByTestId('blocked-reason').first()).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('checkbox', { name: /Verniciatura esterna a polveri/ }).check()
    await page.getByRole('checkbox', { name: 'Valore personalizzato (da quotare)' }).check()
    await expect(page.getByRole('textbox', { name: 'Colore RAL personalizzato' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('configurator with an invalid code, in English', async ({ page }) => {
    await page.goto('/en/prodotti/SZ-30?code=SZ30-60RFGM-ZZ')
    await expect(page.getByTestId('configurator-error')).toContainText("Optional code 'ZZ' unknown")
    await expectNoSeriousA11yViolations(page)
  })

  test('codes documentation with an analysis', async ({ page }) => {
    await page.goto('/it/prodotti/documentazione-codici')
    await page.getByRole('textbox', { name: 'Codice di configurazione' }).fill('SZ30-60RFGM-ZZ')
    await page.getByRole('button', { name: 'Analizza' }).click()
    await expect(page.getByText("Codice opzionale 'ZZ' sconosciuto")).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
