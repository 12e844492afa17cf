import {
  countryListResponse,
  countryResponse,
  resourceIdParams,
  usStateListResponse,
} from '@shop/domain/lookups/schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { AppError } from '../../plugins/errors.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from './http-cache.ts'
import { findCountries, findCountry, findUsStates } from './lookups.service.ts'
import { orderLookupsRoutes } from './order-lookups.routes.ts'

/** Public lookups as resources under /api/front/: each answers its own name as the field. */
export const lookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(orderLookupsRoutes)
  app.get(
    '/country',
    { schema: { response: { 200: countryListResponse } }, onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG) },
    async (request) => ({ status: 'OK' as const, country: await findCountries(app.db, request.lang) }),
  )

  app.get(
    '/country/:id',
    {
      schema: { params: resourceIdParams, response: { 200: countryResponse } },
      onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG),
    },
    async (request) => {
      const country = await findCountry(app.db, request.params.id, request.lang)
      if (!country) throw new AppError('not_found')
      return { status: 'OK' as const, country }
    },
  )

  app.get(
    '/us_state',
    { schema: { response: { 200: usStateListResponse } }, onSend: cacheable(PUBLIC_LOOKUP_CACHE) },
    async () => ({ status: 'OK' as const, us_state: await findUsStates(app.db) }),
  )
}
