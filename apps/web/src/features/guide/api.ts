import * as catalog from '@shop/domain/catalog/endpoints'
import * as guide from '@shop/domain/guide/endpoints'
import type { GuideTree } from '@shop/domain/guide/schemas'
import { pathOf } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

// The tree and the public resources are cached 600 s by the server: keep them as long here.
const STALE_MS = 600_000

/** A tree that cannot be read as one: the screen shows the load error rather than a broken page. */
export class GuideLoadError extends Error {}

/** GET /uploads/guida_acquisto/data/{lang}.json (spec 3 §7), a static file outside the API. */
export const guideTreeQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['guide', 'tree', lang],
    queryFn: async ({ signal }) => {
      const res = await fetch(pathOf(guide.getGuideTree, { file: `${lang}.json` }), {
        headers: { Accept: 'application/json' },
        signal,
      })
      if (!res.ok) throw new GuideLoadError(`guide tree answered ${res.status}`)
      const tree = (await res.json()) as GuideTree
      if (typeof tree !== 'object' || !tree?.pages?.[tree.start])
        throw new GuideLoadError('guide tree malformed')
      return tree
    },
    staleTime: STALE_MS,
    retry: 1,
  })

/** The product cards' models (base_model_light: image, code, short description, default configuration). */
export const guideModelsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['guide', 'base_model_light', lang],
    queryFn: async () => (await api(catalog.listBaseModelsLight)).base_model_light,
    staleTime: STALE_MS,
  })
