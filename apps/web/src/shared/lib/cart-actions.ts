import type { CartAddBody } from '@shop/domain/orders/cart-schemas'
import { createContext, useContext } from 'react'

/**
 * What other features may ask of the cart without importing it (ARCHITECTURE, convention 8): the app's layout
 * provides the cart feature's implementation, the catalogue's add buttons consume it.
 */
export type CartActions = {
  /** False under cart maintenance or without the permission: every add-to-cart button hides (spec 1 §6). */
  canAdd: boolean
  /** POST cart/{lang}/add; resolves once the cart holds the product (the flying cart then shows it). */
  add: (body: CartAddBody) => Promise<void>
}

const noCart: CartActions = {
  canAdd: false,
  add: () => Promise.reject(new Error('no cart on this page')),
}

export const CartActionsContext = createContext<CartActions>(noCart)

export function useCartActions(): CartActions {
  return useContext(CartActionsContext)
}
