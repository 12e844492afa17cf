import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { orderDetail } from '../../fixtures/checkout.ts'
import { readMails, waitForMail } from '../../fixtures/mail.ts'
import {
  CARD_PAGE,
  openPaymentStep,
  PAYMENT_MODES,
  payOnStep3,
  RESULT_PAGE,
  resultOrderId,
} from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer whose card is declined pays again', () => {
  test("pays by card on the checkout's step 3, the card is declined, cancels back to the shop, tries again on the same provider's page and pays: the order is paid once", async ({
    page,
  }) => {
    const buyer = checkoutBuyer(10)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const { order: request } = await openPaymentStep(page)
    await payOnStep3(page, 'Carta di credito')

    // The provider's page: the card is declined, the page says so and still offers to pay.
    await expect(page).toHaveURL(CARD_PAGE)
    const hostedPage = page.url()
    const card = page.getByTestId('local-pay')
    await card.getByTestId('local-pay-decline').click()
    await expect(card.getByTestId('local-pay-declined')).toHaveText(
      'Your card was declined. Try again or use another card.',
    )
    await expect(card.getByTestId('local-pay-pay')).toBeVisible()

    // Cancelled: back in the shop, 'payment cancelled', the order still waiting for its payment.
    await card.getByTestId('local-pay-cancel').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(new URL(page.url()).searchParams.get('outcome')).toBe('cancelled')
    const orderId = resultOrderId(page)
    expect(orderId).toBe(request.id)
    const cancelled = page.getByTestId('payment-cancelled')
    await expect(cancelled).toContainText('Pagamento annullato')
    const unpaid = await orderDetail(page.request, orderId)
    expect(unpaid).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      payed: false,
      payment_mode_id: PAYMENT_MODES.pv9,
    })
    await expect(cancelled).toContainText(`L'ordine ${unpaid.order_ref} attende il pagamento`)
    await expect(cancelled.getByTestId('payment-other-method')).toHaveText(
      'Scegli un altro metodo di pagamento',
    )

    // Try again: the same session on the provider's page, paid this time.
    await cancelled.getByRole('button', { name: 'Riprova' }).click()
    await expect(page).toHaveURL(hostedPage)
    await expect(card.getByTestId('local-pay-declined')).toHaveCount(0)
    await card.getByTestId('local-pay-pay').click()
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(resultOrderId(page)).toBe(orderId)
    const paid = page.getByTestId('payment-paid')
    await expect(paid).toContainText('Pagamento ricevuto')
    await expect(paid).toContainText(`Ordine ${unpaid.order_ref}`)

    const order = await orderDetail(page.request, orderId)
    expect(order).toMatchObject({ status: 'NEW', payed: true, payment_mode_id: PAYMENT_MODES.pv9 })
    // Paid once: one receipt, and the provider's page has nothing left to pay.
    const receipt = `Ricevuta di pagamento: ordine ${order.order_ref}`
    await waitForMail(buyer.email, (m) => m.subject === receipt)
    await page.goto(hostedPage)
    await expect(card.getByRole('heading', { name: 'This payment is complete' })).toBeVisible()
    await expect(card.getByTestId('local-pay-pay')).toHaveCount(0)
    expect(readMails(buyer.email).filter((m) => m.subject === receipt)).toHaveLength(1)
  })
})
