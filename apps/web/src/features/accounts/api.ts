import * as accounts from '@shop/domain/accounts/endpoints'
import type {
  ActivateRequest,
  CartSignupRequest,
  LoginRequest,
  SetPasswordRequest,
  SignupRequest,
} from '@shop/domain/accounts/schemas'
import { useMutation } from '@tanstack/react-query'
import { track } from '../../shared/lib/analytics.ts'
import { ApiError, api } from '../../shared/lib/api.ts'
import { emit } from '../../shared/lib/events.ts'
import { useRefreshSession } from '../../shared/lib/session.ts'
import { markSignedOut } from './lib/signed-out.ts'

export function useLogin() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: LoginRequest) => api(accounts.login, { body }),
    onSuccess: async ({ user }) => {
      await refresh()
      track('login', { user_id: user.id })
      emit('logged_in', user)
    },
    onError: (error) => {
      if (error instanceof ApiError) track('login_failure', { error_code: error.errorCode })
    },
  })
}

/**
 * Ends the session. `onSignedOut` runs once the page knows the user is gone, from the mutation itself rather than
 * from `mutate`'s options: the profile popover that started it has gone by then (it shows the login buttons).
 */
export function useLogout(onSignedOut?: () => unknown) {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: () => api(accounts.logout),
    onSuccess: async () => {
      markSignedOut()
      await refresh()
      await onSignedOut?.()
    },
  })
}

export function useSignup() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: SignupRequest | CartSignupRequest) => api(accounts.signup, { body }),
    onSuccess: async ({ user }) => {
      // The new account is signed in at once (spec 2 §2.2), so the header shows it.
      await refresh()
      track('sign_up', { user_id: user.id })
    },
  })
}

export const useRequestRecoveryCode = () =>
  useMutation({
    mutationFn: (body: { email: string }) => api(accounts.requestRecoveryCode, { body }),
  })

export const useCheckRecoveryCode = () =>
  useMutation({
    mutationFn: (body: { email: string; code: string }) => api(accounts.checkRecoveryCode, { body }),
  })

export const useUpdatePassword = () =>
  useMutation({
    mutationFn: (body: { email: string; code: string; password: string; confirmPassword: string }) =>
      api(accounts.resetPassword, { body }),
  })

/**
 * Follows the activation link. The answer either signs the user in (password_check none, kept or discarded) or
 * only says that a password chosen before verification must be typed or replaced (required): then nothing changed.
 */
export function useActivate() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: ActivateRequest) => api(accounts.activateAccount, { body }),
    onSuccess: async (answer) => {
      if (answer.password_check !== 'required') await refresh()
    },
  })
}

export function useSetPassword() {
  const refresh = useRefreshSession()
  return useMutation({
    mutationFn: (body: SetPasswordRequest) => api(accounts.setPassword, { body }),
    onSuccess: refresh,
  })
}
