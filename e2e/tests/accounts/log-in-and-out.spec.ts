import { analyticsEvents, logInByApi, sessionCookie } from '../../fixtures/accounts.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

// Every journey starts from its own browser context and account, so they share the two workers freely.
test.describe.configure({ mode: 'parallel' })

const DAY_S = 24 * 60 * 60

test.describe('a customer logs in', () => {
  test('with remember-me, sees name and company in the profile popover, then logs out', async ({
    page,
    context,
  }) => {
    await page.goto('/en/')
    await page.getByRole('button', { name: 'Log in or register' }).click()
    await page.getByRole('button', { name: 'Log in', exact: true }).click()

    const dialog = page.getByRole('dialog', { name: 'Log in' })
    await dialog.getByRole('textbox', { name: 'Email' }).fill(demo.buyer.email)
    const password = dialog.getByLabel('Password', { exact: true })
    await password.fill(demo.buyer.password)
    // Show/hide password.
    await expect(password).toHaveAttribute('type', 'password')
    await dialog.getByRole('button', { name: 'Show password' }).click()
    await expect(password).toHaveAttribute('type', 'text')
    await dialog.getByRole('checkbox', { name: 'Remember me' }).check()
    // Enter submits.
    await password.press('Enter')

    await expect(page.getByRole('dialog')).toBeHidden()
    const profile = page.getByRole('button', { name: 'Account of Marco Bianchi' })
    await expect(profile).toBeVisible()
    expect(await analyticsEvents(page)).toContain('login')

    const cookie = sessionCookie(await context.cookies())
    expect(cookie?.httpOnly).toBe(true)
    expect(cookie?.sameSite).toBe('Lax')
    const daysLeft = ((cookie?.expires ?? -1) - Date.now() / 1000) / DAY_S
    expect(daysLeft).toBeGreaterThan(29.9)
    expect(daysLeft).toBeLessThan(30.1)

    await profile.click()
    await expect(profile).toHaveAttribute('aria-expanded', 'true')
    const popover = page.locator(`[id="${await profile.getAttribute('aria-controls')}"]`)
    await expect(popover.getByText('Marco Bianchi', { exact: true })).toBeVisible()
    await expect(popover.getByText('Client code: C001024')).toBeVisible()
    await expect(popover.getByText('Molino Ferraresi S.r.l.')).toBeVisible()
    await expect(popover.getByRole('link', { name: 'My profile' })).toHaveAttribute('href', '/en/user/')
    await expect(popover.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/en/user/orders')

    await popover.getByRole('button', { name: 'Log out' }).click()
    await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible()
    // Every sign-out lands on the login page, which says so and takes the focus for screen readers (issue 13).
    await expect(page).toHaveURL('/en/login')
    const notice = page.getByRole('status').filter({ hasText: 'You have signed out of your account' })
    await expect(notice).toBeVisible()
    await expect(notice).toBeFocused()
    expect(sessionCookie(await context.cookies())).toBeUndefined()
    // The server forgot the session too; the notice was read once, so a reload shows a plain login page.
    await page.reload()
    await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible()
    await expect(page.getByText('You have signed out of your account')).toHaveCount(0)
  })

  test('signs out from the account area and lands on login, told so, with no way back in', async ({
    page,
  }) => {
    await logInByApi(page.request, demo.prospect.email, demo.prospect.password)
    await page.goto('/it/user')
    await expect(page.getByRole('heading', { name: 'Benvenuto, Giulia' })).toBeVisible()
    await page.getByRole('button', { name: /^Account di / }).click()
    await page.getByRole('button', { name: 'Esci' }).click()

    // The login page itself, not the area's "log in to come back here" (no redir).
    await expect(page).toHaveURL('/it/login')
    const notice = page.getByRole('status').filter({ hasText: 'Sei uscito dal tuo account' })
    await expect(notice).toBeVisible()
    await expect(notice).toBeFocused()
    // Dismissible from the keyboard: the close button is next, and closing puts the focus on the first field.
    await page.keyboard.press('Tab')
    await expect(notice.getByRole('button', { name: 'Chiudi' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(notice).toHaveCount(0)
    await expect(page.getByRole('textbox', { name: 'E-mail' })).toBeFocused()
    // The area's page was replaced: Back does not lead to a page that would only send here again.
    await page.goBack()
    await expect(page).not.toHaveURL(/\/it\/user/)
  })

  test('without remember-me gets a cookie that ends with the browser session', async ({ page, context }) => {
    await page.goto('/en/login')
    await page.getByRole('textbox', { name: 'Email' }).fill(demo.prospect.email)
    await page.getByLabel('Password', { exact: true }).fill(demo.prospect.password)
    await page.getByRole('button', { name: 'Log in', exact: true }).click()

    // On the login page a successful login goes to the customer area.
    await expect(page).toHaveURL('/en/user')
    await expect(page.getByRole('heading', { name: 'Welcome, Giulia' })).toBeVisible()
    const cookie = sessionCookie(await context.cookies())
    expect(cookie).toBeDefined()
    expect(cookie?.expires).toBe(-1)
  })

  test('with a wrong password sees why and stays signed out', async ({ page }) => {
    await page.goto('/en/login')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByText('This field is required.')).toHaveCount(2)

    await page.getByRole('textbox', { name: 'Email' }).fill(demo.buyer.email)
    await page.getByLabel('Password', { exact: true }).fill('Wrong#2026')
    await page.getByRole('button', { name: 'Log in', exact: true }).click()
    await expect(page.getByRole('alert')).toContainText('Wrong e-mail address or password.')
    await expect(page).toHaveURL('/en/login')
    await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible()
    expect(await analyticsEvents(page)).toContain('login_failure')
  })
})
