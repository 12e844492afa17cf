import { onePagePdf } from '../../fixtures/cart.ts'
import { orderDetail } from '../../fixtures/checkout.ts'
import { scanBothWidths, signInDemoBuyer } from '../../fixtures/orders.ts'
import { DEMO_IBAN, PAYMENT_MODES } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

test('the buyer completes an order request left unsent, from the orders list through shipping and a bank transfer, and reads where to pay', async ({
  page,
}) => {
  test.slow()
  await signInDemoBuyer(page)

  // The list: the demo's order request not sent yet (demo-lifecycle.data.ts 'incomplete-request'), by its reference:
  // the checkout journeys' buyers of the same company leave requests of their own in it.
  await page.goto('/it/user/orders')
  const item = page.getByTestId('order-list-item').filter({ hasText: 'ODA-2026-0425' })
  await expect(item).toContainText('Stato: Ordine non inviato')
  await item.getByRole('link').click()
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Ordine non inviato')
  const id = Number(new URL(page.url()).pathname.split('/').at(-1))
  await expect(page.getByTestId('order-status-note')).toContainText("Quest'ordine non è ancora stato inviato")
  await scanBothWidths(page, 'order-request')

  // Step 1: shipping, no question first; the browser's back returns to the order.
  await page.getByTestId('order-action-complete').click()
  await expect(page.getByTestId('completion-heading')).toHaveText('Spedizione')
  await expect(page.getByTestId('completion-flow')).toContainText("Completamento dell'ordine · passo 1 di 2")
  await page.goBack()
  await expect(page.getByTestId('order-action-complete')).toBeVisible()
  await page.goForward()
  await expect(page.getByTestId('completion-heading')).toHaveText('Spedizione')
  // The order's own PDF: attached, then deleted after the question.
  const attachment = page.getByTestId('order-attachment')
  const chooser = page.waitForEvent('filechooser')
  await attachment.getByRole('button', { name: 'Allega PDF' }).click()
  await (await chooser).setFiles({
    name: 'ordine.pdf',
    mimeType: 'application/pdf',
    buffer: await onePagePdf(),
  })
  await expect(attachment).toContainText('Documento caricato correttamente')
  await attachment.getByRole('button', { name: /ordine\.pdf/ }).click()
  await page
    .getByRole('dialog', { name: 'Sei sicuro di voler cancellare il documento?' })
    .getByRole('button', { name: 'Elimina' })
    .click()
  await expect(attachment.getByRole('button', { name: 'Allega PDF' })).toBeVisible()
  await page.getByTestId('reference-code').fill('ODA-2026-0431')
  await page.getByTestId('shipping-next').click()

  // Step 2: the bank transfer in advance and the final button of an order request.
  await expect(page.getByTestId('completion-heading')).toHaveText('Pagamento e conferma')
  const payment = page.getByTestId('payment-step')
  await expect(payment).toContainText('ODA-2026-0431')
  await payment.getByRole('radio', { name: 'Bonifico bancario anticipato', exact: true }).check()
  await payment
    .getByRole('checkbox', { name: /Ho letto e accetto le condizioni generali di vendita/ })
    .check()
  await scanBothWidths(page, 'complete-payment')
  await payment.getByRole('button', { name: "Conferma i dati e completa l'ordine" }).click()
  await page
    .getByRole('dialog', { name: "Procedere e completare l'ordine?" })
    .getByRole('button', { name: 'Sì' })
    .click()

  // Sent: the order's page, waiting for acceptance, with the bank details to pay it.
  await expect(page.getByText('Ordine completato con successo')).toBeVisible()
  await expect(page).toHaveURL(`/it/user/orders/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: In attesa di accettazione')
  await expect(page.getByTestId('order-page')).toContainText(DEMO_IBAN)
  expect(await orderDetail(page.request, id)).toMatchObject({
    status: 'NEW',
    payment_mode_id: PAYMENT_MODES.pm5,
    reference_client_code: 'ODA-2026-0431',
  })
  await scanBothWidths(page, 'order-sent')
})
