import { analyticsEvents } from '../../fixtures/accounts.ts'
import { DEMO_PROMO } from '../../fixtures/cart.ts'
import { activeItem, scanBothWidths, sendQuotationAsStaff, signInDemoBuyer } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

// The demo's quotation request the desk has not priced yet (demo-lifecycle.data.ts 'request-to-price').
const QUOTATION = 'Ampliamento Carpi 2026'
const CHANGE = 'Ci servono le scale di accesso su entrambi i silos.'
const REASON = 'Abbiamo scelto un altro fornitore per questo impianto.'

test("the buyer adds a promo code to a quotation request, asks to change the priced quotation, sees the desk's new version, refuses it with a reason, and a stale tab is told it moved", async ({
  page,
  browser,
}) => {
  test.slow()
  await signInDemoBuyer(page)
  const { id, order_ref } = await activeItem(page.request, 'quotations', QUOTATION)

  // While the desk has still to price it: a promo code, refused when unknown, then applied.
  await page.goto(`/it/user/quotations/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: In preparazione')
  const promo = page.getByTestId('promo-code-form')
  const code = promo.getByRole('textbox', { name: 'Codice promozionale' })
  await code.fill('NONESISTE')
  await promo.getByRole('button', { name: 'Applica' }).click()
  await expect(code).toHaveAttribute('aria-invalid', 'true')
  await code.fill(DEMO_PROMO.code)
  await promo.getByRole('button', { name: 'Applica' }).click()
  await expect(page.getByText('Codice promozionale applicato al preventivo')).toBeVisible()
  await expect(promo).toHaveCount(0)
  await expect(page.getByTestId('total-promo')).toContainText(DEMO_PROMO.code)
  await scanBothWidths(page, 'quotation-new')

  // The desk prices the line to be quoted and sends it (through its API, as staff).
  await sendQuotationAsStaff(browser, id, 2_400_000, '8 settimane')

  await page.goto(`/it/user/quotations/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Da approvare')
  await expect(page.getByTestId('order-status-note')).toContainText('Tempi di consegna: 8 settimane')

  // Ask for a change: what to change is required.
  await page.getByTestId('order-action-ask_modification').click()
  const ask = page.getByRole('dialog', { name: `Chiedere una modifica del preventivo ${order_ref}?` })
  await ask.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(ask.getByText('Scrivi cosa vuoi cambiare.')).toBeVisible()
  await ask.getByRole('textbox', { name: 'Cosa vuoi cambiare?' }).fill(CHANGE)
  await scanBothWidths(page, 'ask-modification-dialog')
  await ask.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(page.getByText(/Richiesta di modifica inviata/)).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Stato: In preparazione')
  await expect(page.getByTestId('order-status-note')).toContainText(
    'Stiamo preparando la nuova versione che hai chiesto',
  )
  await expect(page.getByTestId('order-revision-reason')).toContainText(CHANGE)

  // The desk sends the new version; the buyer reads both, the first with their request.
  await sendQuotationAsStaff(browser, id, 2_250_000, '6 settimane')
  await page.reload()
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Da approvare')
  await expect(page.getByTestId('order-revision')).toHaveCount(2)
  await expect(page.getByTestId('order-revision').first()).toContainText('Versione 2 del')
  await expect(page.getByTestId('order-status-note')).toContainText('Tempi di consegna: 6 settimane')
  await scanBothWidths(page, 'quotation-revised')

  // A second tab still showing the quotation ready to approve.
  const stale = await page.context().newPage()
  await stale.goto(`/it/user/quotations/${id}`)
  await expect(stale.getByTestId('order-action-refuse')).toBeVisible()

  // Refuse, with a reason.
  await page.getByTestId('order-action-refuse').click()
  const refuse = page.getByRole('dialog', { name: `Rifiutare il preventivo ${order_ref}?` })
  await refuse.getByRole('textbox', { name: 'Motivo del rifiuto' }).fill(REASON)
  await refuse.getByRole('button', { name: 'Rifiuta il preventivo' }).click()
  await expect(page.getByText('Preventivo rifiutato con successo')).toBeVisible()
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Rifiutato')
  const note = page.getByTestId('order-status-note')
  await expect(note).toContainText(/Rifiutato il \d\d\/\d\d\/\d{4} alle \d\d:\d\d\./)
  await expect(note).toContainText(`Motivo: ${REASON}`)
  await expect(page.getByTestId('order-actions')).toHaveCount(0)
  expect(await analyticsEvents(page)).toContain('quotation_refused')
  await scanBothWidths(page, 'quotation-refused')

  // The stale tab's request is refused (409): it says why and shows the quotation as it is now.
  await stale.getByTestId('order-action-ask_modification').click()
  const staleAsk = stale.getByRole('dialog')
  await staleAsk.getByRole('textbox', { name: 'Cosa vuoi cambiare?' }).fill('Un altro colore')
  await staleAsk.getByRole('button', { name: 'Invia la richiesta' }).click()
  await expect(stale.getByTestId('order-action-error')).toBeVisible()
  await expect(stale.getByTestId('order-status')).toHaveText('Stato: Rifiutato')
  await stale.close()
})
