import '@shop/domain/zod' // first: every schema's messages are label keys, never zod's English
import { randomUUID } from 'node:crypto'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database } from './db/client.ts'
import { isReadableConsole, prettyLogStream } from './infra/console.ts'
import { localPagesPlugin } from './infra/payments/local-pages.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { addressesRoutes } from './modules/accounts/addresses.routes.ts'
import { areaRoutes } from './modules/area/area.routes.ts'
import { cartByCodeRoutes } from './modules/area/cart-by-code.routes.ts'
import { orderPdfRoutes } from './modules/area/order-pdf.routes.ts'
import { priceListRoutes } from './modules/area/price-list.routes.ts'
import { savedConfigurationsRoutes } from './modules/area/saved-configurations.routes.ts'
import { PRELOAD_SCRIPT } from './modules/brochures/brochure-page.ts'
import { brochuresRoutes } from './modules/brochures/brochures.routes.ts'
import { newestBrochureRoutes } from './modules/brochures/newest-brochure.routes.ts'
import { cartRoutes } from './modules/cart/cart.routes.ts'
import { cartMergePlugin } from './modules/cart/cart-merge.service.ts'
import { catalogFilesRoutes, catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { catalogSearchRoutes } from './modules/catalog/search.routes.ts'
import { wizardPendingPlugin, wizardRoutes } from './modules/catalog/wizard.routes.ts'
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { deskClientsRoutes } from './modules/desk/desk-clients.routes.ts'
import { deskOrdersRoutes } from './modules/desk/desk-orders.routes.ts'
import { deskQuotationsRoutes } from './modules/desk/desk-quotations.routes.ts'
import { documentsRoutes } from './modules/documents/documents.routes.ts'
import { guideRoutes } from './modules/guide/guide.routes.ts'
import { i18nRoutes } from './modules/i18n/i18n.routes.ts'
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts'
import { paymentOptionsRoutes } from './modules/payments/payment-options.routes.ts'
import { paymentsRoutes } from './modules/payments/payments.routes.ts'
import { clientErrorsRoutes } from './modules/platform/client-errors.routes.ts'
import { platformRoutes } from './modules/platform/platform.routes.ts'
import { siteFilesRoutes } from './modules/platform/site-files.routes.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { csrfPlugin } from './plugins/csrf.ts'
import { depsPlugin } from './plugins/deps.ts'
import { errorsPlugin, koBody } from './plugins/errors.ts'
import { inFlightPlugin } from './plugins/in-flight.ts'
import { requestLangPlugin } from './plugins/request-lang.ts'
import { childLoggerFactory, loggerOptions, requestLogController } from './plugins/request-log.ts'
import { listRoutes } from './plugins/route.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { sessionPlugin } from './plugins/session.ts'
import { webFilesPlugin, webPlugin } from './plugins/web.ts'

/** Longer than the 60 s idle timeout of common load balancers, so they never reuse a connection we just closed. */
const KEEP_ALIVE_MS = 72_000

/** Fastify's form of TRUST_PROXY: a hop count becomes "the nearest n peers are proxies" (see config.ts). */
function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  // Fastify 5 refuses a bare number; proxy-addr walks from the socket's peer (hop 0) towards the left-most entry.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}

/** Builds the whole application on an open database, its dependencies included (deps.ts); main.ts and the tests call it. */
export async function buildApp(
  config: Config,
  database: Database,
  opts: { logger?: FastifyServerOptions['logger'] } = {},
) {
  const requestTimeout = config.REQUEST_TIMEOUT_MS
  const app = Fastify({
    // Readable lines for a person in development, JSON lines for machines otherwise (infra/console.ts).
    logger: loggerOptions(
      config.LOG_LEVEL,
      opts.logger,
      isReadableConsole(config) ? await prettyLogStream() : undefined,
    ),
    logController: requestLogController(config.LOG_REQUESTS),
    trustProxy: trustProxyOption(config.TRUST_PROXY),
    bodyLimit: 1024 * 1024,
    // Our ids only (the client's x-request-id is logged beside it, see request-log.ts).
    requestIdHeader: false,
    genReqId: () => randomUUID(),
    childLoggerFactory,
    // A client trickling its headers or body loses the connection after requestTimeout; Node checks every
    // connectionsCheckingInterval, so that is kept well below the timeout. connectionTimeout ends sockets that
    // stay silent (a client that stopped reading its answer).
    requestTimeout,
    connectionTimeout: 4 * requestTimeout,
    keepAliveTimeout: KEEP_ALIVE_MS,
    http: {
      requestTimeout,
      headersTimeout: Math.min(requestTimeout, 20_000),
      connectionsCheckingInterval: Math.min(5_000, Math.max(100, Math.floor(requestTimeout / 4))),
    },
    // Configuration codes travel in the path (decode_configuration/{code}); the schema caps them at 200 characters.
    routerOptions: { maxParamLength: 256 },
    return503OnClosing: false,
    // A malformed or oversized path never reaches a route: answer it in the contract's shape too.
    frameworkErrors: (_error, request: FastifyRequest, reply: FastifyReply) =>
      reply.status(400).send(koBody(request, 'bad_request', 'errors.bad_request')),
  }).withTypeProvider<ZodTypeProvider>()

  app.setValidatorCompiler(validatorCompiler)
  app.setSerializerCompiler(serializerCompiler)

  listRoutes(app)
  await app.register(depsPlugin, { config, database })
  // First, so that every answer carries them, refusals and errors included.
  await app.register(securityHeadersPlugin, { inlineScripts: [PRELOAD_SCRIPT] })
  await app.register(requestLangPlugin)
  await app.register(inFlightPlugin)
  await app.register(errorsPlugin)
  await app.register(cookie)
  await app.register(formbody)
  // CSRF first, so a forged request is refused before the session costs a query.
  await app.register(csrfPlugin)
  await app.register(sessionPlugin)
  // The simulated provider's hosted pages under /local-pay/ (PAYMENT_PROVIDER=local only).
  await app.register(localPagesPlugin)
  // After the session: a sign-in's own answer saves a configuration the wizard left pending.
  await app.register(wizardPendingPlugin)
  // Before the routes: it hooks the sign-in routes, where a visitor's cart merges into the account's.
  await app.register(cartMergePlugin)
  // The web app's files come compressed from the build; compression, registered next, only sees the routes after it.
  await app.register(webFilesPlugin)
  await app.register(compressionPlugin)

  await app.register(platformRoutes)
  await app.register(siteFilesRoutes)
  await app.register(clientErrorsRoutes)
  await app.register(lookupsRoutes)
  await app.register(i18nRoutes)
  await app.register(accountsRoutes)
  await app.register(addressesRoutes)
  await app.register(catalogRoutes)
  await app.register(catalogSearchRoutes)
  await app.register(catalogFilesRoutes)
  await app.register(wizardRoutes)
  await app.register(cartRoutes)
  await app.register(checkoutRoutes)
  await app.register(areaRoutes)
  await app.register(cartByCodeRoutes)
  await app.register(orderPdfRoutes)
  await app.register(savedConfigurationsRoutes)
  await app.register(priceListRoutes)
  await app.register(paymentsRoutes)
  await app.register(paymentOptionsRoutes)
  await app.register(contactRoutes)
  await app.register(guideRoutes)
  await app.register(documentsRoutes)
  await app.register(deskQuotationsRoutes)
  await app.register(deskOrdersRoutes)
  await app.register(deskClientsRoutes)

  await app.register(brochuresRoutes)
  await app.register(newestBrochureRoutes)
  await app.register(webPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
