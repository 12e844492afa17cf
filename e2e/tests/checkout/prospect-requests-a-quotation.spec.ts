import type { Page } from '@playwright/test'
import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, checkoutProspect, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderDetail, orderFrom, PROVIDER } from '../../fixtures/checkout.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/**
 * After the request: the notice, the quotation's page (issue 23 item 5), an empty cart, a NEW quotation with no
 * address, two mails.
 */
async function expectRequestSent(page: Page, email: string, sent: Promise<{ id: number }>) {
  const { id } = await sent
  await expect(page.getByText('Richiesta inviata con successo')).toBeVisible()
  await expect(page).toHaveURL(`/it/user/quotations/${id}`)
  await expect(page.getByTestId('order-status')).toHaveText('Stato: In preparazione')
  await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')
  const quotation = await orderDetail(page.request, id)
  expect(quotation).toMatchObject({ status: 'NEW', is_quotation: true, shipment_address_id: null })
  await waitForMail(email, (m) => m.subject === `Richiesta di preventivo ${quotation.order_ref} ricevuta`)
  await waitForMail(PROVIDER, (m) => m.subject === `Nuova richiesta di preventivo ${quotation.order_ref}`)
}

test.describe('a user without a company requests a quotation', () => {
  test('on the checkout page only Richiedi preventivo is offered, without prices, and it goes without an address', async ({
    page,
  }) => {
    const prospect = checkoutProspect(1)
    await logInByApi(page.request, prospect.email, prospect.password)
    await addToCartByApi(page.request, products.silo)
    await page.goto('/it/checkout')
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    // A quotation goes from the cart: no stepper of shipment and payment steps it could never reach.
    await expect(page.getByTestId('step-heading')).toHaveText('Carrello')
    await expect(page.getByRole('navigation', { name: 'Passi del checkout' })).toHaveCount(0)

    const actions = page.getByTestId('submit-actions')
    await expect(actions.getByRole('button')).toHaveText(['Richiedi preventivo'])
    await expect(page.getByRole('button', { name: "Procedi con l'ordine" })).toHaveCount(0)
    await expect(page.getByRole('button', { name: 'Salva preventivo' })).toHaveCount(0)
    await expect(actions).toContainText('non serve ancora un indirizzo di spedizione')
    await expect(page.getByTestId('checkout').getByText(/€/)).toHaveCount(0)

    const sent = orderFrom(nextAnswer(page, 'cart/submit'))
    await actions.getByRole('button', { name: 'Richiedi preventivo' }).click()
    await expectRequestSent(page, prospect.email, sent)
  })

  test("the page-wide customer:checkout event opens the modal's shipping section, which leads to the checkout page where the same single choice sends it", async ({
    page,
  }) => {
    const prospect = checkoutProspect(2)
    await logInByApi(page.request, prospect.email, prospect.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/prodotti')
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 1 articoli')

    // No button of the shop emits it yet: any screen may (spec 2 §2.2), as the header's and the wizard's emit customer:open.
    await page.evaluate(() => window.dispatchEvent(new CustomEvent('customer:checkout')))
    const modal = page.getByRole('dialog')
    const section = modal.getByTestId('shipping-section')
    await expect(section).toContainText('prosegui con il tuo ordine nella pagina del checkout')
    await section.getByRole('link', { name: 'Vai al checkout' }).click()
    await expect(page).toHaveURL(/\/it\/checkout$/)
    await expect(modal).toHaveCount(0)

    const actions = page.getByTestId('submit-actions')
    await expect(actions.getByRole('button')).toHaveText(['Richiedi preventivo'])
    const sent = orderFrom(nextAnswer(page, 'cart/submit'))
    await actions.getByRole('button', { name: 'Richiedi preventivo' }).click()
    await expectRequestSent(page, prospect.email, sent)
  })
})
