// Shared by the benchmark scripts: start the real server as a child process and measure with autocannon.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '..')

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/** Starts `node apps/server/src/main.ts` on a free port (PGlite in a temp dir, or DATABASE_URL when set). */
export async function startShop(
  env: Record<string, string> = {},
): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const child: ChildProcess = spawn(process.execPath, ['apps/server/src/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  await waitForHealth(`${url}/healthz`, child)
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

/** Waits until the URL answers 2xx; fails when the process exits first or after 60 s. */
export async function waitForHealth(url: string, child: ChildProcess): Promise<void> {
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error(`the server behind ${url} exited during start`)
    try {
      if ((await fetch(url)).ok) return
    } catch {
      if (i > 600) throw new Error(`${url} did not answer within 60 s`)
    }
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** Runs work on a new, empty database on the PostgreSQL server at serverUrl, dropped afterwards. */
export async function withScratchDatabase(serverUrl: string, work: (databaseUrl: string) => Promise<void>) {
  const name = `shop_bench_${process.pid}`
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    await work(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** Runs autocannon and prints requests/s with p50/p97.5/p99 computed from every response time. */
export async function measure(title: string, opts: autocannon.Options): Promise<{ rps: number }> {
  const times: number[] = []
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: 50, duration: 10, ...opts }, (err, res) =>
      err ? reject(err) : resolve(res),
    )
    instance.on('response', (_client, _status, _bytes, ms) => {
      times.push(ms)
    })
  })
  times.sort((a, b) => a - b)
  const non2xx = result.non2xx + result.errors + result.timeouts
  const f = (n: number) => n.toFixed(1)
  console.log(
    `${title}: ${f(result.requests.average)} req/s, p50 ${f(percentile(times, 50))} ms, p97.5 ${f(percentile(times, 97.5))} ms, p99 ${f(percentile(times, 99))} ms (${result.requests.total} requests, ${non2xx} not 2xx, ${opts.connections ?? 50} connections)`,
  )
  return { rps: result.requests.average }
}

/** Reads the Set-Cookie headers of a response into a Cookie header value. */
export function cookieHeader(res: Response, previous = ''): string {
  const jar = new Map(
    previous
      .split('; ')
      .filter(Boolean)
      .map((c) => c.split('=') as [string, string]),
  )
  for (const c of res.headers.getSetCookie()) {
    const [pair] = c.split(';')
    const [name, ...value] = (pair ?? '').split('=')
    if (name) jar.set(name, value.join('='))
  }
  return [...jar].map(([k, v]) => `${k}=${v}`).join('; ')
}
