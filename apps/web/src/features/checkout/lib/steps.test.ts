import type { Cart } from '@shop/domain/orders/cart-schemas'
import { describe, expect, it } from 'vitest'
import {
  canSelectStep,
  cartCanOrder,
  checkoutSearch,
  furthestStep,
  readCheckoutParams,
  resolveStep,
  type StepState,
  visibleSteps,
} from './steps.ts'

const visitor: StepState = { signedIn: false, orderId: null, hasShipment: false, cartEmpty: false }
const buyer: StepState = { signedIn: true, orderId: null, hasShipment: false, cartEmpty: false }
const ordering: StepState = { signedIn: true, orderId: 12, hasShipment: false, cartEmpty: true }
const shipped: StepState = { signedIn: true, orderId: 12, hasShipment: true, cartEmpty: true }
const emptyVisitor: StepState = { ...visitor, cartEmpty: true }

describe('readCheckoutParams', () => {
  it.each([
    ['', { orderId: null, step: null }],
    ['order=123&step=2', { orderId: 123, step: 2 }],
    ['order=0&step=9', { orderId: null, step: null }],
    ['order=12abc&step=3', { orderId: null, step: 3 }],
    ['order=99999999999', { orderId: null, step: null }],
    ['order=-4&step=-1', { orderId: null, step: null }],
  ])('?%s', (search, expected) => {
    expect(readCheckoutParams(new URLSearchParams(search))).toEqual(expected)
  })
})

describe('checkoutSearch', () => {
  it.each([
    [null, null, ''],
    [12, 2, '?order=12&step=2'],
    [12, null, '?order=12'],
    [null, 1, '?step=1'],
  ] as const)('%s %s', (orderId, step, expected) => {
    expect(checkoutSearch(orderId, step)).toBe(expected)
  })
})

describe('furthestStep', () => {
  it.each([
    [visitor, 0],
    [{ ...visitor, orderId: 12 }, 0],
    [emptyVisitor, 1],
    [{ ...emptyVisitor, orderId: 12 }, 0],
    [buyer, 1],
    [ordering, 2],
    [shipped, 3],
  ] as const)('%o -> %i', (state, step) => {
    expect(furthestStep(state)).toBe(step)
  })
})

describe('resolveStep', () => {
  it.each([
    ['a visitor with lines logs in first', null, visitor, 0],
    ['a visitor with an empty cart sees it empty, not the login', null, emptyVisitor, 1],
    ['a visitor with an empty cart asking for shipment', 2, emptyVisitor, 1],
    ['a visitor opening an order request logs in first', 2, { ...emptyVisitor, orderId: 12 }, 0],
    ['a visitor asking for payment logs in first', 3, { ...shipped, signedIn: false }, 0],
    ['a signed-in user starts at the cart', null, buyer, 1],
    ['a signed-in user never returns to login', 0, buyer, 1],
    ['no shipment step without an order', 2, buyer, 1],
    ['an order opens on shipment', null, ordering, 2],
    ['payment waits for the shipment address', 3, ordering, 2],
    ['payment once the address is there', 3, shipped, 3],
    ['back to the cart with an order', 1, shipped, 1],
    ['the recap is never asked for', 4, shipped, 2],
  ] as const)('%s', (_, requested, state, step) => {
    expect(resolveStep(requested, state)).toBe(step)
  })
})

describe('canSelectStep', () => {
  it.each([
    ['back from shipment to the cart', 1, 2, ordering, true],
    ['not forward to payment without an address', 3, 2, ordering, false],
    ['forward to payment once valid', 3, 1, shipped, true],
    ['back from payment to shipment', 2, 3, shipped, true],
    ['never back to login', 0, 1, buyer, false],
    ['not the current step', 2, 2, ordering, false],
    ['never the recap', 4, 3, shipped, false],
    ['a visitor clicks nothing', 1, 0, visitor, false],
  ] as const)('%s', (_, target, current, state, allowed) => {
    expect(canSelectStep(target, current, state)).toBe(allowed)
  })
})

describe('visibleSteps', () => {
  it.each([
    [
      'a visitor with a cart that can become an order',
      { ...visitor, startedAsVisitor: true, canOrder: true },
      [0, 1, 2, 3, 4],
    ],
    ['a buyer who may order', { ...buyer, startedAsVisitor: false, canOrder: true }, [1, 2, 3, 4]],
    [
      'a prospect: a quotation is sent from the cart',
      { ...buyer, startedAsVisitor: false, canOrder: false },
      [1],
    ],
    ['a visitor with a line to be quoted', { ...visitor, startedAsVisitor: true, canOrder: false }, [0, 1]],
    ['a visitor who signed up as a prospect', { ...buyer, startedAsVisitor: true, canOrder: false }, [0, 1]],
    [
      'an order request being completed, the cart now empty',
      { ...ordering, startedAsVisitor: false, canOrder: false },
      [1, 2, 3, 4],
    ],
    ['an empty cart', { ...emptyVisitor, startedAsVisitor: true, canOrder: true }, [1]],
  ] as const)('%s', (_, state, steps) => {
    expect(visibleSteps(state)).toEqual(steps)
  })
})

describe('cartCanOrder', () => {
  const cart = (permissions: { show_prices: boolean; can_create_order: boolean }, tobe_quoted = false) =>
    ({ client: { id: 1 }, permissions, tobe_quoted }) as unknown as Cart
  const client = { show_prices: true, can_create_order: true }
  const verified = { email_verified: true }
  it.each([
    ['a buyer who may order', cart(client), verified, true],
    ['a buyer with a line to be quoted', cart(client, true), verified, false],
    ['a buyer whose e-mail is unverified', cart(client), { email_verified: false }, false],
    ['a client that may not order', cart({ show_prices: true, can_create_order: false }), verified, false],
    ['a visitor with priced lines: who logs in decides', cart(client), null, true],
    ['a visitor with a line to be quoted', cart(client, true), null, false],
    ['the cart still loading', undefined, verified, true],
  ] as const)('%s', (_, value, user, expected) => {
    expect(cartCanOrder(value, user)).toBe(expected)
  })
})
