import { describe, expect, it } from 'vitest'
import { type AreaRoute, areaPath, areaRouteOf } from './area-routes.ts'

describe('areaRouteOf', () => {
  it.each<[string, AreaRoute | null]>([
    ['/it/user', 'dashboard'],
    ['/it/user/', 'dashboard'],
    ['/en/user/dashboard', 'dashboard'],
    ['/it/user/profile', 'profile'],
    ['/it/user/address', 'addresses'],
    ['/it/user/address/12', 'addresses'],
    ['/it/user/orders', 'orders'],
    ['/it/user/orders/7', 'order_detail'],
    ['/it/user/quotations', 'quotations'],
    ['/it/user/quotations/7/', 'quotation_detail'],
    ['/it/user/price-list', 'price-list'],
    ['/it/user/price-list/3', 'price-list'],
    ['/it/user/documents', 'documents'],
    ['/it/user/documents/3', null],
    ['/it/user/saved-configurations', 'saved-configurations'],
    ['/it/user/quick-order', 'quick-order'],
    ['/it/user/password', null],
    ['/it/user/profile/3', null],
    ['/it/user/toString', null],
    ['/it/user/orders/7/more', null],
    ['/it/checkout', null],
  ])('%s → %s', (path, route) => {
    expect(areaRouteOf(path)).toBe(route)
  })

  it('reads back every path areaPath writes', () => {
    const routes: [AreaRoute, number | undefined][] = [
      ['dashboard', undefined],
      ['profile', undefined],
      ['addresses', undefined],
      ['addresses', 4],
      ['quotations', undefined],
      ['orders', undefined],
      ['price-list', undefined],
      ['documents', undefined],
      ['saved-configurations', undefined],
      ['quick-order', undefined],
      ['order_detail', 9],
      ['quotation_detail', 9],
    ]
    for (const [route, id] of routes) expect(areaRouteOf(areaPath('de', route, id))).toBe(route)
  })
})
