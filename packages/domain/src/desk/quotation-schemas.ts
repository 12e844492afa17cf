import { dbIdSchema } from '../catalog/schemas.ts'
import { PG_INT_MAX, requiredText, storedText, V } from '../http/fields.ts'
import { isoDate } from '../orders/checkout-schemas.ts'
import { z } from '../zod.ts'

/**
 * The desk's pricing of a quotation (issue 24 items 2, 3): the draft saved with the version the page saw, the send,
 * and the customer's request to modify it. Money is integer cents excluding VAT; percents have at most two decimals.
 */

const centsField = z
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(0, V.invalid)
  .max(1_000_000_000_00, V.invalid)
const percentField = z
  .number({ error: V.invalid })
  .min(0, V.invalid)
  .max(100, V.invalid)
  // At most two decimals: percents are kept in basis points.
  .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, V.invalid)
const versionField = z
  .number({ error: V.invalid })
  .int(V.invalid)
  .min(0, V.invalid)
  .max(PG_INT_MAX, V.invalid)

/** Days a priced quotation stays valid unless the desk says otherwise (issue 24 item 2). */
export const DESK_VALIDITY_DAYS = 30

export const quotationLineDraft = z.object({
  id: dbIdSchema,
  /** The unit list price of a line to be quoted; ignored on a line the catalogue priced. */
  price: centsField.optional(),
  use_custom_discount: z.boolean({ error: V.invalid }).default(false),
  custom_discount: percentField.nullable().default(null),
  custom_discount_extra: percentField.nullable().default(null),
})

export const quotationDraftBody = z
  .object({
    version: versionField,
    lines: z.array(quotationLineDraft).max(200, V.tooMany),
    order_discount: z.number({ error: V.invalid }).min(0, V.invalid).nullable().default(null),
    order_discount_type: z.enum(['percent', 'amount'], { error: V.invalid }).nullable().default(null),
    /** Null: by port, as the cart. */
    shipping_price: centsField.nullable().default(null),
    additional_price: centsField.default(0),
    additional_shipping_cost: centsField.default(0),
    delivery_time: storedText(200).default(''),
    /** YYYY-MM-DD, today or later; absent: 30 days from today. */
    valid_until: isoDate.optional(),
  })
  .superRefine((body, ctx) => {
    if (body.order_discount === null) return
    const type = body.order_discount_type
    const bad =
      type === null ||
      (type === 'percent' && !percentField.safeParse(body.order_discount).success) ||
      (type === 'amount' && !centsField.safeParse(body.order_discount).success)
    if (bad) ctx.addIssue({ code: 'custom', path: ['order_discount'], message: V.invalid })
  })
export type QuotationDraftBody = z.input<typeof quotationDraftBody>
export type QuotationDraft = z.output<typeof quotationDraftBody>

export const quotationSendBody = z.object({ version: versionField })

/** POST order/ask_modification (the customer): the quotation and why it should change. */
export const askModificationBody = z.object({
  id: dbIdSchema,
  note: requiredText(2000),
})

export const okAnswer = z.object({ status: z.literal('OK') })
