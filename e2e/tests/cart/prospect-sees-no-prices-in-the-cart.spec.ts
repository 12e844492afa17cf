import { logInByApi } from '../../fixtures/accounts.ts'
import { amountsOutsideFooter, expect, test } from '../../fixtures/test.ts'

test.describe('the prospect (no verified company) uses the cart', () => {
  test('adds a silo and sees no price anywhere, only that prices come with the quotation', async ({
    page,
  }) => {
    await logInByApi(page.request, 'prospect@example.com', 'Prospect#2026')
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const flying = page.getByRole('region', { name: 'Aggiunto al carrello' })
    // Hovered, it stays until closed: the journey never races its few seconds.
    await flying.hover()
    await expect(flying.getByText('Silo zincato 30 m³')).toBeVisible()
    await expect(flying.getByText(/€/)).toHaveCount(0)
    await flying.getByRole('button', { name: 'Vedi il carrello' }).click()

    const modal = page.getByRole('dialog', { name: 'Il tuo carrello' })
    await expect(modal.getByTestId('cart-line').first()).toBeVisible()
    await expect(modal.getByTestId('prices-in-quotation')).toHaveText(
      'I prezzi ti saranno comunicati nel preventivo.',
    )
    await expect(modal.getByText(/€/)).toHaveCount(0)
    // Without a company: a quotation reference, no order reference, no promo code.
    await expect(modal.getByRole('textbox', { name: 'Riferimento preventivo' })).toBeVisible()
    await expect(modal.getByRole('textbox', { name: 'Riferimento ordine' })).toHaveCount(0)
    await expect(modal.getByRole('textbox', { name: 'Codice sconto' })).toHaveCount(0)
    await expect(modal.getByText('Evasione normale in circa 10 giorni')).toBeVisible()

    await modal.getByRole('button', { name: 'Procedi' }).click()
    await expect(page).toHaveURL(/\/it\/checkout$/)
    await expect(page.getByTestId('cart-line').first()).toBeVisible()
    await expect(amountsOutsideFooter(page)).toHaveCount(0)
  })
})
