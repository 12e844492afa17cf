import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { untilStill } from '../../fixtures/checkout.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/** Scans the page once it is still (a dialog faded in, the step's layout settled). */
async function scan(page: Page) {
  await untilStill(page)
  await expectNoSeriousA11yViolations(page)
}

for (const [index, win] of windows.entries()) {
  test.describe(`every checkout step passes an axe scan ${win.name}`, () => {
    // Each test walks several screens with an axe scan and a screenshot apiece: 60 s is too close on a busy machine.
    test.slow()
    test.use({ viewport: win.viewport })

    test('step 0 as a visitor: the login and the checkout sign-up', async ({ page }) => {
      await addToCartByApi(page.request, products.silo)
      await page.goto('/it/checkout')
      await expect(page.getByTestId('step-heading')).toHaveText('Accedi o registrati')
      await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toBeVisible()
      await scan(page)
      await shoot(page, 'cart', 'checkout-step0-login', { fullPage: true })

      await page.getByRole('button', { name: 'Registrati', exact: true }).click()
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible()
      await scan(page)
      await shoot(page, 'cart', 'checkout-step0-signup', { fullPage: true })
    })

    test('steps 1, 2 and 3 and the address editor, as a buyer', async ({ page }) => {
      const buyer = checkoutBuyer(5 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.silo)
      await addToCartByApi(page.request, products.filter)
      await page.goto('/it/checkout')
      const heading = page.getByTestId('step-heading')

      await expect(heading).toHaveText('Carrello')
      await expect(page.getByTestId('cart-line')).toHaveCount(2)
      await expect(page.getByTestId('total-with-vat').first()).toBeVisible()
      await scan(page)
      await shoot(page, 'cart', 'checkout-step1-cart', { fullPage: true })

      await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
      await expect(heading).toHaveText('Spedizione')
      await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
      await scan(page)
      await shoot(page, 'cart', 'checkout-step2-shipping', { fullPage: true })

      await page.getByRole('button', { name: 'Nuovo indirizzo' }).click()
      const editor = page.getByRole('region', { name: 'Nuovo indirizzo' })
      await expect(editor.getByRole('textbox', { name: 'CAP' })).toBeVisible()
      await scan(page)
      await shoot(editor, 'cart', 'checkout-address-editor')
      await editor.getByRole('button', { name: 'Salva indirizzo' }).click()
      const warning = page.getByRole('dialog', { name: 'Dati non completi!' })
      await expect(warning.getByRole('listitem')).toHaveCount(5)
      await scan(page)
      await shoot(page, 'cart', 'checkout-address-incomplete')
      await warning.getByRole('button', { name: 'OK' }).click()
      await editor.getByRole('button', { name: 'Annulla' }).click()
      await expect(editor).toHaveCount(0)

      await page.getByRole('button', { name: 'Avanti' }).click()
      await expect(heading).toHaveText('Pagamento e conferma')
      await expect(
        page.getByRole('radio', { name: 'Secondo le condizioni di pagamento concordate' }),
      ).toBeVisible()
      await scan(page)
      await shoot(page, 'cart', 'checkout-step3-payment', { fullPage: true })

      await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check()
      await page.getByRole('button', { name: "Conferma i dati e completa l'ordine" }).click()
      await expect(page.getByRole('dialog', { name: "Procedere e completare l'ordine?" })).toBeVisible()
      await scan(page)
      await shoot(page, 'cart', 'checkout-confirm')
    })
  })
}
