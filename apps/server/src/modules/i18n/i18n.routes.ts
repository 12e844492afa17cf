import { translationsQuery, translationsResponse } from '@shop/domain/lookups/schemas'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { cacheable, VARY_LANG } from '../lookups/http-cache.ts'

/** GET translations: the labels of one language, left out when the browser's stamp is still current. */
export const i18nRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/translations',
    {
      schema: { querystring: translationsQuery, response: { 200: translationsResponse } },
      // Revalidated on every use: the browser keeps the labels itself, and a staff change must show at once.
      onSend: cacheable('public, no-cache', VARY_LANG),
    },
    async (request) => {
      const lang = request.query.lang ?? request.lang
      const { labels, stamp } = await app.labels.findLabels(lang)
      const current = request.query.stamp !== undefined && request.query.stamp === stamp
      return { status: 'OK' as const, lang, last_update: stamp, ...(current ? {} : { translations: labels }) }
    },
  )
}
