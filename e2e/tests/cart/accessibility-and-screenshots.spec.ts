import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { addToCartByApi, cartBuyer, products } from '../../fixtures/cart.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

for (const [index, win] of windows.entries()) {
  test.describe(`every cart view passes an axe scan ${win.name}`, () => {
    test.use({ viewport: win.viewport })
    // Four axe scans and as many screenshots: past 60 s at load 15 on a 2-core CI machine.
    test.slow()

    test('the flying cart, the modal, the checkout page and its sidebar, as a buyer with prices', async ({
      page,
    }) => {
      const buyer = cartBuyer(8 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.customSilo)
      await addToCartByApi(page.request, products.gauge)

      // The flying cart, after an add from the configurator.
      await page.goto('/it/prodotti/SZ-30')
      await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
      await page.getByRole('button', { name: 'Aggiungi al carrello' }).click()
      const flying = page.getByRole('region', { name: 'Aggiunto al carrello' })
      // Hovered, it stays until closed: the journey never races its few seconds.
      await flying.hover()
      await expect(flying.getByTestId('cart-line-summary')).toHaveCount(3)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'cart', 'cart-flying')
      await flying.getByRole('button', { name: 'Chiudi il riquadro' }).click()

      // The modal.
      await page.getByTestId('cart-button').click()
      const modal = page.getByRole('dialog', { name: 'Il tuo carrello' })
      await expect(modal.getByTestId('cart-line')).toHaveCount(3)
      await expect(modal.getByTestId('total-with-vat')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      // The modal scrolls inside the window: its top, then its datasheet and totals.
      await shoot(page, 'cart', 'cart-modal')
      await shoot(page, 'cart', 'cart-modal-datasheet', {
        before: () => modal.getByTestId('line-documents').scrollIntoViewIfNeeded(),
      })
      await shoot(page, 'cart', 'cart-modal-totals', {
        before: () => modal.getByTestId('cart-totals').scrollIntoViewIfNeeded(),
      })
      await modal.getByRole('button', { name: 'Procedi' }).click()

      // The checkout page, with the sidebar's product list open.
      await expect(page).toHaveURL(/\/it\/checkout$/)
      await expect(page.getByRole('heading', { name: 'Checkout', level: 1 })).toBeVisible()
      await expect(page.getByTestId('step-heading')).toHaveText('Carrello')
      const toggle = page.getByTestId('sidebar-toggle')
      await expect(toggle).toHaveAttribute('aria-expanded', 'false')
      await toggle.click()
      await expect(toggle).toHaveAttribute('aria-expanded', 'true')
      await expect(page.getByTestId('cart-list-sidebar').getByTestId('cart-line-summary')).toHaveCount(3)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'cart', 'cart-checkout', { fullPage: true })
      await shoot(page.getByTestId('cart-sidebar'), 'cart', 'cart-sidebar')

      // The confirmation over the cart.
      await page
        .getByRole('button', { name: /^Rimuovi Silo zincato/ })
        .first()
        .click()
      await expect(page.getByRole('dialog', { name: 'Rimuovere il prodotto dal carrello?' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'cart', 'cart-confirm')
    })

    test('the empty cart and the add-to-cart dialog of a catalogue card', async ({ page }) => {
      // A visitor's checkout starts at login (issue 11): the empty cart is a signed-in buyer's with nothing in it.
      const buyer = cartBuyer(11 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await page.goto('/it/checkout')
      await expect(page.getByTestId('cart-empty')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'cart', 'cart-empty', { fullPage: true })

      await page.goto('/it/prodotti')
      await page.getByRole('button', { name: 'Aggiungi al carrello: Silo zincato 30 m³' }).click()
      const dialog = page.getByRole('dialog', {
        name: 'Configura e aggiungi al carrello: Silo zincato 30 m³',
      })
      await expect(dialog.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'cart', 'cart-add-dialog')
    })
  })
}
