import { expect, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

test('a visitor switches language and stays on the same page', async ({ page }) => {
  await page.goto('/it/login?redir=%2Fit%2Fuser%2F#top')
  await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Password dimenticata?' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'it')

  await page.getByRole('button', { name: 'Lingua: Italiano' }).click()
  await page.getByRole('link', { name: 'English' }).click()

  // The rest of the path, the query and the hash stay; only the language changes.
  await expect(page).toHaveURL('/en/login?redir=%2Fit%2Fuser%2F#top')
  await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Forgot your password?' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  await expect(page).toHaveTitle('Log in · Silo Shop')

  await page.goto('/en/privacy')
  await expect(page.getByRole('heading', { name: 'Privacy notice', level: 1 })).toBeVisible()
  await page.getByRole('button', { name: 'Language: English' }).click()
  await page.getByRole('link', { name: 'Deutsch' }).click()
  await expect(page).toHaveURL('/de/privacy')
  await expect(page.getByRole('heading', { name: 'Datenschutzhinweise', level: 1 })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'de')

  // The switcher marks the current language, and the other three are there too.
  await page.getByRole('button', { name: /^Sprache: Deutsch/ }).click()
  await expect(page.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'page')
  for (const [name, href] of [
    ['Español', '/es/privacy'],
    ['Français', '/fr/privacy'],
    ['Italiano', '/it/privacy'],
  ]) {
    await expect(page.getByRole('link', { name })).toHaveAttribute('href', href)
  }
  await page.getByRole('link', { name: 'Français' }).click()
  await expect(page).toHaveURL('/fr/privacy')
  await expect(page.getByRole('heading', { name: 'Politique de confidentialité', level: 1 })).toBeVisible()
})
