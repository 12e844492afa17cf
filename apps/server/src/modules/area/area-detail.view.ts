import { revisionSnapshotSchema } from '@shop/domain/desk/detail-schemas'
import { customerActions } from '@shop/domain/orders/area-actions'
import type { OrderArea } from '@shop/domain/orders/area-schemas'
import { orderBadge } from '@shop/domain/orders/badges'
import { billingProblem } from '@shop/domain/orders/billing'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { computeOrderTotals } from '@shop/domain/orders/totals'
import { carrierName, trackingUrl } from '@shop/domain/orders/tracking'
import { frozenVatInput } from '@shop/domain/orders/vat'
import { isLivePayment } from '@shop/domain/payments/attempt-machine'
import { frozenTotalsInput, type OrderRows } from '../orders/order.view.ts'
import type { AreaExtras } from './area-detail.store.ts'

/**
 * The detail's part beside the order (spec 3 §2 detail; issue 25 item 6), shaped without I/O from the order's rows, its
 * answer and its extras: the badge, what the customer may do, each line's totals, the shipments with tracking links,
 * the revisions as sent, the dates of its moves and the payment's state. Prices follow the answer: none where the
 * viewer may not see them, no discount figure where staff hide the discounts (hide_discounts).
 */

export type AreaViewContext = {
  showPrices: boolean
  /** The shop takes promo codes (promo_codes_enabled). */
  promoCodes: boolean
  now: Date
}

/** The payment's state: one the buyer could still pay first, then money to give back, taken, given back. */
function paymentState(extras: AreaExtras, payed: boolean): OrderArea['payment'] {
  const find = (test: (s: AreaExtras['payments'][number]['status']) => boolean) =>
    extras.payments.find((p) => test(p.status))
  for (const [state, test] of [
    ['open', isLivePayment],
    ['refund_due', (s: string) => s === 'refund_due'],
    ['paid', (s: string) => s === 'paid'],
    ['refunded', (s: string) => s === 'refunded'],
  ] as const) {
    const attempt = find(test)
    if (attempt) return { state, method: attempt.method }
  }
  return { state: payed ? 'paid' : 'none', method: null }
}

/**
 * A revision as the customer reads it: never who sent it; list prices only where discounts are shown. A snapshot not in
 * the desk's shape (revisionSnapshotSchema) shows its dates and reason alone rather than fail the whole detail.
 */
function toRevision(revision: AreaExtras['revisions'][number], show: boolean, hideDiscounts: boolean) {
  const parsed = revisionSnapshotSchema.safeParse(revision.snapshot)
  const snapshot = parsed.success ? parsed.data : null
  const money = (cents: number | undefined) => (show && cents !== undefined ? cents : null)
  return {
    revision: revision.revision,
    sent_at: revision.sent_at,
    valid_until: snapshot?.valid_until ?? '',
    delivery_time: snapshot?.delivery_time ?? '',
    reason: revision.reason,
    reason_at: revision.reason_at,
    lines: (snapshot?.lines ?? []).map((l) => ({
      id: l.id,
      code: l.code,
      name: l.name,
      qty: l.qty,
      price: money(hideDiscounts ? l.discounted_price : l.price),
      discounted_price: money(l.discounted_price),
    })),
    total_discounted_price: money(snapshot?.total_discounted_price),
    order_final_price: money(snapshot?.order_final_price),
    order_final_price_iva: money(snapshot?.order_final_price_iva),
  }
}

/** Each line's totals from the one computeOrderTotals, as frozen on the order. */
function lineTotals(rows: OrderRows, show: boolean, hideDiscounts: boolean): OrderArea['line_totals'] {
  const totals = computeOrderTotals({ ...frozenTotalsInput(rows), vat: frozenVatInput(rows.order.ivaCode) })
  return totals.lines.map((line) => {
    if (!show) return { id: line.id, list_total: null, net_total: null, discount_total: null }
    const list = hideDiscounts ? line.line_net : line.line_list
    return {
      id: line.id,
      list_total: list,
      net_total: line.line_net,
      discount_total:
        hideDiscounts || line.line_list === null || line.line_final_price === null
          ? null
          : line.line_list - line.line_final_price,
    }
  })
}

export function toOrderArea(
  rows: OrderRows,
  order: Order,
  extras: AreaExtras,
  ctx: AreaViewContext,
): OrderArea {
  const { order: record } = rows
  const hideDiscounts = record.hideDiscounts
  const show = ctx.showPrices
  const payment = paymentState(extras, record.payed)
  const shipments = extras.shipments.map((s) => ({
    id: s.id,
    shipping_doc_date: s.shipping_doc_date,
    packages: s.packages.map((p) => ({
      ...p,
      carrier_name: carrierName(p.carrier),
      tracking_url: trackingUrl(p.carrier, p.tracking_number),
    })),
  }))
  const attrib = record.attrib as { delivery_time?: unknown }
  return {
    badge: orderBadge(order),
    hide_discounts: hideDiscounts,
    actions: customerActions(
      {
        status: record.status,
        is_quotation: record.isQuotation,
        expired: record.expired,
        quotation_valid_until: record.quotationValidUntil,
        payed: record.payed,
        payment_open: payment.state === 'open',
        shipped: shipments.length > 0,
        has_promo_code: record.promoCodeId !== null,
        promo_codes: ctx.promoCodes && show,
      },
      ctx.now,
    ),
    line_totals: lineTotals(rows, show, hideDiscounts),
    shipments,
    package_count: shipments.reduce((n, s) => n + s.packages.length, 0),
    revisions: extras.revisions.map((r) => toRevision(r, show, hideDiscounts)),
    quotation_refused_at: extras.refused?.at ?? null,
    quotation_refused_note: extras.refused?.note ?? null,
    quotation_expired_at: record.quotationExpiredAt?.toISOString() ?? null,
    confirmed_at: extras.confirmed_at,
    cancelled_at: extras.cancelled_at,
    delivery_time: typeof attrib.delivery_time === 'string' ? attrib.delivery_time : '',
    payment,
    billing_problem: rows.client ? billingProblem(rows.billing?.address ?? null, rows.client) : null,
  }
}
