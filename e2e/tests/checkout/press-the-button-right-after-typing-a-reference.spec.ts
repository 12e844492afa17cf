import { logInByApi, signUpByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, CART_BUYER_PASSWORD, checkoutBuyer, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderFrom } from '../../fixtures/checkout.ts'
import { expect, test } from '../../fixtures/test.ts'

// Issue 23 item 1: the reference is saved as its field loses the focus to the button, and the submission used to
// race that save with the version it had seen (409 'Il carrello è cambiato nel frattempo'). It now waits for the
// save and carries the reference itself.
test.describe('a buyer types a reference and presses the button at once', () => {
  test('the order request and a new customer’s quotation request carry the reference, with no “cart has changed”', async ({
    page,
  }) => {
    const buyer = checkoutBuyer(7)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')
    // A buyer who may order has the order reference, only.
    await expect(page.getByRole('textbox', { name: 'Riferimento preventivo' })).toHaveCount(0)
    await page
      .getByRole('textbox', { name: 'Riferimento ordine' })
      .pressSequentially('PO-4711', { delay: 40 })
    const ordered = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: "Procedi con l'ordine" }).click()
    expect((await ordered).reference_client_code).toBe('PO-4711')
    await expect(page.getByTestId('step-heading')).toHaveText('Spedizione')
    await expect(page.getByText('Il carrello è cambiato nel frattempo', { exact: false })).toHaveCount(0)

    // A visitor who has just signed up (no company yet) may only request a quotation, with its reference.
    await page.context().clearCookies()
    await signUpByApi(page.request, { password: CART_BUYER_PASSWORD, lang: 'it', prefix: 'quick-reference' })
    await addToCartByApi(page.request, products.filter)
    await page.goto('/it/checkout')
    await expect(page.getByRole('textbox', { name: 'Riferimento ordine' })).toHaveCount(0)
    await page
      .getByRole('textbox', { name: 'Riferimento preventivo' })
      .pressSequentially('Silo 3', { delay: 40 })
    const requested = orderFrom(nextAnswer(page, 'cart/submit'))
    await page.getByRole('button', { name: 'Richiedi preventivo' }).click()
    expect(await requested).toMatchObject({ is_quotation: true, quotation_reference: 'Silo 3' })
    await expect(page).not.toHaveURL(/\/checkout/)
  })
})
