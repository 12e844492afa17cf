import type { CartAddBody } from '@shop/domain/orders/cart-schemas'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { type ReactNode, useMemo } from 'react'
import { type CartActions, CartActionsContext } from '../../../shared/lib/cart-actions.ts'
import { useLang } from '../../../shared/lib/lang.ts'
import { sessionQuery } from '../../../shared/lib/session.ts'
import { addToCart, cartQuery } from '../api.ts'

/**
 * Gives the other features (the catalogue's add buttons) the cart's add and whether adding is open: not under cart
 * maintenance, and only with the cart's add_to_cart permission (spec 1 §6).
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const lang = useLang()
  const queryClient = useQueryClient()
  const cart = useQuery(cartQuery(lang))
  const session = useQuery(sessionQuery())
  const maintenance = session.data?.settings.cart_maintenance ?? false
  const canAdd = !maintenance && (cart.data?.cart.permissions.add_to_cart ?? true)
  const value = useMemo<CartActions>(
    () => ({
      canAdd,
      add: async (body: CartAddBody) => {
        await addToCart(queryClient, lang, body)
      },
    }),
    [canAdd, queryClient, lang],
  )
  return <CartActionsContext value={value}>{children}</CartActionsContext>
}
