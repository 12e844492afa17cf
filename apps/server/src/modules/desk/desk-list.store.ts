import { DESK_KIND_STATUSES, type DeskListRow, type deskListQuery } from '@shop/domain/desk/list-schemas'
import { romeToday } from '@shop/domain/orders/checkout'
import { and, asc, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm'
import type { z } from 'zod'
import type { Db } from '../../db/client.ts'
import { clients, orderRevisions, orders, users } from '../../db/schema/index.ts'

/**
 * The desk's lists (issue 24 items 2, 4, 12) in ONE query per page, whatever its size: the page's rows with their
 * client, customer, line counts and pending modification request, and the whole count by a window function. The
 * kind and status filter read orders_status_created_idx, the client filter orders_client_idx; the text search scans
 * the rows the status leaves (no trigram index: the desk's lists are thousands of rows, not millions).
 */

type Query = z.output<typeof deskListQuery>

/** The customer's reason that sent a NEW quotation back: the revision before the current one, closed with a reason. */
const modificationJoin = and(
  eq(orderRevisions.orderId, orders.id),
  sql`${orderRevisions.revision} = ${orders.revision} - 1`,
  eq(orders.status, 'NEW'),
  isNotNull(orderRevisions.reason),
)

const linesCount = sql<number>`(select count(*)::int from order_lines l where l.order_id = ${orders.id})`
const linesToQuote = sql<number>`(select count(*)::int from order_lines l where l.order_id = ${orders.id}
  and (coalesce(l.price, -1) < 0 or coalesce(l.discounted_price, -1) < 0))`

/** `%text%` for ILIKE with the wildcards the staff typed taken literally. */
const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`

function filters(query: Query, now: Date): SQL {
  const statuses = [...DESK_KIND_STATUSES[query.kind]]
  const parts: (SQL | undefined)[] = [
    inArray(orders.status, query.status ? statuses.filter((s) => s === query.status) : statuses),
    query.kind === 'quotations'
      ? eq(orders.isQuotation, true)
      : query.kind === 'orders'
        ? eq(orders.isQuotation, false)
        : undefined,
    query.client === undefined ? undefined : eq(orders.clientId, query.client),
  ]
  if (query.q) {
    const like = likeOf(query.q)
    parts.push(
      sql`(${orders.orderRef} ilike ${like} or ${orders.quotationReference} ilike ${like}
        or ${orders.referenceClientCode} ilike ${like} or ${clients.ragione} ilike ${like}
        or ${users.email} ilike ${like})`,
    )
  }
  if (query.flag === 'expired') parts.push(eq(orders.expired, true))
  if (query.flag === 'expiring_today')
    parts.push(
      eq(orders.expired, false),
      eq(orders.status, 'READY'),
      sql`(${orders.quotationValidUntil} at time zone 'Europe/Rome')::date = ${romeToday(now)}::date`,
    )
  if (query.flag === 'modification') parts.push(isNotNull(orderRevisions.id))
  return and(...parts.filter((p) => p !== undefined)) as SQL
}

function ordering(query: Query): SQL[] {
  const dir = query.dir === 'asc' ? asc : desc
  const column = {
    created_at: dir(orders.createdAt),
    updated_at: dir(orders.updatedAt),
    total: sql`${orders.orderFinalPrice} ${sql.raw(query.dir)} nulls last`,
    client: sql`${clients.ragione} ${sql.raw(query.dir)} nulls last`,
  }[query.sort]
  // A modification request waits for an answer: it comes first in the quotations' inbox.
  const first = query.kind === 'quotations' ? [sql`(${orderRevisions.id} is not null) desc`] : []
  return [...first, column, desc(orders.id)]
}

/** One page of a desk list and the count of all rows that match. */
export async function findDeskList(
  db: Db,
  query: Query,
  now: Date,
): Promise<{ rows: DeskListRow[]; total: number }> {
  // The ids of the page first (filter, sort and count over the matching rows, with only the joins the filter and the
  // sort read), then the page's 50 rows joined and their line counts computed: one statement.
  const order = ordering(query)
  const page = db
    .select({
      id: sql<number>`${orders.id}`.as('page_id'),
      pos: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as('page_pos'),
      count: sql<number>`count(*) over ()::int`.as('page_count'),
    })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderRevisions, modificationJoin)
    .where(filters(query, now))
    .orderBy(...order)
    .limit(query.per_page)
    .offset((query.page - 1) * query.per_page)
    .as('page')
  const found = await db
    .select({
      id: orders.id,
      orderRef: orders.orderRef,
      status: orders.status,
      isQuotation: orders.isQuotation,
      expired: orders.expired,
      clientId: clients.id,
      clientName: clients.ragione,
      clientVerified: clients.verified,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      quotationReference: orders.quotationReference,
      referenceClientCode: orders.referenceClientCode,
      createdAt: orders.createdAt,
      updatedAt: orders.updatedAt,
      validUntil: orders.quotationValidUntil,
      total: orders.orderFinalPrice,
      lines: linesCount,
      linesToQuote,
      revision: orders.revision,
      reason: orderRevisions.reason,
      reasonAt: orderRevisions.reasonAt,
      payed: orders.payed,
      ageDays: sql<number>`floor(extract(epoch from (${now.toISOString()}::timestamptz - ${orders.createdAt})) / 86400)::int`,
      count: page.count,
    })
    .from(page)
    .innerJoin(orders, eq(orders.id, page.id))
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderRevisions, modificationJoin)
    .orderBy(asc(page.pos))
  const rows = found.map((r) => ({
    id: r.id,
    order_ref: r.orderRef ?? '',
    status: r.status,
    is_quotation: r.isQuotation,
    expired: r.expired,
    client:
      r.clientId === null
        ? null
        : { id: r.clientId, name: r.clientName ?? '', verified: r.clientVerified === true },
    customer:
      r.email === null ? null : { name: `${r.firstName ?? ''} ${r.lastName ?? ''}`.trim(), email: r.email },
    quotation_reference: r.quotationReference,
    reference_client_code: r.referenceClientCode,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    quotation_valid_until: r.validUntil?.toISOString() ?? null,
    order_final_price: r.total,
    lines: r.lines,
    lines_to_quote: r.linesToQuote,
    revision: r.revision,
    modification:
      r.reason === null || r.reasonAt === null ? null : { reason: r.reason, at: r.reasonAt.toISOString() },
    payed: r.payed,
    age_days: Math.max(0, r.ageDays),
  }))
  // A page past the end has no row to carry the count: the caller asked beyond it, the total is then unknown here.
  return { rows, total: found[0]?.count ?? (query.page > 1 ? await countOnly(db, query, now) : 0) }
}

/** The count alone, for a page past the last one (a rare second query: the first had no row to carry it). */
async function countOnly(db: Db, query: Query, now: Date): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(orders)
    .leftJoin(clients, eq(clients.id, orders.clientId))
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(orderRevisions, modificationJoin)
    .where(filters(query, now))
  return row?.count ?? 0
}
