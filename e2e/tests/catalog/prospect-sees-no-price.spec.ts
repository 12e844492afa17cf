import { logInByApi } from '../../fixtures/accounts.ts'
import { amountsOutsideFooter, demo, expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('prices are only for clients who may see them', () => {
  test('the prospect (no company) sees no price anywhere, and is told why', async ({ page }) => {
    await logInByApi(page.request, demo.prospect.email, demo.prospect.password)
    const answers: boolean[] = []
    page.on('response', async (r) => {
      if (r.url().endsWith('/user/getProductDiscountedPrices')) answers.push((await r.json()).show_prices)
    })
    await page.goto('/it/prodotti')
    await expect(page.getByTestId('model-SZ-30')).toBeVisible()
    const why = "I prezzi sono riservati ai clienti con un'azienda verificata"
    await expect(page.getByTestId('no-price-note')).toContainText(why)
    await expect(page.getByTestId('price-SZ-30')).toHaveCount(0)
    await expect(amountsOutsideFooter(page)).toHaveCount(0)
    // The notice is hidden for users without a company (front_price_warning_hide_prospect).
    await expect(page.getByText('Nota sui prezzi')).toHaveCount(0)

    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await expect(page.getByTestId('no-price-note')).toContainText(why)
    await page.getByRole('radio', { name: /Cono di scarico a 45°/ }).check()
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-45RFGM-PULM')
    await expect(page.getByTestId('configuration-price')).toHaveCount(0)
    await expect(amountsOutsideFooter(page)).toHaveCount(0)
    // With public prices off the page does not even ask; had it asked, the server would have said no.
    expect(answers.filter((shown) => shown !== false)).toEqual([])
  })

  test('an anonymous visitor is asked to log in to see prices', async ({ page }) => {
    await page.goto('/en/prodotti/LV-10')
    await expect(page.getByTestId('configuration-code')).toHaveText(/^LV10-/)
    await expect(page.getByTestId('no-price-note')).toHaveText(
      'Log in with a company account to see your prices.',
    )
    await expect(amountsOutsideFooter(page)).toHaveCount(0)
  })
})
