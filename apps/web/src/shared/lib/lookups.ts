import type { Lang } from '@shop/domain/i18n/langs'
import * as lookups from '@shop/domain/lookups/endpoints'
import type { Country } from '@shop/domain/lookups/schemas'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api.ts'

export type { Country }

// Lookups change only when staff edit them: the spec's resource cache keeps them 600 s.
export const LOOKUP_STALE_MS = 600_000

/**
 * GET country and GET us_state: the sign-up form and the address book read the same lookups, so they live here
 * (features never import each other) under one cache key each.
 */
export const countriesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'country'],
    queryFn: async () => (await api(lookups.listCountries)).country,
    staleTime: LOOKUP_STALE_MS,
  })

export const usStatesQuery = () =>
  queryOptions({
    queryKey: ['lookups', 'us_state'],
    queryFn: async () => (await api(lookups.listUsStates)).us_state,
    staleTime: LOOKUP_STALE_MS,
  })

/**
 * GET carrier and payment_mode: objects keyed by id, texts in the page's language (the call sends it as X-Lang), so
 * keyed by language. The checkout's choices and every order's recap name carriers and modes with them.
 */
export const carriersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'carrier', lang],
    queryFn: async () => (await api(lookups.listCarriers)).carrier,
    staleTime: LOOKUP_STALE_MS,
  })

export const paymentModesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'payment_mode', lang],
    queryFn: async () => (await api(lookups.listPaymentModes)).payment_mode,
    staleTime: LOOKUP_STALE_MS,
  })

/** GET order_status: the statuses keyed by status, named in the page's language (the area's resources). */
export const orderStatusesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'order_status', lang],
    queryFn: async () => (await api(lookups.listOrderStatuses)).order_status,
    staleTime: LOOKUP_STALE_MS,
  })

/** GET port, transport and iva_code, in the page's language: the desk's client settings choose from them. */
export const portsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'port', lang],
    queryFn: async () => (await api(lookups.listPorts)).port,
    staleTime: LOOKUP_STALE_MS,
  })

export const transportsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'transport', lang],
    queryFn: async () => (await api(lookups.listTransports)).transport,
    staleTime: LOOKUP_STALE_MS,
  })

export const ivaCodesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'iva_code', lang],
    queryFn: async () => (await api(lookups.listIvaCodes)).iva_code,
    staleTime: LOOKUP_STALE_MS,
  })

/** A lookup item's text in the page's language (its code when it has none); '' while the lookup loads. */
export function lookupText<T extends { description: string; name: string }>(
  items: Record<string, T> | undefined,
  id: number,
): string {
  const item = items?.[String(id)]
  return item ? item.description || item.name : ''
}

/** One option per zone code, named in the page's language and sorted by name: the country selects' list. */
export function countryOptions(countries: Country[], lang: string): { value: string; label: string }[] {
  const seen = new Set<string>()
  return countries
    .filter((c) => !seen.has(c.zone_code) && seen.add(c.zone_code))
    .map((c) => ({ value: c.zone_code, label: c.short_name }))
    .sort((a, b) => a.label.localeCompare(b.label, lang))
}
