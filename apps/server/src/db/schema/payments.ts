import {
  LIVE_PAYMENT_STATUSES,
  PAYMENT_STATUSES,
  REFUND_REASONS,
} from '@shop/domain/payments/attempt-machine'
import { sql } from 'drizzle-orm'
import {
  bigint,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { orders } from './orders.ts'

/*
 * Online payments (issue 12, docs/decisions/022): one row per attempt at the provider (a Stripe Checkout session, a
 * PayPal order), and one row per provider event received, so a webhook delivered twice is applied once.
 */

/** bank_transfer: money the desk saw arrive on the account and recorded (issue 24 item 4). */
export const PAYMENT_METHODS = ['card', 'paypal', 'bank_transfer'] as const
export type PaymentMethod = (typeof PAYMENT_METHODS)[number]

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // Restrict: an order with a payment is never deleted (the books need both).
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    method: text('method', { enum: PAYMENT_METHODS }).notNull(),
    /** Which provider made it: 'stripe', 'local' (the simulated one) or 'paypal'. */
    provider: text('provider').notNull(),
    /** The provider's id (cs_…, a PayPal order id); null while creating. */
    externalId: text('external_id'),
    /** Where the buyer pays (the hosted page or PayPal's approval page); null while creating. */
    url: text('url'),
    /** Cents including VAT, and the currency, as asked of the provider. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    currency: text('currency').notNull().default('EUR'),
    status: text('status', { enum: PAYMENT_STATUSES }).notNull().default('creating'),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    /** What the provider reported it took, when money arrived (kept even when it was not applied). */
    receivedAmount: bigint('received_amount', { mode: 'number' }),
    receivedCurrency: text('received_currency'),
    /** Why the money that arrived must go back (status refund_due or refunded). */
    refundReason: text('refund_reason', { enum: REFUND_REASONS }),
    /** The staff member who recorded the transfer or the refund, and what they wrote (issue 24 items 4, 5). */
    staffUserId: integer('staff_user_id').references(() => users.id, { onDelete: 'set null' }),
    note: text('note').notNull().default(''),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_order_idx').on(t.orderId),
    index('payments_staff_user_idx').on(t.staffUserId),
    // The desk's refund list.
    index('payments_refund_due_idx').on(t.createdAt).where(sql`status = 'refund_due'`),
    uniqueIndex('payments_external_uq').on(t.provider, t.externalId).where(sql`external_id is not null`),
    // At most one attempt per order that can still be paid, whatever its method (issue 21 item 2).
    uniqueIndex('payments_live_uq').on(t.orderId).where(inList('status', LIVE_PAYMENT_STATUSES)),
    check('payments_method_ck', inList('method', PAYMENT_METHODS)),
    check('payments_status_ck', inList('status', PAYMENT_STATUSES)),
    check(
      'payments_refund_reason_ck',
      sql`refund_reason is null or ${inList('refund_reason', REFUND_REASONS)}`,
    ),
    check('payments_amount_ck', sql`${t.amount} > 0`),
  ],
)

/** Every provider event applied, by the provider's own event id: the second delivery finds its row and stops. */
export const paymentEvents = pgTable(
  'payment_events',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    paymentId: integer('payment_id').references(() => payments.id),
    /**
     * What applying it did: 'paid', 'already_handled', the refund reason of money not applied ('amount_mismatch',
     * 'attempt_closed', 'already_paid', 'order_cancelled'), 'expired', 'failed', 'already_closed', 'ignored',
     * 'unknown_payment' (webhook.service.ts).
     */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.eventId] }),
    index('payment_events_payment_idx').on(t.paymentId),
  ],
)
