import * as desk from '@shop/domain/desk/quotation-endpoints'
import { contentDisposition } from '@shop/domain/orders/documents'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { SIGNED_IN, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { requireStaff, STAFF_ONLY } from '../../plugins/staff.ts'
import { findDeskDetail, openDeskDocument } from './desk-detail.service.ts'
import { findDeskList } from './desk-list.store.ts'
import { saveQuotationDraft, sendQuotation } from './desk-quotations.service.ts'
import { askModification } from './desk-quotations-modification.service.ts'

/**
 * The provider's desk: its lists, the detail of a quotation or order, and the pricing of quotations (issue 24 items 2,
 * 3). Every desk route takes STAFF_ONLY (plugins/staff.ts): 404 for anyone else. The customer's ask-to-modify call is
 * here too, the one call of the revisions the customer makes.
 */
export const deskQuotationsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, desk.deskOrdersList, STAFF_ONLY, async (request, reply) => {
    noStore(reply)
    await requireStaff(request)
    const query = request.query
    const { rows, total } = await findDeskList(deps.db, query, deps.clock())
    return { status: 'OK' as const, rows, total, page: query.page, per_page: query.per_page }
  })

  route(app, desk.deskOrderDetail, STAFF_ONLY, async (request, reply) => {
    noStore(reply)
    await requireStaff(request)
    return { status: 'OK' as const, ...(await findDeskDetail(deps, request.params.id, request.lang)) }
  })

  route(app, desk.deskViewDocument, STAFF_ONLY, async (request, reply) => {
    await requireStaff(request)
    const { orderId, documentId } = request.params
    const found = await openDeskDocument(deps, orderId, documentId)
    return noStore(reply)
      .header('x-content-type-options', 'nosniff')
      .type('application/pdf')
      .header('content-length', found.size)
      .header('content-disposition', contentDisposition('inline', found.fileName))
      .send(found.stream)
  })

  route(app, desk.deskSaveQuotation, STAFF_ONLY, async (request, reply) => {
    noStore(reply)
    const staffId = await requireStaff(request)
    await saveQuotationDraft(deps, staffId, request.params.id, request.body)
    return { status: 'OK' as const, ...(await findDeskDetail(deps, request.params.id, request.lang)) }
  })

  route(app, desk.deskSendQuotation, STAFF_ONLY, async (request, reply) => {
    noStore(reply)
    const staffId = await requireStaff(request)
    // Outside the transaction: the limit's own write must not wait for it.
    await enforceRateLimit(request, reply, RATE_LIMITS.deskQuotationSendPerStaff, staffId)
    await sendQuotation(deps, staffId, request.params.id, request.body.version)
    return { status: 'OK' as const, ...(await findDeskDetail(deps, request.params.id, request.lang)) }
  })

  route(app, desk.askModification, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.askModificationPerUser, caller.userId)
    await askModification(deps, caller, request.body)
    return { status: 'OK' as const }
  })
}
