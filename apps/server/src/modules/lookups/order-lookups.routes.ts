import {
  carrierListResponse,
  carrierResponse,
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
} from '@shop/domain/lookups/schemas'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import type { z } from 'zod'
import { AppError } from '../../plugins/errors.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from './http-cache.ts'
import {
  findCarriers,
  findIvaCodes,
  findOrderStatuses,
  findPaymentModes,
  findPorts,
  findTransports,
} from './order-lookups.service.ts'

type Resource = {
  list: z.ZodType
  one: z.ZodType
  /** The resource's items keyed by id (the list answers them so; iva_code answers an array). */
  items(request: FastifyRequest): Promise<Record<string, unknown>>
  /** The list answer's value, when it is not the keyed items (iva_code's array). */
  listValue?(request: FastifyRequest): Promise<unknown>
  /** The ids are codes (order_status, iva_code), not numbers. */
  codeIds?: boolean
}

/** The order lookups of spec 3 §7 under /api/front: `GET {resource}` and `GET {resource}/{id}`, cacheable. */
export const orderLookupsRoutes: FastifyPluginAsyncZod = async (app) => {
  const translate = (lang: string, key: string) => app.labels.translate(lang, key)
  const onSend = cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG)
  const resources: Record<string, Resource> = {
    order_status: {
      list: orderStatusListResponse,
      one: orderStatusResponse,
      items: async (request) => findOrderStatuses(translate, request.lang),
      codeIds: true,
    },
    payment_mode: {
      list: paymentModeListResponse,
      one: paymentModeResponse,
      items: (request) => findPaymentModes(app.db, request.lang, { activeOnly: false }),
    },
    payment_mode_active: {
      list: paymentModeActiveListResponse,
      one: paymentModeActiveResponse,
      items: (request) => findPaymentModes(app.db, request.lang, { activeOnly: true }),
    },
    carrier: {
      list: carrierListResponse,
      one: carrierResponse,
      items: (request) => findCarriers(app.db, request.lang),
    },
    transport: {
      list: transportListResponse,
      one: transportResponse,
      items: (request) => findTransports(app.db, request.lang),
    },
    port: { list: portListResponse, one: portResponse, items: (request) => findPorts(app.db, request.lang) },
    iva_code: {
      list: ivaCodeListResponse,
      one: ivaCodeResponse,
      listValue: (request) => findIvaCodes(app.db, request.lang),
      items: async (request) =>
        Object.fromEntries((await findIvaCodes(app.db, request.lang)).map((c) => [c.cod_iva, c])),
      codeIds: true,
    },
  }

  for (const [name, resource] of Object.entries(resources)) {
    app.get(`/${name}`, { schema: { response: { 200: resource.list } }, onSend }, async (request) => {
      const value = resource.listValue ? await resource.listValue(request) : await resource.items(request)
      return { status: 'OK' as const, [name]: value } as never
    })
    app.get(
      `/${name}/:id`,
      {
        schema: {
          params: resource.codeIds ? lookupCodeParams : resourceIdParams,
          response: { 200: resource.one },
        },
        onSend,
      },
      async (request) => {
        const item = (await resource.items(request))[String((request.params as { id: string | number }).id)]
        if (!item) throw new AppError('not_found')
        return { status: 'OK' as const, [name]: item } as never
      },
    )
  }
}
