import type { Cart, CartLine } from '@shop/domain/orders/cart-schemas'
import { describe, expect, it } from 'vitest'
import { cartSubmitKinds, missingDatasheets, needsDatasheetWarning } from './submit.ts'

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

const accessory = (id: number, need: boolean) => ({ id, attributes_template: { need_datasheet: need } })
const line = (accessories: ReturnType<typeof accessory>[], documentFor: number[] = []) =>
  ({
    product_configuration: { accessories },
    documents: documentFor.map((accessory_id) => ({ accessory_id })),
  }) as unknown as CartLine

describe('missingDatasheets', () => {
  it.each([
    ['none needed', [line([accessory(1, false)])], 0],
    ['one needed, none given', [line([accessory(1, true)])], 1],
    ['one needed and given', [line([accessory(1, true)], [1])], 0],
    ['given for another accessory', [line([accessory(1, true), accessory(2, true)], [2])], 1],
    [
      'across lines',
      [line([accessory(1, true)]), line([accessory(1, true)], [1]), line([accessory(3, true)])],
      2,
    ],
  ])('%s', (_, lines, count) => {
    expect(missingDatasheets(lines)).toBe(count)
  })
})

describe('needsDatasheetWarning', () => {
  const lines = [line([accessory(1, true)])]
  it('before saving or ordering, not before a request', () => {
    expect(needsDatasheetWarning('save_quote', lines)).toBe(true)
    expect(needsDatasheetWarning('order', lines)).toBe(true)
    expect(needsDatasheetWarning('request_quote', lines)).toBe(false)
    expect(needsDatasheetWarning('order', [])).toBe(false)
  })
})
