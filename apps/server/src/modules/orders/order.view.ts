import type { AddressClient } from '@shop/domain/accounts/address'
import {
  type DiscountRuleStatic,
  formatDiscountLabel,
  NET_PRICE_LABEL_KEY,
} from '@shop/domain/catalog/pricing'
import type { Lang } from '@shop/domain/i18n/langs'
import { type Cart, type CartLine, LEAD_TIME_DAYS, type PortKey } from '@shop/domain/orders/cart-schemas'
import {
  choosePaymentMode,
  offeredPaymentModes,
  PAYMENT_MODE_IDS,
  paymentRights,
} from '@shop/domain/orders/checkout'
import {
  type BankDetails,
  type Order,
  type OrderBilling,
  orderAttribSchema,
} from '@shop/domain/orders/checkout-schemas'
import { missingDatasheets } from '@shop/domain/orders/documents'
import {
  canEditCarrier,
  computeOrderTotals,
  type DeskCosts,
  type TotalsInput,
} from '@shop/domain/orders/totals'
import { frozenVatInput } from '@shop/domain/orders/vat'
import { BANK_TRANSFER_CANCEL_DAYS } from '@shop/domain/payments/schemas'
import { and, asc, eq, type SQL, sql } from 'drizzle-orm'
import type { Db, Queryable, Tx } from '../../db/client.ts'
import {
  addresses,
  clients,
  orderDocuments,
  orderLines,
  orders,
  ports,
  promoCodes,
} from '../../db/schema/index.ts'
import { toAddress } from '../accounts/addresses.service.ts'
import { toDocuments, toLineAnswer } from '../cart/cart.view.ts'
import type { CartClient, CartDocumentRow, CartLineRecord, LineCopy } from '../cart/cart-rows.store.ts'
import { lineViewOf } from '../cart/line.view.ts'
import { findLineCopies } from '../cart/line-copies.store.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import type { Translate } from '../i18n/labels.service.ts'
import { findBankDetails } from '../lookups/settings.service.ts'
import { withNetPricesOnly } from './net-prices.view.ts'

/**
 * A submitted quotation or order as orderSchema answers it (spec 3 §3; docs/decisions/021): the rows of one order
 * read in one go (findOrderRows), then shaped per language and viewer without I/O (toOrderAnswer), so the checkout
 * answers and writes its mails in several languages from one read inside its transaction. Prices are the ones frozen
 * at submission; a DRAFT (the modal's wallet path) takes its prices from the cart answer instead.
 */

export type OrderRecord = typeof orders.$inferSelect
type AddressRow = typeof addresses.$inferSelect

/** A line with the prices frozen at submission (null while DRAFT). */
export type OrderLineRecord = CartLineRecord & {
  price: number | null
  discounted_price: number | null
  discount_rule_static: DiscountRuleStatic | null
}

/** What the checkout reads of the order's client: completeness, payment and carrier rules. */
export type OrderClient = AddressClient & {
  id: number
  /** The company data an invoice carries (the order's billing). */
  ragione: string
  piva: string
  codice_fiscale: string
  cli_for_code: string
  verified: boolean
  can_pay_online: boolean
  payment_mode_id: number | null
  carrier_id: number | null
  port_id: number | null
  transport_id: number | null
}

export type OrderRows = {
  order: OrderRecord
  /** The order's port key (null without a port: a DRAFT, or a user without a client). */
  portKey: PortKey | null
  promoCode: string | null
  lines: OrderLineRecord[]
  copies: ReadonlyMap<number, LineCopy>
  documents: CartDocumentRow[]
  address: AddressRow | null
  client: OrderClient | null
  /** Who the order bills as the client is now (findBilling). */
  billing: OrderBilling | null
  /** Where to transfer the money, for a bank-transfer order still to be paid (else null). */
  bank: BankDetails | null
  /** The Rome day such an order still NEW is cancelled if its money has not come (else null). */
  bankCancelOn: string | null
}

/** Who may see an order that is no longer a cart: the users of its client, or its own user when it has none. */
export function orderViewerCondition(viewer: { userId: number; clientId: number | null }): SQL {
  return viewer.clientId === null
    ? (and(eq(orders.userId, viewer.userId), sql`${orders.clientId} is null`) as SQL)
    : eq(orders.clientId, viewer.clientId)
}

/** orderViewerCondition's rule on a row already read, for an order that is no longer a cart. */
export function isOrderVisibleTo(
  order: Pick<OrderRecord, 'status' | 'userId' | 'clientId'>,
  viewer: { userId: number; clientId: number | null },
): boolean {
  if (order.status === 'DRAFT') return false
  return viewer.clientId === null
    ? order.userId === viewer.userId && order.clientId === null
    : order.clientId === viewer.clientId
}

/** The client as the checkout reads it (null: none). */
export async function findOrderClient(q: Queryable, clientId: number | null): Promise<OrderClient | null> {
  if (clientId === null) return null
  const [row] = await q
    .select({
      id: clients.id,
      ragione: clients.ragione,
      piva: clients.piva,
      codice_fiscale: clients.codiceFiscale,
      cli_for_code: clients.cliForCode,
      sdi_code: clients.sdiCode,
      persona_fisica: clients.personaFisica,
      verified: clients.verified,
      can_pay_online: clients.canPayOnline,
      payment_mode_id: clients.paymentModeId,
      carrier_id: clients.carrierId,
      port_id: clients.portId,
      transport_id: clients.transportId,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
  return row ?? null
}

/**
 * Who an order of the client bills, as the client is now: its company data and its main (billing) address; null
 * without a client. Completing an order keeps it in `attrib.billing`, as the shipment address.
 */
export async function findBilling(q: Queryable, client: OrderClient | null): Promise<OrderBilling | null> {
  if (!client) return null
  const [main] = await q
    .select()
    .from(addresses)
    .where(and(eq(addresses.clientId, client.id), eq(addresses.addressType, 'main')))
  return {
    ragione: client.ragione,
    piva: client.piva,
    codice_fiscale: client.codice_fiscale,
    sdi_code: client.sdi_code,
    cli_for_code: client.cli_for_code,
    address: main ? toAddress(main, client) : null,
  }
}

/**
 * Every row an order's answer is made of, by id (the caller has checked whose it is). `tx` when inside a
 * transaction: on PGlite a query beside an open transaction waits for it.
 */
export async function findOrderRows(db: Db, orderId: number, tx?: Tx): Promise<OrderRows | null> {
  const q: Queryable = tx ?? db
  const [head] = await q
    .select({ order: orders, portKey: ports.keyCodPorto, promoCode: promoCodes.code })
    .from(orders)
    .leftJoin(ports, eq(ports.id, orders.portId))
    .leftJoin(promoCodes, eq(promoCodes.id, orders.promoCodeId))
    .where(eq(orders.id, orderId))
  if (!head) return null
  const { order } = head
  // One after the other: a transaction is one connection, and pg warns about queries sent to it at once.
  const lineRows = await q
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.position), asc(orderLines.id))
  const documents = await q
    .select()
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
    .orderBy(asc(orderDocuments.id))
  const address =
    order.shipmentAddressId === null
      ? []
      : await q.select().from(addresses).where(eq(addresses.id, order.shipmentAddressId))
  const client = await findOrderClient(q, order.clientId)
  const billing = await findBilling(q, client)
  const bank = awaitsBankTransfer(order) ? await findBankDetails(q) : null
  // Staff may confirm an order before its money comes: the nightly job cancels only a NEW one.
  const [cancel] =
    bank && order.status === 'NEW'
      ? await q
          .select({ day: sql<string>`(${sentOnDay} + ${BANK_TRANSFER_CANCEL_DAYS}::integer)::text` })
          .from(orders)
          .where(eq(orders.id, order.id))
      : []
  const lines: OrderLineRecord[] = lineRows.map((l) => ({
    id: l.id,
    qty: l.qty,
    position: l.position,
    notes: l.notes,
    client_product_ref: l.clientProductRef,
    configuration_id: l.configurationId,
    added_price: l.addedPrice,
    added_discounted_price: l.addedDiscountedPrice,
    copy_id: l.productConfigurationId,
    price: l.price,
    discounted_price: l.discountedPrice,
    discount_rule_static: l.discountRuleStatic ?? null,
  }))
  return {
    order,
    portKey: (head.portKey as PortKey | null) ?? null,
    promoCode: head.promoCode ?? null,
    lines,
    copies: await findLineCopies(db, { lines }, tx),
    documents: documents.map((d) => ({
      id: d.id,
      order_id: d.orderId,
      line_id: d.lineId,
      accessory_id: d.accessoryId,
      name: d.name,
      size: d.size,
      created_at: d.createdAt.toISOString(),
    })),
    address: address[0] ?? null,
    client,
    billing,
    bank,
    bankCancelOn: cancel?.day ?? null,
  }
}

/** An order the caller knows exists (it holds the row's lock, or has just written it): a missing one is a bug. */
export async function getOrderRows(db: Db, orderId: number, tx?: Tx): Promise<OrderRows> {
  const rows = await findOrderRows(db, orderId, tx)
  if (!rows) throw new Error(`order ${orderId} not found`)
  return rows
}

/**
 * The Rome day an order became NEW, correlated to `orders.id`: a bank order's submission, or the completion of an order
 * request (the status change's audit row). The bank-transfer job counts its days from it.
 */
export const sentOnDay = sql`(
  (select max(c.created_at) from order_status_changes c where c.order_id = ${orders.id} and c.to_status = 'NEW')
  at time zone 'Europe/Rome')::date`

/** True for an order sent to be paid by bank transfer in advance (PM5) and not paid yet: it shows the bank details. */
function awaitsBankTransfer(order: OrderRecord): boolean {
  return (
    order.paymentModeId === PAYMENT_MODE_IDS.pm5 &&
    !order.payed &&
    (order.status === 'NEW' || order.status === 'CONFIRMED')
  )
}

export type OrderAnswerContext = {
  snap: CatalogSnapshot
  translate: Translate
  lang: Lang
  /** canSeePrices for the viewer (the provider's mail: true). */
  showPrices: boolean
  /** A DRAFT's prices and lines: its cart answer (the modal's wallet path). */
  cart?: Cart
}

const iso = (d: Date | null) => (d === null ? null : d.toISOString())

/** The order's lines that still have their configuration copy, as the answers show them. */
function presentLines(rows: OrderRows) {
  return rows.lines.flatMap((line) => {
    const copy = rows.copies.get(line.copy_id)
    return copy ? [{ ...line, ...copy }] : []
  })
}

/** A frozen line's unit prices; a price never frozen (a line to be quoted) is -1. */
const unitPrices = (line: OrderLineRecord) => ({
  price: line.price ?? -1,
  discounted_price: line.discounted_price ?? -1,
})

/**
 * What a submitted order is priced from, but the VAT: its frozen lines, discounts and port. Given to the one
 * computeOrderTotals with the VAT input, it gives back the totals frozen at submission (the same function and
 * inputs), with the VAT of that input: the shipping step reprices an order's VAT for its destination this way.
 */
export function frozenTotalsInput(rows: OrderRows): Omit<TotalsInput, 'vat'> {
  const { order } = rows
  const promoPerc = (order.discountPromoCodePercBp ?? 0) / 100
  return {
    lines: presentLines(rows).map((line) => ({
      id: line.id,
      qty: line.qty,
      ...unitPrices(line),
      limit_final_discount: line.discount_rule_static?.limit_final_discount ?? null,
    })),
    weborder_perc: (order.discountWeborderPercBp ?? 0) / 100,
    promo: promoPerc > 0 ? { code: rows.promoCode ?? '', perc: promoPerc } : null,
    port: rows.portKey,
    desk: deskCostsOf(order),
  }
}

/**
 * The desk's order discount, shipping and costs as stored (issue 24 item 2): a percent in basis points, an amount in
 * cents. An order the desk never priced has none, and its shipping is the one frozen at submission (shippingFor).
 */
export function deskCostsOf(order: OrderRecord): DeskCosts {
  const type = order.orderDiscountType
  const value = order.orderDiscount
  return {
    order_discount:
      type === null || value === null ? null : { type, value: type === 'percent' ? value / 100 : value },
    shipping_price: order.shippingPrice,
    additional_price: order.additionalPrice ?? 0,
    additional_shipping_cost: order.additionalShippingCost ?? 0,
  }
}

/** The frozen lines as the cart showed them, with each line's shares of the order's discounts. */
function frozenLines(rows: OrderRows, ctx: OrderAnswerContext, show: boolean) {
  const { order } = rows
  const present = presentLines(rows)
  // The same function and inputs as at submission: each line's shares come out as the cart showed them.
  const totals = computeOrderTotals({ ...frozenTotalsInput(rows), vat: frozenVatInput(order.ivaCode) })
  const byId = new Map(totals.lines.map((l) => [l.id, l]))
  const documents = toDocuments(rows.documents)
  const viewer = {
    userId: order.userId,
    client: order.clientId === null ? null : ({ id: order.clientId } as CartClient),
  }
  const netPriceText = ctx.translate(ctx.lang, NET_PRICE_LABEL_KEY)
  const lines: CartLine[] = present.map((line) => {
    const { price, discounted_price } = unitPrices(line)
    return toLineAnswer({
      line,
      view: lineViewOf(ctx.snap, line, ctx.lang),
      viewer,
      show,
      prices: {
        price,
        discounted_price,
        discount_label:
          price < 0
            ? ''
            : formatDiscountLabel(price, line.discount_rule_static, { lang: ctx.lang, netPriceText }),
        discount_rule_static: line.discount_rule_static,
      },
      changedFrom: null,
      shares: byId.get(line.id),
      clientProductRef: line.client_product_ref,
      documents,
    })
  })
  return {
    lines,
    tobe_quoted: totals.tobe_quoted,
    ivaCode: totals.iva_code,
    ivaPerc: totals.iva_perc,
    promoCapped: show && totals.discount_promo_code_capped,
  }
}

/** The orderSchema answer of an order's rows for one language and viewer; net prices only when staff hide discounts. */
export function toOrderAnswer(rows: OrderRows, ctx: OrderAnswerContext): Order {
  const answer = toFullOrderAnswer(rows, ctx)
  return rows.order.hideDiscounts ? withNetPricesOnly(answer) : answer
}

function toFullOrderAnswer(rows: OrderRows, ctx: OrderAnswerContext): Order {
  const { order, client } = rows
  const { cart } = ctx
  const show = ctx.showPrices
  const shown = <T>(value: T): T | null => (show ? value : null)
  const {
    lines,
    tobe_quoted: tobeQuoted,
    ivaCode,
    ivaPerc,
    promoCapped,
  } = cart
    ? {
        ...cart,
        ivaCode: cart.custom_iva_code,
        ivaPerc: cart.iva_perc,
        promoCapped: cart.discount_promo_code_capped,
      }
    : frozenLines(rows, ctx, show)
  const portKey = cart ? cart.port : rows.portKey
  const finalIva = cart ? cart.order_final_price_iva : order.orderFinalPriceIva
  const rights = paymentRights({ client, tobe_quoted: tobeQuoted, order_final_price_iva: finalIva })
  const clientModeId = client?.payment_mode_id ?? null
  const offered = offeredPaymentModes({
    hasClient: order.clientId !== null,
    clientModeId,
    rights,
    orderModeId: order.paymentModeId,
  })
  const preferred = choosePaymentMode(order.paymentModeId, offered, clientModeId)
  const attrib = orderAttribSchema.safeParse(order.attrib)
  const perc = (bp: number | null) => (bp === null ? null : bp / 100)
  const prices = cart
    ? {
        total_price: cart.total_price,
        total_discounted_price: cart.total_discounted_price,
        total_discount: cart.total_discount,
        discount_weborder_value: cart.discount_weborder_value,
        discount_weborder_perc: cart.discount_weborder_perc,
        discount_promo_code_value: cart.discount_promo_code_value,
        discount_promo_code_perc: cart.discount_promo_code_perc,
        applied_promo_code: cart.applied_promo_code,
        shipping_price: cart.shipping_price,
        order_final_price: cart.order_final_price,
        iva_total: cart.iva_total,
        order_final_price_iva: cart.order_final_price_iva,
      }
    : {
        total_price: shown(order.totalPrice),
        total_discounted_price: shown(order.totalDiscountedPrice),
        total_discount: shown(order.totalDiscount),
        discount_weborder_value: shown(order.discountWeborderValue),
        discount_weborder_perc: shown(perc(order.discountWeborderPercBp)),
        discount_promo_code_value: shown(order.discountPromoCodeValue),
        discount_promo_code_perc: shown(perc(order.discountPromoCodePercBp)),
        applied_promo_code:
          show && rows.promoCode !== null && (order.discountPromoCodePercBp ?? 0) > 0
            ? { code: rows.promoCode, discount: (order.discountPromoCodePercBp ?? 0) / 100 }
            : null,
        shipping_price: shown(order.shippingPrice),
        order_final_price: shown(order.orderFinalPrice),
        iva_total: shown(order.ivaTotal),
        order_final_price_iva: shown(order.orderFinalPriceIva),
      }
  return {
    id: order.id,
    order_ref: order.orderRef ?? '',
    document_refs: { order_ref: order.orderRef ?? '', order_year: order.orderYear ?? 0 },
    status: order.status,
    is_quotation: order.isQuotation,
    // The spec's flag is the status, never stored apart (issue 21 item 4).
    cancelled: order.status === 'CANCELLED',
    expired: order.expired,
    quotation_reference: order.quotationReference,
    reference_client_code: order.referenceClientCode,
    quotation_valid_until: iso(order.quotationValidUntil),
    cart_submitted_at: iso(order.cartSubmittedAt),
    created_at: order.createdAt.toISOString(),
    carrier_id: order.carrierId ?? cart?.carrier_id ?? null,
    custom_carrier: order.customCarrier,
    payment_mode_id: order.paymentModeId,
    port_key: portKey,
    can_edit_carrier: canEditCarrier(portKey),
    shipment_address_id: order.shipmentAddressId,
    // A completed order ships where it said then; until completion the address is the client's live one.
    shipment_address:
      (attrib.success ? attrib.data.shipment_address : undefined) ??
      (rows.address && toAddress(rows.address, client)),
    billing: (attrib.success ? attrib.data.billing : undefined) ?? rows.billing,
    attrib: attrib.success ? attrib.data : {},
    ...prices,
    discount_promo_code_capped: promoCapped,
    custom_iva_code: ivaCode,
    iva_perc: ivaPerc,
    tobe_quoted: tobeQuoted,
    lead_time_days: LEAD_TIME_DAYS,
    lines,
    // The default first (paymentChoice), then the others in the rule's order.
    payment_modes: offered.includes(preferred)
      ? [preferred, ...offered.filter((m) => m !== preferred)]
      : offered,
    user_can_pay: rights.online,
    online_payment_over_max: rights.in_advance && !rights.online,
    missing_datasheets: missingDatasheets(lines).length,
    documents: toDocuments(rows.documents),
    payed: order.payed,
    paid_at: iso(order.paidAt),
    bank_transfer: rows.bank,
    bank_transfer_cancel_on: rows.bankCancelOn,
  }
}
