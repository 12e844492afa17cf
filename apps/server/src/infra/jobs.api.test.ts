import { spawn } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { eq, sql } from 'drizzle-orm'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app.ts'
import { type Database, openDatabase } from '../db/client.ts'
import { mailOutbox } from '../db/schema/index.ts'
import { type MailCatcher, startMailCatcher } from '../test/mail-catcher.ts'
import { openTestDatabase, testConfig } from '../test/test-app.ts'
import { createJobs, type JobRun } from './jobs.ts'
import { MAIL_QUEUE } from './mailer.ts'

type Engine = ReturnType<typeof createJobs>
let database: Awaited<ReturnType<typeof openTestDatabase>>
let jobs: Engine
const log = pino({ level: 'silent' })

/** Handlers resolve the promise waiting for their job's payload, so tests wait for a state, never for a time. */
const seen = new Map<string, (run: JobRun<{ tag: string }>) => void>()
const waitForRun = (tag: string) =>
  new Promise<JobRun<{ tag: string }>>((resolve) => {
    seen.set(tag, resolve)
  })
let failuresLeft = new Map<string, number>()
let gate: Promise<void> = Promise.resolve()

beforeAll(async () => {
  database = await openTestDatabase()
  jobs = createJobs({ database, worker: true, log })
  jobs.work<{ tag: string }>(
    'test-echo',
    { retryLimit: 3, retryDelay: 1, retryBackoff: true },
    async (job) => {
      const left = failuresLeft.get(job.data.tag) ?? 0
      if (left > 0) {
        failuresLeft.set(job.data.tag, left - 1)
        throw new Error('not yet')
      }
      await gate
      seen.get(job.data.tag)?.(job)
    },
  )
  jobs.schedule('test-echo', '0 3 * * *')
  await jobs.start()
})
afterAll(async () => {
  await jobs.stop(5_000)
  await database.drop()
})

describe('the job engine (pg-boss)', () => {
  it('enqueues in the caller’s transaction: a rollback leaves no job, a commit runs it', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await jobs.send('test-echo', { tag: 'rolled-back' }, { tx, singletonKey: 'rolled-back' })
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    const ran = waitForRun('committed')
    await database.db.transaction(async (tx) => {
      await jobs.send('test-echo', { tag: 'committed' }, { tx, singletonKey: 'committed' })
    })
    expect((await ran).data).toEqual({ tag: 'committed' })
    const rolledBack = await database.db.execute(
      sql`select count(*)::int as n from pgboss.job where singleton_key = 'rolled-back'`,
    )
    expect(rolledBack.rows[0]).toEqual({ n: 0 })
  })

  it('retries a failing job', async () => {
    failuresLeft = new Map([['flaky', 1]])
    const ran = waitForRun('flaky')
    await jobs.send('test-echo', { tag: 'flaky' })
    const run = await ran
    expect(run.retryCount).toBe(1)
    expect(run.retryLimit).toBe(3)
  })

  it('keeps schedules in the database, one per queue', async () => {
    const rows = await database.db.execute(sql`select name, cron, timezone from pgboss.schedule`)
    expect(rows.rows).toContainEqual({ name: 'test-echo', cron: '0 3 * * *', timezone: 'UTC' })
  })

  it('lets the job in hand finish when it stops', async () => {
    let open = () => {}
    gate = new Promise((resolve) => {
      open = resolve
    })
    const ran = waitForRun('in-hand')
    await jobs.send('test-echo', { tag: 'in-hand' }, { singletonKey: 'in-hand' })
    await expect
      .poll(async () => (await jobs.findLive('test-echo', 'in-hand'))?.state, { timeout: 10_000 })
      .toBe('active')
    const stopped = jobs.stop(20_000)
    open()
    await ran
    await stopped
    const rows = await database.db.execute(sql`select state from pgboss.job where singleton_key = 'in-hand'`)
    expect(rows.rows).toEqual([{ state: 'completed' }])
  })
})

describe('several app processes on one database', () => {
  const twins: App[] = []
  let shared: Awaited<ReturnType<typeof openTestDatabase>>
  let second: Database
  let catcher: MailCatcher
  // Processes that share a database share APP_SECRET, or one could not open the mail another sealed.
  const secret = randomBytes(32).toString('base64url')
  beforeAll(async () => {
    shared = await openTestDatabase()
    catcher = await startMailCatcher()
    // PostgreSQL: two pools, as two processes have. PGlite allows one process: two apps share its one connection.
    second = shared.url ? await openDatabase({ databaseUrl: shared.url }) : shared
  })
  afterAll(async () => {
    for (const app of twins) await app.close()
    if (second !== shared) await second.close()
    await shared.drop()
    await catcher.close()
  })

  async function twin(database: Database, env: Record<string, string> = {}) {
    const app = await buildApp(testConfig({ SMTP_URL: catcher.url, APP_SECRET: secret, ...env }), database, {
      logger: false,
    })
    twins.push(app)
    await app.ready()
    return app
  }

  it('deliver each mail exactly once', async () => {
    const a = await twin(shared)
    const b = await twin(second)
    const to = Array.from({ length: 12 }, (_, i) => `twin-${i}@example.com`)
    await Promise.all(
      to.map((address, i) =>
        (i % 2 ? a : b).deps.mailer.send({ kind: 'test', to: address, subject: 'Hello', text: `mail ${i}` }),
      ),
    )
    await Promise.all(to.map((address) => catcher.waitFor(address)))
    await a.deps.mailer.idle()
    await b.deps.mailer.idle()
    for (const address of to) expect(catcher.to(address)).toHaveLength(1)
    const ids = new Set(catcher.mails.map((m) => m.messageId))
    expect(ids.size).toBe(catcher.mails.length)
  })

  it('leave the mail to a worker when started with WORKER=off, and stop their engine on close', async () => {
    for (const app of twins.splice(0)) await app.close()
    if (shared.url) {
      // Closed apps keep no job-engine connection open.
      await expect
        .poll(async () => {
          const r = await shared.db.execute(
            sql`select count(*)::int as n from pg_stat_activity where application_name = 'silo-shop-jobs'
                and datname = current_database()`,
          )
          return r.rows[0]
        })
        .toEqual({ n: 0 })
    }
    const web = await twin(shared, { WORKER: 'off' })
    await web.deps.mailer.send({ kind: 'test', to: 'later@example.com', subject: 'Later', text: 'queued' })
    const [row] = await web.deps.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'later@example.com'))
    expect(await web.deps.jobs.findLive(MAIL_QUEUE, `outbox-${row?.id}`)).toMatchObject({ state: 'created' })
    // The worker (here an inline app on the same database) delivers it.
    await twin(second)
    expect((await catcher.waitFor('later@example.com')).text).toContain('queued')
  })
})

describe('npm run worker', () => {
  const worker = path.join(import.meta.dirname, '../worker.ts')
  const run = (env: Record<string, string>) => {
    const { DATABASE_URL: _, ...inherited } = process.env
    const child = spawn(process.execPath, [worker], {
      env: { ...inherited, NODE_ENV: 'test', LOG_LEVEL: 'info', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout?.on('data', (d) => {
      output += d
    })
    child.stderr?.on('data', (d) => {
      output += d
    })
    const exited = new Promise<number>((resolve) => child.once('exit', (code) => resolve(code ?? -1)))
    return { child, exited, output: () => output }
  }

  it('refuses the embedded database with one line', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-worker-'))
    const w = run({ DATA_DIR: dataDir })
    expect(await w.exited).toBe(2)
    const lines = w.output().trim().split('\n')
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/needs DATABASE_URL/)
    fs.rmSync(dataDir, { recursive: true, force: true })
  })

  it.skipIf(!process.env.TEST_DATABASE_URL)(
    'delivers the mail of WORKER=off app processes, then exits 0 on SIGTERM',
    async () => {
      const database = await openTestDatabase()
      const catcher = await startMailCatcher()
      const env = { SMTP_URL: catcher.url, APP_SECRET: randomBytes(32).toString('base64url') }
      const app = await buildApp(testConfig({ ...env, WORKER: 'off' }), database, { logger: false })
      await app.ready()
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-worker-'))
      const w = run({
        ...env,
        DATABASE_URL: database.url ?? '',
        DATA_DIR: dataDir,
        PUBLIC_URL: 'http://localhost:3000',
      })
      try {
        await app.deps.mailer.send({
          kind: 'test',
          to: 'worker@example.com',
          subject: 'Hi',
          text: 'from the worker',
        })
        expect((await catcher.waitFor('worker@example.com')).text).toContain('from the worker')
        w.child.kill('SIGTERM')
        expect(await w.exited).toBe(0)
        expect(w.output()).toContain('database closed')
      } finally {
        if (w.child.exitCode === null) w.child.kill('SIGKILL')
        await app.close()
        await database.drop()
        await catcher.close()
        fs.rmSync(dataDir, { recursive: true, force: true })
      }
    },
  )
})
