import { randomBytes } from 'node:crypto'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { withDatabase } from '../test/global-setup.ts'
import { openTestDatabase, testConfig } from '../test/test-app.ts'
import { databaseSignals, openDatabase, queryRows } from './client.ts'

// docs/decisions/015: the hot reads' prepared statements, the pool size, and the notices between processes.

const url = process.env.TEST_DATABASE_URL

describe('DB_POOL_SIZE', () => {
  it('defaults to 20 and refuses what is not a positive whole number', () => {
    expect(testConfig().DB_POOL_SIZE).toBe(20)
    expect(testConfig({ DB_POOL_SIZE: '35' }).DB_POOL_SIZE).toBe(35)
    for (const bad of ['0', '-1', '2.5', 'many'])
      expect(() => testConfig({ DB_POOL_SIZE: bad })).toThrow(/DB_POOL_SIZE/)
  })

  it.skipIf(!url)('caps the connections a process opens for queries', async () => {
    const scratch = await openTestDatabase()
    const database = await openDatabase({ databaseUrl: scratch.url, poolSize: 2 })
    try {
      const pids = await Promise.all(
        Array.from({ length: 6 }, () =>
          queryRows<{ pid: number }>(
            database.db,
            { name: 'pid_sleep', text: 'select pg_backend_pid() as pid, pg_sleep(0.05)' },
            [],
          ),
        ),
      )
      expect(new Set(pids.map(([row]) => row?.pid)).size).toBeLessThanOrEqual(2)
    } finally {
      await database.close()
      await scratch.drop()
    }
  })
})

describe('queryRows', () => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.drop())

  it('answers rows by column name with the driver types, the same statement run again', async () => {
    const statement = {
      name: 'types_probe',
      text: `select $1::int as n, $1::int > 1 as big, now() as at, json_build_object('k', $1::int) as j`,
    }
    for (const n of [1, 2]) {
      const [row] = await queryRows<{ n: number; big: boolean; at: Date; j: { k: number } }>(
        database.db,
        statement,
        [n],
      )
      expect(row).toEqual({ n, big: n > 1, at: expect.any(Date), j: { k: n } })
    }
  })
})

describe.skipIf(!url)('database signals on PostgreSQL', () => {
  const name = `shop_sig_${randomBytes(6).toString('hex')}`
  let databaseUrl: string
  beforeAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name}`)
    await admin.end()
    databaseUrl = withDatabase(url as string, name)
  })
  afterAll(async () => {
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  })

  it("reach the other processes' listeners, not the sender's own", async () => {
    const one = await openDatabase({ databaseUrl })
    const two = await openDatabase({ databaseUrl })
    try {
      const heard = { one: 0, two: 0 }
      await databaseSignals(one.db)?.listen('probe_changed', () => heard.one++)
      await databaseSignals(two.db)?.listen('probe_changed', () => heard.two++)
      await databaseSignals(one.db)?.notify('probe_changed')
      await expect.poll(() => heard.two).toBe(1)
      // A later notice from the other side arrives after the first one, so the first was not heard twice.
      await databaseSignals(two.db)?.notify('probe_changed')
      await expect.poll(() => heard.one).toBe(1)
      expect(heard.two).toBe(1)
    } finally {
      await one.close()
      await two.close()
    }
  })

  it('listen again after the connection is cut, and say so to every listener', async () => {
    const one = await openDatabase({ databaseUrl })
    const two = await openDatabase({ databaseUrl })
    try {
      let heard = 0
      await databaseSignals(one.db)?.listen('probe_cut', () => heard++)
      const admin = new pg.Client({ connectionString: databaseUrl })
      await admin.connect()
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      )
      await admin.end()
      // Notices may have been missed while nobody listened: the listener is called once it is back.
      await expect.poll(() => heard, { timeout: 20_000 }).toBe(1)
      await databaseSignals(two.db)?.notify('probe_cut')
      await expect.poll(() => heard).toBe(2)
    } finally {
      await one.close()
      await two.close()
    }
  })
})
