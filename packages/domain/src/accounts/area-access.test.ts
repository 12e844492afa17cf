import { describe, expect, it } from 'vitest'
import { type AreaAccess, areaAccess } from './area-access.ts'

const prices = { can_see_prices: true, verified: true }

describe('areaAccess (spec 3 §2, §6)', () => {
  it.each([
    // verified, privacy, password, client -> missing, area, price list
    [true, true, true, prices, [], true, true],
    [true, true, true, { can_see_prices: false, verified: true }, [], true, false],
    // A company the provider has not verified yet shows no prices (canSeePrices).
    [true, true, true, { can_see_prices: true, verified: false }, [], true, false],
    [true, true, true, null, [], true, false],
    [false, true, true, prices, ['email_unverified'], false, false],
    [true, false, true, prices, ['privacy_not_accepted'], false, false],
    [true, true, false, prices, ['no_password'], false, false],
    [false, false, false, null, ['email_unverified', 'privacy_not_accepted', 'no_password'], false, false],
  ] as const)(
    'verified %s, privacy %s, password %s, client %o -> missing %o, area %s, price list %s',
    (email_verified, privacy_accepted, has_password, client, missing, area, price_list) => {
      const expected: AreaAccess = { missing: [...missing], area, price_list }
      expect(areaAccess({ email_verified, privacy_accepted, has_password, client })).toEqual(expected)
    },
  )
})
