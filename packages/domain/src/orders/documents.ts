import { PG_INT_MAX, toWellFormedText, V } from '../http/fields.ts'
import { z } from '../zod.ts'
import type { CartDocument, CartLine } from './cart-schemas.ts'
import type { OrderStatus } from './status-machine.ts'

/**
 * Datasheets uploaded for the special accessories of a cart's lines (spec 1 §4.7, §7; issue 10 item 11). The cart
 * read and the document routes shape a document the same way through these functions.
 */

/** The id a client holds for a cart that was never saved (decision 019): an upload on it is refused. */
export const UNSAVED_CART_ID = -1

/**
 * Whether the customer may still add or remove an order's documents: a cart, an order request still in the checkout
 * (its order PDF, spec 2 §2.3 step 2), and a quotation before it is approved (spec 3 §2: the detail's PDF, the
 * approval's shipping step). Once the provider works on an order, its documents are what was sent.
 */
export function takesDocuments(order: { status: OrderStatus; is_quotation: boolean }): boolean {
  if (order.status === 'DRAFT' || order.status === 'INCOMPLETE_REQUEST') return true
  return order.is_quotation && (order.status === 'NEW' || order.status === 'READY')
}

/** Label keys of the datasheet texts (spec 1 §8, spec 3 §8), shared by the server's answers and the screens. */
export const DOCUMENT_LABELS = {
  uploaded: 'documents.uploaded',
  uploadFailed: 'documents.upload_failed',
  deleteFailed: 'documents.delete_failed',
  deleteConfirm: 'documents.delete_confirm',
  saveFirst: 'documents.save_first',
  notPdf: 'documents.not_a_pdf',
  pdfProtected: 'documents.pdf_protected',
  pdfNotCleanable: 'documents.pdf_not_cleanable',
  tooLarge: 'documents.too_large',
  tooMany: 'documents.too_many',
  fileRequired: 'documents.file_required',
  lineInvalid: 'documents.line_invalid',
  accessoryInvalid: 'documents.accessory_invalid',
  notEditable: 'documents.not_editable',
  badUpload: 'documents.bad_upload',
} as const

/** A positive id sent as a multipart field (text); '' or absent means none. */
const optionalFieldId = z.preprocess(
  (v) => (v === '' || v === undefined || v === null ? undefined : v),
  z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(PG_INT_MAX, V.invalid)
    .optional(),
)

/** Texts a form may send but this shop ignores: only their size is bounded. */
const ignoredText = z.string({ error: V.invalid }).max(2000, V.tooLong).optional()

/**
 * The text fields of POST order/{orderId}/document (multipart; the file is the part named `file`). `path` and
 * `resource_id` are the spec's and are accepted, never used: the server alone chooses where a file is stored.
 */
export const documentUploadFields = z.object({
  name: z
    .string({ error: V.invalid })
    .max(200, V.tooLong)
    .optional()
    .transform((v) => v?.trim() || undefined),
  line_id: optionalFieldId,
  accessory_id: optionalFieldId,
  resource_id: ignoredText,
  path: ignoredText,
})
export type DocumentUploadFields = z.infer<typeof documentUploadFields>

/** The document's type as the cart reads it: 'accessory_{id}' for an accessory's datasheet, else 'order'. */
export function documentType(accessoryId: number | null): string {
  return accessoryId === null ? 'order' : `accessory_${accessoryId}`
}

/** Where the document is shown inline and where it is downloaded (under /api/front). */
export function documentUrls(
  orderId: number,
  documentId: number,
): { view_url: string; download_url: string } {
  const base = `/api/front/order/${orderId}`
  return {
    view_url: `${base}/document_view/${documentId}`,
    download_url: `${base}/document_download/${documentId}`,
  }
}

/** The largest name kept, in characters, without the extension. */
const MAX_NAME_LENGTH = 120

/**
 * A document's name as kept and shown: the last segment of whatever path the browser sent, without control or
 * path characters and without '.pdf', at most 120 characters; 'documento' when nothing is left.
 */
export function cleanDocumentName(raw: string): string {
  // Well formed: half a surrogate pair cannot be stored (jsonb, text) nor put in a header.
  const lastSegment = toWellFormedText(raw).split(/[\\/]/).pop() ?? ''
  const cleaned = lastSegment
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this removes
    .replace(/[\u0000-\u001f\u007f<>:"|?*]+/g, ' ')
    .replace(/\.pdf$/i, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim()
  return Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim() || 'documento'
}

/** The file name a document is downloaded under: its clean name and '.pdf'. */
export function documentFileName(name: string): string {
  return `${cleanDocumentName(name)}.pdf`
}

/**
 * A Content-Disposition value for the file name: an ASCII fallback (quotes, backslashes and anything outside
 * printable ASCII replaced) and the exact name in RFC 5987 form.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_')
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${encoded}`
}

/** A stored document as the cart and the document routes answer it (cartDocumentSchema). */
export function toCartDocument(row: {
  id: number
  orderId: number
  lineId: number | null
  accessoryId: number | null
  name: string
  size: number
  createdAt: Date | string
}): CartDocument {
  return {
    id: row.id,
    line_id: row.lineId,
    accessory_id: row.accessoryId,
    type: documentType(row.accessoryId),
    name: row.name,
    filename: documentFileName(row.name),
    size: row.size,
    ...documentUrls(row.orderId, row.id),
    created_at: row.createdAt instanceof Date ? row.createdAt.toISOString() : row.createdAt,
  }
}

/** A special accessory of a line that needs a datasheet and has none ('Disegno tecnico mancante.', spec 2 §5). */
export type MissingDatasheet = {
  line_id: number
  accessory_id: number
  /** The accessory as the line lists it (its short description in the answer's language). */
  accessory: string
  /** The line's configuration code, which tells two lines with the same accessory apart. */
  configuration_code: string
}

/**
 * The special accessories of the lines (attributes_template.need_datasheet) without an uploaded datasheet, in the
 * lines' order: what the warning before every submission names and what the provider's mail lists. A replacement
 * accessory sold alone is its line's one accessory, so it counts the same way.
 */
export function missingDatasheets(
  lines: readonly Pick<CartLine, 'id' | 'product_configuration' | 'documents'>[],
): MissingDatasheet[] {
  return lines.flatMap((line) => {
    const given = new Set(line.documents.map((d) => d.accessory_id))
    return line.product_configuration.accessories
      .filter((a) => a.attributes_template?.need_datasheet && !given.has(a.id))
      .map((a) => ({
        line_id: line.id,
        accessory_id: a.id,
        accessory: a.description_short,
        configuration_code: line.product_configuration.configuration_code,
      }))
  })
}
