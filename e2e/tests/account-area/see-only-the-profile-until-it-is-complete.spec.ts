import { AREA_WIDTHS } from '../../fixtures/account-area.ts'
import { signUpByApi } from '../../fixtures/accounts.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test('a new user, e-mail not verified and no password, is sent to the profile and finds the rest of the menu closed', async ({
  page,
}) => {
  // The shop's own sign-up: the address waits for its link and the account has no password yet.
  const account = await signUpByApi(page.request, { lang: 'it', prefix: 'area-gated' })
  const areaCalls: string[] = []
  page.on('request', (r) => {
    if (/\/api\/front\/user\/(get_active_orders|addresses)/.test(r.url())) areaCalls.push(r.url())
  })

  // Any screen of the area but the dashboard and the profile leads to the profile.
  for (const path of [
    '/it/user/orders',
    '/it/user/quotations/1',
    '/it/user/address',
    '/it/user/price-list',
  ]) {
    await page.goto(path)
    await expect(page).toHaveURL('/it/user/profile')
  }
  await expect(page.getByRole('heading', { name: 'Il tuo profilo', level: 1 })).toBeVisible()
  const gaps = page.getByTestId('profile-gaps')
  await expect(gaps.getByRole('listitem')).toHaveText([
    'confermare il tuo indirizzo e-mail con il link che ti abbiamo inviato',
    'scegliere una password (qui sotto)',
  ])
  await expect(page.getByRole('button', { name: 'Invia di nuovo l’e-mail' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'E-mail', exact: true })).toHaveValue(account.email)

  // The menu: the dashboard and the profile open, every other entry closed with its reason.
  const menu = page.getByRole('navigation', { name: 'Menu dell’area riservata' })
  await expect(menu.getByRole('link', { name: 'Profilo' })).toHaveAttribute('aria-current', 'page')
  await expect(menu.getByRole('link', { name: 'Riepilogo' })).not.toHaveAttribute('aria-disabled', 'true')
  for (const name of ['Preventivi', 'Ordini', 'Indirizzi', 'Listino prezzi']) {
    const entry = menu.getByRole('link', { name })
    await expect(entry).toHaveAttribute('aria-disabled', 'true')
    await expect(entry).toHaveAccessibleDescription(
      'Preventivi, ordini, indirizzi e listino si aprono quando il profilo è completo.',
    )
    await expect(entry).not.toHaveAttribute('href')
  }
  // A closed entry is in the keyboard's order (its reason can be heard) and leads nowhere.
  await menu.getByRole('link', { name: 'Ordini' }).focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/it/user/profile')

  // The dashboard holds the prompts and no card; nothing of the area was asked of the server.
  await menu.getByRole('link', { name: 'Riepilogo' }).click()
  await expect(page).toHaveURL('/it/user/dashboard')
  await expect(page.getByText('Verifica il tuo indirizzo e-mail', { exact: true })).toBeVisible()
  await expect(page.getByTestId('dashboard-quotations')).toHaveCount(0)
  expect(areaCalls).toEqual([])

  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    for (const [path, name] of [
      ['/it/user/profile', 'gated-profile'],
      ['/it/user/dashboard', 'gated-dashboard'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByTestId('area-menu')).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'account-area', name, { fullPage: true })
    }
  }
})
