import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { untilStill } from '../../fixtures/checkout.ts'
import {
  CARD_PAGE,
  DEMO_IBAN,
  openPaymentStep,
  PAYPAL_PAGE,
  payOnStep3,
  RESULT_PAGE,
  resultOrderId,
} from '../../fixtures/payments.ts'
import {
  expect,
  expectNoSeriousA11yViolations,
  shoot,
  test,
  untilStillButSpinners,
} from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/**
 * Scans the page once it is still, then photographs it whole when asked (`shoot`: .tmp/screens/payments/).
 * `spinning`: the state shows a spinner, whose animation never ends, so only the other animations are waited for.
 */
async function scanAndShoot(page: Page, name: string, { spinning = false } = {}) {
  // The pointer rests where the last click was, maybe over another page's button now: scan the page as it is at rest.
  await page.mouse.move(0, 0)
  await (spinning ? untilStillButSpinners(page) : untilStill(page))
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'payments', name, { fullPage: true })
}

for (const [index, win] of windows.entries()) {
  test.describe(`every payment screen passes an axe scan ${win.name}`, () => {
    // Each test walks several screens with an axe scan and a screenshot apiece: 60 s is too close on a busy machine.
    test.slow()
    test.use({ viewport: win.viewport })

    test("the checkout's payment step (its recap and ways to pay), the provider's card page (as it opens, card declined) and the result page (cancelled, waiting, paid)", async ({
      page,
    }) => {
      const buyer = checkoutBuyer(13 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.filter)

      // Step 3: the recap of the order, then every way to pay, the terms and the final button.
      const { step } = await openPaymentStep(page)
      await expect(step.getByRole('radio', { name: 'PayPal', exact: true })).toBeVisible()
      await scanAndShoot(page, 'payment-step')

      await payOnStep3(page, 'Carta di credito')
      await expect(page).toHaveURL(CARD_PAGE)
      const card = page.getByTestId('local-pay')
      await expect(card.getByTestId('local-pay-pay')).toBeVisible()
      await scanAndShoot(page, 'card-page')

      await card.getByTestId('local-pay-decline').click()
      await expect(card.getByTestId('local-pay-declined')).toBeVisible()
      await scanAndShoot(page, 'card-page-declined')

      await card.getByTestId('local-pay-cancel').click()
      await expect(page).toHaveURL(RESULT_PAGE)
      const result = `/it/checkout/payment/${resultOrderId(page)}`
      await expect(page.getByTestId('payment-cancelled')).toContainText('Pagamento annullato')
      await scanAndShoot(page, 'result-cancelled')

      // What the buyer sees back from the provider before its confirmation arrives: the order really is unpaid here.
      await page.goto(`${result}?outcome=paid`)
      await expect(page.getByTestId('payment-waiting')).toContainText(
        'In attesa della conferma del pagamento',
      )
      await scanAndShoot(page, 'result-waiting', { spinning: true })

      await page.goto(`${result}?outcome=cancelled`)
      await page.getByTestId('payment-retry').click()
      await expect(page).toHaveURL(CARD_PAGE)
      await card.getByTestId('local-pay-pay').click()
      await expect(page).toHaveURL(`${result}?outcome=paid`)
      await expect(page.getByTestId('payment-paid')).toContainText('Pagamento ricevuto')
      await scanAndShoot(page, 'result-paid')
    })

    test('the PayPal approval page, its declined and failed captures, and the bank details of an order by bank transfer', async ({
      page,
    }) => {
      const buyer = checkoutBuyer(15 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.filter)

      await openPaymentStep(page)
      await payOnStep3(page, 'PayPal')
      await expect(page).toHaveURL(PAYPAL_PAGE)
      const paypal = page.getByTestId('local-paypal')
      await expect(paypal.getByTestId('local-paypal-approve')).toBeVisible()
      await scanAndShoot(page, 'paypal-page')

      await paypal.getByTestId('local-paypal-decline').click()
      await expect(page.getByTestId('paypal-declined')).toContainText('Metodo di pagamento rifiutato')
      await scanAndShoot(page, 'result-paypal-declined')

      await page.getByTestId('paypal-declined').getByRole('button', { name: 'Torna a PayPal' }).click()
      await expect(page).toHaveURL(PAYPAL_PAGE)
      await paypal.getByTestId('local-paypal-error').click()
      await expect(page.getByTestId('paypal-error')).toContainText('Si è verificato un errore.')
      await scanAndShoot(page, 'result-paypal-error')

      await addToCartByApi(page.request, products.filter)
      await openPaymentStep(page)
      await payOnStep3(page, 'Bonifico bancario anticipato')
      await expect(page).toHaveURL(/\/it\/user\/orders(\/\d+)?$/)
      await expect(page.getByTestId('bank-transfer-details')).toContainText(DEMO_IBAN)
      await scanAndShoot(page, 'bank-details')
    })
  })
}
