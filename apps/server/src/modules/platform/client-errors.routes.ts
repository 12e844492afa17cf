import { reportClientError } from '@shop/domain/platform/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { route } from '../../plugins/route.ts'
import { recordClientError } from './client-errors.service.ts'

/** POST /api/front/client_error: the browser's error reports (docs/decisions/038); no third party sees them. */
export const clientErrorsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  // A body the schema refuses answers 422 before it counts: only what would be stored is counted.
  route(app, reportClientError, {}, async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_LIMITS.clientErrorPerIp, request.ip)
    await recordClientError(deps, request.log, request.body, {
      userId: request.userId,
      userAgent: request.headers['user-agent'],
    })
    return { status: 'OK' as const }
  })
}
