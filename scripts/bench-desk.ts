// npm run bench:desk — the provider's desk on PostgreSQL (issue 24 item 12), on a fresh database of its own (dropped
// afterwards) seeded by the shop with the demo data, plus an inbox of BENCH_DESK_ORDERS (5,000) quotations, orders and
// order requests from BENCH_DESK_CLIENTS (200) companies, inserted in bulk SQL, and one order of 20 lines. The demo
// admin signs in through the API (real cookies); then, at 20 connections, each beside the bare Fastify + pg read of
// bench:api (scripts/bare-user-server.ts) in alternating slices, with the ratio:
//   1. the list GET /api/desk/orders?kind=quotations&q=…&page=2&per_page=50 (a text filter, the second page);
//   2. the detail GET /api/desk/orders/{id} of the 20-line order;
// req/s and p50/p95/p97.5/p99 for each. Then the SQL queries one list request makes for per_page 10 and 100, counted
// in-process (a counting wrapper on pg's Client.query, as bench:cart does): they must be equal and at most
// LIST_QUERY_LIMIT (the page's one query + the session's own).
// BENCH_DATABASE_URL (default: the local server's `test` database) names the server. BENCH_ROUNDS and
// BENCH_SLICE_SECONDS (5 and 2) set the slices. BENCH_SMOKE=1 (scripts/bench-smoke.ts): 1,000 records from 20 companies,
// 4 connections, one 1 s slice each. A failed set-up, a list or detail read back wrong, any answer but 2xx, and query
// counts that differ or pass the limit fail the bench (exit 1).
import pg from 'pg'
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts'
import {
  announceSmoke,
  bareUserRead,
  compare,
  countQueries,
  demoLineCopies,
  fetchJson,
  insertBenchLines,
  SMOKE,
  STATUS_MIX,
  signIn,
  withShopAndBare,
} from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const ORDERS = SMOKE ? 1_000 : Number(process.env.BENCH_DESK_ORDERS ?? 5_000)
const CLIENTS = SMOKE ? 20 : Number(process.env.BENCH_DESK_CLIENTS ?? 200)
const CONNECTIONS = 20
const DETAIL_LINES = 20
/** The page's one query, plus the session's own (the cookie read before the handler). */
const LIST_QUERY_LIMIT = 2
/** The filter of the list measured: a word of the quotation references every 4th record carries. */
const FILTER = 'Ampliamento'
const LIST = `/api/desk/orders?kind=quotations&q=${FILTER}&page=2&per_page=50`
const listOf = (perPage: number) => `/api/desk/orders?kind=quotations&q=${FILTER}&page=1&per_page=${perPage}`

/**
 * The inbox in a few statements: CLIENTS companies with one buyer each, ORDERS records spread over the kinds and
 * statuses and the last year, each with 1–3 lines and its creation in the audit, and one order of DETAIL_LINES lines.
 * The lines share the configuration copies of the demo orders (the seed made them): the detail decodes each as usual.
 * References are of 2025, apart from the checkout's counter. Answers the 20-line order's id.
 */
async function insertInbox(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('begin')
    const copies = await demoLineCopies(db)
    await db.query(
      `insert into clients (cli_for_code, ragione, piva, esaedro_zone_code, verified, can_see_prices, can_create_order)
       select 'B' || lpad(i::text, 6, '0'), 'Bench Company ' || i || ' S.r.l.', lpad(i::text, 11, '0'), '000',
         i % 10 <> 0, true, true
       from generate_series(1, $1::int) i`,
      [CLIENTS],
    )
    await db.query(
      `insert into users (email, first_name, last_name, company, esaedro_zone_code, client_id, email_verified_at)
       select 'bench-desk-' || c.id || '@example.com', 'Buyer', c.cli_for_code, c.ragione, '000', c.id, now()
       from clients c where c.cli_for_code like 'B%'`,
    )
    const { rows: made } = await db.query<{ id: number }>(
      `with buyers as (select row_number() over (order by u.id) - 1 as n, u.id, u.client_id from users u
          where u.email like 'bench-desk-%'),
        made as (
          insert into orders (status, is_quotation, expired, user_id, client_id, order_ref, order_year,
            quotation_reference, reference_client_code, quotation_valid_until, cart_submitted_at, payed, revision,
            total_price, total_discounted_price, order_final_price, iva_total, order_final_price_iva, iva_code,
            created_at, updated_at)
          select mix.status, mix.is_quotation, mix.status = 'READY' and i % 3 = 0, b.id, b.client_id,
            '2025-' || lpad(i::text, 6, '0'), 2025,
            case when i % 4 = 0 then 'Ampliamento impianto ' || i else 'Progetto silo ' || i end,
            'ODA-' || i, case when mix.is_quotation then at + interval '30 days' end, at,
            mix.status in ('CONFIRMED', 'CLOSED') and not mix.is_quotation, (i % 7 = 0)::int,
            400000, 300000, 300000, 66000, 366000, '22A', at, at
          from generate_series(1, $1::int) i
            cross join lateral (select now() - (i % 365) * interval '1 day' - (i % 97) * interval '1 minute' as at) t
            join ${STATUS_MIX} on mix.n = i % 10
            join buyers b on b.n = i % $2::int
          returning id, status, user_id)
        , audit as (
          insert into order_status_changes (order_id, from_status, to_status, actor, actor_user_id, transition,
            created_at)
          select id, null, status, 'customer', user_id, 'bench_inbox', now() from made)
        select id from made order by id`,
      [ORDERS, CLIENTS],
    )
    const ids = made.map((r) => r.id)
    // The detail's order: a CONFIRMED order of DETAIL_LINES lines, the newest record.
    const { rows: detail } = await db.query<{ id: number }>(
      `insert into orders (status, is_quotation, user_id, client_id, order_ref, order_year, quotation_reference,
         cart_submitted_at, payed, total_price, total_discounted_price, order_final_price, iva_total,
         order_final_price_iva, iva_code)
       select 'CONFIRMED', false, u.id, u.client_id, '2025-999999', 2025, 'Ordine di 20 righe', now(), false,
         0, 0, 0, 0, 0, '22A'
       from users u where u.email = 'bench-desk-' || (select min(id) from clients where cli_for_code like 'B%') || '@example.com'
       returning id`,
    )
    const detailId = detail[0]?.id
    if (detailId === undefined) throw new Error('the 20-line order was not inserted')
    await insertBenchLines(db, copies, ids, { orderId: detailId, lines: DETAIL_LINES })
    await db.query(
      `insert into order_status_changes (order_id, from_status, to_status, actor, transition)
       values ($1::int, null, 'CONFIRMED', 'customer', 'bench_inbox')`,
      [detailId],
    )
    await db.query('commit')
    await db.query('analyze')
    const { rows: counted } = await db.query<{ orders: number; clients: number; lines: number }>(
      `select count(*)::int as orders, count(distinct client_id)::int as clients,
         (select count(*)::int from order_lines l join orders o on o.id = l.order_id where o.order_ref like '2025-%') as lines
       from orders where order_ref like '2025-%'`,
    )
    const got = counted[0]
    if (got?.orders !== ORDERS + 1 || got.clients !== CLIENTS)
      throw new Error(
        `the inbox holds ${got?.orders} records from ${got?.clients} companies, not ${ORDERS + 1} from ${CLIENTS}`,
      )
    console.log(`inbox: ${got.orders} records from ${got.clients} companies, ${got.lines} lines`)
    return detailId
  } catch (err) {
    await db.query('rollback').catch(() => {})
    throw err
  } finally {
    await db.end()
  }
}

type ListAnswer = {
  rows: { id: number; quotation_reference: string; is_quotation: boolean }[]
  total: number
}
type DetailAnswer = { order: { id: number; lines: unknown[] } }

/** What the measured calls answer, checked once: a filtered page of 50 quotations, the 20-line order whole. */
async function checkAnswers(shopUrl: string, cookies: string, detailId: number) {
  const list = await fetchJson<ListAnswer>(`${shopUrl}${LIST}`, cookies)
  const wrong = list.rows.filter((r) => !r.is_quotation || !r.quotation_reference.includes(FILTER))
  if (list.rows.length !== 50 || wrong.length > 0)
    throw new Error(`${LIST}: ${list.rows.length} rows, ${wrong.length} not quotations matching '${FILTER}'`)
  const detail = await fetchJson<DetailAnswer>(`${shopUrl}/api/desk/orders/${detailId}`, cookies)
  if (detail.order.id !== detailId || detail.order.lines.length !== DETAIL_LINES)
    throw new Error(
      `GET /api/desk/orders/${detailId}: ${detail.order.lines.length} lines, not ${DETAIL_LINES}`,
    )
  console.log(`list: ${list.total} quotations match '${FILTER}'; detail: ${DETAIL_LINES} lines`)
}

/** The SQL queries one list request issues for each page size (countQueries), checking each page's rows. */
async function countListQueries(databaseUrl: string, cookies: string, sizes: number[]) {
  const counted = await countQueries(
    databaseUrl,
    cookies,
    sizes.map((size) => ({
      method: 'GET' as const,
      url: listOf(size),
      check(status: number, body: string) {
        const rows = status === 200 ? (JSON.parse(body) as ListAnswer).rows.length : -1
        if (rows !== size) throw new Error(`GET ${listOf(size)}: ${status}, ${rows} rows, not ${size}`)
      },
    })),
  )
  return new Map(sizes.map((size, i) => [size, counted[i]]))
}

announceSmoke(
  'bench:desk',
  `${ORDERS} records from ${CLIENTS} companies, ${CONNECTIONS} connections, 1 s slices`,
)
await withShopAndBare(serverUrl, 'bench:desk', { seed: true }, async ({ databaseUrl, shop, bare }) => {
  const started = Date.now()
  const detailId = await insertInbox(databaseUrl)
  console.log(`inbox inserted in ${Date.now() - started} ms`)
  const cookies = await signIn(shop.url, DEMO_USERS.admin.email, DEMO_USERS.admin.password)
  await checkAnswers(shop.url, cookies, detailId)

  const { headers, bareRead, slices } = await bareUserRead(
    bare.url,
    cookies,
    { email: DEMO_USERS.admin.email, name: 'staff user' },
    CONNECTIONS,
  )
  await compare(
    'desk list',
    { title: `GET ${LIST}`, opts: { url: `${shop.url}${LIST}`, headers, connections: CONNECTIONS } },
    bareRead,
    slices,
  )
  const detail = `/api/desk/orders/${detailId}`
  await compare(
    'desk detail',
    {
      title: `GET ${detail} (${DETAIL_LINES} lines)`,
      opts: { url: `${shop.url}${detail}`, headers, connections: CONNECTIONS },
    },
    bareRead,
    slices,
  )

  const counts = await countListQueries(databaseUrl, cookies, [10, 100])
  const [small, large] = [counts.get(10), counts.get(100)]
  const ok = small === large && (large ?? Infinity) <= LIST_QUERY_LIMIT
  console.log(
    `SQL queries per list page: ${small} for per_page 10, ${large} for per_page 100 (limit ${LIST_QUERY_LIMIT}, ` +
      `the session's own included): ${ok ? 'ok' : 'FAILED (a query per row, or more than one for the page?)'}`,
  )
  if (!ok) process.exitCode = 1
})
