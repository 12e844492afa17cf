// A real server process with one deliberately slow route, for the graceful-shutdown test.
import { sql } from 'drizzle-orm'
import { loadConfig } from '../config.ts'
import { closeOnSignals, startServer } from '../server.ts'

const server = await startServer(loadConfig(), {
  configure(app) {
    app.get('/test/slow', async () => {
      await new Promise((r) => setTimeout(r, 1500))
      return { status: 'OK', slow: true }
    })
    // Slow work that needs the database after its client has gone away.
    app.get('/test/slow-db', async () => {
      await new Promise((r) => setTimeout(r, 1500))
      await app.deps.db.execute(sql`select 1`)
      console.log('slow database work done')
      return { status: 'OK' }
    })
  },
})
closeOnSignals(server)
console.log(`listening ${JSON.stringify(server.app.server.address())}`)
