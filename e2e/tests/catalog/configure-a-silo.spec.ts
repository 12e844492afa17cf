import { logInByApi } from '../../fixtures/accounts.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

// Amounts as Italian writes them (a no-break space before €; thousands always grouped).
const euros = (text: string) => new RegExp(`^${text.replace('.', '\\.')}\\s€$`)

test.describe('a buyer configures a silo', () => {
  test('from the catalogue, watching the code and their own discounted price change', async ({ page }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    // From the home page's catalogue card.
    await page.goto('/it/')
    await page.getByRole('link', { name: 'Sfoglia il catalogo' }).click()
    await expect(page).toHaveURL(/\/it\/prodotti$/)
    await expect(page.getByRole('heading', { name: 'Catalogo prodotti', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Silos per solidi', level: 2 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Serbatoi per liquidi', level: 2 })).toBeVisible()

    // The card shows the buyer's price for the base model (30% + 10% in cascade), the list price struck through.
    const card = page.getByTestId('model-SZ-30')
    const price = card.getByTestId('price-SZ-30')
    await expect(price.getByText(euros('9.135,00'))).toBeVisible()
    await expect(price.getByText(/^Prezzo di listino\s14\.500,00\s€$/)).toHaveCSS(
      'text-decoration-line',
      'line-through',
    )
    await expect(price.getByText('sconto 30% + 10%')).toBeVisible()
    await expect(price.getByText('IVA esclusa')).toBeVisible()
    // With show_price_warning on, the notice stands beside the prices of a buyer with a company.
    await expect(page.getByText('Nota sui prezzi')).toBeVisible()

    await card.getByRole('link', { name: 'Configura Silo zincato 30 m³' }).click()
    await expect(page).toHaveURL(/\/it\/prodotti\/SZ-30\?code=SZ30-60RFGM-PULM$/)
    await expect(page.getByRole('heading', { name: 'Silo zincato 30 m³', level: 1 })).toBeVisible()
    const code = page.getByTestId('configuration-code')
    const total = page.getByTestId('configuration-price')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')
    await expect(total.getByText(euros('15.110,55'))).toBeVisible()
    // The list price, struck through, is named for screen readers.
    await expect(total.getByText(/^Prezzo di listino\s23\.985,00\s€$/)).toHaveCSS(
      'text-decoration-line',
      'line-through',
    )
    await expect(total.getByText('sconto 30% + 10%')).toBeVisible()

    // Section A: the 45° cone.
    const sectionA = page.getByRole('group', { name: 'A · Cono di scarico' })
    await sectionA.getByRole('radio', { name: /Cono di scarico a 45°/ }).check()
    await expect(code).toHaveText('SZ30-45RFGM-PULM')
    await expect(total.getByText(euros('14.896,35'))).toBeVisible()
    await expect(page).toHaveURL(/\?code=SZ30-45RFGM-PULM$/)

    // An optional goes into the third part in the section's order, whatever the order of the clicks.
    const optionals = page.getByRole('group', { name: 'Opzionali (facoltativi)' })
    await optionals.getByRole('checkbox', { name: /Passo d'uomo laterale/ }).check()
    await expect(code).toHaveText('SZ30-45RFGM-PUPDLM')
    await expect(total.getByText(euros('15.280,65'))).toBeVisible()
    await optionals.getByRole('checkbox', { name: /Tubo di carico pneumatico/ }).uncheck()
    await expect(code).toHaveText('SZ30-45RFGM-PDLM')
    await expect(total.getByText(euros('14.814,45'))).toBeVisible()

    // A reload keeps the configuration.
    await page.reload()
    await expect(code).toHaveText('SZ30-45RFGM-PDLM')
    await expect(sectionA.getByRole('radio', { name: /Cono di scarico a 45°/ })).toBeChecked()
  })

  test('chooses a custom RAL colour: the price becomes to be quoted, and it goes into the cart', async ({
    page,
  }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/it/prodotti/SZ-30')
    const code = page.getByTestId('configuration-code')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')
    const optionals = page.getByRole('group', { name: 'Opzionali (facoltativi)' })
    await optionals.getByRole('checkbox', { name: /Verniciatura esterna a polveri/ }).check()
    await expect(code).toHaveText('SZ30-60RFGM-PULMRL')

    await page.getByRole('checkbox', { name: 'Valore personalizzato (da quotare)' }).check()
    await page.getByRole('textbox', { name: 'Colore RAL personalizzato' }).fill('RAL 3020 opaco')
    await page.getByRole('button', { name: 'Applica' }).click()
    await expect(page.getByText('Valore personalizzato: RAL 3020 opaco (da quotare)')).toBeVisible()
    await expect(page).toHaveURL(/\?code=SZ30-60RFGM-PULMRL&variations=18$/)
    await expect(page.getByTestId('configuration-price').getByText('Da quotare')).toBeVisible()

    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const body = (await adding).request().postDataJSON()
    expect(body).toEqual({
      configuration_code: 'SZ30-60RFGM-PULMRL',
      variations: [18],
      custom_texts: { '139': 'RAL 3020 opaco' },
      qty: 1,
    })
    await expect(page.getByTestId('configuration-added')).toHaveText('Aggiunto al carrello')
  })
})
