import type { Lang } from '@shop/domain/i18n/langs'
import type { CartAddBody, CartResponse } from '@shop/domain/orders/cart-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { cartQueryKey, enqueue } from '../../shared/lib/cart-sync.ts'
import { emit } from '../../shared/lib/events.ts'
import { queryKeys } from '../../shared/lib/session.ts'
import { trackQuantityMoved } from './lib/cart-analytics.ts'

export type CartAddResponse = CartResponse & { line_id: number }

/**
 * GET cart/{lang}: the one cart query. The key holds the language because the answer carries translated names and
 * discount labels; every answer of a change is written here (setCart) and the other languages are dropped.
 */
export const cartQuery = (lang: Lang) =>
  queryOptions({
    queryKey: cartQueryKey(lang),
    queryFn: () => api(orders.getCart, { params: { lang } }),
    staleTime: 30_000,
  })

/** Writes an answer of the server as the cart, and forgets the copies in other languages (read again if needed). */
export function setCart(queryClient: QueryClient, lang: Lang, answer: CartResponse) {
  queryClient.removeQueries({
    queryKey: queryKeys.cart,
    predicate: (q) => q.queryKey.length === 2 && q.queryKey[1] !== lang,
  })
  queryClient.setQueryData(cartQuery(lang).queryKey, {
    status: answer.status,
    cart: answer.cart,
    show_public_prices: answer.show_public_prices,
  })
}

/**
 * POST cart/{lang}/add: never a conflict (the server locks the cart). The answer becomes the cart; the flying cart
 * shows the line unless `quiet` (the wizard, whose own modal is open).
 */
export async function addToCart(
  queryClient: QueryClient,
  lang: Lang,
  body: CartAddBody,
  options: { quiet?: boolean } = {},
): Promise<CartAddResponse> {
  const answer = await enqueue(() => api(orders.addToCart, { params: { lang }, body }))
  setCart(queryClient, lang, answer)
  // The server adds exactly the quantity asked for, to a new line or to the same configuration's.
  trackQuantityMoved(
    answer.cart.lines.find((l) => l.id === answer.line_id),
    body.qty,
  )
  if (!options.quiet) emit('cart:added', { lineId: answer.line_id })
  return answer
}
