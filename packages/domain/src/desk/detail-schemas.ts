import { idParams } from '../catalog/schemas.ts'
import { PORT_KEYS } from '../orders/cart-schemas.ts'
import { orderSchema } from '../orders/checkout-schemas.ts'
import { ORDER_ACTORS, ORDER_STATUSES } from '../orders/status-machine.ts'
import { z } from '../zod.ts'
import { DESK_LIST_KINDS } from './list-schemas.ts'

/**
 * One quotation or order as the desk reads it (issue 24 item 2): the customer's answer with prices (orderSchema: lines
 * with their configuration decoded into sections and accessories, documents, totals) and what only staff see: who
 * sent it, the desk's prices and fields, revisions, status history and audit.
 */

const id = z.number().int()
const cents = z.number().int()

export const deskOrderParams = idParams

/** What the customer was sent in one revision: frozen lines, totals, validity and delivery time. */
export const revisionSnapshotSchema = z.object({
  lines: z.array(
    z.object({
      id,
      code: z.string(),
      name: z.string(),
      qty: z.number().int(),
      price: cents,
      discounted_price: cents,
    }),
  ),
  total_discounted_price: cents,
  order_discount_value: cents,
  shipping_price: cents.nullable(),
  additional_price: cents,
  additional_shipping_cost: cents,
  order_final_price: cents,
  iva_total: cents,
  order_final_price_iva: cents,
  valid_until: z.string(),
  delivery_time: z.string(),
})
export type RevisionSnapshot = z.infer<typeof revisionSnapshotSchema>

/** A line as the desk prices it. */
export const deskLineSchema = z.object({
  id,
  qty: z.number().int(),
  /** Unit list price; -1 while a line to be quoted has no price yet. */
  price: cents,
  /** The line was to be quoted: the desk sets (and may change) its unit price. */
  to_quote: z.boolean(),
  /** The unit price the catalogue's rule gave (the list price for a line the desk quoted). */
  rule_discounted_price: cents,
  /** The unit price the customer pays: the rule's, or the desk's custom discount's. */
  discounted_price: cents,
  limit_final_discount: z.number().nullable(),
  use_custom_discount: z.boolean(),
  custom_discount: z.number().nullable(),
  custom_discount_extra: z.number().nullable(),
  skip_erp: z.boolean(),
})

export const deskPricingSchema = z.object({
  order_discount: z.number().nullable(),
  order_discount_type: z.enum(['percent', 'amount']).nullable(),
  /** Null: by port, as the cart. */
  shipping_price: cents.nullable(),
  additional_price: cents,
  additional_shipping_cost: cents,
  delivery_time: z.string(),
  /** YYYY-MM-DD; null until the desk saves or sends it. */
  valid_until: z.string().nullable(),
})

export const deskOrderSchema = z.object({
  kind: z.enum(DESK_LIST_KINDS),
  /** The label key of the customer's badge (orderBadge). */
  badge: z.string(),
  version: z.number().int(),
  revision: z.number().int(),
  updated_at: z.string(),
  quotation_expired_at: z.string().nullable(),
  client: z
    .object({ id, name: z.string(), verified: z.boolean(), piva: z.string(), cli_for_code: z.string() })
    .nullable(),
  customer: z.object({ id, name: z.string(), email: z.string(), lang: z.string() }).nullable(),
  payment_mode: z.string().nullable(),
  carrier: z.string().nullable(),
  port: z.string().nullable(),
  iva_code: z.string().nullable(),
  /** The fields staff own (spec 3 §3; issue 24 item 6). */
  staff_fields: z.object({
    hide_discounts: z.boolean(),
    has_fixed_price: z.boolean(),
    custom_abi_cab: z.string(),
    ddt_notes: z.string(),
  }),
  pricing: deskPricingSchema,
  lines: z.array(deskLineSchema),
  /** The discounts and port the totals are computed with, besides the lines and the desk's prices. */
  totals_input: z.object({
    weborder_perc: z.number(),
    promo: z.object({ code: z.string(), perc: z.number() }).nullable(),
    port: z.enum(PORT_KEYS).nullable(),
    iva_code: z.string().nullable(),
  }),
  /** The desk may change the prices: a quotation waiting to be priced (NEW), unpaid and still valid. */
  can_price: z.boolean(),
  /** The customer's modification request that sent it back, while it is being priced again. */
  modification: z.object({ reason: z.string(), at: z.string() }).nullable(),
  revisions: z.array(
    z.object({
      revision: z.number().int(),
      sent_at: z.string(),
      sent_by: z.string().nullable(),
      reason: z.string().nullable(),
      reason_at: z.string().nullable(),
      snapshot: revisionSnapshotSchema,
    }),
  ),
  history: z.array(
    z.object({
      from: z.enum(ORDER_STATUSES).nullable(),
      to: z.enum(ORDER_STATUSES),
      transition: z.string(),
      actor: z.enum(ORDER_ACTORS),
      actor_name: z.string().nullable(),
      note: z.string(),
      at: z.string(),
    }),
  ),
  audit: z.array(
    z.object({
      id,
      action: z.string(),
      actor_name: z.string().nullable(),
      details: z.record(z.string(), z.unknown()),
      at: z.string(),
    }),
  ),
})
export type DeskOrder = z.infer<typeof deskOrderSchema>

export const deskDetailResponse = z.object({
  status: z.literal('OK'),
  order: orderSchema,
  desk: deskOrderSchema,
})
export type DeskDetailResponse = z.infer<typeof deskDetailResponse>
