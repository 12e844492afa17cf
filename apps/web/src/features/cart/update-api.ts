import type { Lang } from '@shop/domain/i18n/langs'
import type { CartResponse } from '@shop/domain/orders/cart-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../shared/lib/api.ts'
import { enqueue, isUpdatingCart } from '../../shared/lib/cart-sync.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { queryKeys } from '../../shared/lib/session.ts'
import { cartQuery, setCart } from './api.ts'
import { trackQuantityMoved } from './lib/cart-analytics.ts'
import { applyCartChange, type CartChange, quantityMoved } from './lib/cart-change.ts'

// Apart from api.ts: only the cart's screens change it, so every page's first download leaves this out.

async function currentCart(queryClient: QueryClient, lang: Lang): Promise<CartResponse> {
  return queryClient.getQueryData(cartQuery(lang).queryKey) ?? queryClient.fetchQuery(cartQuery(lang))
}

function isCartAnswer(body: Record<string, unknown>): body is Record<string, unknown> & CartResponse {
  const cart = body.cart as { lines?: unknown } | undefined
  return typeof cart === 'object' && cart !== null && Array.isArray(cart.lines)
}

/**
 * POST cart/{lang} with `change` applied to the cart as last seen. On 409 cart_conflict (another tab changed it
 * first) the same change is applied to the cart in the answer and sent once more; on cart_is_missing the local copy
 * is dropped and read again (spec 2 §7). Resolves with the cart now shown.
 */
async function sendChange(queryClient: QueryClient, lang: Lang, change: CartChange): Promise<CartResponse> {
  let seen = await currentCart(queryClient, lang)
  for (let attempt = 0; ; attempt++) {
    const payload = applyCartChange(seen.cart, change)
    if (!payload) return seen
    try {
      const answer = await api(orders.updateCart, { params: { lang }, body: { cart: payload } })
      setCart(queryClient, lang, answer)
      if (change.kind === 'qty' || change.kind === 'remove') {
        const line = seen.cart.lines.find((l) => l.id === change.lineId)
        trackQuantityMoved(line, quantityMoved(seen.cart, answer.cart, change.lineId))
      }
      return answer
    } catch (error) {
      if (!(error instanceof ApiError)) throw error
      if (error.errorCode === 'cart_is_missing') {
        await queryClient.resetQueries({ queryKey: queryKeys.cart })
        return currentCart(queryClient, lang)
      }
      if (error.errorCode !== 'cart_conflict' || attempt > 0 || !isCartAnswer(error.body)) throw error
      const fresh: CartResponse = {
        status: 'OK',
        cart: error.body.cart,
        show_public_prices: error.body.show_public_prices ?? seen.show_public_prices,
      }
      setCart(queryClient, lang, fresh)
      seen = fresh
    }
  }
}

/** Changes the cart outside a component (after any running change): the wizard takes its line out this way. */
export function updateCart(queryClient: QueryClient, lang: Lang, change: CartChange): Promise<CartResponse> {
  return enqueue(() => sendChange(queryClient, lang, change))
}

/**
 * Changes the cart. `update.mutate` sends the change after any running one; `tryQuantity` is for quantity inputs,
 * whose change is ignored while another update runs (spec 1 §4.5): it says whether the change was taken.
 */
export function useUpdateCart() {
  const queryClient = useQueryClient()
  const lang = useLang()
  const mutation = useMutation({
    mutationKey: [...queryKeys.cart, 'update'],
    mutationFn: (change: CartChange) => updateCart(queryClient, lang, change),
  })
  const tryQuantity = (change: Extract<CartChange, { kind: 'qty' | 'remove' }>): boolean => {
    if (isUpdatingCart()) return false
    mutation.mutate(change)
    return true
  }
  return Object.assign(mutation, { tryQuantity })
}
