import type { Lang } from '@shop/domain/i18n/langs'
import type { AreaListType } from '@shop/domain/orders/area-schemas'
import type { Order } from '@shop/domain/orders/checkout-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import { queryOptions } from '@tanstack/react-query'
import { api } from './api.ts'

/**
 * The orders and quotations as the checkout and the customer area read them: one cache entry per order, one per list;
 * invalidating `all` reads every one of them again after an action.
 */
export const orderKeys = {
  all: ['orders'] as const,
  one: (id: number) => ['orders', id] as const,
  active: (type: AreaListType) => ['orders', 'active', type] as const,
}

/** POST user/getOrderDetail: one of the caller's orders or quotations (404 for anyone else's). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: async () => (await api(orders.getOrderDetail, { body: { id } })).order,
    staleTime: 30_000,
  })

/** A route's :orderId as a database id; anything else is null (the page then says the order is not found). */
export function parseOrderId(value: string | undefined): number | null {
  if (!value || !/^[1-9]\d{0,9}$/.test(value)) return null
  const id = Number(value)
  return id <= 2_147_483_647 ? id : null
}

/**
 * Where an order or a quotation is shown (spec 3 §2 order_detail, quotation_detail): where the buyer lands after a
 * submission, and where every mail about it links (issue 23 item 5; the server's orderLink).
 */
export function orderPath(lang: Lang, order: Pick<Order, 'id' | 'is_quotation'>): string {
  return `/${lang}/user/${order.is_quotation ? 'quotations' : 'orders'}/${order.id}`
}

/**
 * GET user/get_active_orders (spec 3 §2 lists): the caller's submitted orders and quotations not closed or cancelled,
 * and the years of the history; the dashboard's cards read `both`, the lists their own type.
 */
export const activeOrdersQuery = (type: AreaListType) =>
  queryOptions({
    queryKey: orderKeys.active(type),
    queryFn: () => api(orders.getActiveOrders, { query: { type } }),
    staleTime: 30_000,
  })
