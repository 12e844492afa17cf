import { deskFulfilmentResponse } from '@shop/domain/desk/order-schemas'
import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import { bankOrderResponse } from '@shop/domain/payments/schemas'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { type cartTestApp, nextIp } from '../cart/test-cart.ts'
import { cartReadyToPay, WALLET, walletBody } from '../payments/test-payments.ts'

/** Fixtures of the desk's order tests (issue 24 items 4 to 6): staff and the three kinds of outsider, and orders. */

type TestApp = Awaited<ReturnType<typeof cartTestApp>>['t']

export const DESK = {
  fulfilment: (id: number) => `/api/desk/orders/${id}/fulfilment`,
  accept: (id: number) => `/api/desk/orders/${id}/accept`,
  payments: (id: number) => `/api/desk/orders/${id}/payments`,
  shipments: (id: number) => `/api/desk/orders/${id}/shipments`,
  close: (id: number) => `/api/desk/orders/${id}/close`,
  cancel: (id: number) => `/api/desk/orders/${id}/cancel`,
  fields: (id: number) => `/api/desk/orders/${id}/fields`,
  refunds: '/api/desk/refunds',
  refund: (id: number) => `/api/desk/payments/${id}/refund`,
} as const

/** A signed-in demo user in a browser of their own; a visitor without a login. */
export async function signedIn(t: TestApp, who: keyof typeof DEMO_USERS | 'visitor'): Promise<Agent> {
  const agent = createAgent(t.app, { remoteAddress: nextIp() })
  if (who !== 'visitor') {
    const { email, password } = DEMO_USERS[who]
    expect((await agent.login(email, password)).statusCode).toBe(200)
  }
  return agent
}

/** Staff, and a buyer, a prospect and a visitor, who must all get 404 from every desk call. */
export async function deskCallers(t: TestApp) {
  return {
    staff: await signedIn(t, 'admin'),
    outsiders: {
      buyer: await signedIn(t, 'buyer'),
      prospect: await signedIn(t, 'prospect'),
      visitor: await signedIn(t, 'visitor'),
    },
  }
}

/**
 * A NEW order of a new Molino Ferraresi buyer (the silo), sent as a bank-transfer order (PM5, unpaid); `mode` 'cdp'
 * turns it into an order on agreed terms.
 */
export async function newOrder(t: TestApp, molino: number, mode: 'pm5' | 'cdp' = 'pm5') {
  const buyer = await cartReadyToPay(t, molino)
  const res = await buyer.agent.post(WALLET.bank, walletBody(buyer.cartId))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  const { order } = bankOrderResponse.parse(res.json())
  if (mode === 'cdp')
    await t.deps.db.update(orders).set({ paymentModeId: PAYMENT_MODE_IDS.cdp }).where(eq(orders.id, order.id))
  return { ...buyer, order }
}

/** The fulfilment answered to a desk call that must succeed. */
export function fulfilmentOf(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return deskFulfilmentResponse.parse(res.json()).fulfilment
}

/** Expects every outsider to get 404 from the call. */
export async function expectHiddenFrom(
  outsiders: Record<string, Agent>,
  call: (agent: Agent) => Promise<{ statusCode: number }>,
) {
  for (const [who, agent] of Object.entries(outsiders))
    expect((await call(agent)).statusCode, `${who} must get 404`).toBe(404)
}
