import { logInByApi } from '../../fixtures/accounts.ts'
import {
  amountsOutsideFooter,
  demo,
  expect,
  expectNoSeriousA11yViolations,
  test,
} from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

// Amounts as Italian writes them (a no-break space before €; thousands always grouped).
const euros = (text: string) => new RegExp(`^${text.replace('.', '\\.')}\\s€$`)

test.describe('a buyer configures a replacement accessory on its own', () => {
  test('from the catalogue spare parts, sees its price with their discount and adds it to the cart', async ({
    page,
  }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/it/prodotti')
    await expect(page.getByRole('heading', { name: 'Ricambi', level: 2 })).toBeVisible()
    // Molino Ferraresi has 15% on filters sold alone.
    const card = page.getByTestId('spare-part-FI-MAN')
    await expect(card.getByTestId('price-FI-MAN').getByText(euros('3.272,50'))).toBeVisible()
    await expect(card.getByText('sconto 15%')).toBeVisible()

    await card.getByRole('link', { name: 'Configura Filtro a maniche' }).click()
    await expect(page).toHaveURL(/\/it\/prodotti\/accessori\/FI-MAN$/)
    await expect(page.getByRole('heading', { name: 'Filtro a maniche', level: 1 })).toBeVisible()
    await expect(page.getByRole('img', { name: 'Filtro a maniche' })).toBeVisible()
    await expect(page.getByText('Filtro a maniche 12 m² con pulizia ad aria compressa').first()).toBeVisible()
    await expect(page.getByText('Questo ricambio non ha varianti da scegliere.')).toBeVisible()
    await expect(page.getByTestId('configuration-code')).toHaveText('FI-MAN')
    const total = page.getByTestId('configuration-price')
    await expect(total.getByText(euros('3.272,50'))).toBeVisible()
    await expect(total.getByText(/^Prezzo di listino\s3\.850,00\s€$/)).toHaveCSS(
      'text-decoration-line',
      'line-through',
    )
    await expect(total.getByText('sconto 15%')).toBeVisible()
    // The models it fits, each opening its configurator.
    await expect(page.getByRole('heading', { name: 'Compatibile con' })).toBeVisible()
    await expect(page.getByTestId('fits-SZ-30')).toHaveAttribute('href', '/it/prodotti/SZ-30')

    await page.getByRole('button', { name: 'Copia link' }).click()
    await expect(page.getByText('Link copiato')).toBeVisible()

    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const response = await adding
    expect(response.request().postDataJSON()).toEqual({
      configuration_code: 'FI-MAN',
      variations: [],
      custom_texts: {},
      qty: 1,
    })
    const { cart, line_id } = await response.json()
    expect(cart.lines.find((l: { id: number }) => l.id === line_id).product_configuration).toMatchObject({
      type: 'A',
      configuration_code: 'FI-MAN',
      replacement_accessory: { code: 'FI-MAN' },
    })
    await expect(page.getByTestId('configuration-added')).toHaveText('Aggiunto al carrello')
  })

  test('chooses the variation: the price and the address follow, and a reload keeps it', async ({ page }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    // Any case opens the part at its canonical address.
    await page.goto('/it/prodotti/accessori/op-lr')
    await expect(page).toHaveURL(/\/it\/prodotti\/accessori\/OP-LR$/)
    const total = page.getByTestId('configuration-price')
    // No rule of the buyer's reaches level gauges sold alone: the list price.
    await expect(total.getByText(euros('1.680,00'))).toBeVisible()
    await expect(page.getByText('Scheda tecnica richiesta')).toBeVisible()

    const variation = page.getByRole('group', { name: 'Variante' })
    await variation.getByRole('combobox', { name: 'Uscita' }).selectOption('Modbus RTU')
    await expect(variation.getByTestId('chosen-variation')).toContainText('Variante: Modbus RTU')
    await expect(variation.getByRole('link', { name: 'Scheda tecnica (PDF)' })).toHaveAttribute(
      'href',
      /radar-modbus\.pdf$/,
    )
    await expect(page).toHaveURL(/\/it\/prodotti\/accessori\/OP-LR\?variations=\d+$/)
    await expect(total.getByText(euros('1.800,00'))).toBeVisible()

    await page.reload()
    await expect(page.getByRole('combobox', { name: 'Uscita' })).toHaveValue('Modbus RTU')
    await expect(total.getByText(euros('1.800,00'))).toBeVisible()

    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const body = (await adding).request().postDataJSON()
    expect(body).toMatchObject({ configuration_code: 'OP-LR', custom_texts: {}, qty: 1 })
    expect(body.variations).toHaveLength(1)
    await expect(page.getByTestId('configuration-added')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})

test.describe('a visitor finds a replacement accessory', () => {
  test("from a product card's link, without prices, and in English", async ({ page }) => {
    const accessories = (await (await page.request.get('/api/front/accessory')).json()).accessory as {
      id: number
      code: string
    }[]
    const filter = accessories.find((a) => a.code === 'FI-CAR')
    const card = await (await page.request.get(`/api/front/render_product_card/${filter?.id}?lang=en`)).text()
    const href = /class="product-card__configure" href="([^"]+)"/.exec(card)?.[1]
    expect(href).toBe('/en/prodotti/accessori/FI-CAR')

    await page.goto(href as string)
    await expect(
      page.getByRole('heading', { name: 'Self-cleaning cartridge filter', level: 1 }),
    ).toBeVisible()
    await expect(page.getByTestId('configuration-code')).toHaveText('FI-CAR')
    await expect(page.getByTestId('no-price-note')).toHaveText(
      'Log in with a company account to see your prices.',
    )
    await expect(amountsOutsideFooter(page)).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)
  })

  test('analyses its code on the codes documentation page and opens it from there', async ({ page }) => {
    await page.goto('/it/prodotti/documentazione-codici')
    await page.getByRole('textbox', { name: 'Codice di configurazione' }).fill('sc-far')
    await page.getByRole('button', { name: 'Analizza' }).click()
    const result = page.getByTestId('analysis-result')
    await expect(result.getByText('SC-FAR', { exact: true }).first()).toBeVisible()
    await expect(result.getByText('Ricambio venduto da solo')).toBeVisible()
    await result.getByRole('link', { name: 'Configura il ricambio' }).click()
    await expect(page).toHaveURL(/\/it\/prodotti\/accessori\/SC-FAR$/)
    await expect(page.getByRole('heading', { name: 'Valvola a farfalla', level: 1 })).toBeVisible()

    // An accessory sold only inside a configuration is no spare part.
    await page.goto('/it/prodotti/documentazione-codici')
    await page.getByRole('textbox', { name: 'Codice di configurazione' }).fill('SC-GHI')
    await page.getByRole('button', { name: 'Analizza' }).click()
    await expect(page.getByText("L'accessorio SC-GHI non è venduto da solo come ricambio")).toBeVisible()
  })
})
