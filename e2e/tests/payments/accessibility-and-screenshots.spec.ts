import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { addToCartByApi, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { untilStill } from '../../fixtures/checkout.ts'
import {
  CARD_PAGE,
  DEMO_IBAN,
  openWallet,
  PAYPAL_PAGE,
  payFromWallet,
  RESULT_PAGE,
  resultOrderId,
  shootPayment,
  untilStillButSpinners,
} from '../../fixtures/payments.ts'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/**
 * Scans the page once it is still, then photographs it to .tmp/screens/payments/<name>-<width>.png, to be looked at.
 * `spinning`: the state shows a spinner, whose animation never ends, so only the other animations are waited for.
 */
async function scanAndShoot(page: Page, name: string, { spinning = false, fullPage = true } = {}) {
  await (spinning ? untilStillButSpinners(page) : untilStill(page))
  await expectNoSeriousA11yViolations(page)
  await shootPayment(page, name, { fullPage })
}

for (const [index, win] of windows.entries()) {
  test.describe(`every payment screen passes an axe scan ${win.name}`, () => {
    // Each test walks several screens with an axe scan and a screenshot apiece: 60 s is too close on a busy machine.
    test.slow()
    test.use({ viewport: win.viewport })

    test("the wallet in the customer modal, the provider's card page (as it opens, card declined) and the result page (cancelled, waiting, paid)", async ({
      page,
    }) => {
      const buyer = checkoutBuyer(13 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.filter)

      // The wallet sits in the modal below the shipping section's other actions: its top, then its pay button.
      const wallet = await openWallet(page, 1)
      await expect(wallet.getByTestId('wallet-pay')).toHaveText('Paga con carta')
      // Its top clear of the modal's sticky title.
      await wallet.evaluate((el) => {
        el.scrollIntoView({ block: 'start' })
        el.closest('.mantine-Modal-content')?.scrollBy(0, -80)
      })
      await scanAndShoot(page, 'wallet-panel', { fullPage: false })
      await wallet.getByTestId('wallet-pay').evaluate((el) => el.scrollIntoView({ block: 'end' }))
      await shootPayment(page, 'wallet-panel-pay', { fullPage: false })

      await payFromWallet(wallet, 'Carta di credito')
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

    test('the PayPal approval page, its declined and failed captures, and the bank details on the orders page', async ({
      page,
    }) => {
      const buyer = checkoutBuyer(15 + index)
      await logInByApi(page.request, buyer.email, buyer.password)
      await addToCartByApi(page.request, products.filter)

      await payFromWallet(await openWallet(page, 1), 'PayPal')
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
      await payFromWallet(await openWallet(page, 1), 'Bonifico bancario anticipato')
      await expect(page).toHaveURL(/\/it\/user\/orders$/)
      await expect(page.getByTestId('bank-transfer-details')).toContainText(DEMO_IBAN)
      await scanAndShoot(page, 'bank-details')
    })
  })
}
