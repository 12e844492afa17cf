import type { Endpoint, InputOf, ResponseOf } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import * as lookups from '@shop/domain/lookups/endpoints'
import type { Cart } from '@shop/domain/orders/cart-schemas'
import type {
  CartSubmitBody,
  CompleteOrderBody,
  Order,
  ShippingInfoBody,
} from '@shop/domain/orders/checkout-schemas'
import * as orders from '@shop/domain/orders/endpoints'
import * as payments from '@shop/domain/payments/endpoints'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { ApiError, api, NetworkError } from '../../shared/lib/api.ts'
import { LOOKUP_STALE_MS } from '../../shared/lib/lookups.ts'
import { queryKeys } from '../../shared/lib/session.ts'
import { completionCall } from './lib/payment.ts'
import type { SubmitKind } from './lib/submit.ts'

/** The orders and quotations the checkout reads; the customer area may share the prefix. */
export const orderKeys = { all: ['orders'] as const, one: (id: number) => ['orders', id] as const }

/** POST user/getOrderDetail: the order request being completed, read again after a reload (?order=123). */
export const orderQuery = (id: number) =>
  queryOptions({
    queryKey: orderKeys.one(id),
    queryFn: async () => (await api(orders.getOrderDetail, { body: { id } })).order,
    staleTime: 30_000,
  })

/**
 * GET carrier, payment_mode and port: objects keyed by id, texts in the page's language. Keyed by language: their
 * texts are the page's language (the call sends it as X-Lang).
 */
export const carriersQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'carrier', lang],
    queryFn: async () => (await api(lookups.listCarriers)).carrier,
    staleTime: LOOKUP_STALE_MS,
  })

export const paymentModesQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'payment_mode', lang],
    queryFn: async () => (await api(lookups.listPaymentModes)).payment_mode,
    staleTime: LOOKUP_STALE_MS,
  })

export const portsQuery = (lang: Lang) =>
  queryOptions({
    queryKey: ['lookups', 'port', lang],
    queryFn: async () => (await api(lookups.listPorts)).port,
    staleTime: LOOKUP_STALE_MS,
  })

/**
 * A POST that may be sent twice: a request that got no answer (a dropped connection) is sent once more with the same
 * body, whose submission key makes the server answer the order it already made rather than a second one.
 */
export async function postIdempotent<E extends Endpoint>(e: E, input: InputOf<E>): Promise<ResponseOf<E>> {
  try {
    return await api(e, input)
  } catch (error) {
    if (!(error instanceof NetworkError)) throw error
    return api(e, input)
  }
}

/**
 * POST cart/submit (spec 2 §2.2): a quotation request, a saved quotation or an order request. One key per press.
 * The server empties the cart on success, so every cart query is read again. On 409 cart_conflict the cart changed
 * elsewhere: it is read again and the buyer presses once more; on cart_is_missing the local cart is dropped.
 */
export function useSubmitCart() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['checkout', 'submit'],
    mutationFn: async ({ cart, kind }: { cart: Pick<Cart, 'id' | 'version'>; kind: SubmitKind }) => {
      const body: CartSubmitBody = {
        cart: { id: cart.id, version: cart.version },
        quote_or_order: kind === 'order' ? 'order' : 'quote',
        is_save_quote: kind === 'save_quote',
        submission_key: crypto.randomUUID(),
      }
      try {
        const answer = await postIdempotent(orders.submitCart, { body })
        queryClient.setQueryData(orderKeys.one(answer.order.id), answer.order)
        return answer.order
      } catch (error) {
        if (error instanceof ApiError && error.errorCode === 'cart_is_missing') {
          await queryClient.resetQueries({ queryKey: queryKeys.cart })
        } else if (error instanceof ApiError && error.errorCode === 'cart_conflict') {
          await queryClient.invalidateQueries({ queryKey: queryKeys.cart })
        }
        throw error
      }
    },
    // The cart is gone on the server: the header's count and the lists read it again.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cart }),
  })
}

/** POST order/get_shipping_info (step 2 → 3): the answer's order, with its payment modes, becomes the order shown. */
export function useShippingInfo() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: ShippingInfoBody) => api(orders.saveShippingInfo, { body }),
    onSuccess: (answer) => {
      queryClient.setQueryData(orderKeys.one(answer.order.id), answer.order)
      if (answer.cart) void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
    },
  })
}

/** What completing gave: the order, and for the card the address of the provider's hosted checkout. */
export type CompletionResult = { order: Order; redirectUrl: string | null }

/**
 * POST order/complete_order, or order/submit_complete_order for the card (PV9), which answers the same-origin address
 * that sends the buyer to the provider's hosted checkout: the payment mode and the accepted terms, one key per press.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      orderId,
      paymentModeId,
    }: {
      orderId: number
      paymentModeId: number
    }): Promise<CompletionResult> => {
      const body: CompleteOrderBody = {
        order: { id: orderId, payment_mode_id: paymentModeId, accept_terms: true },
        submission_key: crypto.randomUUID(),
      }
      if (completionCall(paymentModeId) === 'order/submit_complete_order') {
        const answer = await postIdempotent(payments.submitCompleteOrder, { body })
        return { order: answer.order, redirectUrl: answer.stripe_session_redirect_url }
      }
      const answer = await postIdempotent(orders.completeOrder, { body })
      return { order: answer.order, redirectUrl: null }
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  })
}

/** A lookup item's text in the page's language (its code when it has none); '' while the lookup loads. */
export function lookupText<T extends { description: string; name: string }>(
  items: Record<string, T> | undefined,
  id: number,
): string {
  const item = items?.[String(id)]
  return item ? item.description || item.name : ''
}
