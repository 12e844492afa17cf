import * as orders from '@shop/domain/orders/endpoints'
import type { AddToWishlistBody } from '@shop/domain/orders/saved-configurations'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './api.ts'

/** The query key of the company's saved configurations (the reserved area's list). */
export const savedConfigurationsKey = ['saved-configurations'] as const

/**
 * POST user/add_to_wishlist: the configurator's and the cart line's save (issue 26 item 3); the list is read again
 * when next shown.
 */
export function useSaveConfiguration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: AddToWishlistBody) => api(orders.addToWishlist, { body }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: savedConfigurationsKey }),
  })
}
