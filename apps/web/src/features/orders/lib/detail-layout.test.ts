import type { OrderStatus } from '@shop/domain/orders/status-machine'
import { describe, expect, it } from 'vitest'
import {
  completionStep,
  type DetailLayout,
  detailLayout,
  listOf,
  type Note,
  romeTimeToDisplay,
  statusNotes,
} from './detail-layout.ts'

describe('detailLayout', () => {
  it.each<[boolean, OrderStatus, boolean, DetailLayout]>([
    [false, 'INCOMPLETE_REQUEST', false, 'order_request'],
    [false, 'NEW', false, 'order'],
    [false, 'CONFIRMED', false, 'order'],
    [false, 'CANCELLED', false, 'order'],
    [false, 'CLOSED', false, 'order'],
    [true, 'NEW', false, 'quotation_new'],
    [true, 'READY', false, 'quotation_ready'],
    [true, 'READY', true, 'quotation_closed'],
    [true, 'NEW', true, 'quotation_closed'],
    [true, 'CONFIRMED', false, 'quotation_closed'],
    [true, 'REFUSED', false, 'quotation_closed'],
    [true, 'CANCELLED', false, 'quotation_closed'],
    [true, 'CLOSED', false, 'quotation_closed'],
  ])('quotation %s, %s, expired %s -> %s', (is_quotation, status, expired, layout) => {
    expect(detailLayout({ is_quotation, status, expired })).toBe(layout)
  })
})

describe('listOf', () => {
  it.each([
    [false, null, 'orders'],
    [false, '2026-11-30T10:00:00.000Z', 'orders'],
    [true, null, 'quotations'],
    // Approved: an order from then on, cancelled afterwards too.
    [true, '2026-11-30T10:00:00.000Z', 'orders'],
  ] as const)('quotation %s, confirmed at %s -> %s', (is_quotation, confirmed_at, list) => {
    expect(listOf({ is_quotation }, { confirmed_at })).toBe(list)
  })
})

describe('completionStep', () => {
  const withAddress = { shipment_address_id: 7 }
  const withoutAddress = { shipment_address_id: null }
  it.each<[string | null, { shipment_address_id: number | null }, boolean, string | null]>([
    ['shipping', withoutAddress, true, 'shipping'],
    ['payment', withAddress, true, 'payment'],
    // Payment needs the address the shipping step sets: back to shipping without one.
    ['payment', withoutAddress, true, 'shipping'],
    // Nothing to approve or complete (any more): the detail itself.
    ['shipping', withAddress, false, null],
    ['payment', withAddress, false, null],
    [null, withAddress, true, null],
    ['recap', withAddress, true, null],
  ])('?step=%s, %o, may complete %s -> %s', (requested, order, canComplete, step) => {
    expect(completionStep(requested, order, canComplete)).toBe(step)
  })
})

describe('romeTimeToDisplay', () => {
  it.each([
    // Winter: Rome is UTC+1; summer: UTC+2.
    ['2026-12-02T09:05:00.000Z', '10:05'],
    ['2026-07-15T22:30:00.000Z', '00:30'],
    ['2026-03-29T00:59:00.000Z', '01:59'],
    ['2026-03-29T01:00:00.000Z', '03:00'],
  ])('%s -> %s', (instant, time) => {
    expect(romeTimeToDisplay(instant)).toBe(time)
  })
})

describe('statusNotes', () => {
  type Area = Parameters<typeof statusNotes>[1]
  const none: Area = {
    revisions: [],
    quotation_expired_at: null,
    quotation_refused_at: null,
    quotation_refused_note: null,
    confirmed_at: null,
    cancelled_at: null,
    delivery_time: '',
  }
  const order = { is_quotation: true, expired: false, quotation_valid_until: null }
  // The desk's validity ends at midnight in Rome: the day shown is the one before (31/12, not 01/01).
  const endOf31December = '2026-12-31T23:00:00.000Z'
  const asked = { reason: 'Due bocchette', revision: 0 } as unknown as Area['revisions'][number]
  it.each<[string, Parameters<typeof statusNotes>[0], Partial<Area>, Note[]]>([
    [
      'an order request',
      { ...order, is_quotation: false, status: 'INCOMPLETE_REQUEST' },
      {},
      [{ key: 'orders.note.order_request' }],
    ],
    ['a request being priced', { ...order, status: 'NEW' }, {}, [{ key: 'orders.note.quotation_new' }]],
    [
      'a quotation the buyer asked to change',
      { ...order, status: 'NEW' },
      { revisions: [asked] },
      [{ key: 'orders.note.modification_asked' }],
    ],
    [
      'a quotation to approve, with its delivery time',
      { ...order, status: 'READY', quotation_valid_until: endOf31December },
      { delivery_time: '6 settimane' },
      [
        { key: 'orders.note.quotation_ready' },
        { key: 'orders.detail.valid_until', params: { date: '31/12/2026' } },
        { key: 'orders.detail.delivery_time', params: { time: '6 settimane' } },
      ],
    ],
    [
      'an expired quotation, by the day the job flagged it',
      { ...order, status: 'READY', expired: true, quotation_valid_until: endOf31December },
      { quotation_expired_at: '2027-01-01T09:00:00.000Z' },
      [{ key: 'orders.note.expired', params: { date: '01/01/2027' } }],
    ],
    [
      'an expired quotation the job has not flagged yet: its validity',
      { ...order, status: 'READY', expired: true, quotation_valid_until: endOf31December },
      {},
      [{ key: 'orders.note.expired', params: { date: '31/12/2026' } }],
    ],
    [
      'a refused quotation: date, Rome time and reason',
      { ...order, status: 'REFUSED' },
      { quotation_refused_at: '2026-11-20T16:45:00.000Z', quotation_refused_note: 'Progetto rimandato' },
      [
        { key: 'orders.note.refused', params: { date: '20/11/2026', time: '17:45' } },
        { key: 'orders.note.refused_reason', params: { note: 'Progetto rimandato' } },
      ],
    ],
    [
      'an approved quotation',
      { ...order, status: 'CONFIRMED' },
      { confirmed_at: '2026-11-30T10:00:00.000Z', delivery_time: '8 settimane' },
      [
        { key: 'orders.note.quotation_approved', params: { date: '30/11/2026' } },
        { key: 'orders.detail.delivery_time', params: { time: '8 settimane' } },
      ],
    ],
    [
      'an accepted order',
      { ...order, is_quotation: false, status: 'CONFIRMED' },
      { confirmed_at: '2026-11-30T10:00:00.000Z' },
      [{ key: 'orders.note.order_accepted', params: { date: '30/11/2026' } }],
    ],
    [
      'a cancelled order',
      { ...order, is_quotation: false, status: 'CANCELLED' },
      { cancelled_at: '2026-11-07T10:00:00.000Z' },
      [{ key: 'orders.note.cancelled', params: { date: '07/11/2026' } }],
    ],
    ['an order waiting for acceptance', { ...order, is_quotation: false, status: 'NEW' }, {}, []],
  ])('%s', (_, subject, area, notes) => {
    expect(statusNotes(subject, { ...none, ...area })).toEqual(notes)
  })
})
