import { deskDetailResponse } from '@shop/domain/desk/detail-schemas'
import { areaOrderResponse } from '@shop/domain/orders/area-schemas'
import { eq, or } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders, users } from '../../db/schema/index.ts'
import type { Agent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  readCart,
} from '../cart/test-cart.ts'
import { newStaff, putAs } from '../desk/desk-test-callers.ts'
import { signedIn } from '../desk/test-desk-orders.ts'
import { AREA, aliasRecords, quotationOf } from './test-area.ts'

// POST user/getOrderDetail (issue 25 item 6): the order and the detail's part beside it, for the caller's company
// only ('Error: wrong order' 404 for anything else), on the demo buyer's orders in every status.

const { t, molino } = await cartTestApp('100')
const buyer = await signedIn(t, 'buyer')

/** The demo order of Molino Ferraresi with this reference (demo-lifecycle.data.ts). */
async function demoOrder(reference: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: orders.id })
    .from(orders)
    .where(or(eq(orders.referenceClientCode, reference), eq(orders.quotationReference, reference)))
  if (!row) throw new Error(`no demo order ${reference}`)
  return row.id
}

async function detailOf(agent: Agent, id: number) {
  const res = await agent.post(AREA.detail, { id })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return areaOrderResponse.parse(res.json())
}

describe('POST user/getOrderDetail refuses', () => {
  it("anyone else's order, a cart and none with 404 'Error: wrong order'; a visitor 401, a gated user 403, bad input 422", async () => {
    const stranger = await quotationOf(t, await newClient(t))
    const wrong = async (agent: Agent, id: number) => {
      const res = await agent.post(AREA.detail, { id })
      expectKo(res, 404)
      expect(res.json().error).toBe('Error: wrong order')
    }
    await wrong(buyer, stranger.order.id)
    // The alias company's orders are another client's until the buyer switches to it.
    for (const id of await aliasRecords(t)) await wrong(buyer, id)
    await addToCart(stranger.agent, PRODUCTS.filter)
    await wrong(stranger.agent, (await readCart(stranger.agent)).id)
    await wrong(buyer, 2_000_000_000)
    expectKo(await newVisitor(t).post(AREA.detail, { id: stranger.order.id }), 401)
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, stranger.userId))
    expect((await stranger.agent.post(AREA.detail, { id: stranger.order.id })).statusCode).toBe(403)
    for (const bad of [{}, { id: 'x' }, { id: -3 }, { id: 2 ** 40 }, []])
      expectKo(await buyer.post(AREA.detail, bad), 422)
  })
})

describe('POST user/getOrderDetail answers', () => {
  it('a closed order with its shipment, packages and tracking links, paid, with each line’s totals', async () => {
    const { order, area } = await detailOf(buyer, await demoOrder('ODA-2026-0197'))
    expect(order.status).toBe('CLOSED')
    expect(area.badge).toBe('orders.badge.closed')
    expect(area.package_count).toBe(1)
    expect(area.shipments[0]?.packages[0]).toMatchObject({
      carrier: 'gls',
      carrier_name: 'GLS',
      tracking_number: 'M4123456780099',
      // GLS Italy's page takes the number without its last 5 characters (spec 3 §9).
      tracking_url: expect.stringContaining('match=M41234567'),
    })
    expect(area.shipments[0]?.packages[0]?.tracking_url).not.toContain('M4123456780099')
    expect(area.payment).toEqual({ state: 'paid', method: 'bank_transfer' })
    expect(area.confirmed_at).not.toBeNull()
    expect(area.actions).toEqual({
      ask_modification: false,
      refuse: false,
      approve: false,
      cancel: false,
      add_promo_code: false,
      complete: false,
      reorder: true,
    })
    const line = order.lines[0]
    const totals = area.line_totals.find((l) => l.id === line?.id)
    expect(totals).toMatchObject({
      list_total: (line?.price ?? 0) * (line?.qty ?? 0),
      net_total: (line?.discounted_price ?? 0) * (line?.qty ?? 0),
      discount_total: (line?.price ?? 0) * (line?.qty ?? 0) - (line?.line_final_price ?? 0),
    })
    // The certification text of the base model is the line's own.
    expect(Array.isArray(line?.product_configuration.base_model?.certification_markings ?? [])).toBe(true)
  })

  it('a priced quotation with what the customer may do, and its revisions without who sent them', async () => {
    const ready = await detailOf(buyer, await demoOrder('Linea mangimi Carpi'))
    expect(ready.order.status).toBe('READY')
    expect(ready.area).toMatchObject({
      badge: 'orders.badge.to_approve',
      actions: { ask_modification: true, refuse: true, approve: true, cancel: false },
      delivery_time: '6-8 settimane',
      billing_problem: null,
    })
    expect(ready.area.revisions).toHaveLength(1)
    expect(Object.keys(ready.area.revisions[0] ?? {})).not.toContain('sent_by')

    const asked = await detailOf(buyer, await demoOrder('Sostituzione silo 3'))
    expect(asked.order.status).toBe('NEW')
    expect(asked.area.revisions[0]?.reason).toBe(
      'Ci servono due bocchette di carico sul silo verniciato e la consegna in 6 settimane.',
    )
    expect(asked.area.actions).toMatchObject({ cancel: true, approve: false })
  })

  it('the revisions the desk sent, as sent, and the customer’s reason when they asked to modify one', async () => {
    const staff = await newStaff(t)
    const { agent, order } = await quotationOf(t, molino, 'request')
    const desk = async () =>
      deskDetailResponse.parse((await staff.agent.get(`/api/desk/orders/${order.id}`)).json()).desk
    const draft = await putAs(t, staff.agent, `/api/desk/quotations/${order.id}`, {
      version: (await desk()).version,
      lines: (await desk()).lines.map((l) => ({ id: l.id })),
      delivery_time: '5 settimane',
    })
    expect(draft.statusCode, draft.body.slice(0, 300)).toBe(200)
    const sent = await staff.agent.post(`/api/desk/quotations/${order.id}/send`, {
      version: (await desk()).version,
    })
    expect(sent.statusCode, sent.body.slice(0, 300)).toBe(200)
    const ready = await detailOf(agent, order.id)
    expect(ready.area.revisions).toHaveLength(1)
    expect(ready.area.revisions[0]).toMatchObject({
      revision: 0,
      delivery_time: '5 settimane',
      reason: null,
      order_final_price: ready.order.order_final_price,
    })
    expect(ready.area.revisions[0]?.lines.map((l) => l.id)).toEqual(ready.order.lines.map((l) => l.id))
    expect(ready.area.revisions[0]?.valid_until).toMatch(/^\d{4}-\d{2}-\d{2}$/)

    const asked = await agent.post(AREA.ask, { id: order.id, note: 'Serve una bocchetta in più' })
    expect(asked.statusCode, asked.body.slice(0, 300)).toBe(200)
    const back = await detailOf(agent, order.id)
    expect(back.order.status).toBe('NEW')
    expect(back.area.revisions[0]?.reason).toBe('Serve una bocchetta in più')
  })

  it('no discount figure when the desk hides the discounts, and no prices for a company that may not see them', async () => {
    const id = await demoOrder('Linea mangimi Carpi')
    await t.deps.db.update(orders).set({ hideDiscounts: true }).where(eq(orders.id, id))
    const { order, area } = await detailOf(buyer, id)
    expect(area.hide_discounts).toBe(true)
    for (const line of area.line_totals) {
      expect(line.discount_total).toBeNull()
      expect(line.list_total).toBe(line.net_total)
    }
    for (const line of order.lines) expect(line.price).toBe(line.discounted_price)
    for (const revision of area.revisions)
      for (const line of revision.lines) expect(line.price).toBe(line.discounted_price)

    const hidden = await newClient(t, { canSeePrices: false })
    const { agent, order: request } = await quotationOf(t, hidden, 'request')
    const blind = await detailOf(agent, request.id)
    expect(blind.area.line_totals.every((l) => l.list_total === null && l.discount_total === null)).toBe(true)
    expect(blind.order.order_final_price).toBeNull()
  })

  it('a card payment as paid, and the order of a colleague of the same company', async () => {
    const paid = await detailOf(buyer, await demoOrder('ODA-2026-0420'))
    expect(paid.area.payment).toEqual({ state: 'paid', method: 'card' })
    const colleague = await newBuyer(t, molino)
    expect((await detailOf(colleague.agent, paid.order.id)).order.id).toBe(paid.order.id)
  })
})
