import { request as apiRequest } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, products, readCart } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a visitor fills a cart and signs in', () => {
  test('finds the lines of both carts in one, a line already there adding its quantity', async ({
    page,
    baseURL,
  }) => {
    const buyer = cartBuyer(6)
    // The buyer's own cart, filled elsewhere earlier: a silo and a filter.
    const elsewhere = await apiRequest.newContext({ baseURL })
    await logInByApi(elsewhere, buyer.email, buyer.password)
    await addToCartByApi(elsewhere, products.silo)
    await addToCartByApi(elsewhere, products.filter)
    await elsewhere.dispose()

    // As a visitor: the same filter and a level gauge.
    await page.goto('/it/prodotti/accessori/FI-MAN')
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const cartButton = page.getByTestId('cart-button')
    await expect(cartButton).toHaveAccessibleName('Carrello: 1 articoli')
    await page.goto('/it/prodotti/accessori/OP-LR')
    // The gauge's output must be chosen before adding (docs/decisions/025).
    await page.getByRole('combobox', { name: 'Uscita' }).selectOption('4-20 mA HART')
    await expect(page.getByTestId('chosen-variation')).toContainText('4-20 mA HART')
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(cartButton).toHaveAccessibleName('Carrello: 2 articoli')
    // A visitor sees no prices in the cart.
    await cartButton.click()
    const modal = page.getByRole('dialog', { name: 'Il tuo carrello' })
    await expect(modal.getByTestId('cart-line')).toHaveCount(2)
    await expect(modal.getByTestId('prices-in-quotation')).toBeVisible()
    await modal.getByRole('button', { name: 'Chiudi il carrello' }).first().click()

    // Signing in through the header merges the visitor's cart into the buyer's.
    await page.getByRole('button', { name: 'Accedi o registrati' }).click()
    await page.getByRole('button', { name: 'Accedi', exact: true }).click()
    const login = page.getByRole('dialog', { name: 'Accedi' })
    await login.getByRole('textbox', { name: 'E-mail' }).fill(buyer.email)
    await login.getByLabel('Password', { exact: true }).fill(buyer.password)
    await login.getByRole('button', { name: 'Accedi' }).click()
    await expect(login).toHaveCount(0)
    await expect(cartButton).toHaveAccessibleName('Carrello: 4 articoli')

    await cartButton.click()
    await expect(modal.getByTestId('cart-line')).toHaveCount(3)
    await expect(modal.getByRole('spinbutton', { name: 'Quantità: Filtro a maniche' })).toHaveValue('2')
    // Signed in with a company, the prices are there.
    await expect(modal.getByTestId('total-net')).toBeVisible()
    const cart = await readCart(page.request)
    expect(cart.lines.map((l) => [l.product_configuration.configuration_code, l.qty]).sort()).toEqual([
      ['FI-MAN', 2],
      ['OP-LR', 1],
      ['SZ30-60RFGM-PULM', 1],
    ])
  })
})
