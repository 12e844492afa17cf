import type { Page } from '@playwright/test'
import { expect, test } from '../../fixtures/test.ts'

const description = (page: Page) => page.locator('head meta[name="description"]')

test('a visitor going from page to page sees each one named in the tab and described for search engines', async ({
  page,
}) => {
  await page.goto('/it/')
  await expect(page).toHaveTitle('Silo Shop')
  await expect(description(page)).toHaveAttribute('content', /^Silos industriali per solidi e liquidi/)

  // Moving within the app, without a new document: the head follows the page shown.
  await page.getByRole('link', { name: 'Sfoglia il catalogo' }).click()
  await expect(page).toHaveTitle('Catalogo prodotti · Silo Shop')
  await expect(description(page)).toHaveAttribute('content', /^Tutti i modelli di silo per famiglia/)

  await page.getByTestId('model-SZ-30').getByRole('link', { name: 'Configura Silo zincato 30 m³' }).click()
  await expect(page).toHaveTitle('SZ-30 · Silo zincato 30 m³ · Silo Shop')
  // A model's page is described by the model's own text.
  await expect(description(page)).toHaveAttribute(
    'content',
    'Silo zincato imbullonato per cereali e mangimi, 30 m³',
  )
  await expect(description(page)).toHaveCount(1)
})
