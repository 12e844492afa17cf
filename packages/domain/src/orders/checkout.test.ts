import { describe, expect, it } from 'vitest'
import {
  CARRIER_IDS,
  choosePaymentMode,
  defaultCarrierId,
  formatOrderRef,
  isOnlinePaymentMode,
  MAX_ONLINE_CHARGE_CENTS,
  offeredPaymentModes,
  PAYMENT_MODE_IDS,
  type PaymentRights,
  paymentRights,
  quotationValidUntil,
  romeToday,
  submitPermissions,
} from './checkout.ts'

const { toBeDefined, gls, ups, ownCourier } = CARRIER_IDS
const { toBeAgreed, cdp, pm5, pv9 } = PAYMENT_MODE_IDS
/** A client's own mode that is none of the four seeded ones, e.g. a bank receipt at 60 days. */
const riba = 20

describe('defaultCarrierId', () => {
  it.each([
    // client carrier, destination zone, carrier
    [null, '000', gls],
    [null, 'DE', ups],
    [null, 'USA', ups],
    [null, null, toBeDefined],
    [null, '', toBeDefined],
    [toBeDefined, '000', gls],
    [toBeDefined, 'DE', ups],
    [toBeDefined, null, toBeDefined],
    [ups, '000', ups],
    [gls, 'USA', gls],
    [ownCourier, 'DE', ownCourier],
    [ownCourier, null, ownCourier],
  ])('client carrier %s to zone %s: %s', (clientCarrierId, destinationZone, carrier) => {
    expect(defaultCarrierId({ clientCarrierId, destinationZone })).toBe(carrier)
  })
})

describe('paymentRights', () => {
  const client = { verified: true, can_pay_online: true }
  const NONE: PaymentRights = { in_advance: false, online: false }
  const BOTH: PaymentRights = { in_advance: true, online: true }
  const TRANSFER: PaymentRights = { in_advance: true, online: false }
  it.each([
    ['a verified client allowed online, a priced order', client, false, 12_200, BOTH],
    ['one cent is enough', client, false, 1, BOTH],
    ["Stripe's maximum, 999.999,99 €, is one charge", client, false, 99_999_999, BOTH],
    ['a cent more is paid by transfer', client, false, 100_000_000, TRANSFER],
    ['16 million euros (896 silos) by transfer', client, false, 1_602_211_509, TRANSFER],
    ['no client', null, false, 12_200, NONE],
    ['an unverified client', { ...client, verified: false }, false, 12_200, NONE],
    ['a client not allowed online', { ...client, can_pay_online: false }, false, 12_200, NONE],
    [
      'a client not allowed, above the maximum',
      { ...client, can_pay_online: false },
      false,
      100_000_000,
      NONE,
    ],
    ['a line to be quoted', client, true, 12_200, NONE],
    ['no total yet', client, false, null, NONE],
    ['a zero total', client, false, 0, NONE],
    ['a negative total', client, false, -100, NONE],
  ])('%s', (_, client, tobe_quoted, order_final_price_iva, rights) => {
    expect(paymentRights({ client, tobe_quoted, order_final_price_iva })).toEqual(rights)
  })

  it('the maximum is the one constant both providers are held to', () => {
    expect(MAX_ONLINE_CHARGE_CENTS).toBe(99_999_999)
  })
})

describe('offeredPaymentModes', () => {
  const NONE: PaymentRights = { in_advance: false, online: false }
  const BOTH: PaymentRights = { in_advance: true, online: true }
  /** Above the providers' maximum: a transfer, never the card. */
  const TRANSFER: PaymentRights = { in_advance: true, online: false }
  it.each([
    // has client, client mode, rights, order mode, offered
    ['no client: the order mode', false, null, NONE, pm5, [pm5]],
    ['no client, no order mode: to be agreed', false, null, NONE, null, [toBeAgreed]],
    ['no client ignores the flags and the client mode', false, cdp, BOTH, pv9, [pv9]],
    ['own mode, cannot pay', true, riba, NONE, null, [riba, cdp]],
    ['own mode, can pay: the card, no PM5', true, riba, BOTH, null, [riba, cdp, pv9]],
    ['no own mode, cannot pay', true, null, NONE, null, [cdp]],
    ['no own mode, can pay: card and PM5', true, null, BOTH, null, [cdp, pv9, pm5]],
    ["'to be agreed' counts as no own mode", true, toBeAgreed, BOTH, null, [cdp, pv9, pm5]],
    ["'to be agreed' is never offered to a client", true, toBeAgreed, NONE, toBeAgreed, [cdp]],
    ['own mode CDP is listed once', true, cdp, BOTH, null, [cdp, pv9]],
    ['own mode PM5, cannot pay', true, pm5, NONE, null, [pm5, cdp]],
    ['own mode PM5, can pay', true, pm5, BOTH, null, [pm5, cdp, pv9]],
    ['own mode card, can pay: listed once', true, pv9, BOTH, null, [pv9, cdp]],
    ['own mode card, cannot pay: dropped', true, pv9, NONE, null, [cdp]],
    ['the order mode does not matter with a client', true, null, NONE, pv9, [cdp]],
    ['above the maximum, no own mode: CDP and PM5, no card', true, null, TRANSFER, null, [cdp, pm5]],
    ['above the maximum, own mode: it and CDP', true, riba, TRANSFER, null, [riba, cdp]],
    ['above the maximum, own mode PM5: listed once', true, pm5, TRANSFER, null, [pm5, cdp]],
    ['above the maximum, own mode card: PM5 stands in for it', true, pv9, TRANSFER, null, [cdp, pm5]],
  ])('%s', (_, hasClient, clientModeId, rights, orderModeId, offered) => {
    expect(offeredPaymentModes({ hasClient, clientModeId, rights, orderModeId })).toEqual(offered)
  })
})

describe('choosePaymentMode', () => {
  it.each([
    // selected, offered, client mode, chosen
    ['the selection when offered', pv9, [riba, cdp, pv9], riba, pv9],
    ['CDP selected and offered', cdp, [cdp, pv9, pm5], null, cdp],
    ['else the client mode', pm5, [riba, cdp, pv9], riba, riba],
    ['else the client mode, nothing selected', null, [riba, cdp], riba, riba],
    ['the client mode before PM5', null, [pm5, cdp, pv9], pm5, pm5],
    ['else PM5', null, [cdp, pv9, pm5], null, pm5],
    ['else PM5, the selection no longer offered', riba, [cdp, pv9, pm5], null, pm5],
    ['else CDP', pv9, [cdp], null, cdp],
    ['else CDP, the client mode not offered', null, [cdp], pv9, cdp],
    ['else to be agreed: nothing usable offered', pv9, [toBeAgreed], null, toBeAgreed],
    ['else to be agreed: nothing offered', null, [], null, toBeAgreed],
    ['no client: the order mode stays', pv9, [pv9], null, pv9],
    ['no client, order mode to be agreed', null, [toBeAgreed], null, toBeAgreed],
  ])('%s', (_, selected, offered, clientModeId, chosen) => {
    expect(choosePaymentMode(selected, offered, clientModeId)).toBe(chosen)
  })
})

describe('isOnlinePaymentMode', () => {
  it.each([
    [pv9, true],
    [pm5, false],
    [cdp, false],
    [toBeAgreed, false],
    [riba, false],
  ])('mode %s: %s', (id, online) => {
    expect(isOnlinePaymentMode(id)).toBe(online)
  })
})

describe('submitPermissions', () => {
  const client = { verified: true, can_see_prices: true, can_create_order: true }
  const all = { request_quote: true, save_quote: true, order: true }
  const requestOnly = { request_quote: true, save_quote: false, order: false }
  const none = { request_quote: false, save_quote: false, order: false }
  it.each([
    // signed in, e-mail verified, client, to be quoted, allowed
    ['a visitor', false, false, null, false, none],
    ['a visitor, even with a client in hand', false, true, client, false, none],
    ['a user without a client', true, true, null, false, requestOnly],
    ['a user with an unverified e-mail', true, false, client, false, requestOnly],
    ['an unverified client', true, true, { ...client, verified: false }, false, requestOnly],
    ['a line to be quoted', true, true, client, true, requestOnly],
    ['a verified buyer', true, true, client, false, all],
    [
      'a client that cannot see prices',
      true,
      true,
      { ...client, can_see_prices: false },
      false,
      {
        request_quote: true,
        save_quote: false,
        order: true,
      },
    ],
    [
      'a client that cannot create orders',
      true,
      true,
      { ...client, can_create_order: false },
      false,
      {
        request_quote: true,
        save_quote: true,
        order: false,
      },
    ],
    [
      'a client that can do neither',
      true,
      true,
      { ...client, can_see_prices: false, can_create_order: false },
      false,
      requestOnly,
    ],
  ])('%s', (_, signed_in, email_verified, client, tobe_quoted, allowed) => {
    expect(submitPermissions({ signed_in, email_verified, client, tobe_quoted })).toEqual(allowed)
  })
})

describe('romeToday', () => {
  it.each([
    // Rome is UTC+1 in winter (CET) and UTC+2 in summer (CEST).
    ['2026-01-15T00:00:00Z', '2026-01-15', 'winter midnight UTC is 01:00 in Rome'],
    ['2026-01-15T22:59:59Z', '2026-01-15', 'winter, a second before Rome midnight'],
    ['2026-01-15T23:00:00Z', '2026-01-16', 'winter, Rome midnight'],
    ['2026-12-31T23:30:00Z', '2027-01-01', 'new year in Rome before UTC'],
    ['2026-07-15T00:00:00Z', '2026-07-15', 'summer midnight UTC is 02:00 in Rome'],
    ['2026-07-15T21:59:59Z', '2026-07-15', 'summer, a second before Rome midnight'],
    ['2026-07-15T22:00:00Z', '2026-07-16', 'summer, Rome midnight'],
    ['2026-03-28T23:00:00Z', '2026-03-29', 'the night clocks go forward (29 March 2026)'],
    ['2026-10-24T22:00:00Z', '2026-10-25', 'the night clocks go back (25 October 2026)'],
  ])('%s: %s (%s)', (now, today) => {
    expect(romeToday(new Date(now))).toBe(today)
  })
})

describe('formatOrderRef', () => {
  it.each([
    [2026, 123, '2026-000123'],
    [2026, 1, '2026-000001'],
    [2026, 999_999, '2026-999999'],
    [2026, 1_234_567, '2026-1234567'],
    [2027, 42, '2027-000042'],
  ])('%s, %s: %s', (year, seq, ref) => {
    expect(formatOrderRef(year, seq)).toBe(ref)
  })
})

describe('quotationValidUntil', () => {
  it.each([
    // 30 days later to the millisecond.
    ['2026-01-10T09:00:00.000Z', '2026-02-09T09:00:00.000Z', '21 days left in January, 9 in February'],
    ['2026-03-20T10:00:00.000Z', '2026-04-19T10:00:00.000Z', 'across the clocks going forward'],
    ['2026-12-15T12:34:56.789Z', '2027-01-14T12:34:56.789Z', 'across the year'],
    ['2028-02-15T00:00:00.000Z', '2028-03-16T00:00:00.000Z', 'across a leap day'],
  ])('%s: %s (%s)', (submittedAt, until) => {
    expect(quotationValidUntil(new Date(submittedAt)).toISOString()).toBe(until)
  })
})
