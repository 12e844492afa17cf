import type { AreaAccess } from '@shop/domain/accounts/area-access'
import type { AreaRoute } from '../../../shared/lib/area-routes.ts'

/** Why a menu entry is closed: the profile still misses something, or the company sees no prices. */
export type LockReason = 'profile_incomplete' | 'no_prices'

export type MenuEntry = { route: AreaRoute; lock: LockReason | null }

/** The menu's entries in order (spec 3 §2's named routes that are pages of their own). */
const ENTRIES: readonly AreaRoute[] = [
  'dashboard',
  'profile',
  'quotations',
  'orders',
  'documents',
  'addresses',
  'price-list',
  'saved-configurations',
  'quick-order',
]

/**
 * The routes a user whose profile is incomplete may still open: the profile they are sent to, and the dashboard,
 * which holds the prompts that say what is missing (spec 3 §2 Dashboard) and no order data.
 */
const OPEN_WHILE_INCOMPLETE: ReadonlySet<AreaRoute> = new Set(['dashboard', 'profile'])

/** Why a route is closed to the user now, from the server's areaAccess answer; null when it is open. */
export function routeLock(route: AreaRoute, access: AreaAccess): LockReason | null {
  if (!access.area && !OPEN_WHILE_INCOMPLETE.has(route)) return 'profile_incomplete'
  if (route === 'price-list' && !access.price_list) return 'no_prices'
  return null
}

/**
 * The area's menu (spec 3 §2): with an incomplete profile every entry but the dashboard and the profile is closed
 * (the company switch, a button of its own, stays open); the price list also without a company that sees prices.
 */
export function areaMenu(access: AreaAccess): MenuEntry[] {
  return ENTRIES.map((route) => ({ route, lock: routeLock(route, access) }))
}
