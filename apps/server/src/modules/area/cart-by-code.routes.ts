import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS, type RateLimitRule } from '../../infra/rate-limit.ts'
import { AREA, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { addQuickOrder, previewQuickOrder } from './quick-order.service.ts'
import { reorder } from './reorder.service.ts'

/**
 * 500 lines of 200 characters, each possibly escaped in JSON: well below the server's 1 MB, refused before it is
 * parsed when larger (the text itself is at most MAX_QUICK_ORDER_CHARS).
 */
const QUICK_ORDER_BODY_LIMIT = 512 * 1024

/**
 * The cart filled by configuration code (issue 26 items 4 and 5): the quick order's preview and add, and the reorder
 * of an order or quotation. Area routes (a visitor 401, an incomplete profile 403); the preview only reads, the
 * writing calls are counted per user.
 */
export const cartByCodeRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const withRequestLog = (request: FastifyRequest) => ({ ...deps, log: request.log })

  const limitedCaller = async (request: FastifyRequest, reply: FastifyReply, rule: RateLimitRule) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    await enforceRateLimit(request, reply, rule, caller.userId)
    return caller
  }

  const options = { ...AREA, bodyLimit: QUICK_ORDER_BODY_LIMIT }

  route(app, orders.previewQuickOrder, options, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.quickOrderPreviewPerUser)
    const preview = await previewQuickOrder(deps, caller, request.lang, request.body.text)
    return { status: 'OK' as const, ...preview }
  })

  route(app, orders.addQuickOrder, options, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.cartByCodePerUser)
    const added = await addQuickOrder(withRequestLog(request), caller, request.lang, request.body)
    return { status: 'OK' as const, ...added }
  })

  route(app, orders.reorder, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.cartByCodePerUser)
    const { orderId } = request.params
    const added = await reorder(withRequestLog(request), caller, request.lang, orderId, request.body.key)
    return { status: 'OK' as const, ...added }
  })
}
