import { romeToday } from '@shop/domain/orders/checkout'
import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER, purchaseEvents } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { DEMO_IBAN, openPaymentStep, PAYMENT_MODES, payOnStep3, shopMoney } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer orders with a bank transfer in advance', () => {
  test("completes step 3 with 'Bonifico bancario anticipato': the order's page shows where to transfer the money and by when, the order waits unpaid and the mail carries the IBAN and the same page's address", async ({
    page,
  }) => {
    const buyer = checkoutBuyer(11)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const { step } = await openPaymentStep(page)

    await step.getByRole('radio', { name: 'Bonifico bancario anticipato' }).check()
    await expect(step).toContainText("l'ordine non pagato entro 10 giorni viene annullato")
    await expect(step.getByTestId('complete-order')).toHaveText("Conferma i dati e completa l'ordine")
    const answered = orderFrom(nextAnswer(page, 'order/complete_order'))
    await payOnStep3(page, 'Bonifico bancario anticipato')
    const bankOrder = await answered

    // The order's own page (issue 23 item 5): its number and status, the bank details, then what was ordered.
    await expect(page).toHaveURL(`/it/user/orders/${bankOrder.id}`)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: `Ordine ${bankOrder.order_ref}`, level: 1 })).toBeFocused()
    await expect(page.getByTestId('order-status')).toHaveText('Stato: In attesa di accettazione')
    await expect(page.getByTestId('order-summary')).toContainText('Filtro a maniche')
    const details = page.getByTestId('bank-transfer-details')
    await expect(
      details.getByRole('heading', { name: `Paga l'ordine ${bankOrder.order_ref} con bonifico` }),
    ).toBeVisible()
    const order = await orderDetail(page.request, bankOrder.id)
    expect(order).toMatchObject({
      status: 'NEW',
      payed: false,
      payment_mode_id: PAYMENT_MODES.pm5,
      order_ref: bankOrder.order_ref,
    })
    expect(order.order_final_price_iva).toBeGreaterThan(0)
    const amount = shopMoney(order.order_final_price_iva ?? 0)
    await expect(details).toContainText(`Importo${amount}`)
    await expect(details).toContainText(`IBAN${DEMO_IBAN}`)
    await expect(details).toContainText(`Causale${order.order_ref}`)
    await expect(details).toContainText('Il bonifico viene accreditato in 2–3 giorni lavorativi.')
    // The day the nightly job would cancel it: 10 Rome days after it was sent.
    const cancelOn = new Date(`${romeToday(new Date())}T00:00:00Z`)
    cancelOn.setUTCDate(cancelOn.getUTCDate() + 10)
    const [year, month, day] = cancelOn.toISOString().slice(0, 10).split('-')
    await expect(details.getByTestId('bank-transfer-cancel-on')).toHaveText(
      `Se il pagamento non arriva, l'ordine viene annullato il ${day}/${month}/${year}, 10 giorni dopo l'invio.`,
    )
    await expect(details.getByRole('button', { name: 'Copia IBAN' })).toBeVisible()
    // The order is counted when it is made, once.
    expect((await purchaseEvents(page)).map((e) => e.ecommerce.transaction_id)).toEqual([order.order_ref])
    // The cart became the order.
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')

    const mail = await waitForMail(
      buyer.email,
      (m) => m.subject === `Ordine ${order.order_ref}: in attesa del bonifico`,
    )
    expect(mail.text).toContain(`IBAN: ${DEMO_IBAN}`)
    expect(mail.text).toContain(`Causale: ordine ${order.order_ref}`)
    expect(mail.text).toContain('10 giorni')
    expect(mail.text).toContain('Pagamento: Bonifico bancario anticipato\n')
    // The mail leads to the page the buyer landed on.
    expect(mail.text).toContain(`/it/user/orders/${order.id}\n`)
    await waitForMail(PROVIDER, (m) => m.subject === `Nuovo ordine ${order.order_ref} (bonifico anticipato)`)
  })
})
