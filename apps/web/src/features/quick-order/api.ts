import * as orders from '@shop/domain/orders/endpoints'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { queryKeys } from '../../shared/lib/session.ts'

/** POST user/quick_order_preview: every line decoded and priced with its error; nothing written. */
export function usePreviewQuickOrder() {
  return useMutation({ mutationFn: (text: string) => api(orders.previewQuickOrder, { body: { text } }) })
}

/**
 * POST user/quick_order_add: the valid lines into the cart. `key` is the preview's: a second click or a retry of the
 * same preview adds nothing twice. The cart is read again, so its button counts the new lines.
 */
export function useAddQuickOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { text: string; key: string }) => api(orders.addQuickOrder, { body }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  })
}
