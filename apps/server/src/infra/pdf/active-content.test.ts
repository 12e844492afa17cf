import fs from 'node:fs'
import path from 'node:path'
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFRawStream, PDFString, StandardFonts } from 'pdf-lib'
import { describe, expect, it } from 'vitest'
import { removeActiveContent, UncleanablePdfError } from './active-content.ts'
import { openPdf } from './pdf-pages.ts'
import { DRAWING_TEXT, MAKER_URL, pdfWithActiveContent, viewerFinds } from './test-active-pdf.ts'

/** Names that must not be left anywhere in a cleaned file's bytes (it is written without object streams). */
const MARKERS = ['/JavaScript', '/JS', '/OpenAction', '/AA', '/Launch', '/EmbeddedFile', '/FileAttachment']
const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')

/** A one-page PDF written without object streams, so a test can edit its bytes. */
async function plainPdf(edit?: (doc: PDFDocument) => void): Promise<string> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  doc.addPage([300, 200]).drawText(DRAWING_TEXT, { x: 20, y: 100, size: 12, font })
  edit?.(doc)
  return latin1(await doc.save({ useObjectStreams: false }))
}

const withOpenScript = (doc: PDFDocument) =>
  doc.catalog.set(
    PDFName.of('OpenAction'),
    doc.context.obj({ S: 'JavaScript', JS: PDFString.of("app.alert('open')") }),
  )

/** The decoded content streams of every page: the drawing itself. */
async function pageContents(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes)
  return doc.getPages().map((page) => {
    const contents = page.node.Contents()
    const streams = contents instanceof PDFArray ? contents.asArray() : [contents]
    return streams
      .map((s) => doc.context.lookup(s))
      .map((s) => (s instanceof PDFRawStream ? latin1(s.contents) : ''))
      .join('\n')
  })
}

describe('removeActiveContent', () => {
  it('takes out every script, automatic action, launcher and attached file, keeping the page as drawn', async () => {
    const source = await pdfWithActiveContent()
    // The fixture is what it claims: a viewer finds all of it (and its bytes hide the dictionaries in object streams).
    const before = await viewerFinds(source)
    expect([...(before.scripts?.keys() ?? [])].sort()).toEqual(['OpenAction', 'WillClose', 'init'])
    expect(before.attachments?.size).toBe(1)
    expect(before.pages[0]?.scripts).not.toBeNull()
    expect(before.pages[0]?.annotations).toEqual(
      expect.arrayContaining(['Link calc.exe', 'FileAttachment file', 'Widget scripts']),
    )
    expect(latin1(source)).not.toContain('/OpenAction')

    const { bytes, removed } = await removeActiveContent(source)

    expect(removed.sort()).toEqual(
      [
        '/AA',
        '/AF',
        '/EF',
        '/EmbeddedFiles',
        '/JS',
        '/JavaScript',
        '/OpenAction',
        'action /Launch',
        'action /SubmitForm',
        'action /URI (not a web or mail link)',
        'annotation /FileAttachment',
      ].sort(),
    )
    const after = await viewerFinds(bytes)
    expect(after).toMatchObject({ openAction: null, scripts: null, attachments: null })
    expect(after.pages).toHaveLength(1)
    expect(after.pages[0]?.scripts).toBeNull()
    expect(after.pages[0]?.text).toBe(DRAWING_TEXT)
    // The web link, the link within the document and the form field stay, without their actions.
    expect(after.pages[0]?.annotations.sort()).toEqual(
      ['Link', 'Link', 'Link', `Link ${MAKER_URL}`, 'Link', 'Widget'].sort(),
    )
    const raw = latin1(bytes)
    for (const marker of [...MARKERS, 'app.alert', 'calc.exe', 'MZ ', 'collect.example.com'])
      expect(raw, marker).not.toContain(marker)

    const doc = await PDFDocument.load(bytes)
    expect(
      doc
        .getForm()
        .getFields()
        .map((f) => f.getName()),
    ).toEqual(['quantity'])
    expect(await pageContents(bytes)).toEqual(await pageContents(source))
    expect(doc.getPage(0).getSize()).toEqual({ width: 595, height: 842 })
  })

  it('leaves a PDF with nothing active as it renders, pixel for pixel, and says it removed nothing', async () => {
    const source = Buffer.from(await plainPdf(), 'latin1')
    const { bytes, removed } = await removeActiveContent(source)
    expect(removed).toEqual([])
    const [a, b] = [await openPdf(source), await openPdf(bytes)]
    try {
      const [pa, pb] = [await a.readPage(1, 300), await b.readPage(1, 300)]
      expect(pb.text).toBe(pa.text)
      expect(pb.pixels.equals(pa.pixels)).toBe(true)
    } finally {
      await a.close()
      await b.close()
    }
  })

  it('writes the file anew, so a viewer sees what was checked even where its cross-reference table points elsewhere', async () => {
    // A catalog with an OpenAction script early in the file, where the cross-reference table points, and the clean
    // catalog later: pdf-lib reads objects in file order and takes the later one, a viewer follows the table.
    const text = await plainPdf()
    const catalog = /(\d+) 0 obj\n<<\n\/Type \/Catalog[\s\S]*?endobj\n/.exec(text)
    if (!catalog) throw new Error('no catalog in the fixture')
    const hidden = catalog[0].replace(
      '/Type /Catalog',
      "/Type /Catalog\n/OpenAction << /S /JavaScript /JS (app.alert\\('hidden'\\)) >>",
    )
    const header = text.indexOf('\n') + 1
    const shift = hidden.length
    const number = Number(catalog[1])
    let entry = -1
    const forged =
      text.slice(0, header) +
      hidden +
      text
        .slice(header)
        .replace(/^(\d{10}) (\d{5}) n $/gm, (_, offset: string, gen: string) => {
          entry++
          const moved = entry + 1 === number ? header : Number(offset) + shift
          return `${String(moved).padStart(10, '0')} ${gen} n `
        })
        .replace(/startxref\n(\d+)/, (_, offset: string) => `startxref\n${Number(offset) + shift}`)
    const source = Buffer.from(forged, 'latin1')
    expect((await viewerFinds(source)).scripts?.get('OpenAction')).toEqual(["app.alert('hidden')"])

    const { bytes } = await removeActiveContent(source)
    expect((await viewerFinds(bytes)).scripts).toBeNull()
    expect(latin1(bytes)).not.toContain('hidden')
  })

  it('reads names the way viewers do: an escaped /Open#41ction goes; one pdf-lib leaves escaped is written inert', async () => {
    const text = await plainPdf(withOpenScript)
    for (const escaped of ['/Open#41ction', '/#4fpenAction']) {
      const source = Buffer.from(text.replace('/OpenAction', escaped), 'latin1')
      expect((await viewerFinds(source)).scripts?.get('OpenAction'), escaped).toEqual(["app.alert('open')"])
      const { bytes } = await removeActiveContent(source)
      const after = await viewerFinds(bytes)
      expect(after.scripts, escaped).toBeNull()
      expect(after.pages[0]?.text).toBe(DRAWING_TEXT)
    }
  })

  it('refuses an encrypted PDF: its objects cannot be read, so not checked', async () => {
    const encrypted = fs.readFileSync(path.join(import.meta.dirname, 'fixtures', 'password-protected.pdf'))
    const err = await removeActiveContent(encrypted).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UncleanablePdfError)
    expect((err as UncleanablePdfError).reason).toBe('encrypted')
  })

  it('refuses a PDF with an object pdf-lib cannot parse: it could hide an action', async () => {
    // After the end of the file, where a viewer does not look, but a parser reading objects in order does.
    const source = Buffer.from(`${await plainPdf()}99 0 obj\n<< /A [ >>\nendobj\n`, 'latin1')
    expect((await viewerFinds(source)).pages).toHaveLength(1)
    const err = await removeActiveContent(source).catch((e: unknown) => e)
    expect(err).toBeInstanceOf(UncleanablePdfError)
    expect((err as UncleanablePdfError).reason).toBe('unreadable')
  })

  it('keeps what moves within the document and drops each blocked action from a chain of actions', async () => {
    const source = Buffer.from(
      await plainPdf((doc) => {
        const page = doc.getPage(0)
        const link = doc.context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [0, 0, 50, 50],
          A: {
            S: 'GoTo',
            D: [page.ref, 'Fit'],
            Next: [
              { S: 'Named', N: 'NextPage' },
              { S: 'Launch', F: PDFString.of('calc.exe') },
            ],
          },
        })
        page.node.set(PDFName.of('Annots'), doc.context.obj([doc.context.register(link)]))
      }),
      'latin1',
    )
    const { bytes, removed } = await removeActiveContent(source)
    expect(removed).toEqual(['action /Launch'])
    const doc = await PDFDocument.load(bytes)
    const annots = doc.getPage(0).node.Annots()
    const action = annots?.lookup(0, PDFDict).lookup(PDFName.of('A'), PDFDict)
    expect(action?.get(PDFName.of('S'))).toBe(PDFName.of('GoTo'))
    const next = action?.lookup(PDFName.of('Next'), PDFArray)
    expect(next?.size()).toBe(1)
    expect(next?.lookup(0, PDFDict).get(PDFName.of('S'))).toBe(PDFName.of('Named'))
  })
})
