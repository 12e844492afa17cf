import { CATALOG_BODY_LIMIT } from '@shop/domain/catalog/schemas'
import { type CartResponse, cartResponse } from '@shop/domain/orders/cart-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { createLru } from '../../infra/lru.ts'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { EncodedJson } from '../../plugins/compression.ts'
import { noStore, route, trustedAnswer } from '../../plugins/route.ts'
import { findSettings } from '../lookups/settings.service.ts'
import { findCartViewInput, updateCart } from './cart.service.ts'
import { cartAnswerFingerprint, toCartAnswer } from './cart.view.ts'
import { addToCart } from './cart-add.service.ts'
import { cartCallerOf } from './cart-caller.service.ts'
import { readVisitorToken, setVisitorCookie } from './cart-cookie.service.ts'
import { CART_JOIN, CART_USER_JOIN } from './cart-rows.store.ts'
import { countingPromoFailures } from './promo-limits.ts'

/**
 * POST cart/{lang}: at most 200 lines, each with notes (1,000 characters) and a product code (100): a few
 * hundred kilobytes at most, well below the server's 1 MB; anything larger is refused before it is parsed.
 */
export const CART_BODY_LIMIT = 512 * 1024

/** Carts whose last answer is kept: at 20 lines an answer is about 60 KB with its brotli form. */
const ANSWERS_KEPT = 500

/** GET and POST cart/{lang}, POST cart/{lang}/add under /api/front (spec 2 §7; docs/decisions/019). */
export const cartRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  // With the request's logger: a change's lines (a document file left behind) name their request.
  const withRequestLog = (request: FastifyRequest) => ({ ...deps, log: request.log })
  // A visitor's change renews the cookie for another 30 days, as it renews the cart's own (the purge's) clock.
  const renewVisitorCookie = (request: FastifyRequest, reply: FastifyReply, minted: string | null) => {
    if (request.userId !== null) return
    const token = minted ?? readVisitorToken(request)
    if (token) setVisitorCookie(request, reply, token)
  }

  // The last answer of each cart (per caller and language) with what it was made from: while neither changed, the
  // same bytes go out again, already serialised and compressed. A fingerprint says whether anything changed.
  const answers = createLru<{ fingerprint: string; body: EncodedJson }>(ANSWERS_KEPT)
  // Tests check every answer against the schema, as the serializer does on the other routes.
  const serialize = (answer: CartResponse) =>
    JSON.stringify(deps.config.NODE_ENV === 'test' ? cartResponse.parse(answer) : answer)

  route(
    app,
    orders.getCart,
    {
      // The session, the user's company and the cart in one query (docs/decisions/015).
      config: { sessionJoin: CART_JOIN },
    },
    async (request, reply) => {
      noStore(reply)
      const { caller, row } = await cartCallerOf(request)
      const input = await findCartViewInput(deps, caller, request.params.lang, row)
      const slot = `${input.cart?.id ?? 'none'}:${caller.userId}:${input.lang}`
      const fingerprint = cartAnswerFingerprint(input)
      let kept = answers.get(slot)
      if (kept?.fingerprint !== fingerprint) {
        const cart = toCartAnswer(input)
        const json = serialize({ status: 'OK', cart, show_public_prices: input.settings.show_public_prices })
        kept = { fingerprint, body: new EncodedJson(json) }
        answers.set(slot, kept)
      }
      return kept.body.send(request, reply)
    },
  )

  route(
    app,
    orders.updateCart,
    {
      bodyLimit: CART_BODY_LIMIT,
      config: { sessionJoin: CART_USER_JOIN },
      ...trustedAnswer(deps.config),
    },
    async (request, reply) => {
      noStore(reply)
      const { caller } = await cartCallerOf(request)
      const change = () => updateCart(withRequestLog(request), caller, request.params.lang, request.body.cart)
      const cart = request.body.cart.promo_code
        ? await countingPromoFailures(request, reply, caller.userId, change)
        : await change()
      if (cart.id !== -1) renewVisitorCookie(request, reply, null)
      const settings = await findSettings(deps.db)
      return { status: 'OK' as const, cart, show_public_prices: settings.show_public_prices }
    },
  )

  route(
    app,
    orders.addToCart,
    {
      // The body of POST product_configuration, and its limit.
      bodyLimit: CATALOG_BODY_LIMIT,
      config: { sessionJoin: CART_USER_JOIN },
      ...trustedAnswer(deps.config),
    },
    async (request, reply) => {
      noStore(reply)
      const { caller } = await cartCallerOf(request)
      const added = await addToCart(withRequestLog(request), caller, request.params.lang, request.body, {
        // Each new visitor cart is a row kept for 30 days: counted per address.
        beforeNewVisitorCart: () =>
          enforceRateLimit(request, reply, RATE_LIMITS.visitorCartPerIp, request.ip),
      })
      renewVisitorCookie(request, reply, added.visitorToken)
      const settings = await findSettings(deps.db)
      return {
        status: 'OK' as const,
        cart: added.cart,
        line_id: added.lineId,
        show_public_prices: settings.show_public_prices,
      }
    },
  )
}
