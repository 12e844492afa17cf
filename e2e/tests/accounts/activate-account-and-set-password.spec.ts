import { activationLink, logInByApi, sessionCookie, signUpByApi } from '../../fixtures/accounts.ts'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test('a new user follows the activation link from the mail, sets a password and is signed in', async ({
  page,
  request,
}) => {
  // Signed up elsewhere (a separate request context): the browser that opens the mail link starts anonymous.
  const account = await signUpByApi(request, { lang: 'en' })
  const link = await activationLink(account.email)
  expect(new URL(link).pathname).toBe('/en/user/activate')

  await page.goto(link)
  await expect(page.getByRole('heading', { name: 'Account activation', level: 1 })).toBeVisible()
  await expect(page.getByText('Your email address has been verified.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible()

  // The live checklist follows every keystroke with the rules the server enforces.
  const rules = page.getByRole('listitem')
  const rule = (text: string) => rules.filter({ hasText: text })
  // Nothing typed yet: every rule neutral (a grey dot), none red (issue 13).
  await expect(page.locator('#set-password-rules li[data-state="neutral"]')).toHaveCount(6)
  await expect(rule('at least 8 characters')).toContainText('not met yet')
  const password = page.getByLabel('New password', { exact: true })
  await password.fill('silos')
  await expect(rule('at least 8 characters')).toContainText('not met yet')
  await expect(rule('an uppercase letter')).toContainText('not met yet')
  await expect(rule('an uppercase letter')).toHaveAttribute('data-state', 'unmet')
  await password.fill('Silos-2026')
  for (const text of [
    'at least 8 characters',
    'an uppercase letter',
    'a number',
    'a special character',
    'Differ from',
  ]) {
    await expect(rule(text)).toContainText(': met')
  }
  await password.fill('Siiiilos-2026')
  await expect(rule('more than 3 times')).toContainText('not met yet')
  await password.fill('Silos-2026')
  await expect(rule('more than 3 times')).toContainText(': met')

  // Only the server compares the two fields.
  await page.getByLabel('Confirm the password', { exact: true }).fill('Silos-2062')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('The passwords do not match.')).toBeVisible()

  await page.getByLabel('Confirm the password', { exact: true }).fill('Silos-2026')
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('Your password has been saved.')).toBeVisible()

  await page.getByRole('link', { name: 'Go to your account' }).click()
  await expect(page).toHaveURL('/en/user')
  await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible()
  await expect(page.getByText('Your account is active', { exact: true })).toBeVisible()
  await expect(page.getByText('Verify your email address', { exact: true })).toBeHidden()
  await expect(page.getByText('You have no password yet', { exact: true })).toBeHidden()
  await expect(page.getByRole('button', { name: 'Account of Anna Verdi' })).toBeVisible()

  // The link works once.
  await page.goto(link)
  await expect(page.getByRole('alert')).toContainText('The activation link is not valid')

  // The new password is the one that signs in.
  await logInByApi(page.context().request, account.email, 'Silos-2026')
})

test('a user signed in in the same browser follows the link while the page still loads the account', async ({
  page,
  context,
}) => {
  // Sign-up signs the browser in; the link from the mail then swaps that session for a new one.
  const account = await signUpByApi(page.request, { lang: 'en' })
  const link = await activationLink(account.email)

  // The page's first read of the user is sent with the old session but reaches the server only once the activation
  // has answered: its late answer (no user) must neither sign the browser out nor leave the page waiting.
  const oldCookies = (await context.cookies()).map((c) => `${c.name}=${c.value}`).join('; ')
  let release = () => {}
  const activated = new Promise<void>((resolve) => {
    release = resolve
  })
  page.on('requestfinished', (req) => {
    if (req.url().endsWith('/api/front/user/activate')) release()
  })
  let held = false
  await page.route('**/api/front/user', async (route) => {
    if (held) return route.continue()
    held = true
    await activated
    const response = await route.fetch({ headers: { ...route.request().headers(), cookie: oldCookies } })
    await route.fulfill({ response })
  })

  await page.goto(link)
  await expect(page.getByText('Your email address has been verified.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Set your password' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Account of Anna Verdi' })).toBeVisible()
  expect(held).toBe(true)
  expect(sessionCookie(await context.cookies())).toBeDefined()
  await page.reload()
  await expect(page.getByRole('button', { name: 'Account of Anna Verdi' })).toBeVisible()
})

test.describe('a password chosen at the checkout before the address was confirmed', () => {
  const chosen = 'Checkout-2026'

  test('is kept without typing it when the link opens in the browser that chose it', async ({ page }) => {
    const account = await signUpByApi(page.request, { lang: 'en', password: chosen })
    await page.goto(await activationLink(account.email))
    await expect(
      page.getByText(
        'Your email address is confirmed and the password you chose when signing up stays valid.',
      ),
    ).toBeVisible()
    await expect(page.getByLabel('Password chosen when signing up')).toBeHidden()
    await page.getByRole('link', { name: 'Go to your account' }).click()
    await expect(page.getByRole('heading', { name: 'Welcome, Anna' })).toBeVisible()
  })

  test('is kept by typing it when the link opens elsewhere, such as a mail app', async ({
    page,
    request,
  }) => {
    const account = await signUpByApi(request, { lang: 'en', password: chosen })
    await page.goto(await activationLink(account.email))
    const heading = page.getByRole('heading', { name: 'Confirm your password' })
    await expect(heading).toBeVisible()
    await expect(heading).toBeFocused()
    await expect(
      page.getByText('A password was chosen for this account before the address was confirmed.'),
    ).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    const password = page.getByLabel('Password chosen when signing up', { exact: true })
    await password.fill('Wrong-2026x')
    await page.getByRole('button', { name: 'Confirm and keep this password' }).click()
    await expect(page.getByText('That is not the password chosen when signing up.')).toBeVisible()
    await expect(password).toHaveAttribute('aria-invalid', 'true')

    await password.fill(chosen)
    await password.press('Enter')
    await expect(
      page.getByText(
        'Your email address is confirmed and the password you chose when signing up stays valid.',
      ),
    ).toBeVisible()
    await expect(page.getByRole('button', { name: 'Account of Anna Verdi' })).toBeVisible()
    await logInByApi(page.context().request, account.email, chosen)
  })

  test('is replaced by a new one when the owner did not choose it', async ({ page, request }) => {
    const account = await signUpByApi(request, { lang: 'en', password: chosen })
    await page.goto(await activationLink(account.email))
    await page.getByRole('button', { name: 'I did not choose a password: choose a new one' }).click()
    await expect(
      page.getByText('The password chosen before the confirmation no longer works: choose a new one.'),
    ).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Set your password' })).toBeFocused()
    await page.getByLabel('New password', { exact: true }).fill('Owner-2026x')
    await page.getByLabel('Confirm the password', { exact: true }).fill('Owner-2026x')
    await page.getByRole('button', { name: 'Save the password' }).click()
    await expect(page.getByText('Your password has been saved.')).toBeVisible()
    // The squatter's session and password are gone: only the new password signs in.
    expect((await request.get('/api/front/user').then((r) => r.json())).user).toBeNull()
    await logInByApi(page.context().request, account.email, 'Owner-2026x')
  })
})
