import * as catalog from '@shop/domain/catalog/endpoints'
import { CATALOG_BODY_LIMIT, type idParams } from '@shop/domain/catalog/schemas'
import type { Endpoint } from '@shop/domain/http/endpoint'
import type { Lang } from '@shop/domain/i18n/langs'
import type { FastifyPluginAsync, FastifyReply } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { cacheable, PUBLIC_LOOKUP_CACHE, VARY_LANG } from '../../plugins/http-cache.ts'
import { route, trustedAnswer } from '../../plugins/route.ts'
import { readJoined, requireUser } from '../../plugins/session.ts'
import { BUYER_JOIN, findBuyer } from './buyer.store.ts'
import { findCatalog } from './catalog.store.ts'
import { catalogKeys, fileUrl } from './catalog-files.store.ts'
import { findOwnClientGroups, findOwnClients } from './clients.store.ts'
import { decodeOrThrow } from './codes.rules.ts'
import { composeConfigurationImage } from './configuration-image.service.ts'
import {
  decodeConfiguration,
  findProductConfiguration,
  findProductConfigurations,
  saveProductConfiguration,
} from './configurations.service.ts'
import { findProductPrices } from './prices.service.ts'
import { renderProductCard } from './product-card.service.ts'
import { PUBLIC_RESOURCES, type PublicResource } from './resources.view.ts'
import { findVariation } from './variations.service.ts'

/** Answers that depend on who asks: never shared by a cache between visitors. */
const privateAnswer = (reply: FastifyReply) => reply.header('cache-control', 'private, no-cache')

/** The public resources' endpoints, list and one, with the resource they answer. */
const PUBLIC_ENDPOINTS: [
  list: Endpoint,
  one: Endpoint & { params: typeof idParams },
  name: PublicResource,
][] = [
  [catalog.listAccessories, catalog.getAccessory, 'accessory'],
  [catalog.listAccessoryGroups, catalog.getAccessoryGroup, 'accessory_group'],
  [catalog.listBaseModels, catalog.getBaseModel, 'base_model'],
  [catalog.listBaseModelsLight, catalog.getBaseModelLight, 'base_model_light'],
  [catalog.listBaseModelsExtralight, catalog.getBaseModelExtralight, 'base_model_extralight'],
  [catalog.listProductFamilies, catalog.getProductFamily, 'product_family'],
  [catalog.listConfiguratorAreaTemplates, catalog.getConfiguratorAreaTemplate, 'configurator_area_template'],
  [catalog.listConfigurationRulesTables, catalog.getConfigurationRulesTable, 'configuration_rules_table'],
  [catalog.listSiteTexts, catalog.getSiteText, 'texts'],
]

/** The catalogue under /api/front/: resources, codes, variations, prices, product cards and configuration images. */
export const catalogRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const translate = (lang: string, key: string) => deps.labels.translate(lang, key)
  const publicCache = cacheable(PUBLIC_LOOKUP_CACHE, VARY_LANG)

  // Public resources, each answering its own name as the field; the same for everyone, so cacheable.
  for (const [list, single, name] of PUBLIC_ENDPOINTS) {
    const resource = PUBLIC_RESOURCES[name]
    const one = resource.one as (
      snap: Awaited<ReturnType<typeof findCatalog>>,
      id: number,
      lang: Lang,
    ) => unknown
    route(app, list, { onSend: publicCache }, async (request) => {
      const snap = await findCatalog(deps.db)
      const items = resource.ids(snap).flatMap((id) => one(snap, id, request.lang) ?? [])
      return { status: 'OK' as const, [name]: items } as never
    })
    route(app, single, { onSend: publicCache }, async (request) => {
      const snap = await findCatalog(deps.db)
      const item = one(snap, request.params.id, request.lang)
      if (!item) throw new AppError('not_found')
      return { status: 'OK' as const, [name]: item } as never
    })
  }

  route(app, catalog.listProductConfigurations, {}, async (request, reply) => {
    privateAnswer(reply)
    const list = await findProductConfigurations(deps.db, request.userId, request.lang)
    return { status: 'OK' as const, product_configuration: list }
  })

  route(app, catalog.getProductConfiguration, {}, async (request, reply) => {
    privateAnswer(reply)
    const configuration = await findProductConfiguration(
      deps.db,
      request.userId,
      request.lang,
      request.params.id,
    )
    return { status: 'OK' as const, product_configuration: configuration }
  })

  route(app, catalog.saveProductConfiguration, { bodyLimit: CATALOG_BODY_LIMIT }, async (request, reply) => {
    privateAnswer(reply)
    // Every save may create a row: a visitor is counted by address, a signed-in user by account.
    const subject = request.userId === null ? `ip:${request.ip}` : `user:${request.userId}`
    await enforceRateLimit(request, reply, RATE_LIMITS.productConfigurationPerIp, subject)
    const saved = await saveProductConfiguration(
      deps.db,
      translate,
      request.lang,
      request.userId,
      request.body,
    )
    return { status: 'OK' as const, product_configuration: saved }
  })

  route(app, catalog.decodeConfiguration, { onSend: publicCache }, async (request) => {
    const configuration = await decodeConfiguration(
      deps.db,
      translate,
      request.lang,
      request.params.code,
      request.query.variations,
    )
    return { status: 'OK' as const, configuration }
  })

  route(app, catalog.getAttributesVariation, { bodyLimit: CATALOG_BODY_LIMIT }, async (request, reply) => {
    privateAnswer(reply)
    const attributes_variation = await findVariation(
      deps.db,
      translate,
      request.lang,
      request.userId,
      request.params.id,
      request.body,
    )
    return { status: 'OK' as const, attributes_variation }
  })

  route(
    app,
    catalog.getProductDiscountedPrices,
    {
      bodyLimit: CATALOG_BODY_LIMIT,
      // The buyer's company comes with the session, in one query.
      config: { sessionJoin: BUYER_JOIN },
      ...trustedAnswer(deps.config),
    },
    async (request, reply) => {
      privateAnswer(reply)
      const buyer = await findBuyer(deps.db, request.userId, readJoined(request, BUYER_JOIN))
      const prices = await findProductPrices(deps.db, translate, request.lang, buyer, request.body)
      return { status: 'OK' as const, ...prices }
    },
  )

  route(app, catalog.renderProductCard, {}, async (request, reply) => {
    const html = await renderProductCard(
      deps.db,
      translate,
      request.lang,
      request.userId,
      request.params.prodId,
    )
    return privateAnswer(reply).type('text/html; charset=utf-8').send(html)
  })

  route(app, catalog.listClients, {}, async (request, reply) => {
    privateAnswer(reply)
    return { status: 'OK' as const, client: await findOwnClients(deps.db, requireUser(request)) }
  })

  route(app, catalog.getClient, {}, async (request, reply) => {
    privateAnswer(reply)
    const own = await findOwnClients(deps.db, requireUser(request))
    // Another company's record answers exactly like one that does not exist.
    const client = own.find((c) => c.id === request.params.id)
    if (!client) throw new AppError('not_found')
    return { status: 'OK' as const, client }
  })

  route(app, catalog.listClientGroups, {}, async (request, reply) => {
    privateAnswer(reply)
    return { status: 'OK' as const, client_group: await findOwnClientGroups(deps.db, requireUser(request)) }
  })

  route(app, catalog.getClientGroup, {}, async (request, reply) => {
    privateAnswer(reply)
    const own = await findOwnClientGroups(deps.db, requireUser(request))
    const group = own.find((g) => g.id === request.params.id)
    if (!group) throw new AppError('not_found')
    return { status: 'OK' as const, client_group: group }
  })

  // The spec makes this a GET, so it must be safe to repeat: one code is one file, composed at most once. A
  // composition takes tens of milliseconds, so requests for the same new code share one job, claimed before any
  // await so that two cannot both start one.
  const composing = new Map<string, Promise<void>>()
  route(app, catalog.saveProductImage, {}, async (request, reply) => {
    const snap = await findCatalog(deps.db)
    const decoded = decodeOrThrow(snap, translate, request.lang, request.params.configuration_code)
    const key = catalogKeys.configuration(decoded.code)
    const startComposing = () => {
      const started = (async () => {
        // A job that finished between our look and our claim has left its file: nothing to do, nothing to count.
        if (await deps.storage.exists(key)) return
        // Only a new picture costs CPU and disk, so only a new picture counts against the limit (of the request
        // that started it; the requests sharing the job share its answer).
        await enforceRateLimit(request, reply, RATE_LIMITS.productImagePerIp, request.ip)
        const image = await composeConfigurationImage(
          deps.storage,
          snap,
          decoded.baseModelId,
          decoded.accessoryIds,
        )
        await deps.storage.put(key, image)
      })().finally(() => composing.delete(key))
      composing.set(key, started)
      return started
    }
    let job = composing.get(key)
    // Looked up again after the await: another request may have claimed the code meanwhile.
    if (!job && !(await deps.storage.exists(key))) job = composing.get(key) ?? startComposing()
    await job
    return { status: 'OK' as const, configuration_code: decoded.code, image: fileUrl(key) as string }
  })
}

// Served beside the API, at /uploads/catalog/ (app.ts registers both from here).
export { catalogFilesRoutes } from './catalog-files.routes.ts'
