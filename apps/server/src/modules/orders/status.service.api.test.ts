import { ORDER_ACTORS, ORDER_TRANSITIONS } from '@shop/domain/orders/status-machine'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderStatusChanges, orders, payments } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { createTestApp } from '../../test/test-app.ts'
import { addToCart, clientIdOf, newBuyer, PRODUCTS } from '../cart/test-cart.ts'
import { applyTransition, transitionForbidden } from './status.service.ts'

// The one place a status changes (docs/decisions/019; issue 21 item 4): the caller names the move, the domain's table
// decides, and the audit row records the name.

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
})
afterAll(() => t.close())

async function newCart() {
  const { agent, userId } = await newBuyer(t, await clientIdOf(t, 'C001024'))
  const { cart } = await addToCart(agent, PRODUCTS.filter)
  return { orderId: cart.id, userId }
}

const audit = (orderId: number) =>
  t.deps.db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id))

async function statusOf(orderId: number) {
  const [row] = await t.deps.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return row?.status
}

/** An order inserted straight in a status, with no audit row yet. */
async function orderIn(status: (typeof orders.$inferInsert)['status'], tag: string) {
  const [row] = await t.deps.db
    .insert(orders)
    .values({ status, visitorTokenHash: `status-${tag}-${Math.random()}` })
    .returning({ id: orders.id })
  return row?.id as number
}

const attempt = (fn: () => Promise<unknown>) =>
  fn().then(
    () => 'ok',
    (err: AppError) => err.code,
  )

describe('applyTransition', () => {
  it('takes a named move and writes who, from, to, the name and the note', async () => {
    const { orderId, userId } = await newCart()
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, orderId, 'request_quotation', 'customer', { userId, note: 'urgente' }),
    )
    expect(await statusOf(orderId)).toBe('NEW')
    const rows = await audit(orderId)
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.transition, r.actor, r.actorUserId, r.note])).toEqual(
      [
        [null, 'DRAFT', 'create_cart', 'customer', userId, ''],
        ['DRAFT', 'NEW', 'request_quotation', 'customer', userId, 'urgente'],
      ],
    )
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, orderId, 'price_quotation', 'staff', { userId: null }),
    )
    expect(await statusOf(orderId)).toBe('READY')
  })

  it('tells apart two moves with the same statuses: the audit row names the one taken', async () => {
    const first = await newCart()
    const second = await newCart()
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, first.orderId, 'start_order', 'customer', { userId: first.userId }),
    )
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, second.orderId, 'start_wallet_order', 'customer', { userId: second.userId }),
    )
    expect((await audit(first.orderId)).at(-1)?.transition).toBe('start_order')
    expect((await audit(second.orderId)).at(-1)?.transition).toBe('start_wallet_order')
  })

  it('refuses a move from another status, or by another actor, with 409 transition_forbidden, writing nothing', async () => {
    const { orderId, userId } = await newCart()
    const refused = await t.deps.db
      .transaction((tx) => applyTransition(tx, orderId, 'close', 'staff', { userId }))
      .catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ code: 'transition_forbidden', params: { from: 'DRAFT', to: 'CLOSED' } })
    // The staff's move is not the customer's.
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, orderId, 'request_quotation', 'customer', { userId }),
    )
    await expect(
      t.deps.db.transaction((tx) => applyTransition(tx, orderId, 'price_quotation', 'customer', { userId })),
    ).rejects.toMatchObject({ code: 'transition_forbidden' })
    expect(await statusOf(orderId)).toBe('NEW')
    expect((await audit(orderId)).map((r) => r.transition)).toEqual(['create_cart', 'request_quotation'])
  })

  it('records a creation once, and answers 404 for an order that does not exist', async () => {
    const { orderId, userId } = await newCart()
    await expect(
      t.deps.db.transaction((tx) => applyTransition(tx, orderId, 'create_cart', 'customer', { userId })),
    ).rejects.toMatchObject({ code: 'transition_forbidden' })
    await expect(
      t.deps.db.transaction((tx) =>
        applyTransition(tx, 2_000_000_000, 'request_quotation', 'customer', { userId: null }),
      ),
    ).rejects.toMatchObject({ code: 'not_found' })
  })

  it("says which move was refused in the buyer's language", () => {
    const error = transitionForbidden('DRAFT', 'CLOSED')
    expect(error.code).toBe('transition_forbidden')
    const text = t.deps.labels
      .translate('it', error.message)
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.params[name]))
    expect(text).toBe('Un ordine nello stato DRAFT non può passare allo stato CLOSED.')
  })

  it('follows every move of the table, for every actor, from its status and from no other', async () => {
    for (const move of ORDER_TRANSITIONS.filter((m) => m.from !== null)) {
      for (const actor of ORDER_ACTORS) {
        const orderId = await orderIn(move.from, `${move.name}-${actor}`)
        const result = await attempt(() =>
          t.deps.db.transaction((tx) => applyTransition(tx, orderId, move.name, actor, { userId: null })),
        )
        const allowed = (move.actors as readonly string[]).includes(actor)
        expect(result, `${move.name} by ${actor}`).toBe(allowed ? 'ok' : 'transition_forbidden')
        expect(await statusOf(orderId)).toBe(allowed ? move.to : move.from)
        if (allowed) expect((await audit(orderId)).map((r) => r.transition)).toEqual([move.name])
      }
      // CLOSED is the end: no move starts there.
      const elsewhere = await orderIn('CLOSED', `${move.name}-elsewhere`)
      const actor = move.actors[0] as (typeof ORDER_ACTORS)[number]
      expect(
        await attempt(() =>
          t.deps.db.transaction((tx) => applyTransition(tx, elsewhere, move.name, actor, { userId: null })),
        ),
      ).toBe('transition_forbidden')
    }
  })

  it('refuses a move out of a status waiting for a payment while an attempt is open, but not the payment', async () => {
    const orderId = await orderIn('INCOMPLETE_REQUEST', 'live-attempt')
    await t.deps.db
      .insert(payments)
      .values({ orderId, method: 'card', provider: 'local', amount: 100, status: 'open' })
    const refused = await attempt(() =>
      t.deps.db.transaction((tx) =>
        applyTransition(tx, orderId, 'complete_order', 'customer', { userId: null }),
      ),
    )
    expect(refused).toBe('conflict')
    expect(await statusOf(orderId)).toBe('INCOMPLETE_REQUEST')
    await t.deps.db.transaction((tx) =>
      applyTransition(tx, orderId, 'payment_confirmed', 'system', { userId: null }),
    )
    expect(await statusOf(orderId)).toBe('NEW')
  })

  it("flags a paid attempt's money for refund when its order is cancelled", async () => {
    const orderId = await orderIn('NEW', 'paid-cancelled')
    const [paid] = await t.deps.db
      .insert(payments)
      .values({ orderId, method: 'card', provider: 'local', amount: 100, status: 'paid' })
      .returning({ id: payments.id })
    await t.deps.db.transaction((tx) => applyTransition(tx, orderId, 'cancel_new', 'staff', { userId: null }))
    const [row] = await t.deps.db
      .select()
      .from(payments)
      .where(eq(payments.id, paid?.id as number))
    expect(row).toMatchObject({ status: 'refund_due', refundReason: 'order_cancelled' })
  })
})
