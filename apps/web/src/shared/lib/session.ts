import * as accounts from '@shop/domain/accounts/endpoints'
import type { PublicUser } from '@shop/domain/accounts/schemas'
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
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

/**
 * After any change of who the user is (a sign-in, a sign-out, a company switch, a profile saved) the user and the cart
 * are read again (spec 1 §4.3).
 */
export function useRefreshSession() {
  const queryClient = useQueryClient()
  return async () => {
    // A read still in flight was sent with the old session (the activation page posts while the page loads the user);
    // on a first load invalidating would only wait for that stale answer, so it is cancelled and the user read again.
    await queryClient.cancelQueries({ queryKey: queryKeys.session })
    await queryClient.invalidateQueries({ queryKey: queryKeys.session })
    // The cart (the header's count) is read again in the background: waiting for it would hold the caller's own
    // onSuccess while the page already shows the new user, and a form that has gone by then never hears of it.
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
  }
}

/**
 * The company the user acts for is the user's, not the tab's (docs/decisions/035): after a switch in another tab, this
 * tab's next request already acts for the new company, but what it cached belongs to the old one. Reads the user again
 * when the tab comes back into view and, when the company changed, everything else the page cached.
 */
export function useFollowCompanySwitch() {
  const queryClient = useQueryClient()
  const { data } = useQuery({ ...sessionQuery(), refetchOnWindowFocus: 'always' })
  const clientId = data?.user?.client_id
  const seen = useRef(clientId)
  useEffect(() => {
    if (clientId === undefined) return
    if (seen.current !== undefined && seen.current !== clientId) {
      void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.session[0] })
    }
    seen.current = clientId
  }, [clientId, queryClient])
}
