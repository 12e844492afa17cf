import { failedPasswordRules } from '@shop/domain/accounts/password'
import type { Lang } from '@shop/domain/i18n/langs'
import { isOnlinePaymentMode, PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import {
  type CompleteOrderBody,
  type Order,
  TERMS_OF_SALE_VERSION,
} from '@shop/domain/orders/checkout-schemas'
import type { OrderStatus, TransitionName } from '@shop/domain/orders/status-machine'
import { and, eq, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, users } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { setFirstPassword } from '../accounts/password.service.ts'
import { findOrderRows, getOrderRows, type OrderRows, toOrderAnswer } from '../orders/order.view.ts'
import { type GuardDeps, PAYMENT_LABELS } from '../orders/payment-guard.service.ts'
import { assertQuotationOpen } from '../orders/quotation-validity.ts'
import { applyTransition, transitionForbidden } from '../orders/status.service.ts'
import {
  CHECKOUT_LABELS,
  type CheckoutCaller,
  type CheckoutDeps,
  callerSeesPrices,
  findCheckoutContext,
  findCustomer,
  queueCheckoutMails,
} from './checkout.service.ts'
import { closeOwnOpenPayments, visibleOrder } from './checkout-order.service.ts'
import { checkBillingAddress, incompleteAddress } from './order.rules.ts'

/**
 * The completion (spec 2 §2.3 step 3, spec 3 §2 completion flow; issues 11, 12 and 25): an order request, or a priced
 * quotation the customer approves, takes its payment mode and the terms of sale, exactly once per submission key; the
 * card branch (submit_complete_order, pay_and_approve_quotation) stores the same and leaves the move to the payment.
 */

const notFound = () => new AppError('not_found', 'errors.not_found')

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
 * What a completion finishes (spec 3 §2 completion flow, §4): an order request the client made as an order
 * (INCOMPLETE_REQUEST → NEW, complete_order), or a priced quotation the customer approves (READY → CONFIRMED,
 * approve_quotation; issue 25 item 8), which must still be open (assertQuotationOpen: 409 once its validity passed) and
 * takes the quotation reference as the client's reference when it has none (spec 3 §4).
 */
const COMPLETIONS = {
  order_request: {
    status: 'INCOMPLETE_REQUEST',
    isQuotation: false,
    transition: 'complete_order',
  },
  approval: { status: 'READY', isQuotation: true, transition: 'approve_quotation' },
} as const satisfies Record<string, { status: OrderStatus; isQuotation: boolean; transition: TransitionName }>
export type Completion = keyof typeof COMPLETIONS

/**
 * The first password of a user who has none (spec 3 §2 completion flow: 'choose a password if the user has none'),
 * `user_data` of the completing call, under the password rules on `user_data.password`; nothing when the user has one
 * (a retry after a refusal further on). Set before the completion, in the account's own transaction (which ends the
 * user's other sessions): a completion refused later keeps the password chosen, and its retry need not send it again.
 */
async function setPasswordIfNone(
  deps: Pick<CheckoutDeps, 'db'>,
  userId: number,
  userData: CompleteOrderBody['user_data'],
  sessionId: string | undefined,
): Promise<void> {
  if (!userData) return
  const [user] = await deps.db
    .select({ email: users.email, hasPassword: sql<boolean>`${users.passwordHash} is not null` })
    .from(users)
    .where(eq(users.id, userId))
  if (!user || user.hasPassword) return
  const failed = failedPasswordRules(userData.password, user.email)
  if (failed.length > 0)
    throw validationFailure(
      failed.map((id) => ({ path: ['user_data', 'password'], message: `password.${id}` })),
    )
  await setFirstPassword(deps.db, userId, userData.password, sessionId)
}

/**
 * POST order/complete_order, and order/approve_quotation (`completion` 'approval'): the caller's order request
 * becomes NEW, or their priced quotation CONFIRMED, with a payment mode it is offered and not paid online, the
 * accepted terms of sale, and the mails to the customer and the provider. The completion_key makes a repeat answer the
 * same order. The user's e-mail must be verified (403); `user_data` sets the first password of a user without one.
 *
 * With `online` (the card branch of submit_complete_order and pay_and_approve_quotation, issue 12) the mode must be
 * the card (PV9): the same checks, the terms and the shipment address are stored, and the order keeps its status
 * until the payment provider confirms the payment; the caller then opens the payment. An order already paid answers
 * 409.
 */
export async function completeOrder(
  deps: CheckoutDeps & GuardDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: CompleteOrderBody,
  opts: { online: boolean; completion?: Completion; sessionId?: string } = { online: false },
): Promise<Order> {
  const { db } = deps
  const { snap, settings } = await findCheckoutContext(db)
  const now = deps.clock()
  const show = callerSeesPrices(caller, settings)
  const orderId = body.order.id
  const { online } = opts
  const completion = opts.completion ?? 'order_request'
  const flow = COMPLETIONS[completion]
  const answer = (rows: OrderRows) =>
    toOrderAnswer(rows, { snap, translate: deps.labels.translate, lang, showPrices: show })
  const waiting = and(
    visibleOrder(caller, orderId),
    eq(orders.status, flow.status),
    eq(orders.isQuotation, flow.isQuotation),
  ) as SQL
  await setPasswordIfNone(deps, caller.userId, body.user_data, opts.sessionId)
  // Completed with a mode not paid online, the order leaves the wait for its payment: an open one is expired first.
  if (!online) await closeOwnOpenPayments(deps, waiting, orderId, 'completed_offline')

  const done = await db.transaction(async (tx) => {
    if (!online && (await isCompletedWith(tx, caller, orderId, body.submission_key))) return null
    const [found] = await tx
      .select({
        id: orders.id,
        clientId: orders.clientId,
        attrib: orders.attrib,
        expired: orders.expired,
        quotationValidUntil: orders.quotationValidUntil,
        orderRef: orders.orderRef,
        referenceClientCode: orders.referenceClientCode,
        quotationReference: orders.quotationReference,
      })
      .from(orders)
      .where(waiting)
      .for('update')
    if (!found) {
      // The same key may have committed while this one waited for the lock (PostgreSQL).
      if (!online && (await isCompletedWith(tx, caller, orderId, body.submission_key))) return null
      const [other] = await tx
        .select({ ref: orders.orderRef, payed: orders.payed, status: orders.status })
        .from(orders)
        .where(and(visibleOrder(caller, orderId), eq(orders.isQuotation, flow.isQuotation)))
      if (other?.payed) throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: other.ref })
      // A quotation in another status: the move is not allowed from there (its detail says what is).
      if (other && completion === 'approval') throw transitionForbidden(other.status, 'CONFIRMED')
      throw notFound()
    }
    if (completion === 'approval') assertQuotationOpen(found, now)
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
    if (!online) await applyTransition(tx, orderId, flow.transition, 'customer', { userId: caller.userId })
    await tx
      .update(orders)
      .set({
        paymentModeId: mode,
        ...(online ? {} : { completionKey: body.submission_key }),
        // Spec 3 §4: an approved quotation without the client's reference takes the quotation's.
        ...(completion === 'approval' && found.referenceClientCode === ''
          ? { referenceClientCode: found.quotationReference }
          : {}),
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
    const kind =
      completion === 'approval'
        ? 'quotation_approved'
        : mode === PAYMENT_MODE_IDS.pm5
          ? 'bank_order'
          : 'order_completed'
    if (!online) await queueCheckoutMails(deps, tx, { rows, snap, customer, kind, showPrices: show })
    return answer(rows)
  })
  if (done) return done
  const rows = await findOrderRows(db, orderId)
  if (!rows) throw notFound()
  return answer(rows)
}
