import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type PurchaseFlags, trackPurchaseOnce } from './analytics.ts'

function memoryFlags(): PurchaseFlags & { values: Map<string, string> } {
  const values = new Map<string, string>()
  return {
    values,
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
  }
}

const purchases = () =>
  (globalThis.window.dataLayer ?? []).filter((entry) => entry.event === 'purchase').map((e) => e.ecommerce)

describe('trackPurchaseOnce', () => {
  beforeEach(() => {
    vi.stubGlobal('window', {})
  })
  afterEach(() => {
    vi.unstubAllGlobals()
  })

  it('pushes one purchase per order reference, remembered in the store', () => {
    const flags = memoryFlags()
    const order = { order_ref: '2026-000101', order_final_price: 123_456 }
    expect(trackPurchaseOnce(order, flags)).toBe(true)
    expect(trackPurchaseOnce(order, flags)).toBe(false)
    expect(purchases()).toEqual([{ currency: 'EUR', value: 1234.56, transaction_id: '2026-000101' }])
    expect(flags.values.has('ga4_purchase:2026-000101')).toBe(true)
  })

  it('does not push an order another visit already counted (a reload, a second tab)', () => {
    const flags = memoryFlags()
    flags.setItem('ga4_purchase:2026-000102', '1')
    expect(trackPurchaseOnce({ order_ref: '2026-000102', order_final_price: 100 }, flags)).toBe(false)
    expect(purchases()).toEqual([])
  })

  it('counts each order on its own', () => {
    const flags = memoryFlags()
    expect(trackPurchaseOnce({ order_ref: '2026-000103', order_final_price: 100 }, flags)).toBe(true)
    expect(trackPurchaseOnce({ order_ref: '2026-000104', order_final_price: 200 }, flags)).toBe(true)
    expect(purchases().map((p) => (p as { transaction_id: string }).transaction_id)).toEqual([
      '2026-000103',
      '2026-000104',
    ])
  })

  it('still pushes once per page where the browser refuses storage', () => {
    const refusing: PurchaseFlags = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
    }
    const order = { order_ref: '2026-000105', order_final_price: 100 }
    expect(trackPurchaseOnce(order, refusing)).toBe(true)
    expect(trackPurchaseOnce(order, refusing)).toBe(false)
    expect(trackPurchaseOnce(order, null)).toBe(false)
    expect(purchases()).toHaveLength(1)
  })
})
