import type { CartPermissions } from './cart-schemas.ts'

/**
 * Who sees what on the catalogue and the cart (spec 1 §6, spec 2 §6; issue 10 item 8; docs/decisions/006 and 019).
 * One rule each, used by the server to shape its answers and by the screens to lay themselves out.
 */

/** The client fields that decide price visibility. */
export type PriceClient = { can_see_prices: boolean; verified: boolean }

/**
 * True when prices are shown: a user with a client sees them when the client may and is verified (a client a user
 * created in the checkout is not, until the provider checks it); a visitor or a user without a client only while
 * the shop's `show_public_prices` setting is on.
 */
export function canSeePrices(viewer: { client: PriceClient | null; show_public_prices: boolean }): boolean {
  if (viewer.client) return viewer.client.can_see_prices && viewer.client.verified
  return viewer.show_public_prices
}

export type CartPermissionsInput = {
  signed_in: boolean
  client: {
    can_see_prices: boolean
    verified: boolean
    can_create_order: boolean
    allow_line_notes: boolean
    allow_client_product_ref: boolean
  } | null
  settings: { show_public_prices: boolean; promo_codes_enabled: boolean; cart_maintenance: boolean }
  /** Some line of the cart is to be quoted. */
  tobe_quoted: boolean
  /** A promo code is already applied to the cart. */
  promo_applied: boolean
}

/**
 * What the viewer may see and do on the cart: prices by `canSeePrices`; one reference, the one the submission will
 * carry (spec 1 §6; issue 23): the order reference with a client, the quotation reference without one or when the
 * cart needs a quote (it can then only become a quotation request); line notes and own product codes as the client
 * allows; the promo field while enabled, none is applied and prices are shown; adding unless in maintenance;
 * ordering for a verified client allowed to order, with no line to be quoted.
 */
export function cartPermissions(input: CartPermissionsInput): CartPermissions {
  const { client, settings } = input
  const show_prices = canSeePrices({ client, show_public_prices: settings.show_public_prices })
  return {
    show_prices,
    order_reference: client !== null && !input.tobe_quoted,
    quotation_reference: client === null || input.tobe_quoted,
    line_notes: client?.allow_line_notes ?? false,
    client_product_ref: client?.allow_client_product_ref ?? false,
    // A discount on prices the buyer cannot see would be a number without meaning.
    promo_code: settings.promo_codes_enabled && !input.promo_applied && show_prices,
    add_to_cart: !settings.cart_maintenance,
    can_create_order: Boolean(client?.can_create_order && client.verified) && !input.tobe_quoted,
  }
}
