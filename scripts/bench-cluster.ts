// bench:checkout's throwaway PostgreSQL server, to restart mid-run: a cluster of its own made with Debian's initdb
// in a temporary folder, on a free port, listening on 127.0.0.1 only. The machine's shared server is never touched.
import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { freePort } from './bench-lib.ts'

const run = promisify(execFile)
const BIN = process.env.BENCH_POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'

export type Cluster = {
  /** postgres://…@127.0.0.1:port/name */
  url(database: string): string
  /** pg_ctl stop: 'fast' rolls back and disconnects every client; 'immediate' is a crash (recovery at the start). */
  stop(mode: 'fast' | 'immediate'): Promise<void>
  /** Starts it again on the same port and waits until it takes connections. */
  start(): Promise<void>
  /** Stops it at once and deletes its folder. */
  destroy(): Promise<void>
}

/** initdb refuses to run as root: as root, the cluster belongs to the postgres user, in a folder it may write. */
const asRoot = process.getuid?.() === 0
const command = (tool: string, args: string[]) =>
  asRoot
    ? run('runuser', ['-u', 'postgres', '--', path.join(BIN, tool), ...args])
    : run(path.join(BIN, tool), args)

export async function startCluster(): Promise<Cluster> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-pg-'))
  if (asRoot) {
    const { stdout } = await run('id', ['-u', 'postgres'])
    const { stdout: group } = await run('id', ['-g', 'postgres'])
    fs.chownSync(dir, Number(stdout.trim()), Number(group.trim()))
  }
  const data = path.join(dir, 'data')
  const port = await freePort()
  await command('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '-E', 'UTF8', '--no-sync'])
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`
  const start = async () => {
    await command('pg_ctl', ['-D', data, '-o', options, '-l', path.join(dir, 'server.log'), '-w', 'start'])
  }
  let running = false
  const cluster: Cluster = {
    url: (database) => `postgres://postgres@127.0.0.1:${port}/${database}`,
    async stop(mode) {
      await command('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop'])
      running = false
    },
    async start() {
      await start()
      running = true
    },
    async destroy() {
      if (running) await cluster.stop('immediate').catch(() => {})
      fs.rmSync(dir, { recursive: true, force: true })
    },
  }
  try {
    await cluster.start()
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true })
    throw err
  }
  return cluster
}
