import { type AddressBody, GEOCODE_MIN_QUERY, normaliseAddress } from '@shop/domain/accounts/address'
import * as accounts from '@shop/domain/accounts/endpoints'
import type { Lang } from '@shop/domain/i18n/langs'
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './api.ts'
import { queryKeys } from './session.ts'

const addressKeys = { all: ['addresses'] as const, of: (userId: number) => ['addresses', userId] as const }

/** GET user/addresses: the main (billing) address first, then the delivery addresses; none without a client. */
export const addressesQuery = (userId: number) =>
  queryOptions({
    queryKey: addressKeys.of(userId),
    queryFn: async () => (await api(accounts.listAddresses)).addresses,
    staleTime: 30_000,
  })

/**
 * POST user/address (create with id -1, or update). A user without a client gets one first (POST user/create_client,
 * spec 3 §2 Addresses): the user, the cart's permissions and the list are read again afterwards.
 */
export function useSaveAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({ body, createClient }: { body: AddressBody; createClient: boolean }) => {
      if (createClient) {
        await api(accounts.createClient)
        await queryClient.invalidateQueries({ queryKey: queryKeys.session })
        void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
      }
      const saved = await api(accounts.saveAddress, {
        body: { ...body, address: normaliseAddress(body.address) },
      })
      // The client's SDI code came with it: the session's client (and the completeness rules) must see it.
      if (body.sdi_code) await queryClient.invalidateQueries({ queryKey: queryKeys.session })
      return saved.address
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** DELETE user/address/{id}. */
export function useDeleteAddress() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (id: number) => api(accounts.deleteAddress, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: addressKeys.all }),
  })
}

/** GET geocode: suggestions for a street typed in a country (the zone code); `enabled` false hides them. */
export const geocodeQuery = (q: string, country: string, lang: Lang) =>
  queryOptions({
    queryKey: ['geocode', lang, country, q],
    queryFn: () => api(accounts.suggestAddresses, { query: { q, lang, country: country || undefined } }),
    enabled: q.trim().length >= GEOCODE_MIN_QUERY,
    staleTime: 5 * 60_000,
    placeholderData: keepPreviousData,
    retry: false,
  })
