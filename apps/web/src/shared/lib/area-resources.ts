import type {
  Carrier,
  IvaCode,
  OrderStatusLookup,
  PaymentMode,
  Port,
  Transport,
} from '@shop/domain/lookups/schemas'
import { useQueries } from '@tanstack/react-query'
import { useLang } from './lang.ts'
import {
  carriersQuery,
  ivaCodesQuery,
  orderStatusesQuery,
  paymentModesQuery,
  portsQuery,
  transportsQuery,
} from './lookups.ts'

/** The customer area's resources (spec 3 §7), named as the spec's store names them. */
export type AreaResources = {
  order_status: Record<string, OrderStatusLookup>
  payment_mode: Record<string, PaymentMode>
  carrier: Record<string, Carrier>
  port: Record<string, Port>
  transport: Record<string, Transport>
  iva_code: IvaCode[]
  /** Some resource is still on its first download. */
  isPending: boolean
}

/** What one query of the six holds: its data, whether it failed, whether it waits for its first answer. */
type Result<T> = { data: T | undefined; isError: boolean; isPending: boolean }

/**
 * The six answers as the screens read them. A failed resource reads empty, as the spec's store answers, even when an
 * earlier answer is still in the cache: a failure is never shown as data, and (stale, or in error) it is asked for
 * again the next time a screen mounts.
 */
export function toAreaResources(
  results: [
    Result<AreaResources['order_status']>,
    Result<AreaResources['payment_mode']>,
    Result<AreaResources['carrier']>,
    Result<AreaResources['port']>,
    Result<AreaResources['transport']>,
    Result<AreaResources['iva_code']>,
  ],
): AreaResources {
  const [orderStatus, paymentMode, carrier, port, transport, ivaCode] = results
  const read = <T>(result: Result<T>, empty: T): T => (result.isError ? empty : (result.data ?? empty))
  return {
    order_status: read(orderStatus, {}),
    payment_mode: read(paymentMode, {}),
    carrier: read(carrier, {}),
    port: read(port, {}),
    transport: read(transport, {}),
    iva_code: read(ivaCode, []),
    isPending: results.some((result) => result.isPending),
  }
}

/**
 * order_status, payment_mode (with its translations), carrier, port, transport and iva_code, in the page's language,
 * fetched in parallel and kept 600 s (the lookups' staleTime, spec 3 §9 'resource cache 600 s'); the same cache
 * entries as the checkout's and the desk's lookups, so a screen that already read one does not read it again.
 */
export function useAreaResources(): AreaResources {
  const lang = useLang()
  return useQueries({
    queries: [
      orderStatusesQuery(lang),
      paymentModesQuery(lang),
      carriersQuery(lang),
      portsQuery(lang),
      transportsQuery(lang),
      ivaCodesQuery(lang),
    ],
    combine: toAreaResources,
  })
}
