import type { Cart } from '@shop/domain/orders/cart-schemas'
import { describe, expect, it } from 'vitest'
import { cartSubmitKinds } from './submit.ts'

const permissions = (show_prices: boolean, can_create_order: boolean) =>
  ({ show_prices, can_create_order }) as Cart['permissions']
const client = { id: 1 } as NonNullable<Cart['client']>
const cart = (extra: Partial<Pick<Cart, 'client' | 'permissions' | 'tobe_quoted'>>) => ({
  client,
  permissions: permissions(true, true),
  tobe_quoted: false,
  ...extra,
})
const verified = { email_verified: true }

describe('cartSubmitKinds', () => {
  it.each([
    ['a buyer who may order saves or orders', cart({}), verified, ['save_quote', 'order']],
    [
      'without the order permission only saves',
      cart({ permissions: permissions(true, false) }),
      verified,
      ['save_quote'],
    ],
    ['a line to be quoted leaves the request', cart({ tobe_quoted: true }), verified, ['request_quote']],
    [
      'without a client only requests',
      cart({ client: null, permissions: permissions(false, false) }),
      verified,
      ['request_quote'],
    ],
    [
      'an unverified client only requests',
      cart({ permissions: permissions(false, false) }),
      verified,
      ['request_quote'],
    ],
    ['an unverified e-mail only requests', cart({}), { email_verified: false }, ['request_quote']],
    ['a visitor nothing', cart({}), null, []],
  ] as const)('%s', (_, c, user, kinds) => {
    expect(cartSubmitKinds(c, user)).toEqual(kinds)
  })
})
