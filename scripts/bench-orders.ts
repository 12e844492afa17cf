// npm run bench:orders — the customer area's orders and quotations on PostgreSQL (issue 25 item 12), on a fresh
// database of its own (dropped afterwards) seeded by the shop with the demo data. The demo buyer's company gets
// BENCH_ORDERS (500) more orders and quotations spread over the last 5 years (inserted in bulk SQL: the older ones
// closed or cancelled, the last year's in every status), and one order of 20 lines with a shipment. The buyer signs in
// through the API (real cookies); then, at 50 connections, each beside the bare Fastify + pg read of bench:api
// (scripts/bare-user-server.ts) in alternating slices, with the ratio:
//   1. the lists GET /api/front/user/get_active_orders?type=both;
//   2. the detail POST /api/front/user/getOrderDetail of the 20-line order;
// req/s and p50/p95/p97.5/p99 for each. Then the order's PDF GET /api/front/order/pdf/{id} of the 20-line order
// (issue 26 item 8): one at a time for its p50/p95, and at PDF_CONNECTIONS for the PDFs per second of the one shop
// process. Then a 500-line quick order by configuration code, POST /api/front/user/quick_order_preview one at a time
// (issue 26 item 8: the time to decode and price it). Then the SQL queries one list request makes (each list, and a
// year of the history), counted in-process before and after the bulk insert: they must be the same whatever the number of
// orders, and at most LIST_QUERY_LIMIT (the session's own, the area's gate, the list's one).
// BENCH_DATABASE_URL (default: the local server's `test` database) names the server. BENCH_ROUNDS and
// BENCH_SLICE_SECONDS (5 and 2) set the slices. BENCH_SMOKE=1 (scripts/bench-smoke.ts): 100 records, 4 connections,
// one 1 s slice each. A failed set-up, a list or detail read back wrong, any answer but 2xx, and query counts that
// differ or pass the limit fail the bench (exit 1).
import { PDFDocument } from 'pdf-lib'
import pg from 'pg'
import { DEMO_USERS } from '../apps/server/src/db/seed/demo.ts'
import {
  announceSmoke,
  bareUserRead,
  type CountedRequest,
  compare,
  countQueries,
  demoLineCopies,
  fetchJson,
  insertBenchLines,
  measure,
  SMOKE,
  STATUS_MIX,
  signIn,
  withShopAndBare,
  xsrfOf,
} from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const ORDERS = SMOKE ? 100 : Number(process.env.BENCH_ORDERS ?? 500)
const YEARS = 5
const CONNECTIONS = 50
const DETAIL_LINES = 20
/** The session's own query, the area gate's read of the user, and the list's one statement. */
const LIST_QUERY_LIMIT = 3
const LISTS = '/api/front/user/get_active_orders?type=both'
const DETAIL = '/api/front/user/getOrderDetail'
const PDF = (id: number) => `/api/front/order/pdf/${id}?lang=it`
/** Enough requests in flight to keep the one process busy: PDFs per second is its ceiling, not the clients'. */
const PDF_CONNECTIONS = 4

/**
 * The demo buyer's ORDERS more records over YEARS years, each with 1–3 lines (the demo orders' configuration copies and
 * prices) and its creation in the audit, and the order of DETAIL_LINES lines with a shipment of two packages.
 * References are BENCH-…, apart from the checkout's; the year is the submission's in Rome, as the checkout stores it.
 * Answers the 20-line order's id.
 */
async function insertOrders(databaseUrl: string): Promise<number> {
  const db = new pg.Client({ connectionString: databaseUrl })
  await db.connect()
  try {
    await db.query('begin')
    const copies = await demoLineCopies(db)
    const { rows: buyers } = await db.query<{ id: number; client_id: number }>(
      'select id, client_id from users where email = $1',
      [DEMO_USERS.buyer.email],
    )
    const buyer = buyers[0]
    if (!buyer) throw new Error('the demo buyer is missing')
    const { rows: made } = await db.query<{ id: number }>(
      `with made as (
          insert into orders (status, is_quotation, user_id, client_id, order_ref, order_year, quotation_reference,
            reference_client_code, quotation_valid_until, cart_submitted_at, payed, total_price,
            total_discounted_price, order_final_price, iva_total, order_final_price_iva, iva_code, created_at,
            updated_at)
          select case when t.old then (case when i % 5 = 0 then 'CANCELLED' else 'CLOSED' end) else mix.status end,
            mix.is_quotation, $2::int, $3::int, 'BENCH-' || lpad(i::text, 6, '0'),
            extract(year from t.at at time zone 'Europe/Rome')::int, 'Progetto silo ' || i,
            'ODA-' || i, case when mix.is_quotation then t.at + interval '30 days' end, t.at,
            not mix.is_quotation and i % 2 = 0, 400000, 300000, 300000, 66000, 366000, '22A', t.at, t.at
          from generate_series(1, $1::int) i
            cross join lateral (select now() - (i * 365 * ${YEARS} / $1::int) * interval '1 day' as at,
              i * 365 * ${YEARS} / $1::int > 365 as old) t
            join ${STATUS_MIX} on mix.n = i % 10
          returning id, status)
        , audit as (
          insert into order_status_changes (order_id, from_status, to_status, actor, actor_user_id, transition)
          select id, null, status, 'customer', $2::int, 'bench_orders' from made)
        select id from made order by id`,
      [ORDERS, buyer.id, buyer.client_id],
    )
    const { rows: detail } = await db.query<{ id: number }>(
      `insert into orders (status, is_quotation, user_id, client_id, order_ref, order_year, quotation_reference,
         cart_submitted_at, payed, total_price, total_discounted_price, order_final_price, iva_total,
         order_final_price_iva, iva_code)
       values ('CONFIRMED', false, $1::int, $2::int, 'BENCH-999999',
         extract(year from now() at time zone 'Europe/Rome')::int, 'Ordine di 20 righe', now(), false,
         0, 0, 0, 0, 0, '22A')
       returning id`,
      [buyer.id, buyer.client_id],
    )
    const detailId = detail[0]?.id
    if (detailId === undefined) throw new Error('the 20-line order was not inserted')
    await insertBenchLines(
      db,
      copies,
      made.map((r) => r.id),
      { orderId: detailId, lines: DETAIL_LINES },
    )
    await db.query(
      `with audit as (
         insert into order_status_changes (order_id, from_status, to_status, actor, transition)
         values ($1::int, null, 'CONFIRMED', 'customer', 'bench_orders'))
       , shipment as (
         insert into shipments (order_id, shipping_doc_date) values ($1::int, to_char(now(), 'YYYY-MM-DD'))
         returning id)
       insert into shipment_packages (shipment_id, carrier, tracking_number, items)
       select shipment.id, p.carrier, p.number, '[]'::jsonb from shipment
         cross join (values ('gls', 'M4123456789012'), ('ups', '1Z999AA10123456784')) p(carrier, number)`,
      [detailId],
    )
    await db.query('commit')
    await db.query('analyze')
    const { rows: counted } = await db.query<{ orders: number; years: number }>(
      `select count(*)::int as orders,
         count(distinct order_year)::int as years
       from orders where order_ref like 'BENCH-%'`,
    )
    if (counted[0]?.orders !== ORDERS + 1)
      throw new Error(`the buyer has ${counted[0]?.orders} bench records, not ${ORDERS + 1}`)
    console.log(`the demo buyer's company: ${counted[0].orders} more records over ${counted[0].years} years`)
    return detailId
  } catch (err) {
    await db.query('rollback').catch(() => {})
    throw err
  } finally {
    await db.end()
  }
}

type ListsAnswer = {
  orders: { id: number }[]
  quotations: { id: number }[]
  years: number[]
}
type DetailAnswer = { order: { id: number; lines: unknown[] }; area: { package_count: number } }

/** What the measured calls answer, checked once: every active record listed, the 20-line order whole. */
async function checkAnswers(shopUrl: string, cookies: string, detailId: number) {
  const lists = await fetchJson<ListsAnswer>(`${shopUrl}${LISTS}`, cookies)
  const listed = lists.orders.length + lists.quotations.length
  if (listed < ORDERS / 10 || lists.years.length < YEARS - 1)
    throw new Error(`${LISTS}: ${listed} records and ${lists.years.length} years of history`)
  const detail = await fetchJson<DetailAnswer>(`${shopUrl}${DETAIL}`, cookies, { id: detailId })
  if (detail.order.lines.length !== DETAIL_LINES || detail.area.package_count !== 2)
    throw new Error(
      `${DETAIL} ${detailId}: ${detail.order.lines.length} lines, ${detail.area.package_count} packages`,
    )
  console.log(
    `lists: ${listed} active records, history of ${lists.years.length} years; detail: ${DETAIL_LINES} lines`,
  )
}

/** The list requests whose queries are counted, each checked to answer 200. */
function listRequests(): CountedRequest[] {
  const ok = (url: string) => (status: number, body: string) => {
    if (status !== 200) throw new Error(`GET ${url}: ${status} ${body.slice(0, 200)}`)
  }
  const year = new Date().getFullYear() - 2
  return [
    '/api/front/user/get_active_orders?type=both',
    '/api/front/user/get_active_orders?type=orders',
    '/api/front/user/get_active_orders?type=quotations',
    `/api/front/user/get_orders_by_year?year=${year}&type=both`,
  ].map((url) => ({ method: 'GET' as const, url, check: ok(url) }))
}

/**
 * The 20-line order's PDF (issue 26 item 8): read back once (a PDF of its pages, named after the order), then timed one
 * request at a time (the time to make one) and at PDF_CONNECTIONS (how many one process makes per second).
 */
async function measurePdf(shopUrl: string, cookies: string, detailId: number) {
  const url = `${shopUrl}${PDF(detailId)}`
  const res = await fetch(url, { headers: { cookie: cookies } })
  const bytes = new Uint8Array(await res.arrayBuffer())
  const disposition = res.headers.get('content-disposition') ?? ''
  if (
    res.status !== 200 ||
    res.headers.get('content-type') !== 'application/pdf' ||
    !disposition.includes('Ordine-')
  )
    throw new Error(`GET ${PDF(detailId)}: ${res.status} ${res.headers.get('content-type')} ${disposition}`)
  const pages = (await PDFDocument.load(bytes)).getPageCount()
  console.log(`order PDF of ${DETAIL_LINES} lines: ${pages} A4 pages, ${(bytes.length / 1024).toFixed(0)} KB`)
  const opts = { url, headers: { cookie: cookies }, duration: Number(process.env.BENCH_PDF_SECONDS ?? 10) }
  await measure(`GET ${PDF(detailId)} (${DETAIL_LINES} lines), one at a time`, { ...opts, connections: 1 })
  await measure(`GET ${PDF(detailId)} (${DETAIL_LINES} lines), PDFs per second of one process`, {
    ...opts,
    connections: PDF_CONNECTIONS,
  })
}

/**
 * A quick order of QUICK_ORDER_LINES lines by configuration code (issue 26 item 8): base models with their choices,
 * accessories sold alone, a custom colour, and one line in ten wrong (an unknown model, a required choice left open).
 * Read back once (every line answered, the wrong ones refused), then POST user/quick_order_preview timed one at a
 * time: the time to decode and price the whole order against the catalogue.
 */
const QUICK_ORDER_LINES = 500
const QUICK_ORDER = '/api/front/user/quick_order_preview?lang=it'

async function measureQuickOrder(shopUrl: string, cookies: string) {
  const kinds = [
    (i: number) => `SZ30-60RFGM-PULM;${(i % 4) + 1};Commessa ${i}`,
    () => 'FI-MAN;2;Ricambi',
    () => 'OP-LR;1;;OP-LR=Modbus RTU',
    () => 'SZ30-60RFGM-PULMRL;1;;OP-RL=RAL 3020',
    (i: number) => (i % 2 === 0 ? 'SL31-45NGGS;1' : 'SZ30-60RCSGM-PULM;1'),
  ]
  const text = Array.from({ length: QUICK_ORDER_LINES }, (_, i) =>
    (kinds[i % 10 === 9 ? 4 : i % 4] as (i: number) => string)(i),
  ).join('\n')
  const body = JSON.stringify({ text })
  const answer = await fetchJson<{ lines: { ok: boolean }[]; valid: number }>(
    `${shopUrl}${QUICK_ORDER}`,
    cookies,
    {
      text,
    },
  )
  const wrong = QUICK_ORDER_LINES / 10
  if (answer.lines.length !== QUICK_ORDER_LINES || answer.valid !== QUICK_ORDER_LINES - wrong)
    throw new Error(`${QUICK_ORDER}: ${answer.lines.length} lines, ${answer.valid} valid`)
  console.log(
    `quick order: ${QUICK_ORDER_LINES} lines, ${answer.valid} valid, ${wrong} refused with their reason`,
  )
  await measure(`POST ${QUICK_ORDER} (${QUICK_ORDER_LINES} lines decoded and priced), one at a time`, {
    url: `${shopUrl}${QUICK_ORDER}`,
    method: 'POST',
    headers: { cookie: cookies, 'content-type': 'application/json', 'x-xsrf-token': xsrfOf(cookies) },
    body,
    connections: 1,
    duration: Number(process.env.BENCH_QUICK_ORDER_SECONDS ?? 10),
  })
}

announceSmoke('bench:orders', `${ORDERS} records, ${CONNECTIONS} connections, 1 s slices`)
await withShopAndBare(serverUrl, 'bench:orders', { seed: true }, async ({ databaseUrl, shop, bare }) => {
  const cookies = await signIn(shop.url, DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
  const few = await countQueries(databaseUrl, cookies, listRequests())
  const started = Date.now()
  const detailId = await insertOrders(databaseUrl)
  console.log(`records inserted in ${Date.now() - started} ms`)
  await checkAnswers(shop.url, cookies, detailId)

  const { headers, bareRead, slices } = await bareUserRead(
    bare.url,
    cookies,
    { email: DEMO_USERS.buyer.email, name: 'buyer' },
    CONNECTIONS,
  )
  await compare(
    'area lists',
    { title: `GET ${LISTS}`, opts: { url: `${shop.url}${LISTS}`, headers, connections: CONNECTIONS } },
    bareRead,
    slices,
  )
  await compare(
    'area detail',
    {
      title: `POST ${DETAIL} (${DETAIL_LINES} lines)`,
      opts: {
        url: `${shop.url}${DETAIL}`,
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'x-xsrf-token': xsrfOf(cookies) },
        body: JSON.stringify({ id: detailId }),
        connections: CONNECTIONS,
      },
    },
    bareRead,
    slices,
  )
  await measurePdf(shop.url, cookies, detailId)
  await measureQuickOrder(shop.url, cookies)

  const many = await countQueries(databaseUrl, cookies, listRequests())
  const ok = many.every((n, i) => n === few[i] && n <= LIST_QUERY_LIMIT)
  console.log(
    `SQL queries per list request (both, orders, quotations, a year): ${few.join(', ')} with the demo's orders, ` +
      `${many.join(', ')} with ${ORDERS} more (limit ${LIST_QUERY_LIMIT}: the session's own, the area's gate, ` +
      `the list's one): ${ok ? 'ok' : 'FAILED (a query per order, or more than one for the list?)'}`,
  )
  if (!ok) process.exitCode = 1
})
