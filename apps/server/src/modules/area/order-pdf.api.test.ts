import { formatMoney } from '@shop/domain/catalog/money'
import { areaOrderResponse } from '@shop/domain/orders/area-schemas'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { orders, users } from '../../db/schema/index.ts'
import { A4 } from '../../infra/pdf/document-builder.ts'
import { plainSpaces, readPdfText } from '../../infra/pdf/test-pdf-text.ts'
import type { Agent } from '../accounts/test-agent.ts'
import { cartTestApp, expectKo, newClient, newVisitor } from '../cart/test-cart.ts'
import { signedIn } from '../desk/test-desk-orders.ts'
import { AREA, aliasRecords, quotationOf } from './test-area.ts'

// GET order/pdf/{id} and order/orderpdf/{id} (issue 26 item 1): read back with pdf.js, every line's code and the
// totals as the detail answers them, in the request's language; anyone else's order 404 as the detail.

const { t } = await cartTestApp('100')
const buyer = await signedIn(t, 'buyer')

const pdfPath = (id: number | string, kind: 'pdf' | 'orderpdf' = 'pdf', lang?: string) =>
  `/api/front/order/${kind}/${id}${lang ? `?lang=${lang}` : ''}`

async function demoOrder(reference: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(eq(orders.referenceClientCode, reference))
  if (!row) throw new Error(`no demo order ${reference}`)
  return row.id
}

async function detailOf(agent: Agent, id: number, lang: string) {
  const res = await agent.post(AREA.detail, { id }, { headers: { 'x-lang': lang } })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return areaOrderResponse.parse(res.json())
}

/** The PDF's pages' text, after checking it is a downloadable A4 PDF named `fileName`. */
async function pdfOf(agent: Agent, url: string, fileName: string) {
  const res = await agent.get(url)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  expect(res.headers['content-type']).toBe('application/pdf')
  expect(res.headers['cache-control']).toContain('no-store')
  expect(res.headers['content-disposition']).toContain(`attachment; filename="${fileName}"`)
  const bytes = new Uint8Array(res.rawPayload)
  const doc = await PDFDocument.load(bytes)
  for (const page of doc.getPages()) expect(page.getSize()).toEqual({ width: A4[0], height: A4[1] })
  const pages = await readPdfText(bytes)
  pages.forEach((text, i) => {
    expect(text).toMatch(new RegExp(`(Pagina|Page|Seite|Página) ${i + 1} / ${pages.length}`))
  })
  return pages.join(' ')
}

describe('the order PDF', () => {
  it('names the order, every line by its code and sections, and the totals as the detail answers them, in Italian', async () => {
    // A silo (a base model with its sections) and a filter sold alone (a replacement accessory).
    for (const reference of ['ODA-2026-0388', 'ODA-2026-0197']) {
      const id = await demoOrder(reference)
      const { order } = await detailOf(buyer, id, 'it')
      const text = await pdfOf(buyer, pdfPath(id, 'pdf', 'it'), `Ordine-${order.order_ref}.pdf`)
      expect(text).toContain(`Ordine ${order.order_ref}`)
      expect(text).toContain(`Vostro riferimento ${reference}`)
      for (const label of [
        'Fornitore',
        'Cliente',
        'Indirizzo di consegna',
        'Totale IVA inclusa',
        'Prezzo scontato',
      ])
        expect(text).toContain(label)
      expect(order.lines.length).toBeGreaterThan(0)
      for (const line of order.lines) {
        const configuration = line.product_configuration
        expect(text).toContain(configuration.configuration_code)
        expect(text).toContain(plainSpaces(line.product.name))
        // Each section as the cart shows it; a replacement accessory's own line only by its variation.
        for (const a of configuration.accessories)
          if (configuration.type === 'B' || a.attributes_variations.length > 0)
            expect(text).toContain(`${plainSpaces(a.description_short)} (${a.configuration_code})`)
        if (line.line_final_price !== null)
          expect(text).toContain(plainSpaces(formatMoney(line.line_final_price, 'it')))
      }
      for (const cents of [order.order_final_price, order.iva_total, order.order_final_price_iva])
        expect(text).toContain(plainSpaces(formatMoney(cents ?? -1, 'it')))
      expect(text).toContain(plainSpaces(order.billing?.ragione ?? 'no billing'))
      // The provider's identity from the settings (decision 026), and the terms.
      expect(text).toContain('Silo Shop Demo S.r.l.')
      expect(text).toMatch(/Pagamento \S/)
    }
  })

  it("speaks the request's language: English labels and figures, and German and French letters read back", async () => {
    const id = await demoOrder('ODA-2026-0197')
    const { order } = await detailOf(buyer, id, 'en')
    const text = await pdfOf(buyer, pdfPath(id, 'pdf', 'en'), `Order-${order.order_ref}.pdf`)
    for (const label of [
      'Supplier',
      'Customer',
      'Delivery address',
      'Total including VAT',
      'Delivery and payment terms',
    ])
      expect(text).toContain(label)
    expect(text).toContain(plainSpaces(formatMoney(order.order_final_price_iva ?? -1, 'en')))
    // Without ?lang= the request's language (X-Lang, Accept-Language) is the document's.
    const res = await buyer.get(pdfPath(id), { headers: { 'accept-language': 'de-DE,de;q=0.9' } })
    const german = (await readPdfText(new Uint8Array(res.rawPayload))).join(' ')
    expect(german).toContain('Gesamtsumme inkl. MwSt.')
    expect(german).toContain('Liefer- und Zahlungsbedingungen')
    const french = await pdfOf(buyer, pdfPath(id, 'pdf', 'fr'), `Commande-${order.order_ref}.pdf`)
    expect(french).toContain('Délai de livraison')
    expect(french).toContain(plainSpaces(formatMoney(order.order_final_price_iva ?? -1, 'fr')))
  })

  it('says until when a quotation’s prices hold', async () => {
    const { agent, order } = await quotationOf(t, await newClient(t))
    expect(order.quotation_valid_until).not.toBeNull()
    const until = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Rome' }).format(
      new Date(order.quotation_valid_until ?? 0),
    )
    const text = await pdfOf(agent, pdfPath(order.id, 'pdf', 'it'), `Preventivo-${order.order_ref}.pdf`)
    expect(text).toContain(`Prezzi validi fino al ${until}`)
    expect(text).toContain(`Preventivo ${order.order_ref}`)
    for (const line of order.lines) expect(text).toContain(line.product_configuration.configuration_code)
    const english = await pdfOf(agent, pdfPath(order.id, 'pdf', 'en'), `Quotation-${order.order_ref}.pdf`)
    expect(english).toContain(`Prices valid until ${until}`)
  })
})

describe('the order form PDF', () => {
  it('has the lines, the totals, the customer’s statement and the lines to sign', async () => {
    const id = await demoOrder('ODA-2026-0197')
    const { order } = await detailOf(buyer, id, 'it')
    const text = await pdfOf(buyer, pdfPath(id, 'orderpdf', 'it'), `Modulo-ordine-${order.order_ref}.pdf`)
    expect(text).toContain(`Modulo d'ordine ${order.order_ref}`)
    for (const line of order.lines) expect(text).toContain(line.product_configuration.configuration_code)
    expect(text).toContain(plainSpaces(formatMoney(order.order_final_price_iva ?? -1, 'it')))
    expect(text).toContain('Il cliente conferma')
    expect(text).toContain('Timbro e firma del cliente')
    const english = await pdfOf(buyer, pdfPath(id, 'orderpdf', 'en'), `Order-form-${order.order_ref}.pdf`)
    expect(english).toContain("Customer's stamp and signature")
  })
})

describe('the order PDFs refuse', () => {
  it("another client's order, an alias company's and none with 404; a visitor 401, a gated user 403, bad input 422", async () => {
    const stranger = await quotationOf(t, await newClient(t))
    for (const kind of ['pdf', 'orderpdf'] as const) {
      const res = await buyer.get(pdfPath(stranger.order.id, kind))
      expectKo(res, 404)
      expect(res.json().error).toBe('Error: wrong order')
      for (const id of await aliasRecords(t)) expectKo(await buyer.get(pdfPath(id, kind)), 404)
      expectKo(await buyer.get(pdfPath(2_000_000_000, kind)), 404)
      expectKo(await newVisitor(t).get(pdfPath(stranger.order.id, kind)), 401)
      for (const bad of ['x', '-3', String(2 ** 40), '1.5'])
        expectKo(await buyer.get(pdfPath(bad, kind)), 422)
      expectKo(await buyer.get(pdfPath(stranger.order.id, kind, 'xx')), 422)
    }
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, stranger.userId))
    expect((await stranger.agent.get(pdfPath(stranger.order.id))).statusCode).toBe(403)
  })
})
