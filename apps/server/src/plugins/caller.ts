import type { FastifyRequest } from 'fastify'
import { cartCallerOf } from '../modules/cart/cart-caller.service.ts'
import { CART_USER_JOIN } from '../modules/cart/cart-rows.store.ts'
import type { CheckoutCaller } from '../modules/checkout/checkout.service.ts'
import { requireUser } from './session.ts'

/**
 * The route kit's signed-in caller (docs/decisions/029, 031): the route options of a call for a signed-in user, where
 * the user's company is read with the session (CART_USER_JOIN) and a visitor is told to sign in whatever the body
 * holds, and the caller such a route hands its service.
 */
export const SIGNED_IN = {
  config: { sessionJoin: CART_USER_JOIN },
  preValidation: async (request: FastifyRequest) => {
    requireUser(request)
  },
}

/** The signed-in caller and the company they act for. */
export async function signedInCaller(request: FastifyRequest): Promise<CheckoutCaller> {
  const userId = requireUser(request)
  const { caller } = await cartCallerOf(request)
  return { userId, client: caller.client }
}
