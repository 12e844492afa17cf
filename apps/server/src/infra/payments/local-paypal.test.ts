import { describe, expect, it } from 'vitest'
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
  it('creates an order with a LOCAL id and the simulated approval page; the same request id gives the same order', async () => {
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000' })
    const order = await paypal.createOrder(input({ requestId: 'r1' }))
    expect(order.id).toMatch(/^LOCAL[A-Z0-9]{13}$/)
    expect(order.approveUrl).toBe(`http://localhost:3000/local-pay/paypal/${order.id}`)
    expect(await paypal.createOrder(input({ requestId: 'r1' }))).toEqual(order)
    expect((await paypal.createOrder(input({ requestId: 'r2' }))).id).not.toBe(order.id)
    expect(paypal.order(order.id)).toMatchObject({ state: 'created', amount: 9_990, locale: 'it' })
  })

  it('approve, then capture: the amount; capturing again (same or new request id) answers the same capture', async () => {
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000' })
    const { id } = await paypal.createOrder(input())
    paypal.approve(id, 'approve')
    const capture = await paypal.captureOrder(id, 'capture-1')
    expect(capture).toEqual({ ok: true, captureId: expect.any(String), amount: 9_990, currency: 'EUR' })
    expect(await paypal.captureOrder(id, 'capture-1')).toEqual(capture)
    expect(await paypal.captureOrder(id, 'capture-2')).toEqual(capture)
    expect(paypal.order(id)?.state).toBe('completed')
    // Approving a completed order changes nothing.
    paypal.approve(id, 'decline')
    expect(await paypal.captureOrder(id, 'capture-3')).toEqual(capture)
  })

  it('a declined instrument: INSTRUMENT_DECLINED, then the buyer approves again and the capture succeeds', async () => {
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000' })
    const { id } = await paypal.createOrder(input())
    paypal.approve(id, 'decline')
    expect(await paypal.captureOrder(id, 'c1')).toEqual({
      ok: false,
      issue: 'INSTRUMENT_DECLINED',
      description: PAYPAL_ISSUES.INSTRUMENT_DECLINED,
      debugId: expect.stringMatching(/^[0-9a-f]+$/),
    })
    expect(paypal.order(id)?.state).toBe('created')
    expect(await paypal.captureOrder(id, 'c2')).toMatchObject({ ok: false, issue: 'ORDER_NOT_APPROVED' })
    paypal.approve(id, 'approve')
    expect(await paypal.captureOrder(id, 'c3')).toMatchObject({ ok: true, amount: 9_990 })
  })

  it('an error: TRANSACTION_REFUSED, and the order stays unusable', async () => {
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000' })
    const { id } = await paypal.createOrder(input())
    paypal.approve(id, 'error')
    expect(await paypal.captureOrder(id, 'c1')).toMatchObject({
      ok: false,
      issue: 'TRANSACTION_REFUSED',
      description: 'The request was refused.',
    })
    paypal.approve(id, 'approve')
    expect(await paypal.captureOrder(id, 'c2')).toMatchObject({ ok: false, issue: 'TRANSACTION_REFUSED' })
  })

  it('not approved yet: ORDER_NOT_APPROVED; unknown: RESOURCE_NOT_FOUND', async () => {
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000' })
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
    expect(() => paypal.approve('LOCALNOSUCHORDER1', 'approve')).toThrow()
  })

  it('forgets orders after three days', async () => {
    let clock = Date.now()
    const paypal = createLocalPaypal({ publicUrl: 'http://localhost:3000', now: () => clock })
    const { id } = await paypal.createOrder(input({ requestId: 'old' }))
    clock += 3 * 24 * 3600 * 1000 + 1
    const fresh = await paypal.createOrder(input({ requestId: 'old' }))
    expect(paypal.order(id)).toBeUndefined()
    expect(fresh.id).not.toBe(id)
  })
})
