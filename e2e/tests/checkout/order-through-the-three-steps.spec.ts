import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, onePagePdf, products, readCart } from '../../fixtures/cart.ts'
import { nextAnswer, orderFrom, PROVIDER, purchaseEvents } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer orders through the checkout', () => {
  test('proceeds with the order, ships to the default delivery address by GLS, pays on agreed terms, accepts the terms and confirms: the order is completed and both mails arrive', async ({
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
    const submitted = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    const request = await submitted
    expect(request.status).toBe('INCOMPLETE_REQUEST')

    // Step 2: the company's default delivery address is chosen, and GLS for an Italian destination.
    await expect(page).toHaveURL(new RegExp(`/it/checkout\\?order=${request.id}&step=2$`))
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    await expect(page.getByTestId('step-heading')).toBeFocused()
    await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
    await expect(page.getByRole('radio', { name: 'GLS – corriere nazionale' })).toBeChecked()
    // The cart became the order request: the header's count is back to 0.
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')
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
    await expect(payment).toContainText("Via dell'Industria, 15")
    await expect(payment).toContainText('Spedizione: GLS – corriere nazionale')
    await payment.getByRole('radio', { name: 'Secondo le condizioni di pagamento concordate' }).check()
    const confirmButton = payment.getByRole('button', { name: "Conferma i dati e procedi con l'ordine" })
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

    await expect(page.getByText('Ordine completato con successo')).toBeVisible()
    await expect(page).toHaveURL(/\/it\/user\/orders$/)
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
    const toProvider = await waitForMail(PROVIDER, (m) => m.subject === `Nuovo ordine ${order.order_ref}`)
    expect(toProvider.text).toContain(buyer.email)
  })
})
