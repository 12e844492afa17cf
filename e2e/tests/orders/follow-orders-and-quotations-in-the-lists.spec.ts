import { logInByApi } from '../../fixtures/accounts.ts'
import { scanBothWidths, signInDemoBuyer } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

// The demo buyer's orders and quotations no other journey acts on (demo-lifecycle.data.ts): a bank-transfer order
// waiting for acceptance, an accepted one, a closed one shipped with GLS, a cancelled one, a quotation being changed.
const AWAITING = 'ODA-2026-0412'
const ACCEPTED = 'ODA-2026-0388'
const CLOSED = 'ODA-2026-0197'
const BEING_CHANGED = 'Sostituzione silo 3'

test('the buyer follows orders and quotations in the lists and their history, opens a shipped order to track it, and a wrong address says so', async ({
  page,
  browser,
}) => {
  test.slow()
  await signInDemoBuyer(page)

  // Orders in progress: badges, totals excluding VAT, dates.
  await page.goto('/it/user/orders')
  await expect(page.getByRole('heading', { name: 'Ordini', level: 1 })).toBeVisible()
  const active = page.getByTestId('order-list').first()
  const awaiting = active.getByTestId('order-list-item').filter({ hasText: AWAITING })
  await expect(awaiting.getByTestId('order-list-badge')).toHaveText('Stato: In attesa di accettazione')
  await expect(awaiting.getByTestId('order-list-total')).toHaveText(/^\d{1,3}(\.\d{3})*,\d\d\s€$/)
  await expect(awaiting).toContainText(/Inviato il \d\d\/\d\d\/\d{4}/)
  const accepted = active.getByTestId('order-list-item').filter({ hasText: ACCEPTED })
  await expect(accepted.getByTestId('order-list-badge')).toHaveText('Stato: Approvato')
  await expect(active).not.toContainText(CLOSED)

  // The history: every year opens on its closed and cancelled orders, loaded then.
  const history = page.getByTestId('order-history')
  const years = history.getByRole('button')
  for (let i = 0; i < (await years.count()); i++) await years.nth(i).click()
  const closed = history.getByTestId('order-list-item').filter({ hasText: CLOSED })
  await expect(closed.getByTestId('order-list-badge')).toHaveText('Stato: Chiuso')
  await expect(
    history.getByTestId('order-list-badge').filter({ hasText: 'Stato: Annullato' }).first(),
  ).toBeVisible()
  await scanBothWidths(page, 'orders-list')

  // The closed order: its packages, the GLS link without the number's last five characters (spec 3 §9).
  await closed.getByRole('link').click()
  await expect(page.getByTestId('order-status')).toHaveText('Stato: Chiuso')
  await expect(page.getByTestId('order-package-count')).toHaveText('1 collo spedito')
  await expect(page.getByRole('link', { name: 'Traccia il collo M4123456780099 su GLS' })).toHaveAttribute(
    'href',
    /gls-italy\.com.*match=M41234567$/,
  )
  await expect(page.getByTestId('order-line')).toHaveCount(1)
  await scanBothWidths(page, 'order-closed')

  // Quotations: one being changed at the buyer's request, with the version it changes.
  await page.goto('/it/user/quotations')
  const changing = page.getByTestId('order-list-item').filter({ hasText: BEING_CHANGED })
  await expect(changing.getByTestId('order-list-badge')).toHaveText('Stato: In preparazione')
  await scanBothWidths(page, 'quotations-list')
  await changing.getByRole('link').click()
  await expect(page.getByTestId('order-status-note')).toContainText(
    'Stiamo preparando la nuova versione che hai chiesto',
  )
  await expect(page.getByTestId('order-revision-reason')).toContainText('due bocchette di carico')
  await expect(page.getByTestId('order-action-cancel')).toBeVisible()
  await expect(page.getByTestId('promo-code-form')).toBeVisible()
  await scanBothWidths(page, 'quotation-being-changed')

  // An address that leads to no order of the buyer's.
  await page.goto('/it/user/orders/2147483647')
  await expect(page.getByTestId('order-not-found')).toContainText('Error: wrong order')

  // A user whose company is not verified yet reads why the lists are empty.
  const context = await browser.newContext()
  const newco = await context.newPage()
  await logInByApi(newco.request, 'newco@example.com', 'Newco#2026')
  await newco.goto('/it/user/quotations')
  await expect(newco.getByTestId('no-client-notice')).toBeVisible()
  await expect(newco.getByTestId('order-list-empty')).toHaveText('Non hai preventivi in corso.')
  await scanBothWidths(newco, 'quotations-no-client')
  await context.close()
})
