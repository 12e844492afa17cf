import { areaDocumentsResponse } from '@shop/domain/orders/area-documents'
import {
  activeOrdersResponse,
  areaOrderResponse,
  ordersByYearResponse,
} from '@shop/domain/orders/area-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import * as payments from '@shop/domain/payments/endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import type { z } from 'zod'
import { createLru } from '../../infra/lru.ts'
import { enforceRateLimit, RATE_LIMITS, type RateLimitRule } from '../../infra/rate-limit.ts'
import { AREA, signedInCaller } from '../../plugins/caller.ts'
import { EncodedJson } from '../../plugins/compression.ts'
import { noStore, route, translator } from '../../plugins/route.ts'
import { countingPromoFailures } from '../cart/promo-limits.ts'
import { completeOrder } from '../checkout/order-completion.service.ts'
import { submitCompleteOrder } from '../payments/wallet.service.ts'
import { findAreaOrder } from './area-detail.service.ts'
import { findActiveOrders, findAreaDocuments, findOrdersByYear } from './area-lists.service.ts'
import { AREA_LABELS, addPromoCode, cancelQuotation, refuseQuotation } from './area-quotations.service.ts'

/** Answers kept: at most a few hundred kilobytes each with their compressed forms. */
const ANSWERS_KEPT = 500

/**
 * The customer area's orders and quotations (spec 3 §2, §4, §7; issue 25 items 5 to 8). Every route takes AREA: a
 * visitor is 401, a user whose profile keeps them out of the area 403 (plugins/caller.ts), before the body is read.
 * Each action answers the order as the detail shows it, with its success text.
 */
export const areaRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  /** The signed-in caller, counted against a limit before any work. */
  const limitedCaller = async (request: FastifyRequest, reply: FastifyReply, rule: RateLimitRule) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    await enforceRateLimit(request, reply, rule, caller.userId)
    return caller
  }

  // The reads every area page makes, kept per caller and call with their compressed forms (EncodedJson): the same
  // answer again (nothing changed) is sent as it was, compressed once, as GET cart does (docs/decisions/019). Outside
  // the tests the answer is written as it is, built by typed code; the tests check it against its schema.
  const kept = createLru<{ json: string; body: EncodedJson }>(ANSWERS_KEPT)
  const sendKept = <T>(request: FastifyRequest, reply: FastifyReply, schema: z.ZodType<T>, answer: T) => {
    noStore(reply)
    const json = JSON.stringify(deps.config.NODE_ENV === 'test' ? schema.parse(answer) : answer)
    const key = `${request.userId}:${request.url}:${request.lang}:${JSON.stringify(request.body ?? null)}`
    let entry = kept.get(key)
    if (entry?.json !== json) {
      entry = { json, body: new EncodedJson(json) }
      kept.set(key, entry)
    }
    return entry.body.send(request, reply)
  }

  route(app, orders.getActiveOrders, AREA, async (request, reply) => {
    const lists = await findActiveOrders(deps.db, await signedInCaller(request), request.query.type)
    return sendKept(request, reply, activeOrdersResponse, { status: 'OK' as const, ...lists })
  })

  route(app, orders.getOrdersByYear, AREA, async (request, reply) => {
    const { type, year } = request.query
    const lists = await findOrdersByYear(deps.db, await signedInCaller(request), type, year)
    return sendKept(request, reply, ordersByYearResponse, { status: 'OK' as const, year, ...lists })
  })

  route(app, orders.getAreaDocuments, AREA, async (request, reply) => {
    const found = await findAreaDocuments(deps.db, await signedInCaller(request), request.query.page)
    return sendKept(request, reply, areaDocumentsResponse, { status: 'OK' as const, ...found })
  })

  route(app, orders.getOrderDetail, AREA, async (request, reply) => {
    const caller = await signedInCaller(request)
    const answer = await findAreaOrder(deps, caller, request.lang, request.body.id)
    return sendKept(request, reply, areaOrderResponse, { status: 'OK' as const, ...answer })
  })

  route(app, orders.refuseQuotation, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.quotationMovePerUser)
    await refuseQuotation(deps, caller, request.body)
    const answer = await findAreaOrder(deps, caller, request.lang, request.body.id)
    return { status: 'OK' as const, message: translator(request)(AREA_LABELS.refused), ...answer }
  })

  route(app, orders.cancelQuotation, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.quotationMovePerUser)
    await cancelQuotation(deps, caller, request.body)
    const answer = await findAreaOrder(deps, caller, request.lang, request.body.id)
    return { status: 'OK' as const, message: translator(request)(AREA_LABELS.cancelled), ...answer }
  })

  route(app, orders.addPromoCode, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.quotationMovePerUser)
    // Codes that do not apply count against the cart's guessing limits (issue 21 item 8).
    await countingPromoFailures(request, reply, caller.userId, () => addPromoCode(deps, caller, request.body))
    const answer = await findAreaOrder(deps, caller, request.lang, request.body.id)
    return { status: 'OK' as const, message: translator(request)(AREA_LABELS.promoAdded), ...answer }
  })

  route(app, orders.approveQuotation, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.quotationMovePerUser)
    const order = await completeOrder(deps, caller, request.lang, request.body, {
      online: false,
      completion: 'approval',
      sessionId: request.session?.id,
    })
    const answer = await findAreaOrder(deps, caller, request.lang, order.id)
    return { status: 'OK' as const, message: translator(request)(AREA_LABELS.approved), ...answer }
  })

  // A payment call: the payments' limit, as submit_complete_order.
  route(app, payments.payAndApproveQuotation, AREA, async (request, reply) => {
    const caller = await limitedCaller(request, reply, RATE_LIMITS.paymentPerUser)
    const paying = await submitCompleteOrder(deps, caller, request.lang, request.body, {
      completion: 'approval',
      sessionId: request.session?.id,
    })
    const answer = await findAreaOrder(deps, caller, request.lang, paying.order.id)
    // Paid by card, the quotation is approved when the provider confirms the payment: no success text yet.
    const message = paying.stripe_session_redirect_url ? '' : translator(request)(AREA_LABELS.approved)
    return {
      status: 'OK' as const,
      message,
      stripe_session_redirect_url: paying.stripe_session_redirect_url,
      ...answer,
    }
  })
}
