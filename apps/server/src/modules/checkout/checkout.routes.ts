import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { SIGNED_IN, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { submitCart } from './checkout.service.ts'
import { completeOrder, findOrderDetail, saveShippingInfo } from './checkout-order.service.ts'

/**
 * The checkout's calls (spec 2 §7, spec 3 §7; issue 11; docs/decisions/021). Every one needs a signed-in user,
 * refused before the body is read; each reads the user's company with the session (CART_USER_JOIN).
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, orders.submitCart, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    // Outside the transaction: the limit's own write must not wait for it (one PGlite transaction at a time).
    await enforceRateLimit(request, reply, RATE_LIMITS.cartSubmitPerUser, caller.userId)
    const order = await submitCart(deps, caller, request.lang, request.body)
    return { status: 'OK' as const, order }
  })

  route(app, orders.saveShippingInfo, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const saved = await saveShippingInfo(deps, await signedInCaller(request), request.lang, request.body)
    return { status: 'OK' as const, ...saved }
  })

  route(app, orders.completeOrder, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const order = await completeOrder(deps, await signedInCaller(request), request.lang, request.body)
    return { status: 'OK' as const, order }
  })

  route(app, orders.getOrderDetail, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const order = await findOrderDetail(deps, await signedInCaller(request), request.lang, request.body.id)
    return { status: 'OK' as const, order }
  })
}
