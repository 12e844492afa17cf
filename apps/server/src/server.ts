import { type App, buildApp } from './app.ts'
import type { Config } from './config.ts'
import { openDatabase } from './db/client.ts'
import { seedDatabase } from './db/seed/index.ts'
import { ensureDemoBrochure } from './modules/brochures/demo-brochure.ts'
import { ensureCatalogImages } from './modules/catalog/catalog-images.ts'

export type RunningServer = { app: App; close(): Promise<void> }

/** Opens (and locks) the database, migrates, seeds, and listens; close() lets requests in flight finish, then closes the database. */
export async function startServer(
  config: Config,
  opts: { configure?: (app: App) => void | Promise<void> } = {},
): Promise<RunningServer> {
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: config.dataDir })
  let app: App
  try {
    await database.migrate()
    await seedDatabase(database.db, { demo: config.SEED_DEMO })
    app = await buildApp(config, database)
    // Here rather than in the seed: rendering its pages takes seconds, which API tests should not pay.
    if (config.SEED_DEMO) await ensureDemoBrochure({ db: app.db, storage: app.storage })
    if (config.SEED_DEMO) await ensureCatalogImages(app.storage, app.log)
    await opts.configure?.(app)
    await app.listen({ port: config.PORT, host: config.HOST })
  } catch (err) {
    await database.close()
    throw err
  }
  let closing: Promise<void> | undefined
  const close = () => {
    closing ??= (async () => {
      app.log.info('shutting down: finishing requests in flight')
      try {
        await app.close()
        await app.whenIdle(15_000)
      } finally {
        await database.close()
        app.log.info('database closed')
      }
    })()
    return closing
  }
  return { app, close }
}

/** SIGTERM and SIGINT close the server gracefully, then end the process. */
export function closeOnSignals(server: RunningServer) {
  const stop = () => {
    server.close().then(
      () => process.exit(0),
      (err) => {
        console.error(err)
        process.exit(1)
      },
    )
  }
  process.once('SIGTERM', stop)
  process.once('SIGINT', stop)
}
