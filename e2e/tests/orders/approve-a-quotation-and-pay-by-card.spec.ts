import { orderDetail } from '../../fixtures/checkout.ts'
import { activeItem, payCompletionByCard, scanBothWidths, signInDemoBuyer } from '../../fixtures/orders.ts'
import { CARD_PAGE, PAYMENT_MODES, RESULT_PAGE, resultOrderId } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

// The demo's quotation priced by the desk and waiting for the buyer (demo-lifecycle.data.ts 'ready-quotation').
const QUOTATION = 'Linea mangimi Carpi'

test("the buyer approves a quotation ready for them through shipping and payment, pays by card on the provider's page and lands on the approved order", async ({
  page,
}) => {
  // Four screens at two widths with their scans, and a trip to the provider's page and back.
  test.slow()
  await signInDemoBuyer(page)
  const { id, order_ref } = await activeItem(page.request, 'quotations', QUOTATION)

  // The list: the quotation waits for the buyer.
  await page.goto('/it/user/quotations')
  const item = page.getByTestId('order-list-item').filter({ hasText: QUOTATION })
  await expect(item.getByTestId('order-list-badge')).toHaveText('Stato: Da approvare')
  await item.getByRole('link', { name: `Preventivo ${order_ref}` }).click()

  // The READY layout: validity, its lines with their prices and discounts, the version the desk sent, the actions.
  await expect(page).toHaveURL(`/it/user/quotations/${id}`)
  const note = page.getByTestId('order-status-note')
  await expect(note).toContainText('Il preventivo è pronto')
  await expect(note).toContainText(/Prezzi bloccati fino al \d\d\/\d\d\/\d{4}/)
  await expect(page.getByTestId('order-line')).toHaveCount(2)
  await expect(page.getByTestId('line-base-price').first()).toContainText('€')
  await expect(page.getByTestId('order-revision')).toHaveCount(1)
  await expect(page.getByTestId('order-action-ask_modification')).toBeVisible()
  await expect(page.getByTestId('order-action-refuse')).toBeVisible()
  await scanBothWidths(page, 'quotation-ready')

  // Approve: the question, then step 1, shipping, on the company's default delivery address.
  await page.getByTestId('order-action-approve').click()
  const question = page.getByRole('dialog', { name: `Approvare il preventivo ${order_ref}?` })
  await question.getByRole('button', { name: 'Procedi' }).click()
  await expect(page).toHaveURL(`/it/user/quotations/${id}?step=shipping`)
  await expect(page.getByTestId('completion-heading')).toHaveText('Spedizione')
  await expect(page.getByTestId('completion-flow')).toContainText(
    'Approvazione del preventivo · passo 1 di 2',
  )
  await expect(page.getByTestId('completion-heading')).toBeFocused()
  await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
  await scanBothWidths(page, 'approve-shipping')
  await page.getByTestId('shipping-next').click()

  // Step 2: the recap, the ways to pay with the company's own marked, the card, the terms and the final question.
  await expect(page).toHaveURL(`/it/user/quotations/${id}?step=payment`)
  await expect(page.getByTestId('completion-heading')).toHaveText('Pagamento e conferma')
  const payment = page.getByTestId('payment-step')
  await expect(payment.getByRole('radio', { name: 'Carta di credito', exact: true })).toBeVisible()
  await scanBothWidths(page, 'approve-payment')
  await payCompletionByCard(page)

  // The provider's page; until it confirms, the quotation waits, READY.
  await expect(page).toHaveURL(CARD_PAGE)
  expect(await orderDetail(page.request, id)).toMatchObject({ status: 'READY', payed: false })
  await page.getByTestId('local-pay').getByTestId('local-pay-pay').click()

  // Back in the shop: paid, and the quotation approved; on to its page.
  await expect(page).toHaveURL(RESULT_PAGE)
  expect(resultOrderId(page)).toBe(id)
  const paid = page.getByTestId('payment-paid')
  await expect(paid).toContainText('Pagamento ricevuto')
  await paid.getByRole('link', { name: "Vai all'ordine" }).click()
  // Approved, it is an order: its address and its list are the orders' now.
  await expect(page).toHaveURL(`/it/user/orders/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Approvato')
  await expect(page.getByTestId('order-page')).toContainText(/Pagato il \d\d\/\d\d\/\d{4}/)
  await expect(page.getByTestId('order-status-note')).toContainText(/Approvato il \d\d\/\d\d\/\d{4}/)
  // Paid: nothing left to do with it, not even cancelling.
  await expect(page.getByTestId('order-actions')).toHaveCount(0)
  expect(await orderDetail(page.request, id)).toMatchObject({
    status: 'CONFIRMED',
    payed: true,
    payment_mode_id: PAYMENT_MODES.pv9,
  })
  await scanBothWidths(page, 'quotation-approved')
  await page.getByRole('link', { name: 'I tuoi ordini' }).click()
  await expect(
    page.getByTestId('order-list-item').filter({ hasText: QUOTATION }).getByTestId('order-list-badge'),
  ).toHaveText('Stato: Approvato')
})
