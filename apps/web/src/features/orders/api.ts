import * as desk from '@shop/domain/desk/quotation-endpoints'
import type { AreaListType } from '@shop/domain/orders/area-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api } from '../../shared/lib/api.ts'
import { orderKeys } from '../../shared/lib/orders.ts'

/**
 * POST user/getOrderDetail with the detail's own part (`area`: actions, shipments, revisions, line totals). Under the
 * order's key, so whatever reads the order again (the checkout's steps, an action) reads this again too.
 */
export const orderDetailQuery = (id: number) =>
  queryOptions({
    queryKey: [...orderKeys.one(id), 'area'] as const,
    queryFn: () => api(orders.getOrderDetail, { body: { id } }),
    staleTime: 30_000,
    // A missing or another company's order is a 404 that asking again will not change.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  })

/** GET user/get_orders_by_year: a year of the history, asked for when its accordion item opens (spec 3 §2). */
export const ordersByYearQuery = (type: AreaListType, year: number) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'year', type, year] as const,
    queryFn: () => api(orders.getOrdersByYear, { query: { type, year } }),
    staleTime: 60_000,
  })

/**
 * GET user/get_documents (issue 26 item 6): the documents on the company's orders and quotations, a page at a time as
 * the buyer asks for more. Under the orders' key: an action that reads the orders again reads these again too.
 */
export const documentsQuery = () =>
  infiniteQueryOptions({
    queryKey: [...orderKeys.all, 'documents'] as const,
    queryFn: ({ pageParam }) => api(orders.getAreaDocuments, { query: { page: pageParam } }),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
    staleTime: 30_000,
  })

/** What the buyer does to a quotation from its page (spec 3 §2, §7); each answers its success text. */
export type QuotationAction =
  | { kind: 'ask_modification'; id: number; note: string }
  | { kind: 'refuse'; id: number; note: string }
  | { kind: 'cancel'; id: number }
  | { kind: 'add_promo_code'; id: number; promo_code: string }

/**
 * The quotation actions. Success or refusal, every order query is read again: the page shows the order as it is now
 * (a 409 says the quotation expired or moved meanwhile, spec 3 §8), and the lists and the dashboard follow.
 */
export function useQuotationAction() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (action: QuotationAction): Promise<string | null> => {
      switch (action.kind) {
        case 'ask_modification':
          // The desk's call answers no text: the page says it with its own label.
          await api(desk.askModification, { body: { id: action.id, note: action.note } })
          return null
        case 'refuse':
          return (
            await api(orders.refuseQuotation, {
              body: { id: action.id, quotation_refused_note: action.note },
            })
          ).message
        case 'cancel':
          return (await api(orders.cancelQuotation, { body: { id: action.id } })).message
        case 'add_promo_code':
          return (await api(orders.addPromoCode, { body: { id: action.id, promo_code: action.promo_code } }))
            .message
      }
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}
