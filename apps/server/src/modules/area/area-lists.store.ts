import type { AreaListType } from '@shop/domain/orders/area-schemas'
import type { OrderStatus } from '@shop/domain/orders/status-machine'
import { type Db, queryRows, type Statement } from '../../db/client.ts'

/**
 * The customer area's lists (spec 3 §2 lists; issue 25 item 5; the documents, issue 26 item 6): ONE statement per list
 * request whatever the number of orders, answering plain rows (PostgreSQL building JSON of them cost four times the
 * rows' read). Whose: the company
 * the caller acts for, or, acting for none, the caller's own orders without a company (orderViewerCondition's rule),
 * read through orders_client_area_idx or orders_user_area_idx (client or user, status). Carts are never listed.
 */

/** One order or quotation as the statements answer it. */
export type AreaListRow = {
  id: number
  order_ref: string | null
  quotation_reference: string
  status: OrderStatus
  is_quotation: boolean
  expired: boolean
  reference_client_code: string
  /** Instants in milliseconds since the epoch. */
  cart_submitted_at: number | null
  created_at: number
  updated_at: number
  quotation_valid_until: number | null
  quotation_refused_at: number | null
  tobe_quoted: boolean
  /** int8: a string from node-postgres. */
  order_final_price: string | number | null
  payed: boolean
  /** The list it belongs to: a quotation until it is approved, then an order (spec 3 §2 'becomes an order'). */
  list: 'order' | 'quotation'
}

/** The statuses a list shows as active; CLOSED and CANCELLED go to the history by year. */
const ACTIVE = `('NEW', 'READY', 'CONFIRMED', 'REFUSED', 'INCOMPLETE_REQUEST')`
const HISTORY = `('CLOSED', 'CANCELLED')`

/**
 * Which list a row belongs to. An approved quotation is an order (CONFIRMED, CLOSED, or CANCELLED after it was
 * CONFIRMED: the audit says so); the audit is read only for a cancelled quotation, as CASE evaluates in order.
 */
const LIST_OF = `case
    when not o.is_quotation or o.status in ('CONFIRMED', 'CLOSED') then 'order'
    when o.status = 'CANCELLED' and exists (
      select 1 from order_status_changes c where c.order_id = o.id and c.to_status = 'CONFIRMED') then 'order'
    else 'quotation' end`

/** An instant as milliseconds since the epoch: a float the driver reads at once, where a timestamp is parsed as text. */
const ms = (column: string) => `(extract(epoch from ${column}) * 1000)::float8`

/** One row; a line still to be quoted is looked for only in a quotation request (NEW), the one kind that may have one. */
const ROW = `select o.id, o.order_ref, o.quotation_reference, o.status, o.is_quotation, o.expired,
    o.reference_client_code, ${ms('o.cart_submitted_at')} as cart_submitted_at, ${ms('o.created_at')} as created_at,
    ${ms('o.updated_at')} as updated_at, ${ms('o.quotation_valid_until')} as quotation_valid_until,
    case when o.status = 'REFUSED' then (select ${ms('max(c.created_at)')} from order_status_changes c
      where c.order_id = o.id and c.transition = 'refuse_quotation') end as quotation_refused_at,
    case when o.is_quotation and o.status = 'NEW' then exists (
      select 1 from order_lines l where l.order_id = o.id and coalesce(l.price, -1) < 0) else false end as tobe_quoted,
    o.order_final_price, o.payed, ${LIST_OF} as list
  from orders o`

/** Newest first: by submission, then by id (two of one second). */
const NEWEST = 'r.cart_submitted_at desc nulls last, r.id desc'

/** The viewer's rows, $1 being the client's id or the user's. */
const VIEWERS = {
  client: 'o.client_id = $1',
  user: 'o.user_id = $1 and o.client_id is null',
} as const
type ViewerKind = keyof typeof VIEWERS

/**
 * The active rows of the list type $2, each with the history's years; one row with no order when there is none
 * active. A year is `order_year`: the year in Europe/Rome of the submission (cart_submitted_at), stored with the
 * order's reference by the checkout (2026-000123), so no row's instant is converted to Rome's time here.
 */
const activeStatement = (viewer: ViewerKind): Statement => ({
  name: `area_active_${viewer}`,
  text: `select y.years, r.* from
    (select coalesce(array_agg(h.year order by h.year desc), '{}') as years from (
      select distinct o.order_year as year from orders o
      where ${VIEWERS[viewer]} and o.status in ${HISTORY} and o.order_year is not null
        and ($2 = 'both' or ${LIST_OF} = $2)) h) y
    left join lateral (${ROW} where ${VIEWERS[viewer]} and o.status in ${ACTIVE}) r
      on $2 = 'both' or r.list = $2
    order by ${NEWEST}`,
})

/** The history's rows of one year ($3, order_year), of the list type $2. */
const yearStatement = (viewer: ViewerKind): Statement => ({
  name: `area_year_${viewer}`,
  text: `select r.* from (${ROW} where ${VIEWERS[viewer]} and o.status in ${HISTORY} and o.order_year = $3::int) r
    where $2 = 'both' or r.list = $2
    order by ${NEWEST}`,
})

/**
 * One page of the documents attached to the viewer's orders and quotations (issue 26 item 6), $2 rows from the $3rd,
 * the newest order first and each order's documents as they were attached, each row with the count of all; one row
 * with the count and no document past the last page. Read through the viewer's index on orders and
 * order_documents_order_idx.
 */
const documentsStatement = (viewer: ViewerKind): Statement => ({
  name: `area_documents_${viewer}`,
  text: `select t.total, r.* from
    (select count(*)::int as total from orders o join order_documents d on d.order_id = o.id
      where ${VIEWERS[viewer]} and o.status <> 'DRAFT') t
    left join lateral (select d.id, d.order_id, d.line_id, d.accessory_id, d.name, d.size,
        ${ms('d.created_at')} as created_at, o.order_ref, o.quotation_reference, o.reference_client_code, o.status,
        o.is_quotation, o.expired, ${ms('o.cart_submitted_at')} as cart_submitted_at, ${LIST_OF} as list
      from orders o join order_documents d on d.order_id = o.id
      where ${VIEWERS[viewer]} and o.status <> 'DRAFT'
      order by o.cart_submitted_at desc nulls last, o.id desc, d.id
      limit $2 offset $3) r on true`,
})

const STATEMENTS = {
  active: { client: activeStatement('client'), user: activeStatement('user') },
  year: { client: yearStatement('client'), user: yearStatement('user') },
  documents: { client: documentsStatement('client'), user: documentsStatement('user') },
}

/** Who is asking: the company they act for, or the user acting for none. */
export type AreaViewer = { userId: number; clientId: number | null }

const viewerArgs = (viewer: AreaViewer): [ViewerKind, number] =>
  viewer.clientId === null ? ['user', viewer.userId] : ['client', viewer.clientId]

/** The list type as the statements filter it: 'order', 'quotation' or 'both'. */
const listArg = (type: AreaListType) => (type === 'both' ? 'both' : type === 'orders' ? 'order' : 'quotation')

/** GET user/get_active_orders' one statement. */
export async function findActiveRows(
  db: Db,
  viewer: AreaViewer,
  type: AreaListType,
): Promise<{ rows: AreaListRow[]; years: number[] }> {
  const [kind, id] = viewerArgs(viewer)
  const found = await queryRows<AreaListRow & { years: number[] }>(db, STATEMENTS.active[kind], [
    id,
    listArg(type),
  ])
  return {
    // The one row of a viewer with nothing active carries the years and no order.
    rows: found.filter((row) => row.id !== null),
    years: found[0]?.years ?? [],
  }
}

/** GET user/get_orders_by_year's one statement. */
export async function findYearRows(
  db: Db,
  viewer: AreaViewer,
  type: AreaListType,
  year: number,
): Promise<AreaListRow[]> {
  const [kind, id] = viewerArgs(viewer)
  return queryRows<AreaListRow>(db, STATEMENTS.year[kind], [id, listArg(type), year])
}

/** A document as the documents statement answers it, with its order. */
export type AreaDocumentRow = {
  id: number
  order_id: number
  line_id: number | null
  accessory_id: number | null
  name: string
  size: number
  /** Instants in milliseconds since the epoch. */
  created_at: number
  order_ref: string | null
  quotation_reference: string
  reference_client_code: string
  status: OrderStatus
  is_quotation: boolean
  expired: boolean
  cart_submitted_at: number | null
  list: 'order' | 'quotation'
}

/** GET user/get_documents' one statement: a page of the viewer's documents and how many there are in all. */
export async function findDocumentRows(
  db: Db,
  viewer: AreaViewer,
  page: { size: number; offset: number },
): Promise<{ rows: AreaDocumentRow[]; total: number }> {
  const [kind, id] = viewerArgs(viewer)
  const found = await queryRows<AreaDocumentRow & { total: number }>(db, STATEMENTS.documents[kind], [
    id,
    page.size,
    page.offset,
  ])
  return { rows: found.filter((row) => row.id !== null), total: found[0]?.total ?? 0 }
}
