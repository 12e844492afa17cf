// A drawing with every kind of active content the upload removes (issue 21 item 10), for the unit and API tests.
import { type PDFDict, PDFDocument, PDFHexString, PDFName, PDFString, StandardFonts } from 'pdf-lib'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'

/** The text on the drawing's one page: what must still be there after cleaning. */
export const DRAWING_TEXT = 'Disegno tecnico silo SZ-30'

/** The web link the drawing holds: kept. */
export const MAKER_URL = 'https://example.com/sz-30'

/**
 * One A4 page with text, a web link (kept) and: a JavaScript OpenAction, document, page, link and form-field AA
 * triggers, a document script in the names tree, an attached file (EmbeddedFiles) and a FileAttachment annotation,
 * a link that launches a program, one that opens a file: URI and one that submits a form to a server. Saved as a
 * real producer would, with object streams: its dictionaries are compressed, so only a parser sees them.
 */
export async function pdfWithActiveContent(): Promise<Uint8Array> {
  const doc = await PDFDocument.create()
  const font = await doc.embedFont(StandardFonts.Helvetica)
  const page = doc.addPage([595, 842])
  page.drawText(DRAWING_TEXT, { x: 50, y: 780, size: 18, font })
  const { context } = doc
  const script = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) })
  const link = (y: number, action: PDFDict) =>
    context.register(
      context.obj({
        Type: 'Annot',
        Subtype: 'Link',
        Rect: [50, y, 300, y + 20],
        Border: [0, 0, 0],
        A: action,
      }),
    )

  doc.catalog.set(PDFName.of('OpenAction'), context.register(script("app.alert('open')")))
  doc.catalog.set(PDFName.of('AA'), context.obj({ WC: script("app.alert('close')") }))
  page.node.set(PDFName.of('AA'), context.obj({ O: script("app.alert('page')") }))
  doc.addJavaScript('init', "app.alert('names')")
  await doc.attach(new TextEncoder().encode('MZ payload'), 'payload.exe', {
    mimeType: 'application/x-msdownload',
  })

  const attached = context.register(
    context.obj({
      Type: 'Filespec',
      F: PDFString.of('note.exe'),
      UF: PDFHexString.fromText('note.exe'),
      EF: { F: context.register(context.flateStream('MZ note', { Type: 'EmbeddedFile' })) },
    }),
  )
  const field = doc.getForm().createTextField('quantity')
  field.addToPage(page, { x: 50, y: 500, width: 100, height: 20 })
  field.acroField.getWidgets()[0]?.dict.set(PDFName.of('AA'), context.obj({ K: script("app.alert('key')") }))

  page.node.set(
    PDFName.of('Annots'),
    context.obj([
      ...(page.node.Annots()?.asArray() ?? []),
      link(
        740,
        context.obj({ S: 'Launch', F: PDFString.of('calc.exe'), Win: { F: PDFString.of('cmd.exe') } }),
      ),
      link(710, context.obj({ S: 'URI', URI: PDFString.of('file:///C:/Windows/System32/calc.exe') })),
      link(
        680,
        context.obj({ S: 'SubmitForm', F: { FS: 'URL', F: PDFString.of('https://collect.example.com') } }),
      ),
      link(650, context.obj({ S: 'URI', URI: PDFString.of(MAKER_URL) })),
      context.register(
        context.obj({
          Type: 'Annot',
          Subtype: 'Link',
          Rect: [50, 620, 300, 640],
          A: { S: 'GoTo', D: [page.ref, 'Fit'] },
          AA: { E: script("app.alert('hover')") },
        }),
      ),
      context.register(
        context.obj({ Type: 'Annot', Subtype: 'FileAttachment', Rect: [400, 780, 420, 800], FS: attached }),
      ),
    ]),
  )
  return doc.save({ useObjectStreams: true })
}

/** What a viewer finds in a PDF, read by pdf.js (Firefox's viewer): its pages' text and every kind of active content. */
export async function viewerFinds(bytes: Uint8Array) {
  const task = getDocument({ data: new Uint8Array(bytes), verbosity: 0 })
  try {
    const doc = await task.promise
    const pages: { text: string; scripts: unknown; annotations: string[] }[] = []
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n)
      const content = await page.getTextContent()
      const annotations = (await page.getAnnotations()) as {
        subtype: string
        unsafeUrl?: string
        action?: string
        actions?: unknown
        file?: unknown
      }[]
      pages.push({
        text: content.items.map((item) => ('str' in item ? item.str : '')).join(''),
        scripts: await page.getJSActions(),
        // Each annotation as what it does: 'Link https://…', 'Widget scripts', 'FileAttachment file'.
        annotations: annotations.map((a) =>
          [a.subtype, a.unsafeUrl, a.action, a.actions && 'scripts', a.file && 'file']
            .filter(Boolean)
            .join(' '),
        ),
      })
    }
    return {
      pages,
      openAction: await doc.getOpenAction(),
      scripts: await doc.getJSActions(),
      attachments: await doc.getAttachments(),
    }
  } finally {
    await task.destroy()
  }
}
