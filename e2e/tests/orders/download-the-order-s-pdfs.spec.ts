import fs from 'node:fs'
import { readPdfText } from '../../../apps/server/src/infra/pdf/test-pdf-text.ts'
import { activeItem, scanBothWidths, signInDemoBuyer } from '../../fixtures/orders.ts'
import { expect, test } from '../../fixtures/test.ts'

// The demo's confirmed order of Molino Ferraresi (demo-lifecycle.data.ts 'confirmed').
const REFERENCE = 'ODA-2026-0388'

test("the buyer downloads the order's PDF and its order form from the order's page, each named after the order", async ({
  page,
}) => {
  await signInDemoBuyer(page)
  const { id, order_ref } = await activeItem(page.request, 'orders', REFERENCE)
  await page.goto(`/it/user/orders/${id}`)
  const pdfs = page.getByRole('region', { name: 'Documenti PDF' })
  await expect(pdfs).toBeVisible()
  await scanBothWidths(page, 'order-pdfs')

  const save = async (name: string, fileName: string) => {
    const downloading = page.waitForEvent('download')
    await pdfs.getByRole('link', { name }).click()
    const download = await downloading
    expect(download.suggestedFilename()).toBe(fileName)
    return (await readPdfText(new Uint8Array(fs.readFileSync(await download.path())))).join(' ')
  }
  const order = await save("Scarica l'ordine (PDF)", `Ordine-${order_ref}.pdf`)
  expect(order).toContain(`Ordine ${order_ref}`)
  expect(order).toContain(`Vostro riferimento ${REFERENCE}`)
  expect(order).toContain('Totale IVA inclusa')
  const form = await save("Scarica il modulo d'ordine da firmare (PDF)", `Modulo-ordine-${order_ref}.pdf`)
  expect(form).toContain(`Modulo d'ordine ${order_ref}`)
  expect(form).toContain('Timbro e firma del cliente')
})
