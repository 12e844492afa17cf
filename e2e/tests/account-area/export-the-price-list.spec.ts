import fs from 'node:fs'
import { scanBothWidths, signInDemoBuyer } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

// The demo buyer's company, Molino Ferraresi: the SZ-30 silo on its default configuration at 30% + 10% off
// (e2e/fixtures/cart.ts products), the bag filter sold alone at 15% off.
const SILO = 'SZ30-60RFGM-PULM'

test('the buyer searches the price list, opens a silo’s options and exports the list as CSV and PDF', async ({
  page,
}) => {
  await signInDemoBuyer(page)
  await page.goto('/it/user/price-list')
  await expect(page.getByRole('heading', { name: 'Listino prezzi', level: 1 })).toBeVisible()
  await expect(page.getByText('I prezzi riservati a Molino Ferraresi S.r.l.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Filtri', level: 2 })).toBeVisible()
  await scanBothWidths(page, 'price-list')

  // Searching by a code keeps the family it is in, with the company's figures.
  await page.getByRole('searchbox', { name: 'Cerca nel listino' }).fill('sz30')
  await expect(page.getByTestId('price-list-count')).toHaveText('1 prodotto')
  const row = page.getByTestId('price-list-row')
  await expect(row).toContainText(SILO)
  await expect(row).toContainText('23.985,00 €')
  await expect(row.getByTestId('price-list-net')).toHaveText('15.110,55 €')
  await expect(row).toContainText('sconto 30% + 10%')
  await page.getByRole('searchbox', { name: 'Cerca nel listino' }).fill('nessun prodotto così')
  await expect(page.getByTestId('price-list-count')).toHaveText(/^Nessun prodotto trovato/)
  await page.getByRole('searchbox', { name: 'Cerca nel listino' }).fill('')

  // The CSV: the whole list for an Italian spreadsheet (BOM, ';', decimal comma).
  const csvDownload = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Esporta CSV' }).click()
  const csv = await csvDownload
  expect(csv.suggestedFilename()).toBe('listino.csv')
  const raw = fs.readFileSync(await csv.path(), 'utf8')
  expect(raw.startsWith('\uFEFF')).toBe(true)
  const lines = raw.slice(1).split('\r\n')
  expect(lines[0]).toBe(
    '"Famiglia";"Codice";"Tuo codice";"Prodotto";"Listino (€, IVA esclusa)";"Netto (€, IVA esclusa)";"Sconto"',
  )
  expect(lines.find((l) => l.includes(`"${SILO}"`))).toMatch(/;"23985,00";"15110,55";"sconto 30% \+ 10%"$/)
  expect(lines.find((l) => l.includes('"FI-MAN"'))).toMatch(/;"3850,00";"3272,50";"sconto 15%"$/)

  // The PDF, made by the server under the list's name and the day.
  const pdfDownload = page.waitForEvent('download')
  await page.getByRole('link', { name: 'Scarica PDF' }).click()
  const pdf = await pdfDownload
  expect(pdf.suggestedFilename()).toMatch(/^listino-\d{4}-\d\d-\d\d\.pdf$/)
  expect(
    fs
      .readFileSync(await pdf.path())
      .subarray(0, 5)
      .toString(),
  ).toBe('%PDF-')

  // A product's options by code section, the default configuration's marked.
  await page.getByTestId('price-list-row').filter({ hasText: SILO }).getByRole('link').click()
  await expect(page).toHaveURL(/\/it\/user\/price-list\/\d+$/)
  await expect(page.getByTestId('price-list-detail-code')).toHaveText(SILO)
  await expect(page.getByTestId('price-list-detail-prices')).toContainText('15.110,55 €')
  await expect(page.getByTestId('price-list-section').first()).toBeVisible()
  await expect(page.getByTestId('price-list-option').filter({ hasText: 'Di base' }).first()).toBeVisible()
  await scanBothWidths(page, 'price-list-detail')
  await page.getByTestId('price-list-back').click()
  await expect(page).toHaveURL('/it/user/price-list')
})
