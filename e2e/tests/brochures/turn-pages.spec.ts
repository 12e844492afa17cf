import {
  brochures,
  expectShownPages,
  hashPage,
  pagesAt,
  shownPages,
  swipe,
  windows,
} from '../../fixtures/brochures.ts'
import { expect, test } from '../../fixtures/test.ts'

// Every test opens its own page on seeded brochures: they can share the two workers.
test.describe.configure({ mode: 'parallel' })

const { slug, pages: total } = brochures.demo
const address = `/it/brochure/${slug}`

for (const w of windows) {
  test.describe(w.name, () => {
    test.use({ viewport: w.viewport })
    const at = (p: number) => pagesAt(p, w.isSpread, total)

    test('turns pages with the arrow keys, Home and End', async ({ page }) => {
      await page.goto(address)
      await expectShownPages(page, at(1))
      await page.keyboard.press('ArrowRight')
      await expectShownPages(page, at(2))
      expect(await hashPage(page)).toBe(2)
      await page.keyboard.press('ArrowRight')
      await expectShownPages(page, at(w.isSpread ? 4 : 3))
      await page.keyboard.press('ArrowLeft')
      await expectShownPages(page, at(2))
      await page.keyboard.press('End')
      await expectShownPages(page, at(total))
      expect(await hashPage(page)).toBe(total)
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina ${total} / ${total}`)
      await page.keyboard.press('ArrowRight')
      await page.keyboard.press('Home')
      await expectShownPages(page, at(1))
      expect(await hashPage(page)).toBe(1)
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina 1 / ${total}`)

      // Keys typed into the search stay there.
      await page.getByTestId('search').click()
      await page.getByTestId('search-input').fill('silo')
      await page.getByTestId('search-input').press('End')
      await page.getByTestId('search-input').press('ArrowLeft')
      await page.waitForTimeout(700)
      expect(await shownPages(page)).toEqual(at(1))
      expect(await hashPage(page)).toBe(1)
    })

    test('chooses a page on the range bar', async ({ page }) => {
      await page.goto(`${address}#3`)
      await expectShownPages(page, at(3))
      const range = page.getByTestId('range')
      await expect(range).toBeHidden()
      await page.getByTestId('page-indicator').click()
      await expect(range).toHaveValue('3')

      // By keyboard: the value moves with the arrows (the book stays), Enter goes there.
      await range.focus()
      for (let i = 0; i < 7; i++) await range.press('ArrowRight')
      await expect(range).toHaveValue('10')
      await expect(page.locator('.fb-range-thumb')).toHaveAttribute('src', /\/thumb-10\.jpg$/)
      expect(await shownPages(page)).toEqual(at(3))
      await range.press('Enter')
      await expectShownPages(page, at(10))
      await expect(range, 'turning a page closes the range bar').toBeHidden()
      expect(await hashPage(page)).toBe(10)

      // By pointer: releasing the thumb at the end of the track goes to the last page.
      await page.getByTestId('page-indicator').click()
      const box = await range.boundingBox()
      if (!box) throw new Error('the range bar has no box')
      await page.mouse.click(box.x + box.width - 2, box.y + box.height / 2)
      await expectShownPages(page, at(total))
      await expect(range).toBeHidden()

      // Zooming closes it too.
      await page.getByTestId('page-indicator').click()
      await expect(range).toBeVisible()
      await expect(page.getByTestId('zoom-out')).toBeDisabled()
      await page.getByTestId('zoom-in').click()
      await expect(range).toBeHidden()
      await expect(page.getByTestId('zoom-out')).toBeEnabled()
    })

    test('opens the page a link points at, and follows the address when it changes', async ({ page }) => {
      await page.goto(`${address}#7`)
      await expectShownPages(page, at(7))
      await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina 7 / ${total}`)
      await page.evaluate(() => {
        window.location.hash = '#12'
      })
      await expectShownPages(page, at(12))
      await page.evaluate(() => {
        window.location.hash = '#999'
      })
      await expectShownPages(page, at(total))
      await page.evaluate(() => {
        window.location.hash = '#2.5'
      })
      await expectShownPages(page, at(1))
    })
  })
}

test.describe('on a desktop window', () => {
  test('turns pages with the next and previous buttons, disabled at either end', async ({ page }) => {
    await page.goto(address)
    await expectShownPages(page, [1])
    const toolbarNext = page.getByTestId('next')
    const toolbarPrevious = page.getByTestId('previous')
    const [arrowPrevious, arrowNext] = [page.locator('.fb-arrow').first(), page.locator('.fb-arrow').last()]
    await expect(toolbarPrevious).toBeDisabled()
    await expect(arrowPrevious).toBeDisabled()
    await expect(
      page.getByRole('link', { name: 'Pagina iniziale' }),
      'the logo leads to the site root',
    ).toHaveAttribute('href', '/')

    await toolbarNext.click()
    await expectShownPages(page, [2, 3])
    expect(await hashPage(page)).toBe(2)
    await expect(page.getByTestId('page-indicator')).toHaveText(`Pagina 2 / ${total}`)
    await arrowNext.click()
    await expectShownPages(page, [4, 5])
    expect(await hashPage(page)).toBe(4)
    await toolbarPrevious.click()
    await expectShownPages(page, [2, 3])
    await arrowPrevious.click()
    await expectShownPages(page, [1])
    expect(await hashPage(page)).toBe(1)
    await expect(toolbarPrevious).toBeDisabled()

    await page.goto(`${address}#${total}`)
    await expectShownPages(page, [total])
    await expect(toolbarNext).toBeDisabled()
    await expect(arrowNext).toBeDisabled()
    await expect(toolbarPrevious).toBeEnabled()
  })

  test('keeps the side arrows 70 px outside the book when the window is resized', async ({ page }) => {
    await page.goto(`${address}#4`)
    await expectShownPages(page, [4, 5])
    const offsets = async () => {
      const book = await page.locator('.fb-book').boundingBox()
      const left = await page.locator('.fb-arrow').first().boundingBox()
      const right = await page.locator('.fb-arrow').last().boundingBox()
      if (!book || !left || !right) throw new Error('missing box')
      return [Math.round(book.x - left.x), Math.round(right.x + right.width - (book.x + book.width))]
    }
    expect(await offsets()).toEqual([70, 70])
    await page.setViewportSize({ width: 1000, height: 640 })
    await expect.poll(offsets).toEqual([70, 70])
  })

  test('rebuilds the book as one page when the window narrows to phone width, and back', async ({ page }) => {
    await page.goto(`${address}#6`)
    await expectShownPages(page, [6, 7])
    // A new layout opens on the page: no leaf turns from a view of the old one.
    await page.evaluate(() => {
      const w = window as { __turned?: boolean }
      w.__turned = false
      new MutationObserver(() => {
        if (document.querySelector('.fb-flipping')) w.__turned = true
      }).observe(document.body, { subtree: true, childList: true, attributes: true })
    })
    const mobileId = await page.locator('#publicIdMobile').inputValue()
    const desktopId = await page.locator('#publicId').inputValue()
    await page.setViewportSize({ width: 390, height: 844 })
    await expectShownPages(page, [6])
    await expect(page.locator('.fb-slot img')).toHaveAttribute('src', new RegExp(`/${mobileId}/6\\.jpg$`))
    await expect(page.getByTestId('next')).toBeHidden()
    await page.setViewportSize({ width: 1280, height: 800 })
    await expectShownPages(page, [6, 7])
    await expect(page.locator('.fb-slot img').first()).toHaveAttribute(
      'src',
      new RegExp(`/${desktopId}/6\\.jpg$`),
    )
    expect(await page.evaluate(() => (window as { __turned?: boolean }).__turned)).toBe(false)
  })
})

test.describe('on a desktop window', () => {
  test('turns pages while resizing the window, then leaves nothing running and no error logged', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('pageerror', (e) => errors.push(e.message))
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text())
    })
    // Counts animation frames asked for: a turn that ended must leave no loop behind (StPageFlip's issue #71).
    await page.addInitScript(() => {
      const w = window as { __frames?: number }
      w.__frames = 0
      const ask = window.requestAnimationFrame.bind(window)
      window.requestAnimationFrame = (cb) => {
        w.__frames = (w.__frames ?? 0) + 1
        return ask(cb)
      }
    })
    await page.goto(address)
    await expectShownPages(page, [1])
    // Each press turns a leaf; the resize lands while it turns, across the phone breakpoint and back.
    const isSpread = () =>
      page.evaluate(() => document.querySelector('.fb-book')?.classList.contains('fb-spread'))
    for (const width of [390, 1280, 700, 1280]) {
      await page.keyboard.press('ArrowRight')
      await page.setViewportSize({ width, height: 800 })
      // The window's resize event comes after setViewportSize returns: the next press is for the new layout.
      await expect.poll(isSpread).toBe(width > 768)
    }
    await expectShownPages(page, [4, 5])
    expect(await hashPage(page)).toBe(5)

    await expect.poll(() => page.evaluate(() => document.getAnimations().length)).toBe(0)
    const frames = () => page.evaluate(() => (window as { __frames?: number }).__frames ?? 0)
    const before = await frames()
    await page.waitForTimeout(1000)
    expect(await frames(), 'animation frames asked for while idle').toBe(before)
    expect(errors).toEqual([])
  })
})

test.describe('at phone width', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true })

  test('turns pages with a swipe, while a vertical swipe leaves the page alone', async ({ page }) => {
    await page.goto(address)
    await expectShownPages(page, [1])
    await expect(page.getByTestId('next')).toBeHidden()
    await expect(page.getByTestId('previous')).toBeHidden()
    await expect(page.locator('.fb-arrow')).toHaveCount(0)

    await swipe(page, { x: 320, y: 450 }, { x: 80, y: 460 })
    await expectShownPages(page, [2])
    expect(await hashPage(page)).toBe(2)
    await swipe(page, { x: 320, y: 450 }, { x: 80, y: 440 })
    await expectShownPages(page, [3])
    await swipe(page, { x: 80, y: 450 }, { x: 320, y: 450 })
    await expectShownPages(page, [2])
    await swipe(page, { x: 200, y: 650 }, { x: 220, y: 250 })
    await page.waitForTimeout(700)
    expect(await shownPages(page)).toEqual([2])
    expect(await hashPage(page)).toBe(2)
  })
})
