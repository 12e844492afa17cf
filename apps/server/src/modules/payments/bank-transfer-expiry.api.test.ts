import { orderDetailResponse } from '@shop/domain/orders/checkout-schemas'
import { bankOrderResponse } from '@shop/domain/payments/schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderStatusChanges, orders } from '../../db/schema/index.ts'
import { cartTestApp } from '../cart/test-cart.ts'
import { cancelUnpaidBankTransfers, lastDueDate } from './bank-transfer-expiry.ts'
import { cartReadyToPay, paymentDeps, WALLET, walletBody } from './test-payments.ts'

// Spec 2 §9 (issue 12 item 4): an unpaid bank-transfer order that staff have not confirmed is cancelled 10 calendar
// days (Europe/Rome) after it was sent. The clock is the job's argument; the order's sending time is set in the row.

const { t, molino } = await cartTestApp('100')

/** A bank-transfer order sent at `sentAt` (its NEW audit row moved there). */
async function bankOrderSentAt(sentAt: string) {
  const buyer = await cartReadyToPay(t, molino)
  const res = await buyer.agent.post(WALLET.bank, walletBody(buyer.cartId))
  const { order } = bankOrderResponse.parse(res.json())
  await t.deps.db
    .update(orderStatusChanges)
    .set({ createdAt: new Date(sentAt) })
    .where(and(eq(orderStatusChanges.orderId, order.id), eq(orderStatusChanges.toStatus, 'NEW')))
  return { ...buyer, order }
}

/** The order's status and the spec's cancelled flag as its buyer reads them (the flag is the status, issue 21). */
async function stateOf(buyer: Awaited<ReturnType<typeof bankOrderSentAt>>) {
  const res = await buyer.agent.post('/api/front/user/getOrderDetail', { id: buyer.order.id })
  const { status, cancelled } = orderDetailResponse.parse(res.json()).order
  return { status, cancelled }
}

describe('lastDueDate', () => {
  it.each([
    // 3 November in Rome, whatever the UTC hour: due on the 13th.
    ['2026-11-13T00:30:00+01:00', '2026-11-03'],
    ['2026-11-12T23:30:00+01:00', '2026-11-02'],
    // Across the change to summer time (29 March 2026).
    ['2026-04-05T00:10:00+02:00', '2026-03-26'],
  ])('on %s the orders sent up to %s are due', (now, due) => {
    expect(lastDueDate(new Date(now))).toBe(due)
  })
})

describe('the 10-day bank-transfer cancellation', () => {
  it('cancels on the tenth Rome day, not before, mails the customer, and leaves paid or confirmed orders', async () => {
    // Sent at 23:50 on 3 November in Rome (22:50 UTC).
    const waiting = await bankOrderSentAt('2026-11-03T22:50:00Z')
    const paid = await bankOrderSentAt('2026-11-03T10:00:00Z')
    await t.deps.db.update(orders).set({ payed: true }).where(eq(orders.id, paid.order.id))
    const confirmed = await bankOrderSentAt('2026-11-03T10:00:00Z')
    await t.deps.db.update(orders).set({ status: 'CONFIRMED' }).where(eq(orders.id, confirmed.order.id))

    const run = (at: string) => cancelUnpaidBankTransfers(paymentDeps(t), new Date(at))
    // 12 November at 23:59 in Rome: still nine days.
    await run('2026-11-12T22:59:00Z')
    expect(await stateOf(waiting)).toEqual({ status: 'NEW', cancelled: false })
    // 13 November just after midnight in Rome.
    expect(await run('2026-11-12T23:01:00Z')).toBeGreaterThanOrEqual(1)
    expect(await stateOf(waiting)).toEqual({ status: 'CANCELLED', cancelled: true })
    expect(await stateOf(paid)).toEqual({ status: 'NEW', cancelled: false })
    expect(await stateOf(confirmed)).toEqual({ status: 'CONFIRMED', cancelled: false })
    const [audit] = await t.deps.db
      .select({ actor: orderStatusChanges.actor, transition: orderStatusChanges.transition })
      .from(orderStatusChanges)
      .where(
        and(eq(orderStatusChanges.orderId, waiting.order.id), eq(orderStatusChanges.toStatus, 'CANCELLED')),
      )
    expect(audit).toEqual({ actor: 'system', transition: 'cancel_unpaid_transfer' })
    const mail = await t.mail.waitFor(waiting.email, (m) => m.subject.includes('annullato'))
    expect(mail.subject).toBe(`Ordine ${waiting.order.order_ref} annullato: bonifico non ricevuto`)
    // A second run finds nothing more to do for it.
    await run('2026-11-14T10:00:00Z')
    expect(await stateOf(waiting)).toEqual({ status: 'CANCELLED', cancelled: true })
  })
})
