import type { Order } from '@shop/domain/orders/checkout-schemas'
import * as payments from '@shop/domain/payments/endpoints'
import type { PaypalCaptureBody, WalletCartBody } from '@shop/domain/payments/schemas'
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../shared/lib/api.ts'
import { orderKeys } from '../../shared/lib/orders.ts'
import { queryKeys } from '../../shared/lib/session.ts'
import { postIdempotent } from './api.ts'

/**
 * The payment calls the screens make (spec 2 §4, §7; issues 12 and 23): which ways to pay an order request, and the
 * wallet calls the result page's 'Try again' opens a payment with. Each wallet call is idempotent by the id: the same
 * id again (the order waiting for its payment) answers the same order and the same still-open payment session, which
 * is how 'Try again' after a cancelled payment works, and why a request that got no answer may be sent once more.
 */

const walletBody = (cartId: number): WalletCartBody => ({ cartId, accept_terms: true })

/**
 * GET order/{orderId}/payment_options: which ways to pay the order request in advance with its shipment address, and
 * why not (PayPal only while the shop takes it); a read. Keyed by the address, which step 2 may change.
 */
export const paymentOptionsQuery = (orderId: number, addressId: number | null) =>
  queryOptions({
    queryKey: ['payments', 'options', orderId, addressId],
    queryFn: () => api(payments.findPaymentOptions, { params: { orderId }, query: {} }),
  })

/** After a wallet call the cart is an order: the header and the lists read the cart again; the order is known. */
function useSettled() {
  const queryClient = useQueryClient()
  return (order: Order | null) => {
    if (order) queryClient.setQueryData(orderKeys.one(order.id), order)
    void queryClient.invalidateQueries({ queryKey: queryKeys.cart })
  }
}

/** POST walletCart/checkout: the order waiting for its card payment and the provider's session to send the buyer to. */
export function useWalletCheckout() {
  const settled = useSettled()
  return useMutation({
    mutationKey: ['payments', 'card'],
    mutationFn: (cartId: number) => postIdempotent(payments.walletCheckout, { body: walletBody(cartId) }),
    onSuccess: (answer) => settled(answer.order),
  })
}

/** POST walletCart/paypal/createRealOrder: PayPal's order and the page where the buyer approves it. */
export function usePaypalCreate() {
  const settled = useSettled()
  return useMutation({
    mutationKey: ['payments', 'paypal'],
    mutationFn: (cartId: number) => postIdempotent(payments.createPaypalOrder, { body: walletBody(cartId) }),
    onSuccess: () => settled(null),
  })
}

/**
 * POST walletCart/paypal/captureRealOrder, as a query keyed by PayPal's order id (the return's token) rather than a
 * mutation: React's strict mode mounts the page twice and a query asked for twice is one request; its answer is
 * kept, never retried or read again, so one approval is captured once per page. After a reload the page reads the
 * order first and captures only one still unpaid.
 */
export const paypalCaptureQuery = (body: PaypalCaptureBody) =>
  queryOptions({
    queryKey: ['payments', 'paypal-capture', body.orderID, body.cartId],
    queryFn: () => postIdempotent(payments.capturePaypalOrder, { body }),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
    refetchOnMount: false,
    refetchOnReconnect: false,
    refetchOnWindowFocus: false,
  })
