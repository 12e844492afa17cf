import fs from 'node:fs'
import path from 'node:path'
import { MAX_CART_DOCUMENTS, MAX_DOCUMENT_BYTES } from '@shop/domain/orders/cart-schemas'
import { eq } from 'drizzle-orm'
import { PDFDict, PDFDocument, PDFName } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessories, orderDocuments, orders, rateLimits, users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import {
  DRAWING_TEXT,
  MAKER_URL,
  pdfWithActiveContent,
  viewerFinds,
} from '../../infra/pdf/test-active-pdf.ts'
import { RATE_LIMITS } from '../../infra/rate-limit.ts'
import { XSRF_COOKIE, XSRF_HEADER } from '../../plugins/csrf.ts'
import { createTestApp } from '../../test/test-app.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { newBuyer } from '../cart/test-cart.ts'

const PDF_FIXTURES = path.join(import.meta.dirname, '../../infra/pdf/fixtures')

let t: Awaited<ReturnType<typeof createTestApp>>
let pdf: Buffer
let accessoryIds: Record<string, number>

type Part =
  | { name: string; value: string }
  | { name: string; filename: string; content: Buffer; type?: string }
type Ko = { status: 'KO'; error: string; errors: Record<string, string[]>; error_code: string }
type DocumentAnswer = {
  id: number
  line_id: number | null
  accessory_id: number | null
  type: string
  name: string
  filename: string
  size: number
  view_url: string
  download_url: string
}

/** A multipart/form-data body as a browser's FormData sends it. */
function multipart(parts: Part[], boundary = `----shop${Math.random().toString(16).slice(2)}`) {
  const chunks: Buffer[] = []
  for (const part of parts) {
    const head =
      'content' in part
        ? `content-disposition: form-data; name="${part.name}"; filename="${part.filename}"\r\ncontent-type: ${part.type ?? 'application/pdf'}`
        : `content-disposition: form-data; name="${part.name}"`
    chunks.push(Buffer.from(`--${boundary}\r\n${head}\r\n\r\n`))
    chunks.push('content' in part ? part.content : Buffer.from(part.value))
    chunks.push(Buffer.from('\r\n'))
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`))
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  }
}

function upload(agent: Agent, orderId: number, parts: Part[], lang = 'it') {
  const { payload, headers } = multipart(parts)
  return agent.post(`/api/front/order/${orderId}/document`, undefined, {
    payload,
    headers: { ...headers, 'x-lang': lang },
  })
}

/** DELETE as the web app's client sends it (the test agent has no delete). */
function remove(agent: Agent, orderId: number, documentId: number) {
  const cookie = [...agent.jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
  return t.app.inject({
    method: 'DELETE',
    url: `/api/front/order/${orderId}/document/${documentId}`,
    headers: { cookie, [XSRF_HEADER]: agent.jar.get(XSRF_COOKIE)?.value ?? '', 'x-lang': 'it' },
  })
}

const filePart = (content = pdf, filename = 'scheda tecnica.pdf'): Part => ({
  name: 'file',
  filename,
  content,
})

type CartAnswer = { cart: { id: number; version: number; lines: { id: number }[] } }

/** The demo's load cells 3 × 10 t: OP-CP's cells and capacity must be chosen before adding (docs/decisions/025). */
const LOAD_CELLS_3X10 = 4

/** The agent's cart with one more line: a silo with load cells (OP-CP needs a datasheet; OP-LM does not). */
async function cartWithLine(agent: Agent, code = 'SZ30-45NGGS-CPLM') {
  const res = await agent.post('/api/front/cart/it/add', {
    configuration_code: code,
    variations: [LOAD_CELLS_3X10],
  })
  expect(res.statusCode, res.body).toBe(200)
  const { cart, line_id } = res.json() as CartAnswer & { line_id: number }
  return { orderId: cart.id, lineId: line_id }
}

async function signedIn(user: { email: string; password: string }) {
  const agent = createAgent(t.app)
  const res = await agent.login(user.email, user.password)
  expect(res.statusCode, res.body).toBe(200)
  return agent
}

async function visitor() {
  const agent = createAgent(t.app)
  await agent.get('/api/front/user')
  return agent
}

async function uploaded(agent: Agent, orderId: number, parts: Part[] = []): Promise<DocumentAnswer> {
  const res = await upload(agent, orderId, [filePart(), ...parts])
  expect(res.statusCode, res.body).toBe(200)
  return (res.json() as { document: DocumentAnswer }).document
}

async function storedKeys(orderId: number) {
  const rows = await t.deps.db
    .select({ key: orderDocuments.storageKey })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
  return rows.map((r) => r.key)
}

/** The bytes of a stored file. */
async function readStored(key: string): Promise<Buffer> {
  const found = await t.deps.storage.stream(key)
  if (!found) throw new Error(`no stored file ${key}`)
  const chunks: Buffer[] = []
  for await (const chunk of found.stream) chunks.push(chunk as Buffer)
  return Buffer.concat(chunks)
}

/** Files stored for the order, whether or not a row names them. */
async function filesOf(orderId: number): Promise<string[]> {
  const dir = path.join(t.config.dataDir, 'files', 'order-documents', String(orderId))
  return fs.existsSync(dir) ? fs.readdirSync(dir) : []
}

let buyer: Agent
let buyerCart: { orderId: number; lineId: number }

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' })
  const doc = await PDFDocument.create()
  doc.addPage([595, 842]).drawText('Scheda tecnica celle di carico')
  pdf = Buffer.from(await doc.save())
  const rows = await t.deps.db.select({ id: accessories.id, code: accessories.code }).from(accessories)
  accessoryIds = Object.fromEntries(rows.map((r) => [r.code, r.id]))
  buyer = await signedIn(DEMO_USERS.buyer)
  buyerCart = await cartWithLine(buyer)
})
afterAll(async () => {
  await t?.close()
})

describe('POST /api/front/order/:orderId/document', () => {
  it('stores a datasheet for an accessory that needs one; view, download and delete follow', async () => {
    const { orderId, lineId } = buyerCart
    const accessoryId = accessoryIds['OP-CP'] as number
    const before = (await buyer.get('/api/front/cart/it')).json() as CartAnswer

    const document = await uploaded(buyer, orderId, [
      { name: 'name', value: 'Scheda celle.pdf' },
      { name: 'line_id', value: String(lineId) },
      { name: 'accessory_id', value: String(accessoryId) },
      { name: 'resource_id', value: '42' },
      { name: 'path', value: 'order_client_documents' },
    ])
    expect(document).toMatchObject({
      line_id: lineId,
      accessory_id: accessoryId,
      type: `accessory_${accessoryId}`,
      name: 'Scheda celle',
      filename: 'Scheda celle.pdf',
      view_url: `/api/front/order/${orderId}/document_view/${document.id}`,
      download_url: `/api/front/order/${orderId}/document_download/${document.id}`,
    })
    const [key] = await storedKeys(orderId)
    expect(key).toMatch(new RegExp(`^order-documents/${orderId}/[0-9a-f]{32}\\.pdf$`))
    // What is stored is the cleaned PDF (rewritten whole, issue 21 item 10): its size is the stored file's.
    const stored = await readStored(key as string)
    expect(document.size).toBe(stored.length)

    // The cart lists it on the cart and on its line; documents never conflict with line edits, so no new version.
    const after = (await buyer.get('/api/front/cart/it')).json() as {
      cart: {
        version: number
        documents: DocumentAnswer[]
        lines: { id: number; documents: DocumentAnswer[] }[]
      }
    }
    expect(after.cart.version).toBe(before.cart.version)
    expect(after.cart.documents).toEqual([expect.objectContaining({ id: document.id })])
    expect(after.cart.lines.find((l) => l.id === lineId)?.documents).toEqual([
      expect.objectContaining({ id: document.id, type: `accessory_${accessoryId}` }),
    ])

    const view = await buyer.get(document.view_url)
    expect(view.statusCode).toBe(200)
    expect(view.headers['content-type']).toBe('application/pdf')
    expect(view.headers['content-disposition']).toMatch(/^inline; filename="Scheda celle\.pdf"/)
    expect(view.headers['cache-control']).toContain('no-store')
    expect(view.headers['x-content-type-options']).toBe('nosniff')
    expect(view.rawPayload.equals(stored)).toBe(true)
    expect((await viewerFinds(view.rawPayload)).pages.map((p) => p.text)).toEqual([
      'Scheda tecnica celle di carico',
    ])

    const download = await buyer.get(document.download_url)
    expect(download.statusCode).toBe(200)
    expect(download.headers['content-type']).toBe('application/pdf')
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Scheda celle.pdf"; filename*=UTF-8''Scheda%20celle.pdf`,
    )
    expect(download.rawPayload.equals(stored)).toBe(true)

    const removed = await remove(buyer, orderId, document.id)
    expect(removed.statusCode, removed.body).toBe(200)
    expect(removed.json()).toEqual({ status: 'OK' })
    expect(await t.deps.storage.exists(key as string)).toBe(false)
    expect(await filesOf(orderId)).toEqual([])
    expect((await buyer.get(document.view_url)).statusCode).toBe(404)
    expect((await remove(buyer, orderId, document.id)).statusCode).toBe(404)
  })

  it('removes a datasheet, row and file, with the line it belongs to', async () => {
    const agent = await signedIn(DEMO_USERS.buyer)
    const first = await cartWithLine(agent)
    const second = await cartWithLine(agent, 'SZ30-45NGGS-CP')
    const accessoryId = accessoryIds['OP-CP'] as number
    await uploaded(agent, first.orderId, [
      { name: 'line_id', value: String(second.lineId) },
      { name: 'accessory_id', value: String(accessoryId) },
    ])
    const [key] = await storedKeys(first.orderId)
    const { cart } = (await agent.get('/api/front/cart/it')).json() as CartAnswer
    const kept = cart.lines.filter((l) => l.id !== second.lineId).map((l) => ({ id: l.id, qty: 1 }))
    const res = await agent.post('/api/front/cart/it', {
      cart: { id: cart.id, version: cart.version, lines: kept },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(await storedKeys(first.orderId)).toEqual([])
    expect(await t.deps.storage.exists(key as string)).toBe(false)
  })

  it("answers 'save first' on a cart that was never saved (id -1), in the user's language", async () => {
    const res = await upload(buyer, -1, [filePart()])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      status: 'KO',
      error: "Prima di procedere con l'upload occorre salvare",
    })
    const en = await upload(buyer, -1, [filePart()], 'en')
    expect((en.json() as Ko).error).toBe('Please save before uploading')
    const anonymous = await visitor()
    expect((await upload(anonymous, -1, [filePart()])).statusCode).toBe(409)
  })

  it.each([
    ['a text file renamed .pdf', Buffer.from('just some text, not a PDF\n'.repeat(20))],
    ['the PDF header over garbage', Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(2000, 7)])],
    ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
  ])('refuses %s by its content (415), storing nothing', async (_what, content) => {
    const res = await upload(buyer, buyerCart.orderId, [filePart(content, 'scheda.pdf')])
    expect(res.statusCode).toBe(415)
    expect(res.json()).toMatchObject({
      status: 'KO',
      error: 'Il file non è un PDF valido: si possono caricare solo documenti PDF',
    })
    expect(await storedKeys(buyerCart.orderId)).toEqual([])
    expect(await filesOf(buyerCart.orderId)).toEqual([])
  })

  it('removes active content at upload: view and download serve the drawing without scripts, launchers or attached files', async () => {
    // A visitor: a cart of its own, and the same cleaning as for a signed-in buyer.
    const agent = await visitor()
    const { orderId } = await cartWithLine(agent)
    const source = Buffer.from(await pdfWithActiveContent())
    const res = await upload(agent, orderId, [filePart(source, 'disegno.pdf')])
    expect(res.statusCode, res.body).toBe(200)
    const { document } = res.json() as { document: DocumentAnswer }

    for (const [url, disposition] of [
      [document.view_url, /^inline; filename="disegno\.pdf"/],
      [document.download_url, /^attachment; filename="disegno\.pdf"/],
    ] as const) {
      const served = await agent.get(url)
      expect(served.statusCode, url).toBe(200)
      expect(served.headers['content-type']).toBe('application/pdf')
      expect(served.headers['content-disposition']).toMatch(disposition)
      expect(served.headers['x-content-type-options']).toBe('nosniff')
      // Inline still, under a policy without sandbox: a sandboxed PDF is not shown by Chromium's viewer.
      expect(served.headers['content-security-policy']).toMatch(/^default-src '(self|none)'/)
      expect(served.headers['content-security-policy']).not.toContain('sandbox')
      const bytes = served.rawPayload
      expect(document.size).toBe(bytes.length)
      // Written without object streams: a name left in any dictionary would be in the bytes as it is.
      const raw = bytes.toString('latin1')
      for (const marker of [
        '/JavaScript',
        '/JS',
        '/OpenAction',
        '/AA',
        '/Launch',
        '/EmbeddedFile',
        '/FileAttachment',
      ])
        expect(raw, `${url} ${marker}`).not.toContain(marker)
      const parsed = await PDFDocument.load(bytes)
      expect(parsed.catalog.has(PDFName.of('OpenAction'))).toBe(false)
      expect(parsed.catalog.has(PDFName.of('AA'))).toBe(false)
      const names = parsed.catalog.lookupMaybe(PDFName.of('Names'), PDFDict)
      expect(names?.has(PDFName.of('JavaScript')) ?? false).toBe(false)
      expect(names?.has(PDFName.of('EmbeddedFiles')) ?? false).toBe(false)
      expect(parsed.getPageCount()).toBe(1)
      expect(parsed.getPage(0).node.has(PDFName.of('AA'))).toBe(false)
      // And as a viewer reads it: the page and its text, the web link, nothing that runs or carries a file.
      const seen = await viewerFinds(bytes)
      expect(seen).toMatchObject({ openAction: null, scripts: null, attachments: null })
      expect(seen.pages).toEqual([
        {
          text: DRAWING_TEXT,
          scripts: null,
          annotations: expect.arrayContaining([`Link ${MAKER_URL}`, 'Widget']),
        },
      ])
      expect(seen.pages[0]?.annotations.filter((a) => a !== 'Link' && a !== 'Widget')).toEqual([
        `Link ${MAKER_URL}`,
      ])
    }
    const [row] = await t.deps.db
      .select({ size: orderDocuments.size, key: orderDocuments.storageKey })
      .from(orderDocuments)
      .where(eq(orderDocuments.id, document.id))
    expect(row?.size).toBe(document.size)
    expect((await readStored(row?.key as string)).length).toBe(document.size)
  })

  it.each([
    [
      'an encrypted PDF',
      () => fs.readFileSync(path.join(PDF_FIXTURES, 'password-protected.pdf')),
      'Il PDF è protetto da cifratura e non si può controllare: salvalo o stampalo come PDF senza protezione e caricalo di nuovo',
      'The PDF is encrypted and cannot be checked: save or print it as a PDF without protection and upload it again',
    ],
    [
      'a PDF with an object that cannot be parsed',
      () => Buffer.concat([pdf, Buffer.from('99 0 obj\n<< /A [ >>\nendobj\n')]),
      'Non è stato possibile togliere dal PDF script e file allegati: salvalo o stampalo di nuovo come PDF e riprova',
      'Scripts and attached files could not be removed from the PDF: save or print it again as a PDF and try once more',
    ],
  ])(
    "refuses %s it cannot clean with 422 in the user's language, storing nothing",
    async (_what, file, italian, english) => {
      for (const [lang, message] of [
        ['it', italian],
        ['en', english],
      ] as const) {
        const res = await upload(buyer, buyerCart.orderId, [filePart(file(), 'disegno.pdf')], lang)
        expect(res.statusCode, res.body).toBe(422)
        expect(res.json()).toMatchObject({ status: 'KO', error: message, errors: { file: [message] } })
      }
      expect(await storedKeys(buyerCart.orderId)).toEqual([])
      expect(await filesOf(buyerCart.orderId)).toEqual([])
    },
  )

  it('refuses a file of 10 MB + 1 byte with 413, storing nothing', async () => {
    const big = Buffer.alloc(MAX_DOCUMENT_BYTES + 1, 0x20)
    pdf.copy(big)
    const res = await upload(buyer, buyerCart.orderId, [filePart(big)])
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ status: 'KO', error: 'Il file supera la dimensione massima di 10 MB' })
    expect(await filesOf(buyerCart.orderId)).toEqual([])
  })

  it(`takes ${MAX_CART_DOCUMENTS} documents per cart and refuses the next, leaving no file behind`, async () => {
    const agent = await signedIn(DEMO_USERS.prospect)
    const { orderId } = await cartWithLine(agent)
    for (let i = 0; i < MAX_CART_DOCUMENTS; i++) await uploaded(agent, orderId)
    const res = await upload(agent, orderId, [filePart()])
    expect(res.statusCode).toBe(409)
    expect(res.json()).toMatchObject({
      status: 'KO',
      error: 'Hai raggiunto il numero massimo di 20 documenti per carrello',
    })
    expect(await storedKeys(orderId)).toHaveLength(MAX_CART_DOCUMENTS)
    // The 21st file was written before its refused transaction and removed after it.
    expect(await filesOf(orderId)).toHaveLength(MAX_CART_DOCUMENTS)
  })

  it("never uses the client's path: '../../etc' and a path in the file name are ignored", async () => {
    const document = await uploaded(buyer, buyerCart.orderId, [{ name: 'path', value: '../../etc' }])
    expect(document.name).toBe('scheda tecnica')
    const other = await upload(buyer, buyerCart.orderId, [filePart(pdf, '../../etc/passwd')])
    expect(other.statusCode).toBe(200)
    expect((other.json() as { document: DocumentAnswer }).document.name).toBe('passwd')
    for (const key of await storedKeys(buyerCart.orderId))
      expect(key).toMatch(new RegExp(`^order-documents/${buyerCart.orderId}/[0-9a-f]{32}\\.pdf$`))
    for (const d of [document, (other.json() as { document: DocumentAnswer }).document])
      expect((await remove(buyer, buyerCart.orderId, d.id)).statusCode).toBe(200)
  })

  it('takes a line of the order and an accessory of that line that needs a datasheet, else 422', async () => {
    const { orderId, lineId } = buyerCart
    const prospect = await signedIn(DEMO_USERS.prospect)
    const foreign = await cartWithLine(prospect, 'SZ30-45NGGS-CP')
    const cases: [Record<string, string>, string, string][] = [
      [{ line_id: String(foreign.lineId) }, 'line_id', 'La riga indicata non fa parte di questo carrello'],
      [{ line_id: '2147483647' }, 'line_id', 'La riga indicata non fa parte di questo carrello'],
      [
        { accessory_id: String(accessoryIds['OP-CP']) },
        'line_id',
        'La riga indicata non fa parte di questo carrello',
      ],
      [
        { line_id: String(lineId), accessory_id: String(accessoryIds['OP-LM']) },
        'accessory_id',
        'Questo accessorio della riga non richiede una scheda tecnica',
      ],
      [
        { line_id: String(lineId), accessory_id: String(accessoryIds['OP-LR']) },
        'accessory_id',
        'Questo accessorio della riga non richiede una scheda tecnica',
      ],
      [{ line_id: 'x' }, 'line_id', 'Valore non valido.'],
    ]
    for (const [fields, field, message] of cases) {
      const res = await upload(buyer, orderId, [
        filePart(),
        ...Object.entries(fields).map(([name, value]) => ({ name, value })),
      ])
      expect(res.statusCode, JSON.stringify(fields)).toBe(422)
      const body = res.json() as Ko
      expect(body.errors[field]?.[0], JSON.stringify(fields)).toBe(message)
    }
    expect(await filesOf(orderId)).toEqual([])
  })

  it('takes the order PDF of an order request in the checkout, refuses changes once it is sent, and its owner still reads them', async () => {
    const agent = await signedIn(DEMO_USERS.admin)
    const { orderId } = await cartWithLine(agent)
    await t.deps.db.update(orders).set({ status: 'INCOMPLETE_REQUEST' }).where(eq(orders.id, orderId))
    const document = await uploaded(agent, orderId)
    expect(document.line_id).toBeNull()
    await t.deps.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, orderId))
    const again = await upload(agent, orderId, [filePart()])
    expect(again.statusCode).toBe(409)
    expect((again.json() as Ko).error).toBe("I documenti di quest'ordine non si possono più modificare")
    expect((await remove(agent, orderId, document.id)).statusCode).toBe(409)
    expect((await agent.get(document.view_url)).statusCode).toBe(200)
  })

  it("lets a colleague attach to the company's order request, never to a colleague's cart", async () => {
    const [me] = await t.deps.db
      .select({ clientId: users.clientId })
      .from(users)
      .where(eq(users.email, DEMO_USERS.buyer.email))
    const owner = (await newBuyer(t, me?.clientId ?? null)).agent
    const colleague = (await newBuyer(t, me?.clientId ?? null)).agent
    const { orderId } = await cartWithLine(owner)
    expect((await upload(colleague, orderId, [filePart()])).statusCode).toBe(404)
    await t.deps.db.update(orders).set({ status: 'INCOMPLETE_REQUEST' }).where(eq(orders.id, orderId))
    const document = await uploaded(colleague, orderId)
    expect((await owner.get(document.view_url)).statusCode).toBe(200)
    expect((await (await signedIn(DEMO_USERS.prospect)).get(document.view_url)).statusCode).toBe(404)
    expect((await remove(colleague, orderId, document.id)).statusCode).toBe(200)
  })

  it('is rate limited per account', async () => {
    const [me] = await t.deps.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, DEMO_USERS.buyer.email))
    const rule = RATE_LIMITS.documentUploadPerCaller
    const windowMs = rule.windowSeconds * 1000
    const now = Date.now()
    const key = `${rule.name}:user:${me?.id}`
    await t.deps.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(now - (now % windowMs)), count: 10_000_000 })
      .onConflictDoUpdate({ target: rateLimits.key, set: { count: 10_000_000 } })
    const res = await upload(buyer, buyerCart.orderId, [filePart()])
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBeDefined()
    await t.deps.db.delete(rateLimits).where(eq(rateLimits.key, key))
  })
})

describe('nobody reaches another caller’s order or document', () => {
  let doc: DocumentAnswer

  beforeAll(async () => {
    doc = await uploaded(buyer, buyerCart.orderId)
  })

  const routes = (orderId: number, documentId: number) => [
    `/api/front/order/${orderId}/document_view/${documentId}`,
    `/api/front/order/${orderId}/document_download/${documentId}`,
  ]

  it.each([
    ['another client’s user', () => signedIn(DEMO_USERS.prospect)],
    ['a visitor', visitor],
    [
      'a visitor with a cart of their own',
      async () => {
        const v = await visitor()
        await cartWithLine(v)
        return v
      },
    ],
  ])('%s gets 404 on every route, with no data of it', async (_who, make) => {
    const stranger = await make()
    const { orderId } = buyerCart
    for (const url of routes(orderId, doc.id)) {
      const res = await stranger.get(url)
      expect(res.statusCode, url).toBe(404)
      expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
      expect(res.body).not.toContain(doc.name)
    }
    const up = await upload(stranger, orderId, [filePart()])
    expect(up.statusCode).toBe(404)
    expect(up.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
    const del = await remove(stranger, orderId, doc.id)
    expect(del.statusCode).toBe(404)
    expect(del.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
    expect(await storedKeys(orderId)).toHaveLength(1)
  })

  it("answers 404 for the buyer's document under another order id, even the caller's own", async () => {
    const prospect = await signedIn(DEMO_USERS.prospect)
    const own = await cartWithLine(prospect)
    for (const url of routes(own.orderId, doc.id)) expect((await prospect.get(url)).statusCode).toBe(404)
    expect((await remove(prospect, own.orderId, doc.id)).statusCode).toBe(404)
    expect((await buyer.get(doc.view_url)).statusCode).toBe(200)
  })

  it("keeps a visitor's upload behind the visitor's cart cookie", async () => {
    const owner = await visitor()
    const { orderId, lineId } = await cartWithLine(owner)
    const document = await uploaded(owner, orderId, [
      { name: 'line_id', value: String(lineId) },
      { name: 'accessory_id', value: String(accessoryIds['OP-CP']) },
    ])
    expect((await owner.get(document.view_url)).statusCode).toBe(200)
    for (const other of [await visitor(), buyer]) {
      expect((await other.get(document.view_url)).statusCode).toBe(404)
      expect((await other.get(document.download_url)).statusCode).toBe(404)
      expect((await remove(other, orderId, document.id)).statusCode).toBe(404)
      expect((await upload(other, orderId, [filePart()])).statusCode).toBe(404)
    }
    // A forged cookie is ignored: same answer as no cookie.
    const forged = await visitor()
    const cookie = [...owner.jar.values()].find((c) => c.name.endsWith('shop_cart'))
    expect(cookie).toBeDefined()
    forged.jar.set(cookie?.name as string, { ...(cookie as object), value: `${cookie?.value}x` } as never)
    expect((await forged.get(document.view_url)).statusCode).toBe(404)
    expect((await remove(owner, orderId, document.id)).statusCode).toBe(200)
  })
})

describe('malformed uploads never reach a 5xx', () => {
  const raw = (payload: string | Buffer, contentType: string | undefined) => {
    const cookie = [...buyer.jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
    return t.app.inject({
      method: 'POST',
      url: `/api/front/order/${buyerCart.orderId}/document`,
      payload,
      headers: {
        cookie,
        [XSRF_HEADER]: buyer.jar.get(XSRF_COOKIE)?.value ?? '',
        'x-lang': 'it',
        ...(contentType ? { 'content-type': contentType } : {}),
      },
    })
  }
  const good = () => multipart([filePart()], 'BOUNDARY').payload

  it.each([
    ['a JSON body', () => '{"file":"x"}', 'application/json'],
    ['JSON null', () => 'null', 'application/json'],
    ['a form-encoded body', () => 'file=x', 'application/x-www-form-urlencoded'],
    ['no body at all', () => '', 'multipart/form-data; boundary=BOUNDARY'],
    ['multipart without a boundary', good, 'multipart/form-data'],
    ['another boundary', good, 'multipart/form-data; boundary=OTHER'],
    ['a body cut short', () => good().subarray(0, 300), 'multipart/form-data; boundary=BOUNDARY'],
    ['garbage', () => Buffer.from([0, 1, 2, 3, 255, 254]), 'multipart/form-data; boundary=BOUNDARY'],
    [
      'no file',
      () => multipart([{ name: 'name', value: 'x' }], 'B').payload,
      'multipart/form-data; boundary=B',
    ],
    [
      'the file under another name',
      () => multipart([{ name: 'upload', filename: 'a.pdf', content: Buffer.from('%PDF-') }], 'B').payload,
      'multipart/form-data; boundary=B',
    ],
    ['two files', () => multipart([filePart(), filePart()], 'B').payload, 'multipart/form-data; boundary=B'],
    [
      'a field named __proto__',
      () => multipart([{ name: '__proto__', value: 'x' }, filePart()], 'B').payload,
      'multipart/form-data; boundary=B',
    ],
    [
      'a huge field',
      () => multipart([{ name: 'name', value: 'x'.repeat(100_000) }, filePart()], 'B').payload,
      'multipart/form-data; boundary=B',
    ],
    [
      'many fields',
      () =>
        multipart(
          Array.from({ length: 40 }, (_, i) => ({ name: `f${i}`, value: 'x' })),
          'B',
        ).payload,
      'multipart/form-data; boundary=B',
    ],
    [
      'a NUL in the name',
      () => multipart([{ name: 'name', value: 'a\u0000b' }, filePart()], 'B').payload,
      'multipart/form-data; boundary=B',
    ],
  ] as [string, () => string | Buffer, string][])(
    '%s: a translated 4xx (or the upload, for what is harmless)',
    async (_what, payload, type) => {
      const res = await raw(payload(), type)
      expect(res.statusCode, res.body).toBeLessThan(500)
      if (res.statusCode === 200) {
        const { document } = res.json() as { document: DocumentAnswer }
        expect((await remove(buyer, buyerCart.orderId, document.id)).statusCode).toBe(200)
        return
      }
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      const body = res.json() as Ko
      expect(body.status).toBe('KO')
      expect(body.error).not.toMatch(/^[a-z_]+\.[a-z_.]+$/)
    },
  )
})
