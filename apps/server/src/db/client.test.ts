import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test/test-app.ts'

const url = process.env.TEST_DATABASE_URL

describe('the PostgreSQL pool', () => {
  it.skipIf(!url)('survives the server ending its idle connections, and answers again', async () => {
    const t = await createTestApp()
    try {
      expect((await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      const name = new URL(t.database.url as string).pathname.slice(1)
      const admin = new pg.Client({ connectionString: url })
      await admin.connect()
      // What a database restart or an operator's pg_terminate_backend does to the shop's idle connections.
      const { rows } = await admin.query(
        'select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()',
        [name],
      )
      await admin.end()
      expect(rows.length).toBeGreaterThan(0)
      await expect
        .poll(async () => (await t.app.inject({ method: 'GET', url: '/healthz' })).statusCode, {
          timeout: 20_000,
        })
        .toBe(200)
    } finally {
      await t.close()
    }
  })
})
