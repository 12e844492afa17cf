import type { Lang } from '@shop/domain/i18n/langs'

/**
 * The customer area's named routes (spec 3 §2): dashboard, profile, addresses, quotations, orders, price-list,
 * order_detail and quotation_detail, and the documents (issue 26 item 6), each with its segment under /{lang}/user.
 * The detail routes and the addresses and price list take an optional id.
 */
const SEGMENTS = {
  dashboard: 'dashboard',
  profile: 'profile',
  addresses: 'address',
  quotations: 'quotations',
  orders: 'orders',
  'price-list': 'price-list',
  order_detail: 'orders',
  quotation_detail: 'quotations',
  'saved-configurations': 'saved-configurations',
  documents: 'documents',
  'quick-order': 'quick-order',
} as const

export type AreaRoute = keyof typeof SEGMENTS

/** The address of a named route; `id` for a detail, an address to edit or a price list. */
export function areaPath(lang: Lang, route: AreaRoute, id?: number): string {
  return `/${lang}/user/${SEGMENTS[route]}${id === undefined ? '' : `/${id}`}`
}

/** Which named route a segment under /{lang}/user shows, without and with an id after it. */
const BY_SEGMENT: Record<string, [AreaRoute | null, AreaRoute | null]> = {
  dashboard: ['dashboard', null],
  profile: ['profile', null],
  address: ['addresses', 'addresses'],
  quotations: ['quotations', 'quotation_detail'],
  orders: ['orders', 'order_detail'],
  'price-list': ['price-list', 'price-list'],
  'saved-configurations': ['saved-configurations', null],
  documents: ['documents', null],
  'quick-order': ['quick-order', null],
}

/** The named route a path shows (/{lang}/user and /{lang}/user/ are the dashboard); null outside the named ones. */
export function areaRouteOf(pathname: string): AreaRoute | null {
  const match = /^\/[^/]+\/user(?:\/([^/]+)(?:\/([^/]+))?)?\/?$/.exec(pathname)
  if (!match) return null
  const [, segment, id] = match
  if (segment === undefined) return 'dashboard'
  return BY_SEGMENT[segment]?.[id === undefined ? 0 : 1] ?? null
}
