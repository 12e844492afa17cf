import { dbIdSchema } from '../catalog/schemas.ts'
import { storedText, V } from '../http/fields.ts'
import { z } from '../zod.ts'
import { ORDER_BADGES } from './badges.ts'
import { BILLING_PROBLEMS } from './billing.ts'
import { orderSchema } from './checkout-schemas.ts'
import { ORDER_STATUSES } from './status-machine.ts'

/**
 * The customer area's contract for orders and quotations (spec 3 §2, §4, §7; issue 25 items 5 to 8): the lists, the
 * detail's own part beside the order, and the quotation actions. Money is integer cents excluding VAT; null where
 * the viewer may not see prices.
 */

const ok = z.literal('OK')
const id = z.number().int()
const cents = z.number().int()
const stamp = z.string()

/** Which lists GET user/get_active_orders answers (spec 3 §7): the other one comes back empty. */
export const AREA_LIST_TYPES = ['orders', 'quotations', 'both'] as const
export type AreaListType = (typeof AREA_LIST_TYPES)[number]

const listType = z.enum(AREA_LIST_TYPES, { error: V.invalid }).default('both')

export const activeOrdersQuery = z.object({ type: listType })

/** A year of the history: the calendar year (Europe/Rome) the orders were submitted in. */
export const ordersByYearQuery = z.object({
  year: z.coerce.number({ error: V.invalid }).int(V.invalid).min(2000, V.invalid).max(2200, V.invalid),
  type: listType,
})

/** One order or quotation of a list (spec 3 §2 lists, §4 badges). */
export const areaOrderItemSchema = z.object({
  id,
  order_ref: z.string(),
  quotation_reference: z.string(),
  status: z.enum(ORDER_STATUSES),
  is_quotation: z.boolean(),
  /** The spec's flag: the status CANCELLED. */
  cancelled: z.boolean(),
  expired: z.boolean(),
  /** The label key of its badge (orderBadge). */
  badge: z.enum(ORDER_BADGES),
  reference_client_code: z.string(),
  /** When it was submitted (the order's date); ISO instants. */
  cart_submitted_at: stamp.nullable(),
  created_at: stamp,
  updated_at: stamp,
  quotation_valid_until: stamp.nullable(),
  quotation_refused_at: stamp.nullable(),
  /** A line still has no price (a quotation request the desk has not priced). */
  tobe_quoted: z.boolean(),
  /** The total excluding VAT after every discount; null where prices are hidden. */
  order_final_price: cents.nullable(),
  payed: z.boolean(),
})
export type AreaOrderItem = z.infer<typeof areaOrderItemSchema>

/**
 * GET user/get_active_orders: the caller's submitted orders and quotations not CLOSED and not CANCELLED (carts never),
 * newest first, and the years (Europe/Rome, by submission) that have CLOSED or CANCELLED ones of the same type.
 */
export const activeOrdersResponse = z.object({
  status: ok,
  orders: z.array(areaOrderItemSchema),
  quotations: z.array(areaOrderItemSchema),
  years: z.array(z.number().int()),
})

/** GET user/get_orders_by_year: the CLOSED and CANCELLED ones submitted in that year, newest first. */
export const ordersByYearResponse = z.object({
  status: ok,
  year: z.number().int(),
  orders: z.array(areaOrderItemSchema),
  quotations: z.array(areaOrderItemSchema),
})

/** What the customer may do with the order now (customerActions): the detail's buttons. */
export const customerActionsSchema = z.object({
  /** READY, valid: ask the desk for a new quotation (order/ask_modification). */
  ask_modification: z.boolean(),
  /** READY, valid: refuse (order/refuse_quotation). */
  refuse: z.boolean(),
  /** READY, valid: the completion flow, ending in approve_quotation or pay_and_approve_quotation. */
  approve: z.boolean(),
  /** NEW quotation, or an approved one unpaid with nothing shipped (order/cancel_quotation). */
  cancel: z.boolean(),
  /** NEW quotation without a promo code, valid (order/add_promo_code). */
  add_promo_code: z.boolean(),
  /** An order request to complete (the completion flow, ending in complete_order or submit_complete_order). */
  complete: z.boolean(),
  /** Any but an order request to complete: its lines back into the cart at today's prices (order/{id}/reorder). */
  reorder: z.boolean(),
})
export type CustomerActions = z.infer<typeof customerActionsSchema>

/** A line's totals (computeOrderTotals' line shares): list × qty, net × qty, and what the discounts took off. */
export const lineTotalsSchema = z.object({
  id,
  list_total: cents.nullable(),
  net_total: cents.nullable(),
  /** List total minus the line's final price; null to be quoted, with prices hidden, or with hide_discounts. */
  discount_total: cents.nullable(),
})

/** A package of a shipment, with the carrier's tracking page (tracking.ts). */
export const areaPackageSchema = z.object({
  id,
  carrier: z.string(),
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  items: z.array(z.object({ line_id: id, qty: z.number().int() })),
})

export const areaShipmentSchema = z.object({
  id,
  /** YYYY-MM-DD: the transport document's date. */
  shipping_doc_date: z.string(),
  packages: z.array(areaPackageSchema),
})

/**
 * A revision of the quotation as the customer was sent it (the desk's order_revisions): when, until when, what it
 * cost, and the customer's own reason when they asked to modify it. Never the staff member or their notes.
 */
export const areaRevisionSchema = z.object({
  revision: z.number().int(),
  sent_at: stamp,
  valid_until: z.string(),
  delivery_time: z.string(),
  reason: z.string().nullable(),
  reason_at: stamp.nullable(),
  lines: z.array(
    z.object({
      id,
      code: z.string(),
      name: z.string(),
      qty: z.number().int(),
      /** Unit prices; the list price is the net one with hide_discounts; null where prices are hidden. */
      price: cents.nullable(),
      discounted_price: cents.nullable(),
    }),
  ),
  total_discounted_price: cents.nullable(),
  order_final_price: cents.nullable(),
  order_final_price_iva: cents.nullable(),
})

/** The state of the order's payment: none asked, one open at the provider, paid, money to give back, given back. */
export const AREA_PAYMENT_STATES = ['none', 'open', 'paid', 'refund_due', 'refunded'] as const

/** The detail screen's part beside the order (spec 3 §2 detail; issue 25 item 6). */
export const orderAreaSchema = z.object({
  badge: z.enum(ORDER_BADGES),
  /** The desk hides the discounts (hide_discounts): the answer carries net prices only; no discount columns. */
  hide_discounts: z.boolean(),
  actions: customerActionsSchema,
  line_totals: z.array(lineTotalsSchema),
  shipments: z.array(areaShipmentSchema),
  /** Packages of every shipment. */
  package_count: z.number().int(),
  revisions: z.array(areaRevisionSchema),
  quotation_refused_at: stamp.nullable(),
  quotation_refused_note: z.string().nullable(),
  quotation_expired_at: stamp.nullable(),
  /** When it was approved (a quotation) or accepted by the desk (an order). */
  confirmed_at: stamp.nullable(),
  cancelled_at: stamp.nullable(),
  /** The desk's delivery time ('4 settimane'); '' when none. */
  delivery_time: z.string(),
  payment: z.object({
    state: z.enum(AREA_PAYMENT_STATES),
    method: z.enum(['card', 'paypal', 'bank_transfer']).nullable(),
  }),
  /**
   * What stops approving, paying or completing on the client's first (billing) address (billingProblem): null when
   * nothing does; 'not_saved' ('Dati non salvati'); else the first missing field ('Dati non completi!').
   */
  billing_problem: z.enum(BILLING_PROBLEMS).nullable(),
})
export type OrderArea = z.infer<typeof orderAreaSchema>

/** POST user/getOrderDetail, and every quotation action: the order and the detail's part. */
export const areaOrderResponse = z.object({ status: ok, order: orderSchema, area: orderAreaSchema })

/** A quotation action's answer: the order after it, and the success text in the request's language. */
export const quotationActionResponse = areaOrderResponse.extend({ message: z.string() })

/** POST order/refuse_quotation (spec 3 §7): the quotation and the customer's optional reason. */
export const refuseQuotationBody = z.object({
  id: dbIdSchema,
  quotation_refused_note: storedText(2000).default(''),
})

/** POST order/cancel_quotation (spec 3 §7). */
export const cancelQuotationBody = z.object({ id: dbIdSchema })

/** POST order/add_promo_code: a promo code on a NEW quotation (spec 3 §2 'a promo code can be added'). */
export const addPromoCodeBody = z.object({
  id: dbIdSchema,
  promo_code: z.string({ error: V.required }).trim().min(1, V.required).max(50, V.tooLong),
})

/** POST order/pay_and_approve_quotation: the approval's answer, and where to pay with the card. */
export const payAndApproveResponse = quotationActionResponse.extend({
  stripe_session_redirect_url: z.string().nullable(),
})
