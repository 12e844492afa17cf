import { logInByApi } from '../../fixtures/accounts.ts'
import { cartBuyer, readCart } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer sends a silo through the wizard', () => {
  test('the configured silo is a cart line while the save modal is open, and leaves the cart once sent', async ({
    page,
  }) => {
    const buyer = cartBuyer(10)
    await logInByApi(page.request, buyer.email, buyer.password)
    await page.goto('/it/prodotti/wizard')
    await page.getByRole('button', { name: /^Silos per solidi/ }).click()
    await page
      .getByRole('group', { name: /^Modelli: Silos per solidi/ })
      .getByRole('button', { name: 'Silo zincato 30 m³ (SZ-30)' })
      .click()
    await page
      .getByRole('dialog', { name: 'Silo zincato 30 m³' })
      .getByRole('button', { name: 'Configura' })
      .click()
    const code = page.getByTestId('wizard-current-code')
    await expect(code).toHaveText(/^SZ30-/)
    const configurationCode = (await code.textContent()) ?? ''
    const cartButton = page.getByTestId('cart-button')
    await expect(cartButton).toHaveAccessibleName('Carrello: 0 articoli')

    await page.getByRole('button', { name: 'Salva la tua configurazione' }).click()
    const save = page.getByRole('dialog', { name: 'Salva la tua configurazione' })
    await expect(cartButton).toHaveAccessibleName('Carrello: 1 articoli')
    expect(
      (await readCart(page.request)).lines.map((l) => l.product_configuration.configuration_code),
    ).toEqual([configurationCode])

    await save.getByRole('button', { name: 'Invia configurazione' }).click()
    await expect(page.getByRole('dialog', { name: 'Configurazione inviata!' })).toBeVisible()
    await expect(cartButton).toHaveAccessibleName('Carrello: 0 articoli')
    expect((await readCart(page.request)).lines).toEqual([])
  })
})
