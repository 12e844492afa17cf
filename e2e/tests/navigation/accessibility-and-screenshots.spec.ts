import type { Page } from '@playwright/test'
import { windows } from '../../fixtures/brochures.ts'
import { untilStill } from '../../fixtures/checkout.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

async function scan(page: Page) {
  await untilStill(page)
  await expectNoSeriousA11yViolations(page)
}

for (const win of windows) {
  const isPhone = !win.isSpread
  test.describe(`the header passes an axe scan ${win.name}`, () => {
    test.use({ viewport: win.viewport })

    test('the home page with the header, and the search with its hint and its suggestions', async ({
      page,
    }) => {
      await page.goto('/it/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await scan(page)
      await shoot(page, 'navigation', 'home', { fullPage: true })

      if (isPhone) await page.getByRole('button', { name: 'Cerca', exact: true }).click()
      const search = page.getByRole('combobox', { name: 'Cerca nel catalogo' })
      await search.click()
      await expect(page.getByText(/Cerca per nome o codice/)).toBeVisible()
      await scan(page)
      await shoot(page, 'navigation', 'search-hint')

      await search.fill('silo')
      await expect(page.getByRole('option').first()).toContainText('Silo zincato 30 m³')
      await search.press('ArrowDown')
      await scan(page)
      await shoot(page, 'navigation', 'search-suggestions')

      await search.fill('SZ30-60R')
      await expect(page.getByRole('option').first()).toContainText('Codice troppo corto')
      await scan(page)
      await shoot(page, 'navigation', 'search-code')

      await search.fill('zzqx')
      await expect(page.getByTestId('search-message')).toBeVisible()
      await scan(page)
      await shoot(page, 'navigation', 'search-nothing')
    })

    test(isPhone ? 'the menu drawer, a family open' : 'the product menu, open', async ({ page }) => {
      await page.goto('/it/prodotti/SZ-30')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      if (isPhone) {
        await page.getByRole('button', { name: 'Menu' }).click()
        const drawer = page.getByRole('dialog', { name: 'Menu' })
        await expect(drawer).toBeVisible()
        await scan(page)
        await shoot(page, 'navigation', 'drawer')
        await drawer.getByRole('button', { name: 'Silos per solidi' }).click()
        await expect(drawer.getByRole('link', { name: /Silo zincato 30 m³/ })).toBeVisible()
        await scan(page)
        await shoot(page, 'navigation', 'drawer-family-open')
      } else {
        await page.getByRole('button', { name: 'Prodotti' }).click()
        await expect(page.getByRole('link', { name: /Silo zincato 30 m³/ })).toHaveAttribute(
          'aria-current',
          'page',
        )
        await scan(page)
        await shoot(page, 'navigation', 'menu')
      }
    })
  })
}
