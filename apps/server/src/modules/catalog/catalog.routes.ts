import { configurationCodeInputSchema } from '@shop/domain/catalog/configuration-code'
import {
  CATALOG_BODY_LIMIT,
  catalogResponses,
  dbIdSchema,
  decodeConfigurationQuery,
  decodeConfigurationResponse,
  decodeParams,
  getAttributesVariationBody,
  getAttributesVariationResponse,
  idParams,
  productDiscountedPricesBody,
  productDiscountedPricesResponse,
  saveProdImagesResponse,
  saveProductConfigurationBody,
} from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import type { FastifyReply } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import type { Config } from '../../config.ts'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { readJoined, requireUser } from '../../plugins/session.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../lookups/http-cache.ts'
import {
  BUYER_JOIN,
  decodeConfiguration,
  decodeOrThrow,
  fileUrl,
  findBuyer,
  findOwnClientGroups,
  findOwnClients,
  findProductConfiguration,
  findProductConfigurations,
  findVariation,
  PUBLIC_RESOURCES,
  type PublicResource,
  saveProductConfiguration,
} from './catalog.service.ts'
import { catalogKeys } from './catalog-keys.ts'
import { findCatalog } from './catalog-store.ts'
import { composeConfigurationImage } from './configuration-image.ts'
import { renderProductCard } from './product-card.ts'
import { findProductPrices } from './replacement-prices.ts'

/**
 * For a hot route whose answer typed code builds: written with JSON.stringify, where the zod serializer would parse
 * the whole answer against its schema first (a fifth of the price route's time, docs/decisions/015). The test
 * suite keeps the check, so an answer that drifts from its schema still fails there.
 */
export function trustedAnswer(config: Pick<Config, 'NODE_ENV'>): {
  serializerCompiler?: () => (data: unknown) => string
} {
  return config.NODE_ENV === 'test' ? {} : { serializerCompiler: () => JSON.stringify }
}

/** Answers that depend on who asks: never shared by a cache between visitors. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache')

/** The catalogue under /api/front/: resources, codes, variations, prices, product cards and configuration images. */
export const catalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const translate = (lang: string, key: string) => app.labels.translate(lang, key)
  const publicCache = cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG)

  // Public resources, each answering its own name as the field; the same for everyone, so cacheable.
  for (const name of Object.keys(PUBLIC_RESOURCES) as PublicResource[]) {
    const resource = PUBLIC_RESOURCES[name]
    const one = resource.one as (
      snap: Awaited<ReturnType<typeof findCatalog>>,
      id: number,
      lang: Lang,
    ) => unknown
    app.get(
      `/${name}`,
      { schema: { response: { 200: catalogResponses[name].list } }, onSend: publicCache },
      async (request) => {
        const snap = await findCatalog(app.db)
        const items = resource.ids(snap).flatMap((id) => one(snap, id, request.lang) ?? [])
        return { status: 'OK' as const, [name]: items } as never
      },
    )
    app.get(
      `/${name}/:id`,
      { schema: { params: idParams, response: { 200: catalogResponses[name].one } }, onSend: publicCache },
      async (request) => {
        const snap = await findCatalog(app.db)
        const item = one(snap, request.params.id, request.lang)
        if (!item) throw new AppError('not_found')
        return { status: 'OK' as const, [name]: item } as never
      },
    )
  }

  app.get(
    '/product_configuration',
    { schema: { response: { 200: catalogResponses.product_configuration.list } } },
    async (request, reply) => {
      privateAnswer(reply)
      const list = await findProductConfigurations(app.db, request.userId, request.lang)
      return { status: 'OK' as const, product_configuration: list }
    },
  )

  app.get(
    '/product_configuration/:id',
    { schema: { params: idParams, response: { 200: catalogResponses.product_configuration.one } } },
    async (request, reply) => {
      privateAnswer(reply)
      const configuration = await findProductConfiguration(
        app.db,
        request.userId,
        request.lang,
        request.params.id,
      )
      return { status: 'OK' as const, product_configuration: configuration }
    },
  )

  app.post(
    '/product_configuration',
    {
      bodyLimit: CATALOG_BODY_LIMIT,
      schema: {
        body: saveProductConfigurationBody,
        response: { 200: catalogResponses.product_configuration.one },
      },
    },
    async (request, reply) => {
      privateAnswer(reply)
      // Every save may create a row: a visitor is counted by address, a signed-in user by account.
      const subject = request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`
      await enforceRateLimit(request, reply, RATE_LIMITS.productConfigurationPerIp, subject)
      const saved = await saveProductConfiguration(
        app.db,
        translate,
        request.lang,
        request.userId,
        request.body,
      )
      return { status: 'OK' as const, product_configuration: saved }
    },
  )

  app.get(
    '/decode_configuration/:code',
    {
      schema: {
        params: decodeParams,
        querystring: decodeConfigurationQuery,
        response: { 200: decodeConfigurationResponse },
      },
      onSend: publicCache,
    },
    async (request) => {
      const configuration = await decodeConfiguration(
        app.db,
        translate,
        request.lang,
        request.params.code,
        request.query.variations,
      )
      return { status: 'OK' as const, configuration }
    },
  )

  app.post(
    '/accessory/:id/get_attributes_variation',
    {
      bodyLimit: CATALOG_BODY_LIMIT,
      schema: {
        params: idParams,
        body: getAttributesVariationBody,
        response: { 200: getAttributesVariationResponse },
      },
    },
    async (request, reply) => {
      privateAnswer(reply)
      const attributes_variation = await findVariation(
        app.db,
        translate,
        request.lang,
        request.userId,
        request.params.id,
        request.body,
      )
      return { status: 'OK' as const, attributes_variation }
    },
  )

  app.post(
    '/user/getProductDiscountedPrices',
    {
      bodyLimit: CATALOG_BODY_LIMIT,
      schema: { body: productDiscountedPricesBody, response: { 200: productDiscountedPricesResponse } },
      // The buyer's company comes with the session, in one query.
      config: { sessionJoin: BUYER_JOIN },
      ...trustedAnswer(app.config),
    },
    async (request, reply) => {
      privateAnswer(reply)
      const buyer = await findBuyer(app.db, request.userId, readJoined(request, BUYER_JOIN))
      const prices = await findProductPrices(app.db, translate, request.lang, buyer, request.body)
      return { status: 'OK' as const, ...prices }
    },
  )

  app.get(
    '/render_product_card/:prodId',
    {
      schema: {
        params: z.object({ prodId: z.coerce.number({ error: 'validation.invalid' }).pipe(dbIdSchema) }),
      },
    },
    async (request, reply) => {
      const html = await renderProductCard(
        app.db,
        translate,
        request.lang,
        request.userId,
        request.params.prodId,
      )
      return privateAnswer(reply).type('text/html; charset=utf-8').send(html)
    },
  )

  app.get(
    '/client',
    { schema: { response: { 200: catalogResponses.client.list } } },
    async (request, reply) => {
      privateAnswer(reply)
      return { status: 'OK' as const, client: await findOwnClients(app.db, requireUser(request)) }
    },
  )

  app.get(
    '/client/:id',
    { schema: { params: idParams, response: { 200: catalogResponses.client.one } } },
    async (request, reply) => {
      privateAnswer(reply)
      const own = await findOwnClients(app.db, requireUser(request))
      // Another company's record answers exactly like one that does not exist.
      const client = own.find((c) => c.id === request.params.id)
      if (!client) throw new AppError('not_found')
      return { status: 'OK' as const, client }
    },
  )

  app.get(
    '/client_group',
    { schema: { response: { 200: catalogResponses.client_group.list } } },
    async (request, reply) => {
      privateAnswer(reply)
      return { status: 'OK' as const, client_group: await findOwnClientGroups(app.db, requireUser(request)) }
    },
  )

  app.get(
    '/client_group/:id',
    { schema: { params: idParams, response: { 200: catalogResponses.client_group.one } } },
    async (request, reply) => {
      privateAnswer(reply)
      const own = await findOwnClientGroups(app.db, requireUser(request))
      const group = own.find((g) => g.id === request.params.id)
      if (!group) throw new AppError('not_found')
      return { status: 'OK' as const, client_group: group }
    },
  )

  // The spec makes this a GET, so it must be safe to repeat: one code is one file, composed at most once. A
  // composition takes tens of milliseconds, so requests for the same new code share one job, claimed before any
  // await so that two cannot both start one.
  const composing = new Map<string, Promise<void>>()
  app.get(
    '/save_prod_images/:configuration_code',
    {
      schema: {
        params: z.object({ configuration_code: configurationCodeInputSchema }),
        response: { 200: saveProdImagesResponse },
      },
    },
    async (request, reply) => {
      const snap = await findCatalog(app.db)
      const decoded = decodeOrThrow(snap, translate, request.lang, request.params.configuration_code)
      const key = catalogKeys.configuration(decoded.code)
      const startComposing = () => {
        const started = (async () => {
          // A job that finished between our look and our claim has left its file: nothing to do, nothing to count.
          if (await app.storage.exists(key)) return
          // Only a new picture costs CPU and disk, so only a new picture counts against the limit (of the request
          // that started it; the requests sharing the job share its answer).
          await enforceRateLimit(request, reply, RATE_LIMITS.productImagePerIp, request.ip)
          const image = await composeConfigurationImage(
            app.storage,
            snap,
            decoded.baseModelId,
            decoded.accessoryIds,
          )
          await app.storage.put(key, image)
        })().finally(() => composing.delete(key))
        composing.set(key, started)
        return started
      }
      let job = composing.get(key)
      // Looked up again after the await: another request may have claimed the code meanwhile.
      if (!job && !(await app.storage.exists(key))) job = composing.get(key) ?? startComposing()
      await job
      return { status: 'OK' as const, configuration_code: decoded.code, image: fileUrl(key) as string }
    },
  )
}

// Served beside the API, at /uploads/catalog/ (app.ts registers both from here).
export { catalogFilesRoutes } from './catalog-files.routes.ts'
