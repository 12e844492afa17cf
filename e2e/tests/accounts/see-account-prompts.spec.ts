import { activationLink, logInByApi, signUpByApi } from '../../fixtures/accounts.ts'
import { demo, expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test.describe('the dashboard prompts a signed-in user', () => {
  test('just signed up: to verify the address (with a resend), then to set a password', async ({ page }) => {
    const account = await signUpByApi(page.request, { lang: 'en' })
    const firstLink = await activationLink(account.email)

    await page.goto('/en/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible()
    await expect(page.getByText(account.company)).toBeVisible()

    const verify = page.getByRole('alert').filter({ hasText: 'Verify your email address' })
    await expect(verify).toContainText(`We sent an email to ${account.email}`)
    await verify.getByRole('button', { name: 'Send the email again' }).click()
    const sent = page.getByRole('dialog', { name: 'Email sent' })
    await expect(sent).toContainText('We have sent the activation email again')
    const secondLink = await activationLink(account.email, (m) => !m.text.includes(firstLink))
    await sent.getByRole('button', { name: 'OK' }).click()
    await expect(sent).toBeHidden()

    // The server sets a first password only on a confirmed address, so the prompt points to the mail, not a form.
    const noPassword = page.getByRole('alert').filter({ hasText: 'You have no password yet' })
    await expect(noPassword).toContainText(
      'You can choose your password once your email address is confirmed',
    )
    await expect(noPassword.getByRole('link', { name: 'Set your password' })).toHaveCount(0)
    // The privacy prompt waits for a confirmed address; the order cards wait for everything.
    await expect(page.getByText('Accept the privacy notice', { exact: true })).toBeHidden()
    await expect(page.getByText('Your account is active', { exact: true })).toBeHidden()

    // The new link confirms the address; back on the dashboard only the password is missing.
    await page.goto(secondLink)
    await expect(page.getByText('Your email address has been verified.')).toBeVisible()
    await page.goto('/en/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible()
    await expect(page.getByText('Verify your email address', { exact: true })).toBeHidden()
    await expect(page.getByText('Your account is active', { exact: true })).toBeHidden()
    await noPassword.getByRole('link', { name: 'Set your password' }).click()

    await expect(page).toHaveURL('/en/user/password')
    await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible()
    await page.getByLabel('New password', { exact: true }).fill('Granaio#2026')
    await page.getByLabel('Confirm the password', { exact: true }).fill('Granaio#2026')
    await page.getByRole('button', { name: 'Save the password' }).click()
    await expect(page.getByText('Your password has been saved.')).toBeVisible()
    await page.getByRole('link', { name: 'Go to your account' }).click()
    await expect(page.getByText('Your account is active', { exact: true })).toBeVisible()
    await expect(page.getByText('You have no password yet', { exact: true })).toBeHidden()
  })

  test('an unconfirmed user who opens the set-password page is sent to the activation mail', async ({
    page,
  }) => {
    await signUpByApi(page.request, { lang: 'en' })
    await page.goto('/en/user/password')
    await expect(page.getByRole('heading', { name: 'Set your password', level: 1 })).toBeVisible()
    await expect(page.getByRole('status')).toContainText('once your email address is confirmed')
    await expect(page.getByLabel('New password', { exact: true })).toHaveCount(0)
    await page.getByRole('link', { name: 'Go to your account' }).click()
    await expect(page.getByText('Verify your email address', { exact: true })).toBeVisible()
  })

  test('with a verified address but no privacy consent: the accept button appears once the box is ticked', async ({
    page,
  }) => {
    // Sign-up always records the consent, so only accounts carried over from the old shop lack it: the answer of
    // GET user is edited to show one, while the acceptance itself goes to the real server.
    let accepted = false
    const acceptPosts: string[] = []
    page.on('request', (req) => {
      if (req.method() === 'POST' && req.url().endsWith('/api/front/user/accept_privacy_policy')) {
        acceptPosts.push(req.url())
      }
    })
    await page.route('**/api/front/user', async (route) => {
      const response = await route.fetch()
      const body = await response.json()
      if (body.user && !accepted) {
        body.user.privacy_accepted = false
        // The area's gate as the server would answer it for such an account.
        body.user.area = { missing: ['privacy_not_accepted'], area: false, price_list: false }
      }
      await route.fulfill({ response, json: body })
    })
    await logInByApi(page.request, demo.prospect.email, demo.prospect.password)

    await page.goto('/en/user')
    const privacy = page.getByRole('alert').filter({ hasText: 'Accept the privacy notice' })
    await expect(privacy).toContainText(
      'To see orders and quotations you first need to accept the privacy terms.',
    )
    await expect(privacy.getByRole('link', { name: 'Read the privacy notice' })).toHaveAttribute(
      'href',
      '/en/privacy',
    )
    await expect(page.getByText('Your account is active', { exact: true })).toBeHidden()
    const accept = privacy.getByRole('button', { name: 'Accept' })
    await expect(accept).toBeHidden()

    const box = privacy.getByRole('checkbox', { name: 'I have read and accept the privacy notice' })
    await box.check()
    await expect(accept).toBeVisible()
    await expectNoSeriousA11yViolations(page)
    await box.uncheck()
    await expect(accept).toBeHidden()
    await box.check()
    accepted = true
    await accept.click()

    await expect(
      page.getByRole('status').filter({ hasText: 'Privacy policy accepted. Thank you!' }),
    ).toBeVisible()
    await expect(privacy).toBeHidden()
    await expect(page.getByText('Your account is active', { exact: true })).toBeVisible()
    expect(acceptPosts).toHaveLength(1)
  })

  test('with everything in order: no prompt, the account is ready', async ({ page }) => {
    await logInByApi(page.request, demo.buyer.email, demo.buyer.password)
    await page.goto('/en/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Marco' })).toBeVisible()
    // The demo buyer has orders and quotations: the cards stand where a new account reads that it is active.
    await expect(page.getByTestId('dashboard-orders')).toBeVisible()
    await expect(page.getByTestId('dashboard-quotations')).toBeVisible()
    for (const prompt of [
      'Verify your email address',
      'Accept the privacy notice',
      'You have no password yet',
    ]) {
      await expect(page.getByText(prompt, { exact: true })).toBeHidden()
    }
  })
})
