import { logInByApi, signUpByApi } from '../../fixtures/accounts.ts'
import { windows } from '../../fixtures/brochures.ts'
import { waitForMail } from '../../fixtures/mail.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

// Each test signs up its own account in its own browser context: they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

for (const win of windows) {
  test.describe(win.name, () => {
    test.use({ viewport: win.viewport })

    test('the checklist starts calm, the login form holds the recovered address, and a sign-out says so', async ({
      page,
      request,
    }) => {
      const newPassword = 'Tramoggia#77'
      const account = await signUpByApi(request, { lang: 'it', password: 'Silos-2026', prefix: 'small' })

      await page.goto('/it/login')
      await page.getByRole('button', { name: 'Password dimenticata?' }).click()
      await page.getByRole('textbox', { name: 'E-mail' }).fill(account.email)
      await page.getByRole('button', { name: 'Invia il codice' }).click()
      const mail = await waitForMail(account.email, (m) => /\b\d{6}\b/.test(m.text))
      await page
        .getByRole('textbox', { name: 'Codice ricevuto via e-mail' })
        .fill(mail.text.match(/\b\d{6}\b/)?.[0] ?? '')
      await page.getByRole('button', { name: 'Verifica il codice' }).click()

      // Untouched: six short rule names under 'La password deve:', each with a grey dot, none red.
      const checklist = page.locator('#recovery-password-rules')
      await expect(checklist.getByText('La password deve:')).toBeVisible()
      const rules = checklist.getByRole('listitem')
      await expect(rules).toHaveCount(6)
      await expect(checklist.locator('li[data-state="neutral"]')).toHaveCount(6)
      await expect(rules.filter({ hasText: 'La password deve' })).toHaveCount(0)
      await expect(rules.first()).toContainText('Avere almeno 8 caratteri')
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'accounts-checklist-untouched', { fullPage: true })

      // A submit with the field empty turns the broken rules red; an empty password gets no tick either.
      await page.getByRole('button', { name: 'Salva la password' }).click()
      await expect(checklist.locator('li[data-state="unmet"]')).toHaveCount(4)
      await expect(checklist.locator('li[data-state="neutral"]')).toHaveCount(2)
      await expect(checklist.locator('li[data-state="met"]')).toHaveCount(0)
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'accounts-checklist-submitted', { fullPage: true })

      // Typing judges every rule: ticks for the met ones, crosses for the rest.
      const password = page.getByLabel('Nuova password', { exact: true })
      await password.fill('silos-2')
      await expect(checklist.locator('li[data-state="met"]')).toHaveCount(4)
      await expect(checklist.locator('li[data-state="unmet"]')).toHaveCount(2)
      await shoot(page, 'small-things', 'accounts-checklist-typed', { fullPage: true })

      await password.fill(newPassword)
      await page.getByLabel('Conferma la password', { exact: true }).fill(newPassword)
      await page.getByRole('button', { name: 'Salva la password' }).click()

      // Login holds the address typed in step 1; the password field has the focus.
      await expect(page.getByRole('heading', { name: 'Accedi', level: 1 })).toBeVisible()
      await expect(page.getByRole('status')).toContainText('La tua password è stata aggiornata correttamente')
      await expect(page.getByRole('textbox', { name: 'E-mail' })).toHaveValue(account.email)
      await expect(page.getByLabel('Password', { exact: true })).toBeFocused()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'accounts-login-after-recovery', { fullPage: true })

      // Signed in, then out from the header: the login page says 'Sei uscito dal tuo account'.
      await logInByApi(page.request, account.email, newPassword)
      await page.goto('/it/user')
      await expect(page.getByRole('heading', { name: `Benvenuto, ${account.firstName}` })).toBeVisible()
      await page.getByRole('button', { name: /^Account di / }).click()
      await page.getByRole('button', { name: 'Esci' }).click()
      await expect(page).toHaveURL('/it/login')
      const notice = page.getByRole('status').filter({ hasText: 'Sei uscito dal tuo account' })
      await expect(notice).toBeFocused()
      await expect(notice.getByRole('button', { name: 'Chiudi' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'small-things', 'accounts-signed-out', { fullPage: true })
      await notice.getByRole('button', { name: 'Chiudi' }).click()
      await expect(notice).toHaveCount(0)
    })
  })
}
