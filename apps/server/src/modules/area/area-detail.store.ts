import type { PaymentStatus } from '@shop/domain/payments/attempt-machine'
import { type Db, queryRows } from '../../db/client.ts'
import type { PaymentMethod } from '../../db/schema/payments.ts'

/**
 * What the detail screen shows beside the order's answer (spec 3 §2 detail; issue 25 item 6), in one statement: the
 * shipments with their packages (the desk's), the revisions the customer was sent, the status changes the screen
 * dates (refused with the customer's note, cancelled, confirmed), and the payment attempts' states.
 */
export type AreaExtras = {
  shipments: {
    id: number
    shipping_doc_date: string
    packages: {
      id: number
      carrier: string
      tracking_number: string
      items: { line_id: number; qty: number }[]
    }[]
  }[]
  revisions: {
    revision: number
    sent_at: string
    snapshot: unknown
    reason: string | null
    reason_at: string | null
  }[]
  refused: { at: string; note: string } | null
  cancelled_at: string | null
  confirmed_at: string | null
  /** Newest first. */
  payments: { status: PaymentStatus; method: PaymentMethod }[]
}

/** An instant as the answers carry it (Date.toISOString's form), whatever the session's time zone. */
const isoOf = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

const EXTRAS = {
  name: 'area_order_extras',
  text: `select
    (select coalesce(json_agg(json_build_object('id', s.id, 'shipping_doc_date', s.shipping_doc_date,
        'packages', (select coalesce(json_agg(json_build_object('id', p.id, 'carrier', p.carrier,
            'tracking_number', p.tracking_number, 'items', p.items) order by p.id), '[]'::json)
          from shipment_packages p where p.shipment_id = s.id)) order by s.shipping_doc_date, s.id), '[]'::json)
      from shipments s where s.order_id = $1) as shipments,
    (select coalesce(json_agg(json_build_object('revision', r.revision, 'sent_at', ${isoOf('r.sent_at')},
        'snapshot', r.snapshot, 'reason', r.reason, 'reason_at', ${isoOf('r.reason_at')}) order by r.revision), '[]'::json)
      from order_revisions r where r.order_id = $1) as revisions,
    (select json_build_object('at', ${isoOf('c.created_at')}, 'note', c.note) from order_status_changes c
      where c.order_id = $1 and c.transition = 'refuse_quotation' order by c.id desc limit 1) as refused,
    (select ${isoOf('max(c.created_at)')} from order_status_changes c
      where c.order_id = $1 and c.to_status = 'CANCELLED') as cancelled_at,
    (select ${isoOf('max(c.created_at)')} from order_status_changes c
      where c.order_id = $1 and c.to_status = 'CONFIRMED') as confirmed_at,
    (select coalesce(json_agg(json_build_object('status', p.status, 'method', p.method) order by p.id desc),
        '[]'::json)
      from payments p where p.order_id = $1) as payments`,
}

/** The order's extras (the caller has checked whose it is). */
export async function findAreaExtras(db: Db, orderId: number): Promise<AreaExtras> {
  const [row] = await queryRows<AreaExtras>(db, EXTRAS, [orderId])
  return row as AreaExtras
}
