import { describe, expect, it } from 'vitest'
import { orderBadge } from './badges.ts'
import type { OrderStatus } from './status-machine.ts'

describe('orderBadge (spec 3 §4)', () => {
  it.each([
    // Quotations: expired first, then by status.
    ['NEW', true, false, 'orders.badge.in_preparation'],
    ['READY', true, false, 'orders.badge.to_approve'],
    ['READY', true, true, 'orders.badge.quotation_expired'],
    ['NEW', true, true, 'orders.badge.quotation_expired'],
    ['CONFIRMED', true, false, 'orders.badge.approved'],
    ['REFUSED', true, false, 'orders.badge.refused'],
    ['CANCELLED', true, false, 'orders.badge.cancelled'],
    ['CANCELLED', true, true, 'orders.badge.quotation_expired'],
    ['CLOSED', true, false, 'orders.badge.closed'],
    // Orders.
    ['INCOMPLETE_REQUEST', false, false, 'orders.badge.not_sent'],
    ['NEW', false, false, 'orders.badge.awaiting_acceptance'],
    ['CONFIRMED', false, false, 'orders.badge.approved'],
    ['CANCELLED', false, false, 'orders.badge.cancelled'],
    ['CLOSED', false, false, 'orders.badge.closed'],
    ['READY', false, false, 'orders.badge.in_preparation'],
  ] as const)('%s, quotation %s, expired %s -> %s', (status, is_quotation, expired, badge) => {
    expect(orderBadge({ status: status as OrderStatus, is_quotation, expired })).toBe(badge)
  })
})
