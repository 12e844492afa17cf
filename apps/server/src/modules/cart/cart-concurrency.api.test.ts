import { cartResponse } from '@shop/domain/orders/cart-schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { addToCart, cartTestApp, editsOf, newBuyer, PRODUCTS, readCart } from './test-cart.ts'

// Two tabs changing one cart (issue 10 item 12): every change is one transaction under the cart's version, so a
// stale copy is refused with the current cart instead of losing a line or doubling a quantity.

const { t, molino } = await cartTestApp('100')

describe('POST /api/front/cart/{lang} from two tabs', () => {
  it('refuses the stale tab with 409 cart_conflict and the current cart; re-applied, nothing is lost', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.silo)
    await addToCart(agent, PRODUCTS.filter)
    // Both tabs read the same cart.
    const tabA = await readCart(agent)
    const tabB = await readCart(agent)
    const silo = tabA.lines[0] as { id: number }
    const filter = tabA.lines[1] as { id: number }

    // Tab A raises the silo to 3.
    const a = await agent.post(
      '/api/front/cart/it',
      editsOf(tabA, {
        lines: [
          { id: silo.id, qty: 3 },
          { id: filter.id, qty: 1 },
        ],
      }),
    )
    expect(a.statusCode).toBe(200)

    // Tab B, on the old version, removes the filter: refused, with the cart as it is now.
    const b = await agent.post('/api/front/cart/it', editsOf(tabB, { lines: [{ id: silo.id, qty: 1 }] }))
    expect(b.statusCode).toBe(409)
    expect(b.json()).toMatchObject({ status: 'KO', error_code: 'cart_conflict' })
    const current = cartResponse.shape.cart.parse(b.json().cart)
    expect(current.version).toBe(tabA.version + 1)
    expect(current.lines.map((l) => [l.id, l.qty])).toEqual([
      [silo.id, 3],
      [filter.id, 1],
    ])

    // The tab re-applies its change (remove the filter) to the current cart: the silo keeps tab A's 3.
    const again = await agent.post(
      '/api/front/cart/it',
      editsOf(current, { lines: [{ id: silo.id, qty: 3 }] }),
    )
    expect(again.statusCode).toBe(200)
    expect(again.json().cart.lines.map((l: { id: number; qty: number }) => [l.id, l.qty])).toEqual([
      [silo.id, 3],
    ])
  })

  it('lets exactly one of several simultaneous updates on one version through', async () => {
    const { agent } = await newBuyer(t, molino)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    const lineId = cart.lines[0]?.id as number
    const answers = await Promise.all(
      [2, 3, 4, 5, 6].map((qty) =>
        agent.post('/api/front/cart/it', editsOf(cart, { lines: [{ id: lineId, qty }] })),
      ),
    )
    const statuses = answers.map((r) => r.statusCode).sort()
    expect(statuses).toEqual([200, 409, 409, 409, 409])
    const winner = answers.find((r) => r.statusCode === 200)?.json().cart
    const after = await readCart(agent)
    expect(after.version).toBe(cart.version + 1)
    expect(after.lines[0]?.qty).toBe(winner.lines[0].qty)
    for (const loser of answers.filter((r) => r.statusCode === 409)) {
      expect(loser.json().cart.version).toBe(after.version)
    }
  })

  it('counts every one of simultaneous adds of the same configuration: no lost increment, one line', async () => {
    const { agent } = await newBuyer(t, molino)
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => agent.post('/api/front/cart/it/add', PRODUCTS.filter)),
    )
    expect(answers.map((r) => r.statusCode)).toEqual([200, 200, 200, 200, 200, 200])
    const cart = await readCart(agent)
    expect(cart.lines).toHaveLength(1)
    expect(cart.lines[0]?.qty).toBe(6)
    expect(cart.version).toBe(6)
  })

  it('makes one cart when a new buyer adds two products at once, and adds during an edit never conflict', async () => {
    const { agent, userId } = await newBuyer(t, molino)
    const [one, two] = await Promise.all([
      agent.post('/api/front/cart/it/add', PRODUCTS.filter),
      agent.post('/api/front/cart/it/add', PRODUCTS.silo),
    ])
    expect([one?.statusCode, two?.statusCode]).toEqual([200, 200])
    const rows = await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))
    expect(rows).toHaveLength(1)
    const cart = await readCart(agent)
    expect(cart.lines).toHaveLength(2)

    // An edit on the version read before an add: the add went through, the edit is the one refused.
    const added = await agent.post('/api/front/cart/it/add', PRODUCTS.customSilo)
    expect(added.statusCode).toBe(200)
    const stale = await agent.post('/api/front/cart/it', editsOf(cart, { lines: [] }))
    expect(stale.statusCode).toBe(409)
    expect(stale.json().cart.lines).toHaveLength(3)
  })
})
