import { openNewestBrochure } from '@shop/domain/brochures/endpoints'
import { isLang } from '@shop/domain/i18n/langs'
import { and, desc, eq } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import type { Db } from '../../db/client.ts'
import { brochureRenditions, brochures } from '../../db/schema/index.ts'
import { route } from '../../plugins/route.ts'

/** The slug of the brochure added last that can be shown (it has its desktop pictures); null when there is none. */
export async function findNewestBrochureSlug(db: Db): Promise<string | null> {
  const [row] = await db
    .select({ slug: brochures.slug })
    .from(brochures)
    .innerJoin(
      brochureRenditions,
      and(eq(brochureRenditions.brochureId, brochures.id), eq(brochureRenditions.kind, 'desktop')),
    )
    .orderBy(desc(brochures.createdAt), desc(brochures.id))
    .limit(1)
  return row?.slug ?? null
}

/**
 * GET /{lang}/brochure: the shop's current brochure, whichever was added last (docs/decisions/024). The header and
 * the home page link here, so a new catalogue (`npm run brochure:add`) is what they open without a change of
 * code. Not cached: the next brochure may be added at any time, and one query per click costs nothing.
 */
export const newestBrochureRoutes: FastifyPluginAsync = async (app) => {
  route(app, openNewestBrochure, {}, async (request, reply) => {
    const { lang } = request.params
    const slug = isLang(lang) ? await findNewestBrochureSlug(app.deps.db) : null
    // No brochure (or no such language): the web app's own 404 page, as for any unknown address.
    if (!slug) {
      reply.callNotFound()
      return reply
    }
    return reply
      .header('cache-control', 'no-cache')
      .redirect(`/${lang}/brochure/${encodeURIComponent(slug)}`, 302)
  })
}
