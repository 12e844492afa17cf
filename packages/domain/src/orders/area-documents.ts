import { V } from '../http/fields.ts'
import { z } from '../zod.ts'
import { ORDER_BADGES } from './badges.ts'
import { cartDocumentSchema } from './cart-schemas.ts'

/**
 * The customer's documents in one place (issue 26 item 6): the PDFs attached to the company's orders and quotations
 * (carts never), a page at a time, each with the order or quotation it belongs to.
 */

/** Documents per page: a company's years of orders stay one short answer each. */
export const AREA_DOCUMENTS_PAGE_SIZE = 25

export const areaDocumentsQuery = z.object({
  page: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(10_000, V.invalid)
    .default(1),
})

/** The order or quotation a document belongs to, as a list names it, and the list whose address opens it. */
const areaDocumentOrderSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  quotation_reference: z.string(),
  reference_client_code: z.string(),
  is_quotation: z.boolean(),
  /** The label key of its badge (orderBadge). */
  badge: z.enum(ORDER_BADGES),
  /** An approved quotation is an order: its page is under /orders (spec 3 §2). */
  list: z.enum(['orders', 'quotations']),
  /** When it was submitted; ISO instant. */
  cart_submitted_at: z.string().nullable(),
})

export const areaDocumentSchema = cartDocumentSchema.extend({ order: areaDocumentOrderSchema })
export type AreaDocument = z.infer<typeof areaDocumentSchema>

/**
 * GET user/get_documents: one page of the documents, the newest order first and each order's in the order they were
 * attached, with how many there are in all.
 */
export const areaDocumentsResponse = z.object({
  status: z.literal('OK'),
  documents: z.array(areaDocumentSchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
