import type { Cart, CartLine, CartUpdateBody } from '@shop/domain/orders/cart-schemas'

/**
 * One change the user makes to the cart. It is kept as an intention rather than as a whole cart, so that when another
 * tab changed the cart first (409 cart_conflict) the same intention is applied again to the cart the server returned,
 * and the other tab's change survives (issue 10 item 12).
 */
export type CartChange =
  | { kind: 'qty'; lineId: number; qty: number }
  | { kind: 'remove'; lineId: number }
  | { kind: 'line'; lineId: number; notes?: string; client_product_ref?: string }
  | { kind: 'references'; quotation_reference?: string; reference_client_code?: string }
  /** A code to apply; null removes the applied one. */
  | { kind: 'promo'; code: string | null }

export type CartPayload = CartUpdateBody['cart']

function lineOf(line: CartLine, cart: Cart): CartPayload['lines'][number] {
  return {
    id: line.id,
    qty: line.qty,
    // Sent only where the viewer may write them: the server keeps what it has for the others.
    ...(cart.permissions.line_notes ? { notes: line.notes } : {}),
    ...(cart.permissions.client_product_ref ? { client_product_ref: line.client_product_ref } : {}),
  }
}

/** The cart as the client last saw it, which POST cart/{lang} takes with its version. */
export function toPayload(cart: Cart): CartPayload {
  return {
    id: cart.id,
    version: cart.version,
    lines: cart.lines.map((line) => lineOf(line, cart)),
    ...(cart.permissions.quotation_reference ? { quotation_reference: cart.quotation_reference } : {}),
    ...(cart.permissions.order_reference ? { reference_client_code: cart.reference_client_code } : {}),
  }
}

/**
 * The payload for `change` made on `cart`, or null when it no longer applies: its line is gone (removed in another
 * tab), or it changes nothing. A quantity of 0 removes the line; removing the last line leaves `lines` empty, which
 * destroys the cart (spec 2 §4).
 */
export function applyCartChange(cart: Cart, change: CartChange): CartPayload | null {
  if (cart.id < 0) return null
  const payload = toPayload(cart)
  switch (change.kind) {
    case 'qty':
    case 'remove': {
      const at = payload.lines.findIndex((l) => l.id === change.lineId)
      const line = payload.lines[at]
      if (!line) return null
      if (change.kind === 'remove' || change.qty <= 0) {
        payload.lines.splice(at, 1)
        return payload
      }
      if (line.qty === change.qty) return null
      line.qty = change.qty
      return payload
    }
    case 'line': {
      const line = payload.lines.find((l) => l.id === change.lineId)
      if (!line) return null
      if (change.notes !== undefined) line.notes = change.notes
      if (change.client_product_ref !== undefined) line.client_product_ref = change.client_product_ref
      return payload
    }
    case 'references':
      if (change.quotation_reference !== undefined) payload.quotation_reference = change.quotation_reference
      if (change.reference_client_code !== undefined) {
        payload.reference_client_code = change.reference_client_code
      }
      return payload
    case 'promo':
      return { ...payload, promo_code: change.code }
  }
}

/** How much a line's quantity moved between two readings of the cart (a line that is gone counts as 0). */
export function quantityMoved(before: Cart, after: Cart, lineId: number): number {
  const was = before.lines.find((l) => l.id === lineId)?.qty ?? 0
  const is = after.lines.find((l) => l.id === lineId)?.qty ?? 0
  return is - was
}
