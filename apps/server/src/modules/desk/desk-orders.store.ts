import type { DeskFulfilment, DeskPayment } from '@shop/domain/desk/order-schemas'
import { carrierName, trackingUrl } from '@shop/domain/orders/tracking'
import { isIvaCode } from '@shop/domain/orders/vat'
import { isLivePayment } from '@shop/domain/payments/attempt-machine'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client.ts'
import {
  orderLines,
  orders,
  payments,
  productConfigurations,
  shipmentPackages,
  shipments,
} from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { deskActions } from './desk-orders.rules.ts'

/**
 * The desk's reads of one order's fulfilment (issue 24 items 4, 5, 6): its payments, shipments with packages and
 * tracking links, the lines with what is shipped of each, and the actions staff may take now.
 */

export type DeskOrderRow = typeof orders.$inferSelect

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

/** Locks an order the desk may act on (any status but a cart); 404 for none. Inside the caller's transaction. */
export async function lockDeskOrder(tx: Tx, orderId: number): Promise<DeskOrderRow> {
  const [order] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ne(orders.status, 'DRAFT')))
    .for('update')
  if (!order) throw new AppError('not_found')
  return order
}

/** A payment row as the desk shows it. */
export function toDeskPayment(p: typeof payments.$inferSelect): DeskPayment {
  return {
    id: p.id,
    status: p.status,
    method: p.method,
    provider: p.provider,
    external_id: p.externalId,
    amount: p.amount,
    currency: p.currency,
    received_amount: p.receivedAmount,
    refund_reason: p.refundReason,
    created_at: p.createdAt.toISOString(),
    paid_at: iso(p.paidAt),
    refunded_at: iso(p.refundedAt),
    note: p.note,
    staff_user_id: p.staffUserId,
  }
}

/** Each line of the order with its quantity and what its shipments carried of it so far. */
export async function findShippableLines(q: Queryable, orderId: number) {
  const lines = await q
    .select({
      id: orderLines.id,
      position: orderLines.position,
      qty: orderLines.qty,
      skip_erp: orderLines.skipErp,
      configuration_code: productConfigurations.configurationCode,
      ref_code: productConfigurations.currentRefCode,
    })
    .from(orderLines)
    .innerJoin(productConfigurations, eq(productConfigurations.id, orderLines.productConfigurationId))
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
  const packages = await findPackages(q, orderId)
  const shipped = new Map<number, number>()
  for (const p of packages)
    for (const item of p.items) shipped.set(item.line_id, (shipped.get(item.line_id) ?? 0) + item.qty)
  return {
    lines: lines.map((l) => ({ ...l, shipped: shipped.get(l.id) ?? 0 })),
    packages,
  }
}

function findPackages(q: Queryable, orderId: number) {
  return q
    .select({
      id: shipmentPackages.id,
      shipmentId: shipmentPackages.shipmentId,
      carrier: shipmentPackages.carrier,
      trackingNumber: shipmentPackages.trackingNumber,
      items: shipmentPackages.items,
    })
    .from(shipmentPackages)
    .innerJoin(shipments, eq(shipments.id, shipmentPackages.shipmentId))
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipmentPackages.id))
}

/** The fulfilment answer of an order the desk may see; 404 for none (or a cart). `tx` inside a transaction. */
export async function findFulfilment(q: Queryable, orderId: number): Promise<DeskFulfilment> {
  const [order] = await q
    .select()
    .from(orders)
    .where(and(eq(orders.id, orderId), ne(orders.status, 'DRAFT')))
  if (!order) throw new AppError('not_found')
  const paymentRows = await q
    .select()
    .from(payments)
    .where(eq(payments.orderId, orderId))
    .orderBy(asc(payments.createdAt), asc(payments.id))
  const shipmentRows = await q
    .select()
    .from(shipments)
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.createdAt), asc(shipments.id))
  const { lines, packages } = await findShippableLines(q, orderId)
  const list = paymentRows.map(toDeskPayment)
  const amountDue = order.orderFinalPriceIva
  return {
    id: order.id,
    order_ref: order.orderRef ?? '',
    status: order.status,
    is_quotation: order.isQuotation,
    payment_mode_id: order.paymentModeId,
    payed: order.payed,
    paid_at: iso(order.paidAt),
    amount_due: amountDue,
    payments: list,
    refunds_due: list.filter((p) => p.status === 'refund_due'),
    shipments: shipmentRows.map((s) => ({
      id: s.id,
      shipping_doc_date: s.shippingDocDate,
      note: s.note,
      created_at: s.createdAt.toISOString(),
      packages: packages
        .filter((p) => p.shipmentId === s.id)
        .map((p) => ({
          id: p.id,
          carrier: p.carrier,
          carrier_name: carrierName(p.carrier),
          tracking_number: p.trackingNumber,
          tracking_url: trackingUrl(p.carrier, p.trackingNumber),
          items: p.items,
        })),
    })),
    lines,
    actions: deskActions({
      status: order.status,
      isQuotation: order.isQuotation,
      paymentModeId: order.paymentModeId,
      payed: order.payed,
      amountDue,
      livePayment: paymentRows.some((p) => isLivePayment(p.status)),
      unshipped: lines.some((l) => l.shipped < l.qty),
      shipped: packages.length > 0,
    }),
    fields: {
      hide_discounts: order.hideDiscounts,
      has_fixed_price: order.hasFixedPrice,
      custom_abi_cab: order.customAbiCab,
      ddt_notes: order.ddtNotes,
      iva_code: isIvaCode(order.ivaCode) ? order.ivaCode : null,
    },
  }
}
