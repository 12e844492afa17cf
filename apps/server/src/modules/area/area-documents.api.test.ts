import { AREA_DOCUMENTS_PAGE_SIZE, areaDocumentsResponse } from '@shop/domain/orders/area-documents'
import { eq } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { orderDocuments, orders } from '../../db/schema/index.ts'
import { statementsOf } from '../../test/test-app.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  readCart,
  submitCart,
} from '../cart/test-cart.ts'

// GET user/get_documents (issue 26 item 6): the PDFs attached to the company's orders and quotations in one list,
// each with its order; a cart's never, another company's never, a page at a time.

const { t } = await cartTestApp('100')

const DOCUMENTS = '/api/front/user/get_documents'

const pdf = Buffer.from(await (await PDFDocument.create()).save())

/** Attaches a PDF to the order as the cart's and the detail's upload does (multipart, the part named `file`). */
async function attach(agent: Agent, orderId: number, name: string) {
  const boundary = '----area-documents'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="${name}.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const res = await agent.post(`/api/front/order/${orderId}/document`, undefined, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
}

async function documentsOf(agent: Agent, query = '') {
  const res = await agent.get(`${DOCUMENTS}${query}`)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return areaDocumentsResponse.parse(res.json())
}

describe('GET user/get_documents', () => {
  it("lists a colleague's documents with their quotation, never a cart's nor another company's", async () => {
    const client = await newClient(t)
    const owner = await newBuyer(t, client)
    const colleague = await newBuyer(t, client)
    await addToCart(owner.agent, PRODUCTS.silo)
    await attach(owner.agent, (await readCart(owner.agent)).id, 'Disegno silo')
    const quotation = await submitCart(owner.agent)
    // The owner's next cart, with a document of its own: not listed to anyone.
    await addToCart(owner.agent, PRODUCTS.silo)
    await attach(owner.agent, (await readCart(owner.agent)).id, 'Bozza')

    for (const agent of [owner.agent, colleague.agent]) {
      const answer = await documentsOf(agent)
      expect(answer).toMatchObject({ total: 1, page: 1, page_size: AREA_DOCUMENTS_PAGE_SIZE })
      expect(answer.documents).toEqual([
        expect.objectContaining({
          name: 'Disegno silo',
          filename: 'Disegno silo.pdf',
          order: expect.objectContaining({
            id: quotation.id,
            order_ref: quotation.order_ref,
            is_quotation: true,
            list: 'quotations',
            badge: 'orders.badge.in_preparation',
          }),
        }),
      ])
      const [document] = answer.documents
      expect((await agent.get(document?.view_url ?? '')).statusCode).toBe(200)
      expect((await agent.get(document?.download_url ?? '')).headers['content-disposition']).toContain(
        'attachment',
      )
    }

    // Another company's buyer: no document listed, and the link of one is a 404.
    const stranger = await newBuyer(t, await newClient(t))
    expect(await documentsOf(stranger.agent)).toMatchObject({ documents: [], total: 0 })
    const [listed] = (await documentsOf(owner.agent)).documents
    expect((await stranger.agent.get(listed?.view_url ?? '')).statusCode).toBe(404)
  })

  it('answers an approved quotation under the orders, and a page at a time with the count of all, in one statement', async () => {
    const buyer = await newBuyer(t, await newClient(t))
    /** The statements one answer takes, the settings and the company read before. */
    const statements = async () => {
      await buyer.agent.get(DOCUMENTS)
      return statementsOf(t, () => documentsOf(buyer.agent))
    }
    const withNone = await statements()
    expect(withNone).toBeGreaterThan(0)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const older = await submitCart(buyer.agent)
    await addToCart(buyer.agent, PRODUCTS.silo)
    const newer = await submitCart(buyer.agent)
    await t.deps.db
      .update(orders)
      .set({ status: 'CONFIRMED', cartSubmittedAt: new Date(Date.now() + 60_000) })
      .where(eq(orders.id, newer.id))
    // Rows as an upload leaves them: the list reads rows, the files are the upload's concern.
    const rows = (orderId: number, n: number) =>
      Array.from({ length: n }, (_, i) => ({
        orderId,
        name: `Scheda ${orderId}-${i + 1}`,
        storageKey: `order-documents/${orderId}/test-${i}.pdf`,
        size: 100,
        contentType: 'application/pdf',
      }))
    await t.deps.db.insert(orderDocuments).values([...rows(older.id, 20), ...rows(newer.id, 10)])

    expect(await statements()).toBe(withNone)
    const first = await documentsOf(buyer.agent)
    expect(first.total).toBe(30)
    expect(first.documents).toHaveLength(AREA_DOCUMENTS_PAGE_SIZE)
    // The newest order first, each order's documents as they were attached.
    expect(first.documents.slice(0, 10).map((d) => d.name)).toEqual(rows(newer.id, 10).map((r) => r.name))
    expect(first.documents[0]?.order).toMatchObject({
      id: newer.id,
      list: 'orders',
      badge: 'orders.badge.approved',
    })
    expect(first.documents[10]?.order).toMatchObject({ id: older.id, list: 'quotations' })

    const second = await documentsOf(buyer.agent, '?page=2')
    expect(second).toMatchObject({ total: 30, page: 2 })
    expect(second.documents.map((d) => d.name)).toEqual(
      rows(older.id, 20)
        .slice(15)
        .map((r) => r.name),
    )
    expect(await documentsOf(buyer.agent, '?page=9')).toMatchObject({ documents: [], total: 30 })
  })

  it('refuses a visitor with 401 and a bad page with 422, never a 5xx', async () => {
    expectKo(await newVisitor(t).get(DOCUMENTS), 401)
    const { agent } = await newBuyer(t, await newClient(t))
    for (const page of ['0', '-1', 'abc', '1.5', '99999999999', ''])
      expectKo(await agent.get(`${DOCUMENTS}?page=${page}`), 422)
  })
})
