import type { DiscountRuleStatic } from '@shop/domain/catalog/pricing'
import { ORDER_ACTORS, ORDER_STATUSES } from '@shop/domain/orders/status-machine'
import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
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
import { addresses, users } from './accounts.ts'
import { productConfigurations } from './catalog.ts'
import { clients } from './clients.ts'
import { carriers, ivaCodes, paymentModes, ports, transports } from './lookups.ts'

/*
 * Carts, quotations and orders in one table (docs/decisions/019): the cart is an order in status DRAFT whose
 * prices are computed on every read; the submission (next issue) freezes them into the price columns.
 * Money is integer cents excluding VAT; percentages are basis points (1/100 %).
 */

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

const oneOf = (column: string, values: readonly string[]) =>
  sql.raw(`${column} in (${values.map((v) => `'${v}'`).join(', ')})`)

/** A discount code: its percent off what remains after the web-order discount (issue 10 item 7.4). */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; what the buyer types is upper-cased before it is looked up. */
    code: text('code').notNull().unique(),
    percentBp: integer('percent_bp').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull().defaultNow(),
    /** Null: no end. */
    validTo: timestamp('valid_to', { withTimezone: true }),
    /** Null: unlimited uses. */
    usageLimit: integer('usage_limit'),
    /** Uses counted at submission (the checkout). */
    usedCount: integer('used_count').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    check('promo_codes_code_ck', sql`${t.code} = upper(${t.code}) and length(${t.code}) between 1 and 50`),
    check('promo_codes_percent_ck', sql`${t.percentBp} between 1 and 10000`),
    check('promo_codes_usage_ck', sql`${t.usageLimit} is null or ${t.usageLimit} >= 0`),
    check('promo_codes_used_ck', sql`${t.usedCount} >= 0`),
  ],
)

/** What spec 3 calls the order's attrib (desired date, the client's document, custom_iva_code, …). */
export type OrderAttrib = Record<string, unknown>

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: ORDER_STATUSES }).notNull().default('DRAFT'),
    isQuotation: boolean('is_quotation').notNull().default(false),
    // No `cancelled` column: the spec's flag is the status CANCELLED (issue 21 item 4), never stored apart.
    expired: boolean('expired').notNull().default(false),
    /** Null for a visitor's cart; kept null when the user is deleted (the order stays for the books). */
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The company the user acted for; null without one. */
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** A visitor's cart: the sha-256 of the token in the signed cart cookie. */
    visitorTokenHash: text('visitor_token_hash'),
    /** Bumped by every change: a cart update must name the version it saw. */
    version: integer('version').notNull().default(0),
    quotationReference: text('quotation_reference').notNull().default(''),
    referenceClientCode: text('reference_client_code').notNull().default(''),
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id, { onDelete: 'set null' }),
    carrierId: integer('carrier_id').references(() => carriers.id),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    portId: integer('port_id').references(() => ports.id),
    transportId: integer('transport_id').references(() => transports.id),
    ivaCode: text('iva_code').references(() => ivaCodes.code),
    attrib: jsonb('attrib').$type<OrderAttrib>().notNull().default({}),
    // The price fields of spec 3 §3, null while DRAFT (computed on read) and frozen at submission.
    totalPrice: bigint('total_price', { mode: 'number' }),
    totalDiscountedPrice: bigint('total_discounted_price', { mode: 'number' }),
    totalDiscount: bigint('total_discount', { mode: 'number' }),
    discountWeborderValue: bigint('discount_weborder_value', { mode: 'number' }),
    discountWeborderPercBp: integer('discount_weborder_perc_bp'),
    discountPromoCodeValue: bigint('discount_promo_code_value', { mode: 'number' }),
    discountPromoCodePercBp: integer('discount_promo_code_perc_bp'),
    orderDiscount: bigint('order_discount', { mode: 'number' }),
    orderDiscountType: text('order_discount_type', { enum: ['percent', 'amount'] }),
    additionalPrice: bigint('additional_price', { mode: 'number' }),
    additionalShippingCost: bigint('additional_shipping_cost', { mode: 'number' }),
    shippingPrice: bigint('shipping_price', { mode: 'number' }),
    orderFinalPrice: bigint('order_final_price', { mode: 'number' }),
    ivaTotal: bigint('iva_total', { mode: 'number' }),
    orderFinalPriceIva: bigint('order_final_price_iva', { mode: 'number' }),
    quotationValidUntil: timestamp('quotation_valid_until', { withTimezone: true }),
    cartSubmittedAt: timestamp('cart_submitted_at', { withTimezone: true }),
    // The checkout (docs/decisions/021): the order's reference ('2026-000123') and its year, from
    // order_ref_counters in the submitting transaction; null while DRAFT.
    orderRef: text('order_ref').unique(),
    orderYear: integer('order_year'),
    /** The submission's idempotency key: the same key again answers the order it made. */
    submissionKey: text('submission_key'),
    /** complete_order's idempotency key. */
    completionKey: text('completion_key'),
    /** The customer's own courier's details (carrier 4, 000099); '' otherwise. */
    customCarrier: text('custom_carrier').notNull().default(''),
    /** One of the client's addresses; kept null if the address is deleted (the order keeps its other data). */
    shipmentAddressId: integer('shipment_address_id').references(() => addresses.id, {
      onDelete: 'set null',
    }),
    /** Paid online and confirmed by the provider (spec 3 §3 `payed`), or marked paid by the desk (a bank transfer). */
    payed: boolean('payed').notNull().default(false),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // The fields the desk owns (spec 3 §3; issue 24 item 6).
    /** The customer's views and PDFs show net prices only. */
    hideDiscounts: boolean('hide_discounts').notNull().default(false),
    /** spec 3 orderHasFixedPrice: the price agreed is final, not recomputed from the lines. */
    hasFixedPrice: boolean('has_fixed_price').notNull().default(false),
    customAbiCab: text('custom_abi_cab').notNull().default(''),
    ddtNotes: text('ddt_notes').notNull().default(''),
    /** The quotation's current revision: 0 until the customer first asks to modify it (issue 24 item 3). */
    revision: integer('revision').notNull().default(0),
    /** When the expiry job (or a call refusing it) found the quotation past quotation_valid_until. */
    quotationExpiredAt: timestamp('quotation_expired_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The desk's lists: by status, newest first (issue 24 item 12).
    index('orders_status_created_idx').on(t.status, t.createdAt),
    // The expiry job reads quotations by their validity.
    index('orders_valid_until_idx').on(t.quotationValidUntil).where(sql`expired = false`),
    // The 10-day job reads unpaid bank-transfer orders by status and mode.
    index('orders_status_payment_idx').on(t.status, t.paymentModeId).where(sql`payed = false`),
    // One active cart per user and company they act for (colleagues never share one), and one per visitor token.
    uniqueIndex('orders_user_cart_uq')
      .on(t.userId, sql`coalesce(${t.clientId}, 0)`)
      .where(sql`status = 'DRAFT' and user_id is not null`),
    uniqueIndex('orders_visitor_cart_uq').on(t.visitorTokenHash).where(sql`status = 'DRAFT'`),
    index('orders_user_idx').on(t.userId),
    index('orders_client_idx').on(t.clientId),
    // The customer area's lists (issue 25 item 5): a company's, or a user's without one, by status and submission.
    index('orders_client_area_idx').on(t.clientId, t.status, t.cartSubmittedAt),
    index('orders_user_area_idx').on(t.userId, t.status, t.cartSubmittedAt).where(sql`client_id is null`),
    // The visitor-cart purge reads carts by their last change.
    index('orders_updated_idx').on(t.updatedAt),
    index('orders_promo_code_idx').on(t.promoCodeId),
    index('orders_carrier_idx').on(t.carrierId),
    index('orders_payment_mode_idx').on(t.paymentModeId),
    index('orders_port_idx').on(t.portId),
    index('orders_transport_idx').on(t.transportId),
    index('orders_iva_code_idx').on(t.ivaCode),
    index('orders_shipment_address_idx').on(t.shipmentAddressId),
    uniqueIndex('orders_submission_key_uq').on(t.submissionKey).where(sql`submission_key is not null`),
    uniqueIndex('orders_completion_key_uq').on(t.completionKey).where(sql`completion_key is not null`),
    check('orders_status_ck', oneOf('status', ORDER_STATUSES)),
    check('orders_version_ck', sql`${t.version} >= 0`),
    // A visitor's cart has a token and no user; a user's order never has a token.
    check('orders_owner_ck', sql`user_id is null or visitor_token_hash is null`),
  ],
)

/**
 * The last order number given per year: the next is taken by an upsert in the submitting transaction, so a
 * rolled-back submission gives its number back and the sequence has no gaps (a sequence would keep them).
 */
export const orderRefCounters = pgTable(
  'order_ref_counters',
  {
    year: integer('year').primaryKey(),
    last: integer('last').notNull(),
  },
  (t) => [check('order_ref_counters_last_ck', sql`${t.last} >= 1`)],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    qty: integer('qty').notNull(),
    /** The line's own copy of the configuration (line_copy = true): editing the saved one never changes the line. */
    productConfigurationId: integer('product_configuration_id')
      .notNull()
      .references(() => productConfigurations.id),
    /** The saved configuration the line was added from, when it was added by id. */
    configurationId: integer('configuration_id').references(() => productConfigurations.id, {
      onDelete: 'set null',
    }),
    /** sha-256 of the canonical code, the sorted variation ids and the sorted custom texts: unique per order. */
    lineKey: text('line_key').notNull(),
    notes: text('notes').notNull().default(''),
    clientProductRef: text('client_product_ref').notNull().default(''),
    /** The unit prices the buyer saw when adding the line; null when prices were hidden. */
    addedPrice: bigint('added_price', { mode: 'number' }),
    addedDiscountedPrice: bigint('added_discounted_price', { mode: 'number' }),
    /** Frozen at submission; null while DRAFT. */
    price: bigint('price', { mode: 'number' }),
    discountedPrice: bigint('discounted_price', { mode: 'number' }),
    discountRuleStatic: jsonb('discount_rule_static').$type<DiscountRuleStatic>(),
    // Set by the desk (spec 3 §3; issue 24 item 2): a discount of its own instead of the rule's, in basis points.
    useCustomDiscount: boolean('use_custom_discount').notNull().default(false),
    customDiscountBp: integer('custom_discount_bp'),
    customDiscountExtraBp: integer('custom_discount_extra_bp'),
    /** The line is not sent to the ERP. */
    skipErp: boolean('skip_erp').notNull().default(false),
    /** The line was to be quoted (-1) and the desk set its unit price (issue 24 item 2): the desk may change it again. */
    deskQuoted: boolean('desk_quoted').notNull().default(false),
    /** The unit price the rule gave at submission, kept while the desk's custom discount replaces discounted_price. */
    ruleDiscountedPrice: bigint('rule_discounted_price', { mode: 'number' }),
    createdAt: createdAt(),
  },
  (t) => [
    // Leads with order_id, so it is also the index that reads an order's lines.
    uniqueIndex('order_lines_order_key_uq').on(t.orderId, t.lineKey),
    index('order_lines_product_configuration_idx').on(t.productConfigurationId),
    index('order_lines_configuration_idx').on(t.configurationId),
    check('order_lines_qty_ck', sql`${t.qty} between 1 and 9999`),
    check(
      'order_lines_custom_discount_ck',
      sql`coalesce(${t.customDiscountBp}, 0) between 0 and 10000 and coalesce(${t.customDiscountExtraBp}, 0) between 0 and 10000`,
    ),
  ],
)

/** The audit trail of every status change (docs/decisions/019): from is null when the order was created. */
export const orderStatusChanges = pgTable(
  'order_status_changes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status', { enum: ORDER_STATUSES }),
    toStatus: text('to_status', { enum: ORDER_STATUSES }).notNull(),
    actor: text('actor', { enum: ORDER_ACTORS }).notNull(),
    actorUserId: integer('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    /** The move's name in the status machine (issue 21 item 4): one (from, to) pair may have several causes. */
    transition: text('transition').notNull(),
    /** Free text beside the move (a refusal's reason, …). */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_status_changes_order_idx').on(t.orderId),
    index('order_status_changes_actor_user_idx').on(t.actorUserId),
    check(
      'order_status_changes_status_ck',
      sql`(${oneOf('from_status', ORDER_STATUSES)} or from_status is null) and ${oneOf('to_status', ORDER_STATUSES)}`,
    ),
    check('order_status_changes_actor_ck', oneOf('actor', ORDER_ACTORS)),
  ],
)

/** A file attached to an order: the datasheet of a line's accessory (spec 1 §4.7). */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    lineId: integer('line_id').references(() => orderLines.id, { onDelete: 'set null' }),
    accessoryId: integer('accessory_id'),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    contentType: text('content_type').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_documents_order_idx').on(t.orderId), index('order_documents_line_idx').on(t.lineId)],
)
