import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, onePagePdf, products, readCart } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER, purchaseEvents } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer orders through the checkout', () => {
  test('proceeds with the order, takes it back to the cart once, proceeds again, ships to the default delivery address by GLS, pays on agreed terms, accepts the terms and confirms: the order is completed and both mails arrive', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(1)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')

    // Step 1: the cart; a signed-in buyer never sees the login step.
    const stepper = page.getByRole('navigation', { name: 'Passi del checkout' })
    await expect(stepper.locator('[aria-current="step"]')).toHaveAccessibleName('Passo 1 di 4: Carrello')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const firstSubmit = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    const first = await firstSubmit
    // The cart became an order request not sent yet: the header's count is 0 and says so (issue 23).
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    const cartButton = page.getByTestId('cart-button')
    await expect(cartButton).toHaveAccessibleName(
      `Carrello: 0 articoli; Ordine non inviato: ${first.order_ref}`,
    )
    await expect(cartButton).toContainText('Ordine non inviato')
    expect((await readCart(page.request)).lines).toEqual([])
    // 'Modifica il carrello' takes it back: step 1 with its line in the cart, the header's count restored.
    await page.getByRole('button', { name: 'Modifica il carrello' }).click()
    await expect(page.getByTestId('step-heading')).toHaveText('Carrello')
    await expect(page).toHaveURL(/\/it\/checkout$/)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    await expect(cartButton).toHaveAccessibleName('Carrello: 1 articoli')
    expect((await orderDetail(page.request, first.id)).status).toBe('CANCELLED')

    // Proceeding again makes a new order request.
    const submitted = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    const request = await submitted
    expect(request.status).toBe('INCOMPLETE_REQUEST')
    expect(request.order_ref).not.toBe(first.order_ref)

    // Step 2: the company's default delivery address is chosen, and GLS for an Italian destination.
    await expect(page).toHaveURL(new RegExp(`/it/checkout\\?order=${request.id}&step=2$`))
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    await expect(page.getByTestId('step-heading')).toBeFocused()
    await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'GLS – corriere nazionale' })).toBeChecked()
    await expect(cartButton).toHaveAccessibleName(
      `Carrello: 0 articoli; Ordine non inviato: ${request.order_ref}`,
    )
    expect((await readCart(page.request)).lines).toEqual([])
    // The order's own PDF (optional): attached here, still listed after a reload.
    const attachment = page.getByTestId('order-attachment')
    const chooser = page.waitForEvent('filechooser')
    await attachment.getByRole('button', { name: 'Allega PDF' }).click()
    await (await chooser).setFiles({
      name: 'ordine-interno.pdf',
      mimeType: 'application/pdf',
      buffer: await onePagePdf(),
    })
    await expect(attachment).toContainText('Documento caricato correttamente')
    await page.reload()
    await expect(
      page.getByTestId('order-attachment').getByRole('link', { name: 'ordine-interno.pdf' }),
    ).toBeVisible()
    await page.getByRole('button', { name: 'Avanti' }).click()

    // Step 3: where it goes, how it is paid, the terms.
    await expect(page).toHaveURL(/step=3$/)
    await expect(page.getByTestId('step-heading')).toHaveText('Pagamento e conferma')
    const payment = page.getByTestId('payment-step')
    const delivery = payment.getByTestId('order-summary-delivery')
    await expect(delivery).toContainText("Via dell'Industria, 15")
    await expect(delivery).toContainText('CorriereGLS – corriere nazionale')
    await payment.getByRole('radio', { name: 'Secondo le condizioni di pagamento concordate' }).check()
    const confirmButton = payment.getByRole('button', { name: "Conferma i dati e completa l'ordine" })
    // Without the terms the order does not go.
    await confirmButton.click()
    await expect(payment.getByText('Occorre accettare le condizioni generali di vendita.')).toBeVisible()
    // The terms named beside the box are the terms of sale, not the top of the privacy notice.
    await expect(payment.getByRole('link', { name: 'condizioni generali di vendita' })).toHaveAttribute(
      'href',
      '/it/privacy#condizioni-vendita',
    )
    await payment
      .getByRole('checkbox', { name: /Ho letto e accetto le condizioni generali di vendita/ })
      .check()
    await confirmButton.click()
    const confirm = page.getByRole('dialog', { name: "Procedere e completare l'ordine?" })
    const completed = orderFrom(nextAnswer(page, 'order/complete_order'))
    await confirm.getByRole('button', { name: 'Sì' }).click()
    const order = await completed
    expect(order.status).toBe('NEW')
    expect(order.order_ref).toBe(request.order_ref)
    // Sent: the header no longer shows an order request waiting.
    await expect(cartButton).toHaveAccessibleName('Carrello: 0 articoli')

    await expect(page.getByText('Ordine completato con successo')).toBeVisible()
    // The order's own page, where the mail links too (issue 23 item 5).
    await expect(page).toHaveURL(`/it/user/orders/${order.id}`)
    await expect(page.getByTestId('order-status')).toHaveText('Stato: In attesa di accettazione')
    // GA4's purchase, in euros excluding VAT.
    expect(await purchaseEvents(page)).toEqual([
      {
        event: 'purchase',
        ecommerce: {
          currency: 'EUR',
          value: (order.order_final_price ?? 0) / 100,
          transaction_id: order.order_ref,
        },
      },
    ])
    expect(order.order_final_price).toBeGreaterThan(0)

    const toBuyer = await waitForMail(
      buyer.email,
      (m) => m.subject === `Ordine ${order.order_ref} completato`,
    )
    expect(toBuyer.text).toContain('FI-MAN')
    expect(toBuyer.text).toContain(`/it/user/orders/${order.id}\n`)
    const toProvider = await waitForMail(PROVIDER, (m) => m.subject === `Nuovo ordine ${order.order_ref}`)
    expect(toProvider.text).toContain(buyer.email)
  })
})
