import * as payments from '@shop/domain/payments/endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { SIGNED_IN, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import {
  capturePaypal,
  checkoutWithCard,
  checkoutWithPaypal,
  orderWithBankTransfer,
  submitCompleteOrder,
} from './wallet.service.ts'
import { findPaymentRedirect, receiveWebhook } from './webhook.service.ts'

/** The largest webhook body read: Stripe's events are a few KB. */
const WEBHOOK_BODY_LIMIT = 256 * 1024

/**
 * The payment calls (spec 2 §7, spec 3 §7; issue 12; docs/decisions/022). The buyer's calls need a signed-in user
 * and are limited per user (each may make an order, a payment row and a provider session); the provider's webhook
 * proves itself by its signature instead of a session and a CSRF header.
 */
export const paymentsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  /** The signed-in caller, counted against the payment limit before any work. */
  const payingCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.paymentPerUser, caller.userId)
    return caller
  }

  route(app, payments.walletCheckout, SIGNED_IN, async (request, reply) => {
    const caller = await payingCaller(request, reply)
    return { status: 'OK' as const, ...(await checkoutWithCard(deps, caller, request.lang, request.body)) }
  })

  route(app, payments.createBankOrder, SIGNED_IN, async (request, reply) => {
    const caller = await payingCaller(request, reply)
    return {
      status: 'OK' as const,
      ...(await orderWithBankTransfer(deps, caller, request.lang, request.body)),
    }
  })

  route(app, payments.createPaypalOrder, SIGNED_IN, async (request, reply) => {
    const caller = await payingCaller(request, reply)
    return { status: 'OK' as const, ...(await checkoutWithPaypal(deps, caller, request.lang, request.body)) }
  })

  route(app, payments.capturePaypalOrder, SIGNED_IN, async (request, reply) => {
    const caller = await payingCaller(request, reply)
    return { status: 'OK' as const, ...(await capturePaypal(deps, caller, request.lang, request.body)) }
  })

  route(app, payments.submitCompleteOrder, SIGNED_IN, async (request, reply) => {
    const caller = await payingCaller(request, reply)
    const paying = await submitCompleteOrder(deps, caller, request.lang, request.body, {
      sessionId: request.session?.id,
    })
    return { status: 'OK' as const, ...paying }
  })

  route(app, payments.redirectToPayment, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    return reply.redirect(
      await findPaymentRedirect(deps, caller, request.lang, request.params.sessionId),
      303,
    )
  })

  // The webhook reads its body as bytes: the signature is over them exactly as sent, not over re-serialised JSON.
  // Its endpoint has no body schema for that reason: the provider's event is checked once its signature is.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    )
    route(raw, payments.receivePaymentWebhook, { config: { csrf: false } }, async (request) => {
      const body: unknown = request.body
      const signature = request.headers['stripe-signature']
      await receiveWebhook(
        deps,
        Buffer.isBuffer(body) ? body : Buffer.alloc(0),
        typeof signature === 'string' ? signature : undefined,
      )
      return { status: 'OK' as const }
    })
  })
}
