import { logInByApi } from '../../fixtures/accounts.ts'
import { cartBuyer, ecommerceEvents } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

// Amounts as Italian writes them: thousands always grouped, a no-break space before €.
const euros = (text: string) => new RegExp(`^${text.replace(/\./g, '\\.')}\\s€$`)

test.describe('a buyer fills the cart from the configurator', () => {
  test('adds two configured silos and a spare part, and sees discounted prices, a line to be quoted and the totals with VAT', async ({
    page,
  }) => {
    const buyer = cartBuyer(1)
    await logInByApi(page.request, buyer.email, buyer.password)
    const cartButton = page.getByTestId('cart-button')

    // The first silo, on its default configuration.
    await page.goto('/it/prodotti/SZ-30')
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
    await expect(cartButton).toHaveAccessibleName('Carrello: 0 articoli')
    const add = page.getByRole('button', { name: 'Aggiungi al carrello' })
    await add.click()
    // The flying cart shows the line without taking the focus; the live region says what was added.
    const flying = page.getByRole('region', { name: 'Aggiunto al carrello' })
    // Hovered, it stays until closed: the journey never races its few seconds.
    await flying.hover()
    await expect(flying.getByText('Silo zincato 30 m³')).toBeVisible()
    await expect(flying.getByText('SZ30-60RFGM-PULM')).toBeVisible()
    await expect(add).toBeFocused()
    await expect(cartButton).toHaveAccessibleName('Carrello: 1 articoli')
    await expect(page.getByTestId('cart-announcer')).toHaveText(
      'Silo zincato 30 m³ aggiunto al carrello. Nel carrello: 1 articoli',
    )
    await flying.getByRole('button', { name: 'Chiudi il riquadro' }).click()
    await expect(flying).toHaveCount(0)

    // The second, painted a custom RAL colour: to be quoted.
    await page
      .getByRole('group', { name: 'Opzionali (facoltativi)' })
      .getByRole('checkbox', { name: /Verniciatura esterna a polveri/ })
      .check()
    await page.getByRole('checkbox', { name: 'Valore personalizzato (da quotare)' }).check()
    await page.getByRole('textbox', { name: 'Colore RAL personalizzato' }).fill('RAL 3020 opaco')
    await page.getByRole('button', { name: 'Applica' }).click()
    await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULMRL')
    await add.click()
    await expect(cartButton).toHaveAccessibleName('Carrello: 2 articoli')
    // Each add went to the tag manager in GA4's shape, in euros excluding VAT; a line to be quoted has no value.
    const events = await ecommerceEvents(page)
    expect(
      events.map((e) => [e.event, e.ecommerce.currency, e.ecommerce.value, e.ecommerce.items[0]?.item_id]),
    ).toEqual([
      ['add_to_cart', 'EUR', 15110.55, 'SZ30-60RFGM-PULM'],
      ['add_to_cart', 'EUR', 0, 'SZ30-60RFGM-PULMRL'],
    ])

    // A replacement accessory sold alone, from its own page.
    await page.goto('/it/prodotti/accessori/FI-MAN')
    await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
    await expect(cartButton).toHaveAccessibleName('Carrello: 3 articoli')

    await cartButton.click()
    const modal = page.getByRole('dialog', { name: 'Il tuo carrello' })
    const lines = modal.getByTestId('cart-line')
    await expect(lines).toHaveCount(3)

    const silo = lines.filter({ has: page.getByTestId('line-code').filter({ hasText: /SZ30-60RFGM-PULM$/ }) })
    await expect(silo.getByText('Silo zincato 30 m³')).toBeVisible()
    await expect(silo.getByTestId('line-unit-price')).toHaveText(euros('15.110,55'))
    await expect(silo.getByTestId('line-list-price')).toHaveText(/^Prezzo di listino\s23\.985,00\s€$/)
    await expect(silo.getByTestId('line-discount')).toHaveText('sconto 30% + 10% · risparmi 8.874,45 €')
    await expect(silo.getByTestId('line-accessories')).toContainText('Cono di scarico')

    const custom = lines.filter({
      has: page.getByTestId('line-code').filter({ hasText: /SZ30-60RFGM-PULMRL$/ }),
    })
    await expect(custom.getByTestId('line-to-be-quoted')).toHaveText('Da quotare')
    await expect(custom.getByTestId('line-accessories')).toContainText(
      'valore personalizzato: RAL 3020 opaco',
    )

    const filter = lines.filter({ has: page.getByTestId('line-code').filter({ hasText: /FI-MAN$/ }) })
    await expect(filter.getByTestId('line-unit-price')).toHaveText(euros('3.272,50'))
    await expect(filter.getByTestId('line-discount')).toContainText('sconto 15%')

    // The totals leave the line to be quoted out, and say so.
    const totals = modal.getByTestId('cart-totals')
    await expect(totals.getByTestId('total-list')).toContainText('27.835,00 €')
    await expect(totals.getByTestId('total-line-discounts')).toContainText('− 9.451,95 €')
    // Molino Ferraresi's group has 3% off web orders: 3% of the 18.383,05 € net.
    await expect(totals.getByTestId('total-weborder')).toContainText('Sconto ordine web (3%)')
    await expect(totals.getByTestId('total-weborder')).toContainText('− 551,49 €')
    await expect(totals.getByTestId('total-net')).toContainText('17.831,56 €')
    await expect(totals.getByTestId('total-vat')).toContainText('IVA 22% (22A)')
    await expect(totals.getByTestId('total-vat')).toContainText('3.922,94 €')
    await expect(totals.getByTestId('total-with-vat')).toContainText('21.754,50 €')
    await expect(totals.getByTestId('total-shipping')).toContainText('Porto assegnato')
    await expect(totals.getByTestId('total-to-be-quoted')).toHaveText('+ prodotti da quotare')
    await expect(totals.getByText('Prezzi IVA esclusa')).toBeVisible()
    await expect(totals.getByText('Evasione normale in circa 10 giorni')).toBeVisible()

    // Closing the cart gives the focus back to the header button.
    await modal.getByRole('button', { name: 'Chiudi il carrello' }).first().click()
    await expect(modal).toHaveCount(0)
    await expect(cartButton).toBeFocused()
  })
})
