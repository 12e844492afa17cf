import { activationLink, signUpByApi } from '../../fixtures/accounts.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

// Every scan starts from its own browser context, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test.describe('every accounts screen passes an axe scan', () => {
  test('home page, anonymous and with the profile popover open', async ({ page }) => {
    await page.goto('/it/')
    await expect(page.getByRole('heading', { name: 'Silos industriali su misura', level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Accedi o registrati' }).click()
    await expect(page.getByRole('button', { name: 'Registrati', exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('login page, empty and with errors', async ({ page }) => {
    await page.goto('/en/login')
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('This field is required.')).toHaveCount(2)
    await expectNoSeriousA11yViolations(page)
  })

  test('sign-up modal, empty and with errors', async ({ page }) => {
    await page.goto('/en/')
    await page.getByRole('button', { name: 'Create an account' }).click()
    const dialog = page.getByRole('dialog', { name: 'Register' })
    await expect(dialog.getByRole('textbox', { name: 'First name' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await dialog.getByRole('button', { name: 'Register', exact: true }).click()
    await expect(dialog.getByText('You must accept the privacy terms')).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('the three password recovery steps', async ({ page, request }) => {
    const account = await signUpByApi(request, { lang: 'en', password: 'Silos-2026', prefix: 'a11y' })
    await page.goto('/en/login')
    await page.getByRole('button', { name: 'Forgot your password?' }).click()
    await expect(page.getByText('Step 1 of 3')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
    await page.getByRole('button', { name: 'Send the code' }).click()
    await expect(page.getByText('Step 2 of 3')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const mail = await waitForMail(account.email, (m) => m.subject === 'Your password reset code')
    await page
      .getByRole('textbox', { name: 'Code received by email' })
      .fill(mail.text.match(/\b\d{6}\b/)?.[0] ?? '')
    await page.getByRole('button', { name: 'Check the code' }).click()
    await expect(page.getByText('Step 3 of 3')).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('weak')
    await expectNoSeriousA11yViolations(page)
  })

  test('dashboard with the prompts of a new account, and the set-password page', async ({ page }) => {
    const account = await signUpByApi(page.request, { lang: 'en' })
    await page.goto('/en/user')
    await expect(page.getByText('Verify your email address', { exact: true })).toBeVisible()
    await expect(page.getByText('You have no password yet', { exact: true })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto(await activationLink(account.email))
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    await page.goto('/en/user/password')
    await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Silo-2026')
    await expectNoSeriousA11yViolations(page)
  })

  test('privacy page', async ({ page }) => {
    await page.goto('/en/privacy')
    await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })

  test('404 pages: an unknown path and an unknown language', async ({ page }) => {
    const unknownPath = await page.goto('/en/no-such-page')
    expect(unknownPath?.status()).toBe(200)
    await expect(page.getByRole('heading', { name: 'Page not found', level: 1 })).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const unknownLang = await page.goto('/xx/')
    expect(unknownLang?.status()).toBe(404)
    await expect(page.getByRole('heading', { name: 'Pagina non trovata', level: 1 })).toBeVisible()
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'Silo Shop, pagina iniziale' }),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)
  })
})
