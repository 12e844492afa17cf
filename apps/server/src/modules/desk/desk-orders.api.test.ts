import { PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { deskAudit, orders, payments } from '../../db/schema/index.ts'
import { cartTestApp, statusTrail } from '../cart/test-cart.ts'
import { cancelUnpaidBankTransfers } from '../payments/bank-transfer-expiry.ts'
import { paymentDeps } from '../payments/test-payments.ts'
import { DESK, deskCallers, expectHiddenFrom, fulfilmentOf, newOrder } from './test-desk-orders.ts'

// The desk's order moves (issue 24 item 4): accept, mark paid, close, cancel, each through the status machine with the
// staff actor, refused to anyone but staff with 404, and never a 5xx on bad input.

const { t, molino } = await cartTestApp('100')
const { staff, outsiders } = await deskCallers(t)

const auditOf = (orderId: number) =>
  t.deps.db
    .select({ action: deskAudit.action, details: deskAudit.details })
    .from(deskAudit)
    .where(and(eq(deskAudit.entity, 'order'), eq(deskAudit.entityId, orderId)))

describe('GET /api/desk/orders/{id}/fulfilment', () => {
  it('answers payments, shipments, actions and fields of an order', async () => {
    const { order } = await newOrder(t, molino)
    const f = fulfilmentOf(await staff.get(DESK.fulfilment(order.id)))
    expect(f).toMatchObject({ id: order.id, status: 'NEW', payed: false, payments: [], shipments: [] })
    expect(f.amount_due).toBe(order.order_final_price_iva)
    expect(f.actions).toMatchObject({
      accept: false,
      accept_without_prepayment: true,
      mark_paid: true,
      ship: false,
    })
    expect(f.lines).toHaveLength(1)
    expect(f.lines[0]).toMatchObject({ qty: 1, shipped: 0, skip_erp: false })
  })

  it('is 404 for a buyer, a prospect and a visitor, for no such order, and 4xx for a bad id', async () => {
    const { order } = await newOrder(t, molino)
    await expectHiddenFrom(outsiders, (a) => a.get(DESK.fulfilment(order.id)))
    expect((await staff.get(DESK.fulfilment(2_000_000_000))).statusCode).toBe(404)
    for (const bad of ['abc', '-1', '0', '99999999999'])
      expect((await staff.get(`/api/desk/orders/${bad}/fulfilment`)).statusCode).toBe(422)
  })
})

describe('POST /api/desk/orders/{id}/accept', () => {
  it('accepts a NEW order on agreed terms, stamps the date and mails the customer in their language', async () => {
    const { order, email } = await newOrder(t, molino, 'cdp')
    const f = fulfilmentOf(await staff.post(DESK.accept(order.id), {}))
    expect(f.status).toBe('CONFIRMED')
    expect(f.actions).toMatchObject({ accept: false, ship: true, close: true })
    const trail = await statusTrail(t, order.id)
    expect(trail.at(-1)).toEqual({ from: 'NEW', to: 'CONFIRMED', actor: 'staff' })
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(typeof row?.attrib.quotation_confirmed_at).toBe('string')
    const mail = await t.mail.waitFor(email, (m) => m.subject === `Ordine ${order.order_ref} accettato`)
    expect(mail.text).toContain(`/it/user/orders/${order.id}`)
  })

  it('refuses an unpaid bank-transfer order with 409, then accepts it without prepayment and audits that', async () => {
    const { order } = await newOrder(t, molino)
    const refused = await staff.post(DESK.accept(order.id), {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error).toContain('bonifico anticipato')
    const f = fulfilmentOf(
      await staff.post(DESK.accept(order.id), { without_prepayment: true, note: 'cliente storico' }),
    )
    expect(f.status).toBe('CONFIRMED')
    expect(await auditOf(order.id)).toEqual([
      expect.objectContaining({ action: 'accepted_without_prepayment' }),
    ])
  })

  it('leaves an accepted bank-transfer order out of the 10-day cancellation', async () => {
    const { order } = await newOrder(t, molino)
    fulfilmentOf(await staff.post(DESK.accept(order.id), { without_prepayment: true }))
    await cancelUnpaidBankTransfers(paymentDeps(t), new Date(Date.now() + 30 * 86_400_000))
    const [row] = await t.deps.db
      .select({ status: orders.status })
      .from(orders)
      .where(eq(orders.id, order.id))
    expect(row?.status).toBe('CONFIRMED')
  })

  it('refuses a second acceptance (409), bad input (422) and outsiders (404)', async () => {
    const { order } = await newOrder(t, molino, 'cdp')
    await expectHiddenFrom(outsiders, (a) => a.post(DESK.accept(order.id), {}))
    expect((await staff.post(DESK.accept(order.id), { without_prepayment: 'yes' })).statusCode).toBe(422)
    expect((await staff.post(DESK.accept(order.id), { note: 'x'.repeat(2000) })).statusCode).toBe(422)
    fulfilmentOf(await staff.post(DESK.accept(order.id), {}))
    const again = await staff.post(DESK.accept(order.id), {})
    expect(again.statusCode).toBe(409)
    expect(again.json().error_code).toBe('transition_forbidden')
  })
})

describe('POST /api/desk/orders/{id}/payments', () => {
  it('records the transfer through the attempt machine, marks the order paid, and refuses a second one', async () => {
    const { order } = await newOrder(t, molino)
    const today = new Date().toISOString().slice(0, 10)
    const body = { amount: order.order_final_price_iva, paid_at: today, note: 'CRO 1234' }
    const f = fulfilmentOf(await staff.post(DESK.payments(order.id), body))
    expect(f.payed).toBe(true)
    expect(f.payments).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        provider: 'desk',
        status: 'paid',
        note: 'CRO 1234',
      }),
    ])
    expect(f.actions).toMatchObject({ accept: true, accept_without_prepayment: false, mark_paid: false })
    expect(await auditOf(order.id)).toEqual([expect.objectContaining({ action: 'payment_recorded' })])
    const again = await staff.post(DESK.payments(order.id), body)
    expect(again.statusCode).toBe(409)
    // Once paid, the bank-transfer order is accepted without the flag.
    expect(fulfilmentOf(await staff.post(DESK.accept(order.id), {})).status).toBe('CONFIRMED')
  })

  it('takes only the whole total (422 naming it), a day not in the future, and refuses outsiders', async () => {
    const { order } = await newOrder(t, molino)
    const total = order.order_final_price_iva as number
    const today = new Date().toISOString().slice(0, 10)
    const short = await staff.post(DESK.payments(order.id), { amount: total - 1, paid_at: today })
    expect(short.statusCode).toBe(422)
    expect(short.json().errors.amount[0]).toContain((total / 100).toFixed(2))
    const future = await staff.post(DESK.payments(order.id), { amount: total, paid_at: '2999-01-01' })
    expect(future.statusCode).toBe(422)
    for (const bad of [
      {},
      { amount: 'x', paid_at: today },
      { amount: total, paid_at: '2026-02-31' },
      { amount: -5, paid_at: today },
    ])
      expect((await staff.post(DESK.payments(order.id), bad)).statusCode).toBe(422)
    await expectHiddenFrom(outsiders, (a) =>
      a.post(DESK.payments(order.id), { amount: total, paid_at: today }),
    )
    const [paid] = await t.deps.db.select().from(payments).where(eq(payments.orderId, order.id))
    expect(paid).toBeUndefined()
  })
})

describe('POST /api/desk/orders/{id}/close', () => {
  it('closes a CONFIRMED order with the date and a mail, and refuses to close a NEW one (409)', async () => {
    const { order, email } = await newOrder(t, molino, 'cdp')
    const early = await staff.post(DESK.close(order.id))
    expect(early.statusCode).toBe(409)
    expect(early.json().error_code).toBe('transition_forbidden')
    await expectHiddenFrom(outsiders, (a) => a.post(DESK.close(order.id)))
    fulfilmentOf(await staff.post(DESK.accept(order.id), {}))
    const f = fulfilmentOf(await staff.post(DESK.close(order.id)))
    expect(f.status).toBe('CLOSED')
    expect(f.actions).toEqual({
      accept: false,
      accept_without_prepayment: false,
      mark_paid: false,
      ship: false,
      close: false,
      cancel: false,
      cancel_request: false,
    })
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, order.id))
    expect(typeof row?.attrib.order_closed_at).toBe('string')
    await t.mail.waitFor(email, (m) => m.subject === `Ordine ${order.order_ref} completato`)
  })
})

describe('POST /api/desk/orders/{id}/cancel', () => {
  it('cancels a paid confirmed order with the reason: mailed, and its payment is due for refund', async () => {
    const { order, email } = await newOrder(t, molino)
    const today = new Date().toISOString().slice(0, 10)
    fulfilmentOf(
      await staff.post(DESK.payments(order.id), { amount: order.order_final_price_iva, paid_at: today }),
    )
    fulfilmentOf(await staff.post(DESK.accept(order.id), {}))
    expect((await staff.post(DESK.cancel(order.id), {})).statusCode).toBe(422)
    expect((await staff.post(DESK.cancel(order.id), { reason: '   ' })).statusCode).toBe(422)
    await expectHiddenFrom(outsiders, (a) => a.post(DESK.cancel(order.id), { reason: 'x' }))
    const f = fulfilmentOf(await staff.post(DESK.cancel(order.id), { reason: 'Silo fuori produzione' }))
    expect(f.status).toBe('CANCELLED')
    expect(f.refunds_due).toEqual([
      expect.objectContaining({ status: 'refund_due', refund_reason: 'order_cancelled' }),
    ])
    const mail = await t.mail.waitFor(email, (m) => m.subject === `Ordine ${order.order_ref} annullato`)
    expect(mail.text).toContain('Motivo: Silo fuori produzione')
    const again = await staff.post(DESK.cancel(order.id), { reason: 'di nuovo' })
    expect(again.statusCode).toBe(409)
  })

  it('cancels an order request the customer never completed (cancel_incomplete)', async () => {
    const { order } = await newOrder(t, molino)
    await t.deps.db
      .update(orders)
      .set({ status: 'INCOMPLETE_REQUEST', paymentModeId: PAYMENT_MODE_IDS.pv9 })
      .where(eq(orders.id, order.id))
    const before = fulfilmentOf(await staff.get(DESK.fulfilment(order.id)))
    expect(before.actions.cancel_request).toBe(true)
    const f = fulfilmentOf(await staff.post(DESK.cancel(order.id), { reason: 'Richiesta abbandonata' }))
    expect(f.status).toBe('CANCELLED')
    const trail = await statusTrail(t, order.id)
    expect(trail.at(-1)).toEqual({ from: 'INCOMPLETE_REQUEST', to: 'CANCELLED', actor: 'staff' })
  })
})
