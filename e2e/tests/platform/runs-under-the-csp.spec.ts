import type { Page } from '@playwright/test'
import { brochures } from '../../fixtures/brochures.ts'
import { demo, expect, test } from '../../fixtures/test.ts'

test.describe.configure({ mode: 'parallel' })

/**
 * Every Content-Security-Policy violation the page reports, from the console and from the
 * securitypolicyviolation event (which also catches what a script swallows).
 */
async function watchCsp(page: Page): Promise<() => Promise<string[]>> {
  const seen: string[] = []
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) seen.push(message.text())
  })
  await page.addInitScript(() => {
    const w = window as unknown as { cspViolations: string[] }
    w.cspViolations = []
    document.addEventListener('securitypolicyviolation', (e) => {
      w.cspViolations.push(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      )
    })
  })
  return async () => [
    ...seen,
    ...(await page.evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])),
  ]
}

test('the shop runs under its Content-Security-Policy: home, log-in, a product page', async ({ page }) => {
  const violations = await watchCsp(page)
  const first = await page.goto('/en/')
  expect(first?.headers()['content-security-policy']).toContain("script-src 'self'")
  await expect(page.getByRole('button', { name: 'Log in or register' })).toBeVisible()
  expect(await violations()).toEqual([])

  // The log-in dialog posts with the XSRF token the page's answer set.
  await page.getByRole('button', { name: 'Log in or register' }).click()
  await page.getByRole('button', { name: 'Log in', exact: true }).click()
  const dialog = page.getByRole('dialog', { name: 'Log in' })
  await dialog.getByRole('textbox', { name: 'Email' }).fill(demo.buyer.email)
  await dialog.getByLabel('Password', { exact: true }).fill(demo.buyer.password)
  await dialog.getByLabel('Password', { exact: true }).press('Enter')
  await expect(page.getByRole('button', { name: 'Account of Marco Bianchi' })).toBeVisible()
  expect(await violations()).toEqual([])

  await page.goto('/it/prodotti/SZ-30?code=SZ30-60RFGM-PULM')
  await expect(page.getByTestId('configuration-code')).toHaveText('SZ30-60RFGM-PULM')
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

test('the brochure runs under the Content-Security-Policy, its preload script included', async ({ page }) => {
  const violations = await watchCsp(page)
  await page.goto(`/it/brochure/${brochures.demo.slug}#3`)
  // The inline preload script ran: it is the one that adds these links.
  await expect(page.locator('link[rel="preload"][as="image"]')).not.toHaveCount(0)
  await page.waitForLoadState('networkidle')
  await page.keyboard.press('ArrowRight')
  await page.waitForLoadState('networkidle')
  expect(await violations()).toEqual([])
})

for (const address of [
  '/it/prodotti',
  '/it/prodotti/documentazione-codici',
  '/it/prodotti/wizard',
  '/it/guida-acquisto',
]) {
  test(`${address} runs under the Content-Security-Policy`, async ({ page }) => {
    const violations = await watchCsp(page)
    await page.goto(address)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.waitForLoadState('networkidle')
    expect(await violations()).toEqual([])
  })
}
