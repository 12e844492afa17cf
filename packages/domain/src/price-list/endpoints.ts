import { endpoint } from '../http/endpoint.ts'
import {
  priceListDetailQuery,
  priceListDetailResponse,
  priceListQuery,
  priceListResponse,
} from './schemas.ts'

/**
 * The customer's price list (spec 3 §2, §7; issue 26 item 2): only for a user whose company sees prices (403
 * otherwise), in the language of `lang` or the request's. Cacheable per company with an ETag.
 */
const tag = 'Customer area'

export const getPriceList = endpoint({
  method: 'GET',
  path: '/api/front/user/get_price_list_front',
  summary:
    "The caller's company's products (base models on their default configuration, accessories sold alone) by family, with list price, net price and discount label",
  tag,
  query: priceListQuery,
  response: priceListResponse,
})

export const getPriceListDetail = endpoint({
  method: 'GET',
  path: '/api/front/user/get_price_list_front_detail',
  summary: "One product of the caller's price list with its options priced by code section",
  tag,
  query: priceListDetailQuery,
  response: priceListDetailResponse,
})

export const getPriceListPdf = endpoint({
  method: 'GET',
  path: '/api/front/user/get_price_list_front_pdf',
  summary: "The caller's company's price list as a PDF (A4, by family, in the language asked)",
  tag,
  query: priceListQuery,
  response: { media: 'application/pdf' },
})
