import * as accounts from '@shop/domain/accounts/endpoints'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AREA } from '../../plugins/caller.ts'
import { AppError } from '../../plugins/errors.ts'
import { route } from '../../plugins/route.ts'
import { requireUser } from '../../plugins/session.ts'
import { createClientForUser, deleteAddress, listAddresses, saveAddress } from './addresses.service.ts'
import { type GeocoderDeps, suggestAddresses } from './geocoder.ts'
import { findPublicUser } from './user.service.ts'

/**
 * The addresses of the caller's company, create_client and the address suggestions (spec 2 §7, spec 3 §7; issue 11
 * item 4). The addresses are the reserved area's (issue 25 item 1): a user whose profile is incomplete is refused
 * them (AREA), the checkout's shipping step included, which only a user who may order reaches.
 */
export const addressesRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const geocoder = (request: FastifyRequest): GeocoderDeps => ({
    db: deps.db,
    url: deps.config.GEOCODER_URL,
    log: request.log,
  })

  route(app, accounts.listAddresses, AREA, async (request) => {
    const userId = requireUser(request)
    return { status: 'OK' as const, addresses: await listAddresses(deps, userId) }
  })

  // addressResponse has no message field: the web shows 'addresses.saved' itself on an OK answer.
  route(app, accounts.saveAddress, AREA, async (request, reply) => {
    const userId = requireUser(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.addressWritePerUser, userId)
    return { status: 'OK' as const, address: await saveAddress(deps, userId, request.body) }
  })

  route(app, accounts.deleteAddress, AREA, async (request) => {
    const userId = requireUser(request)
    await deleteAddress(deps, userId, request.params.id)
    return { status: 'OK' as const }
  })

  // The spec's payload is "user", but nothing in it is needed: the client is made from the stored account.
  route(app, accounts.createClient, AREA, async (request, reply) => {
    const userId = requireUser(request)
    await createClientForUser(deps, userId, () =>
      enforceRateLimit(request, reply, RATE_LIMITS.createClientPerUser, userId),
    )
    // Read after the change: the session's joined read (GET user's fast path) still shows the user without a client.
    const found = await findPublicUser(deps.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK' as const, user: found.user }
  })

  route(app, accounts.suggestAddresses, {}, async (request, reply) => {
    const on = deps.config.GEOCODER_URL !== undefined
    if (on) await enforceRateLimit(request, reply, RATE_LIMITS.geocodePerIp, request.ip)
    const { q, country, lang } = request.query
    return suggestAddresses(geocoder(request), { q, country, lang: lang ?? request.lang })
  })
}
