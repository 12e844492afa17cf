import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, products, readCart } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer works on the cart in two tabs', () => {
  test('changes a quantity in each, one after the other without reloading: nothing is lost or doubled', async ({
    context,
  }) => {
    const first = await context.newPage()
    const buyer = cartBuyer(5)
    await logInByApi(first.request, buyer.email, buyer.password)
    await addToCartByApi(first.request, products.filter)
    await addToCartByApi(first.request, products.silo)
    const second = await context.newPage()
    await first.goto('/it/checkout')
    await second.goto('/it/checkout')
    for (const page of [first, second]) await expect(page.getByTestId('cart-line')).toHaveCount(2)

    // The first tab changes the filter; the second still holds the cart as it was.
    const filterQty = first.getByRole('spinbutton', { name: 'Quantità: Filtro a maniche' })
    await filterQty.fill('4')
    await filterQty.press('Enter')
    await expect(first.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 5 articoli')

    // The second changes the silo on its old copy: the server answers 409 with the current cart, the change is
    // applied to that one and sent again.
    const conflicts: number[] = []
    second.on('response', (r) => {
      if (r.url().endsWith('/api/front/cart/it') && r.request().method() === 'POST')
        conflicts.push(r.status())
    })
    const siloQty = second.getByRole('spinbutton', { name: 'Quantità: Silo zincato 30 m³' })
    await siloQty.fill('2')
    await siloQty.press('Enter')
    await expect(second.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 6 articoli')
    await expect(second.getByRole('spinbutton', { name: 'Quantità: Filtro a maniche' })).toHaveValue('4')
    expect(conflicts).toEqual([409, 200])

    const cart = await readCart(first.request)
    expect(cart.lines.map((l) => [l.product_configuration.configuration_code, l.qty]).sort()).toEqual([
      ['FI-MAN', 4],
      ['SZ30-60RFGM-PULM', 2],
    ])
  })
})
