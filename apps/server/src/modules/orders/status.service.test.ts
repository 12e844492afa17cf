import { ORDER_TRANSITIONS } from '@shop/domain/orders/status-machine'
import { asc, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderStatusChanges, orders } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { createTestApp } from '../../test/test-app.ts'
import { changeOrderStatus, transitionForbidden } from './status.service.ts'
import { addToCart, clientIdOf, newBuyer, PRODUCTS } from './test-cart.ts'

// The one place a status changes (docs/decisions/019): the domain's table decides, the audit row is written with it.

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
  t.app.db
    .select()
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(asc(orderStatusChanges.id))

async function statusOf(orderId: number) {
  const [row] = await t.app.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId))
  return row?.status
}

describe('changeOrderStatus', () => {
  it('takes an allowed move and writes who, from, to and the note', async () => {
    const { orderId, userId } = await newCart()
    await t.app.db.transaction((tx) =>
      changeOrderStatus(tx, orderId, 'NEW', 'customer', { userId, note: 'richiesta di preventivo' }),
    )
    expect(await statusOf(orderId)).toBe('NEW')
    const rows = await audit(orderId)
    expect(rows.map((r) => [r.fromStatus, r.toStatus, r.actor, r.actorUserId, r.note])).toEqual([
      [null, 'DRAFT', 'customer', userId, ''],
      ['DRAFT', 'NEW', 'customer', userId, 'richiesta di preventivo'],
    ])
    await t.app.db.transaction((tx) => changeOrderStatus(tx, orderId, 'READY', 'staff', { userId: null }))
    expect(await statusOf(orderId)).toBe('READY')
  })

  it('refuses a move the table does not allow with 409 transition_forbidden, changing and writing nothing', async () => {
    const { orderId, userId } = await newCart()
    const refused = await t.app.db
      .transaction((tx) => changeOrderStatus(tx, orderId, 'CLOSED', 'customer', { userId }))
      .catch((err: unknown) => err)
    expect(refused).toBeInstanceOf(AppError)
    expect(refused).toMatchObject({ code: 'transition_forbidden', params: { from: 'DRAFT', to: 'CLOSED' } })
    // The staff's edge is not the customer's.
    await t.app.db.transaction((tx) => changeOrderStatus(tx, orderId, 'NEW', 'customer', { userId }))
    await expect(
      t.app.db.transaction((tx) => changeOrderStatus(tx, orderId, 'READY', 'customer', { userId })),
    ).rejects.toMatchObject({ code: 'transition_forbidden' })
    expect(await statusOf(orderId)).toBe('NEW')
    expect((await audit(orderId)).map((r) => r.toStatus)).toEqual(['DRAFT', 'NEW'])
  })

  it('answers 404 for an order that does not exist', async () => {
    await expect(
      t.app.db.transaction((tx) => changeOrderStatus(tx, 2_000_000_000, 'NEW', 'customer', { userId: null })),
    ).rejects.toMatchObject({ code: 'not_found' })
  })

  it("says which move was refused in the buyer's language", () => {
    const error = transitionForbidden('DRAFT', 'CLOSED')
    expect(error.code).toBe('transition_forbidden')
    const text = t.app.labels
      .translate('it', error.message)
      .replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(error.params[name]))
    expect(text).toBe('Un ordine nello stato DRAFT non può passare allo stato CLOSED.')
  })

  it('follows every edge of the table for its actors', async () => {
    // Each edge from DRAFT, taken on a fresh cart: the service agrees with the table for every actor.
    for (const edge of ORDER_TRANSITIONS.filter((e) => e.from === 'DRAFT')) {
      for (const actor of ['customer', 'staff', 'system'] as const) {
        const [draft] = await t.app.db
          .insert(orders)
          .values({ status: 'DRAFT', visitorTokenHash: `edge-${edge.name}-${actor}` })
          .returning({ id: orders.id })
        const orderId = draft?.id as number
        const result = await t.app.db
          .transaction((tx) => changeOrderStatus(tx, orderId, edge.to, actor, { userId: null }))
          .then(
            () => 'ok',
            (err: AppError) => err.code,
          )
        const allowed = ORDER_TRANSITIONS.some(
          (e) => e.from === 'DRAFT' && e.to === edge.to && e.actors.includes(actor),
        )
        expect(result, `${edge.name} by ${actor}`).toBe(allowed ? 'ok' : 'transition_forbidden')
      }
    }
  })
})
