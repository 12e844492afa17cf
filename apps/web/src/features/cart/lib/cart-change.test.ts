import type { Cart, CartLine } from '@shop/domain/orders/cart-schemas'
import { describe, expect, it } from 'vitest'
import { applyCartChange, quantityMoved, toPayload } from './cart-change.ts'

const line = (id: number, qty: number, extra: Partial<CartLine> = {}) =>
  ({ id, qty, notes: '', client_product_ref: '', ...extra }) as CartLine

const permissions = {
  show_prices: true,
  order_reference: true,
  quotation_reference: false,
  line_notes: true,
  client_product_ref: false,
  promo_code: true,
  add_to_cart: true,
  can_create_order: true,
}

const cart = (lines: CartLine[], overrides: Partial<Cart> = {}) =>
  ({
    id: 7,
    version: 3,
    lines,
    quotation_reference: '',
    reference_client_code: 'PO-1',
    permissions,
    ...overrides,
  }) as Cart

describe('toPayload', () => {
  it('sends the cart as seen, with only the fields the viewer may write', () => {
    expect(toPayload(cart([line(1, 2, { notes: 'n', client_product_ref: 'X' })]))).toEqual({
      id: 7,
      version: 3,
      lines: [{ id: 1, qty: 2, notes: 'n' }],
      reference_client_code: 'PO-1',
    })
  })
})

describe('applyCartChange', () => {
  const seen = cart([line(1, 2), line(2, 1)])
  it.each([
    ['a new quantity', { kind: 'qty', lineId: 2, qty: 5 }, [2, 5]],
    ['0, which removes the line', { kind: 'qty', lineId: 1, qty: 0 }, [1]],
    ['a removal', { kind: 'remove', lineId: 2 }, [2]],
  ] as const)('applies %s', (_, change, expected) => {
    const payload = applyCartChange(seen, change)
    expect(payload?.lines.map((l) => l.qty)).toEqual(expected)
    expect(payload?.version).toBe(3)
  })

  it('empties the lines when the last one goes (the server then destroys the cart)', () => {
    expect(applyCartChange(cart([line(1, 1)]), { kind: 'remove', lineId: 1 })?.lines).toEqual([])
  })

  it('is null for a line another tab removed, for no change, and for a cart never saved', () => {
    expect(applyCartChange(seen, { kind: 'qty', lineId: 9, qty: 3 })).toBeNull()
    expect(applyCartChange(seen, { kind: 'qty', lineId: 1, qty: 2 })).toBeNull()
    expect(applyCartChange(cart([], { id: -1 }), { kind: 'promo', code: 'X' })).toBeNull()
  })

  it('re-applied to the cart of a 409, keeps the other tab’s change', () => {
    const other = cart([line(1, 4), line(2, 1)], { version: 4 })
    expect(applyCartChange(other, { kind: 'qty', lineId: 2, qty: 3 })).toMatchObject({
      version: 4,
      lines: [
        { id: 1, qty: 4 },
        { id: 2, qty: 3 },
      ],
    })
  })

  it('sets notes, references and the promo code (null removes it)', () => {
    expect(applyCartChange(seen, { kind: 'line', lineId: 1, notes: 'urgent' })?.lines[0]).toEqual({
      id: 1,
      qty: 2,
      notes: 'urgent',
    })
    expect(applyCartChange(seen, { kind: 'references', reference_client_code: 'PO-2' })).toMatchObject({
      reference_client_code: 'PO-2',
    })
    expect(applyCartChange(seen, { kind: 'promo', code: null })).toMatchObject({ promo_code: null })
  })
})

describe('quantityMoved', () => {
  it('counts a line that is gone as 0', () => {
    const before = cart([line(1, 2), line(2, 1)])
    expect(quantityMoved(before, cart([line(1, 5)]), 1)).toBe(3)
    expect(quantityMoved(before, cart([line(1, 5)]), 2)).toBe(-1)
  })
})
