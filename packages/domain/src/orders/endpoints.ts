import { endpoint } from '../http/endpoint.ts'
import { areaDocumentsQuery, areaDocumentsResponse } from './area-documents.ts'
import {
  activeOrdersQuery,
  activeOrdersResponse,
  addPromoCodeBody,
  areaOrderResponse,
  cancelQuotationBody,
  ordersByYearQuery,
  ordersByYearResponse,
  quotationActionResponse,
  refuseQuotationBody,
} from './area-schemas.ts'
import {
  cartAddBody,
  cartAddResponse,
  cartLangParams,
  cartResponse,
  cartUpdateBody,
  documentResponse,
  okResponse,
  orderDocumentParams,
  orderIdParams,
} from './cart-schemas.ts'
import {
  cartSubmitBody,
  cartSubmitResponse,
  completeOrderBody,
  completeOrderResponse,
  orderDetailBody,
  shippingInfoBody,
  shippingInfoResponse,
} from './checkout-schemas.ts'
import { documentUploadFields } from './documents.ts'
import { orderRequestParams, pendingRequestResponse } from './order-request-schemas.ts'
import { orderPdfParams, orderPdfQuery } from './pdf-schemas.ts'
import {
  cartLinesAddedResponse,
  quickOrderAddBody,
  quickOrderPreviewBody,
  quickOrderPreviewResponse,
  reorderBody,
  reorderParams,
} from './quick-order-schemas.ts'
import {
  addToWishlistBody,
  addToWishlistResponse,
  removeFromWishlistBody,
  wishlistResponse,
} from './saved-configurations.ts'

/** The cart's calls (spec 2 §7; docs/decisions/019): the cart is a DRAFT order of the caller and their company. */
const tag = 'Cart'

export const getCart = endpoint({
  method: 'GET',
  path: '/api/front/cart/{lang}',
  summary: "The caller's cart, names and discount labels in the language",
  tag,
  params: cartLangParams,
  response: cartResponse,
})

export const updateCart = endpoint({
  method: 'POST',
  path: '/api/front/cart/{lang}',
  summary:
    'Changes the cart seen at a version: quantities, notes, references, the promo code; 409 with the current cart if it changed since',
  tag,
  params: cartLangParams,
  body: cartUpdateBody,
  response: cartResponse,
})

export const addToCart = endpoint({
  method: 'POST',
  path: '/api/front/cart/{lang}/add',
  summary: 'Adds a configuration (by code or by saved id) to the cart, or its quantity to the same line',
  tag,
  params: cartLangParams,
  body: cartAddBody,
  response: cartAddResponse,
})

/** The datasheets and drawings of a cart or an order (spec 1 §7; issue 10 item 11): PDFs only, at most 10 MB each. */
const documents = 'Documents'

export const uploadDocument = endpoint({
  method: 'POST',
  path: '/api/front/order/{orderId}/document',
  summary:
    'Uploads a PDF to a cart or an order being completed, for a line, an accessory of it, or the whole order',
  tag: documents,
  params: orderIdParams,
  upload: documentUploadFields,
  response: documentResponse,
})

export const deleteDocument = endpoint({
  method: 'DELETE',
  path: '/api/front/order/{orderId}/document/{documentId}',
  summary: 'Deletes an uploaded document while its cart or order may still change',
  tag: documents,
  params: orderDocumentParams,
  response: okResponse,
})

export const viewDocument = endpoint({
  method: 'GET',
  path: '/api/front/order/{orderId}/document_view/{documentId}',
  summary: 'The document, to be shown in the browser',
  tag: documents,
  params: orderDocumentParams,
  response: { media: 'application/pdf' },
})

export const downloadDocument = endpoint({
  method: 'GET',
  path: '/api/front/order/{orderId}/document_download/{documentId}',
  summary: 'The document, to be saved',
  tag: documents,
  params: orderDocumentParams,
  response: { media: 'application/pdf' },
})

/**
 * The checkout's calls (spec 2 §7, spec 3 §7; issue 11; docs/decisions/021): the cart becomes a quotation request, a
 * saved quotation or an order request, which gets its shipping data and is completed. Each needs a signed-in user.
 */
const checkout = 'Checkout'

export const submitCart = endpoint({
  method: 'POST',
  path: '/api/front/cart/submit',
  summary:
    'Makes the cart seen at a version a quotation request, a saved quotation or an order request; the same submission key answers the same order',
  tag: checkout,
  body: cartSubmitBody,
  response: cartSubmitResponse,
})

export const saveShippingInfo = endpoint({
  method: 'POST',
  path: '/api/front/order/get_shipping_info',
  summary:
    'Sets the shipment address, carrier, desired date and references of an order request (or of the cart paid from the cart)',
  tag: checkout,
  body: shippingInfoBody,
  response: shippingInfoResponse,
})

export const completeOrder = endpoint({
  method: 'POST',
  path: '/api/front/order/complete_order',
  summary:
    'Completes an order request with a payment mode not paid online and the accepted terms of sale; the same submission key answers the same order',
  tag: checkout,
  body: completeOrderBody,
  response: completeOrderResponse,
})

export const getPendingRequest = endpoint({
  method: 'GET',
  path: '/api/front/order/pending_request',
  summary:
    "The caller's most recent order request still to be completed (INCOMPLETE_REQUEST, no payment open), or null",
  tag: checkout,
  response: pendingRequestResponse,
})

export const returnRequestToCart = endpoint({
  method: 'POST',
  path: '/api/front/order/{orderId}/back_to_cart',
  summary:
    "'Modifica il carrello': cancels the caller's order request and puts its lines back in the cart, merged by configuration; answers the cart (again on a repeat)",
  tag: checkout,
  params: orderRequestParams,
  response: cartResponse,
})

/**
 * The customer area's orders and quotations (spec 3 §2, §4, §7; issue 25 items 5 to 8): the lists, the detail and the
 * quotation actions. Each needs a signed-in user whose profile lets them in (the area's gating); an order or quotation
 * of anyone but the company the caller acts for (or, acting for none, of anyone but the caller) is a 404.
 */
const area = 'Customer area'

export const getActiveOrders = endpoint({
  method: 'GET',
  path: '/api/front/user/get_active_orders',
  summary:
    "The caller's submitted orders and quotations not closed or cancelled, newest first, and the years of the closed and cancelled ones",
  tag: area,
  query: activeOrdersQuery,
  response: activeOrdersResponse,
})

export const getOrdersByYear = endpoint({
  method: 'GET',
  path: '/api/front/user/get_orders_by_year',
  summary: "The caller's closed and cancelled orders and quotations submitted in a year (Europe/Rome)",
  tag: area,
  query: ordersByYearQuery,
  response: ordersByYearResponse,
})

export const getOrderDetail = endpoint({
  method: 'POST',
  path: '/api/front/user/getOrderDetail',
  summary:
    "One of the caller's orders or quotations, with its lines, documents, payment modes, shipments, revisions and what the caller may do with it",
  tag: area,
  body: orderDetailBody,
  response: areaOrderResponse,
})

export const refuseQuotation = endpoint({
  method: 'POST',
  path: '/api/front/order/refuse_quotation',
  summary:
    'Refuses a priced quotation (READY, still valid) with an optional reason; a repeat answers it refused',
  tag: area,
  body: refuseQuotationBody,
  response: quotationActionResponse,
})

export const cancelQuotation = endpoint({
  method: 'POST',
  path: '/api/front/order/cancel_quotation',
  summary:
    'Cancels a quotation request (NEW), or an approved quotation not paid and not shipped; a repeat answers it cancelled',
  tag: area,
  body: cancelQuotationBody,
  response: quotationActionResponse,
})

export const approveQuotation = endpoint({
  method: 'POST',
  path: '/api/front/order/approve_quotation',
  summary:
    "Approves a priced quotation (READY, still valid) with a payment mode not paid online, after get_shipping_info set its shipment; the user's first password in the same call; the same submission key answers the same order",
  tag: area,
  body: completeOrderBody,
  response: quotationActionResponse,
})

export const addPromoCode = endpoint({
  method: 'POST',
  path: '/api/front/order/add_promo_code',
  summary: "Applies a promo code to a quotation request (NEW) without one; the cart's rules and limits",
  tag: area,
  body: addPromoCodeBody,
  response: quotationActionResponse,
})

/**
 * The order's documents as PDFs (spec 3 §2 'PDF links exist for the order and its order form', §7; issue 26 item 1),
 * made in the request's language for a caller who sees the order in the area (anyone else's: 404, as the detail).
 */
export const getOrderPdf = endpoint({
  method: 'GET',
  path: '/api/front/order/pdf/{id}',
  summary:
    "One of the caller's orders or quotations as a PDF: the parties, the lines with their configuration codes, prices, discounts, VAT and totals, the terms; a quotation says until when its prices hold",
  tag: area,
  params: orderPdfParams,
  query: orderPdfQuery,
  response: { media: 'application/pdf' },
})

export const getOrderFormPdf = endpoint({
  method: 'GET',
  path: '/api/front/order/orderpdf/{id}',
  summary: "The order form of one of the caller's orders or quotations as a PDF, with the lines to sign",
  tag: area,
  params: orderPdfParams,
  query: orderPdfQuery,
  response: { media: 'application/pdf' },
})

export const getWishlist = endpoint({
  method: 'GET',
  path: '/api/front/user/get_wishlist',
  summary: "The configurations saved by the caller's company (or by the caller, without one), newest first",
  tag: area,
  response: wishlistResponse,
})

export const addToWishlist = endpoint({
  method: 'POST',
  path: '/api/front/user/add_to_wishlist',
  summary:
    "Saves a configuration (a code with its variations and custom texts) for the caller's company; the same one again is kept once",
  tag: area,
  body: addToWishlistBody,
  response: addToWishlistResponse,
})

export const removeFromWishlist = endpoint({
  method: 'POST',
  path: '/api/front/user/removeFromWishlist',
  summary: "Removes one of the company's saved configurations",
  tag: area,
  body: removeFromWishlistBody,
  response: okResponse,
})

export const getAreaDocuments = endpoint({
  method: 'GET',
  path: '/api/front/user/get_documents',
  summary:
    "The PDFs attached to the caller's orders and quotations (carts never), a page at a time, each with its order or quotation",
  tag: area,
  query: areaDocumentsQuery,
  response: areaDocumentsResponse,
})

/**
 * The buyer's tools that fill the cart by configuration code (issue 26 items 4 and 5): each line decoded and priced
 * against today's catalogue, with its outcome; the writing calls take a key, so a repeat adds nothing twice.
 */
const byCode = 'Cart by code'

export const previewQuickOrder = endpoint({
  method: 'POST',
  path: '/api/front/user/quick_order_preview',
  summary:
    "Reads pasted lines 'code; quantity; own reference; choices' (or a CSV's text), each decoded and priced with its error; writes nothing",
  tag: byCode,
  body: quickOrderPreviewBody,
  response: quickOrderPreviewResponse,
})

export const addQuickOrder = endpoint({
  method: 'POST',
  path: '/api/front/user/quick_order_add',
  summary:
    'Adds the valid lines of a quick order to the cart in one step; the same key again adds nothing and answers the cart',
  tag: byCode,
  body: quickOrderAddBody,
  response: cartLinesAddedResponse,
})

export const reorder = endpoint({
  method: 'POST',
  path: '/api/front/order/{orderId}/reorder',
  summary:
    "Puts an order's or quotation's lines back in the cart at today's prices, each with what changed since (price, an option no longer offered or compatible)",
  tag: byCode,
  params: reorderParams,
  body: reorderBody,
  response: cartLinesAddedResponse,
})
