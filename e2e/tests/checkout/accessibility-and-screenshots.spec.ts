import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { untilStill } from '../../fixtures/checkout.ts'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/** The same folder as the cart's screenshots (e2e/tests/cart/accessibility-and-screenshots.spec.ts), to be looked at. */
const SHOTS = process.env.CART_SHOTS_DIR ?? '/tmp/shots'
fs.mkdirSync(SHOTS, { recursive: true })
const shoot = (page: Page, name: string, width: number) =>
  page.screenshot({ path: `${SHOTS}/checkout-${name}-${width}.png`, fullPage: true, animations: 'disabled' })

/** Scans the page once it is still (a dialog faded in, the step's layout settled). */
async function scan(page: Page) {
  await untilStill(page)
  await expectNoSeriousA11yViolations(page)
}

for (const [index, win] of windows.entries()) {
  const width = win.viewport.width
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
      await shoot(page, 'step0-login', width)

      await page.getByRole('button', { name: 'Registrati', exact: true }).click()
      await expect(page.getByRole('textbox', { name: 'Password', exact: true })).toBeVisible()
      await scan(page)
      await shoot(page, 'step0-signup', width)
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
      await shoot(page, 'step1-cart', width)

      await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
      await expect(heading).toHaveText('Spedizione')
      await expect(page.getByRole('radio', { name: 'Stabilimento di Carpi' })).toBeChecked()
      await scan(page)
      await shoot(page, 'step2-shipping', width)

      await page.getByRole('button', { name: 'Nuovo indirizzo' }).click()
      const editor = page.getByRole('region', { name: 'Nuovo indirizzo' })
      await expect(editor.getByRole('textbox', { name: 'CAP' })).toBeVisible()
      await scan(page)
      await editor.screenshot({
        path: `${SHOTS}/checkout-address-editor-${width}.png`,
        animations: 'disabled',
      })
      await editor.getByRole('button', { name: 'Salva indirizzo' }).click()
      const warning = page.getByRole('dialog', { name: 'Dati non completi!' })
      await expect(warning.getByRole('listitem')).toHaveCount(5)
      await scan(page)
      await page.screenshot({
        path: `${SHOTS}/checkout-address-incomplete-${width}.png`,
        animations: 'disabled',
      })
      await warning.getByRole('button', { name: 'OK' }).click()
      await editor.getByRole('button', { name: 'Annulla' }).click()
      await expect(editor).toHaveCount(0)

      await page.getByRole('button', { name: 'Avanti' }).click()
      await expect(heading).toHaveText('Pagamento e conferma')
      await expect(
        page.getByRole('radio', { name: 'Secondo le condizioni di pagamento concordate' }),
      ).toBeVisible()
      await scan(page)
      await shoot(page, 'step3-payment', width)

      await page.getByRole('checkbox', { name: /Ho letto e accetto/ }).check()
      await page.getByRole('button', { name: "Conferma i dati e procedi con l'ordine" }).click()
      await expect(page.getByRole('dialog', { name: "Procedere e completare l'ordine?" })).toBeVisible()
      await scan(page)
      await page.screenshot({ path: `${SHOTS}/checkout-confirm-${width}.png`, animations: 'disabled' })
    })
  })
}
