import * as accounts from '@shop/domain/accounts/endpoints'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { queryOptions, useQuery } from '@tanstack/react-query'
import { api } from './api.ts'

/** Query keys several features share without importing each other: the cart issue fills the cart query. */
export const queryKeys = {
  session: ['session'] as const,
  cart: ['cart'] as const,
  /** GET order/pending_request, under the cart's key: whatever reads the cart again reads it again. */
  pendingRequest: ['cart', 'pending-request'] as const,
}

/** GET user: the signed-in user (or null) and the shop settings, the app-wide state every feature reads. */
export const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session,
    queryFn: () => api(accounts.getUser),
    staleTime: 60_000,
  })

/** The signed-in user: undefined while loading, null when anonymous. */
export function useCurrentUser(): PublicUser | null | undefined {
  const { data } = useQuery(sessionQuery())
  return data ? data.user : undefined
}
