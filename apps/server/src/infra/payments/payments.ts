import type { FastifyBaseLogger } from 'fastify'
import fp from 'fastify-plugin'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Jobs } from '../jobs.ts'
import { localPagesPlugin } from './local-pages.ts'
import { createLocalPaypal, type LocalPaypal } from './local-paypal.ts'
import { type LocalPaymentsControl, type LocalProvider, startLocalProvider } from './local-provider.ts'
import type { Deliver } from './local-webhooks.ts'
import { createPaypalSdk } from './paypal-sdk.ts'
import type { Payments } from './provider.ts'
import { createStripeCard } from './stripe-card.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The payment provider (infra/payments/provider.ts), as PAYMENT_PROVIDER says. */
    payments: Payments
    /** The simulated provider's controls (tests, the hosted pages); null with PAYMENT_PROVIDER=stripe. */
    localPayments: LocalPaymentsControl | null
  }
}

/** Where the local provider posts its webhooks: the shop's own endpoint, as Stripe would. */
export const WEBHOOK_PATH = '/api/front/payments/webhook'

export type CreatedPayments = {
  payments: Payments
  local: LocalPaymentsControl | null
  /** What the local provider's hosted pages read (local-pages.ts); null with stripe. */
  hosted: { provider: LocalProvider; paypal: LocalPaypal } | null
}

/**
 * Builds the provider PAYMENT_PROVIDER names; with local, starts the simulated one on a loopback port first, over its
 * records in the database and with its webhooks and sweep on the job engine.
 */
export async function createPayments(
  config: Config,
  deps: { db: Db; jobs: Jobs; deliver: Deliver; log: FastifyBaseLogger },
): Promise<CreatedPayments> {
  if (config.PAYMENT_PROVIDER === 'stripe') {
    // config.ts refuses to start with stripe and either secret missing.
    const card = createStripeCard({
      secretKey: config.STRIPE_SECRET_KEY ?? '',
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    })
    const paypal =
      config.PAYPAL_CLIENT_ID && config.PAYPAL_CLIENT_SECRET
        ? createPaypalSdk({
            clientId: config.PAYPAL_CLIENT_ID,
            clientSecret: config.PAYPAL_CLIENT_SECRET,
            environment: config.PAYPAL_ENVIRONMENT,
          })
        : null
    return {
      payments: { provider: 'stripe', card, paypal, close: async () => {} },
      local: null,
      hosted: null,
    }
  }
  const paypal = createLocalPaypal({ db: deps.db, publicUrl: config.publicUrl, log: deps.log })
  const provider = await startLocalProvider({
    db: deps.db,
    jobs: deps.jobs,
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    deliver: deps.deliver,
    log: deps.log,
    webhookCopies: config.LOCAL_PAYMENTS_WEBHOOK_COPIES,
    webhookDelayMs: config.LOCAL_PAYMENTS_WEBHOOK_DELAY_MS,
    paypal,
  })
  // The very adapter production uses, and the real `stripe` package under it, only pointed at the simulation.
  const card = createStripeCard({
    secretKey: provider.secretKey,
    webhookSecret: provider.webhookSecret,
    host: provider.host,
    port: provider.port,
    protocol: 'http',
  })
  return {
    payments: { provider: 'local', card, paypal, close: () => provider.close() },
    local: provider.control,
    hosted: { provider, paypal },
  }
}

/**
 * Decorates app.payments and app.localPayments; with the local provider, also serves its hosted pages under /local-pay/.
 * The local provider's webhooks go in through app.inject: no network, and the same route and checks as Stripe's.
 */
export const paymentsPlugin = fp(async (app) => {
  const deliver: Deliver = async (payload, signature) => {
    const response = await app.inject({
      method: 'POST',
      url: WEBHOOK_PATH,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      payload,
    })
    return response.statusCode
  }
  const { payments, local, hosted } = await createPayments(app.config, {
    db: app.db,
    jobs: app.jobs,
    deliver,
    log: app.log,
  })
  app.decorate('payments', payments)
  app.decorate('localPayments', local)
  app.addHook('onClose', () => payments.close())
  if (hosted) await app.register(localPagesPlugin, { ...hosted, publicUrl: app.config.publicUrl })
})
