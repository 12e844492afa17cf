import * as catalog from '@shop/domain/catalog/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'
import { findCatalog } from './catalog.store.ts'
import { searchCatalog } from './search.service.ts'

/**
 * GET /api/front/search?q=&lang=: the header's search (issue 13, docs/decisions/024). The same for everyone and
 * read from the catalogue in memory, so cached like the catalogue's resources (ETag, 600 s).
 */
export const catalogSearchRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  route(
    app,
    catalog.searchCatalog,
    { onSend: cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG) },
    async (request) => {
      const snap = await findCatalog(deps.db)
      const { q } = request.query
      const translate = (lang: string, key: string) => deps.labels.translate(lang, key)
      return { status: 'OK' as const, query: q, results: searchCatalog(snap, translate, request.lang, q) }
    },
  )
}
