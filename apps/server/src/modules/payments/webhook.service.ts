import type { Lang } from '@shop/domain/i18n/langs'
import { awaitsPayment } from '@shop/domain/orders/status-machine'
import { and, eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders, paymentEvents, payments } from '../../db/schema/index.ts'
import { type PaymentEvent, WebhookSignatureError } from '../../infra/payments/provider.ts'
import { AppError } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import type { CheckoutCaller } from '../checkout/checkout.service.ts'
import { orderViewerCondition } from '../orders/order.view.ts'
import { moveAttempt } from '../orders/payment-attempts.store.ts'
import { applyPaid, closeAttempt, type PaidOutcome, type PaymentDeps, returnUrl } from './payments.service.ts'

/**
 * The card provider's side (issue 12 item 3): its webhook, verified by signature over the raw body and applied once
 * per event (the event id is stored in the same transaction that applies it), and the same-origin redirect to its
 * hosted page.
 */

/**
 * What one delivery did; a repeat of an event already applied is 'duplicate_event'. A payment's outcome names what
 * happened to the money: applied, already handled, or the reason it was flagged for refund (applyPaid).
 */
export type WebhookOutcome =
  | 'duplicate_event'
  | 'ignored'
  | 'unknown_payment'
  | 'expired'
  | 'failed'
  | 'already_closed'
  | PaidOutcome

/** The card attempt an event speaks of: by our id (client_reference_id), checked against the session id. */
async function findEventPayment(
  deps: PaymentDeps,
  tx: Tx,
  event: Exclude<PaymentEvent, { kind: 'ignored' }>,
  now: Date,
) {
  const provider = deps.payments.provider
  const id = event.reference !== null && /^\d{1,9}$/.test(event.reference) ? Number(event.reference) : null
  const [byReference] =
    id === null
      ? []
      : await tx
          .select({ id: payments.id, status: payments.status, externalId: payments.externalId })
          .from(payments)
          .where(and(eq(payments.id, id), eq(payments.provider, provider), eq(payments.method, 'card')))
          .for('update')
  if (byReference && (byReference.externalId === null || byReference.externalId === event.sessionId)) {
    // The provider answered but the process stopped before storing the session id: the event brings it, and an
    // attempt still 'creating' is open at the provider.
    if (byReference.status === 'creating')
      await moveAttempt(tx, byReference, 'open', 'provider', now, { externalId: event.sessionId })
    else if (byReference.externalId === null)
      await tx.update(payments).set({ externalId: event.sessionId }).where(eq(payments.id, byReference.id))
    return byReference.id
  }
  const [bySession] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.externalId, event.sessionId)))
  return bySession?.id ?? null
}

/**
 * POST payments/webhook: verifies the signature (a bad one is logged and refused with 400), then applies the event in
 * one transaction that first records its id, so a second delivery of it, however late, finds the record and stops.
 * An event for a payment we do not know is recorded, logged and acknowledged (the provider would otherwise retry it
 * for days); a session that expired or failed leaves its order waiting, to pay again or otherwise.
 */
export async function receiveWebhook(
  deps: PaymentDeps,
  rawBody: Buffer,
  signature: string | undefined,
): Promise<WebhookOutcome> {
  let event: PaymentEvent
  try {
    event = deps.payments.card.readWebhook(rawBody, signature)
  } catch (err) {
    if (!(err instanceof WebhookSignatureError)) throw err
    deps.log.warn({ reason: err.message }, 'payment webhook refused: bad signature')
    throw new AppError('bad_request', 'orders.payments.signature_invalid')
  }
  const snap = await findCatalog(deps.db)
  const now = deps.clock()
  const provider = deps.payments.provider
  const outcome = await deps.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const [fresh] = await tx
      .insert(paymentEvents)
      .values({
        provider,
        eventId: event.eventId,
        type: event.kind === 'ignored' ? event.type : event.kind,
        outcome: 'received',
      })
      .onConflictDoNothing()
      .returning({ eventId: paymentEvents.eventId })
    if (!fresh) return 'duplicate_event'
    let result: WebhookOutcome = 'ignored'
    let paymentId: number | null = null
    if (event.kind !== 'ignored') {
      paymentId = await findEventPayment(deps, tx, event, now)
      if (paymentId === null) result = 'unknown_payment'
      else if (event.kind === 'session_paid')
        result = await applyPaid(deps, tx, {
          paymentId,
          amount: event.amount,
          currency: event.currency,
          snap,
        })
      else
        result = await closeAttempt(
          tx,
          paymentId,
          event.kind === 'session_expired' ? 'expired' : 'failed',
          now,
        )
    }
    await tx
      .update(paymentEvents)
      .set({ outcome: result, paymentId })
      .where(and(eq(paymentEvents.provider, provider), eq(paymentEvents.eventId, event.eventId)))
    return result
  })
  if (outcome === 'unknown_payment')
    deps.log.warn({ eventId: event.eventId }, 'payment webhook for a payment this shop does not know')
  return outcome
}

/**
 * GET payments/redirect/{sessionId}: where to send the caller's browser for one of their card sessions: the hosted
 * page while the attempt is open and its order waits for the payment, else the result page (paid, or nothing to pay:
 * the attempt closed, the order cancelled or paid otherwise). Another user's or an unknown session is a 404.
 */
export async function findPaymentRedirect(
  deps: PaymentDeps,
  caller: CheckoutCaller,
  lang: Lang,
  sessionId: string,
): Promise<string> {
  const [found] = await deps.db
    .select({
      orderId: payments.orderId,
      status: payments.status,
      url: payments.url,
      orderStatus: orders.status,
      payed: orders.payed,
    })
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(
      and(
        eq(payments.provider, deps.payments.provider),
        eq(payments.externalId, sessionId),
        orderViewerCondition({ userId: caller.userId, clientId: caller.client?.id ?? null }),
      ),
    )
  if (!found) throw new AppError('not_found', 'errors.not_found')
  if (found.status === 'open' && found.url && !found.payed && awaitsPayment(found.orderStatus))
    return found.url
  return returnUrl(deps.config.publicUrl, lang, found.orderId, 'card', found.payed ? 'paid' : 'cancelled')
}
