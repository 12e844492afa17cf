import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'

/*
 * The built-in simulated payment provider's own records (infra/payments/local-*.ts; docs/decisions/022): its Stripe
 * Checkout sessions and PayPal orders, which Stripe and PayPal keep on their side. In the database rather than in a
 * process's memory (issue 21 item 11), so that any app process serves a payment another one opened, and a restart
 * forgets nothing. The shop's tables never point here: to the shop this is another company's system.
 */

export const LOCAL_PROVIDER_KINDS = ['card', 'paypal'] as const

export const localProviderSessions = pgTable(
  'local_provider_sessions',
  {
    /** Stripe's cs_local_… or PayPal's LOCAL… id. */
    id: text('id').primaryKey(),
    kind: text('kind', { enum: LOCAL_PROVIDER_KINDS }).notNull(),
    /** A card session's Stripe status (open, complete, expired), a PayPal order's state (local-paypal.ts). */
    status: text('status').notNull(),
    /** The shop's order it is for, as the request said (metadata.order_id): whose hosted page this is. */
    orderId: integer('order_id'),
    /** The Idempotency-Key or PayPal-Request-Id it was made with: the same key answers `created` again. */
    requestKey: text('request_key'),
    /** The hash of the request's parameters: the same key with other ones is refused, as Stripe does. */
    requestHash: text('request_hash'),
    /** The session or order as first answered, never changed: what a repeated request is answered. */
    created: jsonb('created').notNull(),
    /** Stripe's payment_intent once paid, PayPal's capture id once captured. */
    chargeId: text('charge_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** When an open card session ends unpaid by itself (Stripe: 24 hours after it was made). */
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('local_provider_sessions_request_uq').on(t.kind, t.requestKey),
    index('local_provider_sessions_open_idx').on(t.expiresAt).where(sql`status = 'open'`),
    index('local_provider_sessions_created_idx').on(t.createdAt),
    check('local_provider_sessions_kind_ck', sql`kind in ('card', 'paypal')`),
  ],
)
