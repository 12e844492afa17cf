import * as accounts from '@shop/domain/accounts/endpoints'
import type { profileUpdateRequest } from '@shop/domain/accounts/profile'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import type { z } from 'zod'
import { api } from '../../shared/lib/api.ts'
import { queryKeys, useRefreshSession } from '../../shared/lib/session.ts'

export const useResendActivationMail = () =>
  useMutation({ mutationFn: () => api(accounts.resendActivationMail) })

export function useAcceptPrivacy() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: () => api(accounts.acceptPrivacyPolicy),
    onSuccess: refresh,
  })
}

/** POST user/update's body as the profile form sends it, checked by its schema. */
export type ProfileUpdateBody = z.output<typeof profileUpdateRequest>

/**
 * POST user/update (spec 3 §3): the answer is the user and the profile details as GET user answers them, so the
 * session takes them at once; the cart is read again (a new language or country may change what it shows).
 */
export function useUpdateProfile() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ProfileUpdateBody) => api(accounts.updateProfile, { body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.session })
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
    },
  })
}

/** POST user/get_secondary_user: the companies the user may act for, the current one marked (the switch dialog). */
export const linkedCompaniesQuery = () =>
  queryOptions({
    queryKey: ['linked-companies'],
    queryFn: async () => (await api(accounts.getSecondaryUser)).accounts,
    // Read each time the dialog opens: another tab may have switched meanwhile.
    staleTime: 0,
  })

/** POST user/account_switch with the company chosen; the page then reloads (spec 3 §4). */
export const useSwitchAccount = () =>
  useMutation({
    mutationFn: (clientId: number) => api(accounts.switchAccount, { body: { client_id: clientId } }),
  })

/** POST user/confirm_email: the link mailed to a new address makes it the login. */
/** Confirms the new address; it succeeds once the session is read again, so the profile it leads to shows it. */
export function useConfirmEmail() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (token: string) => api(accounts.confirmEmail, { body: { token } }),
    onSuccess: refresh,
  })
}
