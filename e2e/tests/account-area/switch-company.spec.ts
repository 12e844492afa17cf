import { AREA_WIDTHS, completeAccount, linkToCompanies } from '../../fixtures/account-area.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test('a buyer linked to two companies switches to the other one and sees its name and addresses and none of the first one’s orders', async ({
  page,
  browser,
}) => {
  test.slow()
  // A buyer of the journey's own (the company is the user's, docs/decisions/035): staff link them to the demo
  // buyer's two companies, Molino Ferraresi last, so they act for it with Agrimangimi Padana as an alias.
  const account = await completeAccount(page, 'area-switch')
  await linkToCompanies(browser, account.id, ['C001187', 'C001024'])

  await page.goto('/it/user')
  await expect(page.getByTestId('dashboard-company')).toHaveText('Molino Ferraresi S.r.l.')
  const cards = page.getByTestId('dashboard-orders').or(page.getByTestId('dashboard-quotations'))
  const refLinks = cards.getByRole('link', { name: /^\d{4}-\d{6}$/ })
  await expect(refLinks.first()).toBeVisible()
  const molinoRefs = await refLinks.allTextContents()

  // The dialog lists both companies, the current one marked.
  const menu = page.getByRole('navigation', { name: 'Menu dell’area riservata' })
  await menu.getByRole('button', { name: 'Cambia azienda' }).click()
  const dialog = page.getByRole('dialog', { name: 'Cambia azienda' })
  const molino = dialog.getByRole('listitem').filter({ hasText: 'Molino Ferraresi S.r.l.' })
  await expect(molino).toContainText('Azienda corrente')
  await expect(molino.getByRole('button')).toHaveCount(0)
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'company-switch')
  }

  // Choosing the other one reloads the page onto the dashboard, acting for it.
  await dialog.getByRole('button', { name: 'Passa a Agrimangimi Padana S.p.A.' }).click()
  await expect(page).toHaveURL('/it/user/dashboard')
  await expect(page.getByTestId('dashboard-company')).toHaveText('Agrimangimi Padana S.p.A.')
  await expect(page.getByTestId('dashboard')).toBeVisible()
  for (const ref of molinoRefs) await expect(page.getByText(ref, { exact: true })).toHaveCount(0)
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'dashboard', { fullPage: true })
  }

  // Its addresses are the new company's.
  await menu.getByRole('link', { name: 'Indirizzi' }).click()
  const billing = page.getByTestId('address-book').filter({ hasText: 'Dati di fatturazione' })
  await expect(billing.getByTestId('address-card')).toContainText('Cremona')
  await expect(page.getByText('Bologna')).toHaveCount(0)
  await expect(page.getByTestId('no-client-notice')).toHaveCount(0)

  // Back again: the dialog now marks Agrimangimi as the current company.
  await menu.getByRole('button', { name: 'Cambia azienda' }).click()
  await expect(dialog.getByRole('listitem').filter({ hasText: 'Agrimangimi Padana S.p.A.' })).toContainText(
    'Azienda corrente',
  )
})
