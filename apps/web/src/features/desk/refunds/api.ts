import * as desk from '@shop/domain/desk/order-endpoints'
import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api.ts'

/** The refunds list (issue 24 item 5): one page from the server. */
export const refundsQueryOptions = (page: number, perPage: number) =>
  queryOptions({
    queryKey: ['desk', 'refunds', page, perPage] as const,
    queryFn: () => api(desk.deskRefunds, { query: { page, per_page: perPage } }),
    placeholderData: keepPreviousData,
  })

export const recordRefund = (id: number, note: string) =>
  api(desk.deskRecordRefund, { params: { id }, body: { note } })
