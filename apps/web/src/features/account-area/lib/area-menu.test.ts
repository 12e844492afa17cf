import type { AreaAccess } from '@shop/domain/accounts/area-access'
import { describe, expect, it } from 'vitest'
import type { AreaRoute } from '../../../shared/lib/area-routes.ts'
import { areaMenu, type LockReason, routeLock } from './area-menu.ts'

const complete: AreaAccess = { missing: [], area: true, price_list: true }
const withoutPrices: AreaAccess = { missing: [], area: true, price_list: false }
const incomplete: AreaAccess = {
  missing: ['email_unverified', 'no_password'],
  area: false,
  price_list: false,
}

describe('routeLock', () => {
  it.each<[AreaRoute, AreaAccess, LockReason | null]>([
    ['dashboard', complete, null],
    ['orders', complete, null],
    ['order_detail', complete, null],
    ['price-list', complete, null],
    ['price-list', withoutPrices, 'no_prices'],
    ['addresses', withoutPrices, null],
    // An incomplete profile: only the profile and the dashboard (its prompts) stay open.
    ['dashboard', incomplete, null],
    ['profile', incomplete, null],
    ['quotations', incomplete, 'profile_incomplete'],
    ['quotation_detail', incomplete, 'profile_incomplete'],
    ['orders', incomplete, 'profile_incomplete'],
    ['addresses', incomplete, 'profile_incomplete'],
    ['price-list', incomplete, 'profile_incomplete'],
    ['documents', incomplete, 'profile_incomplete'],
    ['saved-configurations', complete, null],
    ['saved-configurations', incomplete, 'profile_incomplete'],
    ['quick-order', complete, null],
    ['quick-order', incomplete, 'profile_incomplete'],
  ])('%s with %o → %s', (route, access, lock) => {
    expect(routeLock(route, access)).toBe(lock)
  })
})

describe('areaMenu', () => {
  it('lists the pages in order, each with its lock', () => {
    expect(areaMenu(withoutPrices)).toEqual([
      { route: 'dashboard', lock: null },
      { route: 'profile', lock: null },
      { route: 'quotations', lock: null },
      { route: 'orders', lock: null },
      { route: 'documents', lock: null },
      { route: 'addresses', lock: null },
      { route: 'price-list', lock: 'no_prices' },
      { route: 'saved-configurations', lock: null },
      { route: 'quick-order', lock: null },
    ])
  })
})
