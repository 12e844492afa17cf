import { DEFAULT_LANG } from '@shop/domain/i18n/langs'
import * as platform from '@shop/domain/platform/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { cacheable } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'
import { findPublicPages } from './site-files.service.ts'
import { robotsTxt, sitemapXml, webManifestJson } from './site-files.view.ts'

/** The same for every visitor and changing seldom: an hour in any cache, then a 304 while the ETag holds. */
const SITE_FILE_CACHE = 'public, max-age=3600'

/**
 * The files crawlers and browsers ask for at the site's root (docs/decisions/038): sitemap.xml, robots.txt and the
 * web-app manifest. Routes of their own, so they win over the web app's static files and its 404 page.
 */
export const siteFilesRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const { publicUrl } = deps.config
  const onSend = cacheable(SITE_FILE_CACHE)

  route(app, platform.sitemap, { onSend }, async (_request, reply) =>
    reply.type('application/xml; charset=utf-8').send(sitemapXml(publicUrl, await findPublicPages(deps))),
  )

  const robots = robotsTxt(publicUrl)
  route(app, platform.robots, { onSend }, async (_request, reply) =>
    reply.type('text/plain; charset=utf-8').send(robots),
  )

  route(app, platform.webManifest, { onSend }, async (_request, reply) =>
    reply
      .type('application/manifest+json; charset=utf-8')
      .send(webManifestJson(deps.labels.translate(DEFAULT_LANG, 'header.brand'))),
  )
}
