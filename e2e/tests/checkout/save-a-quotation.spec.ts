import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products, readCart } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer saves a quotation', () => {
  test('presses Salva preventivo: told it is saved in the reserved area, the quotation is READY with its prices locked, and the cart is empty', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(2)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.silo)
    await page.goto('/it/checkout')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(page.getByText('Un preventivo salvato blocca i prezzi per 30 giorni.')).toBeVisible()

    const saved = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: 'Salva preventivo' }).click()
    const quotation = await saved

    await expect(page.getByText('Il preventivo è stato salvato nella tua area riservata')).toBeVisible()
    await expect(page).toHaveURL(/\/it\/user\/quotations$/)
    await expect(page.getByRole('heading', { name: 'I tuoi preventivi', level: 1 })).toBeVisible()
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')

    const stored = await orderDetail(page.request, quotation.id)
    expect(stored).toMatchObject({ status: 'READY', is_quotation: true })
    expect(stored.lines.map((l) => l.product_configuration.configuration_code)).toEqual(['SZ30-60RFGM-PULM'])
    expect((await readCart(page.request)).lines).toEqual([])

    await waitForMail(buyer.email, (m) => m.subject === `Preventivo ${stored.order_ref} salvato`)
    await waitForMail(PROVIDER, (m) => m.subject === `Preventivo salvato ${stored.order_ref}`)
  })
})
