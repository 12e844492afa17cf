import type { Readable } from 'node:stream'
import { isKnownPrice } from '@shop/domain/catalog/money'
import type { DeskOrder, RevisionSnapshot } from '@shop/domain/desk/detail-schemas'
import type { DeskListKind } from '@shop/domain/desk/list-schemas'
import { isQuotationOpen, validityDay } from '@shop/domain/desk/quotation-validity'
import { type Lang, pick } from '@shop/domain/i18n/langs'
import { orderBadge } from '@shop/domain/orders/badges'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import { documentFileName } from '@shop/domain/orders/documents'
import { and, asc, eq, ne } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client.ts'
import {
  carriers,
  deskAudit,
  orderDocuments,
  orderLines,
  orderRevisions,
  orderStatusChanges,
  orders,
  paymentModes,
  ports,
  users,
} from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { findOrderRows, type OrderRows, toOrderAnswer } from '../orders/order.view.ts'

/**
 * One quotation or order as the desk reads it (issue 24 item 2): the customer's answer with every price
 * (toOrderAnswer: lines decoded into sections and accessories, documents, totals) and the staff's part, read in a
 * handful of indexed queries by order id.
 */

export type DetailDeps = Pick<Deps, 'db' | 'labels' | 'clock'>

const iso = (d: Date | null) => (d === null ? null : d.toISOString())
const fullName = (first: string | null, last: string | null) =>
  first === null ? null : `${first} ${last ?? ''}`.trim()

/** The list an order belongs to on the desk. */
export function deskKindOf(order: { isQuotation: boolean; status: string }): DeskListKind {
  if (order.status === 'INCOMPLETE_REQUEST') return 'requests'
  return order.isQuotation ? 'quotations' : 'orders'
}

/** The desk's columns of the order's lines, by id. */
async function findDeskLines(q: Queryable, orderId: number) {
  return q
    .select({
      id: orderLines.id,
      useCustomDiscount: orderLines.useCustomDiscount,
      customDiscountBp: orderLines.customDiscountBp,
      customDiscountExtraBp: orderLines.customDiscountExtraBp,
      skipErp: orderLines.skipErp,
      deskQuoted: orderLines.deskQuoted,
      ruleDiscountedPrice: orderLines.ruleDiscountedPrice,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
}

/** The staff's part of the detail, from the order's rows. */
async function deskPartOf(q: Queryable, rows: OrderRows, now: Date, lang: Lang): Promise<DeskOrder> {
  const { order, client } = rows
  const deskLines = new Map((await findDeskLines(q, order.id)).map((l) => [l.id, l]))
  const [customer] =
    order.userId === null
      ? []
      : await q
          .select({
            id: users.id,
            first: users.firstName,
            last: users.lastName,
            email: users.email,
            lang: users.preferredLang,
          })
          .from(users)
          .where(eq(users.id, order.userId))
  const [mode] =
    order.paymentModeId === null
      ? []
      : await q.select().from(paymentModes).where(eq(paymentModes.id, order.paymentModeId))
  const [carrier] =
    order.carrierId === null ? [] : await q.select().from(carriers).where(eq(carriers.id, order.carrierId))
  const [port] = order.portId === null ? [] : await q.select().from(ports).where(eq(ports.id, order.portId))
  const revisions = await q
    .select({ row: orderRevisions, first: users.firstName, last: users.lastName })
    .from(orderRevisions)
    .leftJoin(users, eq(users.id, orderRevisions.sentBy))
    .where(eq(orderRevisions.orderId, order.id))
    .orderBy(asc(orderRevisions.revision))
  const history = await q
    .select({ row: orderStatusChanges, first: users.firstName, last: users.lastName })
    .from(orderStatusChanges)
    .leftJoin(users, eq(users.id, orderStatusChanges.actorUserId))
    .where(eq(orderStatusChanges.orderId, order.id))
    .orderBy(asc(orderStatusChanges.id))
  const audit = await q
    .select({ row: deskAudit, first: users.firstName, last: users.lastName })
    .from(deskAudit)
    .leftJoin(users, eq(users.id, deskAudit.actorUserId))
    .where(and(eq(deskAudit.entity, 'order'), eq(deskAudit.entityId, order.id)))
    .orderBy(asc(deskAudit.id))
  const previous = revisions.find((r) => r.row.revision === order.revision - 1)
  const modification =
    order.status === 'NEW' && previous?.row.reason != null && previous.row.reasonAt !== null
      ? { reason: previous.row.reason, at: previous.row.reasonAt.toISOString() }
      : null
  const attrib = order.attrib as { delivery_time?: unknown }
  return {
    kind: deskKindOf(order),
    badge: orderBadge({ status: order.status, is_quotation: order.isQuotation, expired: order.expired }),
    version: order.version,
    revision: order.revision,
    updated_at: order.updatedAt.toISOString(),
    quotation_expired_at: iso(order.quotationExpiredAt),
    client: client && {
      id: client.id,
      name: client.ragione,
      verified: client.verified,
      piva: client.piva,
      cli_for_code: client.cli_for_code,
    },
    customer: customer
      ? {
          id: customer.id,
          name: fullName(customer.first, customer.last) ?? '',
          email: customer.email,
          lang: customer.lang,
        }
      : null,
    payment_mode: mode ? `${mode.name} · ${pick(mode.description, lang)}` : null,
    carrier: carrier ? `${carrier.name} · ${pick(carrier.description, lang)}` : null,
    port: port ? `${port.keyCodPorto} · ${pick(port.description, lang)}` : null,
    iva_code: order.ivaCode,
    staff_fields: {
      hide_discounts: order.hideDiscounts,
      has_fixed_price: order.hasFixedPrice,
      custom_abi_cab: order.customAbiCab,
      ddt_notes: order.ddtNotes,
    },
    pricing: {
      order_discount:
        order.orderDiscount === null
          ? null
          : order.orderDiscountType === 'percent'
            ? order.orderDiscount / 100
            : order.orderDiscount,
      order_discount_type: order.orderDiscountType,
      shipping_price: order.shippingPrice,
      additional_price: order.additionalPrice ?? 0,
      additional_shipping_cost: order.additionalShippingCost ?? 0,
      delivery_time: typeof attrib.delivery_time === 'string' ? attrib.delivery_time : '',
      valid_until: order.quotationValidUntil === null ? null : validityDay(order.quotationValidUntil),
    },
    lines: rows.lines.map((line) => {
      const desk = deskLines.get(line.id)
      const price = line.price ?? -1
      const discounted = line.discounted_price ?? -1
      return {
        id: line.id,
        qty: line.qty,
        price,
        to_quote: desk?.deskQuoted === true || !isKnownPrice(price) || !isKnownPrice(discounted),
        rule_discounted_price: desk?.ruleDiscountedPrice ?? discounted,
        discounted_price: discounted,
        limit_final_discount: line.discount_rule_static?.limit_final_discount ?? null,
        use_custom_discount: desk?.useCustomDiscount ?? false,
        custom_discount: desk?.customDiscountBp == null ? null : desk.customDiscountBp / 100,
        custom_discount_extra: desk?.customDiscountExtraBp == null ? null : desk.customDiscountExtraBp / 100,
        skip_erp: desk?.skipErp ?? false,
      }
    }),
    totals_input: {
      weborder_perc: (order.discountWeborderPercBp ?? 0) / 100,
      promo:
        (order.discountPromoCodePercBp ?? 0) > 0
          ? { code: rows.promoCode ?? '', perc: (order.discountPromoCodePercBp ?? 0) / 100 }
          : null,
      port: rows.portKey,
      iva_code: order.ivaCode,
    },
    can_price:
      order.isQuotation &&
      order.status === 'NEW' &&
      !order.payed &&
      isQuotationOpen({ expired: order.expired, validUntil: order.quotationValidUntil }, now),
    modification,
    revisions: revisions.map(({ row, first, last }) => ({
      revision: row.revision,
      sent_at: row.sentAt.toISOString(),
      sent_by: fullName(first, last),
      reason: row.reason,
      reason_at: iso(row.reasonAt),
      snapshot: row.snapshot as RevisionSnapshot,
    })),
    history: history.map(({ row, first, last }) => ({
      from: row.fromStatus,
      to: row.toStatus,
      transition: row.transition,
      actor: row.actor,
      actor_name: fullName(first, last),
      note: row.note,
      at: row.createdAt.toISOString(),
    })),
    audit: audit.map(({ row, first, last }) => ({
      id: row.id,
      action: row.action,
      actor_name: fullName(first, last),
      details: row.details,
      at: row.createdAt.toISOString(),
    })),
  }
}

/** The desk's detail of a quotation or order (404 for a cart or an unknown id); `tx` inside a transaction. */
export async function findDeskDetail(
  deps: DetailDeps,
  orderId: number,
  lang: Lang,
  tx?: Tx,
): Promise<{ order: Order; desk: DeskOrder }> {
  const rows = await findOrderRows(deps.db, orderId, tx)
  if (!rows || rows.order.status === 'DRAFT') throw new AppError('not_found', 'errors.not_found')
  const snap = await findCatalog(deps.db)
  const order = toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: true })
  return { order, desk: await deskPartOf(tx ?? deps.db, rows, deps.clock(), lang) }
}

/** A datasheet or drawing of any order that is no cart, for staff to view (the customer's route checks the owner). */
export async function openDeskDocument(
  deps: Pick<Deps, 'db' | 'storage'>,
  orderId: number,
  documentId: number,
): Promise<{ fileName: string; size: number; stream: Readable }> {
  const [doc] = await deps.db
    .select({ name: orderDocuments.name, key: orderDocuments.storageKey })
    .from(orderDocuments)
    .innerJoin(orders, eq(orders.id, orderDocuments.orderId))
    .where(
      and(eq(orderDocuments.id, documentId), eq(orderDocuments.orderId, orderId), ne(orders.status, 'DRAFT')),
    )
  const found = doc && (await deps.storage.stream(doc.key))
  if (!doc || !found) throw new AppError('not_found', 'errors.not_found')
  return { fileName: documentFileName(doc.name), size: found.size, stream: found.stream }
}
