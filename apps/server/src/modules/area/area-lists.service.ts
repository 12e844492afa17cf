import { AREA_DOCUMENTS_PAGE_SIZE, type AreaDocument } from '@shop/domain/orders/area-documents'
import type { AreaListType, AreaOrderItem } from '@shop/domain/orders/area-schemas'
import { orderBadge } from '@shop/domain/orders/badges'
import { toCartDocument } from '@shop/domain/orders/documents'
import type { Db } from '../../db/client.ts'
import { type CheckoutCaller, callerSeesPrices } from '../checkout/checkout.service.ts'
import { findSettings } from '../lookups/settings.service.ts'
import {
  type AreaDocumentRow,
  type AreaListRow,
  type AreaViewer,
  findActiveRows,
  findDocumentRows,
  findYearRows,
} from './area-lists.store.ts'

/**
 * GET user/get_active_orders and user/get_orders_by_year (spec 3 §2 lists, §4 badges; issue 25 item 5), and
 * user/get_documents (issue 26 item 6): one statement each (area-lists.store.ts), the rows shaped here with their
 * badge, prices only for a viewer who sees them.
 */

type Lists = { orders: AreaOrderItem[]; quotations: AreaOrderItem[] }

const viewerOf = (caller: CheckoutCaller): AreaViewer => ({
  userId: caller.userId,
  clientId: caller.client?.id ?? null,
})

const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString())

/** A row as the lists answer it: instants as every answer writes them, the badge, the total where prices show. */
function toItem(row: AreaListRow, showPrices: boolean): AreaOrderItem {
  return {
    id: row.id,
    order_ref: row.order_ref ?? '',
    quotation_reference: row.quotation_reference,
    status: row.status,
    is_quotation: row.is_quotation,
    cancelled: row.status === 'CANCELLED',
    expired: row.expired,
    badge: orderBadge(row),
    reference_client_code: row.reference_client_code,
    cart_submitted_at: iso(row.cart_submitted_at),
    created_at: new Date(row.created_at).toISOString(),
    updated_at: new Date(row.updated_at).toISOString(),
    quotation_valid_until: iso(row.quotation_valid_until),
    quotation_refused_at: iso(row.quotation_refused_at),
    tobe_quoted: row.tobe_quoted,
    order_final_price: showPrices && row.order_final_price !== null ? Number(row.order_final_price) : null,
    payed: row.payed,
  }
}

async function toLists(db: Db, caller: CheckoutCaller, rows: AreaListRow[]): Promise<Lists> {
  const show = callerSeesPrices(caller, await findSettings(db))
  const lists: Lists = { orders: [], quotations: [] }
  for (const row of rows) (row.list === 'order' ? lists.orders : lists.quotations).push(toItem(row, show))
  return lists
}

/** The caller's active orders and quotations of the type asked (the other list empty), and the history's years. */
export async function findActiveOrders(
  db: Db,
  caller: CheckoutCaller,
  type: AreaListType,
): Promise<Lists & { years: number[] }> {
  const { rows, years } = await findActiveRows(db, viewerOf(caller), type)
  return { ...(await toLists(db, caller, rows)), years }
}

/** The caller's closed and cancelled orders and quotations submitted in the year (Europe/Rome). */
export async function findOrdersByYear(
  db: Db,
  caller: CheckoutCaller,
  type: AreaListType,
  year: number,
): Promise<Lists> {
  return toLists(db, caller, await findYearRows(db, viewerOf(caller), type, year))
}

/** A document as the documents page lists it: as the cart and the detail answer it, and the order it belongs to. */
function toAreaDocument(row: AreaDocumentRow): AreaDocument {
  return {
    ...toCartDocument({
      ...row,
      orderId: row.order_id,
      lineId: row.line_id,
      accessoryId: row.accessory_id,
      createdAt: new Date(row.created_at),
    }),
    order: {
      id: row.order_id,
      order_ref: row.order_ref ?? '',
      quotation_reference: row.quotation_reference,
      reference_client_code: row.reference_client_code,
      is_quotation: row.is_quotation,
      badge: orderBadge(row),
      list: row.list === 'order' ? 'orders' : 'quotations',
      cart_submitted_at: iso(row.cart_submitted_at),
    },
  }
}

/** GET user/get_documents (issue 26 item 6): a page of the documents on the caller's orders and quotations. */
export async function findAreaDocuments(
  db: Db,
  caller: CheckoutCaller,
  page: number,
): Promise<{ documents: AreaDocument[]; total: number; page: number; page_size: number }> {
  const size = AREA_DOCUMENTS_PAGE_SIZE
  const { rows, total } = await findDocumentRows(db, viewerOf(caller), { size, offset: (page - 1) * size })
  return { documents: rows.map(toAreaDocument), total, page, page_size: size }
}
