// A real server process with one deliberately slow route, for the graceful-shutdown test.
import { loadConfig } from '../config.ts'
import { closeOnSignals, startServer } from '../server.ts'

const server = await startServer(loadConfig(), {
  configure(app) {
    app.get('/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 1500))
      return { status: 'OK', slow: true }
    })
  },
})
closeOnSignals(server)
console.log(`listening ${JSON.stringify(server.app.server.address())}`)
