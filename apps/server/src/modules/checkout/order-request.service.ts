import { isLang, type Lang } from '@shop/domain/i18n/langs'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type { PendingRequest } from '@shop/domain/orders/order-request-schemas'
import { canSeePrices } from '@shop/domain/orders/permissions'
import { LIVE_PAYMENT_STATUSES } from '@shop/domain/payments/attempt-machine'
import { and, desc, eq, gt, isNotNull, lte, notExists, type SQL, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { clients, orderStatusChanges, orders, promoCodes } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { JobDefinition } from '../../infra/jobs.ts'
import { AppError } from '../../plugins/errors.ts'
import { findCart } from '../cart/cart.service.ts'
import { lockOrCreateCart, ownerCondition } from '../cart/cart.store.ts'
import { copyOrderLinesToCart } from '../cart/cart-merge.service.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { findSettings } from '../lookups/settings.service.ts'
import { getOrderRows, toOrderAnswer } from '../orders/order.view.ts'
import { applyTransition } from '../orders/status.service.ts'
import { checkoutCustomerMail } from './checkout.mails.ts'
import { type CheckoutCaller, callerSeesPrices, findCustomer, findMailDetails } from './checkout.service.ts'

/**
 * The order request between 'Procedi con l'ordine' and its completion (spec 2 §4, spec 3 §4; issue 23 item 2;
 * docs/decisions/021): the header and the checkout show the buyer's (GET order/pending_request), 'Modifica il
 * carrello' takes it back into the cart (POST order/{id}/back_to_cart), and a job reminds the buyer of it once, a day
 * after it was made. No mail goes out when it is made; the sales office hears of it when it is completed or paid.
 */

/** Label keys of the answers (db/seed/labels/order-request.ts). */
const ORDER_REQUEST_LABELS = {
  /** 409: the order was sent, paid or cancelled by the desk meanwhile. */
  notOpen: 'orders.request.not_open',
} as const

/** A day after it was made, the buyer is reminded of an order request still waiting; once. */
const REMINDER_AFTER_MS = 24 * 60 * 60 * 1000
/** Requests older than this are never reminded: the first run after a deployment must not mail about old ones. */
const REMINDER_WITHIN_MS = 7 * 24 * 60 * 60 * 1000

const notFound = () => new AppError('not_found', 'errors.not_found')

/** No payment attempt the buyer could still pay: a request being paid is not waiting for the buyer. */
const noLivePayment = notExists(
  sql`(select 1 from payments p where p.order_id = "orders"."id"
    and p.status in (${sql.join(
      LIVE_PAYMENT_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`,
)

/** The caller's order requests still waiting: theirs, for the company they act for, with no payment open. */
function waitingOf(caller: CheckoutCaller): SQL {
  return and(
    ownerCondition({ userId: caller.userId, clientId: caller.client?.id ?? null }),
    eq(orders.status, 'INCOMPLETE_REQUEST'),
    noLivePayment,
  ) as SQL
}

/**
 * GET order/pending_request: the caller's most recent order request still waiting, with its pieces and its frozen
 * total (null where the caller may not see prices); null when there is none. Older ones are in the customer area.
 */
export async function findPendingRequest(db: Db, caller: CheckoutCaller): Promise<PendingRequest | null> {
  const [row] = await db
    .select({
      id: orders.id,
      ref: orders.orderRef,
      submittedAt: orders.cartSubmittedAt,
      total: orders.orderFinalPriceIva,
      qty: sql<number>`(select coalesce(sum(l.qty), 0)::int from order_lines l where l.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(waitingOf(caller))
    .orderBy(desc(orders.cartSubmittedAt), desc(orders.id))
    .limit(1)
  if (!row || row.ref === null || row.submittedAt === null) return null
  const show = callerSeesPrices(caller, await findSettings(db))
  return {
    id: row.id,
    order_ref: row.ref,
    cart_submitted_at: row.submittedAt.toISOString(),
    total_qty: row.qty,
    order_final_price_iva: show ? row.total : null,
  }
}

/** True when the order was cancelled by 'Modifica il carrello' (a repeat of the call answers the cart). */
async function wasTakenBack(tx: Tx, orderId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: orderStatusChanges.id })
    .from(orderStatusChanges)
    .where(and(eq(orderStatusChanges.orderId, orderId), eq(orderStatusChanges.transition, 'back_to_cart')))
    .limit(1)
  return row !== undefined
}

/**
 * POST order/{id}/back_to_cart, 'Modifica il carrello' on steps 2 and 3: the caller's order request is cancelled
 * (back_to_cart, audited; refused with 409 while a payment attempt is open, by the status service's guard) and its
 * lines go back into the caller's cart, merged by configuration (copyOrderLinesToCart), with its references and promo
 * code where the cart has none; the promo code's counted use is given back. One transaction. The request keeps its
 * number and lines, cancelled. A repeat (a double click, a second tab) answers the cart as it is; a request sent or
 * cancelled otherwise meanwhile is 409; anyone else's order is 404.
 */
export async function returnRequestToCart(
  deps: Pick<Deps, 'db' | 'labels' | 'clock'>,
  caller: CheckoutCaller,
  lang: Lang,
  orderId: number,
): Promise<Cart> {
  const owner = { userId: caller.userId, clientId: caller.client?.id ?? null }
  await deps.db.transaction(async (tx) => {
    const [request] = await tx
      .select({
        status: orders.status,
        ref: orders.orderRef,
        isQuotation: orders.isQuotation,
        promoCodeId: orders.promoCodeId,
        quotationReference: orders.quotationReference,
        referenceClientCode: orders.referenceClientCode,
      })
      .from(orders)
      .where(and(eq(orders.id, orderId), ownerCondition(owner), isNotNull(orders.orderRef)))
      .for('update')
    if (!request || request.isQuotation) throw notFound()
    if (request.status === 'CANCELLED' && (await wasTakenBack(tx, orderId))) return
    if (request.status !== 'INCOMPLETE_REQUEST')
      throw new AppError('conflict', ORDER_REQUEST_LABELS.notOpen, {}, {}, { ref: request.ref ?? '' })
    await applyTransition(tx, orderId, 'back_to_cart', 'customer', { userId: caller.userId })
    const cartId = await lockOrCreateCart(tx, owner, caller.userId)
    await copyOrderLinesToCart(tx, orderId, cartId, owner)
    if (request.promoCodeId !== null)
      await tx
        .update(promoCodes)
        .set({ usedCount: sql`greatest(${promoCodes.usedCount} - 1, 0)` })
        .where(eq(promoCodes.id, request.promoCodeId))
    await tx
      .update(orders)
      .set({
        quotationReference: sql`case when ${orders.quotationReference} = '' then ${request.quotationReference} else ${orders.quotationReference} end`,
        referenceClientCode: sql`case when ${orders.referenceClientCode} = '' then ${request.referenceClientCode} else ${orders.referenceClientCode} end`,
        promoCodeId: sql`coalesce(${orders.promoCodeId}, ${request.promoCodeId}::int)`,
      })
      .where(eq(orders.id, cartId))
  })
  return findCart(deps, caller, lang)
}

type ReminderDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'config' | 'clock' | 'log'>

/**
 * Mails each buyer whose order request has waited a day (made between REMINDER_WITHIN_MS and REMINDER_AFTER_MS ago,
 * still INCOMPLETE_REQUEST, no payment open) one reminder with its lines and the address that resumes it, in their
 * language, only to a verified address as every checkout mail; the request is marked reminded in the same
 * transaction (attrib.reminded_at), so it is never reminded twice. Answers how many were reminded.
 */
export async function remindOrderRequests(deps: ReminderDeps, now = deps.clock()): Promise<number> {
  const { db } = deps
  const due = and(
    eq(orders.status, 'INCOMPLETE_REQUEST'),
    isNotNull(orders.userId),
    lte(orders.cartSubmittedAt, new Date(now.getTime() - REMINDER_AFTER_MS)),
    gt(orders.cartSubmittedAt, new Date(now.getTime() - REMINDER_WITHIN_MS)),
    sql`${orders.attrib} ->> 'reminded_at' is null`,
    noLivePayment,
  )
  const candidates = await db.select({ id: orders.id }).from(orders).where(due)
  if (candidates.length === 0) return 0
  const [snap, settings] = await Promise.all([findCatalog(db), findSettings(db)])
  let reminded = 0
  for (const { id } of candidates) {
    // One short transaction each, the row checked again under its lock (the buyer may have completed it since).
    const done = await db.transaction(async (tx) => {
      const [order] = await tx
        .select({
          userId: orders.userId,
          attrib: orders.attrib,
          client: { can_see_prices: clients.canSeePrices, verified: clients.verified },
        })
        .from(orders)
        .leftJoin(clients, eq(clients.id, orders.clientId))
        .where(and(eq(orders.id, id), due))
        .for('update', { of: orders, skipLocked: true })
      if (!order || order.userId === null) return false
      const customer = await findCustomer(tx, order.userId)
      if (customer.emailVerifiedAt !== null) {
        const showPrices = canSeePrices({
          client: order.client,
          show_public_prices: settings.show_public_prices,
        })
        const lang: Lang = isLang(customer.preferredLang) ? customer.preferredLang : 'it'
        const rows = await getOrderRows(db, id, tx)
        const answer = toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices })
        const mail = checkoutCustomerMail(
          deps.labels,
          deps.config.publicUrl,
          customer,
          'order_reminder',
          answer,
          showPrices,
          // Its payment is still to be chosen: the mail names none.
          { ...(await findMailDetails(tx, answer, lang)), payment: '' },
        )
        await deps.mailer.send(mail, tx)
      }
      await tx
        .update(orders)
        .set({ attrib: { ...order.attrib, reminded_at: now.toISOString() } })
        .where(eq(orders.id, id))
      return true
    })
    if (done) reminded++
  }
  if (reminded > 0) deps.log.info({ reminded }, 'order requests reminded')
  return reminded
}

/** Every hour (UTC), so a request is reminded within an hour of its first day: one run among all processes. */
export const orderRequestReminderJob: JobDefinition<ReminderDeps> = {
  name: 'order-request-reminder',
  settings: { retryLimit: 2, retryDelay: 300 },
  cron: '23 * * * *',
  handler: async (deps) => {
    await remindOrderRequests(deps)
  },
}
