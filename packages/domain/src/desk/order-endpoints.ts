import { endpoint } from '../http/endpoint.ts'
import {
  deskAcceptBody,
  deskCancelBody,
  deskFulfilmentResponse,
  deskIdParams,
  deskOrderFieldsBody,
  deskRecordPaymentBody,
  deskRefundBody,
  deskRefundResponse,
  deskRefundsQuery,
  deskRefundsResponse,
  deskShipmentBody,
} from './order-schemas.ts'

/**
 * The desk's order calls (issue 24 items 4, 5, 6): an order's fulfilment, its moves from acceptance to closing or
 * cancelling, the money recorded by staff, and the fields staff own. Staff only: anyone else gets 404.
 */
const tag = 'Desk: orders'

export const deskOrderFulfilment = endpoint({
  method: 'GET',
  path: '/api/desk/orders/{id}/fulfilment',
  summary:
    "An order's payments, shipments, refunds due, the actions staff may take now and the fields staff own",
  tag,
  params: deskIdParams,
  response: deskFulfilmentResponse,
})

export const deskAcceptOrder = endpoint({
  method: 'POST',
  path: '/api/desk/orders/{id}/accept',
  summary:
    'Accepts a NEW order (CONFIRMED) and mails the customer; an unpaid bank transfer only without prepayment',
  tag,
  params: deskIdParams,
  body: deskAcceptBody,
  response: deskFulfilmentResponse,
})

export const deskRecordPayment = endpoint({
  method: 'POST',
  path: '/api/desk/orders/{id}/payments',
  summary: "Records a bank transfer received for the order's whole total: the order is paid",
  tag,
  params: deskIdParams,
  body: deskRecordPaymentBody,
  response: deskFulfilmentResponse,
})

export const deskShipOrder = endpoint({
  method: 'POST',
  path: '/api/desk/orders/{id}/shipments',
  summary:
    'Records a shipment of a CONFIRMED order in 1 to 20 packages and mails the customer the tracking links',
  tag,
  params: deskIdParams,
  body: deskShipmentBody,
  response: deskFulfilmentResponse,
})

export const deskCloseOrder = endpoint({
  method: 'POST',
  path: '/api/desk/orders/{id}/close',
  summary: 'Closes a CONFIRMED order (CLOSED) and mails the customer',
  tag,
  params: deskIdParams,
  response: deskFulfilmentResponse,
})

export const deskCancelOrder = endpoint({
  method: 'POST',
  path: '/api/desk/orders/{id}/cancel',
  summary: "Cancels an order or order request with a reason; a paid order's money becomes due for refund",
  tag,
  params: deskIdParams,
  body: deskCancelBody,
  response: deskFulfilmentResponse,
})

export const deskUpdateOrderFields = endpoint({
  method: 'PATCH',
  path: '/api/desk/orders/{id}/fields',
  summary:
    "Edits the order fields staff own: hide discounts, fixed price, ABI/CAB, DDT notes, VAT code, lines' skip ERP",
  tag,
  params: deskIdParams,
  body: deskOrderFieldsBody,
  response: deskFulfilmentResponse,
})

export const deskRefunds = endpoint({
  method: 'GET',
  path: '/api/desk/refunds',
  summary: 'Payments whose money must go back, oldest first, a page at a time',
  tag,
  query: deskRefundsQuery,
  response: deskRefundsResponse,
})

export const deskRecordRefund = endpoint({
  method: 'POST',
  path: '/api/desk/payments/{id}/refund',
  summary: 'Records that the money of a payment due for refund was given back',
  tag,
  params: deskIdParams,
  body: deskRefundBody,
  response: deskRefundResponse,
})
