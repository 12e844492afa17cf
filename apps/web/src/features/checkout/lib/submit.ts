import type { PublicUser } from '@shop/domain/accounts/schemas'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import { submitPermissions } from '@shop/domain/orders/checkout'

/** What a press of a submit button makes (spec 2 §2.2, §4). */
export type SubmitKind = 'request_quote' | 'save_quote' | 'order'

/**
 * The buttons the cart offers, from the domain's rule. The cart carries what the rule reads of the client: a client's
 * prices show only when it may see them and is verified, and ordering needs a verified client allowed to order with
 * nothing to quote, so `verified` is read from either permission; where both are false neither button shows anyway.
 */
export function cartSubmitKinds(
  cart: Pick<Cart, 'client' | 'permissions' | 'tobe_quoted'>,
  user: Pick<PublicUser, 'email_verified'> | null,
): SubmitKind[] {
  const { show_prices, can_create_order } = cart.permissions
  const allowed = submitPermissions({
    signed_in: user !== null,
    email_verified: user?.email_verified ?? false,
    client: cart.client
      ? { verified: show_prices || can_create_order, can_see_prices: show_prices, can_create_order }
      : null,
    tobe_quoted: cart.tobe_quoted,
  })
  // Someone who may save or order sees those two; the request alone is for whoever may do nothing else.
  if (allowed.save_quote || allowed.order) {
    return (['save_quote', 'order'] as const).filter((kind) => allowed[kind])
  }
  return allowed.request_quote ? ['request_quote'] : []
}
