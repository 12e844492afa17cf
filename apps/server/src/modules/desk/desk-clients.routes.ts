import * as desk from '@shop/domain/desk/client-endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { noStore, route } from '../../plugins/route.ts'
import { requireStaff, STAFF_ONLY } from '../../plugins/staff.ts'
import { linkUserToClient, verifyClient } from './desk-clients.service.ts'
import { listClients, readClientDetail } from './desk-clients.store.ts'
import { updateClient } from './desk-clients-update.service.ts'

/** The provider's desk: clients (issue 24 item 7). Every route takes STAFF_ONLY (plugins/staff.ts). */
export const deskClientsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const clientDeps = { ...deps, publicUrl: deps.config.publicUrl }

  /** The staff member's id, counted against the desk's change limit. */
  async function changingStaff(request: FastifyRequest, reply: FastifyReply): Promise<number> {
    const staffId = await requireStaff(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.deskClientChangePerStaff, staffId)
    return staffId
  }

  async function detail(request: FastifyRequest, id: number) {
    const found = await readClientDetail(deps.db, id, request.lang)
    if (!found) throw new AppError('not_found', 'errors.not_found')
    return { status: 'OK' as const, ...found }
  }

  route(app, desk.deskClientsList, STAFF_ONLY, async (request, reply) => {
    await requireStaff(request)
    noStore(reply)
    const { rows, total } = await listClients(deps.db, request.query, request.lang)
    return {
      status: 'OK' as const,
      clients: rows,
      total,
      page: request.query.page,
      per_page: request.query.per_page,
    }
  })

  route(app, desk.deskClientDetail, STAFF_ONLY, async (request, reply) => {
    await requireStaff(request)
    noStore(reply)
    return detail(request, request.params.id)
  })

  route(app, desk.deskClientVerify, STAFF_ONLY, async (request, reply) => {
    const staffId = await changingStaff(request, reply)
    return { status: 'OK' as const, ...(await verifyClient(clientDeps, staffId, request.params.id)) }
  })

  route(app, desk.deskClientUpdate, STAFF_ONLY, async (request, reply) => {
    const staffId = await changingStaff(request, reply)
    await updateClient(deps, staffId, request.params.id, request.body)
    noStore(reply)
    return detail(request, request.params.id)
  })

  route(app, desk.deskUserLink, STAFF_ONLY, async (request, reply) => {
    const staffId = await changingStaff(request, reply)
    const answer = await linkUserToClient(clientDeps, staffId, request.params.userId, request.body.client_id)
    return { status: 'OK' as const, ...answer }
  })
}
