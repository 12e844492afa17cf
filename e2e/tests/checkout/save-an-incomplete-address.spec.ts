import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { orderRequestByApi, readAddresses } from '../../fixtures/checkout.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer adds a delivery address at the shipment step', () => {
  test('saves it with the postcode, street, phone and country missing: Dati non completi! names them, nothing is sent, cancelling discards the draft', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(3)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    const order = await orderRequestByApi(page.request)
    const before = await readAddresses(page.request)
    const addressCalls: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && /\/api\/front\/user\/(address|create_client)$/.test(r.url()))
        addressCalls.push(r.url())
    })

    await page.goto(`/it/checkout?order=${order.id}&step=2`)
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    const cards = page.getByTestId('address-card')
    await expect(cards).toHaveCount(before.length)
    await page.getByRole('button', { name: 'Nuovo indirizzo' }).click()
    const editor = page.getByRole('region', { name: 'Nuovo indirizzo' })
    await editor.getByRole('textbox', { name: 'Destinatario o nome della sede' }).fill('Magazzino di Modena')
    await editor.getByRole('textbox', { name: 'Città' }).fill('Modena')
    // The shop of the journeys has no geocoder: the street field promises no suggestions.
    await expect(editor.getByTestId('address-street')).toHaveAccessibleDescription('')
    await editor.getByRole('button', { name: 'Salva indirizzo' }).click()

    const warning = page.getByRole('dialog', { name: 'Dati non completi!' })
    await expect(warning.getByRole('listitem')).toHaveText(['CAP', 'Indirizzo', 'Telefono', 'Nazione'])
    await warning.getByRole('button', { name: 'OK' }).click()
    await expect(warning).toHaveCount(0)
    // Each missing field says so under it; what was typed stays.
    await expect(editor.getByRole('textbox', { name: 'CAP' })).toHaveAccessibleDescription(
      'Inserisci il CAP.',
    )
    await expect(editor.getByRole('textbox', { name: 'Telefono' })).toHaveAttribute('aria-invalid', 'true')
    await expect(editor.getByRole('textbox', { name: 'Città' })).toHaveValue('Modena')
    expect(addressCalls).toEqual([])

    await editor.getByRole('button', { name: 'Annulla' }).click()
    await expect(editor).toHaveCount(0)
    await expect(cards).toHaveCount(before.length)
    expect(await readAddresses(page.request)).toEqual(before)
    expect(addressCalls).toEqual([])
  })
})
