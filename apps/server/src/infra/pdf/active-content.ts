import {
  PDFArray,
  type PDFContext,
  PDFDict,
  PDFDocument,
  PDFHexString,
  PDFName,
  type PDFObject,
  PDFRef,
  PDFStream,
  PDFString,
} from 'pdf-lib'

/**
 * Active content out of a PDF a buyer uploads (issue 21 item 10): what a viewer runs, opens or sends by itself or on
 * a click, and the files a PDF carries inside it. The shop serves these files inline to the buyer and the desk, and
 * the desk opens them in whatever viewer it has: a drawing needs its pages, nothing else.
 */

/**
 * Keys dropped wherever they appear. OpenAction and AA are what a viewer does by itself (on open, on a page, on a
 * field's focus or keystroke); JS is a script (JavaScript and Rendition actions); JavaScript and EmbeddedFiles are the
 * name trees of document scripts and attached files; EF and RF are a file specification's embedded bytes; AF lists
 * associated (attached) files; XFA is a form in XML whose scripts Acrobat runs; Collection makes a portfolio of the
 * attached files.
 */
const DROPPED_KEYS = [
  'OpenAction',
  'AA',
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EF',
  'RF',
  'AF',
  'XFA',
  'Collection',
].map((key) => PDFName.of(key))

/**
 * Actions that run code or reach outside the file: scripts, programs, data imported from or sent to elsewhere, other
 * files (embedded or remote, which is how NTLM hashes leak over SMB), media players with their own scripts. Moving
 * inside the document (GoTo, Named, Thread), showing and hiding, and resetting a form stay.
 */
const BLOCKED_ACTIONS = new Set(
  ['JavaScript', 'Launch', 'ImportData', 'SubmitForm', 'GoToE', 'GoToR', 'Rendition', 'RichMediaExecute'].map(
    (s) => PDFName.of(s),
  ),
)

/** Annotations that hold a file (FileAttachment) or a player with its own scripts and files (RichMedia). */
const BLOCKED_ANNOTATIONS = new Set(['FileAttachment', 'RichMedia'].map((s) => PDFName.of(s)))

/**
 * A web or mail link is kept: a datasheet points at its maker's site, and a click opens it as any link on a page
 * does. Other schemes (file:, smb:, javascript:, a custom app's) and relative links are removed.
 */
const KEPT_LINK = /^\s*(https?:\/\/|mailto:)/i

const S = PDFName.of('S')
const URI = PDFName.of('URI')
const SUBTYPE = PDFName.of('Subtype')

/** The file cannot be cleaned: encrypted (its objects cannot be read, so not checked), or not parsable by pdf-lib. */
export class UncleanablePdfError extends Error {
  readonly reason: 'encrypted' | 'unreadable'
  constructor(reason: 'encrypted' | 'unreadable', options?: { cause?: unknown }) {
    super(reason === 'encrypted' ? 'the PDF is encrypted' : 'the PDF cannot be parsed to clean it', options)
    this.reason = reason
  }
}

export type CleanedPdf = {
  bytes: Uint8Array
  /** What was taken out, each kind once ('/OpenAction', 'action /Launch', 'annotation /FileAttachment'…). */
  removed: string[]
}

const text = (value: PDFObject | undefined) =>
  value instanceof PDFString || value instanceof PDFHexString ? value.decodeText() : ''

/** What a reference to `target` would bring in and must not: a blocked action or annotation; undefined if harmless. */
function blockedKind(target: PDFObject | undefined): string | undefined {
  if (!(target instanceof PDFDict)) return undefined
  const type = target.get(S)
  if (type instanceof PDFName) {
    if (BLOCKED_ACTIONS.has(type)) return `action ${type.asString()}`
    if (type === URI && !KEPT_LINK.test(text(target.get(URI)))) return 'action /URI (not a web or mail link)'
  }
  const subtype = target.get(SUBTYPE)
  if (subtype instanceof PDFName && BLOCKED_ANNOTATIONS.has(subtype))
    return `annotation ${subtype.asString()}`
  return undefined
}

/**
 * Cleans one object and the objects written inside it (not those it refers to: each indirect object is visited once
 * on its own). A key or an array item that refers to a blocked action or annotation goes, so a link loses its Launch
 * and a page's Annots its attached file, while the link and the page stay.
 */
function clean(context: PDFContext, root: PDFObject, removed: Set<string>): void {
  const stack: PDFObject[] = [root]
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFStream) {
      stack.push(object.dict)
    } else if (object instanceof PDFDict) {
      for (const key of DROPPED_KEYS) {
        if (object.has(key)) {
          object.delete(key)
          removed.add(key.asString())
        }
      }
      for (const [key, value] of object.entries()) {
        const kind = blockedKind(context.lookup(value))
        if (kind) {
          object.delete(key)
          removed.add(kind)
        } else stack.push(value)
      }
    } else if (object instanceof PDFArray) {
      for (let i = object.size() - 1; i >= 0; i--) {
        const kind = blockedKind(context.lookup(object.get(i)))
        if (kind) {
          object.remove(i)
          removed.add(kind)
        } else stack.push(object.get(i))
      }
    }
  }
}

/**
 * Deletes the objects nothing reachable from the trailer refers to any more (the removed scripts, attached files,
 * name trees): pdf-lib writes every object it holds, referenced or not, and a viewer that rebuilds a damaged file's
 * table by scanning its bytes would find them again.
 */
function dropUnreachable(context: PDFContext): void {
  const reached = new Set<PDFRef>()
  const stack: PDFObject[] = [context.trailerInfo.Root, context.trailerInfo.Info].filter(
    (o): o is PDFObject => o !== undefined,
  )
  for (let object = stack.pop(); object !== undefined; object = stack.pop()) {
    if (object instanceof PDFRef) {
      if (reached.has(object)) continue
      reached.add(object)
      const target = context.lookup(object)
      if (target) stack.push(target)
    } else if (object instanceof PDFStream) {
      stack.push(object.dict)
    } else if (object instanceof PDFDict || object instanceof PDFArray) {
      // One by one: spreading an array of 100,000 numbers (a sampled function, a font's widths) overflows the stack.
      for (const item of object instanceof PDFDict ? object.values() : object.asArray()) stack.push(item)
    }
  }
  for (const [ref] of context.enumerateIndirectObjects()) if (!reached.has(ref)) context.delete(ref)
}

/**
 * The PDF rewritten without active content; pages, their content streams and resources are written back byte for
 * byte. Every file is rewritten, not only those where something was found: pdf-lib reads objects in file order,
 * while a viewer follows the cross-reference table, so a file could show a viewer a catalog pdf-lib never saw;
 * written anew, the file holds exactly what was checked. Object streams are not used, so every dictionary is
 * readable in the bytes. Throws UncleanablePdfError for an encrypted file or one pdf-lib cannot parse whole (an
 * object it would skip could hide an action).
 */
export async function removeActiveContent(bytes: Uint8Array): Promise<CleanedPdf> {
  let doc: PDFDocument
  try {
    // Loaded whatever its encryption, then asked: pdf-lib's own EncryptedPDFError fails instanceof (ES5 build).
    doc = await PDFDocument.load(bytes, {
      ignoreEncryption: true,
      updateMetadata: false,
      throwOnInvalidObject: true,
    })
  } catch (err) {
    throw new UncleanablePdfError('unreadable', { cause: err })
  }
  if (doc.isEncrypted) throw new UncleanablePdfError('encrypted')
  try {
    const { context } = doc
    const removed = new Set<string>()
    for (const [, object] of context.enumerateIndirectObjects()) clean(context, object, removed)
    // The trailer's Info is the one object that may be written inline, outside the indirect objects.
    const info = context.trailerInfo.Info
    if (info && !(info instanceof PDFRef)) clean(context, info, removed)
    dropUnreachable(context)
    // Form appearances are kept as drawn (pdf-lib would redraw them), and no page is added to a file pdf-lib reads none in.
    const cleaned = await doc.save({
      useObjectStreams: false,
      updateFieldAppearances: false,
      addDefaultPage: false,
    })
    return { bytes: cleaned, removed: [...removed] }
  } catch (err) {
    throw new UncleanablePdfError('unreadable', { cause: err })
  }
}
