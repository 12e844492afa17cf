import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, ecommerceEvents, products, readCart } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('a buyer changes the cart', () => {
  test('changes a quantity: the line total and the totals follow', async ({ page }) => {
    const buyer = cartBuyer(2)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')
    const line = page.getByTestId('cart-line')
    await expect(line.getByTestId('line-total')).toHaveText(/3\.272,50\s€$/)

    const qty = line.getByRole('spinbutton', { name: 'Quantità: Filtro a maniche' })
    await qty.fill('3')
    await qty.press('Enter')
    await expect(line.getByTestId('line-total')).toHaveText(/9\.817,50\s€$/)
    // The net after Molino Ferraresi's 3% web-order discount: 9.817,50 € − 294,53 €.
    await expect(page.getByTestId('total-net')).toContainText('9.522,97 €')
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 3 articoli')
    await expect(page.getByTestId('cart-announcer')).toHaveText('Carrello aggiornato: 3 articoli')

    // The buttons beside the field move it by one.
    await line.getByRole('button', { name: 'Diminuisci la quantità: Filtro a maniche' }).click()
    await expect(qty).toHaveValue('2')
    await expect(page.getByTestId('total-net')).toContainText('6.348,65 €')
    expect((await readCart(page.request)).total_qty).toBe(2)

    const events = await ecommerceEvents(page)
    expect(events.map((e) => [e.event, e.ecommerce.items[0]?.quantity, e.ecommerce.value])).toEqual([
      ['add_to_cart', 2, 6545],
      ['remove_from_cart', 1, 3272.5],
    ])

    // A quantity the cart cannot take is never changed silently: the message under the field says why (issue 23).
    const notice = line.getByTestId('line-qty-notice')
    await expect(notice).toHaveRole('status')
    await qty.fill('2.5')
    await qty.press('Enter')
    await expect(notice).toHaveText('Scrivi un numero intero da 1 a 9.999: la quantità resta 2.')
    await expect(qty).toHaveValue('2')
    await qty.fill('99999')
    await qty.press('Enter')
    await expect(notice).toHaveText('Al massimo 9.999 pezzi per riga: la quantità ora è 9.999.')
    await expect(qty).toHaveValue('9999')
    expect((await readCart(page.request)).total_qty).toBe(9999)
  })

  test('sets a quantity to 0, confirms, and the line goes; the last line empties the cart', async ({
    page,
  }) => {
    const buyer = cartBuyer(3)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await addToCartByApi(page.request, products.silo)
    await page.goto('/it/checkout')
    const lines = page.getByTestId('cart-line')
    await expect(lines).toHaveCount(2)

    // No keeps the line and its quantity.
    const filterQty = page.getByRole('spinbutton', { name: 'Quantità: Filtro a maniche' })
    await filterQty.fill('0')
    await filterQty.press('Enter')
    const confirm = page.getByRole('dialog', { name: 'Rimuovere il prodotto dal carrello?' })
    await confirm.getByRole('button', { name: 'No' }).click()
    await expect(confirm).toHaveCount(0)
    await expect(filterQty).toHaveValue('1')
    await expect(lines).toHaveCount(2)

    // Yes removes it.
    await filterQty.fill('0')
    await filterQty.press('Enter')
    await confirm.getByRole('button', { name: 'Sì' }).click()
    await expect(lines).toHaveCount(1)
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 1 articoli')

    // The remove button asks the same; removing the last line destroys the cart.
    await page.getByRole('button', { name: 'Rimuovi Silo zincato 30 m³' }).click()
    await confirm.getByRole('button', { name: 'Sì' }).click()
    await expect(page.getByTestId('cart-empty')).toContainText('Il tuo carrello è vuoto.')
    await expect(page.getByRole('link', { name: 'Torna al catalogo' })).toHaveAttribute(
      'href',
      '/it/prodotti',
    )
    expect((await readCart(page.request)).id).toBe(-1)
    const events = await ecommerceEvents(page)
    expect(events.map((e) => [e.event, e.ecommerce.items[0]?.item_id])).toEqual([
      ['remove_from_cart', 'FI-MAN'],
      ['remove_from_cart', 'SZ30-60RFGM-PULM'],
    ])
  })
})
