import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, onePagePdf, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import {
  closeOrderAsStaff,
  payCompletionByCard,
  scanBothWidths,
  sendQuotationAsStaff,
  shipOrderAsStaff,
} from '../../fixtures/orders.ts'
import { CARD_PAGE, RESULT_PAGE } from '../../fixtures/payments.ts'
import { expect, test } from '../../fixtures/test.ts'

// Issue 25's whole loop as one buyer lives it (issue 26 item 6 ends it): a quotation requested from the cart, priced
// and sent by the desk, approved and paid by card in the reserved area, shipped and closed by the desk; after each
// step the buyer follows the mail's link to the order's page, and at the end finds the closed order in the history
// and the PDF they attached on the documents page. The desk acts through its API, as the desk's own journeys test
// its screens.

/** Opens the link of the buyer's newest mail with this subject: the order's or the quotation's page in the area. */
async function followMailLink(page: Page, email: string, subject: string) {
  const mail = await waitForMail(email, (m) => m.subject === subject)
  const link = mail.text.match(/https?:\/\/\S+\/it\/user\/(?:quotations|orders)\/\d+/)?.[0]
  if (!link) throw new Error(`no link to the area in the mail '${subject}': ${mail.text}`)
  await page.goto(link)
}

test('the buyer follows a quotation from the request to the closed order, by the link of each mail, and finds its PDF among the documents', async ({
  page,
  browser,
}) => {
  // Seven screens, three of them at two widths with their scans, a trip to the card page and four desk steps.
  test.slow()
  const buyer = checkoutBuyer(19)
  await logInByApi(page.request, buyer.email, buyer.password)
  // The silo in a custom RAL colour: a line the desk must price.
  await addToCartByApi(page.request, products.customSilo)

  // 1. The request, from the cart: the quotation's page, in preparation.
  await page.goto('/it/checkout')
  const sent = orderFrom(nextAnswer(page, 'cart/submit'))
  await page.getByTestId('submit-actions').getByRole('button', { name: 'Richiedi preventivo' }).click()
  const { id, order_ref: ref } = await sent
  await expect(page).toHaveURL(`/it/user/quotations/${id}`)
  await followMailLink(page, buyer.email, `Richiesta di preventivo ${ref} ricevuta`)
  await expect(page).toHaveURL(`/it/user/quotations/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: In preparazione')

  // 2. The desk prices it and sends it: the mail leads to the quotation to approve.
  await sendQuotationAsStaff(browser, id, 2_500_000, '6 settimane')
  await followMailLink(page, buyer.email, `Il tuo preventivo ${ref} è pronto`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Da approvare')
  await expect(page.getByTestId('order-status-note')).toContainText(
    /Prezzi bloccati fino al \d\d\/\d\d\/\d{4}/,
  )

  // 3. Approved through the completion flow, with the buyer's purchase order attached, and paid by card.
  await page.getByTestId('order-action-approve').click()
  await page
    .getByRole('dialog', { name: `Approvare il preventivo ${ref}?` })
    .getByRole('button', { name: 'Procedi' })
    .click()
  await expect(page.getByTestId('completion-heading')).toHaveText('Spedizione')
  const attachment = page.getByTestId('order-attachment')
  const chooser = page.waitForEvent('filechooser')
  await attachment.getByRole('button', { name: 'Allega PDF' }).click()
  await (await chooser).setFiles({
    name: 'ordine-di-acquisto.pdf',
    mimeType: 'application/pdf',
    buffer: await onePagePdf(),
  })
  await expect(attachment).toContainText('Documento caricato correttamente')
  await page.getByTestId('shipping-next').click()
  await payCompletionByCard(page)
  await expect(page).toHaveURL(CARD_PAGE)
  await page.getByTestId('local-pay').getByTestId('local-pay-pay').click()
  await expect(page).toHaveURL(RESULT_PAGE)
  await expect(page.getByTestId('payment-paid')).toContainText('Pagamento ricevuto')
  // The payment confirms the approval: one mail says both (it said the order still waited for the desk's confirmation).
  await followMailLink(page, buyer.email, `Preventivo ${ref} confermato e pagato`)
  // Approved, it is an order: the quotation's link lands on the order's page.
  await expect(page).toHaveURL(`/it/user/orders/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Approvato')
  await expect(page.getByTestId('order-page')).toContainText(/Pagato il \d\d\/\d\d\/\d{4}/)
  // An approved quotation is confirmed by the approval itself: the desk has nothing to accept, it ships.
  expect(await orderDetail(page.request, id)).toMatchObject({ status: 'CONFIRMED', payed: true })

  // 4. Shipped with tracking: the order's page shows the package and its GLS link.
  await shipOrderAsStaff(browser, id, 'MI2611260001ABCDE')
  await followMailLink(page, buyer.email, `Ordine ${ref} spedito`)
  await expect(page).toHaveURL(`/it/user/orders/${id}`)
  await expect(page.getByTestId('order-package-count')).toHaveText('1 collo spedito')
  await expect(page.getByRole('link', { name: 'Traccia il collo MI2611260001ABCDE su GLS' })).toHaveAttribute(
    'href',
    /gls-italy\.com/,
  )

  // 5. Closed: the order's page says so, and the history of its year lists it.
  await closeOrderAsStaff(browser, id)
  await followMailLink(page, buyer.email, `Ordine ${ref} completato`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Chiuso')
  await page.getByRole('link', { name: 'I tuoi ordini' }).click()
  await expect(page.getByTestId('order-list').first()).not.toContainText(ref)
  const history = page.getByTestId('order-history')
  await history.getByRole('button', { name: String(new Date().getFullYear()) }).click()
  // Approved, it is listed with the orders, under the name it was made with.
  const closed = history.getByTestId('order-list-item').filter({ hasText: `Preventivo ${ref}` })
  await expect(closed.getByTestId('order-list-badge')).toHaveText('Stato: Chiuso')

  // 6. The documents page: the purchase order under the closed order, to open or download.
  await page.getByTestId('area-menu').getByRole('link', { name: 'Documenti' }).click()
  await expect(page).toHaveURL('/it/user/documents')
  await expect(page.getByRole('heading', { name: 'Documenti', level: 1 })).toBeVisible()
  const order = page.getByTestId('documents-order').filter({ hasText: `Preventivo ${ref}` })
  await expect(order.getByTestId('documents-order-badge')).toHaveText('Stato: Chiuso')
  const item = order.getByTestId('documents-item')
  await expect(item).toHaveCount(1)
  await expect(item.getByTestId('documents-view')).toHaveText('ordine-di-acquisto.pdf')
  await expect(item.getByRole('link', { name: 'Scarica ordine-di-acquisto.pdf' })).toHaveAttribute(
    'href',
    new RegExp(`/api/front/order/${id}/document_download/\\d+$`),
  )
  const download = page.waitForEvent('download')
  await item.getByRole('link', { name: 'Scarica ordine-di-acquisto.pdf' }).click()
  expect((await download).suggestedFilename()).toBe('ordine-di-acquisto.pdf')
  await scanBothWidths(page, 'documents')
  await order.getByRole('link', { name: `Preventivo ${ref}` }).click()
  await expect(page).toHaveURL(`/it/user/orders/${id}`)
})
