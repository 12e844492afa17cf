import type { PortKey } from '@shop/domain/orders/cart-schemas'
import { type Db, queryRows, type Statement } from '../../db/client.ts'
import { type SessionJoin, sessionJoin } from '../../plugins/session.ts'

/*
 * The cart's reads in SQL (docs/decisions/015's way): who is asking and the whole cart come back as json values built
 * by PostgreSQL, so a cart costs a fixed number of round trips whatever its number of lines: one for a signed-in
 * GET cart (the session's own query), one for a visitor's. Lines, their configuration copies, the copies'
 * accessories and the documents are nested in the one statement.
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
export type CartUser = { userId: number; client: CartClient | null }

/** A line as the cart's query reads it; its configuration copy comes from line-copies.ts. */
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
  updated_at: Date
  promo: CartPromoRow | null
  lines: CartLineRecord[]
  documents: CartDocumentRow[]
}

const CLIENT_CODES = `coalesce((select json_agg(json_build_object('ref_code', k.ref_code, 'conf_code', k.conf_code,
    'client_code', k.client_code) order by k.id) from client_product_codes k where k.client_id = c.id), '[]'::json)`

/** The caller's company over `users u`, with its group, country and port. */
const CLIENT_COLUMNS = `case when c.id is null then null else json_build_object('id', c.id, 'ragione', c.ragione,
    'piva', c.piva, 'sdi_code', c.sdi_code, 'persona_fisica', c.persona_fisica, 'verified', c.verified,
    'can_see_prices', c.can_see_prices, 'can_create_order', c.can_create_order,
    'allow_line_notes', c.allow_line_notes, 'allow_client_product_ref', c.allow_client_product_ref,
    'iva_code', c.iva_code, 'area', co.esaedro_ind_area_naz, 'port_key', cp.key_cod_porto,
    'carrier_id', c.carrier_id, 'client_group_id', c.client_group_id,
    'weborder_discount_bp', cg.weborder_discount_bp, 'client_product_codes', ${CLIENT_CODES}) end as cart_client`
const CLIENT_JOINS = `left join clients c on c.id = u.client_id
  left join client_groups cg on cg.id = c.client_group_id
  left join countries co on co.zone_code = c.esaedro_zone_code
  left join ports cp on cp.id = coalesce(c.port_id, ${DEFAULT_PORT_ID})`

/*
 * A line's configuration copy never changes once written (docs/decisions/019), so its code and accessories are read
 * once per process (line-copies.ts) and the cart's query reads only what a change can touch: the lines themselves.
 */
const LINES = `coalesce((select json_agg(json_build_object('id', l.id, 'qty', l.qty, 'position', l.position,
    'notes', l.notes, 'client_product_ref', l.client_product_ref, 'configuration_id', l.configuration_id,
    'added_price', l.added_price, 'added_discounted_price', l.added_discounted_price,
    'copy_id', l.product_configuration_id) order by l.position, l.id)
  from order_lines l where l.order_id = o.id), '[]'::json)`
const DOCUMENTS = `coalesce((select json_agg(json_build_object('id', d.id, 'order_id', d.order_id, 'line_id', d.line_id,
    'accessory_id', d.accessory_id, 'name', d.name, 'size', d.size, 'created_at', d.created_at) order by d.id)
  from order_documents d where d.order_id = o.id), '[]'::json)`
const PROMO = `case when pr.id is null then null else json_build_object('id', pr.id, 'code', pr.code,
    'percent_bp', pr.percent_bp, 'valid_from', pr.valid_from, 'valid_to', pr.valid_to,
    'usage_limit', pr.usage_limit, 'used_count', pr.used_count) end`

/** The cart over `orders o` and `promo_codes pr`, every column named cart_*. */
const CART_COLUMNS = `o.id as cart_id, o.version as cart_version, o.quotation_reference as cart_quotation_reference,
  o.reference_client_code as cart_reference_client_code, o.carrier_id as cart_carrier_id,
  o.updated_at as cart_updated_at, ${PROMO} as cart_promo, ${LINES} as cart_lines, ${DOCUMENTS} as cart_documents`

const CART_BY_USER: Statement = {
  name: 'cart_by_user',
  text: `select ${CART_COLUMNS} from orders o left join promo_codes pr on pr.id = o.promo_code_id
    where o.user_id = $1 and coalesce(o.client_id, 0) = $2 and o.status = 'DRAFT'`,
}
const CART_BY_VISITOR: Statement = {
  name: 'cart_by_visitor',
  text: `select ${CART_COLUMNS} from orders o left join promo_codes pr on pr.id = o.promo_code_id
    where o.visitor_token_hash = $1 and o.status = 'DRAFT'`,
}
const CART_USER_BY_ID: Statement = {
  name: 'cart_user',
  text: `select ${CLIENT_COLUMNS} from users u ${CLIENT_JOINS} where u.id = $1`,
}

function toCartUser(userId: number, row: Record<string, unknown>): CartUser {
  return { userId, client: (row.cart_client as CartClient | null) ?? null }
}

/** The cart columns of a row, or null when the row holds no cart (a left join that found none). */
function toCartRow(row: Record<string, unknown> | undefined): CartRow | null {
  if (!row || row.cart_id === null || row.cart_id === undefined) return null
  return {
    id: row.cart_id as number,
    version: row.cart_version as number,
    quotation_reference: row.cart_quotation_reference as string,
    reference_client_code: row.cart_reference_client_code as string,
    carrier_id: row.cart_carrier_id as number | null,
    updated_at: new Date(row.cart_updated_at as string | Date),
    promo: (row.cart_promo as CartPromoRow | null) ?? null,
    lines: row.cart_lines as CartLineRecord[],
    documents: row.cart_documents as CartDocumentRow[],
  }
}

/** The signed-in user's company, read with the session (POST cart routes: the cart is read after the change). */
export const CART_USER_JOIN: SessionJoin<Omit<CartUser, 'userId'>> = sessionJoin(
  'cart_user',
  { columns: CLIENT_COLUMNS, joins: CLIENT_JOINS },
  (row) => ({ client: (row.cart_client as CartClient | null) ?? null }),
)

/** GET cart's one query: the session, the user's company and the user's cart for that company. */
export const CART_JOIN: SessionJoin<{ client: CartClient | null; cart: CartRow | null }> = sessionJoin(
  'cart',
  {
    columns: `${CLIENT_COLUMNS}, ${CART_COLUMNS}`,
    joins: `${CLIENT_JOINS}
      left join orders o on o.user_id = u.id and o.user_id is not null
        and coalesce(o.client_id, 0) = coalesce(u.client_id, 0) and o.status = 'DRAFT'
      left join promo_codes pr on pr.id = o.promo_code_id`,
  },
  (row) => ({ client: (row.cart_client as CartClient | null) ?? null, cart: toCartRow(row) }),
)

/** The signed-in user's company as the cart sees it (when the session's query did not bring it). */
export async function findCartUser(db: Db, userId: number): Promise<CartUser> {
  const [row] = await queryRows(db, CART_USER_BY_ID, [userId])
  return row ? toCartUser(userId, row) : { userId, client: null }
}

/** The DRAFT order of a user for the company they act for (null: none). */
export async function findUserCartRow(
  db: Db,
  userId: number,
  clientId: number | null,
): Promise<CartRow | null> {
  const [row] = await queryRows(db, CART_BY_USER, [userId, clientId ?? 0])
  return toCartRow(row)
}

/** The DRAFT order behind a visitor token's hash (null: none). */
export async function findVisitorCartRow(db: Db, tokenHash: string): Promise<CartRow | null> {
  const [row] = await queryRows(db, CART_BY_VISITOR, [tokenHash])
  return toCartRow(row)
}
