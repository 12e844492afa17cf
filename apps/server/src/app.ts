import '@shop/domain/zod' // first: every schema's messages are label keys, never zod's English
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import cookie from '@fastify/cookie'
import formbody from '@fastify/formbody'
import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import Fastify, { type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify'
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { isReadableConsole, prettyLogStream } from './infra/console.ts'
import { jobsPlugin } from './infra/jobs.ts'
import { mailerPlugin } from './infra/mailer.ts'
import { paymentsPlugin } from './infra/payments/payments.ts'
import { createServerSecret, type ServerSecret } from './infra/secret.ts'
import { createStorage, type Storage } from './infra/storage.ts'
import { accountsRoutes } from './modules/accounts/accounts.routes.ts'
import { addressesRoutes } from './modules/accounts/addresses.routes.ts'
import { PRELOAD_SCRIPT } from './modules/brochures/brochure-page.ts'
import { brochuresRoutes } from './modules/brochures/brochures.routes.ts'
import { newestBrochureRoutes } from './modules/brochures/newest-brochure.routes.ts'
import { catalogFilesRoutes, catalogRoutes } from './modules/catalog/catalog.routes.ts'
import { catalogSearchRoutes } from './modules/catalog/search.routes.ts'
import { wizardPendingPlugin, wizardRoutes } from './modules/catalog/wizard.routes.ts'
import { contactRoutes } from './modules/contact/contact.routes.ts'
import { guideRoutes } from './modules/guide/guide.routes.ts'
import { i18nRoutes } from './modules/i18n/i18n.routes.ts'
import { createLabelStore, type LabelStore } from './modules/i18n/labels.service.ts'
import { lookupsRoutes } from './modules/lookups/lookups.routes.ts'
import { cartRoutes } from './modules/orders/cart.routes.ts'
import { cartMergePlugin } from './modules/orders/cart-merge.ts'
import { checkoutRoutes } from './modules/orders/checkout.routes.ts'
import { orderDocumentsPlugin } from './modules/orders/documents.routes.ts'
import { paymentsRoutes } from './modules/payments/payments.routes.ts'
import { platformRoutes } from './modules/platform/platform.routes.ts'
import { compressionPlugin } from './plugins/compression.ts'
import { csrfPlugin } from './plugins/csrf.ts'
import { AppError, errorsPlugin, koBody } from './plugins/errors.ts'
import { childLoggerFactory, loggerOptions, requestLogController } from './plugins/request-log.ts'
import { listRoutes } from './plugins/route.ts'
import { securityHeadersPlugin } from './plugins/security-headers.ts'
import { sessionPlugin } from './plugins/session.ts'
import { webFilesPlugin, webPlugin } from './plugins/web.ts'

declare module 'fastify' {
  interface FastifyInstance {
    config: Config
    db: Db
    labels: LabelStore
    /** Signs and encrypts with APP_SECRET (infra/secret.ts). */
    secret: ServerSecret
    /** Uploaded and generated files under DATA_DIR/files. */
    storage: Storage
    /** Resolves when no handler is still working (or after timeoutMs): the shutdown waits for it before closing the database. */
    whenIdle(timeoutMs: number): Promise<void>
  }
  interface FastifyRequest {
    /** The language the answer's messages are in: X-Lang header, ?lang=, else Accept-Language, else it. */
    lang: Lang
  }
}

function requestLang(header: unknown, query: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(header)) return header
  if (isLang(query)) return query
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if (isLang(code)) return code
  }
  return DEFAULT_LANG
}

/** Longer paths answer 414: no route needs them (codes and slugs stay under 300), and each costs the router. */
const MAX_PATH_LENGTH = 2048
/** Longer than the 60 s idle timeout of common load balancers, so they never reuse a connection we just closed. */
const KEEP_ALIVE_MS = 72_000
const LABEL_REFRESH_MS = 30_000

/** Fastify's form of TRUST_PROXY: a hop count becomes "the nearest n peers are proxies" (see config.ts). */
function trustProxyOption(trust: Config['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  // Fastify 5 refuses a bare number; proxy-addr walks from the socket's peer (hop 0) towards the left-most entry.
  if (typeof trust === 'number') return (_address: string, hop: number) => hop < trust
  return trust
}

/** Builds the whole application on an open database; main.ts and the tests both call it. */
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
  app.decorate('config', config)
  app.decorate('db', database.db)
  app.decorate('labels', createLabelStore(database.db))
  app.decorate('secret', createServerSecret(config.appSecret, config.appSecretPrevious))
  app.decorate('storage', createStorage(path.join(config.dataDir, 'files')))
  app.decorateRequest('lang', DEFAULT_LANG)
  // First, so that every answer carries them, refusals and errors included.
  await app.register(securityHeadersPlugin, { inlineScripts: [PRELOAD_SCRIPT] })
  app.addHook('onRequest', (request, _reply, done) => {
    const queryAt = request.url.indexOf('?')
    if ((queryAt < 0 ? request.url.length : queryAt) > MAX_PATH_LENGTH) {
      request.lang = requestLang(request.headers['x-lang'], undefined, request.headers['accept-language'])
      return done(new AppError('uri_too_long', 'errors.uri_too_long'))
    }
    const query = request.query as Record<string, unknown> | undefined
    request.lang = requestLang(request.headers['x-lang'], query?.lang, request.headers['accept-language'])
    done()
  })
  await app.labels.refresh(true)
  // Staff edits to labels reach the server's own messages within 30 s. On a timer rather than in the error
  // handler: a failure caused by the database must be answered without it.
  const labelTimer = setInterval(() => {
    app.labels.refresh(true).catch((err) => app.log.warn({ err }, 'labels not refreshed'))
  }, LABEL_REFRESH_MS)
  labelTimer.unref()
  app.addHook('onClose', async () => clearInterval(labelTimer))

  // Answers finished while shutting down close their keep-alive connection, or server.close() would wait for the idle timeout.
  let draining = false
  app.addHook('preClose', async () => {
    draining = true
  })
  // Handlers still working for a client that has gone away keep no connection open, so server.close() does not wait
  // for them: count them until their answer is ready, and let the shutdown wait before the database closes.
  const working = new WeakSet<FastifyRequest>()
  let inFlight = 0
  const done = (request: FastifyRequest) => {
    if (working.delete(request)) inFlight--
  }
  app.addHook('onRequest', (request, _reply, next) => {
    working.add(request)
    inFlight++
    next()
  })
  app.addHook('onSend', (request, reply, payload, next) => {
    done(request)
    if (draining) reply.header('connection', 'close')
    next(null, payload)
  })
  app.addHook('onResponse', (request, _reply, next) => {
    done(request)
    next()
  })
  app.decorate('whenIdle', async (timeoutMs: number) => {
    const until = Date.now() + timeoutMs
    while (inFlight > 0 && Date.now() < until) await new Promise((r) => setTimeout(r, 20))
  })

  await app.register(errorsPlugin)
  await app.register(cookie)
  await app.register(formbody)
  // CSRF first, so a forged request is refused before the session costs a query.
  await app.register(csrfPlugin)
  await app.register(sessionPlugin)
  await app.register(jobsPlugin, { database })
  await app.register(mailerPlugin)
  await app.register(paymentsPlugin)
  // After the session: a sign-in's own answer saves a configuration the wizard left pending.
  await app.register(wizardPendingPlugin)
  // Before the routes: it hooks the sign-in routes, where a visitor's cart merges into the account's.
  await app.register(cartMergePlugin)
  // The web app's files come compressed from the build; compression, registered next, only sees the routes after it.
  await app.register(webFilesPlugin)
  await app.register(compressionPlugin)

  await app.register(platformRoutes, { database })
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
  await app.register(paymentsRoutes)
  await app.register(contactRoutes)
  await app.register(guideRoutes)
  await app.register(orderDocumentsPlugin)

  await app.register(brochuresRoutes)
  await app.register(newestBrochureRoutes)
  await app.register(webPlugin)
  return app
}

export type App = Awaited<ReturnType<typeof buildApp>>
