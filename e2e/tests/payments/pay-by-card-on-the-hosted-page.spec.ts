import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER, purchaseEvents } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { CARD_PAGE, PAYMENT_MODES, RESULT_PAGE, resultOrderId, shopMoney } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer pays an order by card', () => {
  test("proceeds through the checkout, chooses the credit card, is sent to the provider's page, pays, and sees the order paid: both mails arrive and the purchase is counted once", async ({
    page,
  }) => {
    const buyer = checkoutBuyer(9)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')

    // Step 1 and 2 as any order: the cart becomes the order request, the default delivery address is chosen.
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const submitted = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    const request = await submitted
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
    await page.getByRole('button', { name: 'Avanti' }).click()

    // Step 3: the credit card (PV9), the terms, the pay button and its confirmation.
    await expect(page.getByTestId('step-heading')).toHaveText('Pagamento e conferma')
    const payment = page.getByTestId('payment-step')
    await payment.getByRole('radio', { name: 'Carta di credito' }).check()
    await payment
      .getByRole('checkbox', { name: /Ho letto e accetto le condizioni generali di vendita/ })
      .check()
    await payment.getByRole('button', { name: "Paga e conferma l'ordine" }).click()
    const confirm = page.getByRole('dialog', { name: "Procedere e completare l'ordine?" })
    await confirm.getByRole('button', { name: 'Sì' }).click()

    // The provider's hosted page, with the order's amount including VAT.
    await expect(page).toHaveURL(CARD_PAGE)
    const card = page.getByTestId('local-pay')
    await expect(card.getByRole('heading', { name: 'Simulated card payment' })).toBeVisible()
    const unpaid = await orderDetail(page.request, request.id)
    expect(unpaid).toMatchObject({
      status: 'INCOMPLETE_REQUEST',
      payed: false,
      payment_mode_id: PAYMENT_MODES.pv9,
    })
    expect(unpaid.order_final_price_iva).toBeGreaterThan(0)
    await expect(card.locator('.amount')).toHaveText(shopMoney(unpaid.order_final_price_iva ?? 0))
    await card.getByTestId('local-pay-pay').click()

    // Back in the shop: waiting for the provider's word, or already told; then paid, with the order's reference.
    await expect(page).toHaveURL(RESULT_PAGE)
    expect(resultOrderId(page)).toBe(request.id)
    expect(new URL(page.url()).searchParams.get('outcome')).toBe('paid')
    await expect(page.getByTestId('payment-waiting').or(page.getByTestId('payment-paid'))).toBeVisible()
    const paid = page.getByTestId('payment-paid')
    await expect(paid).toContainText('Pagamento ricevuto')
    await expect(paid).toContainText(`Ordine ${request.order_ref}`)
    await expect(paid).toContainText(`Importo pagato: ${shopMoney(unpaid.order_final_price_iva ?? 0)}`)

    const order = await orderDetail(page.request, request.id)
    expect(order).toMatchObject({
      status: 'NEW',
      payed: true,
      payment_mode_id: PAYMENT_MODES.pv9,
      order_ref: request.order_ref,
    })

    // GA4's purchase, once; a reload of the result page does not count it again.
    const purchase = {
      event: 'purchase',
      ecommerce: {
        currency: 'EUR',
        value: (order.order_final_price ?? 0) / 100,
        transaction_id: order.order_ref,
      },
    }
    await expect.poll(() => purchaseEvents(page)).toEqual([purchase])
    await page.reload()
    await expect(page.getByTestId('payment-paid')).toContainText(`Ordine ${order.order_ref}`)
    // The panel's effect runs after it is painted: read the layer once a frame has gone by.
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r))))
    expect(await purchaseEvents(page)).toEqual([])
    // On to the order's own page, where the receipt links too (issue 23 item 5): paid, waiting for acceptance.
    await page.getByTestId('payment-paid').getByRole('link', { name: "Vai all'ordine" }).click()
    await expect(page).toHaveURL(`/it/user/orders/${order.id}`)
    await expect(page.getByTestId('order-status')).toHaveText('Stato: In attesa di accettazione')
    await expect(page.getByTestId('order-page')).toContainText(/Pagato il \d\d\/\d\d\/\d{4}/)

    const receipt = await waitForMail(
      buyer.email,
      (m) => m.subject === `Ricevuta di pagamento: ordine ${order.order_ref}`,
    )
    expect(receipt.text).toContain(order.order_ref)
    expect(receipt.text).toContain(`/it/user/orders/${order.id}\n`)
    const notice = await waitForMail(
      PROVIDER,
      (m) => m.subject === `Pagamento ricevuto: ordine ${order.order_ref}`,
    )
    expect(notice.text).toContain(order.order_ref)
  })
})
