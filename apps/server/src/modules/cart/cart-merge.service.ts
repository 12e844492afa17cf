import { MAX_CART_LINES, MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'
import { eq, sql } from 'drizzle-orm'
import type { onSendHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { Db, Tx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { validationFailure } from '../../plugins/errors.ts'
import { hasSignedInNow } from '../../plugins/session.ts'
import { bumpCart, deleteCart, lockCart, lockOrCreateCart } from './cart.store.ts'
import {
  cartCookieName,
  clearVisitorCookie,
  hashVisitorToken,
  readVisitorToken,
} from './cart-cookie.service.ts'

/**
 * Lines of `from` whose configuration the cart `target` holds already (same line_key) add their quantities to the
 * target's line, up to MAX_LINE_QTY; a note or product code the target's line lacks comes along.
 */
async function addToSameLines(tx: Tx, from: number, target: number): Promise<void> {
  await tx.execute(sql`
    update order_lines u set qty = least(u.qty + v.qty, ${MAX_LINE_QTY}::int),
      notes = case when u.notes = '' then v.notes else u.notes end,
      client_product_ref = case when u.client_product_ref = '' then v.client_product_ref else u.client_product_ref end
    from order_lines v
    where u.order_id = ${target}::int and v.order_id = ${from}::int and u.line_key = v.line_key`)
}

/**
 * Once the lines are in `target`: the documents of `from` follow, a line's datasheets to the target's line of the same
 * configuration, the order's own PDF to the order.
 */
async function moveDocuments(tx: Tx, from: number, target: number): Promise<void> {
  await tx.execute(sql`
    update order_documents d set line_id = u.id
    from order_lines v join order_lines u on u.line_key = v.line_key and u.order_id = ${target}::int
    where v.order_id = ${from}::int and d.line_id = v.id`)
  await tx.execute(sql`update order_documents set order_id = ${target}::int where order_id = ${from}::int`)
}

/** The lines of `from` whose configuration `target` does not hold, after the target's lines (`n` from 1). */
const NEW_LINES = (from: number, target: number) => sql`
  select v.id, row_number() over (order by v.position, v.id) as n
  from order_lines v
  where v.order_id = ${from}::int
    and not exists (select 1 from order_lines u where u.order_id = ${target}::int and u.line_key = v.line_key)`

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

    await addToSameLines(tx, visitorCart, target)
    // The others move, after the user's lines, as many as the cart still holds.
    await tx.execute(sql`
      with room as (
        select coalesce(max(position), 0) as last, ${MAX_CART_LINES}::int - count(*) as free
        from order_lines where order_id = ${target}::int
      ), moving as (${NEW_LINES(visitorCart, target)}
      ), moved as (
        update order_lines l set order_id = ${target}::int, position = room.last + moving.n
        from moving, room
        where l.id = moving.id and moving.n <= room.free
        returning l.product_configuration_id
      )
      update product_configurations pc set owner_user_id = ${userId}::int, owner_client_id = ${clientId}::int
      from moved where pc.id = moved.product_configuration_id and pc.line_copy`)
    await moveDocuments(tx, visitorCart, target)
    // What stayed behind (lines the user had already) goes with the visitor's cart.
    await deleteCart(tx, visitorCart)
    await bumpCart(tx, target)
    return true
  })
}

/**
 * Puts an order's lines back into the owner's cart `target`, in the caller's transaction (issue 23 item 2, 'Modifica il
 * carrello'): a configuration the cart holds already adds its quantity; the others are copied after the cart's lines,
 * each with its own new configuration copy (a copy belongs to one line: decision 019), its note, product code and the
 * prices seen when it was added, not the frozen ones; the order's documents follow to the cart. The order keeps its
 * lines as they were. A cart that cannot hold them all refuses with 422 'cart full', nothing changed.
 */
export async function copyOrderLinesToCart(
  tx: Tx,
  orderId: number,
  target: number,
  owner: { userId: number; clientId: number | null },
): Promise<void> {
  const counted = await tx.execute(sql`
    select (select count(*) from order_lines where order_id = ${target}::int)
      + (select count(*) from (${NEW_LINES(orderId, target)}) n) as total`)
  if (Number(counted.rows[0]?.total) > MAX_CART_LINES)
    throw validationFailure([{ path: [], message: 'orders.cart_full' }])
  await addToSameLines(tx, orderId, target)
  // New ids first, so each copy, its accessories and its line are written in one statement.
  await tx.execute(sql`
    with room as (
      select coalesce(max(position), 0) as last from order_lines where order_id = ${target}::int
    ), copying as materialized (
      select c.id, c.n, l.product_configuration_id as old_copy,
        nextval(pg_get_serial_sequence('product_configurations', 'id'))::int as new_copy
      from (${NEW_LINES(orderId, target)}) c join order_lines l on l.id = c.id
    ), copies as (
      insert into product_configurations (id, type, configuration_code, current_ref_code, base_model_id,
        replacement_accessory_id, owner_user_id, owner_client_id, custom_texts, line_copy)
      select copying.new_copy, pc.type, pc.configuration_code, pc.current_ref_code, pc.base_model_id,
        pc.replacement_accessory_id, ${owner.userId}::int, ${owner.clientId}::int, pc.custom_texts, true
      from copying join product_configurations pc on pc.id = copying.old_copy
    ), accessories as (
      insert into product_configuration_accessories (product_configuration_id, accessory_id,
        accessory_attributes_variation_id, position)
      select copying.new_copy, a.accessory_id, a.accessory_attributes_variation_id, a.position
      from copying join product_configuration_accessories a on a.product_configuration_id = copying.old_copy
    )
    insert into order_lines (order_id, position, qty, product_configuration_id, configuration_id, line_key, notes,
      client_product_ref, added_price, added_discounted_price)
    select ${target}::int, room.last + copying.n, l.qty, copying.new_copy, l.configuration_id, l.line_key, l.notes,
      l.client_product_ref, l.added_price, l.added_discounted_price
    from copying join order_lines l on l.id = copying.id cross join room`)
  await moveDocuments(tx, orderId, target)
  await bumpCart(tx, target)
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
