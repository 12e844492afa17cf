import {
  brochures,
  expectShownPages,
  hashPage,
  IMG_PAYLOAD,
  pagesAt,
  SCRIPT_PAYLOAD,
  windows,
} from '../../fixtures/brochures.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.demo
const address = `/it/brochure/${slug}`

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport, reducedMotion: 'reduce' })

    test('searches a word and goes to the page of a result', async ({ page }) => {
      let searchCalls = 0
      let release = () => {}
      const held = new Promise<void>((resolve) => {
        release = resolve
      })
      // The real answer, held back a moment so the loading text can be seen.
      await page.route('**/flipbook/search?**', async (route) => {
        searchCalls++
        await held
        await route.continue()
      })
      await page.goto(address)
      await expectShownPages(page, pagesAt(1, w.isSpread, total))

      await page.getByTestId('search').click()
      const input = page.getByTestId('search-input')
      await expect(input).toBeFocused()
      await input.fill('Farfalla')
      await expect(page.getByText('Attendere prego…'), 'nothing runs before Enter').toBeHidden()
      await input.press('Enter')
      await expect(page.getByText('Attendere prego…')).toBeVisible()
      release()
      const results = page.getByTestId('search-results').getByRole('button')
      await expect(results).toHaveCount(2)
      await expect(results.locator('strong')).toHaveText(['Pag. 10', 'Pag. 22'])
      await expect(results.first().locator('.fb-hit')).toHaveText('farfalla')
      const snippet = (await results.first().locator('.fb-snippet').textContent()) ?? ''
      expect(snippet).toContain('valvola a farfalla')
      expect(snippet, 'the snippet is in lower case').toBe(snippet.toLowerCase())

      await input.fill('nessuna parola del genere')
      await input.press('Enter')
      await expect(page.getByText('Nessun risultato')).toBeVisible()
      await input.fill('')
      await expect(page.getByText('Nessun risultato'), 'an empty input clears').toBeHidden()
      await expect(page.getByTestId('search-results')).toBeHidden()

      await input.fill('farfalla')
      await input.press('Enter')
      await expect(results).toHaveCount(2)
      expect(searchCalls, 'the search data is fetched once').toBe(1)

      await results.filter({ hasText: 'Pag. 22' }).click()
      await expectShownPages(page, pagesAt(22, w.isSpread, total))
      expect(await hashPage(page)).toBe(22)
      await expect(input, 'going to a page closes the search').toBeHidden()
    })

    test('opens a link carrying ?q=silo with the search open on its results', async ({ page }) => {
      await page.goto(`${address}?q=silo#5`)
      await expectShownPages(page, pagesAt(5, w.isSpread, total))
      await expect(page.getByTestId('search-input')).toHaveValue('silo')
      const headings = page.getByTestId('search-results').locator('strong')
      await expect(headings.first()).toHaveText('Pag. 1')
      expect(await headings.count()).toBeGreaterThan(10)
    })

    test('sees markup in a page text as text: it never runs', async ({ page }) => {
      const dialogs: string[] = []
      page.on('dialog', (d) => {
        dialogs.push(d.message())
        void d.dismiss()
      })
      await page.goto(`/it/brochure/${brochures.markup.slug}?q=script`)
      const snippets = page.getByTestId('search-results').locator('.fb-snippet')
      await expect(snippets).toHaveCount(1)
      await expect(snippets.first()).toContainText(SCRIPT_PAYLOAD)
      await expect(page.locator('.fb-hit').first()).toHaveText('script')

      const input = page.getByTestId('search-input')
      await input.fill('onerror')
      await input.press('Enter')
      await expect(snippets.first()).toContainText(IMG_PAYLOAD)

      // The text layer over the page picture carries the same characters, as text.
      await expect(page.locator('.fb-text text').filter({ hasText: SCRIPT_PAYLOAD })).toHaveCount(1)
      await expect(page.locator('.fb-text text').filter({ hasText: IMG_PAYLOAD })).toHaveCount(1)
      // So do the title in the page and the document title the server wrote.
      await expect(page.locator('.fb-title')).toHaveText(`Markup ${SCRIPT_PAYLOAD}`)
      expect(await page.title()).toBe(`Markup ${SCRIPT_PAYLOAD}`)

      expect(await page.locator('#flipApp script, #flipApp img[src="x"]').count()).toBe(0)
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
      expect(dialogs).toEqual([])
    })
  })
}
