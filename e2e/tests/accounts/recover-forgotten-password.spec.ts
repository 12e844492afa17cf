import { signUpByApi } from '../../fixtures/accounts.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test('a customer who forgot the password gets a code by mail, sets a new password and logs in with it', async ({
  page,
  request,
}) => {
  const oldPassword = 'Silos-2026'
  const newPassword = 'Tramoggia#77'
  const account = await signUpByApi(request, { lang: 'en', password: oldPassword, prefix: 'recovery' })

  await page.goto('/en/login')
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await expect(page.getByRole('heading', { name: 'Recover your password', level: 1 })).toBeVisible()

  // Step 1: the address. Back leads to login and forward again.
  await expect(page.getByText('Step 1 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Forgot your password?' }).click()
  await page.getByRole('textbox', { name: 'Email' }).fill(account.email)
  await page.getByRole('button', { name: 'Send the code' }).click()

  // Step 2: the code from the mail; a wrong one is refused.
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  await expect(page.getByText(`If ${account.email} belongs to an account`)).toBeVisible()
  const mail = await waitForMail(account.email, (m) => m.subject === 'Your password reset code')
  const code = mail.text.match(/\b(\d{6})\b/)?.[1]
  expect(code, mail.text).toBeDefined()
  const codeField = page.getByRole('textbox', { name: 'Code received by email' })
  await codeField.fill(code === '000000' ? '111111' : '000000')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByText('The code is not valid or has expired.')).toBeVisible()
  await codeField.fill(code ?? '')
  await page.getByRole('button', { name: 'Check the code' }).click()

  // Step 3: the new password, with the live checklist; Back returns to the code.
  await expect(page.getByText('Step 3 of 3')).toBeVisible()
  await page.getByRole('button', { name: 'Back' }).click()
  await expect(page.getByText('Step 2 of 3')).toBeVisible()
  await expect(codeField).toHaveValue(code ?? '')
  await page.getByRole('button', { name: 'Check the code' }).click()
  await expect(page.getByText('Step 3 of 3')).toBeVisible()

  // Before anything is typed the checklist judges nothing: grey dots, no red cross, no tick (issue 13). Its items
  // are short rule names under the heading that already says 'The password must:'.
  const checklist = page.locator('#recovery-password-rules')
  await expect(checklist.getByText('The password must:')).toBeVisible()
  const rules = checklist.getByRole('listitem')
  await expect(rules).toHaveCount(6)
  await expect(checklist.locator('li[data-state="neutral"]')).toHaveCount(6)
  await expect(rules.filter({ hasText: /password must/i })).toHaveCount(0)
  await expect(rules.first()).toHaveText('Be at least 8 characters long: not met yet')

  const password = page.getByLabel('New password', { exact: true })
  await password.fill('short')
  await expect(rules.filter({ hasText: 'at least 8 characters' })).toContainText('not met yet')
  await expect(checklist.locator('li[data-state="unmet"]')).not.toHaveCount(0)
  await password.fill(newPassword)
  await expect(rules.filter({ hasText: 'not met yet' })).toHaveCount(0)
  await expect(checklist.locator('li[data-state="met"]')).toHaveCount(6)
  // The server compares the two fields; its answer shows once, under the confirmation.
  const confirm = page.getByLabel('Confirm the password', { exact: true })
  await confirm.fill(`${newPassword}!`)
  await page.getByRole('button', { name: 'Save the password' }).click()
  await expect(page.getByText('The passwords do not match.')).toHaveCount(1)
  await expect(confirm).toHaveAttribute('aria-invalid', 'true')
  await confirm.fill(newPassword)
  await page.getByRole('button', { name: 'Save the password' }).click()

  // Back on login, with the server's confirmation and the address just typed: only the password is left to type.
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expect(page.getByRole('status')).toContainText('Your password has been updated successfully')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email)
  await expect(page.getByLabel('Password', { exact: true })).toBeFocused()

  await page.getByLabel('Password', { exact: true }).fill(oldPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('Wrong e-mail address or password.')

  await page.getByLabel('Password', { exact: true }).fill(newPassword)
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  await expect(page).toHaveURL('/en/user')
  await expect(page.getByRole('heading', { name: `Welcome, ${account.firstName}` })).toBeVisible()
})
