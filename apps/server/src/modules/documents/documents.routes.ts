import multipart from '@fastify/multipart'
import { MAX_DOCUMENT_BYTES } from '@shop/domain/orders/cart-schemas'
import { contentDisposition, DOCUMENT_LABELS, documentUploadFields } from '@shop/domain/orders/documents'
import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { noStore, route } from '../../plugins/route.ts'
import { resolveCartOwner } from '../cart/cart.service.ts'
import { CART_USER_JOIN } from '../cart/cart-rows.store.ts'
import { checkDocumentsEditable, deleteDocument, openDocument, uploadDocument } from './documents.service.ts'

/** What one upload may hold: one file of at most 10 MB and a few short fields; busboy stops reading beyond. */
const UPLOAD_LIMITS = {
  fileSize: MAX_DOCUMENT_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 4096,
  fieldNameSize: 100,
  parts: 12,
  headerPairs: 20,
}

const privateNoStore = (reply: FastifyReply) => noStore(reply).header('x-content-type-options', 'nosniff')

/**
 * The multipart form of an upload: the part named `file` in memory (bounded by UPLOAD_LIMITS) and the text
 * fields. Any malformed or oversized body is a 4xx with a translated message, never a 5xx.
 */
async function readUpload(request: FastifyRequest) {
  if (!request.isMultipart()) throw new AppError('unsupported_media_type', DOCUMENT_LABELS.badUpload)
  const fields: Record<string, string> = {}
  let file: { bytes: Buffer; filename: string } | null = null
  try {
    for await (const part of request.parts({ limits: UPLOAD_LIMITS })) {
      if (part.type === 'file') {
        if (part.fieldname === 'file' && file === null)
          file = { bytes: await part.toBuffer(), filename: part.filename }
        else part.file.resume()
      } else if (typeof part.value === 'string' && !(part.fieldname in fields)) {
        fields[part.fieldname] = part.value
      }
    }
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw new AppError('payload_too_large', DOCUMENT_LABELS.tooLarge, { file: [DOCUMENT_LABELS.tooLarge] })
    request.log.info({ err }, 'malformed document upload')
    throw new AppError('bad_request', DOCUMENT_LABELS.badUpload)
  }
  if (file === null || file.bytes.length === 0)
    throw validationFailure([{ path: ['file'], message: DOCUMENT_LABELS.fileRequired }])
  // The text fields are checked as a route schema checks a JSON body, and refused the same way.
  const parsed = documentUploadFields.safeParse(fields)
  if (!parsed.success) throw validationFailure(parsed.error.issues)
  return { fields: parsed.data, file }
}

/**
 * The document calls of spec 1 §7 under /api/front (issue 10 item 11). Each route reads the user's company with the
 * session, in its one query (docs/decisions/015).
 */
export const documentsRoutes: FastifyPluginAsync = async (app) => {
  // Scoped to these routes: no other route accepts multipart.
  await app.register(multipart, { limits: UPLOAD_LIMITS })
  // With the request's logger: an upload's lines (active content removed, a file left behind) name their request.
  const deps = (request: FastifyRequest) => ({ ...app.deps, log: request.log })

  route(app, orders.uploadDocument, { config: { sessionJoin: CART_USER_JOIN } }, async (request, reply) => {
    privateNoStore(reply)
    const subject = request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`
    await enforceRateLimit(request, reply, RATE_LIMITS.documentUploadPerCaller, subject)
    const { orderId } = request.params
    const owner = await resolveCartOwner(request)
    // Refusals that need no body come before 10 MB are read.
    await checkDocumentsEditable(app.deps.db, orderId, owner)
    const { fields, file } = await readUpload(request)
    const document = await uploadDocument(deps(request), { orderId, owner, fields, file })
    return { status: 'OK' as const, document }
  })

  route(app, orders.deleteDocument, { config: { sessionJoin: CART_USER_JOIN } }, async (request, reply) => {
    privateNoStore(reply)
    const { orderId, documentId } = request.params
    const owner = await resolveCartOwner(request)
    await deleteDocument(deps(request), { orderId, documentId, owner })
    return { status: 'OK' as const }
  })

  for (const [e, kind] of [
    [orders.viewDocument, 'inline'],
    [orders.downloadDocument, 'attachment'],
  ] as const) {
    route(app, e, { config: { sessionJoin: CART_USER_JOIN } }, async (request, reply) => {
      const { orderId, documentId } = request.params
      const owner = await resolveCartOwner(request)
      const found = await openDocument(deps(request), { orderId, documentId, owner })
      return privateNoStore(reply)
        .type('application/pdf')
        .header('content-length', found.size)
        .header('content-disposition', contentDisposition(kind, found.fileName))
        .send(found.stream)
    })
  }
}
