import { isKnownPrice } from '@shop/domain/catalog/money'
import type { RevisionSnapshot } from '@shop/domain/desk/detail-schemas'
import type { QuotationDraft } from '@shop/domain/desk/quotation-schemas'
import { defaultValidityDay, endOfRomeDay, validityDay } from '@shop/domain/desk/quotation-validity'
import { isLang, type Lang } from '@shop/domain/i18n/langs'
import { romeToday } from '@shop/domain/orders/checkout'
import { computeOrderTotals, customDiscountedPrice, type OrderTotals } from '@shop/domain/orders/totals'
import { frozenVatInput } from '@shop/domain/orders/vat'
import { and, eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orderLines, orderRevisions, orders, users } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import {
  frozenTotalsInput,
  getOrderRows,
  type OrderRecord,
  type OrderRows,
  toOrderAnswer,
} from '../orders/order.view.ts'
import { assertOrderEditable } from '../orders/payment-guard.service.ts'
import { assertQuotationOpen } from '../orders/quotation-validity.ts'
import { applyTransition } from '../orders/status.service.ts'
import { recordAudit } from './desk-audit.store.ts'
import { quotationSentMail } from './desk-quotations.mails.ts'

/**
 * The desk prices a quotation (issue 24 item 2): it saves a draft against the version the page saw, then sends it
 * (NEW → READY) with a revision snapshot and the customer's mail. One transaction per change, the order row locked,
 * so two staff saving or sending at once are serialised and the second finds the version moved: 409.
 */

export type QuotationDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'clock' | 'config'>

export const DESK_QUOTATION_LABELS = {
  versionConflict: 'desk.quotations.version_conflict',
  notPriceable: 'desk.quotations.not_priceable',
  unpricedLines: 'desk.quotations.unpriced_lines',
  unknownLine: 'desk.quotations.unknown_line',
  validityPast: 'desk.quotations.validity_past',
} as const

/** The order row locked for the change; 404 for an unknown id or a cart. */
async function lockQuotation(tx: Tx, orderId: number): Promise<OrderRecord> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  if (!order || order.status === 'DRAFT') throw new AppError('not_found', 'errors.not_found')
  return order
}

/** 409 when someone changed the quotation since the page read it. */
function assertVersion(order: OrderRecord, version: number): void {
  if (order.version !== version)
    throw new AppError(
      'conflict',
      DESK_QUOTATION_LABELS.versionConflict,
      {},
      { version: order.version },
      {
        ref: order.orderRef ?? '',
      },
    )
}

/** A quotation the desk may price: a NEW quotation, unpaid, with no payment open, still valid. */
async function assertPriceable(tx: Tx, order: OrderRecord, now: Date): Promise<void> {
  if (!order.isQuotation || order.status !== 'NEW')
    throw new AppError('conflict', DESK_QUOTATION_LABELS.notPriceable, {}, {}, { ref: order.orderRef ?? '' })
  assertQuotationOpen(order, now)
  await assertOrderEditable(tx, order.id)
}

/** The totals of the order's rows as stored now, by the one computeOrderTotals. */
export function totalsOf(rows: OrderRows): OrderTotals {
  return computeOrderTotals({ ...frozenTotalsInput(rows), vat: frozenVatInput(rows.order.ivaCode) })
}

/** Writes the totals to the order's price columns, with the version bumped. */
async function storeTotals(tx: Tx, orderId: number, totals: OrderTotals, extra: Partial<OrderRecord> = {}) {
  await tx
    .update(orders)
    .set({
      totalPrice: totals.total_price,
      totalDiscountedPrice: totals.total_discounted_price,
      totalDiscount: totals.total_discount,
      discountWeborderValue: totals.discount_weborder_value,
      discountPromoCodeValue: totals.discount_promo_code_value,
      shippingPrice: totals.shipping_price,
      orderFinalPrice: totals.order_final_price,
      ivaTotal: totals.iva_total,
      orderFinalPriceIva: totals.order_final_price_iva,
      version: sql`${orders.version} + 1`,
      updatedAt: sql`now()`,
      ...extra,
    })
    .where(eq(orders.id, orderId))
}

const bp = (percent: number | null) => (percent === null ? null : Math.round(percent * 100))

/** The lines of the draft written: a price for a line to be quoted, the desk's own discount for any line. */
async function saveLines(tx: Tx, orderId: number, drafts: QuotationDraft['lines']) {
  const stored = await tx.select().from(orderLines).where(eq(orderLines.orderId, orderId))
  const byId = new Map(stored.map((l) => [l.id, l]))
  const issues = drafts.flatMap((d, i) =>
    byId.has(d.id) ? [] : [{ path: ['lines', i, 'id'], message: DESK_QUOTATION_LABELS.unknownLine }],
  )
  if (issues.length > 0) throw validationFailure(issues)
  const changes = []
  for (const draft of drafts) {
    const line = byId.get(draft.id) as (typeof stored)[number]
    const toQuote = line.deskQuoted || !isKnownPrice(line.price) || !isKnownPrice(line.discountedPrice)
    const price = toQuote ? (draft.price ?? -1) : (line.price as number)
    // The rule's unit price, kept aside the first time the desk's own discount replaces it.
    const rule = toQuote ? price : (line.ruleDiscountedPrice ?? (line.discountedPrice as number))
    const custom = draft.use_custom_discount
    const discounted =
      price < 0
        ? -1
        : custom
          ? customDiscountedPrice(price, draft.custom_discount ?? 0, draft.custom_discount_extra ?? 0)
          : rule
    const after = {
      price,
      discountedPrice: discounted,
      deskQuoted: toQuote && price >= 0,
      ruleDiscountedPrice: rule < 0 ? null : rule,
      useCustomDiscount: custom,
      customDiscountBp: custom ? bp(draft.custom_discount) : null,
      customDiscountExtraBp: custom ? bp(draft.custom_discount_extra) : null,
    }
    if (after.price !== line.price || after.discountedPrice !== line.discountedPrice)
      changes.push({ id: line.id, before: [line.price, line.discountedPrice], after: [price, discounted] })
    await tx.update(orderLines).set(after).where(eq(orderLines.id, line.id))
  }
  return changes
}

/** The desk's order-level prices as the audit records them. */
const pricingOf = (o: OrderRecord) => ({
  order_discount: o.orderDiscount,
  order_discount_type: o.orderDiscountType,
  shipping_price: o.shippingPrice,
  additional_price: o.additionalPrice,
  additional_shipping_cost: o.additionalShippingCost,
  delivery_time: (o.attrib as { delivery_time?: string }).delivery_time ?? '',
  valid_until: o.quotationValidUntil?.toISOString() ?? null,
  order_final_price: o.orderFinalPrice,
})

/** PUT desk/quotations/{id}: the desk's draft saved, the totals recomputed, the change audited. */
export async function saveQuotationDraft(
  deps: QuotationDeps,
  staffId: number,
  orderId: number,
  draft: QuotationDraft,
): Promise<void> {
  const now = deps.clock()
  const day = draft.valid_until ?? defaultValidityDay(now)
  if (day < romeToday(now))
    throw validationFailure([{ path: ['valid_until'], message: DESK_QUOTATION_LABELS.validityPast }])
  await deps.db.transaction(async (tx) => {
    const order = await lockQuotation(tx, orderId)
    assertVersion(order, draft.version)
    await assertPriceable(tx, order, now)
    const lines = await saveLines(tx, orderId, draft.lines)
    const discount = draft.order_discount
    const type = discount === null ? null : draft.order_discount_type
    await tx
      .update(orders)
      .set({
        orderDiscount: discount === null ? null : type === 'percent' ? Math.round(discount * 100) : discount,
        orderDiscountType: type,
        shippingPrice: draft.shipping_price,
        additionalPrice: draft.additional_price,
        additionalShippingCost: draft.additional_shipping_cost,
        attrib: { ...order.attrib, delivery_time: draft.delivery_time },
        quotationValidUntil: endOfRomeDay(day),
      })
      .where(eq(orders.id, orderId))
    const rows = await getOrderRows(deps.db, orderId, tx)
    await storeTotals(tx, orderId, totalsOf(rows))
    const [saved] = await tx.select().from(orders).where(eq(orders.id, orderId))
    await recordAudit(tx, {
      entity: 'order',
      entityId: orderId,
      actorUserId: staffId,
      action: 'quotation_priced',
      details: { before: pricingOf(order), after: saved ? pricingOf(saved) : null, lines },
    })
  })
}

/** What the customer is sent: the lines and totals as they are now, the validity and the delivery time. */
function snapshotOf(
  rows: OrderRows,
  totals: OrderTotals,
  names: Map<number, { code: string; name: string }>,
) {
  const { order } = rows
  const snapshot: RevisionSnapshot = {
    lines: rows.lines.map((l) => ({
      id: l.id,
      code: names.get(l.id)?.code ?? '',
      name: names.get(l.id)?.name ?? '',
      qty: l.qty,
      price: l.price ?? -1,
      discounted_price: l.discounted_price ?? -1,
    })),
    total_discounted_price: totals.total_discounted_price,
    order_discount_value: totals.desk?.order_discount_value ?? 0,
    shipping_price: totals.shipping_price,
    additional_price: totals.desk?.additional_price ?? 0,
    additional_shipping_cost: totals.desk?.additional_shipping_cost ?? 0,
    order_final_price: totals.order_final_price,
    iva_total: totals.iva_total,
    order_final_price_iva: totals.order_final_price_iva,
    valid_until: order.quotationValidUntil === null ? '' : validityDay(order.quotationValidUntil),
    delivery_time: (order.attrib as { delivery_time?: string }).delivery_time ?? '',
  }
  return snapshot
}

/**
 * Freezes the quotation's current revision as sent: its totals on the order and its snapshot in order_revisions, the
 * lines named in Italian (the desk's language). The desk's send and the demo's priced quotations both freeze here, so
 * the customer's revision history reads one shape. Answers the snapshot in a language, for the customer's mail.
 */
export async function freezeRevision(
  tx: Tx,
  deps: Pick<Deps, 'labels'>,
  snap: Awaited<ReturnType<typeof findCatalog>>,
  rows: OrderRows,
  totals: OrderTotals,
  sent: { by: number; at: Date },
): Promise<(lang: Lang) => RevisionSnapshot> {
  await storeTotals(tx, rows.order.id, totals)
  const snapshotIn = (lang: Lang) => {
    const answer = toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: true })
    const names = new Map(
      answer.lines.map((l) => [
        l.id,
        { code: l.product_configuration.configuration_code, name: l.product.name },
      ]),
    )
    return snapshotOf(rows, totals, names)
  }
  await tx.insert(orderRevisions).values({
    orderId: rows.order.id,
    revision: rows.order.revision,
    snapshot: snapshotIn('it'),
    sentAt: sent.at,
    sentBy: sent.by,
  })
  return snapshotIn
}

/**
 * POST desk/quotations/{id}/send: every line priced, the quotation becomes READY through the status machine, its
 * revision is frozen, and the customer's mail is queued in the same transaction. A quotation already sent (READY) is
 * refused by the status machine (409), one changed since the page read it by the version (409).
 */
export async function sendQuotation(
  deps: QuotationDeps,
  staffId: number,
  orderId: number,
  version: number,
): Promise<void> {
  const now = deps.clock()
  const snap = await findCatalog(deps.db)
  await deps.db.transaction(async (tx) => {
    const order = await lockQuotation(tx, orderId)
    assertVersion(order, version)
    if (!order.isQuotation) throw new AppError('conflict', DESK_QUOTATION_LABELS.notPriceable)
    await applyTransition(tx, orderId, 'price_quotation', 'staff', { userId: staffId })
    assertQuotationOpen(order, now)
    await assertOrderEditable(tx, orderId)
    // A quotation sent without a saved validity gets the default one.
    const validUntil = order.quotationValidUntil ?? endOfRomeDay(defaultValidityDay(now))
    await tx.update(orders).set({ quotationValidUntil: validUntil }).where(eq(orders.id, orderId))
    const rows = await getOrderRows(deps.db, orderId, tx)
    const totals = totalsOf(rows)
    if (totals.tobe_quoted)
      throw new AppError(
        'conflict',
        DESK_QUOTATION_LABELS.unpricedLines,
        {},
        {},
        { ref: order.orderRef ?? '' },
      )
    const snapshotIn = await freezeRevision(tx, deps, snap, rows, totals, { by: staffId, at: now })
    if (order.userId === null) return
    const [customer] = await tx
      .select({ email: users.email, firstName: users.firstName, preferredLang: users.preferredLang })
      .from(users)
      .where(eq(users.id, order.userId))
    if (!customer) return
    // The customer reads the products' names in their language.
    const lang = isLang(customer.preferredLang) ? customer.preferredLang : 'it'
    const mail = quotationSentMail(
      deps.labels,
      deps.config.publicUrl,
      customer,
      { id: orderId, order_ref: order.orderRef ?? '' },
      snapshotIn(lang),
    )
    await deps.mailer.send(mail, tx)
  })
}

/** The revision a modification request closes: its reason and time (the current revision's row). */
export async function closeRevision(tx: Tx, order: OrderRecord, note: string, now: Date): Promise<void> {
  await tx
    .update(orderRevisions)
    .set({ reason: note, reasonAt: now })
    .where(and(eq(orderRevisions.orderId, order.id), eq(orderRevisions.revision, order.revision)))
}
