import type { Endpoint } from '@shop/domain/http/endpoint'
import * as lookups from '@shop/domain/lookups/endpoints'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { AppError } from '../../plugins/errors.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'
import {
  findCarriers,
  findIvaCodes,
  findOrderStatuses,
  findPaymentModes,
  findPorts,
  findTransports,
} from './order-lookups.service.ts'

type Resource = {
  /** GET {resource} and GET {resource}/{id}: the id a number, or a code (order_status, iva_code). */
  list: Endpoint
  one: Endpoint
  /** The resource's items keyed by id (the list answers them so; iva_code answers an array). */
  items(request: FastifyRequest): Promise<Record<string, unknown>>
  /** The list answer's value, when it is not the keyed items (iva_code's array). */
  listValue?(request: FastifyRequest): Promise<unknown>
}

/** The order lookups of spec 3 §7: `GET {resource}` and `GET {resource}/{id}`, cacheable. */
export const orderLookupsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const translate = (lang: string, key: string) => deps.labels.translate(lang, key)
  const onSend = cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG)
  const resources: Record<string, Resource> = {
    order_status: {
      list: lookups.listOrderStatuses,
      one: lookups.getOrderStatus,
      items: async (request) => findOrderStatuses(translate, request.lang),
    },
    payment_mode: {
      list: lookups.listPaymentModes,
      one: lookups.getPaymentMode,
      items: (request) => findPaymentModes(deps.db, request.lang, { activeOnly: false }),
    },
    payment_mode_active: {
      list: lookups.listActivePaymentModes,
      one: lookups.getActivePaymentMode,
      items: (request) => findPaymentModes(deps.db, request.lang, { activeOnly: true }),
    },
    carrier: {
      list: lookups.listCarriers,
      one: lookups.getCarrier,
      items: (request) => findCarriers(deps.db, request.lang),
    },
    transport: {
      list: lookups.listTransports,
      one: lookups.getTransport,
      items: (request) => findTransports(deps.db, request.lang),
    },
    port: {
      list: lookups.listPorts,
      one: lookups.getPort,
      items: (request) => findPorts(deps.db, request.lang),
    },
    iva_code: {
      list: lookups.listIvaCodes,
      one: lookups.getIvaCode,
      listValue: (request) => findIvaCodes(deps.db, request.lang),
      items: async (request) =>
        Object.fromEntries((await findIvaCodes(deps.db, request.lang)).map((c) => [c.cod_iva, c])),
    },
  }

  // Each answer is checked against its endpoint's schema when it is written; the field is the resource's name.
  for (const [name, resource] of Object.entries(resources)) {
    route(app, resource.list, { onSend }, async (request) => {
      const value = resource.listValue ? await resource.listValue(request) : await resource.items(request)
      return { status: 'OK' as const, [name]: value } as never
    })
    route(app, resource.one, { onSend }, async (request) => {
      const item = (await resource.items(request))[String((request.params as { id: string | number }).id)]
      if (!item) throw new AppError('not_found')
      return { status: 'OK' as const, [name]: item } as never
    })
  }
}
