import { logInByApi } from '../../fixtures/accounts.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

// Choices left open (docs/decisions/025): the screw's length is required before adding; the RAL colour may be
// settled in the quotation.
test.describe('a buyer leaves a choice open', () => {
  test('a choice left open blocks adding until it is made', async ({ page }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    const adds: string[] = []
    page.on('request', (r) => {
      if (r.url().endsWith('/api/front/cart/it/add') && r.method() === 'POST') adds.push(r.postData() ?? '')
    })
    await page.goto('/it/prodotti/SZ-30')
    const code = page.getByTestId('configuration-code')
    await expect(code).toHaveText('SZ30-60RFGM-PULM')

    await page
      .getByRole('group', { name: 'C · Dispositivo di scarico' })
      .getByRole('radio', { name: /Coclea di estrazione/ })
      .check()
    await expect(code).toHaveText('SZ30-60RCSGM-PULM')
    const length = page.getByRole('combobox', { name: 'Lunghezza' })
    await expect(length).toHaveValue('')
    await expect(length).toHaveAccessibleDescription('Da scegliere prima di aggiungere al carrello')
    const message = 'Prima di aggiungere al carrello scegli: Lunghezza (Coclea di estrazione).'
    const add = page.getByRole('button', { name: 'Aggiungi al carrello' })
    // Said beside the button before any click, and read with it.
    await expect(page.getByTestId('add-blocked')).toHaveText(message)
    await expect(add).toHaveAccessibleDescription(message)

    await add.click()
    await expect(page.getByRole('alert').filter({ hasText: message })).toBeVisible()
    await expect(length).toBeFocused()
    await expect(length).toHaveAccessibleDescription(/Scegli un valore per Lunghezza/)
    expect(adds).toEqual([])

    await length.selectOption('4 m')
    await expect(page.getByTestId('chosen-variation')).toContainText('4 m')
    await expect(page.getByTestId('add-blocked')).toHaveCount(0)
    await expect(page).toHaveURL(/\?code=SZ30-60RCSGM-PULM&variations=\d+$/)
    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await add.click()
    const response = await adding
    expect(response.status()).toBe(200)
    expect(response.request().postDataJSON()).toMatchObject({ configuration_code: 'SZ30-60RCSGM-PULM' })
    expect(response.request().postDataJSON().variations).toHaveLength(1)
    await expect(page.getByTestId('configuration-added')).toHaveText('Aggiunto al carrello')
  })

  test('a colour left open is settled in the quotation: the price says so, and the line goes in', async ({
    page,
  }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await page
      .getByRole('group', { name: 'Opzionali (facoltativi)' })
      .getByRole('checkbox', { name: /Verniciatura esterna a polveri/ })
      .check()
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULMRL')
    await expect(page.getByTestId('open-in-quotation')).toHaveText('Colore RAL: da definire in offerta')
    await expect(page.getByTestId('configuration-price').getByText('Da quotare')).toBeVisible()
    await expect(page.getByTestId('open-in-quotation-note')).toContainText(
      'Da definire in offerta: Colore RAL (Verniciatura RAL)',
    )
    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const { cart, line_id } = await (await adding).json()
    const line = cart.lines.find((l: { id: number }) => l.id === line_id)
    expect(line.price).toBe(-1)
    // A listed colour settles it: the price is back.
    await page.getByRole('combobox', { name: 'Colore RAL' }).selectOption('RAL 9010')
    await expect(page.getByTestId('open-in-quotation')).toHaveCount(0)
    await expect(page.getByTestId('configuration-price').getByText('Da quotare')).toHaveCount(0)
  })
})
