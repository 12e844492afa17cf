import pino from 'pino'
import { loadConfig } from './config.ts'
import { openDatabase } from './db/client.ts'
import { createDeps } from './deps.ts'
import { isReadableConsole, prettyLogStream } from './infra/console.ts'
import { registerJobs } from './jobs.ts'

/**
 * `npm run worker`: works the job queues (mail delivery, schedules) without serving HTTP, beside app processes
 * started with WORKER=off. It builds the same dependencies and the same job registry as the app (deps.ts, jobs.ts),
 * and no HTTP app at all.
 */
try {
  const config = { ...loadConfig(), WORKER: 'inline' as const }
  if (!config.DATABASE_URL) {
    console.error(
      'npm run worker needs DATABASE_URL: the embedded database belongs to the app process, which runs the worker itself (WORKER=inline).',
    )
    process.exit(2)
  }
  // The app's log lines: readable in development, JSON lines otherwise (infra/console.ts).
  const log = pino(
    { level: config.LOG_LEVEL },
    isReadableConsole(config) ? await prettyLogStream() : undefined,
  )
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL })
  await database.migrate()
  const { deps, start, stop } = await createDeps(config, database, log)
  registerJobs(deps)
  await start()
  log.info('worker started')
  let stopping = false
  const stopAll = async () => {
    // once() per signal: SIGINT after SIGTERM must not stop twice; the same signal again ends the process at once.
    if (stopping) return
    stopping = true
    log.info('worker stopping: finishing the jobs in hand')
    try {
      await stop(config.SHUTDOWN_TIMEOUT_MS)
    } finally {
      await database.close()
      log.info('database closed')
    }
  }
  const stopAndExit = () =>
    stopAll().then(
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
