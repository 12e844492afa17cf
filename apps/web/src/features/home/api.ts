import * as catalog from '@shop/domain/catalog/endpoints'
import type { Lang } from '@shop/domain/i18n/langs'
import { queryOptions } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'

// A public resource: the server caches it 600 s with an ETag.
const STALE_MS = 600_000

/** GET product_family: the range the home page shows, one picture per family. */
export const rangeQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['home', 'product_family', lang],
    queryFn: async () => (await api(catalog.listProductFamilies)).product_family,
    staleTime: STALE_MS,
  })
