import { pathOf } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import { isOnlinePaymentMode, PAYMENT_MODE_IDS } from '@shop/domain/orders/checkout'
import type { CompleteOrderBody, Order } from '@shop/domain/orders/checkout-schemas'
import { awaitsPayment } from '@shop/domain/orders/status-machine'
import * as paymentEndpoints from '@shop/domain/payments/endpoints'
import type { PaypalCaptureBody, WalletCartBody } from '@shop/domain/payments/schemas'
import { and, eq, ne, or } from 'drizzle-orm'
import { orders, payments } from '../../db/schema/index.ts'
import { ProviderUnavailableError } from '../../infra/payments/provider.ts'
import { AppError } from '../../plugins/errors.ts'
import { ownerCondition } from '../cart/cart.store.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { type CheckoutCaller, submitCartAs } from '../checkout/checkout.service.ts'
import { findOrderDetail } from '../checkout/checkout-order.service.ts'
import { type Completion, completeOrder } from '../checkout/order-completion.service.ts'
import { orderViewerCondition } from '../orders/order.view.ts'
import { PAYMENT_LABELS } from '../orders/payment-guard.service.ts'
import { applyPaid, openPayment, type PaymentDeps, providerOf } from './payments.service.ts'

/**
 * The payment calls (spec 2 §7, spec 3 §7; issue 12): the wallet's three ways to pay straight from the cart, the card
 * branch of submit_complete_order, and the PayPal capture. Each wallet call is idempotent by the cart's id: the cart
 * becomes its order once (a submission key derived from the id), and a repeat answers that order with the attempt
 * still open, which is how the buyer tries again after giving up on the provider's page.
 */

/** The submission key of a wallet call: the cart becomes one order whichever online method pays it. */
const walletKey = (cartId: number) => `wallet-${cartId}`
const bankKey = (cartId: number) => `bank-${cartId}`

/**
 * The order a wallet call pays: the cart made into an order waiting for its online payment, or (a retry from the
 * result page) the caller's order that already waits for one: an order request completed with the card on the
 * checkout page has the same id as its cart had, but another submission key; so has a quotation being approved and
 * paid by card (pay_and_approve_quotation). An id that is neither the caller's cart
 * nor one of their orders is the 404 of a cart that is gone, before any other check (issue 21 item 9): a stranger
 * learns nothing of another client's order.
 */
async function walletOrder(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  cartId: number,
): Promise<Order> {
  const viewer = { userId: caller.userId, clientId: caller.client?.id ?? null }
  const [found] = await deps.db
    .select({ status: orders.status, paymentModeId: orders.paymentModeId, attrib: orders.attrib })
    .from(orders)
    .where(
      and(
        eq(orders.id, cartId),
        or(
          and(eq(orders.status, 'DRAFT'), ownerCondition(viewer)),
          and(ne(orders.status, 'DRAFT'), orderViewerCondition(viewer)),
        ),
      ),
    )
  if (!found) throw new AppError('cart_is_missing', 'errors.cart_is_missing')
  // An order request, or an approval (a READY quotation whose terms were accepted by pay_and_approve_quotation, issue
  // 25), the buyer chose to pay by card: its retry.
  const approving = found.status === 'READY' && Object.hasOwn(found.attrib, 'terms_of_sale')
  if ((found.status === 'INCOMPLETE_REQUEST' || approving) && found.paymentModeId === PAYMENT_MODE_IDS.pv9)
    return findOrderDetail(deps, caller, lang, cartId)
  return submitCartAs(deps, caller, lang, {
    cartId,
    version: null,
    key: walletKey(cartId),
    outcome: 'wallet_order',
  })
}

/** POST walletCart/checkout: the cart becomes an order waiting for its card payment; the session to pay it in. */
export async function checkoutWithCard(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: WalletCartBody,
) {
  const order = await walletOrder(deps, caller, lang, body.cartId)
  const opened = await openPayment(deps, {
    orderId: order.id,
    method: 'card',
    lang,
    userId: caller.userId,
    modeField: [],
  })
  return { order, cart: { id: body.cartId, external_session_id: opened.externalId } }
}

/** POST walletCart/createBankOrder: the cart becomes a NEW order to pay by bank transfer, with the bank details. */
export async function orderWithBankTransfer(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: WalletCartBody,
): Promise<{ order: Order; cart: null }> {
  const order = await submitCartAs(deps, caller, lang, {
    cartId: body.cartId,
    version: null,
    key: bankKey(body.cartId),
    outcome: 'bank_order',
  })
  return { order, cart: null }
}

/** POST walletCart/paypal/createRealOrder: as the card's, with a PayPal order the buyer approves at PayPal. */
export async function checkoutWithPaypal(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: WalletCartBody,
) {
  if (!deps.payments.paypal) throw new AppError('conflict', PAYMENT_LABELS.paypalUnavailable)
  const order = await walletOrder(deps, caller, lang, body.cartId)
  const opened = await openPayment(deps, {
    orderId: order.id,
    method: 'paypal',
    lang,
    userId: caller.userId,
    modeField: [],
  })
  return { result: { id: opened.externalId, status: 'CREATED', approve_url: opened.url } }
}

/**
 * POST order/submit_complete_order: with the online mode (PV9), the order request keeps its status, takes the mode, the
 * terms and the address, and the answer is where to pay: the card's same-origin redirect to the provider's hosted
 * page, or PayPal's approval page (`payment_method` paypal, issue 23); with any other mode it is complete_order (spec 3
 * §2: 'otherwise a success message is shown'). POST order/pay_and_approve_quotation is the same for a priced quotation
 * (`completion` 'approval', issue 25): it stays READY until the provider confirms the payment (paid_approval).
 */
export async function submitCompleteOrder(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: CompleteOrderBody,
  opts: { completion?: Completion; sessionId?: string } = {},
): Promise<{ order: Order; stripe_session_redirect_url: string | null }> {
  const online = isOnlinePaymentMode(body.order.payment_mode_id)
  const method = body.order.payment_method
  // Refused before the order takes the mode and the terms: nothing changes for a way the shop does not take.
  if (online && method === 'paypal' && !deps.payments.paypal) {
    throw new AppError('conflict', PAYMENT_LABELS.paypalUnavailable, {
      'order.payment_method': [PAYMENT_LABELS.paypalUnavailable],
    })
  }
  const order = await completeOrder(deps, caller, lang, body, { ...opts, online })
  if (!online) return { order, stripe_session_redirect_url: null }
  const opened = await openPayment(deps, {
    orderId: order.id,
    method,
    lang,
    userId: caller.userId,
    modeField: ['order', 'payment_mode_id'],
  })
  return {
    order,
    stripe_session_redirect_url:
      method === 'paypal'
        ? opened.url
        : pathOf(paymentEndpoints.redirectToPayment, { sessionId: opened.externalId }),
  }
}

/**
 * POST walletCart/paypal/captureRealOrder: captures the PayPal order the buyer approved for their order (the cart's
 * id), once: a capture already applied answers the paid order again. Money moves only here, so before PayPal is asked
 * the order must wait for this payment: 409 when it is paid, cancelled or no longer waiting, or when the shop closed
 * this attempt (the order changed, another attempt replaced it). INSTRUMENT_DECLINED answers 422 instrument_declined
 * (the page restarts the payment); any other refusal 502 payment_failed; both with PayPal's errorMsg {details:
 * [{issue, description}], debug_id}. Money PayPal took that the shop does not apply (applyPaid) answers 502
 * payment_failed too, saying it will be refunded.
 */
export async function capturePaypal(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  body: PaypalCaptureBody,
) {
  const paypal = deps.payments.paypal
  if (!paypal) throw new AppError('conflict', PAYMENT_LABELS.paypalUnavailable)
  const [found] = await deps.db
    .select({
      id: payments.id,
      status: payments.status,
      orderStatus: orders.status,
      payed: orders.payed,
      ref: orders.orderRef,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, providerOf(deps, 'paypal')),
        eq(payments.externalId, body.orderID),
        eq(payments.method, 'paypal'),
        eq(payments.orderId, body.cartId),
        orderViewerCondition({ userId: caller.userId, clientId: caller.client?.id ?? null }),
      ),
    )
  if (!found) throw new AppError('not_found', 'errors.not_found')
  if (found.status !== 'paid') {
    if (found.payed) throw new AppError('conflict', PAYMENT_LABELS.alreadyPaid, {}, {}, { ref: found.ref })
    if (!awaitsPayment(found.orderStatus))
      throw new AppError('conflict', PAYMENT_LABELS.notPayable, {}, {}, { ref: found.ref })
    if (found.status !== 'open') throw new AppError('conflict', PAYMENT_LABELS.attemptClosed)
    let capture: Awaited<ReturnType<typeof paypal.captureOrder>>
    try {
      capture = await paypal.captureOrder(body.orderID, `capture-${found.id}`)
    } catch (err) {
      deps.log.warn({ err, paymentId: found.id }, 'PayPal capture failed')
      if (err instanceof ProviderUnavailableError)
        throw new AppError('unavailable', PAYMENT_LABELS.tryAgainLater)
      throw err
    }
    if (!capture.ok) {
      const errorMsg = {
        details: [{ issue: capture.issue, description: capture.description }],
        debug_id: capture.debugId,
      }
      const code = capture.issue === 'INSTRUMENT_DECLINED' ? 'instrument_declined' : 'payment_failed'
      throw new AppError(code, undefined, {}, { errorMsg })
    }
    const snap = await findCatalog(deps.db)
    const outcome = await deps.db.transaction((tx) =>
      applyPaid(deps, tx, { paymentId: found.id, amount: capture.amount, currency: capture.currency, snap }),
    )
    if (outcome !== 'paid' && outcome !== 'already_handled') {
      const description = deps.labels.translate(lang, PAYMENT_LABELS.refundDue)
      const errorMsg = { details: [{ issue: outcome.toUpperCase(), description }], debug_id: '' }
      throw new AppError('payment_failed', PAYMENT_LABELS.refundDue, {}, { errorMsg })
    }
  }
  const order = await findOrderDetail(deps, caller, lang, body.cartId)
  return { result: { id: body.orderID, status: 'COMPLETED' as const }, cartOrder: order }
}
