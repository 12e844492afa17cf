import fp from 'fastify-plugin'
import type { Config } from '../config.ts'
import type { Database } from '../db/client.ts'
import { createDeps, type Deps } from '../deps.ts'
import { registerJobs } from '../jobs.ts'

declare module 'fastify' {
  interface FastifyInstance {
    /** The dependencies (deps.ts): routes hand services what they need from here, plugins read them per request. */
    deps: Deps
  }
}

/**
 * Decorates app.deps and declares every job (jobs.ts). The job engine starts when the app is ready; on close, the
 * handlers still answering finish first (one may enqueue a mail), then the jobs in hand get what is left of
 * SHUTDOWN_TIMEOUT_MS (the engine wants at least a second), then the rest stops.
 */
export const depsPlugin = fp(async (app, opts: { config: Config; database: Database }) => {
  const { deps, start, stop } = await createDeps(opts.config, opts.database, app.log)
  app.decorate('deps', deps)
  registerJobs(deps)
  app.addHook('onReady', start)
  app.addHook('onClose', async () => {
    const budget = opts.config.SHUTDOWN_TIMEOUT_MS
    const until = Date.now() + budget
    await app.whenIdle(budget)
    await stop(Math.max(1_000, until - Date.now()))
  })
})
