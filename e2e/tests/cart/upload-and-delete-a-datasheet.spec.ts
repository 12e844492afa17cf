import { logInByApi } from '../../fixtures/accounts.ts'
import { addToCartByApi, cartBuyer, onePagePdf, products } from '../../fixtures/cart.ts'
import { expect, test } from '../../fixtures/test.ts'

test.describe('a buyer attaches the datasheet a special accessory needs', () => {
  test('uploads it, views it, and deletes it after confirming; a file that is no PDF is refused at once', async ({
    page,
  }) => {
    const buyer = cartBuyer(7)
    await logInByApi(page.request, buyer.email, buyer.password)
    await addToCartByApi(page.request, products.gauge)
    await page.goto('/it/checkout')
    const sheet = page.getByTestId('line-documents')
    await expect(sheet).toContainText('Scheda tecnica:')
    const upload = sheet.getByRole('button', { name: /^Carica PDF: / })

    // Not a PDF: said before anything is sent.
    const sent: string[] = []
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url().includes('/document')) sent.push(r.url())
    })
    let chooser = page.waitForEvent('filechooser')
    await upload.click()
    await (await chooser).setFiles({
      name: 'scheda.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('no pdf'),
    })
    await expect(sheet.getByTestId('document-notice')).toHaveText(/PDF/)
    expect(sent).toEqual([])

    chooser = page.waitForEvent('filechooser')
    await upload.click()
    await (await chooser).setFiles({
      name: 'radar-datasheet.pdf',
      mimeType: 'application/pdf',
      buffer: await onePagePdf(),
    })
    await expect(sheet.getByTestId('document-notice')).toHaveText('Documento caricato correttamente')
    const view = sheet.getByTestId('document-view')
    await expect(view).toHaveText('Vedi radar-datasheet.pdf')
    const href = (await view.getAttribute('href')) ?? ''
    expect(href).toMatch(/^\/api\/front\/order\/\d+\/document_view\/\d+$/)
    const shown = await page.request.get(href)
    expect(shown.headers()['content-type']).toContain('application/pdf')

    await sheet.getByRole('button', { name: 'Elimina radar-datasheet.pdf' }).click()
    const confirm = page.getByRole('dialog', { name: 'Sei sicuro di voler cancellare il documento?' })
    await confirm.getByRole('button', { name: 'Sì' }).click()
    await expect(view).toHaveCount(0)
    await expect(upload).toBeVisible()
  })
})
