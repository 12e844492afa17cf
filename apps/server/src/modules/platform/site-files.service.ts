import { STATIC_PAGES } from '@shop/domain/platform/public-pages'
import { and, desc, eq } from 'drizzle-orm'
import { brochureRenditions, brochures } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { findCatalog } from '../catalog/catalog.store.ts'

/**
 * Every public page as a path after /{lang}/: the fixed pages, each base model's configurator, each part sold alone
 * (docs/decisions/017) and each brochure that can be shown (it has its desktop pictures, as its page asks). The
 * catalogue comes from its snapshot in memory and the brochures in one query, however large either grows.
 */
export async function findPublicPages({ db }: Pick<Deps, 'db'>): Promise<string[]> {
  const [catalog, shown] = await Promise.all([
    findCatalog(db),
    db
      .select({ slug: brochures.slug })
      .from(brochures)
      .innerJoin(
        brochureRenditions,
        and(eq(brochureRenditions.brochureId, brochures.id), eq(brochureRenditions.kind, 'desktop')),
      )
      .orderBy(desc(brochures.createdAt), desc(brochures.id)),
  ])
  const path = (prefix: string, code: string) => `${prefix}/${encodeURIComponent(code)}`
  return [
    ...STATIC_PAGES,
    ...catalog.models.map((m) => path('prodotti', m.code)),
    ...catalog.accessories.filter((a) => a.soldAlone).map((a) => path('prodotti/accessori', a.code)),
    ...shown.map((b) => path('brochure', b.slug)),
  ]
}
