import { analyticsEvents } from '../../fixtures/accounts.ts'
import { demo, expect, test, uniqueEmail } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test.describe('a visitor signs up', () => {
  test('fills in the form, double-clicks Register, sends one request and sees the thank-you step', async ({
    page,
  }) => {
    const signupPosts: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && new URL(req.url()).pathname === '/api/front/user/signup') {
        signupPosts.push(req.url())
      }
    })
    const email = uniqueEmail('signup')

    await page.goto('/en/')
    await page.getByRole('button', { name: 'Log in or register' }).click()
    await page.getByRole('button', { name: 'Register', exact: true }).click()

    const dialog = page.getByRole('dialog', { name: 'Register' })
    await expect(dialog).toBeVisible()
    await expect(dialog.getByRole('radio', { name: 'New customer' })).toBeChecked()
    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Chiara')
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Neri')
    await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Neri Cereali S.n.c.')
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Ital')
    await page.getByRole('option', { name: 'Italy', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('combobox', { name: 'Type of business' }).click()
    await page.getByRole('option', { name: 'Reseller' }).click()

    // Privacy is required: the schema the server uses stops the form before any request.
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByText('You must accept the privacy terms')).toBeVisible()
    expect(signupPosts).toHaveLength(0)

    await dialog.getByRole('checkbox', { name: /accept the privacy terms/ }).check()
    await dialog.getByRole('button', { name: 'Register', exact: true }).dblclick()

    const thanks = page.getByRole('dialog', { name: 'Registration complete' })
    await expect(thanks.getByText('Thank you for registering!')).toBeVisible()
    await expect(thanks.getByText(/We have sent you an email/)).toBeVisible()
    expect(signupPosts).toHaveLength(1)
    expect(await analyticsEvents(page)).toContain('sign_up')

    await thanks.getByRole('button', { name: 'OK' }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    // Sign-up signs the new account in.
    await expect(page.getByRole('button', { name: 'Account of Chiara Neri' })).toBeVisible()
    // A late duplicate would be a request still to come: count once the page has gone quiet.
    await page.waitForLoadState('networkidle')
    expect(signupPosts).toHaveLength(1)
  })

  test('starts as a returning customer with a short VAT number, switches to new customer and registers', async ({
    page,
  }) => {
    const email = uniqueEmail('signup-switch')
    await page.goto('/en/')
    await page.getByRole('button', { name: 'Log in or register' }).click()
    await page.getByRole('button', { name: 'Register', exact: true }).click()
    const dialog = page.getByRole('dialog', { name: 'Register' })

    await dialog.getByRole('radio', { name: 'I am already a customer' }).check()
    await dialog.getByRole('textbox', { name: 'First name', exact: true }).fill('Paolo')
    await dialog.getByRole('textbox', { name: 'Last name', exact: true }).fill('Conti')
    await dialog.getByRole('textbox', { name: 'Company', exact: true }).fill('Conti Mangimi S.r.l.')
    await dialog.getByRole('combobox', { name: 'Country' }).fill('Ital')
    await page.getByRole('option', { name: 'Italy', exact: true }).click()
    await dialog.getByRole('textbox', { name: 'Role in the company' }).fill('Purchasing')
    // Too short for an Italian VAT number: as a returning customer this would be refused.
    await dialog.getByRole('textbox', { name: 'VAT number' }).fill('12345')

    // A new customer has no VAT number or role to give: the fields go, and so do their values.
    await dialog.getByRole('radio', { name: 'New customer' }).check()
    await expect(dialog.getByRole('textbox', { name: 'VAT number' })).toBeHidden()
    await expect(dialog.getByRole('textbox', { name: 'Role in the company' })).toBeHidden()
    await dialog.getByRole('textbox', { name: 'Email', exact: true }).fill(email)
    await dialog.getByRole('combobox', { name: 'Type of business' }).click()
    await page.getByRole('option', { name: 'End customer' }).click()
    await dialog.getByRole('checkbox', { name: /accept the privacy terms/ }).check()

    const signup = page.waitForRequest(
      (r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/front/user/signup',
    )
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    const sent = (await signup).postDataJSON()
    expect(sent).toMatchObject({
      new_client: true,
      piva: '',
      company_role: '',
      client_type: 'cliente_finale',
    })
    await expect(
      page.getByRole('dialog', { name: 'Registration complete' }).getByText('Thank you for registering!'),
    ).toBeVisible()
  })

  test('with an address already registered is offered a password reset', async ({ page }) => {
    await page.goto('/en/login')
    await page.getByRole('button', { name: 'Sign up' }).click()
    await expect(page.getByRole('heading', { name: 'Register', level: 1 })).toBeVisible()

    await page.getByRole('textbox', { name: 'First name', exact: true }).fill('Marco')
    await page.getByRole('textbox', { name: 'Last name', exact: true }).fill('Bianchi')
    await page.getByRole('textbox', { name: 'Company', exact: true }).fill('Molino Ferraresi S.r.l.')
    await page.getByRole('combobox', { name: 'Country' }).fill('Italy')
    await page.getByRole('option', { name: 'Italy', exact: true }).click()
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(demo.buyer.email)
    await page.getByRole('combobox', { name: 'Type of business' }).click()
    await page.getByRole('option', { name: 'Installer / maintainer' }).click()
    await page.getByRole('checkbox', { name: /accept the privacy terms/ }).check()
    await page.getByRole('button', { name: 'Register', exact: true }).click()

    await expect(page.getByRole('alert')).toContainText('This e-mail address is already registered.')
    await page.getByRole('button', { name: 'Reset your password' }).click()
    await expect(page.getByRole('heading', { name: 'Recover your password' })).toBeVisible()
    await expect(page.getByText('Step 1 of 3')).toBeVisible()
  })
})
