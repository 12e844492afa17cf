import type { Page } from '@playwright/test'
import { activationLink, postApi, signUpByApi } from '../fixtures/accounts.ts'
import { expect, openDesk, test } from '../fixtures/desk.ts'
import { waitForMail } from '../fixtures/mail.ts'
import { expectNoSeriousA11yViolations, shoot } from '../fixtures/test.ts'

// The desk's clients (issue 24 item 7): staff check and verify a company that a buyer created in the checkout.

const PASSWORD = 'Mangimi#2026'

/** A buyer who signed up in the checkout, confirmed the address and created their company (unverified), signed in. */
async function checkoutCompany(page: Page) {
  const account = await signUpByApi(page.request, { password: PASSWORD, lang: 'it', prefix: 'desk-client' })
  await page.goto(await activationLink(account.email))
  await expect(page.getByText(/Il tuo indirizzo email è confermato/)).toBeVisible()
  await postApi(page.request, 'user/create_client')
  return account
}

test.describe('staff verify companies', () => {
  test('staff verify a company created in the checkout, after which its user sees prices', async ({
    staffPage,
    browser,
  }) => {
    // Two browsers, a sign-up with its activation and three axe scans: more than a one-page journey's minute.
    test.slow()
    const buyerContext = await browser.newContext()
    const buyer = await buyerContext.newPage()
    const account = await checkoutCompany(buyer)
    await buyer.goto('/it/prodotti')
    await expect(buyer.getByTestId('model-SZ-30')).toBeVisible()
    await expect(buyer.getByTestId('price-SZ-30')).toHaveCount(0)

    // The list: the new company waits among the unverified, found by its user's e-mail.
    await openDesk(staffPage, '/clients')
    await expect(staffPage.getByRole('heading', { name: 'Clienti', level: 2 })).toBeVisible()
    await staffPage.getByLabel('Verifica', { exact: true }).getByText('Da verificare').click()
    await expect(staffPage.getByRole('radio', { name: 'Da verificare' })).toBeChecked()
    await staffPage.getByRole('searchbox', { name: 'Cerca' }).fill(account.email)
    const row = staffPage.getByTestId('desk-clients').getByRole('row').filter({ hasText: account.company })
    await expect(row).toHaveCount(1)
    await expect(row.getByText('Da verificare')).toBeVisible()
    await expectNoSeriousA11yViolations(staffPage)
    await shoot(staffPage, 'desk-clients', 'list')

    // The client page: the company data beside its billing address, its user.
    await row.getByRole('link', { name: account.company }).click()
    await expect(staffPage.getByRole('heading', { name: account.company, level: 2 })).toBeVisible()
    const company = staffPage.getByRole('region', { name: 'Dati aziendali' })
    await expect(company).toContainText('01234567890')
    await expect(staffPage.getByRole('region', { name: 'Indirizzi' })).toContainText('Fatturazione')
    await expect(staffPage.getByRole('region', { name: 'Utenti' }).first()).toContainText(account.email)
    await expectNoSeriousA11yViolations(staffPage)
    await shoot(staffPage, 'desk-clients', 'client', { fullPage: true })

    // Verify, confirmed in a dialog that names who is mailed.
    await staffPage.getByRole('button', { name: 'Verifica azienda' }).click()
    const dialog = staffPage.getByRole('dialog', { name: `Verificare ${account.company}?` })
    await expect(dialog).toContainText(account.email)
    await expectNoSeriousA11yViolations(staffPage)
    await shoot(staffPage, 'desk-clients', 'verify-dialog')
    await dialog.getByRole('button', { name: 'Verifica', exact: true }).click()
    await expect(staffPage.getByRole('status').filter({ hasText: 'Azienda verificata.' })).toBeVisible()
    await expect(staffPage.getByText('Verificata', { exact: true })).toBeVisible()
    await expect(staffPage.getByRole('button', { name: 'Verifica azienda' })).toHaveCount(0)
    await expect(staffPage.getByRole('region', { name: 'Storico modifiche' })).toContainText(
      'Azienda verificata',
    )

    // The buyer, still signed in, sees prices on the next page and has the mail.
    await buyer.goto('/it/prodotti')
    await expect(buyer.getByTestId('price-SZ-30')).toBeVisible()
    const mail = await waitForMail(account.email, (m) => m.subject === 'La tua azienda è stata verificata')
    expect(mail.text).toContain(account.company)
    await buyerContext.close()
  })

  test('staff change a client’s terms: the settings form saves, refuses a short VAT number, and the audit shows it', async ({
    staffPage,
  }) => {
    await openDesk(staffPage, '/clients?verified=true&q=C001187')
    await staffPage.getByRole('link', { name: 'Agrimangimi Padana S.p.A.' }).click()
    const settings = staffPage.getByRole('region', { name: 'Dati e condizioni' })
    await expect(settings).toBeVisible()
    await settings.getByRole('textbox', { name: 'Partita IVA' }).fill('123')
    await settings.getByRole('button', { name: 'Salva' }).click()
    await expect(settings.getByRole('textbox', { name: 'Partita IVA' })).toHaveAttribute(
      'aria-invalid',
      'true',
    )
    await settings.getByRole('button', { name: 'Annulla modifiche' }).click()
    const abi = settings.getByRole('textbox', { name: 'Banca (ABI)' })
    const value = (await abi.inputValue()) === '03069' ? '05034' : '03069'
    await abi.fill(value)
    await settings.getByRole('button', { name: 'Salva' }).click()
    await expect(staffPage.getByRole('status').filter({ hasText: 'Modifiche salvate.' })).toBeVisible()
    await expect(staffPage.getByRole('region', { name: 'Storico modifiche' })).toContainText(`→ ${value}`)
    await expectNoSeriousA11yViolations(staffPage)
  })
})
