import { dbIdSchema } from '../catalog/schemas.ts'
import { V } from '../http/validation-keys.ts'
import { ORDER_STATUSES } from '../orders/status-machine.ts'
import { CARRIER_KEYS } from '../orders/tracking.ts'
import { IVA_CODES, type IvaCode } from '../orders/vat.ts'
import { PAYMENT_STATUSES, REFUND_REASONS } from '../payments/attempt-machine.ts'
import { z } from '../zod.ts'

/**
 * The contract of the desk's order calls (issue 24 items 4, 5, 6): what an order's fulfilment looks like to staff
 * (payments, shipments, what may be done now, the fields staff own), and the bodies of accepting, marking paid,
 * shipping, closing, cancelling, refunding and editing those fields. Money in cents including VAT.
 */

const ok = z.literal('OK')
const stamp = z.string()

/** `{id}` of the desk's order and payment routes. */
export const deskIdParams = z.object({ id: z.coerce.number({ error: V.invalid }).pipe(dbIdSchema) })

/** A calendar day, YYYY-MM-DD, that exists (2026-02-31 does not: Date.parse would roll it into March). */
const day = z
  .string({ error: V.invalid })
  .regex(/^\d{4}-\d{2}-\d{2}$/, V.invalid)
  .refine((v) => {
    const date = new Date(`${v}T00:00:00Z`)
    return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v)
  }, V.invalid)

/** A staff note: one line or a few, never a document. */
const note = z.string({ error: V.invalid }).trim().max(1000, V.tooLong)

/** Label keys of the desk's order refusals and fields (db/seed/labels/desk-orders.ts). */
export const DESK_ORDER_LABELS = {
  pm5Unpaid: 'desk.orders.pm5_unpaid',
  notConfirmed: 'desk.orders.not_confirmed',
  amountMismatch: 'desk.orders.amount_mismatch',
  notPayable: 'desk.orders.not_payable',
  lineUnknown: 'desk.orders.line_unknown',
  qtyBeyond: 'desk.orders.qty_beyond',
  emptyPackage: 'desk.orders.empty_package',
  refundNotDue: 'desk.orders.refund_not_due',
  abiCab: 'desk.orders.abi_cab_format',
  reasonRequired: 'desk.orders.reason_required',
  paidLocked: 'desk.orders.paid_locked',
  paidInFuture: 'desk.orders.paid_in_future',
  shipped: 'desk.orders.shipped',
  notEditable: 'desk.orders.not_editable',
} as const

export const deskPaymentSchema = z.object({
  id: z.number().int(),
  status: z.enum(PAYMENT_STATUSES),
  method: z.string(),
  provider: z.string(),
  external_id: z.string().nullable(),
  amount: z.number().int(),
  currency: z.string(),
  received_amount: z.number().int().nullable(),
  refund_reason: z.enum(REFUND_REASONS).nullable(),
  created_at: stamp,
  paid_at: stamp.nullable(),
  refunded_at: stamp.nullable(),
  note: z.string(),
  staff_user_id: z.number().int().nullable(),
})
export type DeskPayment = z.infer<typeof deskPaymentSchema>

export const deskPackageSchema = z.object({
  id: z.number().int(),
  carrier: z.string(),
  carrier_name: z.string(),
  tracking_number: z.string(),
  tracking_url: z.string().nullable(),
  items: z.array(z.object({ line_id: z.number().int(), qty: z.number().int() })),
})

export const deskShipmentSchema = z.object({
  id: z.number().int(),
  shipping_doc_date: z.string(),
  note: z.string(),
  created_at: stamp,
  packages: z.array(deskPackageSchema),
})

/** A line as the shipment and fields forms need it: what it is, how many, how many already shipped. */
export const deskFulfilmentLineSchema = z.object({
  id: z.number().int(),
  position: z.number().int(),
  configuration_code: z.string(),
  ref_code: z.string().nullable(),
  qty: z.number().int(),
  shipped: z.number().int(),
  skip_erp: z.boolean(),
})

/** What staff may do to the order now, from the status machine and the payment state (deskActions). */
export const deskActionsSchema = z.object({
  accept: z.boolean(),
  accept_without_prepayment: z.boolean(),
  mark_paid: z.boolean(),
  ship: z.boolean(),
  close: z.boolean(),
  cancel: z.boolean(),
  cancel_request: z.boolean(),
})
export type DeskActions = z.infer<typeof deskActionsSchema>

const IVA_CODE_KEYS = Object.keys(IVA_CODES) as [IvaCode, ...IvaCode[]]

/**
 * custom_abi_cab: the bank's ABI code and the branch's CAB code, 5 digits each, written 'ABI/CAB' (03069/09606);
 * '' for none. Spaces and a dash are taken as the separator too and the answer always has the slash.
 */
export const abiCabSchema = z
  .string({ error: V.invalid })
  .trim()
  .transform((v) => v.replace(/^(\d{5})\s*[-/ ]\s*(\d{5})$/, '$1/$2'))
  .pipe(z.union([z.literal(''), z.string().regex(/^\d{5}\/\d{5}$/, DESK_ORDER_LABELS.abiCab)]))

export const deskOrderFieldsSchema = z.object({
  hide_discounts: z.boolean(),
  has_fixed_price: z.boolean(),
  custom_abi_cab: z.string(),
  ddt_notes: z.string(),
  iva_code: z.enum(IVA_CODE_KEYS).nullable(),
})

export const deskFulfilmentSchema = z.object({
  id: z.number().int(),
  order_ref: z.string(),
  status: z.enum(ORDER_STATUSES),
  is_quotation: z.boolean(),
  payment_mode_id: z.number().int().nullable(),
  payed: z.boolean(),
  paid_at: stamp.nullable(),
  /** What a bank transfer must bring: the order's total with VAT (null while it has none). */
  amount_due: z.number().int().nullable(),
  payments: z.array(deskPaymentSchema),
  refunds_due: z.array(deskPaymentSchema),
  shipments: z.array(deskShipmentSchema),
  lines: z.array(deskFulfilmentLineSchema),
  actions: deskActionsSchema,
  fields: deskOrderFieldsSchema,
})
export type DeskFulfilment = z.infer<typeof deskFulfilmentSchema>

export const deskFulfilmentResponse = z.object({ status: ok, fulfilment: deskFulfilmentSchema })

export const deskAcceptBody = z.object({
  without_prepayment: z.boolean({ error: V.invalid }).optional(),
  note: note.optional(),
})

export const deskRecordPaymentBody = z.object({
  /** Cents including VAT: must be the order's whole total (no partial payments, docs/decisions/034). */
  amount: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(100_000_000_000, V.invalid),
  paid_at: day,
  note: note.default(''),
})

const MAX_PACKAGES = 20

export const deskShipmentBody = z.object({
  shipping_doc_date: day,
  note: note.optional(),
  packages: z
    .array(
      z.object({
        carrier: z.enum(CARRIER_KEYS, { error: V.invalid }),
        tracking_number: z
          .string({ error: V.invalid })
          .trim()
          .min(1, V.required)
          .max(60, V.tooLong)
          .regex(/^[\w\s./-]+$/, V.invalidCharacters),
        items: z
          .array(
            z.object({
              line_id: dbIdSchema,
              qty: z.number({ error: V.invalid }).int(V.invalid).min(1, V.invalid).max(9999, V.invalid),
            }),
          )
          .min(1, DESK_ORDER_LABELS.emptyPackage)
          .max(200, V.tooMany),
      }),
    )
    .min(1, V.required)
    .max(MAX_PACKAGES, V.tooMany),
})
export type DeskShipmentBody = z.infer<typeof deskShipmentBody>

export const deskCancelBody = z.object({
  reason: z
    .string({ error: DESK_ORDER_LABELS.reasonRequired })
    .trim()
    .min(1, DESK_ORDER_LABELS.reasonRequired)
    .max(1000, V.tooLong),
})

export const deskRefundBody = z.object({ note: note.default('') })

export const deskOrderFieldsBody = z
  .object({
    hide_discounts: z.boolean({ error: V.invalid }),
    has_fixed_price: z.boolean({ error: V.invalid }),
    custom_abi_cab: abiCabSchema,
    ddt_notes: z.string({ error: V.invalid }).trim().max(500, V.tooLong),
    iva_code: z.enum(IVA_CODE_KEYS, { error: V.invalid }),
    lines: z
      .array(z.object({ id: dbIdSchema, skip_erp: z.boolean({ error: V.invalid }) }))
      .max(500, V.tooMany),
  })
  .partial()
export type DeskOrderFieldsBody = z.infer<typeof deskOrderFieldsBody>

/** The refunds list: page from 1, 50 a page by default. */
export const deskRefundsQuery = z.object({
  page: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(10_000, V.invalid)
    .default(1),
  per_page: z.coerce
    .number({ error: V.invalid })
    .int(V.invalid)
    .min(1, V.invalid)
    .max(100, V.invalid)
    .default(50),
})

export const deskRefundRowSchema = deskPaymentSchema.extend({
  order_id: z.number().int(),
  order_ref: z.string(),
  client: z.string(),
})
export type DeskRefundRow = z.infer<typeof deskRefundRowSchema>

export const deskRefundsResponse = z.object({
  status: ok,
  refunds: z.array(deskRefundRowSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
})

export const deskRefundResponse = z.object({ status: ok, payment: deskPaymentSchema })
