import { MAX_CART_LINES, MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'
import { eq, sql } from 'drizzle-orm'
import type { onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { hasSignedInNow } from '../../plugins/session.ts'
import { bumpCart, deleteCart, lockCart, lockOrCreateCart } from './cart.store.ts'
import {
  cartCookieName,
  clearVisitorCookie,
  hashVisitorToken,
  readVisitorToken,
} from './cart-cookie.service.ts'

/**
 * Moves a visitor's cart into the user's cart for the company the user acts for (docs/decisions/019), in one
 * transaction: a line the user's cart already has (same line_key) adds its quantity, the others move with their
 * configuration copies and datasheets, up to the cart's line limit; the visitor's cart is then deleted. Answers
 * false when the token has no cart.
 */
export async function mergeVisitorCart(db: Db, visitorTokenHash: string, userId: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    const visitorCart = await lockCart(tx, { visitorTokenHash })
    if (visitorCart === null) return false
    const [user] = await tx.select({ clientId: users.clientId }).from(users).where(eq(users.id, userId))
    if (!user) return false
    const clientId = user.clientId
    const target = await lockOrCreateCart(tx, { userId, clientId }, userId)

    // Lines the user's cart has already: their quantities add up, and their datasheets follow to the user's line.
    await tx.execute(sql`
      update order_lines u set qty = least(u.qty + v.qty, ${MAX_LINE_QTY}::int)
      from order_lines v
      where u.order_id = ${target}::int and v.order_id = ${visitorCart}::int and u.line_key = v.line_key`)
    await tx.execute(sql`
      update order_documents d set line_id = u.id
      from order_lines v join order_lines u on u.line_key = v.line_key and u.order_id = ${target}::int
      where v.order_id = ${visitorCart}::int and d.line_id = v.id`)
    await tx.execute(
      sql`update order_documents set order_id = ${target}::int where order_id = ${visitorCart}::int`,
    )
    // The others move, after the user's lines, as many as the cart still holds.
    await tx.execute(sql`
      with room as (
        select coalesce(max(position), 0) as last, ${MAX_CART_LINES}::int - count(*) as free
        from order_lines where order_id = ${target}::int
      ), moving as (
        select v.id, row_number() over (order by v.position, v.id) as n
        from order_lines v
        where v.order_id = ${visitorCart}::int
          and not exists (select 1 from order_lines u where u.order_id = ${target}::int and u.line_key = v.line_key)
      ), moved as (
        update order_lines l set order_id = ${target}::int, position = room.last + moving.n
        from moving, room
        where l.id = moving.id and moving.n <= room.free
        returning l.product_configuration_id
      )
      update product_configurations pc set owner_user_id = ${userId}::int, owner_client_id = ${clientId}::int
      from moved where pc.id = moved.product_configuration_id and pc.line_copy`)
    // What stayed behind (lines the user had already) goes with the visitor's cart.
    await deleteCart(tx, visitorCart)
    await bumpCart(tx, target)
    return true
  })
}

/** Every answer that can sign a user in (each marks it with hasSignedInNow): login, sign-up, activation, the wizard's sign-up. */
export const SIGN_IN_ROUTES = new Set([
  '/api/front/user/login',
  '/api/front/user/signup',
  '/api/front/user/activate',
  '/api/front/wizard/submit',
])

/**
 * At every sign-in the visitor's cart behind the browser's cart cookie merges into the user's, and the cookie is
 * cleared, before the answer leaves: the page that signed in finds the merged cart on its next read. Registered
 * before the routes, and hooked on the sign-in routes only: other answers pay nothing for it.
 */
export const cartMergePlugin = fp(async (app) => {
  const mergeOnSignIn: onSendHookHandler = (request, reply, payload, done) => {
    if (request.userId === null || !hasSignedInNow(request) || reply.statusCode >= 300)
      return done(null, payload)
    if (!request.cookies?.[cartCookieName(app.deps.config)]) return done(null, payload)
    const token = readVisitorToken(request)
    const merged = token
      ? mergeVisitorCart(app.deps.db, hashVisitorToken(token), request.userId)
      : Promise.resolve(false)
    merged.then(
      () => {
        clearVisitorCookie(request, reply)
        done(null, payload)
      },
      (err) => {
        // The sign-in itself succeeded: the visitor's cart stays behind its cookie, and the next sign-in tries again.
        request.log.error({ err }, 'visitor cart not merged')
        done(null, payload)
      },
    )
  }
  app.addHook('onRoute', (route) => {
    if (!SIGN_IN_ROUTES.has(route.url)) return
    route.onSend = [...[route.onSend ?? []].flat(), mergeOnSignIn]
  })
})
