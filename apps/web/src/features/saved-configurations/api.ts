import * as orders from '@shop/domain/orders/endpoints'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { savedConfigurationsKey } from '../../shared/lib/saved-configurations.ts'

/** GET user/get_wishlist: the company's saved configurations in the page's language (names, accessories). */
export const savedConfigurationsQuery = (lang: string) =>
  queryOptions({
    queryKey: [...savedConfigurationsKey, lang] as const,
    queryFn: async () => (await api(orders.getWishlist)).saved_configurations,
    staleTime: 30_000,
  })

/** POST user/removeFromWishlist; the list is read again, whether it went or a colleague had removed it already. */
export function useRemoveSavedConfiguration() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api(orders.removeFromWishlist, { body: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: savedConfigurationsKey }),
  })
}
