import { AREA_WIDTHS } from '../../fixtures/account-area.ts'
import { logInByApi, postApi } from '../../fixtures/accounts.ts'
import { checkoutBuyer, products, readCart } from '../../fixtures/cart.ts'
import { expect, expectNoSeriousA11yViolations, shoot, test } from '../../fixtures/test.ts'

test('a buyer saves a configuration, finds a colleague’s by its code among the company’s, opens it and orders it later', async ({
  page,
  browser,
}) => {
  test.slow()
  // Two colleagues of Molino Ferraresi of the journey's own: the other one saved the silo painted RAL 3020.
  const me = checkoutBuyer(20)
  const colleague = checkoutBuyer(21)
  const theirs = await browser.newContext()
  try {
    await logInByApi(theirs.request, colleague.email, colleague.password)
    await postApi(theirs.request, 'user/add_to_wishlist', products.customSilo)
  } finally {
    await theirs.close()
  }

  // I save the bag filter from its configurator.
  await logInByApi(page.request, me.email, me.password)
  await page.goto('/it/prodotti/accessori/FI-MAN')
  await expect(page.getByTestId('configuration-code')).toHaveText('FI-MAN')
  await page.getByRole('button', { name: 'Salva configurazione' }).click()
  await expect(page.getByText(/Configurazione FI-MAN (salvata|era già)/)).toBeVisible()
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await shoot(page, 'account-area', 'saved-configurations-configurator', { fullPage: true })
  }

  // The list holds both, each with who saved it; the search finds the colleague's by its code.
  const menu = page.getByRole('navigation', { name: 'Menu dell’area riservata' })
  await page.goto('/it/user/dashboard')
  await menu.getByRole('link', { name: 'Configurazioni salvate' }).click()
  await expect(page).toHaveURL('/it/user/saved-configurations')
  // The pointer left on the entry just clicked would show its hover colours to the scan below.
  await page.mouse.move(0, 0)
  const items = page.getByTestId('saved-configuration')
  await expect(items).toHaveCount(2)
  await page.getByRole('searchbox', { name: 'Cerca per codice, prodotto o nome' }).fill('sz30-60rfgm-pulmrl')
  await expect(items).toHaveCount(1)
  const silo = items.first()
  await expect(silo.getByTestId('saved-code')).toHaveText(/SZ30-60RFGM-PULMRL$/)
  await expect(silo).toContainText('Silo zincato 30 m³')
  await expect(silo).toContainText('RAL 3020 opaco')
  await expect(silo.getByTestId('saved-by')).toHaveText(/^Salvata da Carla Buyer 34 il \d{2}\/\d{2}\/\d{4}$/)
  await expect(page.getByText('1 di 2 configurazioni')).toBeVisible()
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'account-area', 'saved-configurations', { fullPage: true })
  }

  // It opens in the configurator on its code and colour.
  await silo.getByRole('link', { name: 'Apri nel configuratore' }).click()
  await expect(page).toHaveURL('/it/prodotti/SZ-30?code=SZ30-60RFGM-PULMRL&variations=18')
  await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULMRL')
  await page.goBack()

  // Later, it goes to the cart as it was saved, with its text; the line offers to save it again, already kept.
  await page.getByRole('searchbox', { name: 'Cerca per codice, prodotto o nome' }).fill('RAL 3020')
  await items.first().getByRole('button', { name: 'Aggiungi al carrello' }).click()
  await expect(items.first().getByText('Aggiunta al carrello.')).toBeVisible()
  const line = (await readCart(page.request)).lines.find(
    (l) => l.product_configuration.configuration_code === products.customSilo.configuration_code,
  )
  expect(line?.product_configuration).toMatchObject({ custom_texts: products.customSilo.custom_texts })
  await page.goto('/it/checkout')
  const cartLine = page
    .getByTestId('cart-line')
    .filter({ has: page.getByTestId('line-code').filter({ hasText: /SZ30-60RFGM-PULMRL$/ }) })
  await cartLine.getByRole('button', { name: 'Salva configurazione' }).click()
  await expect(
    page.getByText('La configurazione SZ30-60RFGM-PULMRL era già tra le configurazioni salvate.'),
  ).toBeVisible()
  await page.mouse.move(0, 0)
  for (const width of AREA_WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    await expectNoSeriousA11yViolations(page)
    await shoot(cartLine, 'account-area', 'saved-configurations-cart-line')
  }

  // The filter I saved is removed, after a question; the colleague's stays.
  await page.goto('/it/user/saved-configurations')
  const filter = items.filter({ hasText: 'FI-MAN' })
  await filter.getByRole('button', { name: 'Rimuovi' }).click()
  const question = page.getByRole('dialog', { name: /Rimuovere la configurazione salvata/ })
  await question.getByRole('button', { name: 'Sì' }).click()
  await expect(items).toHaveCount(1)
  await expect(items.first().getByTestId('saved-code')).toHaveText(/SZ30-60RFGM-PULMRL$/)
})
