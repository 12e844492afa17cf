import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyInstance, FastifyPluginAsync, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { noStore, route } from '../../plugins/route.ts'
import { requireUser } from '../../plugins/session.ts'
import type { GuardDeps } from '../payments/payment-guard.ts'
import { cartCallerOf } from './cart-caller.ts'
import { CART_USER_JOIN } from './cart-read.ts'
import { type CheckoutCaller, type CheckoutDeps, submitCart } from './checkout.service.ts'
import { completeOrder, findOrderDetail, saveShippingInfo } from './checkout-order.service.ts'

/** The checkout's dependencies, from the app, with the payment provider its changes expire open payments at. */
export function checkoutDeps(app: FastifyInstance): CheckoutDeps & GuardDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    labels: app.labels,
    translate: (lang, key) => app.labels.translate(lang, key),
    clock: () => new Date(),
    publicUrl: app.config.publicUrl,
    providerEmail: app.config.PROVIDER_EMAIL,
    payments: app.payments,
    log: app.log,
  }
}

/**
 * Route options of a call for a signed-in user: the user's company is read with the session (CART_USER_JOIN), and a
 * visitor is told to sign in whatever the body holds.
 */
export const SIGNED_IN = {
  config: { sessionJoin: CART_USER_JOIN },
  preValidation: async (request: FastifyRequest) => {
    requireUser(request)
  },
}

/** The signed-in caller and the company they act for. */
export async function checkoutCallerOf(request: FastifyRequest): Promise<CheckoutCaller> {
  const userId = requireUser(request)
  const { caller } = await cartCallerOf(request)
  return { userId, client: caller.client }
}

/**
 * The checkout's calls (spec 2 §7, spec 3 §7; issue 11; docs/decisions/021). Every one needs a signed-in user,
 * refused before the body is read; each reads the user's company with the session (CART_USER_JOIN).
 */
export const checkoutRoutes: FastifyPluginAsync = async (app) => {
  const deps = checkoutDeps(app)
  const callerOf = checkoutCallerOf

  route(app, orders.submitCart, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await callerOf(request)
    // Outside the transaction: the limit's own write must not wait for it (one PGlite transaction at a time).
    await enforceRateLimit(request, reply, RATE_LIMITS.cartSubmitPerUser, caller.userId)
    const order = await submitCart(deps, caller, request.lang, request.body)
    return { status: 'OK' as const, order }
  })

  route(app, orders.saveShippingInfo, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const saved = await saveShippingInfo(deps, await callerOf(request), request.lang, request.body)
    return { status: 'OK' as const, ...saved }
  })

  route(app, orders.completeOrder, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const order = await completeOrder(deps, await callerOf(request), request.lang, request.body)
    return { status: 'OK' as const, order }
  })

  route(app, orders.getOrderDetail, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const order = await findOrderDetail(deps, await callerOf(request), request.lang, request.body.id)
    return { status: 'OK' as const, order }
  })
}
