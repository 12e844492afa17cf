import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, DEMO_PROMO, products } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer applies a promo code', () => {
  test('an unknown code is an error on the field; the demo code takes its percent off what remains', async ({
    page,
  }) => {
    const buyer = cartBuyer(4)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')
    const sidebar = page.getByTestId('cart-sidebar')
    // 3.272,50 € less Molino Ferraresi's 3% web-order discount.
    await expect(sidebar.getByTestId('total-net')).toContainText(DEMO_PROMO.onFilter.netBefore)

    const field = sidebar.getByRole('textbox', { name: 'Codice sconto' })
    await field.fill('NONESISTE')
    await sidebar.getByRole('button', { name: 'Aggiorna' }).click()
    await expect(field).toHaveAttribute('aria-invalid', 'true')
    await expect(field).toHaveAccessibleDescription(/.+/)
    await expect(sidebar.getByTestId('total-promo')).toHaveCount(0)

    await field.fill(DEMO_PROMO.code.toLowerCase())
    await sidebar.getByRole('button', { name: 'Aggiorna' }).click()
    await expect(sidebar.getByTestId('promo-applied')).toContainText(
      `Codice ${DEMO_PROMO.code} applicato: sconto ${DEMO_PROMO.percent}%`,
    )
    // Applied, the field gives way to the code and a way to take it off.
    await expect(field).toHaveCount(0)
    await expect(sidebar.getByTestId('total-promo')).toContainText(
      `Codice sconto ${DEMO_PROMO.code} (${DEMO_PROMO.percent}%)`,
    )
    await expect(sidebar.getByTestId('total-promo')).toContainText(DEMO_PROMO.onFilter.discount)
    await expect(sidebar.getByTestId('total-net')).toContainText(DEMO_PROMO.onFilter.net)

    await sidebar.getByRole('button', { name: `Rimuovi il codice ${DEMO_PROMO.code}` }).click()
    await expect(sidebar.getByTestId('total-promo')).toHaveCount(0)
    await expect(sidebar.getByTestId('total-net')).toContainText(DEMO_PROMO.onFilter.netBefore)
  })
})
