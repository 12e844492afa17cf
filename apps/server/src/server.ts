import os from 'node:os'
import { type App, buildApp } from './app.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDatabase, seedDemoFiles } from './db/seed/index.ts'
import type { DemoLogin } from './infra/start-banner.ts'
import { sweepBrochureLeftovers } from './modules/brochures/brochure-files.ts'

export type RunningServer = {
  app: App
  /** The demo accounts the seed loaded (none without SEED_DEMO), for the start banner. */
  demoLogins: readonly DemoLogin[]
  /** Stops listening, lets requests in flight finish within SHUTDOWN_TIMEOUT_MS, cuts what is left, closes the database. */
  close(): Promise<void>
  /** At once: drops every connection and closes the database, waiting at most a second for it. */
  abort(): Promise<void>
}

/** What abort() waits for the database: enough for PGlite to write its files or pg to say goodbye, no more. */
const ABORT_DB_MS = 1_000

/** Opens (and locks) the database, migrates, seeds, and listens; close() lets requests in flight finish, then closes the database. */
export async function startServer(
  config: Config,
  opts: { configure?: (app: App) => void | Promise<void> } = {},
): Promise<RunningServer> {
  const database = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    poolSize: config.DB_POOL_SIZE,
    dataDir: config.dataDir,
  })
  let app: App
  let demoLogins: readonly DemoLogin[]
  try {
    await database.migrate()
    const seeded = await seedDatabase(database.db, { demo: config.SEED_DEMO })
    demoLogins = seeded.demoLogins
    app = await buildApp(config, database)
    // What interrupted brochure imports left behind (docs/decisions/027): never a reason not to start.
    await sweepBrochureLeftovers(app.deps).then(
      (swept) => {
        if (swept.staging + swept.orphans > 0)
          app.log.info(swept, 'removed the folders of interrupted brochure imports')
      },
      (err) => app.log.warn({ err }, 'could not sweep the folders of interrupted brochure imports'),
    )
    if (seeded.labels.inserted + seeded.labels.retexted > 0)
      app.log.info(
        { added: seeded.labels.inserted, updated: seeded.labels.retexted },
        'labels brought in line with the code',
      )
    if (config.NODE_ENV === 'production' && config.SEED_DEMO)
      app.log.warn(
        'SEED_DEMO=true in production: the demo accounts, whose passwords are published in the README, are loaded. Remove them before going live.',
      )
    if (config.NODE_ENV === 'production' && config.PAYMENT_PROVIDER === 'local')
      app.log.warn(
        'PAYMENT_PROVIDER=local in production: payments are SIMULATED (ALLOW_SIMULATED_PAYMENTS=true): no money is taken, and the buyer of each order can mark it paid on the simulated page. Use stripe before going live.',
      )
    // Needs the app's storage, and drawing takes seconds that the API tests' template database should not pay.
    if (config.SEED_DEMO) await seedDemoFiles(app.deps)
    await opts.configure?.(app)
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (err) {
    await database.close()
    throw err
  }
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      const budget = config.SHUTDOWN_TIMEOUT_MS
      const deadline = Date.now() + budget
      app.log.info('shutting down: finishing requests in flight')
      // server.close() waits for every connection that is not idle, and Node stops enforcing its request timeouts
      // once the server closes: a client that never finishes its headers would keep the shop alive for good. Idle
      // keep-alive connections go at once (app.close does that); busy ones get the budget, then are cut.
      const cut = setTimeout(() => {
        app.log.warn('shutdown budget spent: closing the connections still open')
        app.server.closeAllConnections()
      }, budget)
      try {
        await app.close()
        await app.whenIdle(Math.max(0, deadline - Date.now()))
      } finally {
        clearTimeout(cut)
        await database.close()
        app.log.info('database closed')
      }
    })()
    return closing
  }
  const abort = async () => {
    app.server.closeAllConnections()
    const gaveUp = new Promise((r) => setTimeout(r, ABORT_DB_MS).unref())
    await Promise.race([database.close().catch(() => {}), gaveUp])
  }
  return { app, demoLogins, close, abort }
}

/** Past the shutdown budget, this long for the rest (jobs, the database) before the process ends regardless. */
const HARD_EXIT_MARGIN_MS = 5_000

/**
 * SIGTERM and SIGINT close the server gracefully, then end the process (exit 0). A second signal ends it at once
 * (exit 128 + signal), and so does a shutdown that overruns its budget (exit 1), both after a quick try at
 * closing the database, so that a supervisor never has to kill a shop with its database open.
 */
export function closeOnSignals(server: RunningServer) {
  let stopping = false
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`${signal} again: exiting now`)
      void server.abort().finally(() => process.exit(128 + (os.constants.signals[signal] ?? 0)))
      return
    }
    stopping = true
    setTimeout(() => {
      console.error('shutdown overran its budget: exiting now')
      void server.abort().finally(() => process.exit(1))
    }, server.app.deps.config.SHUTDOWN_TIMEOUT_MS + HARD_EXIT_MARGIN_MS)
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', onSignal)
  process.on('SIGINT', onSignal)
}
