// Shared by the benchmark scripts: start the real server as a child process and measure with autocannon.
import { type ChildProcess, spawn } from 'node:child_process'
import fs from 'node:fs'
import net from 'node:net'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'

export const root = path.resolve(import.meta.dirname, '..')

/**
 * BENCH_SMOKE=1, the one switch of the smoke runs (scripts/bench-smoke.ts, in `npm test`): each bench runs with
 * tiny parameters — a few users or connections for 1 s slices, one round — to prove its set-up and invariants
 * still hold, not to measure. Without it, the full runs.
 */
export const SMOKE = process.env.BENCH_SMOKE === '1'
/** A smoke run's connections for autocannon, whatever the bench asks (a full run's default is 50). */
export const SMOKE_CONNECTIONS = 4
/** What bench-smoke.ts looks for in a bench's output: it ran in smoke mode. */
export const SMOKE_MARK = 'smoke run (BENCH_SMOKE=1)'

/** The line a bench prints first in a smoke run: what it runs instead of the full run. */
export function announceSmoke(bench: string, what: string) {
  if (SMOKE) console.log(`${bench}: ${SMOKE_MARK}, ${what}; its numbers are no measurement`)
}

export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = s.address() as net.AddressInfo
      s.close(() => resolve(port))
    })
  })
}

/**
 * Starts `node apps/server/src/main.ts` on a free port, or on `port` (a restart), with PGlite in a temp dir or
 * DATABASE_URL when set. `kill` ends it at once, as a crash would (bench:checkout). Its output goes to the terminal,
 * or is appended to `logFile`.
 */
export async function startShop(
  env: Record<string, string> = {},
  port?: number,
  logFile?: string,
): Promise<{ url: string; port: number; stop(): Promise<void>; kill(): Promise<void> }> {
  port ??= await freePort()
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'))
  const output = logFile === undefined ? 'inherit' : fs.openSync(logFile, 'a')
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
    stdio: ['ignore', output, output],
  })
  if (typeof output === 'number') fs.closeSync(output)
  const url = `http://127.0.0.1:${port}`
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill(signal)
      await new Promise((r) => child.once('exit', r))
    }
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
  // A shop that never answers is stopped, or the bench would wait on it after saying why it failed.
  await waitForHealth(`${url}/healthz`, child).catch(async (err) => {
    await end('SIGKILL')
    throw err
  })
  return { url, port, stop: () => end('SIGTERM'), kill: () => end('SIGKILL') }
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

/** Starts scripts/bare-user-server.ts (the bare Fastify + pg baselines) on the database and waits for it. */
export async function startBareServer(databaseUrl: string): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await freePort()
  const child = spawn(process.execPath, ['scripts/bare-user-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(port) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const url = `http://127.0.0.1:${port}`
  try {
    await waitForHealth(`${url}/user`, child)
  } catch (err) {
    child.kill('SIGTERM')
    throw err
  }
  return {
    url,
    async stop() {
      if (child.exitCode !== null) return
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    },
  }
}

/** The XSRF-TOKEN cookie's value, for the X-XSRF-TOKEN header of a state-changing request. */
export const xsrfOf = (cookies: string) => /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? ''

/** Signs in through the shop's API as a browser would (GET user for the CSRF token, then login); returns the cookies. */
export async function signIn(shopUrl: string, email: string, password: string): Promise<string> {
  const anon = await fetch(`${shopUrl}/api/front/user`)
  const cookies = cookieHeader(anon)
  const login = await fetch(`${shopUrl}/api/front/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
    body: JSON.stringify({ email, password, remember: false }),
  })
  if (!login.ok) throw new Error(`login of ${email} failed: ${login.status} ${await login.text()}`)
  return cookieHeader(login, cookies)
}

/**
 * Runs work on a new database on the PostgreSQL server at serverUrl, dropped afterwards: empty, or a copy of the
 * database BENCH_TEMPLATE_DATABASE names (bench:smoke's, already migrated and seeded with the demo: the shop's start
 * and seedDemoDatabase then find their work done, as they would on a database they had seeded).
 */
export async function withScratchDatabase(serverUrl: string, work: (databaseUrl: string) => Promise<void>) {
  const name = `shop_bench_${process.pid}`
  const template = process.env.BENCH_TEMPLATE_DATABASE
  if (template !== undefined && !/^[a-z0-9_]+$/.test(template))
    throw new Error(`BENCH_TEMPLATE_DATABASE=${template} is not a database name`)
  const admin = new pg.Client({ connectionString: serverUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  try {
    await work(url.toString())
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`)
    await admin.end()
  }
}

/**
 * The PostgreSQL benches' set-up: a scratch database at serverUrl (seeded with the demo first when `seed`, with no
 * clock running: the demo lifecycle takes a while on a busy machine, and the shop's start must answer within 60 s),
 * the shop on it with the sign-in limits raised (one machine is one IP; the rest is production code), and bench:api's
 * bare Fastify + pg server beside it; both stopped however `work` ends.
 */
export async function withShopAndBare(
  serverUrl: string,
  bench: string,
  opts: { seed: boolean },
  work: (run: { databaseUrl: string; shop: { url: string }; bare: { url: string } }) => Promise<void>,
) {
  await withScratchDatabase(serverUrl, async (databaseUrl) => {
    if (opts.seed) await seedDemoDatabase(databaseUrl)
    const shop = await startShop({ RATE_LIMIT_FACTOR: '100000', DATABASE_URL: databaseUrl })
    const bare = await startBareServer(databaseUrl).catch(async (err) => {
      await shop.stop()
      throw err
    })
    console.log(
      `${bench} on PostgreSQL, shop ${shop.url}, bare ${bare.url}; RATE_LIMIT_FACTOR=100000 for this run`,
    )
    try {
      await work({ databaseUrl, shop, bare })
    } finally {
      await bare.stop()
      await shop.stop()
    }
  })
}

/**
 * compare()'s baseline for a signed-in read: bench:api's bare read of the user, checked to read `email`, with the
 * request headers (the cookies, a browser's encodings) and the slices (BENCH_ROUNDS, BENCH_SLICE_SECONDS; target 30 %).
 */
export async function bareUserRead(
  bareUrl: string,
  cookies: string,
  who: { email: string; name: string },
  connections: number,
) {
  const me = await fetchJson<{ user: { email: string } | null }>(`${bareUrl}/user`, cookies)
  if (me.user?.email !== who.email) throw new Error(`the bare read did not read the signed-in ${who.name}`)
  const headers = { cookie: cookies, 'accept-encoding': 'gzip, deflate, br, zstd' }
  return {
    headers,
    bareRead: {
      title: `bare Fastify + pg, the same ${who.name}, one query (bench:api)`,
      opts: { url: `${bareUrl}/user`, headers, connections },
    },
    slices: {
      rounds: Number(process.env.BENCH_ROUNDS ?? 5),
      seconds: Number(process.env.BENCH_SLICE_SECONDS ?? 2),
      target: 0.3,
    },
  }
}

/** The p-th percentile of ascending numbers (NaN for none). */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number
}

type Run = {
  requests: number
  seconds: number
  notOk: number
  times: number[]
  /** Answers by status code, and the requests that got none (connection errors, timeouts). */
  statuses: Map<number, number>
  errors: number
}

/**
 * One autocannon run at 50 connections for 10 s (unless opts says otherwise), every response time kept; in a smoke
 * run at most SMOKE_CONNECTIONS connections for 1 s.
 */
async function run(opts: autocannon.Options): Promise<Run> {
  const times: number[] = []
  const statuses = new Map<number, number>()
  const smoke = SMOKE ? { connections: Math.min(opts.connections ?? 50, SMOKE_CONNECTIONS), duration: 1 } : {}
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon({ connections: 50, duration: 10, ...opts, ...smoke }, (err, res) =>
      err ? reject(err) : resolve(res),
    )
    instance.on('response', (_client, status, _bytes, ms) => {
      times.push(ms)
      statuses.set(status, (statuses.get(status) ?? 0) + 1)
    })
  })
  return {
    requests: result.requests.total,
    seconds: result.duration,
    notOk: result.non2xx + result.errors + result.timeouts,
    times,
    statuses,
    errors: result.errors,
  }
}

/** Prints requests/s with p50/p95/p97.5/p99 computed from every response time; returns requests/s. */
function report(title: string, runs: Run[], connections: number): { rps: number } {
  const times = runs.flatMap((r) => r.times).sort((a, b) => a - b)
  const requests = runs.reduce((n, r) => n + r.requests, 0)
  const seconds = runs.reduce((n, r) => n + r.seconds, 0)
  const notOk = runs.reduce((n, r) => n + r.notOk, 0)
  const rps = requests / seconds
  const f = (n: number) => n.toFixed(1)
  console.log(
    `${title}: ${f(rps)} req/s, p50 ${f(percentile(times, 50))} ms, p95 ${f(percentile(times, 95))} ms, p97.5 ${f(percentile(times, 97.5))} ms, p99 ${f(percentile(times, 99))} ms (${requests} requests, ${notOk} not 2xx, ${SMOKE ? Math.min(connections, SMOKE_CONNECTIONS) : connections} connections)`,
  )
  return { rps }
}

/**
 * Throws when the runs measured nothing worth a number: no answer 2xx (a failed set-up: a wrong URL, a lost session,
 * a server that refuses), an answer with a status other than 2xx and `expected`, or a request that got no answer.
 */
function checkAnswers(title: string, runs: Run[], expected: readonly number[]) {
  const statuses = new Map<number, number>()
  for (const r of runs)
    for (const [status, n] of r.statuses) statuses.set(status, (statuses.get(status) ?? 0) + n)
  const ok = [...statuses].reduce((n, [status, count]) => n + (status >= 200 && status < 300 ? count : 0), 0)
  const wrong = [...statuses].filter(
    ([status]) => (status < 200 || status >= 300) && !expected.includes(status),
  )
  const errors = runs.reduce((n, r) => n + r.errors, 0)
  const problems = [
    ...(ok === 0 ? ['no answer 2xx'] : []),
    ...wrong.map(([status, n]) => `${n} answered ${status}`),
    ...(errors > 0 ? [`${errors} without an answer (connection errors or timeouts)`] : []),
  ]
  if (problems.length > 0) throw new Error(`${title}: ${problems.join(', ')}`)
}

/**
 * Runs autocannon and prints requests/s with p50/p95/p97.5/p99 computed from every response time; throws when no
 * answer was 2xx, one was neither 2xx nor of the `expected` statuses, or a request got no answer.
 */
export async function measure(
  title: string,
  opts: autocannon.Options,
  expected: readonly number[] = [],
): Promise<{ rps: number }> {
  const runs = [await run(opts)]
  const result = report(title, runs, opts.connections ?? 50)
  checkAnswers(title, runs, expected)
  return result
}

/**
 * Measures our route and its bare baseline in alternating slices (a short unmeasured warm-up each first), so
 * that whatever else the machine does at the time weighs on both alike; prints both and the ratio. Throws as
 * measure does. A smoke run has one 1 s slice each and no warm-up.
 */
export async function compare(
  what: string,
  ours: { title: string; opts: autocannon.Options },
  bare: { title: string; opts: autocannon.Options },
  { rounds = 5, seconds = 2, target = 0.8 } = {},
): Promise<{ ours: number; bare: number; ratio: number }> {
  if (SMOKE) rounds = 1
  else {
    await run({ ...ours.opts, duration: 1 })
    await run({ ...bare.opts, duration: 1 })
  }
  const oursRuns: Run[] = []
  const bareRuns: Run[] = []
  for (let r = 0; r < rounds; r++) {
    oursRuns.push(await run({ ...ours.opts, duration: seconds }))
    bareRuns.push(await run({ ...bare.opts, duration: seconds }))
  }
  const a = report(ours.title, oursRuns, ours.opts.connections ?? 50).rps
  const b = report(bare.title, bareRuns, bare.opts.connections ?? 50).rps
  checkAnswers(ours.title, oursRuns, [])
  checkAnswers(bare.title, bareRuns, [])
  const ratio = a / b
  console.log(
    `${what}: ${(100 * ratio).toFixed(0)}% of the bare read (target ≥ ${(100 * target).toFixed(0)}%)`,
  )
  return { ours: a, bare: b, ratio }
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

/**
 * Migrates and seeds the database with the demo data in this process, before the shop starts (bench:desk,
 * bench:orders): the demo lifecycle takes seconds to tens of seconds on a busy machine, and the shop's start must
 * answer within 60 s.
 */
export async function seedDemoDatabase(databaseUrl: string): Promise<void> {
  const { openDatabase } = await import('../apps/server/src/db/client.ts')
  const { seedDatabase } = await import('../apps/server/src/db/seed/index.ts')
  const seeding = await openDatabase({ databaseUrl })
  try {
    await seeding.migrate()
    await seedDatabase(seeding.db, { demo: true })
  } finally {
    await seeding.close()
  }
}

/** A signed-in request (the cookies, and their CSRF header for a POST); the JSON answer, or a throw naming what came back. */
export async function fetchJson<T>(url: string, cookies: string, body?: unknown): Promise<T> {
  const res = await fetch(url, {
    ...(body === undefined
      ? { headers: { cookie: cookies } }
      : {
          method: 'POST',
          headers: { cookie: cookies, 'content-type': 'application/json', 'x-xsrf-token': xsrfOf(cookies) },
          body: JSON.stringify(body),
        }),
  })
  const text = await res.text()
  if (res.status !== 200)
    throw new Error(`${body === undefined ? 'GET' : 'POST'} ${url}: ${res.status} ${text.slice(0, 300)}`)
  return JSON.parse(text) as T
}

/** One request whose SQL queries countQueries counts, and the check of its answer (a throw when it is wrong). */
export type CountedRequest = {
  method: 'GET' | 'POST'
  url: string
  body?: unknown
  check(status: number, body: string): void
}

/**
 * The shop's app built in this process on the database at databaseUrl, with every query through pg counted:
 * `work` gets the app and the count so far. The counting wrapper and the app go when it ends.
 */
export async function withCountingApp<T>(
  databaseUrl: string,
  work: (app: FastifyInstance, queries: () => number) => Promise<T>,
): Promise<T> {
  const { buildApp } = await import('../apps/server/src/app.ts')
  const { loadConfig } = await import('../apps/server/src/config.ts')
  const { openDatabase } = await import('../apps/server/src/db/client.ts')
  let queries = 0
  const original = pg.Client.prototype.query
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    queries++
    return (original as (...a: unknown[]) => unknown).apply(this, args)
  } as typeof original
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-bench-count-'))
  const database = await openDatabase({ databaseUrl })
  const config = loadConfig({
    DATA_DIR: dataDir,
    DATABASE_URL: databaseUrl,
    LOG_LEVEL: 'warn',
    WORKER: 'off',
  })
  try {
    const app = await buildApp(config, database)
    try {
      await app.ready()
      return await work(app, () => queries)
    } finally {
      await app.close()
    }
  } finally {
    await database.close()
    pg.Client.prototype.query = original
    fs.rmSync(dataDir, { recursive: true, force: true })
  }
}

/**
 * The SQL queries each request issues, counted in-process (withCountingApp): the fewest of three after a warm-up (the
 * few-second caches of settings and companies then hold). `cookies` sign the requests in.
 */
export async function countQueries(
  databaseUrl: string,
  cookies: string,
  requests: CountedRequest[],
): Promise<number[]> {
  return withCountingApp(databaseUrl, async (app, queries) => {
    const counts: number[] = []
    for (const request of requests) {
      const inject = () =>
        app.inject({
          method: request.method,
          url: request.url,
          headers: {
            cookie: cookies,
            ...(request.body === undefined ? {} : { 'x-xsrf-token': xsrfOf(cookies) }),
          },
          ...(request.body === undefined ? {} : { payload: request.body as object }),
        })
      await inject()
      const seen: number[] = []
      for (let i = 0; i < 3; i++) {
        const before = queries()
        const res = await inject()
        request.check(res.statusCode, res.body)
        seen.push(queries() - before)
      }
      counts.push(Math.min(...seen))
    }
    return counts
  })
}

/** The statuses of a bench's bulk records, taken in turn (`join ${STATUS_MIX} on mix.n = i % 10`): both kinds, every status the lists show. */
export const STATUS_MIX = `(values
  (0, true, 'NEW'), (1, true, 'READY'), (2, true, 'CONFIRMED'), (3, true, 'REFUSED'), (4, true, 'CANCELLED'),
  (5, false, 'NEW'), (6, false, 'CONFIRMED'), (7, false, 'CLOSED'), (8, false, 'CANCELLED'),
  (9, false, 'INCOMPLETE_REQUEST')) as mix(n, is_quotation, status)`

export type LineCopy = { id: number; price: string; discounted: string }

/**
 * The configuration copies of the demo orders' priced lines (the seed made them), which bench records' lines share:
 * the detail decodes each as usual. Fails when the demo data is missing.
 */
export async function demoLineCopies(db: pg.Client): Promise<LineCopy[]> {
  const { rows } = await db.query<LineCopy>(
    `select product_configuration_id as id, price::text, discounted_price::text as discounted from order_lines
      where price is not null and price > 0 order by id`,
  )
  if (rows.length === 0)
    throw new Error('the demo orders have no priced line to copy: is the demo data seeded?')
  return rows
}

/** 1–3 lines for each of the orders, and `detailLines` lines for the detail's order, all on the demo copies. */
export async function insertBenchLines(
  db: pg.Client,
  copies: LineCopy[],
  orderIds: number[],
  detail: { orderId: number; lines: number },
): Promise<void> {
  await db.query(
    `insert into order_lines (order_id, position, qty, product_configuration_id, line_key, price, discounted_price)
     select o.id, p, 1 + p, (c.copies)[1 + (o.id + p) % array_length(c.copies, 1)], 'bench-' || o.id || '-' || p,
       100000, 75000
     from unnest($1::int[]) o(id)
       cross join lateral generate_series(1, 1 + o.id % 3) p
       cross join (select $2::int[] as copies) c`,
    [orderIds, copies.map((c) => c.id)],
  )
  await db.query(
    `insert into order_lines (order_id, position, qty, product_configuration_id, line_key, price, discounted_price)
     select $1::int, p, 1 + p % 4, ($2::int[])[1 + p % array_length($2::int[], 1)], 'bench-detail-' || p,
       $3::bigint, $4::bigint
     from generate_series(1, $5::int) p`,
    [detail.orderId, copies.map((c) => c.id), copies[0]?.price, copies[0]?.discounted, detail.lines],
  )
}
