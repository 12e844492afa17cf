import { validityDay } from '@shop/domain/desk/quotation-validity'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { isoToDisplay, romeDayToDisplay } from '../../../shared/lib/dates.ts'

/**
 * The detail screen's layouts (spec 3 §2 'Order and quotation detail'): an order; an order request not sent yet; a
 * quotation being prepared (NEW); one to approve (READY); and one that is over for the buyer (approved, refused,
 * cancelled, closed or expired). What the buyer may do is the server's `area.actions` (customerActions); the layout
 * says what the page tells them about where the order stands.
 */
export type DetailLayout =
  | 'order'
  | 'order_request'
  | 'quotation_new'
  | 'quotation_ready'
  | 'quotation_closed'

export function detailLayout(order: Pick<Order, 'is_quotation' | 'status' | 'expired'>): DetailLayout {
  if (!order.is_quotation) return order.status === 'INCOMPLETE_REQUEST' ? 'order_request' : 'order'
  // An expired quotation is over whatever its status: nothing may be done with it any more.
  if (order.expired) return 'quotation_closed'
  if (order.status === 'NEW') return 'quotation_new'
  if (order.status === 'READY') return 'quotation_ready'
  return 'quotation_closed'
}

/**
 * The list an order or quotation belongs to, and so its address: a quotation once approved is an order (spec 3 §2
 * 'an approved quotation becomes an order'; the server lists it with the orders from then on, even cancelled).
 */
export function listOf(
  order: Pick<Order, 'is_quotation'>,
  area: Pick<OrderArea, 'confirmed_at'>,
): 'orders' | 'quotations' {
  return !order.is_quotation || area.confirmed_at !== null ? 'orders' : 'quotations'
}

const romeTime = new Intl.DateTimeFormat('it-IT', {
  timeZone: 'Europe/Rome',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
})

/** The time of a moment (an ISO timestamp) in Europe/Rome, as 'HH:mm' (spec 3 §9: dates with time). */
export function romeTimeToDisplay(timestamp: string): string {
  return romeTime.format(new Date(timestamp))
}

/** A quotation's validity as the day it ends (the desk stores the instant that day ends in Rome); '' for none. */
export function validUntilText(order: Pick<Order, 'quotation_valid_until'>): string {
  return order.quotation_valid_until ? isoToDisplay(validityDay(new Date(order.quotation_valid_until))) : ''
}

/** A sentence of the status note: its label key and parameters. */
export type Note = { key: string; params?: Record<string, string> }

type NoteArea = Pick<
  OrderArea,
  | 'revisions'
  | 'quotation_expired_at'
  | 'quotation_refused_at'
  | 'quotation_refused_note'
  | 'confirmed_at'
  | 'cancelled_at'
  | 'delivery_time'
>

/**
 * Where the order or quotation stands, in words (spec 3 §2 layouts): an order request still to send; a quotation
 * being prepared, or being changed at the buyer's request; one to approve and until when; how it ended (approved,
 * refused with the date, time and the buyer's reason, cancelled, expired); and the desk's delivery time while it
 * matters.
 */
export function statusNotes(
  order: Pick<Order, 'is_quotation' | 'status' | 'expired' | 'quotation_valid_until'>,
  area: NoteArea,
): Note[] {
  const layout = detailLayout(order)
  const day = (instant: string | null) => (instant ? romeDayToDisplay(instant) : '')
  const notes: Note[] = []
  if (layout === 'order_request') notes.push({ key: 'orders.note.order_request' })
  if (layout === 'quotation_new') {
    const asked = area.revisions.at(-1)?.reason
    notes.push({ key: asked ? 'orders.note.modification_asked' : 'orders.note.quotation_new' })
  }
  if (layout === 'quotation_ready') {
    notes.push({ key: 'orders.note.quotation_ready' })
    const until = validUntilText(order)
    if (until) notes.push({ key: 'orders.detail.valid_until', params: { date: until } })
  }
  if (order.is_quotation && order.expired) {
    const date = day(area.quotation_expired_at) || validUntilText(order)
    notes.push({ key: 'orders.note.expired', params: { date } })
  } else if (order.status === 'REFUSED' && area.quotation_refused_at) {
    const at = area.quotation_refused_at
    notes.push({ key: 'orders.note.refused', params: { date: day(at), time: romeTimeToDisplay(at) } })
    if (area.quotation_refused_note) {
      notes.push({ key: 'orders.note.refused_reason', params: { note: area.quotation_refused_note } })
    }
  } else if (order.status === 'CONFIRMED' && area.confirmed_at) {
    const key = order.is_quotation ? 'orders.note.quotation_approved' : 'orders.note.order_accepted'
    notes.push({ key, params: { date: day(area.confirmed_at) } })
  } else if (order.status === 'CANCELLED' && area.cancelled_at) {
    notes.push({ key: 'orders.note.cancelled', params: { date: day(area.cancelled_at) } })
  }
  if (area.delivery_time && (layout === 'quotation_ready' || order.status === 'CONFIRMED')) {
    notes.push({ key: 'orders.detail.delivery_time', params: { time: area.delivery_time } })
  }
  return notes
}

/** The steps of the completion flow (spec 3 §2): shipping, then payment. */
export const COMPLETION_STEPS = ['shipping', 'payment'] as const
export type CompletionStep = (typeof COMPLETION_STEPS)[number]

/**
 * The step the address asks for (?step=), if the order may be approved or completed now; payment only once the
 * shipping step has set the shipment address (spec 3 §2: 'step 2 … valid only when a shipment address is selected').
 */
export function completionStep(
  requested: string | null,
  order: Pick<Order, 'shipment_address_id'>,
  canComplete: boolean,
): CompletionStep | null {
  if (!canComplete || !COMPLETION_STEPS.includes(requested as CompletionStep)) return null
  if (requested === 'payment' && order.shipment_address_id === null) return 'shipping'
  return requested as CompletionStep
}
