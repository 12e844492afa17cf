import { sql } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import {
  type ConstructorOptions,
  fromDrizzle,
  fromPglite,
  type JobWithMetadata,
  PgBoss,
  type Queue,
} from 'pg-boss'
import type { Database, Queryable } from '../db/client.ts'

/** How a queue retries and when a stuck job counts as lost; fixed by the code that works the queue. */
export type QueueSettings = Pick<
  Queue,
  'retryLimit' | 'retryDelay' | 'retryBackoff' | 'retryDelayMax' | 'expireInSeconds'
> & {
  /** 'exclusive': at most one waiting or running job per singletonKey, so enqueueing twice is harmless. */
  policy?: 'standard' | 'exclusive'
  /** How many of the queue's jobs one process works at once (1: one after the other). */
  concurrency?: number
}

export type SendOptions = {
  /** The transaction to enqueue in: the job exists only if it commits. Without it, the app database. */
  tx?: Queryable
  startAfter?: Date | number
  singletonKey?: string
}

/** What a handler sees of a job; retryCount is 0 on the first attempt and retryLimit on the last. */
export type JobRun<T> = { id: string; data: T; retryCount: number; retryLimit: number }

export type Jobs = {
  /**
   * Declares a queue and its handler, before the engine starts (the registry, jobs.ts, does it): the queue is
   * created on start in every process, the handler runs only where the worker runs (WORKER=inline, or
   * `npm run worker`). A handler that throws is retried as the queue's settings say.
   */
  work<T extends object>(
    name: string,
    settings: QueueSettings,
    handler: (job: JobRun<T>) => Promise<void>,
  ): void
  /** Enqueues a job; null when an exclusive queue already holds a live job with that singletonKey. */
  send(name: string, data: object, opts?: SendOptions): Promise<string | null>
  /** Runs the queue's handler on a cron (UTC): one job per tick among all processes, one for ticks missed while down. */
  schedule(name: string, cron: string): void
  /** The newest job with that singletonKey that is still waiting or running, if any. */
  findLive(name: string, singletonKey: string): Promise<JobWithMetadata | null>
  /** Makes one of this process's workers for the queue look for jobs now instead of at its next poll. */
  wake(name: string): void
}

/** The engine behind Jobs: started once every queue is declared, stopped last. */
export type JobEngine = Jobs & {
  start(): Promise<void>
  /** Graceful: no new job is taken, the running ones get timeoutMs to finish; one cut off is failed and retried. */
  stop(timeoutMs: number): Promise<void>
}

/**
 * A queue as data, declared next to the code it runs and registered by the one registry (apps/server/src/jobs.ts):
 * its name, how it retries, its schedule if it has one, and its handler, which takes what it needs (`deps`).
 */
export type JobDefinition<D, T extends object = object> = {
  name: string
  /** A function when the configuration decides (the mail's first retry delay). */
  settings: QueueSettings | ((deps: D) => QueueSettings)
  /** A cron (UTC) that enqueues the queue's job: one per tick among all processes. */
  cron?: string
  handler(deps: D, job: JobRun<T>): Promise<void>
}

/** Declares the queue, its handler over `deps`, and its schedule. */
export function registerJob<D>(jobs: Jobs, definition: JobDefinition<D>, deps: D): void {
  const { name, settings, cron, handler } = definition
  jobs.work(name, typeof settings === 'function' ? settings(deps) : settings, (job) => handler(deps, job))
  if (cron) jobs.schedule(name, cron)
}

/** Seconds between polls; LISTEN/NOTIFY wakes a worker on each commit, so this only paces retries. */
const POLL_SECONDS = 2

type Registered = { name: string; settings: QueueSettings; handler: (job: JobRun<object>) => Promise<void> }

function engineOptions(database: Database, worker: boolean): ConstructorOptions {
  const common: ConstructorOptions = {
    useListenNotify: worker,
    // Schedules and maintenance (expiring jobs of a dead process, deleting old ones) run where the worker runs.
    schedule: worker,
    supervise: worker,
    registerInstance: worker,
  }
  if (database.kind === 'pglite' && database.pglite) {
    // PGlite has one connection: the engine must share it, never open its own (docs/decisions/010).
    return { ...common, db: fromPglite(database.pglite), backend: 'pglite' }
  }
  if (!database.url) throw new Error('the job engine needs the PostgreSQL URL of the database')
  return { ...common, connectionString: database.url, max: 4, application_name: 'silo-shop-jobs' }
}

/** Installs or upgrades the engine's schema (pgboss) in the database, then stops; the test template calls it. */
export async function installJobSchema(database: Database): Promise<void> {
  const boss = new PgBoss({ ...engineOptions(database, false), registerInstance: false })
  await boss.start()
  await boss.stop({ graceful: false })
}

export function createJobs(opts: { database: Database; worker: boolean; log: FastifyBaseLogger }): JobEngine {
  const { database, worker, log } = opts
  const boss = new PgBoss(engineOptions(database, worker))
  // An unheard 'error' event would throw; a failed poll or maintenance pass is logged and retried by the engine.
  boss.on('error', (err) => log.error({ err }, 'job engine error'))
  boss.on('warning', (w) => log.warn({ data: w.data }, `job engine: ${w.message}`))
  const queues = new Map<string, Registered>()
  const schedules = new Map<string, string>()
  const workerIds = new Map<string, string>()
  let started = false

  const jobs: JobEngine = {
    work(name, settings, handler) {
      if (started) throw new Error(`queue ${name} declared after the job engine started`)
      queues.set(name, { name, settings, handler: handler as Registered['handler'] })
    },
    schedule(name, cron) {
      if (started) throw new Error(`schedule ${name} declared after the job engine started`)
      schedules.set(name, cron)
    },
    async send(name, data, { tx, startAfter, singletonKey } = {}) {
      // Always through our own connection or transaction: on PGlite a second connection does not exist, and
      // inside a transaction anything else would wait for the very transaction that waits for it.
      return boss.send(name, data, { db: fromDrizzle(tx ?? database.db, sql), startAfter, singletonKey })
    },
    async findLive(name, singletonKey) {
      const found = await boss.findJobs<object>(name, { key: singletonKey })
      const live = found.filter((j) => j.state === 'created' || j.state === 'retry' || j.state === 'active')
      return live.at(-1) ?? null
    },
    wake(name) {
      const id = workerIds.get(name)
      if (id) boss.notifyWorker(id)
    },
    async start() {
      started = true
      await boss.start()
      for (const { name, settings } of queues.values()) {
        const { policy = 'standard', concurrency: _, ...options } = settings
        await boss.createQueue(name, { ...options, policy, notify: true })
        // createQueue keeps an existing queue as it was: bring its retry settings up to date with the code.
        await boss.updateQueue(name, { ...options, notify: true })
      }
      if (!worker) return
      for (const [name, cron] of schedules)
        await boss.schedule(name, cron, null, { tz: 'UTC', missed: 'once' })
      for (const { name, settings, handler } of queues.values()) {
        // One engine worker per job worked at once, each draining on its own (see below).
        for (let i = 0; i < (settings.concurrency ?? 1); i++) {
          let self = ''
          self = await boss.work(
            name,
            {
              includeMetadata: true,
              pollingIntervalSeconds: POLL_SECONDS,
              notifyPollingIntervalSeconds: POLL_SECONDS,
            },
            async ([job]) => {
              if (!job) return
              try {
                await handler({
                  id: job.id,
                  data: job.data as object,
                  retryCount: job.retryCount,
                  retryLimit: job.retryLimit,
                })
              } finally {
                // A worker takes one job per poll; fetching again at once drains a backlog without waiting.
                boss.notifyWorker(self)
              }
            },
          )
          if (i === 0) workerIds.set(name, self)
        }
      }
    },
    async stop(timeoutMs) {
      if (!started) return
      await boss.stop({ graceful: true, timeout: timeoutMs })
    },
  }
  return jobs
}
