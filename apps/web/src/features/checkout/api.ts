import type { Endpoint, InputOf, ResponseOf } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import * as lookups from '@shop/domain/lookups/endpoints'
import type { Cart, CartResponse } from '@shop/domain/orders/cart-schemas'
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
import { cartQueryKey, enqueue, typedReferences } from '../../shared/lib/cart-sync.ts'
import { useLang } from '../../shared/lib/lang.ts'
import { LOOKUP_STALE_MS } from '../../shared/lib/lookups.ts'
import { orderKeys } from '../../shared/lib/orders.ts'
import { queryKeys } from '../../shared/lib/session.ts'
import { completionCall } from './lib/payment.ts'
import type { SubmitKind } from './lib/submit.ts'

// The order request being completed, read again after a reload (?order=123): the customer area's cache entry.

/** GET port: objects keyed by id, texts in the page's language (the call sends it as X-Lang). */
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
 * The submission waits for any change of the cart still on its way (a reference saved as its field lost the focus to
 * this very button) and sends the version that change answered, with the references typed: so a 409 cart_conflict
 * only means the cart changed elsewhere (another tab): it is read again and the buyer presses once more. The server
 * empties the cart on success, so every cart query is read again; on cart_is_missing the local cart is dropped.
 */
export function useSubmitCart() {
  const queryClient = useQueryClient()
  const lang = useLang()
  return useMutation({
    mutationKey: ['checkout', 'submit'],
    mutationFn: async ({ cart, kind }: { cart: Pick<Cart, 'id' | 'version'>; kind: SubmitKind }) => {
      const references = typedReferences()
      const submission_key = crypto.randomUUID()
      try {
        const answer = await enqueue(() => {
          const latest = queryClient.getQueryData<CartResponse>(cartQueryKey(lang))?.cart ?? cart
          const body: CartSubmitBody = {
            cart: { id: latest.id, version: latest.version, ...references },
            quote_or_order: kind === 'order' ? 'order' : 'quote',
            is_save_quote: kind === 'save_quote',
            submission_key,
          }
          return postIdempotent(orders.submitCart, { body })
        })
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
    // The cart is gone on the server: the header's count and the lists read it again, while the page moves on (not
    // awaited: the buyer would see the emptied cart before the next screen).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
    },
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

/**
 * What completing gave: the order, for the online mode the address to pay at (the card's page, PayPal's), and the
 * server's success text where it gives one (an approved quotation's 'Preventivo confermato con successo').
 */
export type CompletionResult = { order: Order; redirectUrl: string | null; message?: string }

/**
 * POST order/complete_order, or order/submit_complete_order for the online mode (PV9), which answers where the buyer
 * pays: the same-origin address of the card provider's hosted checkout, or PayPal's approval page. A quotation to
 * approve (the customer area's completion flow, spec 3 §2) takes the same body through order/approve_quotation, or
 * order/pay_and_approve_quotation for the card. One key per press.
 */
export function useCompleteOrder() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async ({
      order,
      isQuotation,
    }: Pick<CompleteOrderBody, 'order'> & { isQuotation: boolean }): Promise<CompletionResult> => {
      const body: CompleteOrderBody = { order, submission_key: crypto.randomUUID() }
      const online = completionCall(order.payment_mode_id) === 'order/submit_complete_order'
      if (isQuotation && online) {
        const answer = await postIdempotent(payments.payAndApproveQuotation, { body })
        return {
          order: answer.order,
          redirectUrl: answer.stripe_session_redirect_url,
          message: answer.message,
        }
      }
      if (isQuotation) {
        const answer = await postIdempotent(orders.approveQuotation, { body })
        return { order: answer.order, redirectUrl: null, message: answer.message }
      }
      if (online) {
        const answer = await postIdempotent(payments.submitCompleteOrder, { body })
        return { order: answer.order, redirectUrl: answer.stripe_session_redirect_url }
      }
      const answer = await postIdempotent(orders.completeOrder, { body })
      return { order: answer.order, redirectUrl: null }
    },
    // The order is sent or being paid: no longer the header's pending request either. Not awaited: read again, a
    // completed order takes step 3 off the page before the step could move on (its own onSuccess would never run).
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: orderKeys.all })
      void queryClient.invalidateQueries({ queryKey: queryKeys.pendingRequest })
    },
  })
}
