import type { Locator, Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })
test.use({ viewport: { width: 1280, height: 800 } })

/** Presses Tab (or Shift+Tab) until `target` has the focus: the header's order may grow, the test should not. */
async function tabTo(page: Page, target: Locator, key: 'Tab' | 'Shift+Tab' = 'Tab') {
  for (let i = 0; i < 30; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return
    await page.keyboard.press(key)
  }
  await expect(target).toBeFocused()
}

test('a visitor finds a model through the product menu, with the keyboard only', async ({ page }) => {
  await page.goto('/it/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' })
  const products = nav.getByRole('button', { name: 'Prodotti' })
  await tabTo(page, products)
  await expect(products).toHaveAttribute('aria-expanded', 'false')

  // Enter opens the panel it controls, Escape closes it and leaves the focus on the button.
  await page.keyboard.press('Enter')
  await expect(products).toHaveAttribute('aria-expanded', 'true')
  const panel = page.locator(`[id="${await products.getAttribute('aria-controls')}"]`)
  await expect(panel.getByRole('list', { name: 'Silos per solidi' }).getByRole('link')).toHaveCount(6)
  await expect(panel.getByRole('list', { name: 'Serbatoi per liquidi' }).getByRole('link')).toHaveCount(4)
  await expect(panel.getByRole('link', { name: 'Tutti i prodotti e i ricambi' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(products).toHaveAttribute('aria-expanded', 'false')
  await expect(panel).toBeHidden()
  await expect(products).toBeFocused()

  // Space opens it too; the arrow keys move through its links, round the ends, and Home goes back to the first.
  await page.keyboard.press('Space')
  await expect(products).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('ArrowDown')
  const first = panel.getByRole('link', { name: 'Silo zincato 30 m³ SZ-30' })
  await expect(first).toBeFocused()
  await page.keyboard.press('ArrowUp')
  await expect(panel.getByRole('link', { name: 'Documentazione codici' })).toBeFocused()
  await page.keyboard.press('Home')
  await expect(first).toBeFocused()
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown')
  const inox45 = panel.getByRole('link', { name: 'Silo inox 45 m³ SI-45' })
  await expect(inox45).toBeFocused()

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL('/it/prodotti/SI-45')
  await expect(page.getByRole('heading', { name: 'Silo inox 45 m³', level: 1 })).toBeVisible()
  await expect(products).toHaveAttribute('aria-expanded', 'false')

  // On the model's page the menu says where the visitor is; the arrow down from the button opens it on the first link.
  // The followed link has gone with the panel: the way back to the button is one Shift+Tab or so.
  await tabTo(page, products, 'Shift+Tab')
  await page.keyboard.press('ArrowDown')
  await expect(first).toBeFocused()
  await expect(inox45).toHaveAttribute('aria-current', 'page')
  await expect(first).not.toHaveAttribute('aria-current')
  // Leaving the menu with Tab closes it.
  await page.keyboard.press('End')
  await expect(panel.getByRole('link', { name: 'Documentazione codici' })).toBeFocused()
  await page.keyboard.press('Tab')
  await expect(products).toHaveAttribute('aria-expanded', 'false')
})

test('the other main links lead to the guided configurator, the buying guide and the newest brochure', async ({
  page,
}) => {
  await page.goto('/it/')
  const nav = page.getByRole('navigation', { name: 'Navigazione principale' })
  await nav.getByRole('link', { name: 'Configuratore guidato' }).click()
  await expect(page).toHaveURL('/it/prodotti/wizard')
  await expect(nav.getByRole('link', { name: 'Configuratore guidato' })).toHaveAttribute(
    'aria-current',
    'page',
  )
  // The wizard lives under /prodotti, but it is not the product menu's page.
  await expect(nav.getByRole('button', { name: 'Prodotti' })).not.toHaveAttribute('data-active')

  await nav.getByRole('link', { name: "Guida all'acquisto" }).click()
  await expect(page).toHaveURL('/it/guida-acquisto')
  await expect(page.getByRole('heading', { name: "Guida all'acquisto", level: 1 })).toBeVisible()

  await nav.getByRole('link', { name: 'Brochure' }).click()
  await expect(page).toHaveURL('/it/brochure/catalogo-2026')
  await expect(page.locator('#flipApp')).toBeVisible()
})
