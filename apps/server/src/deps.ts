import path from 'node:path'
import type { FastifyBaseLogger } from 'fastify'
import type { Config } from './config.ts'
import type { Database, Db } from './db/client.ts'
import { isReadableConsole } from './infra/console.ts'
import { createJobs, type Jobs } from './infra/jobs.ts'
import { createMailer, type Mailer } from './infra/mailer.ts'
import type { LocalProvider } from './infra/payments/local-provider.ts'
import type { Deliver } from './infra/payments/local-webhooks.ts'
import { createPayments } from './infra/payments/payments.ts'
import type { Payments } from './infra/payments/provider.ts'
import { createServerSecret, type ServerSecret } from './infra/secret.ts'
import { createStorage, type Storage } from './infra/storage.ts'
import { createLabelStore, type LabelStore } from './modules/i18n/labels.service.ts'
import { receiveWebhook } from './modules/payments/webhook.service.ts'

/**
 * What the shop's code depends on, built once per process by createDeps (docs/decisions/031): the app decorates
 * itself with it (app.deps), the worker builds it without any HTTP. A service names the members it needs,
 * `deps: Pick<Deps, 'db' | 'mailer'>`, or takes the one it needs (`db`), and never sees the Fastify instance.
 */
export type Deps = {
  config: Config
  /** The open database: `db` for queries; the job engine and the health check need the rest. */
  database: Database
  db: Db
  /** The process's logger; a route hands a service `request.log` instead where the line belongs to a request. */
  log: FastifyBaseLogger
  labels: LabelStore
  /** Signs and encrypts with APP_SECRET (infra/secret.ts). */
  secret: ServerSecret
  /** Uploaded and generated files under DATA_DIR/files. */
  storage: Storage
  /** The PostgreSQL job queue (pg-boss): jobs are enqueued here, in the caller's transaction when given. */
  jobs: Jobs
  mailer: Mailer
  /** The payment provider PAYMENT_PROVIDER names (infra/payments/provider.ts). */
  payments: Payments
  /** The simulated provider (PAYMENT_PROVIDER=local): its hosted pages, its jobs, the tests' controls; else null. */
  localPayments: LocalProvider | null
  /** Now, for the services' deadlines and stamps: a test calling a service moves it. */
  clock: () => Date
}

export type RunningDeps = {
  deps: Deps
  /** Starts the job engine, once the registry (jobs.ts) has declared every queue. */
  start(): Promise<void>
  /**
   * Stops the job engine (the jobs in hand get timeoutMs), the simulated provider and the label refresh. The database
   * stays open: whoever opened it closes it, last.
   */
  stop(timeoutMs: number): Promise<void>
}

const LABEL_REFRESH_MS = 30_000

/** Builds the dependencies on an open database: labels loaded, the payment provider up, the job engine not started. */
export async function createDeps(
  config: Config,
  database: Database,
  log: FastifyBaseLogger,
): Promise<RunningDeps> {
  const { db } = database
  const labels = createLabelStore(db)
  await labels.refresh(true)
  // Staff edits to labels reach the server's own messages (and mails) within 30 s. On a timer rather than in the error
  // handler: a failure caused by the database must be answered without it.
  const labelTimer = setInterval(() => {
    labels.refresh(true).catch((err) => log.warn({ err }, 'labels not refreshed'))
  }, LABEL_REFRESH_MS)
  labelTimer.unref()
  const secret = createServerSecret(config.appSecret, config.appSecretPrevious)
  const jobs = createJobs({ database, worker: config.WORKER === 'inline', log })
  const mailer = createMailer({
    db,
    jobs,
    secret,
    smtpUrl: config.SMTP_URL,
    from: config.MAIL_FROM,
    publicUrl: config.publicUrl,
    log,
    print: isReadableConsole(config) ? (text) => void process.stdout.write(text) : undefined,
  })
  // The simulated provider's webhooks arrive signed as Stripe's do and go through the webhook route's own use case,
  // signature check first. Called directly rather than over HTTP, so that a worker serving no HTTP delivers them too;
  // a throw counts as a failed delivery and is retried.
  const deliver: Deliver = async (payload, signature) => {
    await receiveWebhook(deps, Buffer.from(payload), signature)
    return 200
  }
  const { payments, local } = await createPayments(config, { db, jobs, deliver, log })
  const deps: Deps = {
    config,
    database,
    db,
    log,
    labels,
    secret,
    storage: createStorage(path.join(config.dataDir, 'files')),
    jobs,
    mailer,
    payments,
    localPayments: local,
    clock: () => new Date(),
  }
  return {
    deps,
    start: () => jobs.start(),
    async stop(timeoutMs) {
      clearInterval(labelTimer)
      await jobs.stop(timeoutMs)
      await payments.close()
    },
  }
}
