import * as orders from '@shop/domain/orders/endpoints'
import type { PendingRequest } from '@shop/domain/orders/order-request-schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { queryKeys, useCurrentUser } from '../../shared/lib/session.ts'

/**
 * GET order/pending_request (issue 23 item 2): the signed-in buyer's order request still to be completed, per user.
 * Its key sits under the cart's, so whatever reads the cart again (a submission, a sign-in) reads it again too.
 */
const pendingRequestQuery = (userId: number) =>
  queryOptions({
    queryKey: [...queryKeys.pendingRequest, userId],
    queryFn: async () => (await api(orders.getPendingRequest)).pending_request,
    staleTime: 30_000,
  })

/** The signed-in buyer's pending order request; null for a visitor, while it loads, or when there is none. */
export function usePendingRequest(): PendingRequest | null {
  const user = useCurrentUser()
  const { data } = useQuery({ ...pendingRequestQuery(user?.id ?? 0), enabled: Boolean(user) })
  return user ? (data ?? null) : null
}
