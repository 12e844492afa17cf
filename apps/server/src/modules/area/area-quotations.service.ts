import { computeOrderTotals } from '@shop/domain/orders/totals'
import { frozenVatInput } from '@shop/domain/orders/vat'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, promoCodes, shipments } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { promoError } from '../cart/promo-codes.service.ts'
import type { CatalogSnapshot } from '../catalog/catalog.store.ts'
import type { ProviderMailKind } from '../checkout/checkout.mails.ts'
import {
  type CheckoutCaller,
  type CheckoutDeps,
  callerSeesPrices,
  countPromoUse,
  findCheckoutContext,
  findCustomer,
  queueCheckoutMails,
} from '../checkout/checkout.service.ts'
import { frozenTotalsInput, getOrderRows, orderViewerCondition } from '../orders/order.view.ts'
import {
  assertOrderEditable,
  closeOpenPayments,
  type GuardDeps,
  PAYMENT_LABELS,
} from '../orders/payment-guard.service.ts'
import { assertQuotationOpen } from '../orders/quotation-validity.ts'
import { applyTransition, transitionForbidden } from '../orders/status.service.ts'

/**
 * The customer's moves of a quotation from the reserved area (spec 3 §2 detail, §4; issue 25 item 7): refuse, cancel,
 * add a promo code. Each is one transaction under the quotation's row lock, through the status machine's named
 * customer edges and the payment guard, refused with 409 once the quotation's validity has passed
 * (assertQuotationOpen), mailed to the provider after the commit (the outbox), and idempotent: a repeat that finds the
 * move already made answers the quotation as it is. Approving is the completion flow's (checkout-order.service.ts).
 */

export type QuotationDeps = CheckoutDeps & GuardDeps

/** Label keys of the answers (db/seed/labels/area-orders.ts). */
export const AREA_LABELS = {
  refused: 'orders.area.quotation_refused',
  cancelled: 'orders.area.quotation_cancelled',
  approved: 'orders.area.quotation_approved',
  promoAdded: 'orders.area.promo_code_added',
  promoAlready: 'orders.area.promo_code_already',
  shipped: 'orders.area.cancel_shipped',
} as const

const notFound = () => new AppError('not_found', 'errors.not_found')

/** The caller's quotation by id: of the company they act for, or their own without one. */
function ownQuotation(caller: CheckoutCaller, id: number): SQL {
  return and(
    eq(orders.id, id),
    eq(orders.isQuotation, true),
    orderViewerCondition({ userId: caller.userId, clientId: caller.client?.id ?? null }),
  ) as SQL
}

/** The caller's quotation, locked; 404 for anyone else's. */
async function lockQuotation(tx: Tx, caller: CheckoutCaller, id: number) {
  const [order] = await tx.select().from(orders).where(ownQuotation(caller, id)).for('update')
  if (!order) throw notFound()
  return order
}

/**
 * After the move, in its transaction: the provider hears of it (in Italian, with prices). `snap` is read before the
 * transaction (on PGlite a read beside one waits for it).
 */
async function mailProvider(
  deps: QuotationDeps,
  tx: Tx,
  snap: CatalogSnapshot,
  caller: CheckoutCaller,
  id: number,
  kind: ProviderMailKind,
  note = '',
) {
  await queueCheckoutMails(deps, tx, {
    rows: await getOrderRows(deps.db, id, tx),
    snap,
    customer: await findCustomer(tx, caller.userId),
    kind,
    showPrices: true,
    customerCopy: false,
    note,
  })
}

/**
 * POST order/refuse_quotation: READY → REFUSED (refuse_quotation), the customer's reason on the move's audit row. An
 * approval's card payment still open is expired first (the guard). A quotation already refused answers as it is.
 */
export async function refuseQuotation(
  deps: QuotationDeps,
  caller: CheckoutCaller,
  input: { id: number; quotation_refused_note: string },
): Promise<void> {
  const [found] = await deps.db.select({ id: orders.id }).from(orders).where(ownQuotation(caller, input.id))
  if (!found) throw notFound()
  await closeOpenPayments(deps, input.id, 'quotation_refused')
  const { snap } = await findCheckoutContext(deps.db)
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    const order = await lockQuotation(tx, caller, input.id)
    if (order.status === 'REFUSED') return
    assertQuotationOpen(order, now)
    await applyTransition(tx, order.id, 'refuse_quotation', 'customer', {
      userId: caller.userId,
      note: input.quotation_refused_note,
    })
    await mailProvider(deps, tx, snap, caller, order.id, 'quotation_refused', input.quotation_refused_note)
  })
}

/**
 * POST order/cancel_quotation: a quotation request (NEW → CANCELLED, cancel_new), or an approved quotation
 * (CONFIRMED → CANCELLED, cancel_confirmed) while nothing depends on it: not paid (409 already paid), no payment open
 * (409 payment in progress, applyTransition's guard), nothing shipped (409). A cancelled one answers as it is.
 */
export async function cancelQuotation(
  deps: QuotationDeps,
  caller: CheckoutCaller,
  input: { id: number },
): Promise<void> {
  const { snap } = await findCheckoutContext(deps.db)
  const now = deps.clock()
  await deps.db.transaction(async (tx) => {
    const order = await lockQuotation(tx, caller, input.id)
    if (order.status === 'CANCELLED') return
    assertQuotationOpen(order, now)
    if (order.status === 'NEW') {
      await applyTransition(tx, order.id, 'cancel_new', 'customer', { userId: caller.userId })
    } else if (order.status === 'CONFIRMED') {
      if (order.payed)
        throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: order.orderRef ?? '' })
      const [shipped] = await tx
        .select({ id: shipments.id })
        .from(shipments)
        .where(eq(shipments.orderId, order.id))
        .limit(1)
      if (shipped) throw new AppError('conflict', AREA_LABELS.shipped, {}, {}, { ref: order.orderRef ?? '' })
      await applyTransition(tx, order.id, 'cancel_confirmed', 'customer', { userId: caller.userId })
    } else {
      throw transitionForbidden(order.status, 'CANCELLED')
    }
    await mailProvider(deps, tx, snap, caller, order.id, 'quotation_cancelled')
  })
}

/**
 * POST order/add_promo_code: a promo code on a quotation request (NEW, still open) that has none, under the cart's
 * rules (valid now, uses left: its use counted as a submission counts it; 422 on `promo_code` otherwise). The frozen
 * totals are computed again by computeOrderTotals with the code, and the version moves, so the desk pricing it meanwhile
 * sees the change. The same code again answers as it is; another code is 409.
 */
export async function addPromoCode(
  deps: QuotationDeps,
  caller: CheckoutCaller,
  input: { id: number; promo_code: string },
): Promise<void> {
  const { snap, settings } = await findCheckoutContext(deps.db)
  // The cart's rule: no codes while the shop takes none, nor on prices the buyer cannot see.
  if (!settings.promo_codes_enabled || !callerSeesPrices(caller, settings))
    throw promoError('disabled', ['promo_code'])
  const now = deps.clock()
  const typed = input.promo_code.trim().toUpperCase()
  await deps.db.transaction(async (tx) => {
    const order = await lockQuotation(tx, caller, input.id)
    if (order.status !== 'NEW') throw transitionForbidden(order.status, 'NEW')
    assertQuotationOpen(order, now)
    const [promo] = await tx
      .select({ id: promoCodes.id, code: promoCodes.code, percentBp: promoCodes.percentBp })
      .from(promoCodes)
      .where(eq(promoCodes.code, typed))
    if (order.promoCodeId !== null) {
      if (promo?.id === order.promoCodeId) return
      throw new AppError('conflict', AREA_LABELS.promoAlready)
    }
    if (!promo) throw promoError('unknown', ['promo_code'])
    await assertOrderEditable(tx, order.id)
    await countPromoUse(tx, promo.id, now, ['promo_code'])
    const rows = await getOrderRows(deps.db, order.id, tx)
    const totals = computeOrderTotals({
      ...frozenTotalsInput(rows),
      promo: { code: promo.code, perc: promo.percentBp / 100 },
      vat: frozenVatInput(order.ivaCode),
    })
    await tx
      .update(orders)
      .set({
        promoCodeId: promo.id,
        discountPromoCodePercBp: Math.round(totals.discount_promo_code_perc * 100),
        discountPromoCodeValue: totals.discount_promo_code_value,
        totalDiscount: totals.total_discount,
        orderFinalPrice: totals.order_final_price,
        ivaTotal: totals.iva_total,
        orderFinalPriceIva: totals.order_final_price_iva,
        version: sql`${orders.version} + 1`,
        updatedAt: now,
      })
      .where(eq(orders.id, order.id))
    await mailProvider(deps, tx, snap, caller, order.id, 'promo_code_added')
  })
}
