import { logInByApi } from '../../fixtures/accounts.ts'
import { checkoutBuyer, readCart } from '../../fixtures/cart.ts'
import { scanBothWidths } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

const PASTED = [
  'SZ30-60RFGM-PULM;2;Commessa 118',
  'FI-MAN;1',
  'OP-LR;1;Linea 2;OP-LR=Modbus RTU',
  'SZ30-60RCSGM-PULM;1',
  'FI-MAN;tre',
].join('\n')

test('a buyer pastes a quick order of codes, reads the lines to correct, adds the valid ones once, then checks an ERP’s CSV', async ({
  page,
}) => {
  test.slow()
  const me = checkoutBuyer(23)
  await logInByApi(page.request, me.email, me.password)
  await page.goto('/it/user/dashboard')
  await page
    .getByRole('navigation', { name: 'Menu dell’area riservata' })
    .getByRole('link', { name: 'Ordine rapido' })
    .click()
  await expect(page).toHaveURL('/it/user/quick-order')

  await page.getByRole('textbox', { name: 'Righe dell’ordine' }).fill(PASTED)
  await page.getByRole('button', { name: 'Controlla le righe' }).click()
  await expect(page.getByTestId('quick-order-summary')).toContainText('3 righe valide su 5')
  await page.getByText('Da correggere (2)').click()
  const rows = page.getByTestId('line-outcome')
  await expect(rows).toHaveCount(2)
  await expect(rows.nth(0)).toContainText(
    'Prima di aggiungere al carrello scegli: Lunghezza (Coclea di estrazione).',
  )
  await expect(rows.nth(1)).toContainText('Quantità non valida')
  await page.getByText('Tutte (5)').click()
  await expect(rows.filter({ hasText: 'OP-LR' })).toContainText('Modbus RTU')
  await scanBothWidths(page, 'quick-order-checked')

  // A double click adds once.
  await page.getByRole('button', { name: 'Aggiungi al carrello le 3 righe valide' }).dblclick()
  await expect(page.getByTestId('quick-order-added')).toContainText('3 righe aggiunte al carrello.')
  const lines = (await readCart(page.request)).lines
  expect(new Map(lines.map((l) => [l.product_configuration.configuration_code, l.qty]))).toEqual(
    new Map([
      ['SZ30-60RFGM-PULM', 2],
      ['FI-MAN', 1],
      ['OP-LR', 1],
    ]),
  )

  // An ERP's export, in its Windows code page with a header line, goes through the same check.
  await page
    .getByTestId('quick-order-upload')
    .locator('..')
    .locator('input[type=file]')
    .setInputFiles({
      name: 'ordine.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from('Codice;Quantità;Riferimento\r\nFI-MAN;4;Ricambi\r\n', 'latin1'),
    })
  await expect(page.getByRole('textbox', { name: 'Righe dell’ordine' })).toHaveValue(/Quantità/)
  await page.getByRole('button', { name: 'Controlla le righe' }).click()
  await expect(page.getByTestId('quick-order-summary')).toContainText('1 riga valida su 1')
})
