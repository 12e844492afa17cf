import * as desk from '@shop/domain/desk/order-endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { noStore, route } from '../../plugins/route.ts'
import { requireStaff, STAFF_ONLY } from '../../plugins/staff.ts'
import { updateDeskOrderFields } from './desk-order-fields.service.ts'
import { acceptDeskOrder, cancelDeskOrder, closeDeskOrder, recordDeskPayment } from './desk-orders.service.ts'
import { findFulfilment } from './desk-orders.store.ts'
import { findRefundsDue, recordDeskRefund } from './desk-refunds.service.ts'
import { shipDeskOrder } from './desk-shipments.service.ts'

/**
 * The provider's desk: orders (issue 24 items 4, 5, 6). Every route takes STAFF_ONLY (plugins/staff.ts): anyone but
 * staff gets 404. Every write is counted against the staff member's desk limit before any work.
 */
export const deskOrdersRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  /** The staff member's id, the answer kept out of caches, and for a write the limit counted. */
  const staff = async (request: FastifyRequest, reply: FastifyReply, writes = true) => {
    noStore(reply)
    const staffId = await requireStaff(request)
    if (writes) await enforceRateLimit(request, reply, RATE_LIMITS.deskOrderWritePerStaff, staffId)
    return staffId
  }
  const answer = (fulfilment: Awaited<ReturnType<typeof findFulfilment>>) => ({
    status: 'OK' as const,
    fulfilment,
  })

  route(app, desk.deskOrderFulfilment, STAFF_ONLY, async (request, reply) => {
    await staff(request, reply, false)
    return answer(await findFulfilment(deps.db, request.params.id))
  })

  route(app, desk.deskAcceptOrder, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await acceptDeskOrder(deps, staffId, request.params.id, request.body))
  })

  route(app, desk.deskRecordPayment, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await recordDeskPayment(deps, staffId, request.params.id, request.body))
  })

  route(app, desk.deskShipOrder, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await shipDeskOrder(deps, staffId, request.params.id, request.body))
  })

  route(app, desk.deskCloseOrder, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await closeDeskOrder(deps, staffId, request.params.id))
  })

  route(app, desk.deskCancelOrder, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await cancelDeskOrder(deps, staffId, request.params.id, request.body.reason))
  })

  route(app, desk.deskUpdateOrderFields, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return answer(await updateDeskOrderFields(deps, staffId, request.params.id, request.body))
  })

  route(app, desk.deskRefunds, STAFF_ONLY, async (request, reply) => {
    await staff(request, reply, false)
    const { page, per_page } = request.query
    return { status: 'OK' as const, page, per_page, ...(await findRefundsDue(deps.db, { page, per_page })) }
  })

  route(app, desk.deskRecordRefund, STAFF_ONLY, async (request, reply) => {
    const staffId = await staff(request, reply)
    return {
      status: 'OK' as const,
      payment: await recordDeskRefund(deps, staffId, request.params.id, request.body.note),
    }
  })
}
