import { randomUUID } from 'node:crypto'
import { quotationActionResponse } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { and, eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { clients, orders } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import { addToCart, newAddress, newBuyer, PRODUCTS, submitCart } from '../cart/test-cart.ts'

/** Fixtures of the customer area's API tests (issue 25): quotations in the states the actions start from. */

type TestApp = Parameters<typeof newBuyer>[0]

export const AREA = {
  active: '/api/front/user/get_active_orders',
  year: '/api/front/user/get_orders_by_year',
  detail: '/api/front/user/getOrderDetail',
  refuse: '/api/front/order/refuse_quotation',
  cancel: '/api/front/order/cancel_quotation',
  approve: '/api/front/order/approve_quotation',
  pay: '/api/front/order/pay_and_approve_quotation',
  promo: '/api/front/order/add_promo_code',
  shipping: '/api/front/order/get_shipping_info',
  ask: '/api/front/order/ask_modification',
} as const

export type Buyer = Awaited<ReturnType<typeof newBuyer>>

/**
 * A new buyer of the company with the silo sent as a quotation: a saved one (READY, prices locked 30 days) unless
 * `request` (a NEW quotation request the desk will price).
 */
export async function quotationOf(
  t: TestApp,
  clientId: number,
  kind: 'saved' | 'request' = 'saved',
): Promise<Buyer & { order: Order }> {
  const buyer = await newBuyer(t, clientId)
  await addToCart(buyer.agent, PRODUCTS.silo)
  const order = await submitCart(buyer.agent, { quote_or_order: 'quote', is_save_quote: kind === 'saved' })
  return { ...buyer, order }
}

/** An action's answer that must succeed. */
export function actionOf(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return quotationActionResponse.parse(res.json())
}

/** The completion flow's first step on the quotation: a complete delivery address of its company, GLS. */
export async function shipQuotation(t: TestApp, agent: Agent, order: { id: number }, clientId: number) {
  const addressId = await newAddress(t, clientId)
  const res = await agent.post(AREA.shipping, {
    order: { id: order.id, shipment_address_id: addressId, carrier_id: 2 },
  })
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return addressId
}

/** approve_quotation's (and pay_and_approve_quotation's) body: complete_order's. */
export function approvalBody(
  id: number,
  paymentModeId: number,
  extra: { submission_key?: string; user_data?: { password: string; confirmPassword: string } } = {},
) {
  return {
    order: { id, payment_mode_id: paymentModeId, accept_terms: true },
    submission_key: extra.submission_key ?? randomUUID(),
    ...(extra.user_data ? { user_data: extra.user_data } : {}),
  }
}

/** The demo alias company's (Agrimangimi Padana, C001187) orders and quotations: another client's for its buyer. */
export async function aliasRecords(t: TestApp): Promise<number[]> {
  const rows = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .innerJoin(clients, eq(clients.id, orders.clientId))
    .where(and(eq(clients.cliForCode, 'C001187')))
  expect(rows.length).toBeGreaterThan(0)
  return rows.map((r) => r.id)
}
