import type { ShopSettings } from '@shop/domain/accounts/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import type { Cart, PortKey } from '@shop/domain/orders/cart-schemas'
import { CARRIER_IDS, defaultCarrierId } from '@shop/domain/orders/checkout'
import type { Order, ShippingInfoBody } from '@shop/domain/orders/checkout-schemas'
import {
  earliestShippingDate,
  isDesiredDateAllowed,
  PROCESSING_WORKING_DAYS,
} from '@shop/domain/orders/shipping-date'
import { canEditCarrier, computeOrderTotals } from '@shop/domain/orders/totals'
import { vatInputOf } from '@shop/domain/orders/vat'
import { and, eq, ne, or, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { addresses, clients, orders, ports } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { toAddress } from '../accounts/addresses.service.ts'
import { ownerCondition } from '../cart/cart.store.ts'
import { toCartAnswer } from '../cart/cart.view.ts'
import { findCartRowInTx } from '../cart/cart-rows.store.ts'
import { findLineCopies } from '../cart/line-copies.store.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import {
  findOrderClient,
  findOrderRows,
  frozenTotalsInput,
  getOrderRows,
  isOrderVisibleTo,
  type OrderRows,
  orderViewerCondition,
  toOrderAnswer,
} from '../orders/order.view.ts'
import { assertOrderEditable, closeOpenPayments, type GuardDeps } from '../orders/payment-guard.service.ts'
import { assertQuotationOpen } from '../orders/quotation-validity.ts'
import {
  CHECKOUT_LABELS,
  type CheckoutCaller,
  type CheckoutDeps,
  callerSeesPrices,
  findCheckoutContext,
} from './checkout.service.ts'
import { incompleteAddress } from './order.rules.ts'

/**
 * The order request's later steps (spec 2 §2.3, spec 3 §2 completion flow; issues 11 and 25): the shipping data
 * (POST order/get_shipping_info) of an order request or of a priced quotation being approved, and the order's detail;
 * the completion is order-completion.service.ts. An order is the caller's when it belongs to the company they act for,
 * or to them when they act for none; anything else is 404.
 */

const notFound = () => new AppError('not_found', 'errors.not_found')

const viewerOf = (caller: CheckoutCaller) => ({ userId: caller.userId, clientId: caller.client?.id ?? null })

/**
 * The caller's order request, their priced quotation to approve (the completion flow's first step, issue 25), or their
 * own cart (the modal pays straight from it).
 */
export function shippable(caller: CheckoutCaller, orderId: number): SQL {
  return and(
    eq(orders.id, orderId),
    or(
      and(
        or(
          eq(orders.status, 'INCOMPLETE_REQUEST'),
          and(eq(orders.status, 'READY'), eq(orders.isQuotation, true)),
        ),
        orderViewerCondition(viewerOf(caller)),
      ),
      and(eq(orders.status, 'DRAFT'), ownerCondition(viewerOf(caller))),
    ),
  ) as SQL
}

/** The caller's order request, quotation or cart, locked (shippable); a quotation must still be open (409). */
async function lockShippable(tx: Tx, caller: CheckoutCaller, orderId: number, now: Date) {
  const [found] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      clientId: orders.clientId,
      attrib: orders.attrib,
      expired: orders.expired,
      quotationValidUntil: orders.quotationValidUntil,
      orderRef: orders.orderRef,
    })
    .from(orders)
    .where(shippable(caller, orderId))
    .for('update')
  if (!found) throw notFound()
  if (found.status === 'READY') assertQuotationOpen(found, now)
  return found
}

/**
 * Before a change of the caller's order (outside the transaction): its open payment attempts are expired at the
 * provider first (orders/payment-guard.service.ts, docs/decisions/022). An order that is not the caller's is left alone: its 404
 * comes from the transaction.
 */
export async function closeOwnOpenPayments(deps: GuardDeps, own: SQL, orderId: number, reason: string) {
  const [found] = await deps.db.select({ id: orders.id }).from(orders).where(own)
  if (found) await closeOpenPayments(deps, orderId, reason)
}

/**
 * An order request's VAT once its delivery country is known (decision 019; issue 21 item 5): the client's own code,
 * VAT number and country's area and the destination's area, read here, and the order's frozen lines priced again by
 * the one computeOrderTotals, which gives back the frozen total with the VAT of this destination.
 */
async function vatForDestination(db: Db, tx: Tx, orderId: number, clientId: number, zone: string) {
  const [client] = await tx
    .select({
      iva_code: clients.ivaCode,
      piva: clients.piva,
      area: sql<
        number | null
      >`(select esaedro_ind_area_naz from countries where zone_code = ${clients.esaedroZoneCode})`,
      destination: sql<number | null>`(select esaedro_ind_area_naz from countries where zone_code = ${zone})`,
    })
    .from(clients)
    .where(eq(clients.id, clientId))
  const rows = await getOrderRows(db, orderId, tx)
  const vat = vatInputOf(client ?? null, client?.destination ?? null)
  const totals = computeOrderTotals({ ...frozenTotalsInput(rows), vat })
  return {
    ivaCode: totals.iva_code,
    ivaTotal: totals.iva_total,
    orderFinalPriceIva: totals.order_final_price_iva,
  }
}

/** The attrib with a date set, or removed when the form sent none. */
/**
 * A desired date before the earliest shipping date or on no working day (issue 23 item 7): refused on its field,
 * naming the earliest date as the buyer reads dates (DD/MM/YYYY, spec 2 §5).
 */
function desiredDateRefused(now: Date): AppError {
  const earliest = earliestShippingDate(now).split('-').reverse().join('/')
  return validationFailure(
    [{ path: ['order', 'desired_shipping_date'], message: CHECKOUT_LABELS.desiredDateTooEarly }],
    { date: earliest, days: PROCESSING_WORKING_DAYS },
  )
}

function withDate(attrib: Record<string, unknown>, key: string, value: string): Record<string, unknown> {
  const { [key]: _old, ...rest } = attrib
  return value === '' ? rest : { ...rest, [key]: value }
}

export type ShippingInfoResult = { order: Order; cart: Cart | null; user_can_pay: boolean }

/**
 * POST order/get_shipping_info: the shipment address (one of the order's client's, complete), the carrier (forced to
 * the default for the destination unless the port lets the buyer choose; the own courier's details kept only for
 * it), the desired date (today or later in Rome) and the client's references, on an order request, a priced quotation
 * being approved, or the cart. The status does not change (a quotation becomes CONFIRMED at the end of step 2).
 */
export async function saveShippingInfo(
  deps: CheckoutDeps & GuardDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: ShippingInfoBody,
): Promise<ShippingInfoResult> {
  const { db } = deps
  const { snap, settings } = await findCheckoutContext(db)
  const now = deps.clock()
  const input = body.order
  const show = callerSeesPrices(caller, settings)
  // The destination, the carrier and the VAT may change: no payment may stay open on the old ones (issue 21).
  await closeOwnOpenPayments(deps, shippable(caller, input.id), input.id, 'shipping_changed')
  return db.transaction(async (tx) => {
    const found = await lockShippable(tx, caller, input.id, now)
    await assertOrderEditable(tx, found.id)
    const [address] =
      found.clientId === null
        ? []
        : await tx
            .select()
            .from(addresses)
            .where(and(eq(addresses.id, input.shipment_address_id), eq(addresses.clientId, found.clientId)))
    // Field errors are named by their path in the body, { order: { … } } (issue 22 item 3).
    if (!address) {
      throw new AppError('not_found', CHECKOUT_LABELS.addressUnknown, {
        'order.shipment_address_id': [CHECKOUT_LABELS.addressUnknown],
      })
    }
    const client = await findOrderClient(tx, found.clientId)
    // The completeness rules the address list shows ('Dati non completi!'), with the client's SDI code.
    if (!toAddress(address, client).is_valid) throw incompleteAddress(['order', 'shipment_address_id'])
    if (input.desired_shipping_date !== '' && !isDesiredDateAllowed(input.desired_shipping_date, now)) {
      throw desiredDateRefused(now)
    }

    // A cart has no port yet: the client's, as the cart shows it.
    let portKey: PortKey | null = caller.client?.port_key ?? null
    if (found.status !== 'DRAFT') {
      const [port] = await tx
        .select({ key: ports.keyCodPorto })
        .from(orders)
        .innerJoin(ports, eq(ports.id, orders.portId))
        .where(eq(orders.id, found.id))
      portKey = (port?.key as PortKey | undefined) ?? null
    }
    let carrierId = input.carrier_id
    if (!canEditCarrier(portKey)) {
      carrierId = defaultCarrierId({
        clientCarrierId: client?.carrier_id ?? null,
        destinationZone: address.esaedroZoneCode,
      })
    } else if (!(Object.values(CARRIER_IDS) as number[]).includes(carrierId)) {
      throw validationFailure([{ path: ['order', 'carrier_id'], message: CHECKOUT_LABELS.carrierInvalid }])
    }
    let attrib = withDate(found.attrib, 'desired_shipping_date', input.desired_shipping_date)
    attrib = withDate(attrib, 'reference_client_date', input.reference_client_date)
    // A cart's answer prices its VAT on every read (its shipment address is its destination); an order request's
    // frozen VAT is priced again for the address chosen.
    const vat =
      found.status === 'DRAFT'
        ? null
        : await vatForDestination(db, tx, found.id, address.clientId, address.esaedroZoneCode)
    if (vat) attrib = { ...attrib, custom_iva_code: vat.ivaCode }
    await tx
      .update(orders)
      .set({
        ...vat,
        shipmentAddressId: address.id,
        carrierId,
        customCarrier: carrierId === CARRIER_IDS.ownCourier ? input.custom_carrier : '',
        referenceClientCode: input.reference_client_code,
        attrib,
        updatedAt: now,
      })
      .where(eq(orders.id, found.id))

    const rows = await getOrderRows(db, found.id, tx)
    let cart: Cart | null = null
    if (found.status === 'DRAFT') {
      const row = await findCartRowInTx(tx, found.id)
      const copies = await findLineCopies(db, row, tx)
      cart = toCartAnswer({
        snap,
        settings,
        translate: deps.labels.translate,
        lang,
        viewer: caller,
        cart: row,
        copies,
        now,
      })
    }
    const order = toOrderAnswer(rows, {
      snap,
      translate: deps.labels.translate,
      lang,
      showPrices: show,
      ...(cart ? { cart } : {}),
    })
    return { order, cart, user_can_pay: order.user_can_pay }
  })
}

/** The caller's order or quotation (never a cart), else the 404 of an order that does not exist. */
export function visibleOrder(caller: CheckoutCaller, orderId: number): SQL {
  return and(
    eq(orders.id, orderId),
    ne(orders.status, 'DRAFT'),
    orderViewerCondition(viewerOf(caller)),
  ) as SQL
}

/** 'Error: wrong order' (spec 3 §8): the 404 of an order that is not the caller's, or not at all. */
export const WRONG_ORDER = 'orders.area.wrong_order'

/** One of the caller's orders or quotations read whole, with what its answers need. */
export type VisibleOrder = {
  rows: OrderRows
  snap: CatalogSnapshot
  settings: ShopSettings
  showPrices: boolean
}

/** The caller's order or quotation (never a cart), else 404 'Error: wrong order'. */
export async function readVisibleOrder(
  deps: Pick<CheckoutDeps, 'db'>,
  caller: CheckoutCaller,
  orderId: number,
): Promise<VisibleOrder> {
  const { db } = deps
  const [{ snap, settings }, rows] = await Promise.all([findCheckoutContext(db), findOrderRows(db, orderId)])
  // Read first, then checked: one round trip less than asking whose it is first; nothing of it is answered otherwise.
  if (!rows || !isOrderVisibleTo(rows.order, viewerOf(caller))) throw new AppError('not_found', WRONG_ORDER)
  return { rows, snap, settings, showPrices: callerSeesPrices(caller, settings) }
}

/** One of the caller's orders or quotations as orderSchema answers it. */
export async function findOrderDetail(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
): Promise<Order> {
  const { rows, snap, showPrices } = await readVisibleOrder(deps, caller, orderId)
  return toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices })
}
