import { endpoint } from '../http/endpoint.ts'
import { payAndApproveResponse } from '../orders/area-schemas.ts'
import { completeOrderBody } from '../orders/checkout-schemas.ts'
import {
  bankOrderResponse,
  paymentOptionsParams,
  paymentOptionsQuery,
  paymentOptionsResponse,
  paypalCaptureBody,
  paypalCaptureResponse,
  paypalCreateResponse,
  sessionIdParams,
  submitCompleteOrderResponse,
  walletCartBody,
  walletCheckoutResponse,
  webhookResponse,
} from './schemas.ts'

/**
 * The payment calls (spec 2 §7, spec 3 §7; issue 12; docs/decisions/022): the wallet pays straight from the cart (card,
 * bank transfer, PayPal), the card completes an order request, and the provider tells the shop what was paid. Every
 * call but the provider's webhook needs a signed-in user; each wallet call is idempotent by cart id.
 */
const tag = 'Payments'

export const findPaymentOptions = endpoint({
  method: 'GET',
  path: '/api/front/order/{orderId}/payment_options',
  summary:
    "Which of card, bank transfer and PayPal may pay the caller's cart or order request in advance, and why not, for its shipment address or another one; saves nothing",
  tag,
  params: paymentOptionsParams,
  query: paymentOptionsQuery,
  response: paymentOptionsResponse,
})

export const walletCheckout = endpoint({
  method: 'POST',
  path: '/api/front/walletCart/checkout',
  summary:
    "Makes the cart an order waiting for its card payment and opens the provider's session to pay it in",
  tag,
  body: walletCartBody,
  response: walletCheckoutResponse,
})

export const createBankOrder = endpoint({
  method: 'POST',
  path: '/api/front/walletCart/createBankOrder',
  summary: 'Makes the cart an unpaid order to pay by bank transfer in advance, with the bank details',
  tag,
  body: walletCartBody,
  response: bankOrderResponse,
})

export const createPaypalOrder = endpoint({
  method: 'POST',
  path: '/api/front/walletCart/paypal/createRealOrder',
  summary:
    "Makes the cart an order waiting for its PayPal payment; PayPal's order and where the buyer approves it",
  tag,
  body: walletCartBody,
  response: paypalCreateResponse,
})

export const capturePaypalOrder = endpoint({
  method: 'POST',
  path: '/api/front/walletCart/paypal/captureRealOrder',
  summary: 'Captures the PayPal order the buyer approved for the order made from the cart',
  tag,
  body: paypalCaptureBody,
  response: paypalCaptureResponse,
})

export const submitCompleteOrder = endpoint({
  method: 'POST',
  path: '/api/front/order/submit_complete_order',
  summary:
    "Completes an order request; with the card, answers the address that sends the buyer to the provider's hosted checkout",
  tag,
  body: completeOrderBody,
  response: submitCompleteOrderResponse,
})

export const payAndApproveQuotation = endpoint({
  method: 'POST',
  path: '/api/front/order/pay_and_approve_quotation',
  summary:
    "Approves a priced quotation paid with the card: answers the address of the provider's hosted checkout; the quotation becomes an order when the provider confirms the payment. With another mode it is approve_quotation",
  tag,
  body: completeOrderBody,
  response: payAndApproveResponse,
})

export const redirectToPayment = endpoint({
  method: 'GET',
  path: '/api/front/payments/redirect/{sessionId}',
  summary:
    "303 to the provider's hosted checkout of one of the caller's card sessions, or to the order's result page",
  tag,
  params: sessionIdParams,
  response: { media: 'text/html' },
})

export const receivePaymentWebhook = endpoint({
  method: 'POST',
  path: '/api/front/payments/webhook',
  summary:
    "The payment provider's call, not the shop's: its event as the raw JSON it signed (Stripe-Signature header), read as bytes; 400 for a bad signature",
  tag,
  response: webhookResponse,
})
