// npm run bench:checkout — reliability at scale on PostgreSQL, each run on a fresh database with two shop processes
// sharing it, BENCH_CHECKOUT_USERS (500) buyers a run, each with a cart of 5 priced lines (set-up checks that no line
// is to be quoted: such a cart could only become a quotation request):
// 1. orders, both processes up: every buyer submits their order (POST cart/submit, 'order') once to each process
//    with the same submission key, all at once (issue 11 item 10);
// 2. the same with one process killed by SIGKILL mid-run and started again while the buyers retry;
// 3. card payments through the built-in simulated provider: every buyer checks out on one process and presses Pay on
//    the OTHER one's hosted page (the provider's sessions are in the database, issue 21 item 11), each webhook
//    delivered twice after random waits; one process is killed by SIGKILL mid-run and started again;
// 4. the same card payments on a throwaway PostgreSQL server (Debian's initdb and pg_ctl, a free port, a temp folder;
//    never the machine's shared server), stopped mid-run (pg_ctl stop -m immediate) and started again 5 s later.
// Buyers retry what got no answer or a 5xx, as a browser would (a payment call on the other process). Each run prints
// orders created (must be the buyers), duplicates (0) and lost (0), the answers by status (the shop answers 503 while
// its database is away, never a 500) and p50/p95 latencies; the payment runs also paid and unpaid orders, payments
// applied twice (0: status moves, paid rows and receipts beyond one per order), the webhook events and pay-to-paid
// p50/p95; the restart run the time to recover, from the database being back to the first order or payment answered
// OK. A set-up that fails, or any broken invariant, is printed and exits 1.
// BENCH_DATABASE_URL (default: the local server's `test` database) names the server of runs 1–3; each run uses a
// fresh database of its own, dropped afterwards. The shops' output goes to a log file named at the start.
// BENCH_SMOKE=1 (scripts/bench-smoke.ts): 20 buyers, runs 1 and 2, and the card payments of run 3 without trouble
// (nothing killed), one after the other on one database and one pair of shops; not run 4, whose throwaway server
// takes minutes to settle. Every invariant is checked as above.
import { randomBytes, randomUUID } from 'node:crypto'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pg from 'pg'
import { createUsers, fillCart, PASSWORD, pricedLineBodies, type User } from './bench-carts.ts'
import { type Cluster, startCluster } from './bench-cluster.ts'
import {
  announceSmoke,
  freePort,
  percentile,
  SMOKE,
  signIn,
  startShop,
  withScratchDatabase,
  xsrfOf,
} from './bench-lib.ts'
import { type Answer, countPayments, payCarts, type Shops } from './bench-payments.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const USERS = SMOKE ? 20 : Number(process.env.BENCH_CHECKOUT_USERS ?? 500)
const LINES = 5
/** A buyer retries a send that got no answer (connection refused or reset, a 5xx) after this long, up to 100 times. */
const RETRY_MS = 200
const TRIES = 100
/** The trouble (a kill, a database restart) starts once this share of the buyers has their answer: mid-run. */
const TROUBLE_AT_SHARE = 0.25
/** The payment runs' webhooks: each delivered this many times, each copy after a random wait of up to this long. */
const WEBHOOK_COPIES = 2
const WEBHOOK_DELAY_MS = 400
/** How long the database stays away in the restart run. */
const DATABASE_DOWN_MS = 5_000
/**
 * After the buyers, how long the payments may take to settle: a webhook whose process was killed while delivering it
 * is given to another one when its job expires (a minute), at the engine's next check (up to another). A smoke run
 * kills nothing during its payments: every webhook is delivered at once.
 */
const SETTLE_MS = SMOKE ? 30_000 : 180_000
const LOG_FILE = path.join(os.tmpdir(), `bench-checkout-${process.pid}.log`)

/** What a run found wrong; any makes the exit code 1. */
const broken: string[] = []
const expectThat = (ok: boolean, what: string) => {
  if (!ok) broken.push(what)
}

type Shop = Awaited<ReturnType<typeof startShop>>
type Outcome = { ms: number; tries: number; status: number }
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** One send of a buyer's submission to a process, retried with the same key until it gets a 4xx or 2xx answer. */
async function send(shop: () => Shop, user: User, key: string): Promise<Outcome> {
  const started = performance.now()
  for (let tries = 1; ; tries++) {
    try {
      const res = await fetch(`${shop().url}/api/front/cart/submit`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: user.cookies,
          'x-xsrf-token': xsrfOf(user.cookies),
        },
        body: JSON.stringify({
          cart: { id: user.cartId, version: user.version },
          quote_or_order: 'order',
          is_save_quote: false,
          submission_key: key,
        }),
      })
      await res.arrayBuffer()
      if (res.status < 500) return { ms: performance.now() - started, tries, status: res.status }
    } catch {
      // No answer: the process died or is starting again. The same key is sent again.
    }
    if (tries >= TRIES) return { ms: performance.now() - started, tries, status: 0 }
    await sleep(RETRY_MS)
  }
}

/**
 * Copies of the demo buyer on the database, each signed in on the shop with their cart filled with LINES priced
 * lines (chosen in the cart of one more copy, a probe); throws when a cart would hold a line to be quoted.
 */
async function buyers(databaseUrl: string, shopUrl: string, prefix: string) {
  const emails = Array.from({ length: USERS }, (_, i) => `${prefix}-${i}@example.com`)
  const probe = `${prefix}-probe@example.com`
  await createUsers(databaseUrl, [probe, ...emails])
  const bodies = await pricedLineBodies(shopUrl, await signIn(shopUrl, probe, PASSWORD), LINES)
  const users: User[] = []
  // A few at a time: signing in hashes a password, and 500 at once would only queue.
  for (let i = 0; i < emails.length; i += 20)
    users.push(...(await Promise.all(emails.slice(i, i + 20).map((e) => fillCart(shopUrl, e, bodies)))))
  const quoted = users.filter((u) => u.tobeQuoted)
  if (quoted.length > 0)
    throw new Error(`${quoted.length} carts hold a line to be quoted, e.g. ${quoted[0]?.email}`)
  return { emails, users }
}

/** Orders per buyer in the database: how many buyers got exactly one, none, or more than one. */
async function countOrders(databaseUrl: string, emails: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ orders: number }>(
      `select count(o.id)::int as orders from users u
         left join orders o on o.user_id = u.id and o.status <> 'DRAFT'
       where u.email = any($1::text[]) group by u.id`,
      [emails],
    )
    return {
      created: rows.reduce((sum, r) => sum + r.orders, 0),
      duplicates: rows.filter((r) => r.orders > 1).length,
      lost: rows.filter((r) => r.orders === 0).length,
    }
  } finally {
    await client.end()
  }
}

/**
 * Two shop processes on the database. One machine is one IP: the limits are raised (RATE_LIMIT_FACTOR), the rest is
 * production code. They share one APP_SECRET and one PUBLIC_URL, as production's must (decision 013): a session's CSRF
 * token holds on both, so do the simulated provider's keys, and a payment call retried on the other process asks the
 * provider the same (under its idempotency key, other return URLs would be other parameters). `restartB` kills the
 * second as a crash would and starts it again on its port.
 */
async function twoShops(databaseUrl: string, extra: Record<string, string> = {}) {
  const ports = [await freePort(), await freePort()] as const
  const env = {
    RATE_LIMIT_FACTOR: '100000',
    DATABASE_URL: databaseUrl,
    APP_SECRET: randomBytes(32).toString('base64'),
    PUBLIC_URL: `http://127.0.0.1:${ports[0]}`,
    ...extra,
  }
  const a = await startShop(env, ports[0], LOG_FILE)
  let b = await startShop(env, ports[1], LOG_FILE)
  return {
    a: () => a,
    b: () => b,
    async restartB() {
      await b.kill()
      b = await startShop(env, b.port, LOG_FILE)
    },
    stop: () => Promise.all([a.stop(), b.stop()]),
  }
}

/** Resolves once `mark` has been called `count` times: the middle of a run. */
function midRun(count: number) {
  let marks = 0
  let reached: () => void = () => {}
  const promise = new Promise<void>((resolve) => {
    reached = resolve
  })
  return {
    promise,
    mark() {
      if (++marks >= count) reached()
    },
    /** Lets a run whose buyers finished before the middle go on (its trouble then comes too late, and says so). */
    release: () => reached(),
    get reachedInTime() {
      return marks >= count
    },
  }
}

const ms = (n: number) => `${n.toFixed(0)} ms`
const byStatus = (statuses: number[]) => {
  const counts = new Map<number, number>()
  for (const s of statuses) counts.set(s, (counts.get(s) ?? 0) + 1)
  return [...counts]
    .sort(([x], [y]) => x - y)
    .map(([s, n]) => `${s === 0 ? 'none' : s}: ${n}`)
    .join(', ')
}
/** 503 is the shop's 'try again later'; any other 5xx is a failure the buyer should never see. */
const otherServerErrors = (statuses: number[]) => statuses.filter((s) => s >= 500 && s !== 503).length

type TwoShops = Awaited<ReturnType<typeof twoShops>>

/** Run 1 or 2 on the shops given: every buyer (a new one, named from `prefix`) sends their order to both at once. */
async function runOrders(
  databaseUrl: string,
  shops: TwoShops,
  title: string,
  crash: boolean,
  prefix: string,
) {
  const { emails, users } = await buyers(databaseUrl, shops.a().url, prefix)
  const started = performance.now()
  const middle = midRun(users.length * 2 * TROUBLE_AT_SHARE)
  const counted = (outcome: Promise<Outcome>) => outcome.finally(middle.mark)
  const sends = users.flatMap((user) => {
    const key = randomUUID()
    return [counted(send(shops.a, user, key)), counted(send(shops.b, user, key))]
  })
  // Mid-run: the second process dies as a crash would, and comes back on the same port.
  const restarted = crash ? middle.promise.then(() => shops.restartB()) : Promise.resolve()
  const outcomes = await Promise.all(sends)
  middle.release()
  await restarted
  const wall = performance.now() - started
  const counts = await countOrders(databaseUrl, emails)
  const times = outcomes.map((o) => o.ms).sort((x, y) => x - y)
  const statuses = outcomes.map((o) => o.status)
  console.log(`${title}: ${users.length} buyers, ${outcomes.length} sends in ${(wall / 1000).toFixed(1)} s`)
  console.log(
    `  orders created ${counts.created} (must be ${users.length}), duplicates ${counts.duplicates}, lost ${counts.lost}`,
  )
  console.log(
    `  answers ${byStatus(statuses)}; ${outcomes.filter((o) => o.tries > 1).length} sends retried; ` +
      `p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}`,
  )
  expectThat(counts.created === users.length, `${title}: ${counts.created} orders of ${users.length}`)
  expectThat(counts.duplicates === 0 && counts.lost === 0, `${title}: duplicated or lost orders`)
  expectThat(!statuses.includes(0), `${title}: sends never answered`)
  expectThat(!crash || middle.reachedInTime, `${title}: the kill came after the buyers were done`)
}

/** Run 1 or 2 of the full bench: on two shops of its own, on a fresh database. */
async function runOrdersAlone(title: string, crash: boolean) {
  await withScratchDatabase(serverUrl, async (databaseUrl) => {
    const shops = await twoShops(databaseUrl)
    try {
      await runOrders(databaseUrl, shops, title, crash, 'bench-checkout')
    } finally {
      await shops.stop()
    }
  })
}

/** What a payment run's trouble did: when the database was stopped and back (a restart), for the recovery time. */
type Trouble = {
  title: string
  act(shops: TwoShops): Promise<{ backAt?: number }>
}

/** The smoke run's payments: nothing goes wrong on purpose, and every invariant is checked all the same. */
const noTrouble: Trouble = {
  title: 'no process killed (smoke run)',
  act: async () => ({}),
}

const killB: Trouble = {
  title: 'one process killed (SIGKILL) mid-run and restarted',
  async act(shops) {
    await shops.restartB()
    return {}
  },
}

const restartDatabase = (cluster: Cluster): Trouble => ({
  title: `PostgreSQL restarted mid-run (pg_ctl stop -m immediate, started again ${DATABASE_DOWN_MS / 1000} s later)`,
  async act() {
    await cluster.stop('immediate')
    await sleep(DATABASE_DOWN_MS)
    await cluster.start()
    return { backAt: performance.now() }
  },
})

/** How long after `backAt` the first order or payment call was answered OK; null if none was. */
function recovery(answers: Answer[], backAt: number): number | null {
  const first = answers
    .filter((a) => a.at >= backAt && a.kind !== 'read' && a.status >= 200 && a.status < 400)
    .reduce((min, a) => Math.min(min, a.at), Number.POSITIVE_INFINITY)
  return Number.isFinite(first) ? first - backAt : null
}

/** Waits until every order of the buyers is paid, or SETTLE_MS; answers how long it waited. */
async function settle(databaseUrl: string, emails: string[]): Promise<number> {
  const started = performance.now()
  while (performance.now() - started < SETTLE_MS) {
    const c = await countPayments(databaseUrl, emails)
    if (c.orders === emails.length && c.paid === c.orders) break
    await sleep(1_000)
  }
  return performance.now() - started
}

/** The shops of the payment runs: the simulated provider, each webhook delivered WEBHOOK_COPIES times. */
const PAYMENT_SHOPS = {
  PAYMENT_PROVIDER: 'local',
  LOCAL_PAYMENTS_WEBHOOK_COPIES: String(WEBHOOK_COPIES),
  LOCAL_PAYMENTS_WEBHOOK_DELAY_MS: String(WEBHOOK_DELAY_MS),
}

/** A payment run, on two shops of its own or on `shared` (the smoke run's); either way it stops them to count. */
async function runPayments(databaseUrl: string, trouble: Trouble, shared?: TwoShops) {
  const title = `card payments, Pay pressed on the other process, ${trouble.title}`
  const shops = shared ?? (await twoShops(databaseUrl, PAYMENT_SHOPS))
  let stopped = false
  try {
    const { emails, users } = await buyers(databaseUrl, shops.a().url, 'bench-pay')
    const buyersShops: Shops = { urls: [shops.a().url, shops.b().url], answers: [] }
    const middle = midRun(users.length * TROUBLE_AT_SHARE)
    const started = performance.now()
    const troubled = middle.promise.then(() => trouble.act(shops))
    const { failures, gaveUp, waits } = await payCarts(buyersShops, users, middle.mark)
    middle.release()
    const { backAt } = await troubled
    const wall = performance.now() - started
    const settledIn = await settle(databaseUrl, emails)
    // Stopping lets the deliveries in flight finish; then everything is counted.
    await shops.stop()
    stopped = true
    const orders = await countOrders(databaseUrl, emails)
    const c = await countPayments(databaseUrl, emails)
    const times = waits.filter((w): w is number => w !== null).sort((x, y) => x - y)
    const statuses = buyersShops.answers.map((a) => a.status)
    const doubles = c.moves.beyond + c.payments.beyond + c.mails.beyond
    const of = (r: { total: number; beyond: number }) => `${r.beyond} (of ${r.total})`
    console.log(
      `${title}: ${users.length} buyers, webhooks ${WEBHOOK_COPIES}× each after 0–${WEBHOOK_DELAY_MS} ms; ` +
        `${(wall / 1000).toFixed(1)} s, then ${(settledIn / 1000).toFixed(1)} s until every payment settled`,
    )
    console.log(
      `  orders created ${orders.created} (must be ${users.length}), duplicates ${orders.duplicates}, lost ${orders.lost}; ` +
        `paid ${c.paid}, unpaid ${c.orders - c.paid}; buyers who failed ${failures.length}, gave up waiting ${gaveUp}`,
    )
    console.log(
      `  payments applied twice ${doubles}: orders moved to NEW twice ${of(c.moves)}, ` +
        `paid payment rows beyond one per order ${of(c.payments)}, receipts beyond one per order ${of(c.mails)}`,
    )
    // A refused duplicate delivery is answered 200 like a fresh one and neither stored nor logged: with one event per
    // payment delivered WEBHOOK_COPIES times, that many minus one per event were refused as duplicates.
    console.log(
      `  webhook events stored ${c.events} for these payments (outcomes: ${c.outcomes.map((o) => `${o.outcome} ${o.n}`).join(', ')}); ` +
        `delivered ${WEBHOOK_COPIES}× each, so ${c.events * (WEBHOOK_COPIES - 1)} duplicate deliveries refused (inferred)`,
    )
    console.log(`  answers ${byStatus(statuses)}`)
    console.log(
      `  pay to paid: p50 ${ms(percentile(times, 50))}, p95 ${ms(percentile(times, 95))}, max ${ms(percentile(times, 100))}`,
    )
    if (backAt !== undefined) {
      const recovered = recovery(buyersShops.answers, backAt)
      console.log(
        `  time to recover: ${recovered === null ? 'never' : `${(recovered / 1000).toFixed(2)} s`} from the database back to the first order or payment answered OK`,
      )
      expectThat(recovered !== null, `${title}: no order or payment answered OK after the database came back`)
    }
    for (const message of failures.slice(0, 5)) console.log(`  failed: ${message}`)
    expectThat(middle.reachedInTime, `${title}: the trouble came after the buyers were done`)
    expectThat(orders.created === users.length, `${title}: ${orders.created} orders of ${users.length}`)
    expectThat(orders.duplicates === 0 && orders.lost === 0, `${title}: duplicated or lost orders`)
    expectThat(c.paid === c.orders, `${title}: ${c.orders - c.paid} orders unpaid`)
    expectThat(doubles === 0, `${title}: ${doubles} payments applied twice`)
    expectThat(failures.length === 0, `${title}: ${failures.length} buyers failed`)
    expectThat(otherServerErrors(statuses) === 0, `${title}: answers 5xx other than 503`)
  } finally {
    if (!stopped) await shops.stop()
  }
}

/** A database on the throwaway cluster, for the restart run. */
async function withClusterDatabase(work: (databaseUrl: string, cluster: Cluster) => Promise<void>) {
  const cluster = await startCluster()
  try {
    const admin = new pg.Client({ connectionString: cluster.url('postgres') })
    await admin.connect()
    await admin.query('create database shop_bench')
    await admin.end()
    await work(cluster.url('shop_bench'), cluster)
  } finally {
    await cluster.destroy()
  }
}

announceSmoke(
  'bench:checkout',
  `${USERS} buyers: runs 1 and 2, card payments without trouble, no throwaway server`,
)
console.log(
  `bench:checkout on PostgreSQL (${serverUrl.replace(/\/\/[^@]*@/, '//')}${SMOKE ? '' : ', and a throwaway server for the restart'}), ` +
    `${USERS} buyers a run, two shop processes a run; the shops' output goes to ${LOG_FILE}`,
)
const ORDERS = 'orders, both processes up'
const ORDERS_KILLED = 'orders, one process killed (SIGKILL) mid-run and restarted'
try {
  if (SMOKE)
    // One database and one pair of shops for the three runs, each with buyers of its own: starting shops on a fresh
    // database is most of a smoke run's time.
    await withScratchDatabase(serverUrl, async (databaseUrl) => {
      const shops = await twoShops(databaseUrl, PAYMENT_SHOPS)
      try {
        await runOrders(databaseUrl, shops, ORDERS, false, 'bench-checkout-1')
        await runOrders(databaseUrl, shops, ORDERS_KILLED, true, 'bench-checkout-2')
        await runPayments(databaseUrl, noTrouble, shops)
      } finally {
        await shops.stop()
      }
    })
  else {
    await runOrdersAlone(ORDERS, false)
    await runOrdersAlone(ORDERS_KILLED, true)
    await withScratchDatabase(serverUrl, (databaseUrl) => runPayments(databaseUrl, killB))
    await withClusterDatabase((databaseUrl, cluster) => runPayments(databaseUrl, restartDatabase(cluster)))
  }
} catch (err) {
  // A bench that could not set itself up measured nothing: say so, and fail.
  broken.push(`the bench failed: ${err instanceof Error ? err.message : String(err)}`)
}
const logged = fs.existsSync(LOG_FILE) ? fs.readFileSync(LOG_FILE, 'utf8') : ''
const count = (pattern: RegExp) => logged.match(pattern)?.length ?? 0
console.log(
  `shop logs: ${count(/request failed/g)} requests failed with a 500, ${count(/webhook given up/g)} webhooks given up`,
)
expectThat(count(/request failed/g) === 0, 'the shops logged requests that failed with a 500')
for (const what of broken) console.log(`BROKEN: ${what}`)
console.log(
  broken.length === 0 ? 'bench:checkout: every invariant holds' : `bench:checkout: ${broken.length} broken`,
)
// A smoke run that passed leaves nothing to read: its log would only pile up in the temporary folder.
if (SMOKE && broken.length === 0) fs.rmSync(LOG_FILE, { force: true })
process.exit(broken.length === 0 ? 0 : 1)
