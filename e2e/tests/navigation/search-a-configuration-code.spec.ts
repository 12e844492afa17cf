import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })
test.use({ viewport: { width: 1280, height: 800 } })

const HINT = /Cerca per nome o codice di un modello o accessorio/

test('a visitor searches a configuration code and sees its analysis', async ({ page }) => {
  await page.goto('/it/')
  const search = page.getByRole('combobox', { name: 'Cerca nel catalogo' })
  await expect(search).toHaveAttribute('placeholder', 'Modelli, accessori, codici')
  await search.click()
  // Before anything is typed: what can be searched, with an example of a code.
  await expect(page.getByText(HINT)).toBeVisible()
  await expect(page.getByText(HINT)).toContainText('SZ30-60RFGM-PULM')

  await search.fill('sz30-60rfgm-pulm')
  const code = page.getByRole('option', { name: /SZ30-60RFGM-PULM/ })
  await expect(code).toContainText('Codice valido per SZ-30')
  await expect(search).toHaveAttribute('aria-expanded', 'true')
  await expect(page.getByRole('option').nth(1)).toContainText('Silo zincato 30 m³')
  // Enter with nothing highlighted opens the code: the model's page, configured with it, part by part.
  await search.press('Enter')
  await expect(page).toHaveURL('/it/prodotti/SZ-30?code=SZ30-60RFGM-PULM')
  await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
  await expect(page.getByRole('radio', { name: /Cono di scarico a 60°/ })).toBeChecked()
  await expect(search).toHaveValue('')

  // An unfinished code: the suggestion already says what is missing, and its page says it again.
  await search.fill('SZ30-60R')
  const unfinished = page.getByRole('option', { name: /SZ30-60R/ })
  await expect(unfinished).toContainText('Codice troppo corto: sezione C mancante o incompleta')
  await search.press('Enter')
  await expect(page).toHaveURL('/it/prodotti/SZ-30?code=SZ30-60R')
  await expect(page.getByTestId('configurator-error')).toContainText(
    'Codice troppo corto: sezione C mancante o incompleta',
  )
})

test('a visitor finds a model by its name and a spare part by a word, with the arrow keys', async ({
  page,
}) => {
  await page.goto('/it/')
  const search = page.getByRole('combobox', { name: 'Cerca nel catalogo' })
  await search.click()
  await search.fill('inox 45')
  await expect(page.getByRole('option').first()).toContainText('Silo inox 45 m³')
  await search.press('ArrowDown')
  const first = page.getByRole('option').first()
  await expect(first).toHaveAttribute('aria-selected', 'true')
  await expect(search).toHaveAttribute('aria-activedescendant', String(await first.getAttribute('id')))
  await search.press('Enter')
  await expect(page).toHaveURL('/it/prodotti/SI-45')
  await expect(page.getByRole('heading', { name: 'Silo inox 45 m³', level: 1 })).toBeVisible()

  await search.fill('farfalla')
  const spare = page.getByRole('option', { name: /Valvola a farfalla/ })
  await expect(spare).toContainText('Ricambio')
  await spare.click()
  await expect(page).toHaveURL('/it/prodotti/accessori/SC-FAR')
})

test('a search that finds nothing says so and shows the hint again; Escape closes the list', async ({
  page,
}) => {
  await page.goto('/it/prodotti')
  const search = page.getByRole('combobox', { name: 'Cerca nel catalogo' })
  await search.click()
  await search.fill('zzqx')
  await expect(page.getByTestId('search-message')).toHaveText('Nessun risultato per «zzqx».')
  await expect(page.getByText(HINT)).toBeVisible()
  await expect(search).toHaveAttribute('aria-expanded', 'false')

  await search.fill('cono')
  await expect(page.getByRole('option')).toHaveCount(8)
  await search.press('Escape')
  await expect(page.getByRole('listbox')).toBeHidden()
  await expect(search).toBeFocused()
  await expect(search).toHaveValue('cono')
  await expect(page).toHaveURL('/it/prodotti')
})

test.describe('the search field on a narrow desk', () => {
  test.use({ viewport: { width: 768, height: 700 } })

  test('shows its whole placeholder in every language', async ({ page }) => {
    for (const lang of ['it', 'en', 'de', 'es', 'fr']) {
      await page.goto(`/${lang}/`)
      const search = page.getByRole('combobox').first()
      await expect(search).toHaveAttribute('placeholder', /\S/)
      // The placeholder's width in the field's own font against the room between its paddings.
      const fit = await search.evaluate((el: HTMLInputElement) => {
        const style = getComputedStyle(el)
        const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D
        context.font = style.font
        const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
        return { text: context.measureText(el.placeholder).width, room }
      })
      expect(fit.text, `${lang} placeholder fits`).toBeLessThanOrEqual(fit.room)
    }
  })
})
