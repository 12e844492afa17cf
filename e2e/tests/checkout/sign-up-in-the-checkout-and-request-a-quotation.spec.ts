import { activationLink, logInByApi, postApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, products } from '../../fixtures/cart.ts'
import { nextAnswer, orderFrom, PROVIDER } from '../../fixtures/checkout.ts'
import { readMails, waitForMail } from '../../fixtures/mail.ts'
import { expect, test, uniqueEmail } from '../../fixtures/test.ts'

test.describe('a visitor signs up inside the checkout', () => {
  test('fills the checkout sign-up (company, VAT number, address and password), lands on the cart step and sends a quotation request: the provider is told', async ({
    page,
  }) => {
    const email = uniqueEmail('checkout-signup')
    // With nothing in the cart there is nothing to log in for: the page says the cart is empty (spec 2 §2.3).
    await page.goto('/it/checkout')
    const empty = page.getByTestId('cart-empty')
    await expect(empty).toContainText('Il tuo carrello è vuoto.')
    await expect(empty.getByRole('link', { name: 'Torna al catalogo' })).toHaveAttribute(
      'href',
      '/it/prodotti',
    )
    await expect(page.getByRole('button', { name: 'Accedi', exact: true })).toHaveCount(0)
    // The visitor's cart: a silo on its default configuration.
    await addToCartByApi(page.request, products.silo)
    await page.reload()

    // Step 0, listed only for someone who arrived without an account.
    const stepper = page.getByRole('navigation', { name: 'Passi del checkout' })
    await expect(stepper.locator('[aria-current="step"]')).toHaveAccessibleName(
      'Passo 1 di 5: Accedi o registrati',
    )
    await page.getByRole('button', { name: 'Registrati', exact: true }).click()
    const form = page.getByTestId('checkout')

    await form.getByRole('textbox', { name: 'Nome', exact: true }).fill('Elena')
    await form.getByRole('textbox', { name: 'Cognome', exact: true }).fill('Fabbri')
    await form.getByRole('combobox', { name: 'Paese' }).fill('Ital')
    await page.getByRole('option', { name: 'Italia', exact: true }).click()
    await form.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email)
    await form.getByRole('textbox', { name: 'Indirizzo', exact: true }).fill('Via Canale 12')
    await form.getByRole('textbox', { name: 'Località', exact: true }).fill('Faenza')
    await form.getByRole('textbox', { name: 'CAP', exact: true }).fill('48018')
    await form.getByRole('textbox', { name: 'Provincia (2 lettere)' }).fill('RA')
    const password = form.getByRole('textbox', { name: 'Password', exact: true })
    await password.fill('Mangimi#2026')
    await form.getByRole('checkbox', { name: /accetto i termini della privacy/ }).check()

    // Company and VAT number are required of every company here, a new customer too; nothing is sent without them.
    const signups: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().endsWith('/api/front/user/signup')) signups.push(r.url())
    })
    await form.getByRole('button', { name: 'Registrati', exact: true }).click()
    const company = form.getByRole('textbox', { name: 'Azienda', exact: true })
    const vat = form.getByRole('textbox', { name: 'Partita IVA', exact: true })
    await expect(company).toHaveAccessibleDescription('Campo obbligatorio.')
    await expect(vat).toHaveAccessibleDescription('Campo obbligatorio.')
    expect(signups).toEqual([])
    await company.fill('Fabbri Mangimi S.n.c.')
    await vat.fill('01234567890')
    await form.getByRole('button', { name: 'Registrati', exact: true }).click()

    // Signed in with an unverified address and no company yet: the cart step offers the request alone, sent from the
    // cart, so shipment and payment are no longer listed; a notice says where the activation mail went.
    await expect(stepper.locator('[aria-current="step"]')).toHaveAccessibleName('Passo 2 di 2: Carrello')
    await expect(page.getByTestId('step-heading')).toHaveText('Carrello')
    await expect(page.getByRole('status').filter({ hasText: 'Controlla la tua email' })).toContainText(
      `Ti abbiamo inviato un'email a ${email} con il link per confermare il tuo indirizzo.`,
    )
    expect(signups).toHaveLength(1)
    await expect(page.getByTestId('cart-line')).toHaveCount(1)
    const actions = page.getByTestId('submit-actions')
    await expect(actions.getByRole('button')).toHaveText(['Richiedi preventivo'])

    const sent = orderFrom(nextAnswer(page, 'cart/submit'))
    await actions.getByRole('button', { name: 'Richiedi preventivo' }).click()
    const quotation = await sent
    expect(quotation).toMatchObject({ status: 'NEW', is_quotation: true })
    await expect(page.getByText('Richiesta inviata con successo')).toBeVisible()
    // Not verified yet: the reserved area's page with the verify banner, the request kept.
    await expect(page).toHaveURL(/\/it\/user$/)
    await expect(page.getByText('Verifica il tuo indirizzo e-mail')).toBeVisible()
    await expect(page.getByTestId('cart-button')).toHaveAccessibleName('Carrello: 0 articoli')

    const notice = await waitForMail(
      PROVIDER,
      (m) => m.subject === `Nuova richiesta di preventivo ${quotation.order_ref}`,
    )
    expect(notice.text).toContain(email)
    expect(notice.text).toContain('Fabbri Mangimi S.n.c.')
    expect(notice.text).toContain("l'indirizzo email del cliente non è ancora verificato")
    expect(notice.text).toContain('SZ30-60RFGM-PULM')
    // The new account gets its activation link; the confirmation of the request waits for a verified address.
    const link = await activationLink(email)
    expect(link).toMatch(/\/user\/activate\?token=/)
    expect(readMails(email).map((m) => m.subject)).not.toContain(
      `Richiesta di preventivo ${quotation.order_ref} ricevuta`,
    )
    // One story from the mail to the page: the password typed here stays, the link only confirms the address, and
    // the browser that signed up is not asked for the password again.
    const activation = readMails(email).find((m) => m.text.includes(link))
    expect(activation?.text).toContain('Per accedere usa la password che hai scelto alla registrazione.')
    expect(activation?.text).not.toContain('scegliere la tua password')
    await page.goto(link)
    await expect(
      page.getByText(
        'Il tuo indirizzo email è confermato e resta valida la password che hai scelto alla registrazione.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Password scelta alla registrazione')).toHaveCount(0)
    // The account was made with the password typed here: it signs in with it.
    await postApi(page.request, 'user/logout')
    await logInByApi(page.request, email, 'Mangimi#2026')
  })
})
