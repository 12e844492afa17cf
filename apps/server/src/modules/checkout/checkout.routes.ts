import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { SIGNED_IN, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import { CART_USER_JOIN } from '../cart/cart-rows.store.ts'
import { findSettings } from '../lookups/settings.service.ts'
import { submitCart } from './checkout.service.ts'
import { saveShippingInfo } from './checkout-order.service.ts'
import { completeOrder } from './order-completion.service.ts'
import { findPendingRequest, returnRequestToCart } from './order-request.service.ts'

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
    const caller = await signedInCaller(request)
    const order = await completeOrder(deps, caller, request.lang, request.body, {
      online: false,
      sessionId: request.session?.id,
    })
    return { status: 'OK' as const, order }
  })

  // The header asks on every page of a signed-in buyer: a visitor gets null, not a 401.
  route(
    app,
    orders.getPendingRequest,
    { config: { sessionJoin: CART_USER_JOIN } },
    async (request, reply) => {
      noStore(reply)
      const pending =
        request.userId === null ? null : await findPendingRequest(deps.db, await signedInCaller(request))
      return { status: 'OK' as const, pending_request: pending }
    },
  )

  route(app, orders.returnRequestToCart, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    // Each takes a request back into the cart: new lines and configuration copies.
    await enforceRateLimit(request, reply, RATE_LIMITS.backToCartPerUser, caller.userId)
    const cart = await returnRequestToCart(deps, caller, request.lang, request.params.orderId)
    const settings = await findSettings(deps.db)
    return { status: 'OK' as const, cart, show_public_prices: settings.show_public_prices }
  })
}
