import { endpoint, resourceEndpoints } from '../http/endpoint.ts'
import type { z } from '../zod.ts'
import {
  carrierListResponse,
  carrierResponse,
  countryListResponse,
  countryResponse,
  ivaCodeListResponse,
  ivaCodeResponse,
  lookupCodeParams,
  orderStatusListResponse,
  orderStatusResponse,
  paymentModeActiveListResponse,
  paymentModeActiveResponse,
  paymentModeListResponse,
  paymentModeResponse,
  portListResponse,
  portResponse,
  resourceIdParams,
  transportListResponse,
  transportResponse,
  usStateListResponse,
} from './schemas.ts'

/**
 * The lookups (spec 3 §3, §7): resources read by name, each answering its own name as the field, the same for every
 * caller and cacheable; names and descriptions in the request's language.
 */
const tag = 'Lookups'

const resource = <const List extends z.ZodType, const One extends z.ZodType, const Params extends z.ZodType>(
  name: string,
  what: { all: string; one: string },
  list: List,
  one: One,
  params: Params,
) => resourceEndpoints(name, tag, what, { list, one }, params)

export const listCountries = endpoint({
  method: 'GET',
  path: '/api/front/country',
  summary: 'Every country, sorted by name in the request’s language',
  tag,
  response: countryListResponse,
})

export const getCountry = endpoint({
  method: 'GET',
  path: '/api/front/country/{id}',
  summary: 'One country',
  tag,
  params: resourceIdParams,
  response: countryResponse,
})

export const listUsStates = endpoint({
  method: 'GET',
  path: '/api/front/us_state',
  summary: 'The 50 states of the United States and DC, sorted by name',
  tag,
  response: usStateListResponse,
})

const orderStatus = resource(
  'order_status',
  { all: 'The order statuses, keyed by status', one: 'One order status' },
  orderStatusListResponse,
  orderStatusResponse,
  lookupCodeParams,
)
export const listOrderStatuses = orderStatus.list
export const getOrderStatus = orderStatus.one

const paymentMode = resource(
  'payment_mode',
  { all: 'Every payment mode, keyed by id', one: 'One payment mode' },
  paymentModeListResponse,
  paymentModeResponse,
  resourceIdParams,
)
export const listPaymentModes = paymentMode.list
export const getPaymentMode = paymentMode.one

const activePaymentMode = resource(
  'payment_mode_active',
  { all: 'The payment modes offered now, keyed by id', one: 'One payment mode offered now' },
  paymentModeActiveListResponse,
  paymentModeActiveResponse,
  resourceIdParams,
)
export const listActivePaymentModes = activePaymentMode.list
export const getActivePaymentMode = activePaymentMode.one

const carrier = resource(
  'carrier',
  { all: 'The carriers, keyed by id', one: 'One carrier' },
  carrierListResponse,
  carrierResponse,
  resourceIdParams,
)
export const listCarriers = carrier.list
export const getCarrier = carrier.one

const transport = resource(
  'transport',
  { all: 'Who carries the goods, keyed by id', one: 'One transport' },
  transportListResponse,
  transportResponse,
  resourceIdParams,
)
export const listTransports = transport.list
export const getTransport = transport.one

const port = resource(
  'port',
  { all: 'The delivery terms, keyed by id', one: 'One delivery term' },
  portListResponse,
  portResponse,
  resourceIdParams,
)
export const listPorts = port.list
export const getPort = port.one

const ivaCode = resource(
  'iva_code',
  { all: 'The VAT codes, as a list', one: 'One VAT code' },
  ivaCodeListResponse,
  ivaCodeResponse,
  lookupCodeParams,
)
export const listIvaCodes = ivaCode.list
export const getIvaCode = ivaCode.one
