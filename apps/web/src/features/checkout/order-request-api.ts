import type { CartResponse } from '@shop/domain/orders/cart-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { cartQueryKey, enqueue } from '../../shared/lib/cart-sync.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { orderKeys } from '../../shared/lib/orders.ts'
import { queryKeys } from '../../shared/lib/session.ts'

/**
 * POST order/{id}/back_to_cart, 'Modifica il carrello' (issue 23 item 2): the order request is cancelled and its lines
 * are back in the cart, whose answer becomes the cart of the page's language; the other languages, the pending request
 * and the order are read again. In the cart's queue: a change of the cart still on its way goes first.
 */
export function useReturnToCart() {
  const queryClient = useQueryClient()
  const lang = useLang()
  return useMutation({
    mutationFn: (orderId: number) => enqueue(() => api(orders.returnRequestToCart, { params: { orderId } })),
    onSuccess: async (answer: CartResponse) => {
      queryClient.setQueryData(cartQueryKey(lang), answer)
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.cart, predicate: (q) => q.queryKey[1] !== lang }),
        queryClient.invalidateQueries({ queryKey: orderKeys.all }),
      ])
    },
  })
}
