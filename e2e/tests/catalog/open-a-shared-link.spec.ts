import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

test.describe('a visitor opens a shared configuration link', () => {
  test('made in another browser, with a variation: the same choices and the same variant', async ({
    page,
    browser,
  }) => {
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await page.getByRole('radio', { name: /Cono di scarico a 70°/ }).check()
    await page.getByRole('checkbox', { name: /Verniciatura esterna a polveri/ }).check()
    await page.getByRole('combobox', { name: 'Colore RAL' }).selectOption('RAL 7035')
    await expect(page.getByText('Variante: RAL 7035')).toBeVisible()
    await expect(page).toHaveURL(/\?code=SZ30-70RFGM-PULMRL&variations=15$/)

    await page.getByRole('button', { name: 'Copia link' }).click()
    await expect(page.getByText('Link copiato')).toBeVisible()
    const link = page.url()

    const other = await browser.newContext()
    const visitor = await other.newPage()
    await visitor.goto(link)
    await expect(visitor.getByTestId('configuration-code')).toHaveText('SZ30-70RFGM-PULMRL')
    await expect(visitor.getByRole('radio', { name: /Cono di scarico a 70°/ })).toBeChecked()
    await expect(visitor.getByRole('radio', { name: /Gambe rinforzate/ })).toBeChecked()
    await expect(visitor.getByRole('checkbox', { name: /Verniciatura esterna a polveri/ })).toBeChecked()
    await expect(visitor.getByRole('combobox', { name: 'Colore RAL' })).toHaveValue('RAL 7035')
    await expect(visitor.getByText('Variante: RAL 7035')).toBeVisible()
    await other.close()
  })

  test('a link with several variations restores each of them', async ({ page }) => {
    await page.goto('/it/prodotti/SI-45?code=SI45-70RCSPC-PUCPLRAT&variations=2,7,9,12')
    await expect(page.getByTestId('configuration-code')).toHaveText('SI45-70RCSPC-PUCPLRAT')
    await expect(page.getByRole('combobox', { name: 'Lunghezza' })).toHaveValue('4 m')
    await expect(page.getByTestId('chosen-variation')).toHaveCount(4)
    // The address keeps bare commas, as the link was written.
    await expect(page).toHaveURL(/\?code=SI45-70RCSPC-PUCPLRAT&variations=2,7,9,12$/)
  })

  test('a lower-case link with the optionals in another order opens on the canonical code', async ({
    page,
  }) => {
    await page.goto('/it/prodotti/SZ-30?code=sz30-45ngss-rllm&variations=16')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-45NGSS-LMRL')
    await expect(page.getByRole('combobox', { name: 'Colore RAL' })).toHaveValue('RAL 6011')
    await expect(page).toHaveURL(/\?code=SZ30-45NGSS-LMRL&variations=16$/)
  })

  test('a link whose code is wrong says precisely what is wrong', async ({ page }) => {
    await page.goto('/it/prodotti/SZ-30?code=SZ30-46RFGM-PULM')
    const error = page.getByTestId('configurator-error')
    await expect(error).toContainText('Nessun accessorio con codice 46 nella sezione A')
    await expect(page.getByTestId('configuration-code')).toHaveCount(0)

    await page.goto('/it/prodotti/SZ-30?code=SZ30-60NFGM')
    await expect(error).toContainText(
      'Configurazione non ammessa: Il cono a 60° richiede le gambe rinforzate',
    )

    // A way on: the model's standard configuration, and the address follows.
    await error.getByRole('button', { name: 'Riparti dalla configurazione standard' }).click()
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await expect(page).toHaveURL(/\/it\/prodotti\/SZ-30\?code=SZ30-60RFGM-PULM$/)
  })
})
