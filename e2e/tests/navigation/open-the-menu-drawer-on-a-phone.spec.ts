import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })
test.use({ viewport: { width: 390, height: 844 } })

test('a visitor on a phone opens the menu drawer and reaches the buying guide', async ({ page }) => {
  await page.goto('/it/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  // The desktop navigation gives way to a menu button.
  await expect(page.getByRole('navigation', { name: 'Navigazione principale' })).toBeHidden()
  const menu = page.getByRole('button', { name: 'Menu' })
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await menu.click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  await expect(drawer).toBeVisible()
  await expect(menu).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('combobox', { name: 'Cerca nel catalogo' })).toBeVisible()

  // The focus stays inside while it is open.
  for (let i = 0; i < 15; i++) {
    await page.keyboard.press('Tab')
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true)
  }
  // Escape closes it and gives the focus back to the button.
  await page.keyboard.press('Escape')
  await expect(drawer).toBeHidden()
  await expect(menu).toBeFocused()
  await expect(menu).toHaveAttribute('aria-expanded', 'false')

  await page.keyboard.press('Enter')
  await expect(drawer).toBeVisible()
  // Each family opens under its name.
  const solids = drawer.getByRole('button', { name: 'Silos per solidi' })
  await expect(solids).toHaveAttribute('aria-expanded', 'false')
  await expect(drawer.getByRole('link', { name: /Silo zincato 30 m³/ })).toBeHidden()
  await solids.click()
  await expect(solids).toHaveAttribute('aria-expanded', 'true')
  await expect(drawer.getByRole('link', { name: /Silo zincato 30 m³/ })).toBeVisible()

  await drawer.getByRole('link', { name: "Guida all'acquisto" }).click()
  await expect(page).toHaveURL('/it/guida-acquisto')
  await expect(drawer).toBeHidden()
  await expect(page.getByRole('heading', { name: "Guida all'acquisto", level: 1 })).toBeVisible()

  // Opened again, it marks where the visitor is.
  await menu.click()
  await expect(drawer.getByRole('link', { name: "Guida all'acquisto" })).toHaveAttribute(
    'aria-current',
    'page',
  )
})

test('a visitor on a phone searches a code from the search button', async ({ page }) => {
  await page.goto('/it/guida-acquisto')
  const button = page.getByRole('button', { name: 'Cerca', exact: true })
  await button.click()
  const drawer = page.getByRole('dialog', { name: 'Menu' })
  const search = drawer.getByRole('combobox', { name: 'Cerca nel catalogo' })
  await expect(search).toBeFocused()
  await search.fill('SZ30-60RFGM-PULM')
  await expect(drawer.getByRole('option', { name: /SZ30-60RFGM-PULM/ })).toContainText('Codice valido')
  // Escape closes the suggestions first, the drawer only with a second press.
  await search.press('Escape')
  await expect(drawer.getByRole('listbox')).toBeHidden()
  await expect(drawer).toBeVisible()
  await search.press('Enter')
  await expect(page).toHaveURL('/it/prodotti/SZ-30?code=SZ30-60RFGM-PULM')
  await expect(drawer).toBeHidden()
  await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
})
