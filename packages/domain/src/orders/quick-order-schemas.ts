import { dbIdSchema } from '../catalog/schemas.ts'
import { V } from '../http/fields.ts'
import { z } from '../zod.ts'
import { cartSchema } from './cart-schemas.ts'
import { MAX_QUICK_ORDER_CHARS } from './quick-order.ts'

/**
 * Lines put into the cart by configuration code (issue 26 items 4 and 5): the quick order's preview and add, and the
 * reorder of an order or quotation. Each line answers what it became: priced and added (or addable), or refused with
 * the reason the configurator gives. Money is integer cents excluding VAT, -1 to be quoted, null where the viewer may
 * not see prices.
 */

const ok = z.literal('OK')
const cents = z.number().int()

/** One line's outcome. */
export const cartLineOutcomeSchema = z.object({
  /** The line number in the pasted text, or the position in the order reordered. */
  row: z.number().int(),
  /** The code as written (a client's own code stays as they wrote it). */
  input: z.string(),
  /** The canonical configuration code; null when the line does not decode. */
  configuration_code: z.string().nullable(),
  /** The product's name (base model or accessory sold alone); null when the line does not decode. */
  name: z.string().nullable(),
  qty: z.number().int(),
  client_product_ref: z.string(),
  /** The chosen values in words ('Uscita: Modbus RTU'). */
  choices: z.array(z.string()),
  ok: z.boolean(),
  /** Why the line is refused, in the request's language; null when it is fine. */
  error: z.string().nullable(),
  /** The refusal's code (the decoder's reason, choice_required, …); null when it is fine. */
  reason: z.string().nullable(),
  /** What the buyer should know of a line that goes in (an accessory now unavailable). */
  notices: z.array(z.string()),
  /** Today's unit prices. */
  price: cents.nullable(),
  discounted_price: cents.nullable(),
  /** Reorder only: the unit price paid then (frozen on the order); null otherwise or when hidden. */
  price_then: cents.nullable(),
})
export type CartLineOutcome = z.infer<typeof cartLineOutcomeSchema>

/** A pasted text or the text of an uploaded CSV. */
const quickOrderText = z
  .string({ error: V.required })
  .min(1, V.required)
  .max(MAX_QUICK_ORDER_CHARS, V.tooLong)

/** POST user/quick_order_preview: the lines decoded and priced, nothing written. */
export const quickOrderPreviewBody = z.object({ text: quickOrderText })

/**
 * A key the page makes once per preview: the same key again (a double click, a retry) adds nothing twice and answers
 * the same cart.
 */
const batchKey = z.string({ error: V.required }).regex(/^[A-Za-z0-9_-]{8,64}$/, V.invalid)

/** POST user/quick_order_add: the same text, its valid lines added to the cart in one step. */
export const quickOrderAddBody = z.object({ text: quickOrderText, key: batchKey })

export const quickOrderPreviewResponse = z.object({
  status: ok,
  lines: z.array(cartLineOutcomeSchema),
  /** Lines that would go in. */
  valid: z.number().int(),
})

/** The add's and the reorder's answer: each line's outcome and the cart they went into. */
export const cartLinesAddedResponse = z.object({
  status: ok,
  lines: z.array(cartLineOutcomeSchema),
  /** Lines added now (0 on a repeat of the same key). */
  added: z.number().int(),
  cart: cartSchema,
})

/** POST order/{orderId}/reorder. */
export const reorderParams = z.object({ orderId: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })
export const reorderBody = z.object({ key: batchKey })
