import * as accounts from './accounts/endpoints.ts'
import * as brochures from './brochures/endpoints.ts'
import * as catalog from './catalog/endpoints.ts'
import * as deskClients from './desk/client-endpoints.ts'
import * as deskOrders from './desk/order-endpoints.ts'
import * as deskQuotations from './desk/quotation-endpoints.ts'
import * as guide from './guide/endpoints.ts'
import type { Endpoint } from './http/endpoint.ts'
import * as i18n from './i18n/endpoints.ts'
import * as identity from './identity/endpoints.ts'
import * as lookups from './lookups/endpoints.ts'
import * as orders from './orders/endpoints.ts'
import * as payments from './payments/endpoints.ts'
import * as platform from './platform/endpoints.ts'
import * as priceList from './price-list/endpoints.ts'

/**
 * Every endpoint of the shop, by area (docs/decisions/029). The name of an endpoint is its OpenAPI operationId and is
 * unique in the whole table; each area's module is imported by name where one endpoint is needed.
 */
export const ENDPOINT_AREAS: Record<string, Record<string, Endpoint>> = {
  accounts,
  brochures,
  catalog,
  deskClients,
  deskOrders,
  deskQuotations,
  identity,
  guide,
  i18n,
  lookups,
  orders,
  payments,
  platform,
  priceList,
}

/** The whole table, name → endpoint; a name declared in two areas is an error. */
export function endpointTable(): Map<string, Endpoint> {
  const table = new Map<string, Endpoint>()
  for (const [area, endpoints] of Object.entries(ENDPOINT_AREAS))
    for (const [name, e] of Object.entries(endpoints)) {
      if (table.has(name)) throw new Error(`endpoint ${name} is declared twice (again in ${area})`)
      table.set(name, e)
    }
  return table
}
