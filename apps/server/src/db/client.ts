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

/** Opens PostgreSQL when a URL is given, otherwise embedded PGlite under dataDir/pglite (locked to this process). */
export async function openDatabase(opts: {
  databaseUrl?: string
  dataDir?: string
  loadDataDir?: Blob
}): Promise<Database> {
  if (opts.databaseUrl) {
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10 })
    // An idle connection the server ends (a restart, pg_terminate_backend, a dropped test database) is an 'error'
    // event on the pool; unheard, it would crash the process. The pool discards that client and opens another on
    // the next query, which fails visibly if the database is really gone.
    pool.on('error', () => {})
    const db = drizzlePg(pool, { schema })
    let ended: Promise<void> | undefined
    await pool.query('select 1')
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
      close: () => (ended ??= pool.end()),
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
