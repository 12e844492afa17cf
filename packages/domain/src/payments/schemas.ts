import { dbIdSchema } from '../catalog/schemas.ts'
import { V } from '../http/fields.ts'
import { orderSchema } from '../orders/checkout-schemas.ts'
import { z } from '../zod.ts'
import { PAYMENT_OPTION_REFUSALS } from './options.ts'

/**
 * The payments' HTTP contract (spec 2 §4, §7, §8; spec 3 §7; issue 12; docs/decisions/022): the wallet calls that pay
 * straight from the cart (card, bank transfer, PayPal), the card branch of submit_complete_order, and the bank details
 * a bank-transfer order shows.
 */

const ok = z.literal('OK')

/** Working days a bank transfer takes to be credited, and calendar days an unpaid one is kept (spec 2 §9). */
export const BANK_TRANSFER_CREDIT_DAYS = '2–3'
export const BANK_TRANSFER_CANCEL_DAYS = 10

/**
 * The wallet calls' body (spec 2 §7: cartId): the cart that becomes the order, and the terms of sale accepted beside
 * the pay button (the cart has nowhere else to carry them).
 */
export const walletCartBody = z.object({
  cartId: dbIdSchema,
  accept_terms: z.literal(true, { error: 'orders.checkout.terms_required' }),
})
export type WalletCartBody = z.infer<typeof walletCartBody>

/**
 * POST walletCart/checkout: the order waiting for its card payment and the provider's session id; the browser goes
 * to the hosted page through GET /api/front/payments/redirect/{external_session_id}.
 */
export const walletCheckoutResponse = z.object({
  status: ok,
  order: orderSchema,
  cart: z.object({ id: z.number().int(), external_session_id: z.string() }),
})

/** POST walletCart/createBankOrder: the NEW, unpaid order with the bank details; the cart is gone (null). */
export const bankOrderResponse = z.object({ status: ok, order: orderSchema, cart: z.null() })

/** POST walletCart/paypal/createRealOrder: PayPal's order id, and where the buyer approves it (no browser SDK here). */
export const paypalCreateResponse = z.object({
  status: ok,
  result: z.object({ id: z.string(), status: z.string(), approve_url: z.string() }),
})

/** POST walletCart/paypal/captureRealOrder: the PayPal order the buyer approved, and the cart it pays for. */
export const paypalCaptureBody = z.object({
  orderID: z
    .string({ error: V.invalid })
    .trim()
    .min(1, V.required)
    .max(64, V.tooLong)
    .regex(/^[A-Za-z0-9_-]+$/, V.invalid),
  cartId: dbIdSchema,
})
export type PaypalCaptureBody = z.infer<typeof paypalCaptureBody>

export const paypalCaptureResponse = z.object({
  status: ok,
  result: z.object({ id: z.string(), status: z.literal('COMPLETED') }),
  cartOrder: orderSchema,
})

/** The KO's errorMsg of a refused capture, as PayPal words it (spec 2 §7, §8). */
export const paypalErrorSchema = z.object({
  details: z.array(z.object({ issue: z.string(), description: z.string() })),
  debug_id: z.string(),
})
export type PaypalError = z.infer<typeof paypalErrorSchema>

/**
 * POST order/submit_complete_order: with the card (PV9), the same-origin address that sends the buyer to the hosted
 * checkout; with any other mode the order is completed as by complete_order and the address is null (spec 3 §2).
 */
export const submitCompleteOrderResponse = z.object({
  status: ok,
  order: orderSchema,
  stripe_session_redirect_url: z.string().nullable(),
})

/** A provider session id as the redirect route accepts it (Stripe's are cs_test_… / cs_live_…, ours cs_local_…). */
export const sessionIdParams = z.object({
  sessionId: z
    .string()
    .min(1)
    .max(255)
    .regex(/^[A-Za-z0-9_]+$/, V.invalid),
})

/** POST payments/webhook: the provider's event was applied (or was already); anything else is a KO it retries. */
export const webhookResponse = z.object({ status: ok })

/** GET order/{orderId}/payment_options: the caller's cart or order request. */
export const paymentOptionsParams = z.object({
  orderId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema),
})

/** The shipment address to answer for instead of the order's own (one of the order's client's); none: the order's. */
export const paymentOptionsQuery = z.object({
  shipment_address_id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema).optional(),
})

const paymentOptionAnswer = z.object({
  allowed: z.boolean(),
  /** Why not (options.ts), null when allowed. */
  reason: z.enum(PAYMENT_OPTION_REFUSALS).nullable(),
})

/**
 * Which ways to pay in advance the order may take with that shipment address (options.ts), and the total they would
 * charge: the VAT follows the destination. Nothing is saved: the wallet's calls pay the cart with the address that
 * get_shipping_info set on it.
 */
export const paymentOptionsResponse = z.object({
  status: ok,
  order_id: z.number().int(),
  /** The address answered for; null when neither the query nor the order names one still in the book. */
  shipment_address_id: z.number().int().nullable(),
  /** The total with VAT for that destination; null while the caller sees no prices. */
  order_final_price_iva: z.number().int().nullable(),
  options: z.object({
    card: paymentOptionAnswer,
    bank_transfer: paymentOptionAnswer,
    paypal: paymentOptionAnswer,
  }),
})
export type PaymentOptionsResponse = z.infer<typeof paymentOptionsResponse>
