import { loadConfig } from './config.ts'
import { DataDirLockedError } from './db/client.ts'
import { isReadableConsole } from './infra/console.ts'
import { startBanner } from './infra/start-banner.ts'
import { closeOnSignals, startServer } from './server.ts'

try {
  const config = loadConfig()
  const server = await startServer(config)
  closeOnSignals(server)
  // Development only: production's logs stay JSON lines (Fastify's 'Server listening at' is their start line).
  if (isReadableConsole(config)) {
    const address = server.app.server.address()
    const port = typeof address === 'object' && address !== null ? address.port : config.PORT
    process.stdout.write(startBanner({ config, port, demoLogins: server.demoLogins }))
  }
} catch (err) {
  // Expected refusals get one line; anything else keeps its stack for the operator.
  const isExpected =
    err instanceof DataDirLockedError ||
    (err instanceof Error && err.message.startsWith('Invalid configuration'))
  console.error(isExpected ? (err as Error).message : err)
  process.exit(isExpected ? 2 : 1)
}
