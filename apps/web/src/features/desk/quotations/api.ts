import type { DeskDetailResponse } from '@shop/domain/desk/detail-schemas'
import type { DeskListQuery } from '@shop/domain/desk/list-schemas'
import * as desk from '@shop/domain/desk/quotation-endpoints'
import type { QuotationDraftBody } from '@shop/domain/desk/quotation-schemas'
import { keepPreviousData, type QueryClient, queryOptions } from '@tanstack/react-query'
import { api } from '../../../shared/lib/api.ts'

/** The desk's queries (issue 24): under one key, so a change of an order refreshes the lists and its detail. */
export const deskKeys = {
  all: ['desk'] as const,
  list: (query: DeskListQuery) => ['desk', 'list', query] as const,
  detail: (id: number) => ['desk', 'order', id] as const,
}

/** GET desk/orders: one page of a list; the previous page stays on screen while the next one loads. */
export const deskListQueryOptions = (query: DeskListQuery) =>
  queryOptions({
    queryKey: deskKeys.list(query),
    queryFn: () => api(desk.deskOrdersList, { query }),
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  })

/** GET desk/orders/{id}. */
export const deskDetailQueryOptions = (id: number) =>
  queryOptions({
    queryKey: deskKeys.detail(id),
    queryFn: () => api(desk.deskOrderDetail, { params: { id } }),
  })

/** Puts the answer of a change in the detail's cache and marks the lists stale. */
export function storeDetail(client: QueryClient, id: number, answer: DeskDetailResponse) {
  client.setQueryData(deskKeys.detail(id), answer)
  void client.invalidateQueries({ queryKey: ['desk', 'list'] })
}

export const saveQuotation = (id: number, body: QuotationDraftBody) =>
  api(desk.deskSaveQuotation, { params: { id }, body })

export const sendQuotation = (id: number, version: number) =>
  api(desk.deskSendQuotation, { params: { id }, body: { version } })
