import { okResponse } from '@shop/domain/orders/cart-schemas'
import { configurationInput } from '@shop/domain/orders/configuration-input'
import { addToWishlistResponse, wishlistResponse } from '@shop/domain/orders/saved-configurations'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { productConfigurations, rateLimits, users } from '../../db/schema/index.ts'
import { RATE_LIMITS } from '../../infra/rate-limit.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
} from '../cart/test-cart.ts'

// POST user/add_to_wishlist, user/removeFromWishlist and GET user/get_wishlist (issue 26 item 3): configurations kept
// for the company, shared by its users, each kept once, another company's never seen nor removed.

const { t, molino } = await cartTestApp('100')

const LIST = '/api/front/user/get_wishlist'
const ADD = '/api/front/user/add_to_wishlist'
const REMOVE = '/api/front/user/removeFromWishlist'

async function save(agent: Agent, body: object) {
  const res = await agent.post(ADD, body)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return addToWishlistResponse.parse(res.json())
}

async function list(agent: Agent) {
  const res = await agent.get(LIST)
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return wishlistResponse.parse(res.json()).saved_configurations
}

const remove = (agent: Agent, id: unknown) => agent.post(REMOVE, { id })

describe('a saved configuration', () => {
  it('is kept for the company with its variations and texts, who saved it and when, once however often it is saved', async () => {
    const company = await newClient(t)
    const me = await newBuyer(t, company)
    const colleague = await newBuyer(t, company)

    const first = await save(me.agent, PRODUCTS.customSilo)
    expect(first.already_saved).toBe(false)
    const saved = first.saved_configuration
    expect(saved.product_configuration.configuration_code).toBe(PRODUCTS.customSilo.configuration_code)
    expect(saved.product).toMatchObject({ accessory_ref_code: 'SZ-30' })
    expect(saved.product.name).not.toBe('')
    expect(saved.saved_by).toEqual({ id: me.userId, name: 'Carla Carrello' })
    expect(Date.now() - Date.parse(saved.saved_at)).toBeLessThan(60_000)
    // What the cart's add takes back: the same code, variations and texts.
    expect(configurationInput(saved.product_configuration)).toEqual(PRODUCTS.customSilo)

    // The same again, by me or by a colleague, is the same row.
    const again = await save(me.agent, PRODUCTS.customSilo)
    expect(again).toMatchObject({ already_saved: true, saved_configuration: { id: saved.id } })
    expect((await save(colleague.agent, PRODUCTS.customSilo)).saved_configuration.id).toBe(saved.id)

    // A colleague sees it, with the texts, beside their own, newest first.
    const theirs = (await save(colleague.agent, PRODUCTS.filter)).saved_configuration
    const seen = await list(colleague.agent)
    expect(seen.map((s) => s.id)).toEqual([theirs.id, saved.id])
    expect(seen[1]?.product_configuration.custom_texts).toEqual(PRODUCTS.customSilo.custom_texts)
    expect(seen[0]).toMatchObject({
      saved_by: { id: colleague.userId },
      product_configuration: { type: 'A', configuration_code: 'FI-MAN' },
    })
    expect((await list(me.agent)).map((s) => s.id)).toEqual([theirs.id, saved.id])

    // It goes to the cart with the cart's own add, by its code, variations and texts.
    const { cart } = await addToCart(me.agent, {
      ...configurationInput(saved.product_configuration),
      qty: 2,
    })
    expect(cart.lines[0]?.product_configuration.custom_texts).toEqual(PRODUCTS.customSilo.custom_texts)

    // Removed by a colleague, it is gone for everyone, with its configuration; the cart line keeps its own copy.
    expect(okResponse.parse((await remove(colleague.agent, saved.id)).json())).toEqual({ status: 'OK' })
    expect((await list(me.agent)).map((s) => s.id)).toEqual([theirs.id])
    const configuration = saved.product_configuration.id
    expect(
      await t.deps.db.select().from(productConfigurations).where(eq(productConfigurations.id, configuration)),
    ).toEqual([])
    expectKo(await remove(me.agent, saved.id), 404)
    expect((await addToCart(me.agent, PRODUCTS.filter)).cart.lines).toHaveLength(2)
  })

  it('of a user without a company is their own', async () => {
    const alone = await newBuyer(t, null)
    const other = await newBuyer(t, null)
    const { saved_configuration } = await save(alone.agent, PRODUCTS.silo)
    expect((await list(alone.agent)).map((s) => s.id)).toEqual([saved_configuration.id])
    expect(await list(other.agent)).toEqual([])
    // The same configuration saved by the other one is theirs, apart.
    const theirs = await save(other.agent, PRODUCTS.silo)
    expect(theirs.already_saved).toBe(false)
    expect(theirs.saved_configuration.id).not.toBe(saved_configuration.id)
    expectKo(await remove(other.agent, saved_configuration.id), 404)
    expect(await list(alone.agent)).toHaveLength(1)
  })
})

describe('another company', () => {
  it('never sees nor removes a saved configuration (404), and its own list stays apart', async () => {
    const mine = await newBuyer(t, molino)
    const stranger = await newBuyer(t, await newClient(t))
    const { saved_configuration } = await save(mine.agent, PRODUCTS.gauge)
    expect((await list(stranger.agent)).map((s) => s.id)).not.toContain(saved_configuration.id)
    expectKo(await remove(stranger.agent, saved_configuration.id), 404)
    expect((await list(mine.agent)).map((s) => s.id)).toContain(saved_configuration.id)
    // A company switch (docs/decisions/035): the user now acts for the other company and sees its list.
    await t.deps.db
      .update(users)
      .set({
        clientId: (await t.deps.db.select().from(users).where(eq(users.id, stranger.userId)))[0]?.clientId,
      })
      .where(eq(users.id, mine.userId))
    expect((await list(mine.agent)).map((s) => s.id)).not.toContain(saved_configuration.id)
    expectKo(await remove(mine.agent, saved_configuration.id), 404)
  })
})

describe('the calls refuse', () => {
  it('a visitor with 401, an incomplete profile with 403, bad input with 422, never a 5xx', async () => {
    const visitor = newVisitor(t)
    expectKo(await visitor.get(LIST), 401)
    expectKo(await visitor.post(ADD, PRODUCTS.silo), 401)
    expectKo(await visitor.post(REMOVE, { id: 1 }), 401)
    const gated = await newBuyer(t, molino)
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, gated.userId))
    expect((await gated.agent.post(ADD, PRODUCTS.silo)).statusCode).toBe(403)

    const { agent } = await newBuyer(t, await newClient(t))
    for (const body of [
      {},
      { configuration_code: 'NOPE-1' },
      { configuration_code: 'SZ30-60RFGM-PULMZZ' },
      { ...PRODUCTS.silo, variations: ['x'] },
      { ...PRODUCTS.silo, variations: [999999] },
      // A custom colour without its text.
      { ...PRODUCTS.customSilo, custom_texts: {} },
      { ...PRODUCTS.silo, custom_texts: { abc: 'x' } },
      [PRODUCTS.silo],
    ]) {
      const res = await agent.post(ADD, body)
      expect(res.statusCode, `${JSON.stringify(body)}: ${res.body.slice(0, 200)}`).toBe(422)
    }
    for (const id of ['x', -1, 0, null, 1.5]) expectKo(await remove(agent, id), 422)
    expectKo(await agent.post(REMOVE, {}), 422)
    expect(await list(agent)).toEqual([])
  })

  it('more saves than the limit with 429', async () => {
    const { agent, userId } = await newBuyer(t, await newClient(t))
    const rule = RATE_LIMITS.savedConfigurationPerUser
    const windowMs = rule.windowSeconds * 1000
    const now = Date.now()
    const key = `${rule.name}:${userId}`
    await t.deps.db
      .insert(rateLimits)
      .values({ key, windowStart: new Date(now - (now % windowMs)), count: 10_000_000 })
    const res = await agent.post(ADD, PRODUCTS.silo)
    expectKo(res, 429)
    expect(res.headers['retry-after']).toBeDefined()
    expect(await list(agent)).toEqual([])
  })
})
