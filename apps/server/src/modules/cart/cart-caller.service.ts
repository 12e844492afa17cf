import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { users } from '../../db/schema/index.ts'
import { readJoined } from '../../plugins/session.ts'
import type { CartCaller } from './cart.service.ts'
import type { CartOwner } from './cart.store.ts'
import { hashVisitorToken, readVisitorToken } from './cart-cookie.service.ts'
import { CART_JOIN, CART_USER_JOIN, type CartRow, findCartUser, toCartClient } from './cart-rows.store.ts'

/**
 * Who is asking, from the request: the signed-in user and the company they act for (read with the session when the
 * route declared CART_JOIN or CART_USER_JOIN), or the visitor of a cart cookie whose MAC holds.
 */
export async function cartCallerOf(
  request: FastifyRequest,
): Promise<{ caller: CartCaller; row?: CartRow | null }> {
  const userId = request.userId
  if (userId !== null) {
    const db = request.server.deps.db
    const withCart = readJoined(request, CART_JOIN)
    if (withCart)
      return { caller: { userId, client: await toCartClient(db, withCart.client) }, row: withCart.cart }
    const joined = readJoined(request, CART_USER_JOIN)
    const client = joined ? await toCartClient(db, joined.client) : (await findCartUser(db, userId)).client
    return { caller: { userId, client } }
  }
  const token = readVisitorToken(request)
  return { caller: { userId: null, client: null, visitorTokenHash: token && hashVisitorToken(token) } }
}

/**
 * The owner of the caller's cart, for routes that take an order id (the datasheets): the signed-in user for the
 * company they act for, or the visitor of a valid cart cookie; null for a visitor without one.
 */
export async function resolveCartOwner(request: FastifyRequest): Promise<CartOwner | null> {
  const userId = request.userId
  if (userId !== null) {
    const joined = readJoined(request, CART_JOIN) ?? readJoined(request, CART_USER_JOIN)
    if (joined) return { userId, clientId: joined.client?.id ?? null }
    const [row] = await request.server.deps.db
      .select({ clientId: users.clientId })
      .from(users)
      .where(eq(users.id, userId))
    return { userId, clientId: row?.clientId ?? null }
  }
  const token = readVisitorToken(request)
  return token ? { visitorTokenHash: hashVisitorToken(token) } : null
}
