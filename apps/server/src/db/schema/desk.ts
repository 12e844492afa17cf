import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'
import { orders } from './orders.ts'

/*
 * The provider's desk (issue 24): the revisions of a quotation, the shipments of an order with their packages, and the
 * audit of every change staff make that is not a status change (those are in order_status_changes).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

/**
 * A quotation as it was sent to the customer, one row per sending (issue 24 item 3): the lines with their prices, the
 * totals, the validity and the delivery time, frozen; `reason` is the customer's modification request that closed it.
 */
export const orderRevisions = pgTable(
  'order_revisions',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    /** What the customer saw: lines, totals, validity, delivery time (the desk's detail schema). */
    snapshot: jsonb('snapshot').$type<Record<string, unknown>>().notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull(),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    /** The customer's reason when they asked to modify it; null while it is the current one. */
    reason: text('reason'),
    reasonAt: timestamp('reason_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('order_revisions_order_revision_uq').on(t.orderId, t.revision),
    index('order_revisions_sent_by_idx').on(t.sentBy),
    check('order_revisions_revision_ck', sql`${t.revision} >= 0`),
  ],
)

/** One dispatch of an order (spec 3 §3 shipment, attrib.data_shipping_doc: the date of the transport document). */
export const shipments = pgTable(
  'shipments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    shippingDocDate: text('shipping_doc_date').notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('shipments_order_idx').on(t.orderId), index('shipments_created_by_idx').on(t.createdBy)],
)

/** A package of a shipment: its carrier, tracking number and the lines and quantities in it (packing_list.items). */
export const shipmentPackages = pgTable(
  'shipment_packages',
  {
    id: serial('id').primaryKey(),
    shipmentId: integer('shipment_id')
      .notNull()
      .references(() => shipments.id, { onDelete: 'cascade' }),
    /** A key of the domain's tracking table (orders/tracking.ts): 'ups', 'dhl', 'gls', … */
    carrier: text('carrier').notNull(),
    trackingNumber: text('tracking_number').notNull(),
    /** [{ line_id, qty }] */
    items: jsonb('items').$type<{ line_id: number; qty: number }[]>().notNull(),
  },
  (t) => [index('shipment_packages_shipment_idx').on(t.shipmentId)],
)

/**
 * Every change staff make besides a status move (issue 24 items 6, 7): prices set, fields edited, a company verified,
 * a payment recorded. `details` holds what changed, before and after.
 */
export const deskAudit = pgTable(
  'desk_audit',
  {
    id: serial('id').primaryKey(),
    entity: text('entity', { enum: ['order', 'client', 'user', 'payment'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    details: jsonb('details').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [
    index('desk_audit_entity_idx').on(t.entity, t.entityId),
    index('desk_audit_actor_idx').on(t.actorUserId),
    check('desk_audit_entity_ck', sql`${t.entity} in ('order', 'client', 'user', 'payment')`),
  ],
)
