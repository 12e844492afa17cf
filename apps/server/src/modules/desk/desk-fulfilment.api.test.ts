import { deskRefundResponse, deskRefundsResponse } from '@shop/domain/desk/order-schemas'
import { orderDetailResponse } from '@shop/domain/orders/checkout-schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deskAudit, orderLines, orders, payments } from '../../db/schema/index.ts'
import { cartTestApp } from '../cart/test-cart.ts'
import { DESK, deskCallers, expectHiddenFrom, fulfilmentOf, newOrder } from './test-desk-orders.ts'

// Shipments, refunds and the fields staff own (issue 24 items 4, 5, 6).

const { t, molino } = await cartTestApp('100')
const { staff, outsiders } = await deskCallers(t)
const today = new Date().toISOString().slice(0, 10)

/** A CONFIRMED order on agreed terms. */
async function confirmedOrder() {
  const made = await newOrder(t, molino, 'cdp')
  fulfilmentOf(await staff.post(DESK.accept(made.order.id), {}))
  return made
}

const lastAudit = async (entity: 'order' | 'payment', id: number) => {
  const rows = await t.deps.db
    .select({ action: deskAudit.action, details: deskAudit.details })
    .from(deskAudit)
    .where(and(eq(deskAudit.entity, entity), eq(deskAudit.entityId, id)))
  return rows.at(-1)
}

describe('POST /api/desk/orders/{id}/shipments', () => {
  it('records two packages with tracking links, stamps the document date and mails each link', async () => {
    const { order, email } = await confirmedOrder()
    const lineId = order.lines[0]?.id as number
    await t.deps.db.update(orderLines).set({ qty: 3 }).where(eq(orderLines.id, lineId))
    const f = fulfilmentOf(
      await staff.post(DESK.shipments(order.id), {
        shipping_doc_date: today,
        packages: [
          { carrier: 'gls', tracking_number: 'MI1234567890ABCDE', items: [{ line_id: lineId, qty: 2 }] },
          { carrier: 'ups', tracking_number: '1Z999AA10123456784', items: [{ line_id: lineId, qty: 1 }] },
        ],
      }),
    )
    expect(f.shipments).toHaveLength(1)
    expect(f.shipments[0]?.packages.map((p) => p.tracking_url)).toEqual([
      'https://www.gls-italy.com/it/servizi-per-destinatari/ricerca-spedizione?match=MI1234567890',
      'https://www.ups.com/track?loc=it_IT&tracknum=1Z999AA10123456784',
    ])
    expect(f.lines[0]).toMatchObject({ qty: 3, shipped: 3 })
    expect(f.actions.ship).toBe(false)
    expect(f.actions.cancel).toBe(false)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.attrib.data_shipping_doc).toBe(today)
    expect((await lastAudit('order', order.id))?.action).toBe('shipment_recorded')
    const mail = await t.mail.waitFor(email, (m) => m.subject === `Ordine ${order.order_ref} spedito`)
    expect(mail.text).toContain('GLS, spedizione MI1234567890ABCDE: https://www.gls-italy.com/')
    expect(mail.text).toContain('UPS, spedizione 1Z999AA10123456784: https://www.ups.com/track')
    // A cancellation after goods left is refused: the order is closed instead.
    expect((await staff.post(DESK.cancel(order.id), { reason: 'troppo tardi' })).statusCode).toBe(409)
  })

  it('refuses a quantity beyond what is left (422 naming the line), a line of another order, and a NEW order', async () => {
    const { order } = await confirmedOrder()
    const other = await newOrder(t, molino, 'cdp')
    const lineId = order.lines[0]?.id as number
    const ship = (items: { line_id: number; qty: number }[], id = order.id) =>
      staff.post(DESK.shipments(id), {
        shipping_doc_date: today,
        packages: [{ carrier: 'brt', tracking_number: '123456789012', items }],
      })
    const beyond = await ship([{ line_id: lineId, qty: 2 }])
    expect(beyond.statusCode).toBe(422)
    expect(beyond.json().errors['packages.0.items.0.qty'][0]).toContain('1')
    const foreign = await ship([{ line_id: other.order.lines[0]?.id as number, qty: 1 }])
    expect(foreign.statusCode).toBe(422)
    expect(Object.keys(foreign.json().errors)).toEqual(['packages.0.items.0.line_id'])
    const notConfirmed = await ship([{ line_id: other.order.lines[0]?.id as number, qty: 1 }], other.order.id)
    expect(notConfirmed.statusCode).toBe(409)
  })

  it('refuses bad bodies with 422 and outsiders with 404', async () => {
    const { order } = await confirmedOrder()
    const lineId = order.lines[0]?.id as number
    const pkg = { carrier: 'dhl', tracking_number: '1234567890', items: [{ line_id: lineId, qty: 1 }] }
    for (const bad of [
      {},
      { shipping_doc_date: today, packages: [] },
      { shipping_doc_date: today, packages: Array.from({ length: 21 }, () => pkg) },
      { shipping_doc_date: today, packages: [{ ...pkg, carrier: 'pigeon' }] },
      { shipping_doc_date: today, packages: [{ ...pkg, tracking_number: '<script>' }] },
      { shipping_doc_date: today, packages: [{ ...pkg, items: [] }] },
      { shipping_doc_date: 'yesterday', packages: [pkg] },
    ])
      expect((await staff.post(DESK.shipments(order.id), bad)).statusCode).toBe(422)
    await expectHiddenFrom(outsiders, (a) =>
      a.post(DESK.shipments(order.id), { shipping_doc_date: today, packages: [pkg] }),
    )
  })
})

describe('GET /api/desk/refunds and POST /api/desk/payments/{id}/refund', () => {
  it("lists a cancelled paid order's payment, records its refund once, and a second call is 409", async () => {
    const { order } = await newOrder(t, molino)
    fulfilmentOf(
      await staff.post(DESK.payments(order.id), { amount: order.order_final_price_iva, paid_at: today }),
    )
    fulfilmentOf(await staff.post(DESK.cancel(order.id), { reason: 'Annullato dal cliente al telefono' }))
    const list = deskRefundsResponse.parse((await staff.get(`${DESK.refunds}?per_page=100`)).json())
    const due = list.refunds.find((r) => r.order_id === order.id)
    expect(due).toMatchObject({
      order_ref: order.order_ref,
      provider: 'desk',
      client: 'Molino Ferraresi S.r.l.',
    })
    expect(list.total).toBeGreaterThanOrEqual(1)
    const paymentId = due?.id as number
    await expectHiddenFrom(outsiders, (a) => a.post(DESK.refund(paymentId), {}))
    await expectHiddenFrom(outsiders, (a) => a.get(DESK.refunds))
    const res = await staff.post(DESK.refund(paymentId), { note: 'Bonifico di restituzione' })
    expect(res.statusCode, res.body).toBe(200)
    expect(deskRefundResponse.parse(res.json()).payment).toMatchObject({
      status: 'refunded',
      note: 'Bonifico di restituzione',
    })
    expect((await lastAudit('payment', paymentId))?.action).toBe('refund_recorded')
    expect((await staff.post(DESK.refund(paymentId), {})).statusCode).toBe(409)
    const after = deskRefundsResponse.parse((await staff.get(`${DESK.refunds}?per_page=100`)).json())
    expect(after.refunds.some((r) => r.id === paymentId)).toBe(false)
  })

  it('pages on the server and refuses bad paging and ids with 4xx', async () => {
    const page = deskRefundsResponse.parse((await staff.get(`${DESK.refunds}?page=999&per_page=1`)).json())
    expect(page).toMatchObject({ refunds: [], page: 999, per_page: 1 })
    for (const bad of ['page=0', 'per_page=500', 'page=x'])
      expect((await staff.get(`${DESK.refunds}?${bad}`)).statusCode).toBe(422)
    expect((await staff.post(DESK.refund(2_000_000_000), {})).statusCode).toBe(404)
    expect((await staff.post('/api/desk/payments/abc/refund', {})).statusCode).toBe(422)
    const [paid] = await t.deps.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.status, 'paid'))
      .limit(1)
    if (paid) expect((await staff.post(DESK.refund(paid.id), {})).statusCode).toBe(409)
  })
})

describe('PATCH /api/desk/orders/{id}/fields', () => {
  it('edits the fields staff own with before and after in the audit, and the lines skip_erp', async () => {
    const { order } = await confirmedOrder()
    const lineId = order.lines[0]?.id as number
    const f = fulfilmentOf(
      await staff.patch(DESK.fields(order.id), {
        has_fixed_price: true,
        custom_abi_cab: '03069 09606',
        ddt_notes: 'Scarico con gru',
        lines: [{ id: lineId, skip_erp: true }],
      }),
    )
    expect(f.fields).toMatchObject({
      has_fixed_price: true,
      custom_abi_cab: '03069/09606',
      ddt_notes: 'Scarico con gru',
    })
    expect(f.lines[0]?.skip_erp).toBe(true)
    expect((await lastAudit('order', order.id))?.details).toEqual({
      before: {
        has_fixed_price: false,
        custom_abi_cab: '',
        ddt_notes: '',
        lines: [{ id: lineId, skip_erp: false }],
      },
      after: {
        has_fixed_price: true,
        custom_abi_cab: '03069/09606',
        ddt_notes: 'Scarico con gru',
        lines: [{ id: lineId, skip_erp: true }],
      },
    })
  })

  it('reprices the VAT with the code, and refuses it on a paid order (409)', async () => {
    const { order } = await confirmedOrder()
    const f = fulfilmentOf(await staff.patch(DESK.fields(order.id), { iva_code: 'NI41' }))
    expect(f.fields.iva_code).toBe('NI41')
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(row?.ivaTotal).toBe(0)
    expect(row?.orderFinalPriceIva).toBe(row?.orderFinalPrice)
    fulfilmentOf(
      await staff.post(DESK.payments(order.id), { amount: row?.orderFinalPriceIva, paid_at: today }),
    )
    const locked = await staff.patch(DESK.fields(order.id), { iva_code: '22A' })
    expect(locked.statusCode).toBe(409)
    expect(locked.json().error).toContain('pagato')
  })

  it("refuses a bad ABI/CAB, another order's line and unknown codes (422), and outsiders (404)", async () => {
    const { order } = await confirmedOrder()
    const other = await newOrder(t, molino, 'cdp')
    const abi = await staff.patch(DESK.fields(order.id), { custom_abi_cab: '1234/5678' })
    expect(abi.statusCode).toBe(422)
    expect(abi.json().errors.custom_abi_cab[0]).toContain('5 cifre')
    const line = await staff.patch(DESK.fields(order.id), {
      lines: [{ id: other.order.lines[0]?.id, skip_erp: true }],
    })
    expect(line.statusCode).toBe(422)
    for (const bad of [{ iva_code: 'IVA99' }, { hide_discounts: 'yes' }, { ddt_notes: 'x'.repeat(600) }, []])
      expect((await staff.patch(DESK.fields(order.id), bad)).statusCode).toBe(422)
    await expectHiddenFrom(outsiders, (a) => a.patch(DESK.fields(order.id), { hide_discounts: true }))
  })

  it('hide_discounts: the customer reads net prices only, and the totals still add up', async () => {
    const { order, agent } = await newOrder(t, molino, 'cdp')
    const read = async () =>
      orderDetailResponse.parse((await agent.post('/api/front/user/getOrderDetail', { id: order.id })).json())
        .order
    const shown = await read()
    expect(shown.lines[0]?.price).toBeGreaterThan(shown.lines[0]?.discounted_price as number)
    fulfilmentOf(await staff.patch(DESK.fields(order.id), { hide_discounts: true }))
    const net = await read()
    const line = net.lines[0]
    expect(line?.price).toBe(shown.lines[0]?.discounted_price)
    expect(line?.discount_label).toBe('')
    expect(net.total_price).toBe(net.total_discounted_price)
    expect(net.order_final_price_iva).toBe(shown.order_final_price_iva)
    expect(net.total_discount).toBe(
      (shown.total_discount as number) -
        ((shown.total_price as number) - (shown.total_discounted_price as number)),
    )
  })
})
