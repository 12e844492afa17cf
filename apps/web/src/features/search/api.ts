import type { CatalogSearchResponse } from '@shop/domain/catalog/search-schemas'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

// The server caches each answer 600 s (ETag), as the catalogue's resources: keep it as long here.
const SEARCH_STALE_MS = 600_000

/** GET search?q=&lang=: what the header's search finds (docs/decisions/024). */
export const searchQuery = (lang: string, query: string) =>
  queryOptions({
    queryKey: ['search', lang, query],
    queryFn: async () =>
      (await api<CatalogSearchResponse>(`search?q=${encodeURIComponent(query)}&lang=${lang}`)).results,
    staleTime: SEARCH_STALE_MS,
    retry: false,
  })
