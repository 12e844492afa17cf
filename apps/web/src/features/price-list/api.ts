import type { Lang } from '@shop/domain/i18n/langs'
import * as priceList from '@shop/domain/price-list/endpoints'
import { queryOptions } from '@tanstack/react-query'
import { ApiError, api } from '../../shared/lib/api.ts'

/** GET user/get_price_list_front: the company's whole list, searched in the page (lib/price-list.ts). */
export const priceListQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['price-list', lang] as const,
    queryFn: () => api(priceList.getPriceList, { query: { lang } }),
    staleTime: 60_000,
  })

/** GET user/get_price_list_front_detail: one product's options; a product not on the list is a 404 asking again won't change. */
export const priceListDetailQuery = (lang: Lang, pid: number) =>
  queryOptions({
    queryKey: ['price-list', lang, pid] as const,
    queryFn: () => api(priceList.getPriceListDetail, { query: { lang, pid } }),
    staleTime: 60_000,
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })
