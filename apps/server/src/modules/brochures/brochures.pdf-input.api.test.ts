import fs from 'node:fs'
import path from 'node:path'
import { buildSearchIndex, searchPages } from '@shop/domain/brochures/search'
import { asc, count, eq } from 'drizzle-orm'
import { PDFDict, PDFDocument, PDFName, StandardFonts } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { brochurePages, brochures } from '../../db/schema/index.ts'
import { nulTextPdf } from '../../infra/pdf/test-pdfs.ts'
import { createTestApp } from '../../test/test-app.ts'
import { addBrochure } from './brochures.service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

/**
 * A page as manuals write it: a word broken by a hyphen at a line end, a compound broken at its hyphen, and a name
 * whose ö is o followed by a combining diaeresis. pdf-lib's standard fonts cannot encode U+0308, so that line
 * draws WinAnsi's spacing diaeresis (0xA8) in a font whose ToUnicode map reads 0xA8 as U+0308: what pdf.js then
 * extracts is exactly the decomposed text some real PDFs carry.
 */
async function manualPdf(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const combining = await doc.embedFont(StandardFonts.Helvetica)
  const cmap = [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<00> <FF>',
    'endcodespacerange',
    '1 beginbfrange',
    '<20> <7E> <0020>',
    'endbfrange',
    '1 beginbfchar',
    '<A8> <0308>',
    'endbfchar',
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n')
  const page = doc.addPage([420, 300])
  const lines: [string, typeof font][] = [
    ['Wartung der Dosier-', font],
    ['schnecke und der Edelstahl-', font],
    ['Behälter im Werk', font],
    ['Ing. Bro\u00a8ker GmbH', combining],
  ]
  lines.forEach(([text, f], i) => {
    page.drawText(text, { x: 30, y: 250 - i * 30, size: 14, font: f })
  })
  // Drawing marks the font to be written again at save: write it now, after the last drawText, then add the map.
  await combining.embed()
  doc.context
    .lookup(combining.ref, PDFDict)
    .set(PDFName.of('ToUnicode'), doc.context.register(doc.context.stream(cmap)))
  return doc.save()
}

describe('addBrochure stores searchable page text', () => {
  it('joins words broken at a line end and composes accents, so a search finds them', async () => {
    const b = await addBrochure(
      { db: t.deps.db, storage: t.deps.storage },
      { pdf: await manualPdf(), title: 'Manual', slug: 'manual' },
    )
    const rows = await t.deps.db
      .select({ id: brochurePages.pageIndex, text: brochurePages.text })
      .from(brochurePages)
      .where(eq(brochurePages.brochureId, b.id))
      .orderBy(asc(brochurePages.pageIndex))
    const text = rows[0]?.text ?? ''
    // Stored normalised, so anything reading it (the search answer, a future server search) sees one spelling.
    expect(text).toBe('Wartung der Dosierschnecke und der Edelstahl-Behälter im Werk\nIng. Bröker GmbH')
    expect(text).toBe(text.normalize('NFC'))

    const index = buildSearchIndex(rows.map((r) => ({ id: r.id, fullTextAnnotation: { text: r.text } })))
    for (const word of ['Dosierschnecke', 'Edelstahl-Behälter', 'Bröker', 'Bro\u0308ker'])
      expect(
        searchPages(index, word).map((r) => r.id),
        word,
      ).toEqual([0])
    expect(searchPages(index, 'Bröker')[0]?.snippet).toEqual({
      before: '…der edelstahl-behälter im werk ing. ',
      match: 'bröker',
      after: ' gmbh',
    })
  })
})

// Issue 21 item 12: a U+0000 in a page's text reached the last insert, which PostgreSQL refused (text and jsonb
// alike), and the whole brochure was lost after every page had been drawn.
describe('addBrochure stores a PDF whose extracted text holds U+0000', () => {
  it('adds it without the character, and search finds the word it split', async () => {
    const b = await addBrochure(
      { db: t.deps.db, storage: t.deps.storage },
      { pdf: await nulTextPdf(), title: 'Nul', slug: 'nul-text' },
    )
    const search = await t.app.inject({ url: `/flipbook/search?name=${b.renditions.desktop.publicId}` })
    expect(search.statusCode).toBe(200)
    const data = search.json().page.info.ocr.adv_ocr.data
    expect(data).toEqual([{ id: 0, fullTextAnnotation: { text: 'Silo verticale\nDosierschnecke' } }])
    expect(searchPages(buildSearchIndex(data), 'Dosierschnecke').map((r) => r.id)).toEqual([0])

    const layout = await t.app.inject({ url: `/flipbook/${b.renditions.desktop.publicId}/text-1.json` })
    expect(layout.statusCode).toBe(200)
    expect(layout.json().items.map((i: unknown[]) => i[0])).toEqual(['Silo verticale', 'Dosierschnecke'])
  })
})

describe('addBrochure refuses a password-protected PDF', () => {
  it('with its own message, not as an unreadable file, and stores nothing', async () => {
    // Made with `qpdf --encrypt secret owner-secret 256`: pdf-lib cannot encrypt (fixtures/README.md).
    const pdf = fs.readFileSync(
      path.join(import.meta.dirname, '../../infra/pdf/fixtures/password-protected.pdf'),
    )
    const [before] = await t.deps.db.select({ n: count() }).from(brochures)
    await expect(
      addBrochure({ db: t.deps.db, storage: t.deps.storage }, { pdf, title: 'Secret', slug: 'secret' }),
    ).rejects.toMatchObject({ code: 'validation_failed', message: 'brochure.errors.password_protected' })
    const [after] = await t.deps.db.select({ n: count() }).from(brochures)
    expect(after?.n).toBe(before?.n)
  })
})
