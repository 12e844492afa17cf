import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { orderDetail } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import {
  openPaymentStep,
  PAYMENT_MODES,
  PAYPAL_PAGE,
  payOnStep3,
  RESULT_PAGE,
  resultOrderId,
  shopMoney,
} from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer pays with PayPal', () => {
  test('sees on step 3 what is bought and for whom, chooses PayPal among every way to pay, approves with a card PayPal declines, goes back to PayPal, approves again and sees the order paid; a later order whose capture fails shows the error and leads to the reserved area', async ({
    page,
  }) => {
    const missing: string[] = []
    page.on('response', (r) => {
      if (r.status() === 404) missing.push(r.url())
    })
    const buyer = checkoutBuyer(12)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const { order: request, step } = await openPaymentStep(page, { reference_client_code: 'ODA-4471' })

    // The recap before paying: the order and the buyer's reference, who is billed, where it goes, the lines, the total.
    const references = step.getByTestId('order-summary-references')
    await expect(references).toContainText(request.order_ref)
    await expect(references).toContainText('ODA-4471')
    const billing = step.getByTestId('order-summary-billing')
    await expect(billing).toContainText('Molino Ferraresi S.r.l.')
    await expect(billing).toContainText('02845190376')
    await expect(billing).toContainText('M5UXCR1')
    await expect(billing).toContainText('Via Emilia Ponente, 120')
    await expect(step.getByTestId('order-summary-delivery')).toContainText('Stabilimento di Carpi')
    const line = step.getByTestId('order-summary-line')
    await expect(line).toHaveCount(1)
    await expect(line.getByTestId('order-summary-code')).toHaveText(/FI-MAN$/)
    await expect(line).toContainText('Quantità: 1')
    await expect(step.getByTestId('total-with-vat')).toContainText(
      shopMoney(request.order_final_price_iva ?? 0),
    )

    // Every way this buyer may pay, PayPal among them (GET user says paypal_enabled); the online ones say 'pay'.
    const ways = [
      'Bonifico bancario anticipato',
      'Secondo le condizioni di pagamento concordate',
      'Carta di credito',
      'PayPal',
    ]
    await expect(step.getByRole('radio')).toHaveCount(ways.length)
    for (const name of ways) await expect(step.getByRole('radio', { name, exact: true })).toBeVisible()
    await step.getByRole('radio', { name: 'PayPal', exact: true }).check()
    await expect(step.getByTestId('complete-order')).toHaveText("Paga e conferma l'ordine")
    await payOnStep3(page, 'PayPal')

    // PayPal's approval page: a card that will be declined.
    await expect(page).toHaveURL(PAYPAL_PAGE)
    const paypal = page.getByTestId('local-paypal')
    await expect(paypal.getByRole('heading', { name: 'Simulated PayPal' })).toBeVisible()
    // The simulated page asks for nothing the shop does not have (its icon is the shop's).
    expect(missing).toEqual([])
    await paypal.getByTestId('local-paypal-decline').click()

    // Back in the shop, the capture is declined: the way back to PayPal.
    await expect(page).toHaveURL(RESULT_PAGE)
    const back = new URL(page.url()).searchParams
    expect(back.get('method')).toBe('paypal')
    expect(back.get('outcome')).toBe('approved')
    expect(resultOrderId(page)).toBe(request.id)
    const declined = page.getByTestId('paypal-declined')
    await expect(declined).toContainText('Metodo di pagamento rifiutato')
    await expect(declined).toContainText('PayPal ha rifiutato la carta o il conto scelto.')
    const unpaid = await orderDetail(page.request, request.id)
    expect(unpaid).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      payed: false,
      payment_mode_id: PAYMENT_MODES.pv9,
    })
    await declined.getByRole('button', { name: 'Torna a PayPal' }).click()

    // Approved with a good card this time: captured, paid.
    await expect(page).toHaveURL(PAYPAL_PAGE)
    await expect(paypal.locator('.amount')).toHaveText(shopMoney(unpaid.order_final_price_iva ?? 0))
    await paypal.getByTestId('local-paypal-approve').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(resultOrderId(page)).toBe(request.id)
    const paid = page.getByTestId('payment-paid')
    await expect(paid).toContainText('Pagamento ricevuto')
    await expect(paid).toContainText(`Ordine ${unpaid.order_ref}`)
    await expect(page.getByTestId('paypal-declined')).toHaveCount(0)
    const order = await orderDetail(page.request, request.id)
    expect(order).toMatchObject({ status: 'NEW', payed: true })
    await waitForMail(buyer.email, (m) => m.subject === `Ricevuta di pagamento: ordine ${order.order_ref}`)

    // Another order, whose capture PayPal refuses for good: 'Error occured.' with PayPal's words and debug id.
    await addToCartByApi(page.request, products.filter)
    const { order: again } = await openPaymentStep(page)
    await payOnStep3(page, 'PayPal')
    await expect(page).toHaveURL(PAYPAL_PAGE)
    await paypal.getByTestId('local-paypal-error').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(resultOrderId(page)).toBe(again.id)
    const error = page.getByRole('alert').and(page.getByTestId('paypal-error'))
    await expect(error).toContainText('Si è verificato un errore.')
    await expect(error).toContainText('Siamo spiacenti, non è stato possibile elaborare la transazione.')
    await expect(error).toContainText('The request was refused.')
    await expect(error).toContainText(/ID di debug PayPal: [0-9a-f]{14}/)
    expect(await orderDetail(page.request, again.id)).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      payed: false,
    })
    await error.getByRole('link', { name: 'Vai alla tua area riservata' }).click()
    await expect(page).toHaveURL(/\/it\/user$/)
  })
})
