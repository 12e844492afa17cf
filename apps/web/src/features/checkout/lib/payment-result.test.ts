import { describe, expect, it } from 'vitest'
import {
  CONFIRMATION_GIVE_UP_MS,
  CONFIRMATION_POLL_MS,
  CONFIRMATION_WAIT_MS,
  captureFailureKind,
  confirmationPollInterval,
  type PaymentReturn,
  paymentView,
  readPaymentReturn,
  readPaypalError,
  SLOW_POLL_MS,
} from './payment-result.ts'

describe('readPaymentReturn', () => {
  it.each([
    ['outcome=paid', { method: 'card', outcome: 'paid' }],
    ['outcome=cancelled', { method: 'card', outcome: 'cancelled' }],
    ['', { method: 'card', outcome: null }],
    ['outcome=approved', { method: 'card', outcome: null }],
    [
      'method=paypal&outcome=approved&token=5O190127TN364715T&PayerID=QYR5Z8XDVJNXQ',
      { method: 'paypal', outcome: 'approved', token: '5O190127TN364715T' },
    ],
    ['method=paypal&outcome=cancelled&token=ABC', { method: 'paypal', outcome: 'cancelled', token: 'ABC' }],
    ['method=paypal&outcome=paid&token=a%20b', { method: 'paypal', outcome: null, token: null }],
    ['method=paypal&outcome=approved', { method: 'paypal', outcome: 'approved', token: null }],
  ] as const)('?%s', (search, expected) => {
    expect(readPaymentReturn(new URLSearchParams(search))).toEqual(expected)
  })
})

describe('paymentView', () => {
  const card = (outcome: 'paid' | 'cancelled' | null): PaymentReturn => ({ method: 'card', outcome })
  const paypal = (outcome: 'approved' | 'cancelled' | null, token: string | null = 'T1'): PaymentReturn => ({
    method: 'paypal',
    outcome,
    token,
  })
  const unpaid = { payed: false, bank_transfer: null, status: 'INCOMPLETE_REQUEST' } as const
  const paid = { payed: true, bank_transfer: null, status: 'NEW' } as const
  const bank = {
    payed: false,
    bank_transfer: { beneficiary: 'B', iban: 'IT60X', bic: 'X', bank: 'Y' },
    status: 'NEW',
  } as const
  const approvedQuotation = { ...unpaid, status: 'READY' } as const
  const cancelledOrder = { ...unpaid, status: 'CANCELLED' } as const
  const agreedTerms = { ...unpaid, status: 'NEW' } as const

  it.each([
    ['the order still loading', card('paid'), undefined, false, 'loading'],
    ['card paid, webhook not yet in', card('paid'), unpaid, false, 'waiting'],
    ['card paid, two minutes without the webhook', card('paid'), unpaid, true, 'slow'],
    ['card paid and confirmed', card('paid'), paid, false, 'paid'],
    ['card cancelled', card('cancelled'), unpaid, false, 'cancelled'],
    ['card cancelled, but paid after all (a late return)', card('cancelled'), paid, false, 'paid'],
    ['no outcome, not paid', card(null), unpaid, false, 'unpaid'],
    ['PayPal approved: capture', paypal('approved'), unpaid, false, 'capture'],
    ['PayPal approved without a token', paypal('approved', null), unpaid, false, 'unpaid'],
    ['PayPal approved, already captured (a reload)', paypal('approved'), paid, false, 'paid'],
    ['PayPal cancelled', paypal('cancelled'), unpaid, false, 'cancelled'],
    ['an order to pay by bank transfer', card(null), bank, false, 'bank'],
    ['an approved quotation, payment cancelled', card('cancelled'), approvedQuotation, false, 'cancelled'],
    ['a cancelled order', card('cancelled'), cancelledOrder, false, 'closed'],
    ['an order on agreed terms, no outcome', card(null), agreedTerms, false, 'closed'],
    ['PayPal approved on a cancelled order', paypal('approved'), cancelledOrder, false, 'closed'],
    ['card paid: the webhook is awaited whatever the status', card('paid'), cancelledOrder, false, 'waiting'],
  ] as const)('%s', (_, back, order, waited, view) => {
    expect(paymentView(back, order, waited)).toBe(view)
  })
})

describe('confirmationPollInterval', () => {
  it.each([
    [false, 0, CONFIRMATION_POLL_MS],
    [false, CONFIRMATION_WAIT_MS - 1, CONFIRMATION_POLL_MS],
    [false, CONFIRMATION_WAIT_MS, SLOW_POLL_MS],
    [false, CONFIRMATION_GIVE_UP_MS - 1, SLOW_POLL_MS],
    [false, CONFIRMATION_GIVE_UP_MS, false],
    [true, 0, false],
  ] as const)('paid %s after %i ms -> %s', (paid, waited, interval) => {
    expect(confirmationPollInterval(paid, waited)).toBe(interval)
  })
})

describe('readPaypalError', () => {
  it('reads the details and the debug id', () => {
    const body = {
      status: 'KO',
      errorMsg: {
        details: [{ issue: 'TRANSACTION_REFUSED', description: 'The request was refused.' }, { issue: 1 }],
        debug_id: 'f00b4r',
      },
    }
    expect(readPaypalError(body)).toEqual({
      details: [{ issue: 'TRANSACTION_REFUSED', description: 'The request was refused.' }],
      debug_id: 'f00b4r',
    })
  })

  it.each([[{}], [{ errorMsg: 'x' }], [{ errorMsg: { details: [] } }], [{ errorMsg: { debug_id: 'x' } }]])(
    'null for %j',
    (body) => {
      expect(readPaypalError(body)).toBeNull()
    },
  )
})

describe('captureFailureKind', () => {
  const declined = { details: [{ issue: 'INSTRUMENT_DECLINED', description: 'Declined.' }], debug_id: 'd' }
  const refused = { details: [{ issue: 'TRANSACTION_REFUSED', description: 'Refused.' }], debug_id: 'd' }
  it.each([
    ['instrument_declined', null, 'declined'],
    ['payment_failed', declined, 'declined'],
    ['payment_failed', refused, 'failed'],
    ['payment_failed', null, 'failed'],
    [undefined, null, 'failed'],
  ] as const)('%s with %j -> %s', (code, paypal, kind) => {
    expect(captureFailureKind(code, paypal)).toBe(kind)
  })
})
