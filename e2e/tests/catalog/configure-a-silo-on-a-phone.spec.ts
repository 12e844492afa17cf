import { logInByApi } from '../../fixtures/accounts.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

// Amounts as Italian writes them (a no-break space before €; thousands always grouped).
const euros = (text: string) => new RegExp(`${text.replace('.', '\\.')}\\s€`)

test.use({ viewport: { width: 390, height: 844 } })

test.describe('a buyer configures a silo on a phone', () => {
  test('with the price in view: the summary bar follows the options far down the page and adds to the cart', async ({
    page,
  }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await expect(page.getByTestId('configuration-price').getByText(euros('15.110,55'))).toBeVisible()
    // At the top the summary is where it always was: the bar waits below the options.
    const bar = page.getByRole('region', { name: 'Riepilogo della configurazione' })
    await expect(bar).toBeHidden()

    // The optionals are at the very end of a long page.
    const optionals = page.getByRole('group', { name: 'Opzionali (facoltativi)' })
    await optionals.getByRole('checkbox', { name: /Passo d'uomo laterale/ }).check()
    await expect(bar).toBeVisible()
    await expect(page.getByTestId('configuration-summary')).not.toBeInViewport()
    const code = bar.getByTestId('summary-code')
    const price = bar.getByTestId('summary-price')
    await expect(code).toContainText('SZ30-60RFGM-PUPDLM')
    await expect(code).toBeInViewport()
    await expect(price.getByText(euros('15.494,85'))).toBeInViewport()

    await optionals.getByRole('checkbox', { name: /Tubo di carico pneumatico/ }).uncheck()
    await expect(code).toContainText('SZ30-60RFGM-PDLM')
    await expect(price.getByText(euros('15.028,65'))).toBeInViewport()
    // A long code stays whole and readable at 390 px: the bar gives it a row of its own and wraps it, never cuts it.
    await optionals.getByRole('checkbox', { name: /Valvola di sovrappressione/ }).check()
    await optionals.getByRole('checkbox', { name: /Parapetto perimetrale/ }).check()
    await expect(code).toContainText('SZ30-60RFGM-VPPDLMPT')
    await expect(code).not.toContainText('…')
    expect(await code.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true)
    await expect(price).toBeInViewport()
    await optionals.getByRole('checkbox', { name: /Valvola di sovrappressione/ }).uncheck()
    await optionals.getByRole('checkbox', { name: /Parapetto perimetrale/ }).uncheck()
    await expect(code).toContainText('SZ30-60RFGM-PDLM')

    // At the very bottom the bar rests after the last option, never over it.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
    const last = optionals.getByRole('checkbox').last()
    const lastBox = await last.boundingBox()
    const barBox = await bar.boundingBox()
    expect(lastBox && barBox && lastBox.y + lastBox.height <= barBox.y).toBe(true)

    // The bar's button is the summary's add: same request, same configuration.
    const adding = page.waitForResponse(
      (r) => r.url().endsWith('/api/front/cart/it/add') && r.request().method() === 'POST',
    )
    await bar.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    const response = await adding
    expect(response.status()).toBe(200)
    expect(response.request().postDataJSON()).toEqual({
      configuration_code: 'SZ30-60RFGM-PDLM',
      variations: [],
      custom_texts: {},
      qty: 1,
    })
    await expect(bar.getByText('Aggiunto al carrello')).toBeVisible()
  })
})
