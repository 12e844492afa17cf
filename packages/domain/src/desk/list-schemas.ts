import { dbIdSchema } from '../catalog/schemas.ts'
import { storedText, V } from '../http/fields.ts'
import { ORDER_STATUSES, type OrderStatus } from '../orders/status-machine.ts'
import { z } from '../zod.ts'

/**
 * The desk's one list (issue 24 items 2, 4, 12): quotations, orders and order requests, sorted, filtered and paged on
 * the server, one SQL query per page whatever its size.
 */

export const DESK_LIST_KINDS = ['quotations', 'orders', 'requests'] as const
export type DeskListKind = (typeof DESK_LIST_KINDS)[number]

/** The statuses each list shows (spec 3 §4): a quotation's whole life, an order's, an order request's. */
export const DESK_KIND_STATUSES = {
  quotations: ['NEW', 'READY', 'CONFIRMED', 'REFUSED', 'CANCELLED'],
  orders: ['NEW', 'CONFIRMED', 'CLOSED', 'CANCELLED'],
  requests: ['INCOMPLETE_REQUEST'],
} as const satisfies Record<DeskListKind, readonly OrderStatus[]>

export const DESK_LIST_SORTS = ['created_at', 'updated_at', 'total', 'client'] as const
export type DeskListSort = (typeof DESK_LIST_SORTS)[number]

/** Flags a list may be narrowed to: quotations past their validity, or whose validity ends today (Rome). */
export const DESK_LIST_FLAGS = ['expired', 'expiring_today', 'modification'] as const

export const DESK_LIST_MAX_PER_PAGE = 100
export const DESK_LIST_PER_PAGE = 50

const intQuery = (min: number, max: number) =>
  z.coerce.number({ error: V.invalid }).int(V.invalid).min(min, V.invalid).max(max, V.invalid)

export const deskListQuery = z.object({
  kind: z.enum(DESK_LIST_KINDS, { error: V.invalid }),
  status: z.enum(ORDER_STATUSES, { error: V.invalid }).optional(),
  flag: z.enum(DESK_LIST_FLAGS, { error: V.invalid }).optional(),
  client: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema).optional(),
  /** Order reference, the customer's references, the client's name or the customer's e-mail. */
  q: storedText(100).optional(),
  sort: z.enum(DESK_LIST_SORTS, { error: V.invalid }).default('created_at'),
  dir: z.enum(['asc', 'desc'], { error: V.invalid }).default('desc'),
  page: intQuery(1, 100_000).default(1),
  per_page: intQuery(1, DESK_LIST_MAX_PER_PAGE).default(DESK_LIST_PER_PAGE),
})
export type DeskListQuery = z.input<typeof deskListQuery>

export const deskListRowSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  status: z.enum(ORDER_STATUSES),
  is_quotation: z.boolean(),
  expired: z.boolean(),
  client: z.object({ id: z.number().int(), name: z.string(), verified: z.boolean() }).nullable(),
  customer: z.object({ name: z.string(), email: z.string() }).nullable(),
  quotation_reference: z.string(),
  reference_client_code: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
  quotation_valid_until: z.string().nullable(),
  /** The total excluding VAT as frozen or priced; null while a line is to be quoted and nothing was priced. */
  order_final_price: z.number().int().nullable(),
  lines: z.number().int(),
  /** Lines still to be quoted (-1). */
  lines_to_quote: z.number().int(),
  revision: z.number().int(),
  /** The customer's modification request that sent a READY quotation back (shown first in the list). */
  modification: z.object({ reason: z.string(), at: z.string() }).nullable(),
  payed: z.boolean(),
  /** Whole days since the record was created (an order request's age). */
  age_days: z.number().int(),
})
export type DeskListRow = z.infer<typeof deskListRowSchema>

export const deskListResponse = z.object({
  status: z.literal('OK'),
  rows: z.array(deskListRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
})
