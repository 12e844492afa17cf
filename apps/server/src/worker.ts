import { buildApp } from './app.ts'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'

/**
 * `npm run worker`: works the job queues (mail delivery, schedules) without serving HTTP, beside app processes
 * started with WORKER=off. It builds the same app, so every queue a module declares is worked here too.
 */
try {
  const config = { ...loadConfig(), WORKER: 'inline' as const }
  if (!config.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the app process, which runs the worker itself (WORKER=inline).',
    )
    process.exit(2)
  }
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL })
  await database.migrate()
  const app = await buildApp(config, database)
  await app.ready()
  app.log.info('worker started')
  let stopping = false
  const stop = async () => {
    // once() per signal: SIGINT after SIGTERM must not close twice; the same signal again ends the process at once.
    if (stopping) return
    stopping = true
    app.log.info('worker stopping: finishing the jobs in hand')
    try {
      await app.close()
    } finally {
      await database.close()
      app.log.info('database closed')
    }
  }
  const stopAndExit = () =>
    stop().then(
      () => process.exit(0),
      (err) => {
        console.error(err)
        process.exit(1)
      },
    )
  process.once('SIGTERM', stopAndExit)
  process.once('SIGINT', stopAndExit)
} catch (err) {
  const isExpected = err instanceof Error && err.message.startsWith('Invalid configuration')
  console.error(isExpected ? (err as Error).message : err)
  process.exit(isExpected ? 2 : 1)
}
