import * as lookups from '@shop/domain/lookups/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../plugins/errors.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'
import { findCountries, findCountry, findUsStates } from './lookups.service.ts'
import { orderLookupsRoutes } from './order-lookups.routes.ts'

/** Public lookups as resources: each answers its own name as the field. */
export const lookupsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  await app.register(orderLookupsRoutes)
  route(
    app,
    lookups.listCountries,
    { onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG) },
    async (request) => ({
      status: 'OK' as const,
      country: await findCountries(deps.db, request.lang),
    }),
  )

  route(app, lookups.getCountry, { onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG) }, async (request) => {
    const country = await findCountry(deps.db, request.params.id, request.lang)
    if (!country) throw new AppError('not_found')
    return { status: 'OK' as const, country }
  })

  route(app, lookups.listUsStates, { onSend: cacheable(PUBLIC_LOOKUP_CACHE) }, async () => ({
    status: 'OK' as const,
    us_state: await findUsStates(deps.db),
  }))
}
