import { catalogSearchQuery, catalogSearchResponse } from '@shop/domain/catalog/search-schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../lookups/http-cache.ts'
import { findCatalog } from './catalog-store.ts'
import { searchCatalog } from './search.service.ts'

/**
 * GET /api/front/search?q=&lang=: the header's search (issue 13, docs/decisions/024). The same for everyone and
 * read from the catalogue in memory, so cached like the catalogue's resources (ETag, 600 s).
 */
export const catalogSearchRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/search',
    {
      schema: { querystring: catalogSearchQuery, response: { 200: catalogSearchResponse } },
      onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG),
    },
    async (request) => {
      const snap = await findCatalog(app.db)
      const { q } = request.query
      const translate = (lang: string, key: string) => app.labels.translate(lang, key)
      return { status: 'OK' as const, query: q, results: searchCatalog(snap, translate, request.lang, q) }
    },
  )
}
