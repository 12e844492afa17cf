import { addressSchema } from '../accounts/address.ts'
import { setPasswordRequest } from '../accounts/schemas.ts'
import { dbIdSchema } from '../catalog/schemas.ts'
import { storedText, V } from '../http/fields.ts'
import { ONLINE_PAYMENT_METHODS } from '../payments/options.ts'
import { z } from '../zod.ts'
import {
  cartDocumentSchema,
  cartLineSchema,
  cartReferencesSchema,
  cartSchema,
  cartVersionSchema,
  PORT_KEYS,
} from './cart-schemas.ts'
import { ORDER_STATUSES } from './status-machine.ts'

/**
 * The checkout's HTTP contract (spec 2 §4 and §7, spec 3 §3 and §7; issue 11; docs/decisions/021): the cart becomes a
 * quotation request, a saved quotation or an order request; the order request gets its shipping data and is
 * completed. Money is integer cents excluding VAT, frozen on the order at submission.
 */

const ok = z.literal('OK')
const id = z.number().int()
const cents = z.number().int()

/** Days a saved quotation locks its prices (spec 2 §9). */
export const QUOTATION_VALID_DAYS = 30

/** The version of the general terms of sale the checkbox accepts; stored on the order with the time. */
export const TERMS_OF_SALE_VERSION = '2026-11'

/** A date as the desired-date field sends it: YYYY-MM-DD (spec 2 §5). */
export const isoDate = z
  .string({ error: V.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, V.invalid)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), V.invalid)

/**
 * An idempotency key per submission: the page makes one when the buyer presses the button and sends the same one
 * again on a retry, so a double click, a retry after a timeout or a replay answers the one order it made.
 */
export const submissionKey = z.uuid({ error: V.invalid })

/**
 * POST cart/submit (spec 2 §7): the cart as last seen (id, version and the references the buyer typed, stored with the
 * submission so a reference never has to be saved first; the rest is ignored) and what to make.
 */
export const cartSubmitBody = z.object({
  cart: z.object({
    id: dbIdSchema,
    version: cartVersionSchema,
    ...cartReferencesSchema.shape,
  }),
  quote_or_order: z.enum(['quote', 'order'], { error: V.invalid }),
  is_save_quote: z.boolean({ error: V.invalid }).default(false),
  submission_key: submissionKey,
})
export type CartSubmitBody = z.infer<typeof cartSubmitBody>

/**
 * Who is billed (spec 2 §3 client and billing_address, spec 3 §5): the client's company data and its main (billing)
 * address, which an invoice is made from.
 */
export const orderBillingSchema = z.object({
  ragione: z.string(),
  piva: z.string(),
  codice_fiscale: z.string(),
  sdi_code: z.string(),
  cli_for_code: z.string(),
  /** The client's main address; null while it has none. */
  address: addressSchema.nullable(),
})
export type OrderBilling = z.infer<typeof orderBillingSchema>

/** What the order attrib holds (spec 3 §3 Order attrib) as far as the checkout writes it. */
export const orderAttribSchema = z.object({
  created_by_client_account_as: z.enum(['quote', 'order']).optional(),
  desired_shipping_date: z.string().optional(),
  reference_client_date: z.string().optional(),
  custom_iva_code: z.string().optional(),
  terms_of_sale: z.object({ version: z.string(), accepted_at: z.string() }).optional(),
  /** The desk sees a request from a user whose address was not yet verified. */
  email_unverified: z.boolean().optional(),
  /** The shipment address as it was when the order was completed: editing or deleting it later changes nothing. */
  shipment_address: addressSchema.optional(),
  /** Who was billed when the order was completed, kept as the shipment address is. */
  billing: orderBillingSchema.optional(),
  /** Paid with the simulated provider (PAYMENT_PROVIDER=local): no money was taken (issue 21 item 6). */
  simulated_payment: z.boolean().optional(),
})

/** The provider's bank account for transfers in advance (PM5), from the shop settings (issue 12). */
export const bankDetailsSchema = z.object({
  beneficiary: z.string(),
  iban: z.string(),
  bic: z.string(),
  bank: z.string(),
})
export type BankDetails = z.infer<typeof bankDetailsSchema>

/** A submitted quotation or order as the checkout and the customer area read it (spec 3 §3). */
export const orderSchema = z.object({
  id,
  order_ref: z.string(),
  document_refs: z.object({ order_ref: z.string(), order_year: z.number().int() }),
  status: z.enum(ORDER_STATUSES),
  is_quotation: z.boolean(),
  cancelled: z.boolean(),
  expired: z.boolean(),
  quotation_reference: z.string(),
  reference_client_code: z.string(),
  quotation_valid_until: z.string().nullable(),
  cart_submitted_at: z.string().nullable(),
  created_at: z.string(),
  carrier_id: id.nullable(),
  /** The customer's own courier's details, when carrier 000099 is chosen. */
  custom_carrier: z.string(),
  payment_mode_id: id.nullable(),
  port_key: z.enum(PORT_KEYS).nullable(),
  can_edit_carrier: z.boolean(),
  shipment_address_id: id.nullable(),
  shipment_address: addressSchema.nullable(),
  /** Who is billed: the client's as it is until completion, then as it was then; null without a client. */
  billing: orderBillingSchema.nullable(),
  attrib: orderAttribSchema,
  /** The frozen price fields (spec 3 §3); null where the viewer may not see prices. */
  total_price: cents.nullable(),
  /** Σ unit price after the line's rule × qty, before the web-order and promo discounts (computeOrderTotals). */
  total_discounted_price: cents.nullable(),
  total_discount: cents.nullable(),
  discount_weborder_value: cents.nullable(),
  discount_weborder_perc: z.number().nullable(),
  discount_promo_code_value: cents.nullable(),
  discount_promo_code_perc: z.number().nullable(),
  /** A line's limit_final_discount took back part of the promo discount; false without prices. */
  discount_promo_code_capped: z.boolean(),
  applied_promo_code: z.object({ code: z.string(), discount: z.number() }).nullable(),
  shipping_price: cents.nullable(),
  order_final_price: cents.nullable(),
  iva_total: cents.nullable(),
  order_final_price_iva: cents.nullable(),
  custom_iva_code: z.string(),
  iva_perc: z.number(),
  tobe_quoted: z.boolean(),
  lead_time_days: z.number().int(),
  /** The order's lines as frozen at submission: configuration copy, prices and discount_rule_static. */
  lines: z.array(cartLineSchema),
  /** The payment modes this order may be completed with (paymentChoice), the first the default. */
  payment_modes: z.array(id),
  user_can_pay: z.boolean(),
  /**
   * The buyer could pay in advance but the total is more than one card or PayPal charge may take
   * (MAX_ONLINE_CHARGE_CENTS): card and PayPal are not offered, a bank transfer and agreed terms are.
   */
  online_payment_over_max: z.boolean(),
  /** Special accessories of the lines that need a datasheet and have none (the 'Disegno tecnico mancante.' warning). */
  missing_datasheets: z.number().int(),
  /** Every document of the order: the lines' datasheets and the order's own PDF (line_id null). */
  documents: z.array(cartDocumentSchema),
  /** Paid (spec 3 §3 `payed`): confirmed by the payment provider, or marked by the desk. */
  payed: z.boolean(),
  paid_at: z.string().nullable(),
  /** Where to transfer the money: for an order paid by bank transfer in advance (PM5) and not yet paid; else null. */
  bank_transfer: bankDetailsSchema.nullable(),
  /** YYYY-MM-DD: the Rome day such an order, still waiting for acceptance, is cancelled if the money has not come. */
  bank_transfer_cancel_on: z.string().nullable(),
})
export type Order = z.infer<typeof orderSchema>

/** POST cart/submit answers the order it made (or, for a repeated key, the one it made before). */
export const cartSubmitResponse = z.object({ status: ok, order: orderSchema })

/**
 * POST order/get_shipping_info (step 2 → 3): the shipment address, carrier, desired date and references of an order
 * request (INCOMPLETE_REQUEST), or of the cart (DRAFT) that the modal pays straight from. Unknown keys are ignored.
 */
export const shippingInfoBody = z.object({
  order: z.object({
    id: dbIdSchema,
    shipment_address_id: dbIdSchema,
    carrier_id: dbIdSchema,
    custom_carrier: storedText(500).default(''),
    /** YYYY-MM-DD, today or later in Europe/Rome; absent or '' for none. */
    desired_shipping_date: z.union([z.literal(''), isoDate]).default(''),
    reference_client_code: storedText(200).default(''),
    reference_client_date: z.union([z.literal(''), isoDate]).default(''),
  }),
})
export type ShippingInfoBody = z.infer<typeof shippingInfoBody>

export const shippingInfoResponse = z.object({
  status: ok,
  user_can_pay: z.boolean(),
  order: orderSchema,
  /** The cart, when the id was the cart's. */
  cart: cartSchema.nullable(),
})

/**
 * POST order/complete_order (step 3, a mode not paid online) and order/submit_complete_order (the card, PV9): the
 * payment mode and the accepted terms of sale; the customer area's approve_quotation and pay_and_approve_quotation
 * take the same body for a READY quotation. `user_data` (spec 3 §2 completion flow): the password of a user who has
 * none yet, set in the same call (the password rules; ignored when the user has one).
 */
export const completeOrderBody = z.object({
  order: z.object({
    id: dbIdSchema,
    payment_mode_id: dbIdSchema,
    /**
     * How the card mode (PV9) is paid online (spec 2 §4 'Payment method choices': creditcards, the default, or
     * paypal); ignored with any other mode.
     */
    payment_method: z.enum(ONLINE_PAYMENT_METHODS, { error: V.invalid }).default('card'),
    accept_terms: z.literal(true, { error: 'orders.checkout.terms_required' }),
  }),
  submission_key: submissionKey,
  user_data: setPasswordRequest.optional(),
})
export type CompleteOrderBody = z.infer<typeof completeOrderBody>

export const completeOrderResponse = z.object({ status: ok, order: orderSchema })

/** POST user/getOrderDetail (spec 3 §7): one of the caller's orders or quotations. */
export const orderDetailBody = z.object({ id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })
export const orderDetailResponse = z.object({ status: ok, order: orderSchema })
