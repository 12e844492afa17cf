import { CaptureStatus, type Order } from '@paypal/paypal-server-sdk'
import { describe, expect, it } from 'vitest'
import {
  approveLink,
  centsToPaypal,
  createPaypalSdk,
  paypalLocale,
  paypalToCents,
  readCapture,
  readPaypalError,
} from './paypal-sdk.ts'

// The adapter's calls to PayPal cannot run here (no network, and the SDK knows only PayPal's hosts): these are its
// pure parts. The PaypalPayments interface itself is exercised through local-paypal.ts.

describe('PayPal amounts', () => {
  it.each([
    [12_345, '123.45'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [123_456_789, '1234567.89'],
  ])('%i cents is %s', (cents, text) => {
    expect(centsToPaypal(cents)).toBe(text)
    expect(paypalToCents(text)).toBe(cents)
  })

  it('reads amounts with fewer decimals, and nothing else', () => {
    expect(paypalToCents('123')).toBe(12_300)
    expect(paypalToCents('123.4')).toBe(12_340)
    expect(paypalToCents('0.1')).toBe(10)
    for (const bad of ['', '1.234', '-1.00', '1e3', 'abc', '1.']) expect(paypalToCents(bad), bad).toBeNaN()
  })

  it('refuses what is not cents', () => {
    expect(() => centsToPaypal(1.5)).toThrow(RangeError)
    expect(() => centsToPaypal(-1)).toThrow(RangeError)
  })
})

describe('PayPal helpers', () => {
  it('picks the payer-action link, else approve', () => {
    const self = { rel: 'self', href: 'https://api.paypal.com/v2/checkout/orders/1' }
    const approve = { rel: 'approve', href: 'https://www.paypal.com/checkoutnow?token=1' }
    const payerAction = { rel: 'payer-action', href: 'https://www.paypal.com/checkoutnow?token=2' }
    expect(approveLink([self, approve, payerAction])).toBe(payerAction.href)
    expect(approveLink([self, approve])).toBe(approve.href)
    expect(approveLink([self])).toBeUndefined()
    expect(approveLink(undefined)).toBeUndefined()
  })

  it('reads an error body into the failure shape', () => {
    expect(
      readPaypalError({
        name: 'UNPROCESSABLE_ENTITY',
        message: 'The requested action could not be performed.',
        debug_id: 'f1e2d3c4b5a69',
        details: [{ issue: 'INSTRUMENT_DECLINED', description: 'The instrument presented was declined.' }],
        links: [{ rel: 'redirect', href: 'https://www.paypal.com/checkoutnow?token=1' }],
      }),
    ).toEqual({
      ok: false,
      issue: 'INSTRUMENT_DECLINED',
      description: 'The instrument presented was declined.',
      debugId: 'f1e2d3c4b5a69',
    })
    // Without details: the error's own name and message.
    expect(readPaypalError({ name: 'RESOURCE_NOT_FOUND', message: 'Not there.', debug_id: 'abc' })).toEqual({
      ok: false,
      issue: 'RESOURCE_NOT_FOUND',
      description: 'Not there.',
      debugId: 'abc',
    })
    expect(readPaypalError(undefined)).toEqual({
      ok: false,
      issue: 'UNKNOWN_ERROR',
      description: '',
      debugId: '',
    })
    expect(readPaypalError('<html>')).toMatchObject({ issue: 'UNKNOWN_ERROR' })
  })

  it('reads the capture of a captured order', () => {
    const order = (status: CaptureStatus): Order => ({
      id: '5O190127TN364715T',
      purchaseUnits: [
        {
          payments: {
            captures: [{ id: '3C679366HH908993F', status, amount: { currencyCode: 'EUR', value: '99.90' } }],
          },
        },
      ],
    })
    expect(readCapture(order(CaptureStatus.Completed))).toEqual({
      ok: true,
      captureId: '3C679366HH908993F',
      amount: 9_990,
      currency: 'EUR',
    })
    expect(readCapture(order(CaptureStatus.Pending))).toMatchObject({ ok: false, issue: 'CAPTURE_PENDING' })
    expect(readCapture(order(CaptureStatus.Declined))).toMatchObject({ ok: false, issue: 'CAPTURE_DECLINED' })
    expect(readCapture({ id: 'X' })).toMatchObject({ ok: false, issue: 'CAPTURE_MISSING' })
  })

  it('names the locale with its country', () => {
    expect(paypalLocale('it')).toBe('it-IT')
    expect(paypalLocale('de')).toBe('de-DE')
  })

  it('builds a client without calling PayPal', () => {
    const paypal = createPaypalSdk({ clientId: 'id', clientSecret: 'secret', environment: 'sandbox' })
    expect(typeof paypal.createOrder).toBe('function')
    expect(typeof paypal.captureOrder).toBe('function')
  })
})
