import { randomUUID } from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import pg from 'pg'
import * as schema from './schema/index.ts'

export type Db = NodePgDatabase<typeof schema>
/** An open transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
/** The database or an open transaction. */
export type Queryable = Db | Tx

/**
 * A read on the hottest paths (every signed-in request), by its SQL text: on PostgreSQL a named statement, parsed
 * and planned once per connection; on PGlite the same text runs as is. Rows come back keyed by column name, with
 * the driver's types (timestamptz as Date, json parsed) on both.
 */
export type Statement = { readonly name: string; readonly text: string }

const rowsOf = (result: { rows: Record<string, unknown>[] }) => result.rows

type RowsRunner = (statement: Statement, values: readonly unknown[]) => Promise<Record<string, unknown>[]>
const runners = new WeakMap<Db, RowsRunner>()

/** Runs a statement on the database (never in a transaction: the hot reads do not need one). */
export function queryRows<T = Record<string, unknown>>(
  db: Db,
  statement: Statement,
  values: readonly unknown[],
): Promise<T[]> {
  const run = runners.get(db)
  if (!run) throw new Error('queryRows needs a database opened by openDatabase')
  return run(statement, values) as Promise<T[]>
}

/**
 * Tells every process on the database that something changed (PostgreSQL NOTIFY); the processes hear it on a
 * LISTEN connection of their own. PGlite has one process only, so there a notice reaches this process alone.
 */
export type Signals = {
  /** Calls onNotice for every notice on the channel from another process, and after the listening connection was
   * lost and reopened (notices may have been missed meanwhile). Resolves once the process is listening. */
  listen(channel: string, onNotice: () => void): Promise<void>
  /** Sends a notice to the other processes (not to this one: its own writes act on its caches directly). */
  notify(channel: string): Promise<void>
}

const signalsOf = new WeakMap<Db, Signals>()

/** The database's cross-process notices, or undefined for a Db not opened by openDatabase. */
export function databaseSignals(db: Db): Signals | undefined {
  return signalsOf.get(db)
}

/** On PGlite: nobody else to tell. */
const localSignals: Signals = { listen: async () => {}, notify: async () => {} }

/** How long to wait before reopening a LISTEN connection that was lost. */
const RELISTEN_MS = 1_000

/**
 * LISTEN on a connection of its own (a pooled one would go back to the pool), opened on the first listen() and
 * reopened after an error; notices this process sent carry its id and are not handed back to it.
 */
function postgresSignals(url: string, pool: pg.Pool): Signals & { close(): Promise<void> } {
  const origin = randomUUID()
  const handlers = new Map<string, (() => void)[]>()
  let client: pg.Client | undefined
  let connecting: Promise<void> | undefined
  let closed = false
  let retry: NodeJS.Timeout | undefined

  const connect = (): Promise<void> =>
    (connecting ??= (async () => {
      const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
      const lost = () => {
        if (client !== c) return
        client = undefined
        connecting = undefined
        c.end().catch(() => {})
        if (closed) return
        retry = setTimeout(() => {
          retry = undefined
          // Whatever was sent while nobody listened is unknown: every listener refreshes once it is back.
          connect().then(
            () => {
              for (const list of handlers.values()) for (const h of list) h()
            },
            () => {},
          )
        }, RELISTEN_MS)
        retry.unref()
      }
      c.on('error', lost)
      c.on('end', lost)
      c.on('notification', (msg) => {
        if (msg.payload === origin) return
        for (const h of handlers.get(msg.channel) ?? []) h()
      })
      client = c
      try {
        await c.connect()
        for (const channel of handlers.keys()) await c.query(`listen ${pg.escapeIdentifier(channel)}`)
      } catch (err) {
        lost()
        throw err
      }
    })())

  return {
    async listen(channel, onNotice) {
      if (closed) return
      const list = handlers.get(channel)
      if (list) {
        list.push(onNotice)
        return connect()
      }
      handlers.set(channel, [onNotice])
      if (!connecting) return connect()
      await connecting
      await client?.query(`listen ${pg.escapeIdentifier(channel)}`)
    },
    async notify(channel) {
      await pool.query('select pg_notify($1, $2)', [channel, origin])
    },
    async close() {
      closed = true
      if (retry) clearTimeout(retry)
      const c = client
      client = undefined
      await c?.end().catch(() => {})
    },
  }
}

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  /** The PostgreSQL URL, so the job engine can open its own small pool and LISTEN connection. */
  url?: string
  /** Applies every pending migration. */
  migrate(): Promise<void>
  close(): Promise<void>
  /** The PGlite instance, for tests that dump or load a data directory. */
  pglite?: PGlite
}

const migrationsFolder = path.join(import.meta.dirname, 'migrations')
const MIGRATION_LOCK = 7_263_001

export class DataDirLockedError extends Error {}

/** Takes an exclusive lock on a PGlite data directory; a live holder makes it throw, a dead one's lock is taken over. */
function lockDataDir(dir: string): () => void {
  const lockFile = path.join(dir, 'shop.lock')
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(lockFile, String(process.pid), { flag: 'wx' })
      return () => fs.rmSync(lockFile, { force: true })
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err
      const pid = Number(fs.readFileSync(lockFile, 'utf8'))
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new DataDirLockedError(
          `The data directory ${dir} is in use by process ${pid}; stop it first (or set DATABASE_URL to use PostgreSQL).`,
        )
      }
      fs.rmSync(lockFile, { force: true })
    }
  }
  throw new DataDirLockedError(`Could not lock the data directory ${dir}.`)
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** pg's own default; DB_POOL_SIZE sets the server's (config.ts). */
export const DEFAULT_POOL_SIZE = 10

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir/pglite (locked to this process). */
export async function openDatabase(opts: {
  databaseUrl?: string
  /** PostgreSQL connections this process may hold for queries (the LISTEN connection comes on top). */
  poolSize?: number
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolSize ?? DEFAULT_POOL_SIZE })
    // An idle connection the server ends (a restart, pg_terminate_backend, a dropped test database) is an 'error'
    // event on the pool; unheard, it would crash the process. The pool discards that client and opens another on
    // the next query, which fails visibly if the database is really gone.
    pool.on('error', () => {})
    // The same on a connection a request holds (in a transaction, between its queries): pg-pool listens on idle
    // clients only, and one unheard 'error' would kill the process with every request in it. The holder's next
    // query fails instead ('not queryable': 503, plugins/errors.ts), and on release the pool drops the client.
    pool.on('connect', (client) => client.on('error', () => {}))
    const db = drizzlePg(pool, { schema })
    let ended: Promise<void> | undefined
    await pool.query('select 1')
    runners.set(db, (statement, values) =>
      pool.query({ name: statement.name, text: statement.text, values: values as unknown[] }).then(rowsOf),
    )
    const signals = postgresSignals(opts.databaseUrl, pool)
    signalsOf.set(db, signals)
    return {
      db,
      kind: 'postgres',
      url: opts.databaseUrl,
      async migrate() {
        // Several app processes may start at once: an advisory lock lets one migrate while the others wait.
        const client = await pool.connect()
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK])
          await migratePg(drizzlePg(client), { migrationsFolder })
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {})
          client.release()
        }
      },
      // Idempotent: a second stop signal, or a test that closed the database under a running app, closes again.
      close: () => (ended ??= signals.close().then(() => pool.end())),
    }
  }
  let unlock = () => {}
  let dataDir: string | undefined
  if (opts.dataDir) {
    fs.mkdirSync(opts.dataDir, { recursive: true })
    unlock = lockDataDir(opts.dataDir)
    dataDir = path.join(opts.dataDir, 'pglite')
  }
  try {
    const client = await PGlite.create({ dataDir, loadDataDir: opts.loadDataDir })
    const db = drizzlePglite(client, { schema }) as unknown as Db
    runners.set(db, (statement, values) =>
      client.query<Record<string, unknown>>(statement.text, values as unknown[]).then(rowsOf),
    )
    signalsOf.set(db, localSignals)
    let closed: Promise<void> | undefined
    return {
      db,
      kind: 'pglite',
      pglite: client,
      migrate: () => migratePglite(db as never, { migrationsFolder }),
      close: () =>
        (closed ??= (async () => {
          await client.close()
          unlock()
        })()),
    }
  } catch (err) {
    unlock()
    throw err
  }
}
