import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { orderDetail } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import {
  openWallet,
  PAYPAL_PAGE,
  payFromWallet,
  RESULT_PAGE,
  resultOrderId,
  shopMoney,
} from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer pays with PayPal', () => {
  test('pays now with PayPal from the customer modal, approves with a card PayPal declines, goes back to PayPal, approves again and sees the order paid; a later order whose capture fails shows the error and leads to the reserved area', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(12)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const wallet = await openWallet(page, 1)
    await expect(wallet.getByTestId('wallet-method-paypal')).toBeVisible()
    await payFromWallet(wallet, 'PayPal')

    // PayPal's approval page: a card that will be declined.
    await expect(page).toHaveURL(PAYPAL_PAGE)
    const paypal = page.getByTestId('local-paypal')
    await expect(paypal.getByRole('heading', { name: 'Simulated PayPal' })).toBeVisible()
    await paypal.getByTestId('local-paypal-decline').click()

    // Back in the shop, the capture is declined: the way back to PayPal.
    await expect(page).toHaveURL(RESULT_PAGE)
    const back = new URL(page.url()).searchParams
    expect(back.get('method')).toBe('paypal')
    expect(back.get('outcome')).toBe('approved')
    const orderId = resultOrderId(page)
    const declined = page.getByTestId('paypal-declined')
    await expect(declined).toContainText('Metodo di pagamento rifiutato')
    await expect(declined).toContainText('PayPal ha rifiutato la carta o il conto scelto.')
    const unpaid = await orderDetail(page.request, orderId)
    expect(unpaid).toMatchObject({ status: 'INCOMPLETE_REQUEST', payed: false })
    await declined.getByRole('button', { name: 'Torna a PayPal' }).click()

    // Approved with a good card this time: captured, paid.
    await expect(page).toHaveURL(PAYPAL_PAGE)
    await expect(paypal.locator('.amount')).toHaveText(shopMoney(unpaid.order_final_price_iva ?? 0))
    await paypal.getByTestId('local-paypal-approve').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(resultOrderId(page)).toBe(orderId)
    const paid = page.getByTestId('payment-paid')
    await expect(paid).toContainText('Pagamento ricevuto')
    await expect(paid).toContainText(`Ordine ${unpaid.order_ref}`)
    await expect(page.getByTestId('paypal-declined')).toHaveCount(0)
    const order = await orderDetail(page.request, orderId)
    expect(order).toMatchObject({ status: 'NEW', payed: true })
    await waitForMail(buyer.email, (m) => m.subject === `Ricevuta di pagamento: ordine ${order.order_ref}`)

    // Another order, whose capture PayPal refuses for good: 'Error occured.' with PayPal's words and debug id.
    await addToCartByApi(page.request, products.filter)
    const again = await openWallet(page, 1)
    await payFromWallet(again, 'PayPal')
    await expect(page).toHaveURL(PAYPAL_PAGE)
    await paypal.getByTestId('local-paypal-error').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    const failedId = resultOrderId(page)
    expect(failedId).not.toBe(orderId)
    const error = page.getByRole('alert').and(page.getByTestId('paypal-error'))
    await expect(error).toContainText('Si è verificato un errore.')
    await expect(error).toContainText('Siamo spiacenti, non è stato possibile elaborare la transazione.')
    await expect(error).toContainText('The request was refused.')
    await expect(error).toContainText(/ID di debug PayPal: [0-9a-f]{14}/)
    expect(await orderDetail(page.request, failedId)).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      payed: false,
    })
    await error.getByRole('link', { name: 'Vai alla tua area riservata' }).click()
    await expect(page).toHaveURL(/\/it\/user$/)
  })
})
