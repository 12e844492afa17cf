import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderFrom } from '../../fixtures/checkout.ts'
import { expect, test } from '../../fixtures/test.ts'

const GAUGE = 'Misuratore di livello radar 80 GHz per la misura continua'

test.describe('a buyer submits a special accessory without its datasheet', () => {
  test('every submission first warns Disegno tecnico mancante., naming the accessory and its line: Chiudi e allega goes back to the upload, Procedi comunque goes on', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(4)
    await logInByApi(page.request, buyer.email, buyer.password)
    // The radar level gauge needs a datasheet (PDF), and this cart has none; the custom-colour silo is to be quoted,
    // so the cart can only become a quotation request.
    await addToCartByApi(page.request, products.gauge)
    await addToCartByApi(page.request, products.customSilo)
    const submits: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/front/cart/submit')) submits.push(r.url())
    })
    await page.goto('/it/checkout')
    await expect(page.getByTestId('line-documents')).toContainText('Scheda tecnica:')
    // Only a quotation is possible: only its reference is asked (spec 1 §6).
    await expect(page.getByRole('textbox', { name: 'Riferimento preventivo' })).toBeVisible()
    await expect(page.getByRole('textbox', { name: 'Riferimento ordine' })).toHaveCount(0)

    const warning = page.getByRole('dialog', { name: 'Disegno tecnico mancante.' })
    await page.getByRole('button', { name: 'Richiedi preventivo' }).click()
    await expect(warning.getByRole('listitem')).toHaveText([`${GAUGE} nella riga OP-LR`])
    await expect(warning.getByRole('button')).toHaveText(['Chiudi e allega', 'Procedi comunque'])
    // The safe answer has the focus.
    await expect(warning.getByRole('button', { name: 'Chiudi e allega' })).toBeFocused()
    await warning.getByRole('button', { name: 'Chiudi e allega' }).click()
    await expect(warning).toHaveCount(0)
    // Back to the line's datasheet upload, nothing sent.
    await expect(page.getByRole('button', { name: /^Carica PDF: / })).toBeFocused()
    expect(submits).toEqual([])
    await page.getByRole('button', { name: 'Richiedi preventivo' }).click()
    const requested = orderFrom(nextAnswer(page, 'cart/submit'))
    await warning.getByRole('button', { name: 'Procedi comunque' }).click()
    expect(await requested).toMatchObject({ is_quotation: true, missing_datasheets: 1 })
    await expect(page).not.toHaveURL(/\/checkout/)

    // Saving a quotation and ordering ask the same; going on anyway makes the order request.
    await addToCartByApi(page.request, products.gauge)
    await page.goto('/it/checkout')
    await page.getByRole('button', { name: 'Salva preventivo' }).click()
    await expect(warning.getByRole('listitem')).toHaveText([`${GAUGE} nella riga OP-LR`])
    await warning.getByRole('button', { name: 'Chiudi e allega' }).click()
    await expect(warning).toHaveCount(0)
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    await expect(warning).toBeVisible()
    const made = orderFrom(nextAnswer(page, 'cart/submit'))
    await warning.getByRole('button', { name: 'Procedi comunque' }).click()
    const order = await made
    await expect(warning).toHaveCount(0)
    await expect(page).toHaveURL(new RegExp(`/it/checkout\\?order=${order.id}&step=2$`))
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    expect(submits).toHaveLength(2)
  })
})
