import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { openTestDatabase } from '../../test/test-app.ts'
import { createLocalPaypal, PAYPAL_ISSUES } from './local-paypal.ts'
import type { PaypalOrderInput } from './provider.ts'

let n = 0
const input = (over: Partial<PaypalOrderInput> = {}): PaypalOrderInput => ({
  paymentId: 12,
  orderId: 3,
  description: 'Ordine 2026-000123',
  amount: 9_990,
  currency: 'EUR',
  locale: 'it',
  returnUrl: 'http://localhost:3000/checkout/paypal/return',
  cancelUrl: 'http://localhost:3000/checkout',
  requestId: `request-${++n}`,
  ...over,
})

describe('local PayPal', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.drop())
  /** One app process's simulated PayPal; several made here share the database, as processes do. */
  const localPaypal = (now?: () => number) =>
    createLocalPaypal({ db: database.db, publicUrl: 'http://localhost:3000', log: { info: vi.fn() }, now })

  it('creates an order with a LOCAL id and the simulated approval page; the same request id gives the same order', async () => {
    const paypal = localPaypal()
    const order = await paypal.createOrder(input({ requestId: 'r1' }))
    expect(order.id).toMatch(/^LOCAL[A-Z0-9]{13}$/)
    expect(order.approveUrl).toBe(`http://localhost:3000/local-pay/paypal/${order.id}`)
    expect(await paypal.createOrder(input({ requestId: 'r1' }))).toEqual(order)
    expect((await paypal.createOrder(input({ requestId: 'r2' }))).id).not.toBe(order.id)
    expect(await paypal.order(order.id)).toMatchObject({ state: 'created', amount: 9_990, locale: 'it' })
  })

  it('approve, then capture: the amount; capturing again (same or new request id) answers the same capture', async () => {
    const paypal = localPaypal()
    const { id } = await paypal.createOrder(input())
    await paypal.approve(id, 'approve')
    const capture = await paypal.captureOrder(id, 'capture-1')
    expect(capture).toEqual({ ok: true, captureId: expect.any(String), amount: 9_990, currency: 'EUR' })
    expect(await paypal.captureOrder(id, 'capture-1')).toEqual(capture)
    expect(await paypal.captureOrder(id, 'capture-2')).toEqual(capture)
    expect((await paypal.order(id))?.state).toBe('completed')
    // Approving a completed order changes nothing.
    await paypal.approve(id, 'decline')
    expect(await paypal.captureOrder(id, 'capture-3')).toEqual(capture)
  })

  it('a declined instrument: INSTRUMENT_DECLINED, then the buyer approves again and the capture succeeds', async () => {
    const paypal = localPaypal()
    const { id } = await paypal.createOrder(input())
    await paypal.approve(id, 'decline')
    expect(await paypal.captureOrder(id, 'c1')).toEqual({
      ok: false,
      issue: 'INSTRUMENT_DECLINED',
      description: PAYPAL_ISSUES.INSTRUMENT_DECLINED,
      debugId: expect.stringMatching(/^[0-9a-f]+$/),
    })
    expect((await paypal.order(id))?.state).toBe('created')
    expect(await paypal.captureOrder(id, 'c2')).toMatchObject({ ok: false, issue: 'ORDER_NOT_APPROVED' })
    await paypal.approve(id, 'approve')
    expect(await paypal.captureOrder(id, 'c3')).toMatchObject({ ok: true, amount: 9_990 })
  })

  it('an error: TRANSACTION_REFUSED, and the order stays unusable', async () => {
    const paypal = localPaypal()
    const { id } = await paypal.createOrder(input())
    await paypal.approve(id, 'error')
    expect(await paypal.captureOrder(id, 'c1')).toMatchObject({
      ok: false,
      issue: 'TRANSACTION_REFUSED',
      description: 'The request was refused.',
    })
    await paypal.approve(id, 'approve')
    expect(await paypal.captureOrder(id, 'c2')).toMatchObject({ ok: false, issue: 'TRANSACTION_REFUSED' })
  })

  it('not approved yet: ORDER_NOT_APPROVED; unknown: RESOURCE_NOT_FOUND', async () => {
    const paypal = localPaypal()
    const { id } = await paypal.createOrder(input())
    expect(await paypal.captureOrder(id, 'c1')).toEqual({
      ok: false,
      issue: 'ORDER_NOT_APPROVED',
      description: 'Payer has not yet approved the Order for payment.',
      debugId: expect.any(String),
    })
    expect(await paypal.captureOrder('LOCALNOSUCHORDER1', 'c2')).toMatchObject({
      ok: false,
      issue: 'RESOURCE_NOT_FOUND',
    })
    await expect(paypal.approve('LOCALNOSUCHORDER1', 'approve')).rejects.toThrow(/no order/)
  })

  it('forgets orders after three days', async () => {
    let clock = Date.now()
    const paypal = localPaypal(() => clock)
    const { id } = await paypal.createOrder(input({ requestId: 'old' }))
    clock += 3 * 24 * 3600 * 1000 + 1
    await paypal.forgetOld()
    expect(await paypal.order(id)).toBeUndefined()
    const fresh = await paypal.createOrder(input({ requestId: 'old' }))
    expect(fresh.id).not.toBe(id)
  })

  it('is shared by every process on the database: one creates, another approves, a third captures once', async () => {
    const [a, b, c] = [localPaypal(), localPaypal(), localPaypal()]
    const made = await a.createOrder(input({ requestId: 'shared' }))
    expect(await b.createOrder(input({ requestId: 'shared' }))).toEqual(made)
    await b.approve(made.id, 'approve')
    const [first, second] = await Promise.all([c.captureOrder(made.id, 'c1'), a.captureOrder(made.id, 'c2')])
    expect(first).toMatchObject({ ok: true, amount: 9_990 })
    expect(second).toEqual(first)
  })
})
