import type { Page } from '@playwright/test'
import { expect, expectNoSeriousA11yViolations, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

const TREE = '**/uploads/guida_acquisto/data/*.json'

/**
 * Opens the guide from the home page's menu, so the browser reads the page tree itself (the guide loaded at its
 * address arrives with the server's reading of it, which a route of the browser's cannot change).
 */
async function openGuideFromHome(page: Page, lang: string, link: string) {
  await page.goto(`/${lang}/`)
  await page.getByRole('banner').getByRole('link', { name: link, exact: true }).click()
}

test.describe('a visitor walks the buying guide', () => {
  test('picks solids, a volume and outdoors, reaches the products and opens one in the configurator', async ({
    page,
  }) => {
    // The page's timers run on a clock the test moves, so the 500 ms pause is checked without measuring time.
    await page.clock.install()
    await page.goto('/en/guida-acquisto')
    await expect(page.getByRole('heading', { name: 'Buying guide', level: 1 })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'What do you need to store?', level: 2 })).toBeVisible()
    const crumbs = page.getByRole('navigation', { name: 'Your path' })
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Start')

    // A pick fades the other choices at once and moves on after 500 ms.
    await page.clock.pauseAt(Date.now() + 60_000)
    await page.getByRole('button', { name: /^Solids/ }).click()
    await expect(page.getByRole('button', { name: /^Liquids/ })).toHaveAttribute('data-faded', 'true')
    await expect(page.getByRole('button', { name: /^Solids/ })).toHaveAttribute('aria-pressed', 'true')
    const next = page.getByRole('heading', { name: 'How much do you need to store?', level: 2 })
    await page.clock.runFor(450)
    await expect(next).toBeHidden()
    await page.clock.runFor(100)
    await expect(next).toBeVisible()
    await page.clock.resume()
    // The new page's heading takes the focus, so a screen reader announces it.
    await expect(next).toBeFocused()

    await page.getByRole('button', { name: /^Up to 15 m³/ }).click()
    await expect(page.getByRole('heading', { name: 'Where will it stand?', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: /^Outdoors/ }).click()
    await expect(page.getByRole('heading', { name: 'The models that suit you', level: 2 })).toBeVisible()
    await expect(crumbs.getByRole('button')).toHaveText([
      'Start',
      'How much do you need to store?',
      'Where will it stand?',
    ])
    await expect(page).toHaveURL(/percorso=solidi_volume\.solidi_piccoli\.prodotti_solidi_piccoli_esterno$/)

    await expect(page.getByRole('article')).toHaveCount(1)
    const card = page.getByRole('article', { name: /fibreglass/i })
    await expect(card).toContainText('SF-12')
    await expect(card).toContainText('the feed level shows from outside')
    await card.getByRole('button', { name: 'Configure' }).click()
    const configurator = page.getByRole('region', { name: /^Configure .*fibreglass/i })
    await expect(configurator).toBeVisible()
    // The catalogue's configurator starts on the model's default configuration, whose code begins with the model's.
    await expect(configurator.getByText(/^SF12-/).first()).toBeVisible({ timeout: 10_000 })
    await expectNoSeriousA11yViolations(page)

    // Breadcrumbs move at once (with the clock stopped, no timer can be what moves them), and a page change hides
    // the configurator.
    await page.clock.pauseAt(Date.now() + 120_000)
    await crumbs.getByRole('button', { name: 'Where will it stand?' }).click()
    await expect(page.getByRole('heading', { name: 'Where will it stand?', level: 2 })).toBeVisible()
    await expect(configurator).toBeHidden()
    await page.clock.resume()
    await page.getByRole('button', { name: /^Outdoors/ }).click()
    await expect(page.getByRole('heading', { name: 'The models that suit you', level: 2 })).toBeVisible()
    await expect(page.getByRole('region', { name: /^Configure/ })).toHaveCount(0)

    // The browser's back button walks the path back.
    await page.goBack()
    await expect(page.getByRole('heading', { name: 'Where will it stand?', level: 2 })).toBeVisible()
  })

  test('in Italian, with the keyboard, from the first page to the liquids products', async ({ page }) => {
    await page.goto('/it/guida-acquisto')
    await expect(page.getByRole('heading', { name: 'Cosa devi stoccare?', level: 2 })).toBeVisible()
    await page.getByRole('button', { name: /^Liquidi/ }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('heading', { name: 'Quanto liquido devi stoccare?' })).toBeVisible()
    await page.getByRole('button', { name: /^Oltre 10\.000 l/ }).click()
    await page.getByRole('button', { name: /^Al coperto/ }).click()
    await expect(page.getByRole('heading', { name: 'I modelli adatti a te' })).toBeVisible()
    await expect(page.getByRole('article')).toHaveCount(1)
    await expect(page.getByRole('article')).toContainText('LV-25')
    await expectNoSeriousA11yViolations(page)
  })

  test("shows 'Errore nel caricamento' when the page tree cannot load, and loads it on retry", async ({
    page,
  }) => {
    await page.route(TREE, (route) => route.abort('failed'))
    await openGuideFromHome(page, 'it', "Guida all'acquisto")
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Errore nel caricamento')
    await expect(page.getByRole('heading', { name: 'Cosa devi stoccare?' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    await page.unroute(TREE)
    await alert.getByRole('button', { name: 'Riprova' }).click()
    await expect(page.getByRole('heading', { name: 'Cosa devi stoccare?', level: 2 })).toBeVisible()
    await expect(page.getByRole('alert')).toHaveCount(0)
  })

  test("shows 'Errore nel caricamento' when the server answers an error or a broken tree", async ({
    page,
  }) => {
    await page.route(TREE, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: '{"pages":{}}' }),
    )
    await openGuideFromHome(page, 'it', "Guida all'acquisto")
    await expect(page.getByRole('alert')).toContainText('Errore nel caricamento')
    await page.unroute(TREE)
    await page.route(TREE, (route) => route.fulfill({ status: 500, body: 'oops' }))
    await openGuideFromHome(page, 'en', 'Buying guide')
    await expect(page.getByRole('alert')).toContainText('Loading error')
  })
})
