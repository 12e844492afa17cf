import * as catalog from '@shop/domain/catalog/endpoints'
import type { Lang } from '@shop/domain/i18n/langs'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

// The server caches each answer 600 s (ETag), as the catalogue's resources: keep it as long here.
const SEARCH_STALE_MS = 600_000

/** GET search?q=&lang=: what the header's search finds (docs/decisions/024). */
export const searchQuery = (lang: Lang, query: string) =>
  queryOptions({
    queryKey: ['search', lang, query],
    queryFn: async () => (await api(catalog.searchCatalog, { query: { q: query, lang } })).results,
    staleTime: SEARCH_STALE_MS,
    retry: false,
  })
