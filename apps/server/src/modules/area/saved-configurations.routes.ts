import { CATALOG_BODY_LIMIT } from '@shop/domain/catalog/schemas'
import * as orders from '@shop/domain/orders/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AREA, signedInCaller } from '../../plugins/caller.ts'
import { noStore, route } from '../../plugins/route.ts'
import {
  findSavedConfigurations,
  removeSavedConfiguration,
  saveConfiguration,
} from './saved-configurations.service.ts'

/**
 * Saved configurations, the spec's wishlist (issue 26 item 3): the area's calls (AREA: 401 for a visitor, 403 for an
 * incomplete profile), on the configurations of the caller's company.
 */
export const savedConfigurationsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, orders.getWishlist, AREA, async (request, reply) => {
    noStore(reply)
    const list = await findSavedConfigurations(deps.db, await signedInCaller(request), request.lang)
    return { status: 'OK' as const, saved_configurations: list }
  })

  route(app, orders.addToWishlist, { ...AREA, bodyLimit: CATALOG_BODY_LIMIT }, async (request, reply) => {
    noStore(reply)
    const caller = await signedInCaller(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.savedConfigurationPerUser, caller.userId)
    const { saved, alreadySaved } = await saveConfiguration(deps, caller, request.lang, request.body)
    return { status: 'OK' as const, saved_configuration: saved, already_saved: alreadySaved }
  })

  route(app, orders.removeFromWishlist, AREA, async (request, reply) => {
    noStore(reply)
    await removeSavedConfiguration(deps.db, await signedInCaller(request), request.body.id)
    return { status: 'OK' as const }
  })
}
