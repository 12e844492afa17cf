import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orders } from '../../db/schema/index.ts'
import { addToCart, cartTestApp, newBuyer, orderRow, PRODUCTS, submitCart } from '../cart/test-cart.ts'
import { expireQuotations } from './desk-quotations-expiry.service.ts'

// Issue 24 item 8: the hourly job flags READY quotations past their validity, once.

const { t, molino } = await cartTestApp('100')

/** A saved quotation (READY, valid 30 days) of a new buyer. */
async function savedQuotation() {
  const buyer = await newBuyer(t, molino)
  await addToCart(buyer.agent, PRODUCTS.filter)
  return submitCart(buyer.agent, { quote_or_order: 'quote', is_save_quote: true })
}

describe('quotation-expiry job', () => {
  it('flags a READY quotation past its validity, once; a valid one stays', async () => {
    const past = await savedQuotation()
    const valid = await savedQuotation()
    expect(past.status).toBe('READY')
    const now = new Date()
    await t.deps.db
      .update(orders)
      .set({ quotationValidUntil: new Date(now.getTime() - 60_000) })
      .where(eq(orders.id, past.id))
    expect(await expireQuotations(t.deps, now)).toBeGreaterThanOrEqual(1)
    const row = await orderRow(t, past.id)
    expect(row).toMatchObject({ expired: true, status: 'READY' })
    expect(row?.quotationExpiredAt?.getTime()).toBe(now.getTime())
    expect((await orderRow(t, valid.id))?.expired).toBe(false)
    // Idempotent: a second run finds nothing more of these.
    const again = await expireQuotations(t.deps, now)
    expect(again).toBe(0)
    expect((await orderRow(t, past.id))?.quotationExpiredAt?.getTime()).toBe(now.getTime())
  })
})
