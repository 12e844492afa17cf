import { DESK_ORDER_LABELS, type DeskShipmentBody } from '@shop/domain/desk/order-schemas'
import { shipmentPackages, shipments } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { recordAudit } from './desk-audit.store.ts'
import { queueDeskOrderMail } from './desk-orders.mails.ts'
import { changeDeskOrder, type DeskOrderDeps, stampAttrib } from './desk-orders.service.ts'
import { findShippableLines } from './desk-orders.store.ts'

/**
 * A shipment of a CONFIRMED order (issue 24 item 4; spec 3 §3 shipment.attrib.packing_list.items and
 * attrib.data_shipping_doc): 1 to 20 packages, each with its carrier, tracking number and the lines and quantities in
 * it. A line must be the order's, and what all shipments carry of it never goes beyond its quantity. The customer is
 * mailed each package's tracking link; desk_audit keeps the facts; the order's data_shipping_doc is the latest
 * transport document's date.
 */
export async function shipDeskOrder(
  deps: DeskOrderDeps,
  staffId: number,
  orderId: number,
  body: DeskShipmentBody,
) {
  return changeDeskOrder(deps, orderId, async (tx, order) => {
    if (order.status !== 'CONFIRMED')
      throw new AppError(
        'conflict',
        DESK_ORDER_LABELS.notConfirmed,
        {},
        {},
        { ref: order.orderRef ?? '', status: order.status },
      )
    const { lines } = await findShippableLines(tx, order.id)
    // Lines are named to staff by their number on the order, 1 up.
    const remaining = new Map(lines.map((l, i) => [l.id, { left: l.qty - l.shipped, number: i + 1 }]))
    for (const [p, pkg] of body.packages.entries())
      for (const [i, item] of pkg.items.entries()) {
        const path = ['packages', p, 'items', i]
        const line = remaining.get(item.line_id)
        if (!line)
          throw validationFailure([{ path: [...path, 'line_id'], message: DESK_ORDER_LABELS.lineUnknown }])
        if (item.qty > line.left)
          throw validationFailure([{ path: [...path, 'qty'], message: DESK_ORDER_LABELS.qtyBeyond }], {
            line: line.number,
            remaining: line.left,
          })
        line.left -= item.qty
      }
    const [shipment] = await tx
      .insert(shipments)
      .values({
        orderId: order.id,
        shippingDocDate: body.shipping_doc_date,
        note: body.note ?? '',
        createdBy: staffId,
      })
      .returning({ id: shipments.id })
    const shipmentId = shipment?.id as number
    await tx.insert(shipmentPackages).values(
      body.packages.map((p) => ({
        shipmentId,
        carrier: p.carrier,
        trackingNumber: p.tracking_number,
        items: p.items.map((i) => ({ line_id: i.line_id, qty: i.qty })),
      })),
    )
    const previous = typeof order.attrib.data_shipping_doc === 'string' ? order.attrib.data_shipping_doc : ''
    const latest = previous > body.shipping_doc_date ? previous : body.shipping_doc_date
    await stampAttrib(tx, order, { data_shipping_doc: latest })
    await recordAudit(tx, {
      entity: 'order',
      entityId: order.id,
      actorUserId: staffId,
      action: 'shipment_recorded',
      details: {
        shipment_id: shipmentId,
        shipping_doc_date: body.shipping_doc_date,
        packages: body.packages,
      },
    })
    await queueDeskOrderMail(deps, tx, order.userId, 'shipped', {
      orderId: order.id,
      ref: order.orderRef ?? String(order.id),
      isQuotation: order.isQuotation,
      packages: body.packages,
      shippingDocDate: body.shipping_doc_date,
    })
  })
}
