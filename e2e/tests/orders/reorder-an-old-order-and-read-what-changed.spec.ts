import { logInByApi, postApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products, readCart } from '../../fixtures/cart.ts'
import { scanBothWidths, sendQuotationAsStaff } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

test('a buyer puts an old quotation back in the cart at today’s prices and reads, line by line, what changed', async ({
  page,
  browser,
}) => {
  test.slow()
  // A quotation of the journey's own buyer: the painted silo priced by the desk at 24.000 €, and the bag filter.
  const me = checkoutBuyer(22)
  await logInByApi(page.request, me.email, me.password)
  await addToCartByApi(page.request, products.customSilo)
  await addToCartByApi(page.request, products.filter)
  const { cart } = await (await page.request.get('/api/front/cart/it')).json()
  const { order } = await postApi(page.request, 'cart/submit', {
    cart: { id: cart.id, version: cart.version },
    quote_or_order: 'quote',
    is_save_quote: false,
    submission_key: crypto.randomUUID(),
  })
  await sendQuotationAsStaff(browser, order.id, 2_400_000, '8 settimane')

  await page.goto(`/it/user/quotations/${order.id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Da approvare')
  await page.getByRole('button', { name: 'Riordina ai prezzi di oggi' }).click()

  const result = page.getByTestId('reorder-result')
  await expect(result.getByRole('heading', { name: 'Di nuovo nel carrello' })).toBeFocused()
  await expect(result).toContainText('2 righe sono di nuovo nel carrello, ai prezzi di oggi.')
  const rows = result.getByTestId('line-outcome')
  await expect(rows).toHaveCount(2)
  // The desk's price was for that quotation: today the painted silo is to be quoted again.
  const silo = rows.filter({ hasText: products.customSilo.configuration_code })
  await expect(silo).toContainText('24.000,00 €')
  await expect(silo.getByTestId('line-outcome-price')).toHaveText('Da quotare')
  await expect(silo.getByTestId('line-outcome-changed')).toHaveText('Prezzo cambiato da allora')
  await expect(silo).toContainText('RAL 3020 opaco')
  const filter = rows.filter({ hasText: 'FI-MAN' })
  await expect(filter.getByTestId('line-outcome-price')).toHaveText('3.272,50 €')
  await expect(filter.getByTestId('line-outcome-changed')).toHaveCount(0)
  await scanBothWidths(page, 'reorder-result')

  // The cart holds both, the silo with its colour.
  const lines = (await readCart(page.request)).lines
  expect(lines.map((l) => l.product_configuration.configuration_code).sort()).toEqual(
    [products.customSilo.configuration_code, products.filter.configuration_code].sort(),
  )
  expect(
    lines.find((l) => l.product_configuration.configuration_code === products.customSilo.configuration_code)
      ?.product_configuration,
  ).toMatchObject({ custom_texts: products.customSilo.custom_texts })
})
