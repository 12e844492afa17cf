import { demo, expect, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test('an anonymous visitor to the account area is sent to login and lands back after it', async ({
  page,
}) => {
  await page.goto('/it/user/')
  await expect(page).toHaveURL('/it/login?redir=%2Fit%2Fuser%2F')

  await page.goto('/it/user/dashboard')

  await expect(page).toHaveURL('/it/login?redir=%2Fit%2Fuser%2Fdashboard')
  await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible()

  await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.buyer.email)
  await page.getByLabel('Password', { exact: true }).fill(demo.buyer.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()

  await expect(page).toHaveURL('/it/user/dashboard')
  await expect(page.getByRole('heading', { name: 'Benvenuto, Marco' })).toBeVisible()
  await expect(page.getByText('Molino Ferraresi S.r.l.')).toBeVisible()
  await expect(page.getByRole('heading', { name: 'Ordini in corso' })).toBeVisible()
})

test('a redir to another site is not followed after login', async ({ page }) => {
  await page.goto('/it/login?redir=https%3A%2F%2Fevil.example%2F')
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.prospect.email)
  await page.getByLabel('Password', { exact: true }).fill(demo.prospect.password)
  await page.getByRole('button', { name: 'Accedi', exact: true }).click()
  await expect(page).toHaveURL('/it/user')
  await expect(page.getByRole('heading', { name: 'Benvenuto, Giulia' })).toBeVisible()
})
