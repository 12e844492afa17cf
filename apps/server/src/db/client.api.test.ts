import { sql } from 'drizzle-orm'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { createTestApp, openTestDatabase, testConfig } from '../test/test-app.ts'

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

  it.skipIf(!url)(
    'answers 503 when the server ends a connection a request holds in a transaction, and lives on',
    async () => {
      const database = await openTestDatabase()
      const app = await buildApp(testConfig(), database, { logger: false })
      // A request inside a transaction, between two of its queries, when the database restarts.
      let held: (pid: number) => void = () => {}
      const holding = new Promise<number>((resolve) => {
        held = resolve
      })
      let release: () => void = () => {}
      const released = new Promise<void>((resolve) => {
        release = resolve
      })
      app.get('/test/held-transaction', async () => {
        await app.deps.db.transaction(async (tx) => {
          const { rows } = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`)
          held(rows[0]?.pid ?? 0)
          await released
          await tx.execute(sql`select 1`)
        })
        return { status: 'OK' }
      })
      await app.ready()
      try {
        const answer = app.inject({
          method: 'GET',
          url: '/test/held-transaction',
          headers: { 'x-lang': 'en' },
        })
        const pid = await holding
        const admin = new pg.Client({ connectionString: url })
        await admin.connect()
        await admin.query('select pg_terminate_backend($1)', [pid])
        await admin.end()
        // The server's goodbye reaches the idle connection as an 'error' event, before its holder queries again.
        await new Promise((r) => setTimeout(r, 300))
        release()
        const res = await answer
        expect(res.statusCode).toBe(503)
        expect(res.json()).toEqual({
          status: 'KO',
          error: 'The service is temporarily unavailable. Please try again shortly.',
          errors: {},
          error_code: 'unavailable',
        })
        expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200)
      } finally {
        await app.close()
        await database.drop()
      }
    },
  )
})
