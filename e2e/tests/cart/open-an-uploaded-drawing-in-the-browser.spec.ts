import { pdfWithActiveContent } from '../../../apps/server/src/infra/pdf/test-active-pdf.ts'
import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, products } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer opens the drawing they attached (issue 21 item 10)', () => {
  test("Chromium's PDF viewer shows the uploaded drawing inline, and none of the scripts the file carried runs", {
    tag: '@pdf-viewer',
  }, async ({ page, context }) => {
    const buyer = cartBuyer(13)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.gauge)
    await page.goto('/it/checkout')
    const sheet = page.getByTestId('line-documents')
    const chooser = page.waitForEvent('filechooser')
    await sheet.getByRole('button', { name: /^Carica PDF: / }).click()
    // A drawing with an OpenAction script and a document script that call app.alert: Chromium's viewer runs those.
    await (await chooser).setFiles({
      name: 'disegno.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from(await pdfWithActiveContent()),
    })
    await expect(sheet.getByTestId('document-notice')).toHaveText('Documento caricato correttamente')

    // Every dialog any tab opens, recorded from the moment the tab exists: a script's app.alert is one.
    const dialogs: string[] = []
    context.on('page', (tab) =>
      tab.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      }),
    )
    const view = sheet.getByTestId('document-view')
    const href = (await view.getAttribute('href')) ?? ''
    const opened = page.waitForEvent('popup')
    const answered = context.waitForEvent('response', (r) => r.url().includes('/document_view/'))
    await view.click()
    const tab = await opened
    const response = await answered

    expect(response.status()).toBe(200)
    const headers = await response.allHeaders()
    expect(headers['content-type']).toBe('application/pdf')
    expect(headers['content-disposition']).toMatch(/^inline; filename="disegno\.pdf"/)
    expect(headers['x-content-type-options']).toBe('nosniff')
    expect(headers['content-security-policy']).not.toContain('sandbox')
    expect(new URL(tab.url()).pathname).toBe(href)

    // The viewer is Chromium's PDF extension in a frame of the tab; it names the file and counts the page only
    // once the document has loaded, after the document's own open actions would have run.
    await expect.poll(() => tab.frame({ url: /^chrome-extension:/ }) !== null).toBe(true)
    const viewer = tab.frame({ url: /^chrome-extension:/ })
    if (!viewer) throw new Error("Chromium's PDF viewer did not open")
    await expect(viewer.locator('#title')).toHaveText('disegno.pdf')
    await expect(viewer.locator('#pagelength')).toHaveText('1')
    await expect(viewer.locator('#pageSelector')).toHaveValue('1')
    await expect(viewer.locator('viewer-thumbnail')).toHaveCount(1)
    expect(dialogs).toEqual([])
  })
})
