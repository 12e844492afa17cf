import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER, purchaseEvents } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { DEMO_IBAN, openWallet, PAYMENT_MODES, payFromWallet, shopMoney } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer orders with a bank transfer in advance', () => {
  test("pays now from the customer modal with 'Bonifico bancario anticipato': the orders page shows where to transfer the money, the order waits unpaid and the mail carries the IBAN", async ({
    page,
  }) => {
    const buyer = checkoutBuyer(11)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const wallet = await openWallet(page, 1)

    await wallet.getByRole('radio', { name: 'Bonifico bancario anticipato' }).check()
    await expect(wallet).toContainText("l'ordine non pagato entro 10 giorni viene annullato")
    await expect(wallet.getByTestId('wallet-pay')).toHaveText('Ordina con bonifico')
    const answered = orderFrom(nextAnswer(page, 'walletCart/createBankOrder'))
    await payFromWallet(wallet, 'Bonifico bancario anticipato')
    const bankOrder = await answered

    // The orders page, with the bank details first.
    await expect(page).toHaveURL(/\/it\/user\/orders$/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.getByRole('heading', { name: 'I tuoi ordini', level: 1 })).toBeVisible()
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
    await expect(details).toContainText(
      "Se il pagamento non arriva entro 10 giorni, l'ordine viene annullato.",
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
    await waitForMail(PROVIDER, (m) => m.subject === `Nuovo ordine ${order.order_ref} (bonifico anticipato)`)
  })
})
