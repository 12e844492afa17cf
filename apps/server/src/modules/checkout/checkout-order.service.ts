import type { Lang } from '@shop/domain/i18n/langs'
import type { Cart, PortKey } from '@shop/domain/orders/cart-schemas'
import {
  CARRIER_IDS,
  defaultCarrierId,
  isOnlinePaymentMode,
  PAYMENT_MODE_IDS,
} from '@shop/domain/orders/checkout'
import {
  type CompleteOrderBody,
  type Order,
  type ShippingInfoBody,
  TERMS_OF_SALE_VERSION,
} from '@shop/domain/orders/checkout-schemas'
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
import {
  findOrderClient,
  findOrderRows,
  frozenTotalsInput,
  getOrderRows,
  type OrderRows,
  orderViewerCondition,
  toOrderAnswer,
} from '../orders/order.view.ts'
import {
  assertOrderEditable,
  closeOpenPayments,
  type GuardDeps,
  PAYMENT_LABELS,
} from '../orders/payment-guard.service.ts'
import { applyTransition } from '../orders/status.service.ts'
import {
  CHECKOUT_LABELS,
  type CheckoutCaller,
  type CheckoutDeps,
  callerSeesPrices,
  findCheckoutContext,
  findCustomer,
  queueCheckoutMails,
} from './checkout.service.ts'
import { checkBillingAddress, incompleteAddress } from './order.rules.ts'

/**
 * The order request's later steps (spec 2 §2.3, spec 3 §2 completion flow; issue 11): the shipping data
 * (POST order/get_shipping_info), the completion with a mode not paid online (POST order/complete_order), the card
 * branch's placeholder (POST order/submit_complete_order) and the detail (POST user/getOrderDetail). An order is the
 * caller's when it belongs to the company they act for, or to them when they act for none; anything else is 404.
 */

const notFound = () => new AppError('not_found', 'errors.not_found')

const viewerOf = (caller: CheckoutCaller) => ({ userId: caller.userId, clientId: caller.client?.id ?? null })

/** The caller's order request, or their own cart (the modal pays straight from it). */
export function shippable(caller: CheckoutCaller, orderId: number): SQL {
  return and(
    eq(orders.id, orderId),
    or(
      and(eq(orders.status, 'INCOMPLETE_REQUEST'), orderViewerCondition(viewerOf(caller))),
      and(eq(orders.status, 'DRAFT'), ownerCondition(viewerOf(caller))),
    ),
  ) as SQL
}

/** The caller's order request or cart, locked (shippable). */
async function lockShippable(tx: Tx, caller: CheckoutCaller, orderId: number) {
  const [found] = await tx
    .select({
      id: orders.id,
      status: orders.status,
      clientId: orders.clientId,
      attrib: orders.attrib,
    })
    .from(orders)
    .where(shippable(caller, orderId))
    .for('update')
  if (!found) throw notFound()
  return found
}

/**
 * Before a change of the caller's order (outside the transaction): its open payment attempts are expired at the
 * provider first (orders/payment-guard.service.ts, docs/decisions/022). An order that is not the caller's is left alone: its 404
 * comes from the transaction.
 */
async function closeOwnOpenPayments(deps: GuardDeps, own: SQL, orderId: number, reason: string) {
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
 * it), the desired date (today or later in Rome) and the client's references. The status does not change.
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
    const found = await lockShippable(tx, caller, input.id)
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

/**
 * True when the order was completed with this key (a repeat: answer it); a key some other order was completed with
 * is a 409; an order that is not the caller's is the 404 of one that does not exist.
 */
async function isCompletedWith(
  tx: Tx,
  caller: CheckoutCaller,
  orderId: number,
  key: string,
): Promise<boolean> {
  const [row] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.completionKey, key))
  if (!row) return false
  if (row.id !== orderId) throw new AppError('conflict', CHECKOUT_LABELS.keyUsed)
  const [mine] = await tx.select({ id: orders.id }).from(orders).where(visibleOrder(caller, orderId))
  if (!mine) throw notFound()
  return true
}

/**
 * POST order/complete_order: the caller's order request becomes NEW with a payment mode it is offered and not paid
 * online, the accepted terms of sale, and the mails to the customer and the provider. The completion_key makes a
 * repeat answer the same order. The user's e-mail must be verified (403).
 *
 * With `online` (the card branch of submit_complete_order, issue 12) the mode must be the card (PV9): the same checks,
 * the terms and the shipment address are stored, and the order stays INCOMPLETE_REQUEST until the payment provider
 * confirms the payment; the caller then opens the payment. An order already paid answers 409.
 */
export async function completeOrder(
  deps: CheckoutDeps & GuardDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: CompleteOrderBody,
  opts: { online: boolean } = { online: false },
): Promise<Order> {
  const { db } = deps
  const { snap, settings } = await findCheckoutContext(db)
  const now = deps.clock()
  const show = callerSeesPrices(caller, settings)
  const orderId = body.order.id
  const { online } = opts
  const answer = (rows: OrderRows) =>
    toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: show })
  const waiting = and(visibleOrder(caller, orderId), eq(orders.status, 'INCOMPLETE_REQUEST')) as SQL
  // Completed with a mode not paid online, the order leaves the wait for its payment: an open one is expired first.
  if (!online) await closeOwnOpenPayments(deps, waiting, orderId, 'completed_offline')

  const done = await db.transaction(async (tx) => {
    if (!online && (await isCompletedWith(tx, caller, orderId, body.submission_key))) return null
    const [found] = await tx
      .select({
        id: orders.id,
        clientId: orders.clientId,
        attrib: orders.attrib,
        completionKey: orders.completionKey,
      })
      .from(orders)
      .where(waiting)
      .for('update')
    if (!found) {
      // The same key may have committed while this one waited for the lock (PostgreSQL).
      if (!online && (await isCompletedWith(tx, caller, orderId, body.submission_key))) return null
      const [paid] = await tx
        .select({ ref: orders.orderRef })
        .from(orders)
        .where(and(visibleOrder(caller, orderId), eq(orders.payed, true)))
      if (paid) throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: paid.ref })
      throw notFound()
    }
    const customer = await findCustomer(tx, caller.userId)
    if (customer.emailVerifiedAt === null) throw new AppError('forbidden', CHECKOUT_LABELS.emailUnverified)
    const before = toOrderAnswer(await getOrderRows(db, orderId, tx), {
      snap,
      translate: deps.labels.translate,
      lang,
      showPrices: true,
    })
    // Set, still the client's (a deleted address clears it) and still complete (it may have been edited since): no
    // field of this body, get_shipping_info chose it.
    if (!before.shipment_address?.is_valid) throw incompleteAddress([])
    const offered = before.payment_modes
    const mode = body.order.payment_mode_id
    const onMode = (message: string) => validationFailure([{ path: ['order', 'payment_mode_id'], message }])
    if (isOnlinePaymentMode(mode) !== online)
      throw onMode(online ? CHECKOUT_LABELS.paymentModeUnavailable : CHECKOUT_LABELS.payOnline)
    if (!offered.includes(mode))
      throw onMode(online ? CHECKOUT_LABELS.onlinePaymentUnavailable : CHECKOUT_LABELS.paymentModeUnavailable)
    await checkBillingAddress(tx, found.clientId)
    if (!online) await applyTransition(tx, orderId, 'complete_order', 'customer', { userId: caller.userId })
    await tx
      .update(orders)
      .set({
        paymentModeId: mode,
        ...(online ? {} : { completionKey: body.submission_key }),
        attrib: {
          ...found.attrib,
          terms_of_sale: { version: TERMS_OF_SALE_VERSION, accepted_at: now.toISOString() },
          shipment_address: before.shipment_address,
          ...(before.billing && { billing: before.billing }),
        },
        updatedAt: now,
      })
      .where(eq(orders.id, orderId))
    const rows = await getOrderRows(db, orderId, tx)
    // A bank transfer in advance is awaited: the buyer's mail says where to pay, the desk's that it is awaited.
    const kind = mode === PAYMENT_MODE_IDS.pm5 ? 'bank_order' : 'order_completed'
    if (!online) await queueCheckoutMails(deps, tx, { rows, snap, customer, kind, showPrices: show })
    return answer(rows)
  })
  if (done) return done
  const rows = await findOrderRows(db, orderId)
  if (!rows) throw notFound()
  return answer(rows)
}

/** The caller's order or quotation (never a cart), else the 404 of an order that does not exist. */
function visibleOrder(caller: CheckoutCaller, orderId: number): SQL {
  return and(
    eq(orders.id, orderId),
    ne(orders.status, 'DRAFT'),
    orderViewerCondition(viewerOf(caller)),
  ) as SQL
}

/** POST user/getOrderDetail: one of the caller's orders or quotations. */
export async function findOrderDetail(
  deps: CheckoutDeps,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
): Promise<Order> {
  const { db } = deps
  const [found] = await db.select({ id: orders.id }).from(orders).where(visibleOrder(caller, orderId))
  if (!found) throw notFound()
  const [{ snap, settings }, rows] = await Promise.all([findCheckoutContext(db), findOrderRows(db, orderId)])
  if (!rows) throw notFound()
  return toOrderAnswer(rows, {
    snap,
    translate: deps.labels.translate,
    lang,
    showPrices: callerSeesPrices(caller, settings),
  })
}
