import type { PortKey } from '@shop/domain/orders/cart-schemas'
import { sql } from 'drizzle-orm'
import { type Db, queryRows, type Statement, type Tx } from '../../db/client.ts'
import { createLru } from '../../infra/lru.ts'
import { timedCache } from '../../infra/timed-cache.ts'
import { boundSessionJoin, type SessionJoin, sessionJoin } from '../../plugins/session.ts'

/*
 * The cart's reads in SQL (docs/decisions/015's way): who is asking and the whole cart come back as json values built
 * by PostgreSQL, so a cart costs a fixed number of round trips whatever its number of lines: one for a signed-in
 * GET cart (the session's own query), one for a visitor's. The lines and the documents are nested in the one
 * statement; the lines' configuration copies come from line-copies.store.ts.
 *
 * Every change to a cart's lines bumps its version in the same transaction (cart.store.ts), so the lines of one
 * (cart id, version) never change: the process keeps the lines it last read per way of asking (a session, a visitor
 * token, a user and company), and the statement sends them again only when the cart is no longer that one. Reading
 * 20 lines is most of the statement's cost in PostgreSQL.
 */

/** A port a client without its own gets: id 2, carriage forward (spec 3 §4 defaults). */
export const DEFAULT_PORT_ID = 2
/** The carrier the cart shows until the checkout proposes one: id 1, 'to be defined'. */
export const DEFAULT_CARRIER_ID = 1

/** The company the signed-in user acts for, as far as the cart goes. */
export type CartClient = {
  id: number
  ragione: string
  piva: string
  sdi_code: string
  persona_fisica: boolean
  verified: boolean
  can_see_prices: boolean
  can_create_order: boolean
  allow_line_notes: boolean
  allow_client_product_ref: boolean
  /** The VAT code staff set; null: by destination. */
  iva_code: string | null
  /** The client's country's area (decision 002); null when its zone code names no country. */
  area: number | null
  /** The client's port, or the default port's (id 2, 02). */
  port_key: PortKey
  carrier_id: number | null
  client_group_id: number | null
  /** The group's web-order discount in basis points; null: the shop's setting. */
  weborder_discount_bp: number | null
  client_product_codes: { ref_code: string; conf_code: string; client_code: string }[]
}

/** A signed-in caller: the user and the company they act for (null: none). */
type CartUser = { userId: number; client: CartClient | null }

/** A line as the cart's query reads it; its configuration copy comes from line-copies.store.ts. */
export type CartLineRecord = {
  id: number
  qty: number
  position: number
  notes: string
  client_product_ref: string
  configuration_id: number | null
  added_price: number | null
  added_discounted_price: number | null
  copy_id: number
}

/** A line's immutable configuration copy: the code, the product, the accessories with their variations. */
export type LineCopy = {
  copy: {
    id: number
    type: 'A' | 'B'
    configuration_code: string
    current_ref_code: string | null
    base_model_id: number | null
    replacement_accessory_id: number | null
    custom_texts: Record<string, string>
  }
  accessories: { accessory_id: number; variation_id: number | null }[]
}

export type CartLineRow = CartLineRecord & LineCopy

export type CartDocumentRow = {
  id: number
  order_id: number
  line_id: number | null
  accessory_id: number | null
  name: string
  size: number
  created_at: string
}

export type CartPromoRow = {
  id: number
  code: string
  percent_bp: number
  valid_from: string
  valid_to: string | null
  usage_limit: number | null
  used_count: number
}

/** A DRAFT order as the cart answer needs it. */
export type CartRow = {
  id: number
  version: number
  quotation_reference: string
  reference_client_code: string
  carrier_id: number | null
  /**
   * The area (decision 002) of the shipment address chosen on the cart (get_shipping_info, the wallet's start), while
   * it is still one of the client's; null before. The cart's VAT follows it as the order's will (issue 21 item 5).
   */
  destination_area: number | null
  updated_at: Date
  promo: CartPromoRow | null
  lines: CartLineRecord[]
  documents: CartDocumentRow[]
}

const CLIENT_CODES: Statement = {
  name: 'client_product_codes',
  text: `select ref_code, conf_code, client_code from client_product_codes where client_id = $1 order by id`,
}

/**
 * The caller's company over `users u`. Its port, country and group are named by id and looked up in clientTerms,
 * its product codes in clientCodes: the three joins and the codes' subquery cost the cart's statement a third of its
 * time in PostgreSQL.
 */
const CLIENT_COLUMNS = `case when c.id is null then null else json_build_object('id', c.id, 'ragione', c.ragione,
    'piva', c.piva, 'sdi_code', c.sdi_code, 'persona_fisica', c.persona_fisica, 'verified', c.verified,
    'can_see_prices', c.can_see_prices, 'can_create_order', c.can_create_order,
    'allow_line_notes', c.allow_line_notes, 'allow_client_product_ref', c.allow_client_product_ref,
    'iva_code', c.iva_code, 'zone_code', c.esaedro_zone_code, 'port_id', c.port_id,
    'carrier_id', c.carrier_id, 'client_group_id', c.client_group_id) end as cart_client`
const CLIENT_JOINS = 'left join clients c on c.id = u.client_id'

/** The company as the statements read it: CartClient with its port and country by id, without its group's discount and codes. */
type StoredClient = Omit<
  CartClient,
  'area' | 'port_key' | 'weborder_discount_bp' | 'client_product_codes'
> & {
  zone_code: string
  port_id: number | null
}

type ClientTerms = {
  portKeys: Record<string, PortKey>
  areas: Record<string, number>
  weborderBp: Record<string, number | null>
}

// Reference data staff rarely change: a change shows within seconds, as a change of the settings does.
const clientTerms = timedCache<ClientTerms>(5_000, async (db) => {
  const [row] = await queryRows(db, CLIENT_TERMS, [])
  return row as ClientTerms
})
const CLIENT_TERMS: Statement = {
  name: 'client_terms',
  text: `select (select coalesce(json_object_agg(id, key_cod_porto), '{}') from ports) as "portKeys",
    (select coalesce(json_object_agg(zone_code, esaedro_ind_area_naz), '{}') from countries) as areas,
    (select coalesce(json_object_agg(id, weborder_discount_bp), '{}') from client_groups) as "weborderBp"`,
}

/**
 * The codes a client gave its configurations (issue 10 item 8), kept a few seconds as the terms are: a code typed in
 * this process shows at once (forgetClientCodes), one typed through another within seconds.
 */
const clientCodes = timedCache(5_000, (db, clientId: number) =>
  queryRows(db, CLIENT_CODES, [clientId]).then((rows) => rows as CartClient['client_product_codes']),
)

/** A client's own product codes (kept a few seconds). */
export const findClientCodes = clientCodes.find

/** Call after writing a client's codes: this process's next read shows them. */
export const forgetClientCodes = clientCodes.forget

/**
 * The caller's company with its terms looked up: the port (default id 2), the country's area, the group's discount,
 * and its own product codes.
 */
export async function toCartClient(db: Db, stored: StoredClient | null): Promise<CartClient | null> {
  if (!stored) return null
  const [terms, codes] = await Promise.all([clientTerms.find(db), findClientCodes(db, stored.id)])
  const { zone_code, port_id, ...client } = stored
  return {
    ...client,
    client_product_codes: codes,
    area: terms.areas[zone_code] ?? null,
    port_key: terms.portKeys[port_id ?? DEFAULT_PORT_ID] as PortKey,
    weborder_discount_bp:
      client.client_group_id === null ? null : (terms.weborderBp[client.client_group_id] ?? null),
  }
}

/*
 * A line's configuration copy never changes once written (docs/decisions/019), so its code and accessories are read
 * once per process (line-copies.store.ts) and the cart's query reads only what a change can touch: the lines themselves.
 */
const LINES_JSON = `coalesce((select json_agg(json_build_object('id', l.id, 'qty', l.qty, 'position', l.position,
    'notes', l.notes, 'client_product_ref', l.client_product_ref, 'configuration_id', l.configuration_id,
    'added_price', l.added_price, 'added_discounted_price', l.added_discounted_price,
    'copy_id', l.product_configuration_id) order by l.position, l.id)
  from order_lines l where l.order_id = o.id), '[]'::json)`
/** The lines, or null when the cart is still the one of $`from` (id) and $`from + 1` (version): the caller has them. */
const linesUnlessKnown = (from: number) =>
  `case when o.id = $${from} and o.version = $${from + 1} then null else ${LINES_JSON} end`

type KnownLines = { cartId: number; version: number; lines: CartLineRecord[] }
/** Ways of asking whose cart's lines are kept: about 2 KB each for 20 lines. */
const KNOWN_KEPT = 10_000
const knownByDb = new WeakMap<Db, ReturnType<typeof createLru<KnownLines>>>()

/**
 * The lines this process last read for `key`, as the statement's parameters from `from` on, and the reader of the
 * answer's row: the kept lines when the statement left them out, else the new ones, kept in their place.
 */
function bindKnownLines(db: Db, key: string) {
  let known = knownByDb.get(db)
  if (!known) {
    known = createLru<KnownLines>(KNOWN_KEPT)
    knownByDb.set(db, known)
  }
  const kept = known.get(key)
  return {
    params: [kept?.cartId ?? null, kept?.version ?? null],
    read(row: Record<string, unknown> | undefined): CartRow | null {
      const cart = toCartRow(row, kept?.lines)
      if (cart && cart.lines !== kept?.lines)
        known.set(key, { cartId: cart.id, version: cart.version, lines: cart.lines })
      return cart
    },
  }
}

const DOCUMENTS = `coalesce((select json_agg(json_build_object('id', d.id, 'order_id', d.order_id, 'line_id', d.line_id,
    'accessory_id', d.accessory_id, 'name', d.name, 'size', d.size, 'created_at', d.created_at) order by d.id)
  from order_documents d where d.order_id = o.id), '[]'::json)`
const PROMO = `case when pr.id is null then null else json_build_object('id', pr.id, 'code', pr.code,
    'percent_bp', pr.percent_bp, 'valid_from', pr.valid_from, 'valid_to', pr.valid_to,
    'usage_limit', pr.usage_limit, 'used_count', pr.used_count) end`

const DESTINATION_AREA = `(select co.esaedro_ind_area_naz from addresses a
    join countries co on co.zone_code = a.esaedro_zone_code
  where a.id = o.shipment_address_id and a.client_id = o.client_id)`

/**
 * The cart over `orders o` and `promo_codes pr`, every column named cart_*; the known lines' id and version are
 * $`from`, $`from + 1` (null: always the lines).
 */
const cartColumns = (from: number | null) => `o.id as cart_id, o.version as cart_version,
  o.quotation_reference as cart_quotation_reference, o.reference_client_code as cart_reference_client_code,
  o.carrier_id as cart_carrier_id, ${DESTINATION_AREA} as cart_destination_area,
  o.updated_at as cart_updated_at, ${PROMO} as cart_promo,
  ${from === null ? LINES_JSON : linesUnlessKnown(from)} as cart_lines, ${DOCUMENTS} as cart_documents`

const CART_BY_USER: Statement = {
  name: 'cart_by_user',
  text: `select ${cartColumns(3)} from orders o left join promo_codes pr on pr.id = o.promo_code_id
    where o.user_id = $1 and coalesce(o.client_id, 0) = $2 and o.status = 'DRAFT'`,
}
const CART_BY_VISITOR: Statement = {
  name: 'cart_by_visitor',
  text: `select ${cartColumns(2)} from orders o left join promo_codes pr on pr.id = o.promo_code_id
    where o.visitor_token_hash = $1 and o.status = 'DRAFT'`,
}
const CART_USER_BY_ID: Statement = {
  name: 'cart_user',
  text: `select ${CLIENT_COLUMNS} from users u ${CLIENT_JOINS} where u.id = $1`,
}

/**
 * The cart columns of a row, or null when the row holds no cart (a left join that found none). `knownLines`: the
 * lines the statement was told of, which it left out (cart_lines null) when they are still the cart's.
 */
function toCartRow(row: Record<string, unknown> | undefined, knownLines?: CartLineRecord[]): CartRow | null {
  if (!row || row.cart_id === null || row.cart_id === undefined) return null
  return {
    id: row.cart_id as number,
    version: row.cart_version as number,
    quotation_reference: row.cart_quotation_reference as string,
    reference_client_code: row.cart_reference_client_code as string,
    carrier_id: row.cart_carrier_id as number | null,
    destination_area: (row.cart_destination_area as number | null) ?? null,
    updated_at: new Date(row.cart_updated_at as string | Date),
    promo: (row.cart_promo as CartPromoRow | null) ?? null,
    lines: (row.cart_lines as CartLineRecord[] | null) ?? (knownLines as CartLineRecord[]),
    documents: row.cart_documents as CartDocumentRow[],
  }
}

/** The signed-in user's company, read with the session (POST cart routes: the cart is read after the change). */
export const CART_USER_JOIN: SessionJoin<{ client: StoredClient | null }> = sessionJoin(
  'cart_user',
  { columns: CLIENT_COLUMNS, joins: CLIENT_JOINS },
  (row) => ({ client: (row.cart_client as StoredClient | null) ?? null }),
)

/** GET cart's one query: the session, the user's company and the user's cart for that company. */
export const CART_JOIN: SessionJoin<{ client: StoredClient | null; cart: CartRow | null }> = boundSessionJoin(
  'cart',
  {
    columns: `${CLIENT_COLUMNS}, ${cartColumns(2)}`,
    joins: `${CLIENT_JOINS}
      left join orders o on o.user_id = u.id and o.user_id is not null
        and coalesce(o.client_id, 0) = coalesce(u.client_id, 0) and o.status = 'DRAFT'
      left join promo_codes pr on pr.id = o.promo_code_id`,
  },
  (db, sessionId) => {
    const lines = bindKnownLines(db, `s:${sessionId}`)
    return {
      params: lines.params,
      read: (row) => ({ client: (row.cart_client as StoredClient | null) ?? null, cart: lines.read(row) }),
    }
  },
)

/** The signed-in user's company as the cart sees it (when the session's query did not bring it). */
export async function findCartUser(db: Db, userId: number): Promise<CartUser> {
  const [row] = await queryRows(db, CART_USER_BY_ID, [userId])
  return { userId, client: await toCartClient(db, (row?.cart_client as StoredClient | null) ?? null) }
}

/** The DRAFT order of a user for the company they act for (null: none). */
export async function findUserCartRow(
  db: Db,
  userId: number,
  clientId: number | null,
): Promise<CartRow | null> {
  const lines = bindKnownLines(db, `u:${userId}:${clientId}`)
  const [row] = await queryRows(db, CART_BY_USER, [userId, clientId ?? 0, ...lines.params])
  return lines.read(row)
}

/**
 * An order as the cart answer reads it, inside the caller's transaction and with every line (nothing kept): the
 * checkout freezes what it reads after locking the row (checkout.service.ts).
 */
export async function findCartRowInTx(tx: Tx, orderId: number): Promise<CartRow | null> {
  const result = await tx.execute(sql`select ${sql.raw(cartColumns(null))}
    from orders o left join promo_codes pr on pr.id = o.promo_code_id where o.id = ${orderId}`)
  return toCartRow(result.rows[0] as Record<string, unknown> | undefined)
}

/** The DRAFT order behind a visitor token's hash (null: none). */
export async function findVisitorCartRow(db: Db, tokenHash: string): Promise<CartRow | null> {
  const lines = bindKnownLines(db, `v:${tokenHash}`)
  const [row] = await queryRows(db, CART_BY_VISITOR, [tokenHash, ...lines.params])
  return lines.read(row)
}
