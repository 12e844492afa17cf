import type { FastifyBaseLogger } from 'fastify'
import type { Config } from '../../config.ts'
import type { Db } from '../../db/client.ts'
import type { Jobs } from '../jobs.ts'
import { createLocalPaypal } from './local-paypal.ts'
import { type LocalProvider, startLocalProvider } from './local-provider.ts'
import type { Deliver } from './local-webhooks.ts'
import { createPaypalSdk } from './paypal-sdk.ts'
import type { Payments } from './provider.ts'
import { createStripeCard } from './stripe-card.ts'

export type CreatedPayments = {
  payments: Payments
  /** The simulated provider (its hosted pages, its jobs, the tests' controls); null with stripe. */
  local: LocalProvider | null
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
    return { payments: { provider: 'stripe', card, paypal, close: async () => {} }, local: null }
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
    local: provider,
  }
}
