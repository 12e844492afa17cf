// Shared by the benchmark scripts: start the real server as a child process and measure with autocannon.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'

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
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited during start')
    try {
      if ((await fetch(`${url}/healthz`)).ok) break
    } catch {
      if (i > 600) throw new Error('the server did not start within 60 s')
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  return {
    url,
    async stop() {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
      fs.rmSync(dataDir, { recursive: true, force: true })
    },
  }
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

/** Runs autocannon and prints requests/s with p50/p95/p99 computed from every response time. */
export async function measure(title: string, opts: autocannon.Options): Promise<void> {
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
    `${title}: ${f(result.requests.average)} req/s, p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, p99 ${f(percentile(times, 99))} ms (${result.requests.total} requests, ${non2xx} not 2xx, ${opts.connections ?? 50} connections)`,
  )
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
