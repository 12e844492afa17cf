import { addressesResponse } from '@shop/domain/accounts/address'
import { linkedCompaniesResponse } from '@shop/domain/accounts/company-switch'
import type { SignedInResponse, UserResponse } from '@shop/domain/accounts/schemas'
import { and, eq, ne } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addresses, clients, orders, userClientLinks, users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { createTestApp } from '../../test/test-app.ts'
import {
  addToCart,
  clientIdOf,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  nextIp,
  PRODUCTS,
  readCart,
} from '../cart/test-cart.ts'
import { findUser } from './test-accounts.ts'
import { type Agent, createAgent } from './test-agent.ts'

// The company switch (issue 25 item 9; spec 2 §4, spec 3 §2; docs/decisions/035), on the demo buyer: main company
// Molino Ferraresi (C001024), alias Agrimangimi Padana (C001187), each with demo orders and addresses.

let t: Awaited<ReturnType<typeof createTestApp>>
let molino: number
let agrimangimi: number
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
  molino = await clientIdOf(t, 'C001024')
  agrimangimi = await clientIdOf(t, 'C001187')
})
afterAll(() => t.close())

const LIST = '/api/front/user/get_secondary_user'
const SWITCH = '/api/front/user/account_switch'

async function demoBuyer(): Promise<Agent> {
  const agent = createAgent(t.app, { remoteAddress: nextIp() })
  expect((await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
  return agent
}

/** A submitted order or quotation of the company. */
async function orderOf(clientId: number): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.clientId, clientId), ne(orders.status, 'DRAFT')))
    .limit(1)
  return row?.id as number
}

async function addressIdsOf(clientId: number): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: addresses.id })
    .from(addresses)
    .where(eq(addresses.clientId, clientId))
  return rows.map((r) => r.id)
}

const clientOf = async (agent: Agent) =>
  ((await agent.get('/api/front/user')).json() as UserResponse).user?.client_id

const showsPrices = async (agent: Agent) =>
  (await agent.post('/api/front/user/getProductDiscountedPrices', { ids: [], bm_id: 1 })).json().show_prices

describe('the demo buyer switches company', () => {
  it('lists both companies, switches to the alias in one tab, and neither tab sees the first company any more', async () => {
    // The alias may not see prices, so the prices' answer tells which company it is priced for.
    await t.deps.db.update(clients).set({ canSeePrices: false }).where(eq(clients.id, agrimangimi))
    const tab = await demoBuyer()
    const other = await demoBuyer()
    await addToCart(tab, PRODUCTS.filter)
    const molinoCart = await readCart(tab)
    expect(molinoCart.lines.length).toBeGreaterThan(0)
    expect(await showsPrices(tab)).toBe(true)

    const listed = linkedCompaniesResponse.parse((await tab.post(LIST)).json()).accounts
    expect(listed).toEqual([
      {
        client_id: molino,
        ragione: 'Molino Ferraresi S.r.l.',
        cli_for_code: 'C001024',
        kind: 'main',
        current: true,
        verified: true,
      },
      {
        client_id: agrimangimi,
        ragione: 'Agrimangimi Padana S.p.A.',
        cli_for_code: 'C001187',
        kind: 'alias',
        current: false,
        verified: true,
      },
    ])

    // The spec's call has no body: with one other company, that is where it goes.
    const res = await tab.post(SWITCH)
    expect(res.statusCode, res.body).toBe(200)
    expect((res.json() as SignedInResponse).user).toMatchObject({
      client_id: agrimangimi,
      client: { ragione: 'Agrimangimi Padana S.p.A.' },
      main_account: { client_id: molino },
    })

    // Both sessions of the user now act for the alias (the company is the user's, decision 035).
    const molinoOrder = await orderOf(molino)
    const agrimangimiOrder = await orderOf(agrimangimi)
    const molinoAddresses = await addressIdsOf(molino)
    for (const agent of [tab, other]) {
      expect(await clientOf(agent)).toBe(agrimangimi)
      expect(await showsPrices(agent)).toBe(false)
      const list = addressesResponse.parse((await agent.get('/api/front/user/addresses')).json()).addresses
      expect(list.map((a) => a.id).sort()).toEqual((await addressIdsOf(agrimangimi)).sort())
      expect((await readCart(agent)).id).toBe(-1)
      expectKo(await agent.post('/api/front/user/getOrderDetail', { id: molinoOrder }), 404)
      expect((await agent.post('/api/front/user/getOrderDetail', { id: agrimangimiOrder })).statusCode).toBe(
        200,
      )
    }
    // Another company's address is not there to delete.
    expectKo(await tab.delete(`/api/front/user/address/${molinoAddresses[0]}`), 404)
    expect(await addressIdsOf(molino)).toEqual(molinoAddresses)

    // Each company keeps its own cart: switching back brings Molino's back as it was.
    const back = await other.post(SWITCH, { client_id: molino })
    expect(back.statusCode, back.body).toBe(200)
    const cart = await readCart(tab)
    expect(cart.id).toBe(molinoCart.id)
    expect(cart.lines.map((l) => l.id)).toEqual(molinoCart.lines.map((l) => l.id))
    expect(await showsPrices(tab)).toBe(true)
    await t.deps.db.update(clients).set({ canSeePrices: true }).where(eq(clients.id, agrimangimi))
  })

  it('repeats a switch to the current company as OK (a second tab, a double click)', async () => {
    const tab = await demoBuyer()
    const current = await clientOf(tab)
    const res = await tab.post(SWITCH, { client_id: current })
    expect(res.statusCode, res.body).toBe(200)
    expect(await clientOf(tab)).toBe(current)
  })
})

describe('POST /api/front/user/account_switch refuses', () => {
  it('a company that is not the user’s (404), another buyer’s included, and no body with nowhere to go', async () => {
    const { agent } = await newBuyer(t, await newClient(t))
    const stranger = await newClient(t)
    expectKo(await agent.post(SWITCH, { client_id: stranger }), 404, 'not_found')
    expectKo(await agent.post(SWITCH, { client_id: molino }), 404, 'not_found')
    // Only the current company: nowhere to go without a body either.
    expectKo(await agent.post(SWITCH), 404, 'not_found')
  })

  it('no body when there are several other companies: client_id is required (422 on the field)', async () => {
    const first = await newClient(t)
    const { agent, userId } = await newBuyer(t, first)
    const [second, third] = [await newClient(t), await newClient(t)]
    await t.deps.db.insert(userClientLinks).values([
      { userId, clientId: second, kind: 'alias' },
      { userId, clientId: third, kind: 'alias' },
    ])
    const res = await agent.post(SWITCH)
    expectKo(res, 422, 'validation_failed')
    expect(Object.keys(res.json().errors)).toEqual(['client_id'])
    expect((await agent.post(SWITCH, { client_id: third })).statusCode).toBe(200)
    expect(await clientOf(agent)).toBe(third)
  })

  it('bad input with 422, never a 5xx; a visitor with 401; a request without the CSRF header with 403', async () => {
    const tab = await demoBuyer()
    for (const body of [
      { client_id: 'x' },
      { client_id: -1 },
      { client_id: 2 ** 40 },
      { client_id: 1.5 },
      [],
    ]) {
      expect((await tab.post(SWITCH, body)).statusCode, JSON.stringify(body)).toBe(422)
    }
    expectKo(await newVisitor(t).post(SWITCH), 401, 'unauthenticated')
    expectKo(await newVisitor(t).post(LIST), 401, 'unauthenticated')
    expectKo(await tab.post(SWITCH, { client_id: agrimangimi }, { csrf: false }), 403)
    expectKo(await tab.post(LIST, undefined, { csrf: false }), 403)
    expect(await clientOf(tab)).toBe(molino)
  })
})

it('lets a user whose profile is incomplete switch company (spec 3 §2: the switch stays enabled)', async () => {
  const first = await newClient(t)
  const { agent, userId, email } = await newBuyer(t, first)
  const second = await newClient(t)
  await t.deps.db.insert(userClientLinks).values({ userId, clientId: second, kind: 'alias' })
  await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, userId))
  expectKo(await agent.get('/api/front/user/addresses'), 403)
  expect((await agent.post(SWITCH)).statusCode).toBe(200)
  expect((await findUser(t, email))?.clientId).toBe(second)
})
