import { DESK_ORDER_LABELS, type DeskOrderFieldsBody } from '@shop/domain/desk/order-schemas'
import { computeOrderTotals } from '@shop/domain/orders/totals'
import { frozenVatInput } from '@shop/domain/orders/vat'
import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orderLines, orders } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { frozenTotalsInput, getOrderRows } from '../orders/order.view.ts'
import { assertOrderEditable, closeOpenPayments } from '../orders/payment-guard.service.ts'
import { recordAudit } from './desk-audit.store.ts'
import { changeDeskOrder, type DeskOrderDeps } from './desk-orders.service.ts'
import type { DeskOrderRow } from './desk-orders.store.ts'

/**
 * The order fields staff own (issue 24 item 6; spec 3 §3): hide_discounts, orderHasFixedPrice, custom_abi_cab,
 * ddt_notes, the VAT code and each line's skip_erp. Only the fields sent change; desk_audit keeps each one's before
 * and after. The VAT code changes the total, so it follows the payment guard: no open attempt, never on a paid order,
 * and only while the order is still open; the order's VAT and total are priced again by the one computeOrderTotals.
 */

/** The statuses whose VAT may still change: a closed, cancelled or refused order keeps the VAT it had. */
const OPEN_STATUSES: readonly DeskOrderRow['status'][] = ['NEW', 'READY', 'CONFIRMED', 'INCOMPLETE_REQUEST']

const COLUMNS = {
  hide_discounts: 'hideDiscounts',
  has_fixed_price: 'hasFixedPrice',
  custom_abi_cab: 'customAbiCab',
  ddt_notes: 'ddtNotes',
  iva_code: 'ivaCode',
} as const satisfies Record<string, keyof DeskOrderRow>

type FieldName = keyof typeof COLUMNS

export async function updateDeskOrderFields(
  deps: DeskOrderDeps,
  staffId: number,
  orderId: number,
  body: DeskOrderFieldsBody,
) {
  if (body.iva_code !== undefined) await closeOpenPayments(deps, orderId, 'vat_changed')
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    const before: Record<string, unknown> = {}
    const after: Record<string, unknown> = {}
    const set: Partial<DeskOrderRow> = {}
    for (const field of Object.keys(COLUMNS) as FieldName[]) {
      const value = body[field]
      const column = COLUMNS[field]
      if (value === undefined || value === order[column]) continue
      before[field] = order[column]
      after[field] = value
      Object.assign(set, { [column]: value })
    }
    if ('iva_code' in after) Object.assign(set, await repriceVat(deps, tx, order, body.iva_code ?? null))
    const lines = await updateSkipErp(tx, order.id, body.lines ?? [])
    if (lines.length > 0) {
      before.lines = lines.map((l) => ({ id: l.id, skip_erp: !l.skip_erp }))
      after.lines = lines
    }
    if (Object.keys(after).length === 0) return
    if (Object.keys(set).length > 0)
      await tx
        .update(orders)
        .set({ ...set, updatedAt: sql`now()` })
        .where(eq(orders.id, order.id))
    await recordAudit(tx, {
      entity: 'order',
      entityId: order.id,
      actorUserId: staffId,
      action: 'fields_updated',
      details: { before, after },
    })
  })
}

/** The order's VAT and total with another VAT code; refused on a paid, closed or cancelled order. */
async function repriceVat(deps: DeskOrderDeps, tx: Tx, order: DeskOrderRow, ivaCode: string | null) {
  const ref = { ref: order.orderRef ?? '' }
  if (!OPEN_STATUSES.includes(order.status))
    throw new AppError('conflict', DESK_ORDER_LABELS.notEditable, {}, {}, ref)
  if (order.payed) throw new AppError('conflict', DESK_ORDER_LABELS.paidLocked, {}, {}, ref)
  await assertOrderEditable(tx, order.id)
  // A request still to be priced has no total: only its code changes, the desk's pricing applies it.
  if (order.orderFinalPrice === null) return {}
  const rows = await getOrderRows(deps.db, order.id, tx)
  const totals = computeOrderTotals({ ...frozenTotalsInput(rows), vat: frozenVatInput(ivaCode) })
  return { ivaTotal: totals.iva_total, orderFinalPriceIva: totals.order_final_price_iva }
}

/** Sets skip_erp on the lines named; every id must be a line of the order (422 on the first that is not). */
async function updateSkipErp(tx: Tx, orderId: number, wanted: { id: number; skip_erp: boolean }[]) {
  if (wanted.length === 0) return []
  const rows = await tx
    .select({ id: orderLines.id, skip_erp: orderLines.skipErp })
    .from(orderLines)
    .where(
      and(
        eq(orderLines.orderId, orderId),
        inArray(
          orderLines.id,
          wanted.map((w) => w.id),
        ),
      ),
    )
  const current = new Map(rows.map((r) => [r.id, r.skip_erp]))
  const unknown = wanted.findIndex((w) => !current.has(w.id))
  if (unknown >= 0)
    throw validationFailure([{ path: ['lines', unknown, 'id'], message: DESK_ORDER_LABELS.lineUnknown }])
  const changed = wanted.filter((w) => current.get(w.id) !== w.skip_erp)
  for (const value of [true, false]) {
    const ids = changed.filter((w) => w.skip_erp === value).map((w) => w.id)
    if (ids.length > 0) await tx.update(orderLines).set({ skipErp: value }).where(inArray(orderLines.id, ids))
  }
  return changed
}
