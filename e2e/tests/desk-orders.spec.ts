import type { APIRequestContext, Browser, Page } from '@playwright/test'
import { logInByApi, postApi } from '../fixtures/accounts.ts'
import { addToCartByApi, checkoutBuyer, products, readCart } from '../fixtures/cart.ts'
import { readAddresses } from '../fixtures/checkout.ts'
import { expect, openDesk, test } from '../fixtures/desk.ts'
import { waitForMail } from '../fixtures/mail.ts'
import { expectNoSeriousA11yViolations, shoot } from '../fixtures/test.ts'

// The desk's orders (issue 24 items 4, 5): staff mark a bank transfer paid, accept, ship in packages and close an
// order, the customer mailed at each step; the refunds page lists money to give back.

/** A bank-transfer order (PM5, unpaid) of the buyer: a silo and a bag filter, to the company's first address. */
async function bankOrderOf(request: APIRequestContext, buyer: { email: string; password: string }) {
  await logInByApi(request, buyer.email, buyer.password)
  await addToCartByApi(request, products.silo)
  await addToCartByApi(request, products.filter)
  const cart = await readCart(request)
  const [address] = await readAddresses(request)
  await postApi(request, 'order/get_shipping_info', {
    order: { id: cart.id, shipment_address_id: address?.id, carrier_id: 2 },
  })
  const { order } = await postApi(request, 'walletCart/createBankOrder', {
    cartId: cart.id,
    accept_terms: true,
  })
  return order as { id: number; order_ref: string }
}

/** A new bank-transfer order of checkout buyer n, made in a browser of the buyer's own, opened on the desk. */
async function openNewBankOrder(page: Page, browser: Browser, n: number) {
  const buyer = checkoutBuyer(n)
  const context = await browser.newContext()
  const order = await bankOrderOf(context.request, buyer)
  await context.close()
  await openDesk(page, `/orders/${order.id}`)
  return { buyer, order, panel: page.getByTestId('order-panel') }
}

/** Answers the open confirmation dialog with its yes button. */
async function confirm(page: Page, yes: string) {
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: yes, exact: true }).click()
  await expect(dialog).toHaveCount(0)
}

test.describe('staff fulfil orders', () => {
  test('staff accept, ship with two packages and close an order, each step mailed', async ({
    staffPage,
    browser,
  }) => {
    const page = staffPage
    const { buyer, order, panel } = await openNewBankOrder(page, browser, 17)
    await expect(panel.getByRole('heading', { name: 'Evasione dell’ordine' })).toBeVisible()
    // An unpaid bank transfer: accepted only without prepayment, or once marked paid.
    await expect(panel.getByRole('button', { name: 'Accetta senza pagamento anticipato' })).toBeVisible()
    await expect(panel.getByRole('button', { name: 'Accetta l’ordine' })).toHaveCount(0)
    await expectNoSeriousA11yViolations(page)

    // Mark paid: the total is filled in; the dialog names the amount.
    const markPaid = panel.getByRole('form', { name: 'Pagamento ricevuto con bonifico' })
    await markPaid.getByLabel('Nota (CRO, banca)').fill('CRO 0000123')
    await markPaid.getByRole('button', { name: 'Registra il pagamento' }).click()
    await confirm(page, 'Registra il pagamento')
    await expect(panel.getByText(/^Pagato il/)).toBeVisible()
    await expect(panel.getByTestId('payments-table')).toContainText('CRO 0000123')

    // Accept.
    await panel.getByRole('button', { name: 'Accetta l’ordine' }).click()
    await confirm(page, 'Accetta l’ordine')
    const accepted = await waitForMail(
      buyer.email,
      (m) => m.subject === `Ordine ${order.order_ref} accettato`,
    )
    expect(accepted.text).toContain(`/it/user/orders/${order.id}`)

    // Ship: the silo in a GLS package, the filter in a UPS one.
    const shipment = panel.getByRole('form', { name: 'Nuova spedizione' })
    await expect(shipment).toBeVisible()
    const packages = shipment.getByTestId('shipment-package')
    await packages.nth(0).getByLabel('Numero di tracciamento').fill('MI1234567890ABCDE')
    await packages
      .nth(0)
      .getByLabel(/^Quantità di 2\./)
      .fill('0')
    await shipment.getByRole('button', { name: 'Aggiungi un collo' }).click()
    await expect(packages).toHaveCount(2)
    await packages.nth(1).getByRole('combobox', { name: 'Corriere' }).click()
    await page.getByRole('option', { name: 'UPS' }).click()
    await packages.nth(1).getByLabel('Numero di tracciamento').fill('1Z999AA10123456784')
    await packages
      .nth(1)
      .getByLabel(/^Quantità di 2\./)
      .fill('1')
    await shoot(page, 'desk-orders', 'shipment-form', { fullPage: true })
    await shipment.getByRole('button', { name: 'Registra la spedizione' }).click()
    await confirm(page, 'Registra la spedizione')
    const shipped = await waitForMail(buyer.email, (m) => m.subject === `Ordine ${order.order_ref} spedito`)
    expect(shipped.text).toContain('GLS, spedizione MI1234567890ABCDE: https://www.gls-italy.com/')
    expect(shipped.text).toContain('UPS, spedizione 1Z999AA10123456784: https://www.ups.com/track')
    const list = panel.getByTestId('shipments')
    await expect(list.getByRole('link', { name: '1Z999AA10123456784' })).toHaveAttribute('href', /ups\.com/)
    await expect(panel.getByText('Tutte le righe sono spedite.')).toBeVisible()
    await expectNoSeriousA11yViolations(page)

    // Close.
    await panel.getByRole('button', { name: 'Chiudi l’ordine' }).click()
    await confirm(page, 'Chiudi l’ordine')
    await waitForMail(buyer.email, (m) => m.subject === `Ordine ${order.order_ref} completato`)
    await expect(panel.getByTestId('order-actions')).toHaveCount(0)
    await shoot(page, 'desk-orders', 'closed-order', { fullPage: true })
  })

  test('staff see money to refund and record the refund', async ({ staffPage, browser }) => {
    const page = staffPage
    const { buyer, order, panel } = await openNewBankOrder(page, browser, 18)
    await panel
      .getByRole('form', { name: 'Pagamento ricevuto con bonifico' })
      .getByRole('button', { name: 'Registra il pagamento' })
      .click()
    await confirm(page, 'Registra il pagamento')
    await panel.getByRole('button', { name: 'Annulla l’ordine' }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Motivo').fill('Il cliente ha rinunciato al telefono')
    await shoot(page, 'desk-orders', 'cancel-dialog')
    await confirm(page, 'Annulla l’ordine')
    const cancelled = await waitForMail(
      buyer.email,
      (m) => m.subject === `Ordine ${order.order_ref} annullato`,
    )
    expect(cancelled.text).toContain('Motivo: Il cliente ha rinunciato al telefono')
    await expect(panel.getByText('Da rimborsare', { exact: true }).first()).toBeVisible()

    await openDesk(page, '/refunds')
    await expect(page.getByRole('heading', { name: 'Rimborsi da fare', level: 2 })).toBeVisible()
    const row = page.getByTestId('refunds-table').getByRole('row').filter({ hasText: order.order_ref })
    await expect(row).toContainText('Ordine annullato')
    await expectNoSeriousA11yViolations(page)
    await shoot(page, 'desk-orders', 'refunds', { fullPage: true })
    await row.getByRole('button', { name: `Registra il rimborso dell’ordine ${order.order_ref}` }).click()
    await page.getByRole('dialog').getByLabel('Nota').fill('Bonifico di restituzione del 28/11')
    await confirm(page, 'Registra il rimborso')
    await expect(
      page.getByTestId('refunds-table').getByRole('row').filter({ hasText: order.order_ref }),
    ).toHaveCount(0)
  })
  test('staff use the fulfilment panel and the refunds page on a tablet and a phone', async ({
    staffPage,
    browser,
  }) => {
    const page = staffPage
    // After the refund journey, whose buyer's cart its order emptied.
    const { order, panel } = await openNewBankOrder(page, browser, 18)
    for (const width of [820, 390]) {
      await page.setViewportSize({ width, height: 900 })
      await openDesk(page, `/orders/${order.id}`)
      await expect(panel.getByRole('button', { name: 'Accetta senza pagamento anticipato' })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(panel, 'desk-orders', 'panel')
      await openDesk(page, '/refunds')
      await expect(page.getByRole('heading', { name: 'Rimborsi da fare', level: 2 })).toBeVisible()
      await expectNoSeriousA11yViolations(page)
      await shoot(page, 'desk-orders', 'refunds', { fullPage: true })
    }
  })
})
