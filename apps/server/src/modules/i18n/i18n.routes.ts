import * as i18n from '@shop/domain/i18n/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { cacheable, VARY_LANG } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'

/** GET translations: the labels of one language, left out when the browser's stamp is still current. */
export const i18nRoutes: FastifyPluginAsync = async (app) => {
  // Revalidated on every use: the browser keeps the labels itself, and a staff change must show at once.
  route(app, i18n.getTranslations, { onSend: cacheable('public, no-cache', VARY_LANG) }, async (request) => {
    const lang = request.query.lang ?? request.lang
    const { labels, stamp } = await app.deps.labels.findLabels(lang)
    const current = request.query.stamp !== undefined && request.query.stamp === stamp
    return { status: 'OK' as const, lang, last_update: stamp, ...(current ? {} : { translations: labels }) }
  })
}
