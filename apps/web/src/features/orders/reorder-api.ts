import * as orders from '@shop/domain/orders/endpoints'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { queryKeys } from '../../shared/lib/session.ts'

/**
 * POST order/{id}/reorder (issue 26 item 4): the order's or quotation's lines back into the cart at today's prices,
 * each with what changed. The same key again (a retry) adds nothing twice; the cart is read again.
 */
export function useReorder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ orderId, key }: { orderId: number; key: string }) =>
      api(orders.reorder, { params: { orderId }, body: { key } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  })
}
