import { describe, expect, it } from 'vitest'
import type { CartPermissions } from './cart-schemas.ts'
import { type CartPermissionsInput, canSeePrices, cartPermissions } from './permissions.ts'

describe('canSeePrices', () => {
  it.each([
    // client (can_see_prices, verified) or none, show_public_prices, shown
    [{ can_see_prices: true, verified: true }, false, true],
    [{ can_see_prices: true, verified: true }, true, true],
    [{ can_see_prices: true, verified: false }, true, false],
    [{ can_see_prices: false, verified: true }, true, false],
    [{ can_see_prices: false, verified: false }, false, false],
    [null, true, true],
    [null, false, false],
  ])('client %j, public prices %s: %s', (client, show_public_prices, shown) => {
    expect(canSeePrices({ client, show_public_prices })).toBe(shown)
  })
})

const buyer = {
  can_see_prices: true,
  verified: true,
  can_create_order: true,
  allow_line_notes: true,
  allow_client_product_ref: true,
}
const settings = { show_public_prices: false, promo_codes_enabled: true, cart_maintenance: false }
const input = (over: Partial<CartPermissionsInput> = {}): CartPermissionsInput => ({
  signed_in: true,
  client: buyer,
  settings,
  tobe_quoted: false,
  promo_applied: false,
  ...over,
})

describe('cartPermissions', () => {
  it.each<[string, CartPermissionsInput, CartPermissions]>([
    [
      'the buyer of a verified client',
      input(),
      {
        show_prices: true,
        order_reference: true,
        quotation_reference: false,
        line_notes: true,
        client_product_ref: true,
        promo_code: true,
        add_to_cart: true,
        can_create_order: true,
      },
    ],
    [
      'a visitor, public prices off',
      input({ signed_in: false, client: null }),
      {
        show_prices: false,
        order_reference: false,
        quotation_reference: true,
        line_notes: false,
        client_product_ref: false,
        promo_code: false,
        add_to_cart: true,
        can_create_order: false,
      },
    ],
    [
      'a prospect, public prices on',
      input({ client: null, settings: { ...settings, show_public_prices: true } }),
      {
        show_prices: true,
        order_reference: false,
        quotation_reference: true,
        line_notes: false,
        client_product_ref: false,
        promo_code: true,
        add_to_cart: true,
        can_create_order: false,
      },
    ],
    [
      'an unverified client (created in the checkout)',
      input({ client: { ...buyer, verified: false } }),
      {
        show_prices: false,
        order_reference: true,
        quotation_reference: false,
        line_notes: true,
        client_product_ref: true,
        promo_code: false,
        add_to_cart: true,
        can_create_order: false,
      },
    ],
    [
      'a cart with a line to be quoted: only the quotation reference',
      input({ tobe_quoted: true }),
      {
        show_prices: true,
        order_reference: false,
        quotation_reference: true,
        line_notes: true,
        client_product_ref: true,
        promo_code: true,
        add_to_cart: true,
        can_create_order: false,
      },
    ],
    [
      'a client that may not order, nor write notes or codes',
      input({
        client: {
          ...buyer,
          can_create_order: false,
          allow_line_notes: false,
          allow_client_product_ref: false,
        },
      }),
      {
        show_prices: true,
        order_reference: true,
        quotation_reference: false,
        line_notes: false,
        client_product_ref: false,
        promo_code: true,
        add_to_cart: true,
        can_create_order: false,
      },
    ],
  ])('%s', (_, given, expected) => {
    expect(cartPermissions(given)).toEqual(expected)
  })

  it.each([
    ['promo codes disabled', input({ settings: { ...settings, promo_codes_enabled: false } }), false],
    ['a code already applied', input({ promo_applied: true }), false],
    ['prices hidden from the client', input({ client: { ...buyer, can_see_prices: false } }), false],
    ['enabled, none applied, prices shown', input(), true],
  ])('promo field: %s -> %s', (_, given, shown) => {
    expect(cartPermissions(given).promo_code).toBe(shown)
  })

  it.each([
    ['a buyer', input()],
    ['a buyer, a line to be quoted', input({ tobe_quoted: true })],
    ['an unverified client', input({ client: { ...buyer, verified: false } })],
    ['a prospect', input({ client: null })],
    ['a prospect, a line to be quoted', input({ client: null, tobe_quoted: true })],
    ['a visitor', input({ signed_in: false, client: null })],
  ])('one reference field, never two: %s', (_, given) => {
    const p = cartPermissions(given)
    expect(Number(p.order_reference) + Number(p.quotation_reference)).toBe(1)
  })

  it('cart maintenance hides adding, and only adding', () => {
    const p = cartPermissions(input({ settings: { ...settings, cart_maintenance: true } }))
    expect(p.add_to_cart).toBe(false)
    expect(p.can_create_order).toBe(true)
  })
})
