import { dbIdSchema } from '../catalog/schemas.ts'
import { V } from '../http/fields.ts'
import { z } from '../zod.ts'

/**
 * The order request between 'Procedi con l'ordine' and its completion (spec 2 §4, spec 3 §4; issue 23 item 2;
 * docs/decisions/021): what the header and the checkout show of it, and the call that takes it back into the cart.
 */

/** The buyer's order request still to be completed, as the header and /{lang}/checkout show it. */
export const pendingRequestSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  cart_submitted_at: z.string(),
  /** The pieces of all its lines. */
  total_qty: z.number().int(),
  /** The total with VAT frozen at submission; null where the viewer may not see prices. */
  order_final_price_iva: z.number().int().nullable(),
})
export type PendingRequest = z.infer<typeof pendingRequestSchema>

/** GET order/pending_request: the most recent one, or null (a visitor, or nothing waiting). */
export const pendingRequestResponse = z.object({
  status: z.literal('OK'),
  pending_request: pendingRequestSchema.nullable(),
})

/** POST order/{orderId}/back_to_cart. */
export const orderRequestParams = z.object({
  orderId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema),
})
