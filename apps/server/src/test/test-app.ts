import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { inject, vi } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { withDatabase } from './global-setup.ts'
import { startMailCatcher } from './mail-catcher.ts'

/** A fresh copy of the seeded template database: PGlite in memory, or a new PostgreSQL database when TEST_DATABASE_URL is set. */
export async function openTestDatabase(): Promise<Database & { drop(): Promise<void> }> {
  // Only the api project's global setup makes the template (vitest.config.ts): a unit test never gets here.
  if (inject('templateFile') === undefined)
    throw new Error(
      'this test opens the database: name its file *.api.test.ts (vitest.config.ts, project api)',
    )
  const url = process.env.TEST_DATABASE_URL
  if (url) {
    const name = `shop_t_${randomBytes(6).toString('hex')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    await admin.query(`create database ${name} template ${inject('templateDatabase')}`)
    await admin.end()
    const database = await openDatabase({ databaseUrl: withDatabase(url, name) })
    return {
      ...database,
      async drop() {
        await database.close()
        const a = new pg.Client({ connectionString: url })
        await a.connect()
        await a.query(`drop database if exists ${name} with (force)`)
        await a.end()
      },
    }
  }
  const blob = new Blob([fs.readFileSync(inject('templateFile'))])
  const database = await openDatabase({ loadDataDir: blob })
  return { ...database, drop: () => database.close() }
}

/**
 * A new DATA_DIR whose embedded database is a copy of the seeded template, for a test that starts the shop's
 * processes (main.ts, the CLI) on it. Always PGlite: a data directory belongs to the embedded database.
 */
export function seededDataDir(prefix = 'shop-'): string {
  const template = inject('templateDataDir')
  if (!template)
    throw new Error('seededDataDir needs the PGlite template: run this file without TEST_DATABASE_URL')
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), prefix))
  fs.cpSync(path.join(template, 'pglite'), path.join(dataDir, 'pglite'), { recursive: true })
  return dataDir
}

export function testConfig(env: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-')),
    PUBLIC_URL: 'http://localhost:3000',
    ...env,
  })
}

/** The whole app on a fresh copy of the seeded database, for app.inject tests; its mail goes to a real SMTP catcher. */
export async function createTestApp(env: Record<string, string> = {}) {
  const mail = await startMailCatcher()
  const database = await openTestDatabase()
  const config = testConfig({ SMTP_URL: mail.url, ...env })
  const app = await buildApp(config, database, { logger: false })
  await app.ready()
  return {
    app,
    /** The app's dependencies, for calling services and jobs directly. */
    deps: app.deps,
    database,
    config,
    mail,
    async close() {
      await app.close()
      await mail.close()
      await database.drop()
      fs.rmSync(config.dataDir, { recursive: true, force: true })
    },
  }
}

/**
 * The statements the database pool runs while `run` runs, the fewest of three runs (`run` must give the same answer
 * each time): the spy sees the whole process's queries, and a job's (the outbox, the expiry checks) may land in one.
 */
export async function statementsOf(
  t: { deps: { db: unknown } },
  run: () => Promise<unknown>,
): Promise<number> {
  const pool = (t.deps.db as { $client: { query: (...args: unknown[]) => unknown } }).$client
  const counts: number[] = []
  for (let i = 0; i < 3; i++) {
    const spy = vi.spyOn(pool, 'query')
    try {
      await run()
      counts.push(spy.mock.calls.length)
    } finally {
      spy.mockRestore()
    }
  }
  return Math.min(...counts)
}
