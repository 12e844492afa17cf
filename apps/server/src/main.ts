import { loadConfig } from './config.ts'
import { DataDirLockedError } from './db/client.ts'
import { closeOnSignals, startServer } from './server.ts'

try {
  const config = loadConfig()
  closeOnSignals(await startServer(config))
} catch (err) {
  // Expected refusals get one line; anything else keeps its stack for the operator.
  const isExpected =
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  console.error(isExpected ? (err as Error).message : err)
  process.exit(isExpected ? 2 : 1)
}
