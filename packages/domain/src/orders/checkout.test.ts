import { describe, expect, it } from 'vitest'
import {
  CARRIER_IDS,
  choosePaymentMode,
  defaultCarrierId,
  formatOrderRef,
  isDesiredDateAllowed,
  isOnlinePaymentMode,
  offeredPaymentModes,
  PAYMENT_MODE_IDS,
  quotationValidUntil,
  romeToday,
  submitPermissions,
  userCanPay,
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

describe('userCanPay', () => {
  const client = { verified: true, can_pay_online: true }
  it.each([
    ['a verified client allowed online, a priced order', client, false, 12_200, true],
    ['one cent is enough', client, false, 1, true],
    ['no client', null, false, 12_200, false],
    ['an unverified client', { ...client, verified: false }, false, 12_200, false],
    ['a client not allowed online', { ...client, can_pay_online: false }, false, 12_200, false],
    ['a line to be quoted', client, true, 12_200, false],
    ['no total yet', client, false, null, false],
    ['a zero total', client, false, 0, false],
    ['a negative total', client, false, -100, false],
  ])('%s: %s', (_, client, tobe_quoted, order_final_price_iva, can) => {
    expect(userCanPay({ client, tobe_quoted, order_final_price_iva })).toBe(can)
  })
})

describe('offeredPaymentModes', () => {
  it.each([
    // has client, client mode, user can pay, order mode, offered
    ['no client: the order mode', false, null, false, pm5, [pm5]],
    ['no client, no order mode: to be agreed', false, null, false, null, [toBeAgreed]],
    ['no client ignores the flags and the client mode', false, cdp, true, pv9, [pv9]],
    ['own mode, cannot pay', true, riba, false, null, [riba, cdp]],
    ['own mode, can pay: the card, no PM5', true, riba, true, null, [riba, cdp, pv9]],
    ['no own mode, cannot pay', true, null, false, null, [cdp]],
    ['no own mode, can pay: card and PM5', true, null, true, null, [cdp, pv9, pm5]],
    ["'to be agreed' counts as no own mode", true, toBeAgreed, true, null, [cdp, pv9, pm5]],
    ["'to be agreed' is never offered to a client", true, toBeAgreed, false, toBeAgreed, [cdp]],
    ['own mode CDP is listed once', true, cdp, true, null, [cdp, pv9]],
    ['own mode PM5, cannot pay', true, pm5, false, null, [pm5, cdp]],
    ['own mode PM5, can pay', true, pm5, true, null, [pm5, cdp, pv9]],
    ['own mode card, can pay: listed once', true, pv9, true, null, [pv9, cdp]],
    ['own mode card, cannot pay: dropped', true, pv9, false, null, [cdp]],
    ['the order mode does not matter with a client', true, null, false, pv9, [cdp]],
  ])('%s', (_, hasClient, clientModeId, canPay, orderModeId, offered) => {
    expect(offeredPaymentModes({ hasClient, clientModeId, userCanPay: canPay, orderModeId })).toEqual(offered)
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

describe('isDesiredDateAllowed', () => {
  const winterLate = new Date('2026-01-15T23:30:00Z') // 16 January, 00:30 in Rome
  const summerLate = new Date('2026-07-15T21:30:00Z') // 15 July, 23:30 in Rome
  it.each([
    ['2026-01-15', winterLate, false, 'yesterday in Rome, still today in UTC'],
    ['2026-01-16', winterLate, true, 'today in Rome'],
    ['2026-01-17', winterLate, true, 'tomorrow'],
    ['2027-01-01', winterLate, true, 'next year'],
    ['2025-12-31', winterLate, false, 'last year'],
    ['2026-07-15', summerLate, true, 'today in Rome, late evening'],
    ['2026-07-14', summerLate, false, 'yesterday'],
    ['2028-02-29', winterLate, true, 'a leap day'],
    ['2027-02-29', winterLate, false, 'no leap day in 2027'],
    ['2026-02-30', winterLate, false, '30 February'],
    ['2026-13-01', winterLate, false, 'month 13'],
    ['2026-04-31', winterLate, false, '31 April'],
    ['2026-1-20', winterLate, false, 'not zero-padded'],
    ['20/01/2026', winterLate, false, 'the display format'],
    ['2026-01-20T00:00:00Z', winterLate, false, 'a timestamp'],
    ['', winterLate, false, 'empty'],
  ])('%s: %s (%s)', (date, now, allowed) => {
    expect(isDesiredDateAllowed(date, now)).toBe(allowed)
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
