import { randomBytes } from 'node:crypto'
import type { Readable } from 'node:stream'
import type { CartDocument } from '@shop/domain/orders/cart-schemas'
import { MAX_CART_DOCUMENTS } from '@shop/domain/orders/cart-schemas'
import {
  cleanDocumentName,
  DOCUMENT_LABELS,
  type DocumentUploadFields,
  documentFileName,
  takesDocuments,
  toCartDocument,
  UNSAVED_CART_ID,
} from '@shop/domain/orders/documents'
import { and, count, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Db, Queryable, Tx } from '../../db/client.ts'
import {
  accessories,
  orderDocuments,
  orderLines,
  orders,
  productConfigurationAccessories,
  productConfigurations,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { type CleanedPdf, removeActiveContent, UncleanablePdfError } from '../../infra/pdf/active-content.ts'
import { InvalidPdfError, openPdf, ProtectedPdfError } from '../../infra/pdf/pdf-pages.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { type CartOwner, ownerCondition } from '../cart/cart.store.ts'
import { removeStoredFiles } from '../cart/document-files.store.ts'
import { orderViewerCondition } from '../orders/order.view.ts'

/**
 * Datasheets of a cart's special accessories (issue 10 item 11; spec 1 §4.7, §5, §8). A document belongs to an
 * order; only the order's owner reaches it (anyone else gets the 404 of an order that does not exist), and only a
 * cart or an order request in the checkout takes uploads and deletes: once sent, an order's documents are fixed. The file is written
 * before its row and removed when the row's transaction fails; a deleted row's file goes after the commit.
 */

type DocumentsDeps = Pick<Deps, 'db' | 'storage' | 'log'>

/** Where an order's documents are stored; the server alone names the files (a client's `path` is never used). */
export const documentKey = (orderId: number) =>
  `order-documents/${orderId}/${randomBytes(16).toString('hex')}.pdf`

/**
 * Who reaches an order's documents, as a condition on `orders`: a cart's owner, and, once it is no longer a cart, whoever
 * sees the order in the customer area (the users of its client, orderViewerCondition), as completing an order request
 * or approving a quotation is theirs too. Undefined for a caller with neither session nor cart cookie.
 */
const ownedBy = (owner: CartOwner | null): SQL | undefined => {
  if (owner === null) return undefined
  if ('visitorTokenHash' in owner) return ownerCondition(owner)
  return or(ownerCondition(owner), and(ne(orders.status, 'DRAFT'), orderViewerCondition(owner)))
}

const notFound = () => new AppError('not_found', 'errors.not_found')

/** The caller's own order, locked for the transaction, that still takes document changes. */
async function lockEditableOrder(tx: Tx, orderId: number, owner: CartOwner | null) {
  const condition = ownedBy(owner)
  if (!condition) throw notFound()
  const [order] = await tx
    .select({ id: orders.id, status: orders.status, is_quotation: orders.isQuotation })
    .from(orders)
    .where(and(eq(orders.id, orderId), condition))
    .for('update')
  if (!order) throw notFound()
  if (!takesDocuments(order)) throw new AppError('conflict', DOCUMENT_LABELS.notEditable)
  return order
}

/** Checks the caller may change this order's documents, without locking: refusals before the file is read. */
export async function checkDocumentsEditable(
  db: Db,
  orderId: number,
  owner: CartOwner | null,
): Promise<void> {
  if (orderId === UNSAVED_CART_ID) throw new AppError('conflict', DOCUMENT_LABELS.saveFirst)
  const condition = ownedBy(owner)
  if (!condition) throw notFound()
  const [order] = await db
    .select({ status: orders.status, is_quotation: orders.isQuotation })
    .from(orders)
    .where(and(eq(orders.id, orderId), condition))
  if (!order) throw notFound()
  if (!takesDocuments(order)) throw new AppError('conflict', DOCUMENT_LABELS.notEditable)
}

const lineInvalid = () => validationFailure([{ path: ['line_id'], message: DOCUMENT_LABELS.lineInvalid }])

/**
 * The line must be one of the order's, and the accessory one of that line's configuration whose template asks for
 * a datasheet (attributes_template.need_datasheet); a replacement accessory sold alone counts as its line's
 * accessory. An accessory without its line is refused.
 */
async function checkTarget(q: Queryable, orderId: number, lineId?: number, accessoryId?: number) {
  if (lineId === undefined) {
    if (accessoryId !== undefined) throw lineInvalid()
    return
  }
  const [line] = await q
    .select({ configurationId: orderLines.productConfigurationId })
    .from(orderLines)
    .where(and(eq(orderLines.id, lineId), eq(orderLines.orderId, orderId)))
  if (!line) throw lineInvalid()
  if (accessoryId === undefined) return
  const [found] = await q
    .select({ id: accessories.id })
    .from(accessories)
    .where(
      and(
        eq(accessories.id, accessoryId),
        sql`(${accessories.attributesTemplate} ->> 'need_datasheet')::boolean is true`,
        sql`(exists (select 1 from ${productConfigurationAccessories} pca
               where pca.product_configuration_id = ${line.configurationId} and pca.accessory_id = ${accessories.id})
             or exists (select 1 from ${productConfigurations} pc
               where pc.id = ${line.configurationId} and pc.replacement_accessory_id = ${accessories.id}))`,
      ),
    )
  if (!found) throw validationFailure([{ path: ['accessory_id'], message: DOCUMENT_LABELS.accessoryInvalid }])
}

const notPdf = () => new AppError('unsupported_media_type', DOCUMENT_LABELS.notPdf)
const refusedFile = (label: string) => validationFailure([{ path: ['file'], message: label }])

/** The pages pdf.js finds in the bytes; InvalidPdfError (ProtectedPdfError for a password) when it cannot read them. */
async function countPages(bytes: Uint8Array): Promise<number> {
  const pdf = await openPdf(bytes)
  const { pageCount } = pdf
  await pdf.close()
  return pageCount
}

/**
 * The file as it is stored: a PDF by content (the %PDF- header, and pdf.js opens it and finds a page) without its
 * active content (issue 21 item 10: scripts, automatic actions, launched programs, attached files). The cleaned file
 * must open again with as many pages, or the upload is refused: a buyer's drawing is never stored half-read.
 */
async function cleanUploadedPdf(bytes: Uint8Array, log: FastifyBaseLogger): Promise<Uint8Array> {
  if (Buffer.from(bytes.subarray(0, 5)).toString('latin1') !== '%PDF-') throw notPdf()
  let pages: number
  try {
    pages = await countPages(bytes)
  } catch (err) {
    if (err instanceof ProtectedPdfError) throw refusedFile(DOCUMENT_LABELS.pdfProtected)
    if (err instanceof InvalidPdfError) throw notPdf()
    throw err
  }
  let cleaned: CleanedPdf
  try {
    cleaned = await removeActiveContent(bytes)
  } catch (err) {
    if (!(err instanceof UncleanablePdfError)) throw err
    log.info({ err }, 'uploaded PDF refused: its active content cannot be removed')
    throw refusedFile(
      err.reason === 'encrypted' ? DOCUMENT_LABELS.pdfProtected : DOCUMENT_LABELS.pdfNotCleanable,
    )
  }
  const pagesAfter = await countPages(cleaned.bytes).catch((err) => {
    if (err instanceof InvalidPdfError) return 0
    throw err
  })
  if (pagesAfter !== pages) {
    log.warn({ pages, pagesAfter }, 'uploaded PDF refused: it lost pages when its active content was removed')
    throw refusedFile(DOCUMENT_LABELS.pdfNotCleanable)
  }
  if (cleaned.removed.length > 0)
    log.info({ removed: cleaned.removed }, 'active content removed from an uploaded PDF')
  return cleaned.bytes
}

export type UploadInput = {
  orderId: number
  owner: CartOwner | null
  fields: DocumentUploadFields
  file: { bytes: Buffer; filename: string }
}

/** Stores a datasheet on the caller's cart: checked by content and cleaned, at most MAX_CART_DOCUMENTS per cart. */
export async function uploadDocument(deps: DocumentsDeps, input: UploadInput): Promise<CartDocument> {
  const { db, storage, log } = deps
  const { orderId, owner, fields, file } = input
  await checkDocumentsEditable(db, orderId, owner)
  await checkTarget(db, orderId, fields.line_id, fields.accessory_id)
  const stored = await cleanUploadedPdf(file.bytes, log)

  const key = documentKey(orderId)
  // File work stays out of the transaction (one PGlite transaction blocks the whole database).
  await storage.put(key, stored)
  try {
    const row = await db.transaction(async (tx) => {
      await lockEditableOrder(tx, orderId, owner)
      const [held] = await tx
        .select({ n: count() })
        .from(orderDocuments)
        .where(eq(orderDocuments.orderId, orderId))
      if ((held?.n ?? 0) >= MAX_CART_DOCUMENTS) throw new AppError('conflict', DOCUMENT_LABELS.tooMany)
      // Again under the lock: the line may have been removed since the first check.
      await checkTarget(tx, orderId, fields.line_id, fields.accessory_id)
      const [inserted] = await tx
        .insert(orderDocuments)
        .values({
          orderId,
          lineId: fields.line_id ?? null,
          accessoryId: fields.accessory_id ?? null,
          name: cleanDocumentName(fields.name ?? file.filename),
          storageKey: key,
          size: stored.length,
          contentType: 'application/pdf',
        })
        .returning()
      // A document is activity (the visitor purge reads updated_at) but no conflict with line edits: no version bump.
      await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, orderId))
      return inserted
    })
    if (!row) throw new Error('document row not written')
    return toCartDocument(row)
  } catch (err) {
    await storage.delete(key).catch((e) => log.error({ err: e, key }, 'document file left behind'))
    throw err
  }
}

/** Removes one of the caller's cart's documents; its file goes after the row's commit. */
export async function deleteDocument(
  deps: DocumentsDeps,
  input: { orderId: number; documentId: number; owner: CartOwner | null },
): Promise<void> {
  const { db, storage, log } = deps
  const { orderId, documentId, owner } = input
  if (orderId === UNSAVED_CART_ID) throw notFound()
  const key = await db.transaction(async (tx) => {
    await lockEditableOrder(tx, orderId, owner)
    const [deleted] = await tx
      .delete(orderDocuments)
      .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId)))
      .returning({ key: orderDocuments.storageKey })
    if (!deleted) throw notFound()
    await tx.update(orders).set({ updatedAt: sql`now()` }).where(eq(orders.id, orderId))
    return deleted.key
  })
  await removeStoredFiles(storage, [key], log)
}

/** One of the caller's documents (any status of the order) with a stream of its file; 404 for anyone else. */
export async function openDocument(
  deps: Pick<Deps, 'db' | 'storage'>,
  input: { orderId: number; documentId: number; owner: CartOwner | null },
): Promise<{ fileName: string; size: number; stream: Readable }> {
  const { orderId, documentId, owner } = input
  const condition = ownedBy(owner)
  if (orderId === UNSAVED_CART_ID || !condition) throw notFound()
  const [doc] = await deps.db
    .select({ name: orderDocuments.name, key: orderDocuments.storageKey })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId), condition))
  if (!doc) throw notFound()
  const found = await deps.storage.stream(doc.key)
  if (!found) throw notFound()
  return { fileName: documentFileName(doc.name), size: found.size, stream: found.stream }
}
