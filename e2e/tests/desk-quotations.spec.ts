import type { APIRequestContext, Page } from '@playwright/test'
import { postApi, signUpByApi } from '../fixtures/accounts.ts'
import { addToCartByApi, products, readCart } from '../fixtures/cart.ts'
import { expect, openDesk, test } from '../fixtures/desk.ts'
import { waitForMail } from '../fixtures/mail.ts'
import { expectNoSeriousA11yViolations, shoot } from '../fixtures/test.ts'

// The desk prices quotation requests and answers modification requests (issue 24 items 2, 3).

test.describe.configure({ mode: 'parallel' })

const PASSWORD = 'Quotazione#2026'

/** A new customer (English) signed in on `request`, with a quotation request of a priced silo and one to quote. */
async function quotationRequest(request: APIRequestContext) {
  const account = await signUpByApi(request, { password: PASSWORD, lang: 'en', prefix: 'desk-quote' })
  await addToCartByApi(request, products.silo)
  await addToCartByApi(request, products.customSilo)
  const cart = (await readCart(request)) as { id: number; version?: number }
  const { order } = await postApi(request, 'cart/submit', {
    cart: { id: cart.id, version: cart.version },
    quote_or_order: 'quote',
    is_save_quote: false,
    submission_key: crypto.randomUUID(),
  })
  return { email: account.email, id: order.id as number, ref: order.order_ref as string }
}

/** The staff member's calls from the page's own session (its XSRF cookie), as the screens make them. */
async function staffCall(page: Page, method: 'PUT' | 'POST', url: string, data: unknown) {
  const cookies = await page.context().cookies()
  const token = cookies.find((c) => c.name === 'XSRF-TOKEN')?.value ?? ''
  const res = await page.request.fetch(url, { method, data, headers: { 'X-XSRF-TOKEN': token } })
  expect(res.status(), await res.text()).toBe(200)
  return res.json()
}

/** Prices the line to quote at 12.000,00 € and sends the quotation, through the desk's API. */
async function priceAndSendByApi(page: Page, id: number) {
  const { desk } = await (await page.request.get(`/api/desk/orders/${id}`)).json()
  const lines = desk.lines.map((l: { id: number; to_quote: boolean }) => ({
    id: l.id,
    ...(l.to_quote ? { price: 1_200_000 } : {}),
  }))
  const saved = await staffCall(page, 'PUT', `/api/desk/quotations/${id}`, { version: desk.version, lines })
  await staffCall(page, 'POST', `/api/desk/quotations/${id}/send`, { version: saved.desk.version })
}

test('staff price a request with a line to be quoted and send it, and the customer receives the mail', async ({
  staffPage: page,
  request,
}) => {
  test.slow()
  const quote = await quotationRequest(request)
  await openDesk(page, '/quotations')
  await expect(page.getByRole('heading', { name: 'Preventivi', level: 2 })).toBeVisible()
  await page.getByRole('searchbox', { name: 'Cerca' }).fill(quote.ref)
  // The search is in the address once typing pauses: the list is the search's, not the first page's before it.
  await expect(page).toHaveURL(new RegExp(`[?&]q=${quote.ref}`))
  const row = page.getByTestId('desk-list').getByRole('row').filter({ hasText: quote.ref })
  await expect(row).toHaveCount(1)
  await expect(row).toContainText('1 da quotare')
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'desk', 'quotations-list')

  // Enter on the row opens it, as a click does.
  await row.focus()
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { name: `Preventivo ${quote.ref}` })).toBeVisible()
  await expect(page.getByTestId('desk-line')).toHaveCount(2)
  await expect(page.getByRole('button', { name: 'Invia al cliente' })).toBeDisabled()
  await expectNoSeriousA11yViolations(page)

  await page.getByRole('textbox', { name: /Prezzo unitario di/ }).fill('12000')
  await page.getByRole('textbox', { name: 'Tempi di consegna' }).fill('6 settimane')
  const totals = page.getByTestId('pricing-totals')
  await expect(totals).not.toContainText('Indica un prezzo')
  await expect(totals).toContainText('Totale IVA inclusa')
  await shoot(page, 'desk', 'quotation-pricing')
  await page.getByRole('button', { name: 'Invia al cliente' }).click()
  const dialog = page.getByRole('dialog', { name: `Inviare il preventivo ${quote.ref}?` })
  await expect(dialog).toContainText(quote.email)
  await expectNoSeriousA11yViolations(page)
  await dialog.getByRole('button', { name: 'Invia al cliente' }).click()

  await expect(page.getByText('Da approvare').first()).toBeVisible()
  await expect(page.getByRole('button', { name: /Revisione 0/ })).toBeVisible()
  const mail = await waitForMail(quote.email, (m) => m.subject === `Your quotation ${quote.ref} is ready`)
  expect(mail.text).toContain(`/en/user/quotations/${quote.id}`)
  expect(mail.text).toContain('6 settimane')
})

test('staff answer a modification request with a new revision', async ({ staffPage: page, request }) => {
  test.slow()
  const quote = await quotationRequest(request)
  await openDesk(page)
  await priceAndSendByApi(page, quote.id)
  await postApi(request, 'order/ask_modification', { id: quote.id, note: 'Please add a second filter' })

  await openDesk(page, '/quotations?flag=modification')
  const row = page.getByTestId('desk-list').getByRole('row').filter({ hasText: quote.ref })
  await expect(row).toContainText('Modifica richiesta')
  await row.getByRole('link', { name: quote.ref }).click()
  await expect(page.getByRole('heading', { name: `Preventivo ${quote.ref} · revisione 1` })).toBeVisible()
  await expect(page.getByText('Il cliente chiede una modifica')).toBeVisible()
  await expect(page.getByText('Please add a second filter').first()).toBeVisible()

  await page.getByRole('textbox', { name: 'Costi aggiuntivi' }).fill('150')
  await page.getByRole('button', { name: 'Invia al cliente' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Invia al cliente' }).click()
  await expect(page.getByRole('button', { name: /Revisione 1/ })).toBeVisible()
  // The earlier revision stays readable with the customer's reason.
  await page.getByRole('button', { name: /Revisione 0/ }).click()
  await expect(page.getByText('Please add a second filter').last()).toBeVisible()
  await expectNoSeriousA11yViolations(page)
  await shoot(page, 'desk', 'quotation-revisions')
  await expect
    .poll(() => waitForMail(quote.email, (m) => m.subject.endsWith('is ready')).then(() => true))
    .toBe(true)
})

test('a customer who opens the desk gets the 404 page', async ({ page }) => {
  await signUpByApi(page.request, { password: PASSWORD, lang: 'it', prefix: 'desk-nobody' })
  await page.goto('/it/desk/quotations')
  await expect(page.getByTestId('desk-header')).toHaveCount(0)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
