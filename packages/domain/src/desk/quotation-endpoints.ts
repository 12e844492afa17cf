import { endpoint } from '../http/endpoint.ts'
import { orderDocumentParams } from '../orders/cart-schemas.ts'
import { deskDetailResponse, deskOrderParams } from './detail-schemas.ts'
import { deskListQuery, deskListResponse } from './list-schemas.ts'
import { askModificationBody, okAnswer, quotationDraftBody, quotationSendBody } from './quotation-schemas.ts'

/**
 * The desk's list, detail and quotation calls (issue 24 items 2, 3): staff only, 404 for anyone else. The customer's
 * request to modify a quotation is declared here too, the call the desk's revisions start from.
 */
const tag = 'Desk'

export const deskOrdersList = endpoint({
  method: 'GET',
  path: '/api/desk/orders',
  summary: 'Quotations, orders or order requests: filtered, sorted and paged on the server',
  tag,
  query: deskListQuery,
  response: deskListResponse,
})

export const deskOrderDetail = endpoint({
  method: 'GET',
  path: '/api/desk/orders/{id}',
  summary: 'One quotation or order with its lines decoded, prices, revisions, status history and audit',
  tag,
  params: deskOrderParams,
  response: deskDetailResponse,
})

export const deskViewDocument = endpoint({
  method: 'GET',
  path: '/api/desk/orders/{orderId}/documents/{documentId}',
  summary: 'A datasheet or drawing of the order, shown in the browser',
  tag,
  params: orderDocumentParams,
  response: { media: 'application/pdf' },
})

export const deskSaveQuotation = endpoint({
  method: 'PUT',
  path: '/api/desk/quotations/{id}',
  summary:
    "Saves the desk's prices of a quotation seen at a version: line prices and discounts, order discount, costs, delivery time, validity; 409 if it changed",
  tag,
  params: deskOrderParams,
  body: quotationDraftBody,
  response: deskDetailResponse,
})

export const deskSendQuotation = endpoint({
  method: 'POST',
  path: '/api/desk/quotations/{id}/send',
  summary: 'Sends a priced quotation seen at a version to the customer (READY, mailed); 409 if it changed',
  tag,
  params: deskOrderParams,
  body: quotationSendBody,
  response: deskDetailResponse,
})

export const askModification = endpoint({
  method: 'POST',
  path: '/api/front/order/ask_modification',
  summary: 'The customer asks the desk to change a priced quotation: it goes back to NEW as a new revision',
  tag: 'Orders',
  body: askModificationBody,
  response: okAnswer,
})
