import { submitCompleteOrderBody } from '@shop/domain/orders/checkout-schemas'
import {
  bankOrderResponse,
  paypalCaptureBody,
  paypalCaptureResponse,
  paypalCreateResponse,
  sessionIdParams,
  submitCompleteOrderResponse,
  walletCartBody,
  walletCheckoutResponse,
} from '@shop/domain/payments/schemas'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { checkoutCallerOf, checkoutDeps, noStore, SIGNED_IN } from '../orders/checkout.routes.ts'
import { scheduleBankTransferExpiry } from './bank-transfer-expiry.ts'
import type { PaymentDeps } from './payments.service.ts'
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
 * The payment calls under /api/front (spec 2 §7, spec 3 §7; issue 12; docs/decisions/022). The buyer's calls need a
 * signed-in user and are limited per user (each may make an order, a payment row and a provider session); the
 * provider's webhook proves itself by its signature instead of a session and a CSRF header.
 */
export const paymentsRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: PaymentDeps = checkoutDeps(app)
  scheduleBankTransferExpiry(app.jobs, deps)

  /** The signed-in caller, counted against the payment limit before any work. */
  const payingCaller = async (request: FastifyRequest, reply: FastifyReply) => {
    noStore(reply)
    const caller = await checkoutCallerOf(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.paymentPerUser, caller.userId)
    return caller
  }

  app.post(
    '/walletCart/checkout',
    { schema: { body: walletCartBody, response: { 200: walletCheckoutResponse } }, ...SIGNED_IN },
    async (request, reply) => {
      const caller = await payingCaller(request, reply)
      return { status: 'OK' as const, ...(await checkoutWithCard(deps, caller, request.lang, request.body)) }
    },
  )

  app.post(
    '/walletCart/createBankOrder',
    { schema: { body: walletCartBody, response: { 200: bankOrderResponse } }, ...SIGNED_IN },
    async (request, reply) => {
      const caller = await payingCaller(request, reply)
      return {
        status: 'OK' as const,
        ...(await orderWithBankTransfer(deps, caller, request.lang, request.body)),
      }
    },
  )

  app.post(
    '/walletCart/paypal/createRealOrder',
    { schema: { body: walletCartBody, response: { 200: paypalCreateResponse } }, ...SIGNED_IN },
    async (request, reply) => {
      const caller = await payingCaller(request, reply)
      return {
        status: 'OK' as const,
        ...(await checkoutWithPaypal(deps, caller, request.lang, request.body)),
      }
    },
  )

  app.post(
    '/walletCart/paypal/captureRealOrder',
    { schema: { body: paypalCaptureBody, response: { 200: paypalCaptureResponse } }, ...SIGNED_IN },
    async (request, reply) => {
      const caller = await payingCaller(request, reply)
      return { status: 'OK' as const, ...(await capturePaypal(deps, caller, request.lang, request.body)) }
    },
  )

  app.post(
    '/order/submit_complete_order',
    {
      schema: { body: submitCompleteOrderBody, response: { 200: submitCompleteOrderResponse } },
      ...SIGNED_IN,
    },
    async (request, reply) => {
      const caller = await payingCaller(request, reply)
      return {
        status: 'OK' as const,
        ...(await submitCompleteOrder(deps, caller, request.lang, request.body)),
      }
    },
  )

  app.get(
    '/payments/redirect/:sessionId',
    { schema: { params: sessionIdParams }, ...SIGNED_IN },
    async (request, reply) => {
      noStore(reply)
      const caller = await checkoutCallerOf(request)
      return reply.redirect(
        await findPaymentRedirect(deps, caller, request.lang, request.params.sessionId),
        303,
      )
    },
  )

  // The webhook reads its body as bytes: the signature is over them exactly as sent, not over re-serialised JSON.
  await app.register(async (raw) => {
    raw.removeContentTypeParser('application/json')
    raw.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: WEBHOOK_BODY_LIMIT },
      (_r, body, done) => done(null, body),
    )
    raw.post(
      '/payments/webhook',
      { config: { csrf: false }, schema: { response: { 200: z.object({ status: z.literal('OK') }) } } },
      async (request) => {
        const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0)
        const signature = request.headers['stripe-signature']
        await receiveWebhook(deps, body, typeof signature === 'string' ? signature : undefined)
        return { status: 'OK' as const }
      },
    )
  })
}
