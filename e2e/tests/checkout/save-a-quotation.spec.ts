import { request as apiRequest } from '@playwright/test'
import { logInByApi, postApi, signUpByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products, readCart } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { shopMoney } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer saves a quotation', () => {
  test("presses Salva preventivo: lands on the quotation's page (number, status, locked prices, lines and totals) where the mail links too, the cart is empty, and another company's quotation is not found", async ({
    page,
    baseURL,
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
    // The quotation's own page (issue 23 item 5), its heading focused for a screen reader.
    await expect(page).toHaveURL(`/it/user/quotations/${quotation.id}`)
    await expect(
      page.getByRole('heading', { name: `Preventivo ${quotation.order_ref}`, level: 1 }),
    ).toBeFocused()
    await expect(page.getByTestId('order-status')).toHaveText('Stato: Da approvare')
    const stored = await orderDetail(page.request, quotation.id)
    expect(stored).toMatchObject({ status: 'READY', is_quotation: true })
    expect(stored.lines.map((l) => l.product_configuration.configuration_code)).toEqual(['SZ30-60RFGM-PULM'])
    await expect(page.getByTestId('order-page')).toContainText(/Prezzi bloccati fino al \d\d\/\d\d\/\d{4}/)
    await expect(page.getByTestId('order-summary-lines')).toContainText('SZ30-60RFGM-PULM')
    await expect(page.getByTestId('order-summary-totals')).toContainText(
      shopMoney(stored.order_final_price_iva ?? 0),
    )
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')
    expect((await readCart(page.request)).lines).toEqual([])

    const mail = await waitForMail(buyer.email, (m) => m.subject === `Preventivo ${stored.order_ref} salvato`)
    expect(mail.text).toContain(`/it/user/quotations/${quotation.id}\n`)
    await waitForMail(PROVIDER, (m) => m.subject === `Preventivo salvato ${stored.order_ref}`)

    // Another company's quotation request, made elsewhere: its address shows nothing of it (the API answers 404).
    const other = await apiRequest.newContext({ baseURL })
    await signUpByApi(other, { password: 'Altrove#2026', prefix: 'other-company' })
    await addToCartByApi(other, products.filter)
    const { cart } = await (await other.get('/api/front/cart/it')).json()
    const { order: theirs } = await postApi(other, 'cart/submit', {
      cart: { id: cart.id, version: cart.version },
      quote_or_order: 'quote',
      submission_key: crypto.randomUUID(),
    })
    await other.dispose()
    await page.goto(`/it/user/quotations/${theirs.id}`)
    await expect(page.getByRole('heading', { name: 'Preventivo non trovato', level: 1 })).toBeVisible()
    await expect(page.getByTestId('order-not-found')).toContainText('tra quelli della tua azienda')
    await expect(page.getByTestId('order-summary')).toHaveCount(0)
  })
})
