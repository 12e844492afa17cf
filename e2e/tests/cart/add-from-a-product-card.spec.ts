import { expect, test } from '../../fixtures/test.ts'

test.describe('a visitor adds from a catalogue card', () => {
  test('configures the silo in the dialog and adds it in one step; the dialog closes and the flying cart shows it', async ({
    page,
  }) => {
    await page.goto('/it/prodotti')
    await page.getByRole('button', { name: 'Aggiungi al carrello: Silo zincato 30 m³' }).click()
    const dialog = page.getByRole('dialog', { name: 'Configura e aggiungi al carrello: Silo zincato 30 m³' })
    const code = dialog.getByTestId('configuration-code')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')
    // add_to_cart mode: no link to copy, adding is the point.
    await expect(dialog.getByRole('button', { name: 'Copia link' })).toHaveCount(0)
    await dialog
      .getByRole('group', { name: 'A · Cono di scarico' })
      .getByRole('radio', { name: /45°/ })
      .check()
    await expect(code).toHaveText('SZ30-45RFGM-PULM')
    await dialog.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(dialog).toHaveCount(0)
    const flying = page.getByRole('region', { name: 'Aggiunto al carrello' })
    // Hovered, it stays until closed: the journey never races its few seconds.
    await flying.hover()
    await expect(flying.getByText('SZ30-45RFGM-PULM')).toBeVisible()
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 1 articoli')

    // A spare part the same way.
    await page.getByRole('button', { name: 'Aggiungi al carrello: Filtro a maniche' }).click()
    const partDialog = page.getByRole('dialog', {
      name: 'Configura e aggiungi al carrello: Filtro a maniche',
    })
    await partDialog.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(partDialog).toHaveCount(0)
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 2 articoli')
  })
})
