import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusChanges, orders, promoCodes, shipments, users } from '../../db/schema/index.ts'
import {
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  orderRow,
  setSetting,
} from '../cart/test-cart.ts'
import { signedIn } from '../desk/test-desk-orders.ts'
import { AREA, actionOf, aliasRecords, quotationOf } from './test-area.ts'

// The customer's moves of a quotation in the reserved area (issue 25 item 7): refuse, cancel, add a promo code. Each
// one transaction through the status machine, 409 once past validity or from a status that does not allow it,
// idempotent on a repeat, mailed to the provider, and a 404 for anyone else's quotation.

const { t, molino } = await cartTestApp('100')

const yesterday = () => new Date(Date.now() - 24 * 60 * 60 * 1000)
const moves = (id: number) =>
  t.deps.db
    .select({
      to: orderStatusChanges.toStatus,
      note: orderStatusChanges.note,
      actor: orderStatusChanges.actor,
    })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, id)))
    .orderBy(orderStatusChanges.id)

describe('every quotation action refuses', () => {
  it('a visitor (401), a gated user (403), bad input (422) and anyone else’s quotation (404), never a 5xx', async () => {
    const { order, agent } = await quotationOf(t, await newClient(t))
    const calls = [
      { url: AREA.refuse, body: (id: unknown) => ({ id, quotation_refused_note: 'no' }) },
      { url: AREA.cancel, body: (id: unknown) => ({ id }) },
      { url: AREA.promo, body: (id: unknown) => ({ id, promo_code: 'BENVENUTO10' }) },
      { url: AREA.detail, body: (id: unknown) => ({ id }) },
    ]
    const gated = await newBuyer(t, await newClient(t))
    await t.deps.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, gated.userId))
    const buyer = await signedIn(t, 'buyer')
    const alias = await aliasRecords(t)
    for (const call of calls) {
      expectKo(await newVisitor(t).post(call.url, call.body(order.id)), 401)
      expect((await gated.agent.post(call.url, call.body(order.id))).statusCode).toBe(403)
      for (const bad of [undefined, 'x', -1, 0, 1.5, 2 ** 40, null])
        expectKo(await agent.post(call.url, call.body(bad)), 422)
      // Another company's, and the demo buyer's alias company's (another client's until switched to).
      expectKo(await buyer.post(call.url, call.body(order.id)), 404)
      for (const id of alias) expectKo(await buyer.post(call.url, call.body(id)), 404)
    }
    expectKo(await agent.post(AREA.refuse, { id: order.id, quotation_refused_note: 'x'.repeat(2001) }), 422)
    expectKo(await agent.post(AREA.promo, { id: order.id, promo_code: '' }), 422)
    expectKo(await agent.post(AREA.refuse, { id: order.id }, { csrf: false }), 403)
    expect((await orderRow(t, order.id))?.status).toBe('READY')
  })
})

describe('POST order/refuse_quotation', () => {
  it('refuses a priced quotation with the reason, mails the provider, and answers a repeat as it is', async () => {
    const { order, agent, email } = await quotationOf(t, molino)
    const answer = actionOf(
      await agent.post(AREA.refuse, { id: order.id, quotation_refused_note: 'Prezzo fuori budget' }),
    )
    expect(answer.message).toBe('Preventivo rifiutato con successo')
    expect(answer.order.status).toBe('REFUSED')
    expect(answer.area).toMatchObject({
      badge: 'orders.badge.refused',
      quotation_refused_note: 'Prezzo fuori budget',
      actions: { refuse: false, approve: false, cancel: false },
    })
    expect(answer.area.quotation_refused_at).not.toBeNull()
    const mail = await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Preventivo ${order.order_ref} rifiutato dal cliente`,
    )
    expect(mail.text).toContain('Motivo indicato dal cliente: Prezzo fuori budget')
    expect(mail.text).toContain(email)

    const again = actionOf(
      await agent.post(AREA.refuse, { id: order.id, quotation_refused_note: 'di nuovo' }),
    )
    expect(again.order.status).toBe('REFUSED')
    expect(again.area.quotation_refused_note).toBe('Prezzo fuori budget')
    expect((await moves(order.id)).filter((m) => m.to === 'REFUSED')).toEqual([
      { to: 'REFUSED', note: 'Prezzo fuori budget', actor: 'customer' },
    ])
  })

  it('answers 409 past the validity, and from a status that does not allow it', async () => {
    const expired = await quotationOf(t, molino)
    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: yesterday() })
      .where(eq(orders.id, expired.order.id))
    expectKo(await expired.agent.post(AREA.refuse, { id: expired.order.id }), 409)
    const request = await quotationOf(t, molino, 'request')
    expectKo(await request.agent.post(AREA.refuse, { id: request.order.id }), 409, 'transition_forbidden')
    expect((await orderRow(t, request.order.id))?.status).toBe('NEW')
  })
})

describe('POST order/cancel_quotation', () => {
  it('cancels a quotation request and answers a repeat as it is', async () => {
    const { order, agent } = await quotationOf(t, molino, 'request')
    const answer = actionOf(await agent.post(AREA.cancel, { id: order.id }))
    expect(answer.message).toBe('Richiesta preventivo cancellata con successo')
    expect([answer.order.status, answer.area.badge]).toEqual(['CANCELLED', 'orders.badge.cancelled'])
    await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Preventivo ${order.order_ref} annullato dal cliente`,
    )
    expect(actionOf(await agent.post(AREA.cancel, { id: order.id })).order.status).toBe('CANCELLED')
    expect((await moves(order.id)).filter((m) => m.to === 'CANCELLED')).toHaveLength(1)
  })

  it('cancels an approved quotation only while unpaid and not shipped, and never a priced one', async () => {
    const approved = async () => {
      const q = await quotationOf(t, molino)
      await t.deps.db.update(orders).set({ status: 'CONFIRMED' }).where(eq(orders.id, q.order.id))
      return q
    }
    const unpaid = await approved()
    expect(actionOf(await unpaid.agent.post(AREA.cancel, { id: unpaid.order.id })).order.status).toBe(
      'CANCELLED',
    )

    const paid = await approved()
    await t.deps.db.update(orders).set({ payed: true }).where(eq(orders.id, paid.order.id))
    expectKo(await paid.agent.post(AREA.cancel, { id: paid.order.id }), 409)

    const shipped = await approved()
    await t.deps.db.insert(shipments).values({ orderId: shipped.order.id, shippingDocDate: '2026-01-10' })
    expectKo(await shipped.agent.post(AREA.cancel, { id: shipped.order.id }), 409)

    const late = await approved()
    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: yesterday() })
      .where(eq(orders.id, late.order.id))
    expectKo(await late.agent.post(AREA.cancel, { id: late.order.id }), 409)

    const ready = await quotationOf(t, molino)
    expectKo(await ready.agent.post(AREA.cancel, { id: ready.order.id }), 409, 'transition_forbidden')
    for (const q of [paid, shipped, late]) expect((await orderRow(t, q.order.id))?.status).toBe('CONFIRMED')
  })
})

describe('POST order/add_promo_code', () => {
  it('applies a valid code to a quotation request, counts its use once, and reprices it', async () => {
    const { order, agent } = await quotationOf(t, molino, 'request')
    const [before] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'BENVENUTO10'))
    const answer = actionOf(await agent.post(AREA.promo, { id: order.id, promo_code: ' benvenuto10 ' }))
    expect(answer.order.applied_promo_code).toEqual({ code: 'BENVENUTO10', discount: 10 })
    expect(answer.order.discount_promo_code_value).toBeGreaterThan(0)
    expect(answer.order.order_final_price).toBe(
      (order.order_final_price ?? 0) - (answer.order.discount_promo_code_value ?? 0),
    )
    expect(answer.area.actions.add_promo_code).toBe(false)
    await t.mail.waitFor(
      t.config.PROVIDER_EMAIL,
      (m) => m.subject === `Codice promozionale sulla richiesta di preventivo ${order.order_ref}`,
    )
    // The same code again is the same state; another code is refused.
    actionOf(await agent.post(AREA.promo, { id: order.id, promo_code: 'BENVENUTO10' }))
    const [after] = await t.deps.db.select().from(promoCodes).where(eq(promoCodes.code, 'BENVENUTO10'))
    expect(after?.usedCount).toBe((before?.usedCount ?? 0) + 1)
    expectKo(await agent.post(AREA.promo, { id: order.id, promo_code: 'FIERA15' }), 409)
  })

  it('refuses a code that does not apply on its field, a priced quotation, and codes while they are off', async () => {
    const { order, agent } = await quotationOf(t, molino, 'request')
    for (const [code, reason] of [
      ['NONESISTE', 'unknown'],
      ['ESTATE2025', 'expired'],
      ['FUTURO20', 'not_yet_valid'],
    ]) {
      const res = await agent.post(AREA.promo, { id: order.id, promo_code: code })
      expectKo(res, 422)
      expect(res.json()).toMatchObject({ reason, errors: { promo_code: [expect.any(String)] } })
    }
    const ready = await quotationOf(t, molino)
    expectKo(await ready.agent.post(AREA.promo, { id: ready.order.id, promo_code: 'BENVENUTO10' }), 409)
    await setSetting(t, 'promo_codes_enabled', false)
    try {
      expectKo(await agent.post(AREA.promo, { id: order.id, promo_code: 'BENVENUTO10' }), 422)
    } finally {
      await setSetting(t, 'promo_codes_enabled', true)
    }
    expect((await orderRow(t, order.id))?.promoCodeId).toBeNull()
  })
})
