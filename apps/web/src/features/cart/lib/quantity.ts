import { MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'

/**
 * What a quantity typed in a line's field does (spec 1 §4.5, spec 2 §4; issue 23): a whole number from 1 sets it,
 * more than MAX_LINE_QTY sets MAX_LINE_QTY and says so, 0 asks to remove the line, anything else (negative, decimal)
 * keeps the quantity and says why.
 */
export type QuantityOutcome =
  | { action: 'set'; qty: number; clamped: boolean }
  | { action: 'remove' }
  | { action: 'keep' }

export function quantityOutcome(value: number): QuantityOutcome {
  if (!Number.isInteger(value) || value < 0) return { action: 'keep' }
  if (value === 0) return { action: 'remove' }
  return { action: 'set', qty: Math.min(value, MAX_LINE_QTY), clamped: value > MAX_LINE_QTY }
}
