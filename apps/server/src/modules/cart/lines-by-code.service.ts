import type { Lang } from '@shop/domain/i18n/langs'
import { type Cart, MAX_CART_LINES, MAX_LINE_QTY } from '@shop/domain/orders/cart-schemas'
import { canSeePrices } from '@shop/domain/orders/permissions'
import type { CartLineOutcome } from '@shop/domain/orders/quick-order-schemas'
import { eq, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orders } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { findCatalog } from '../catalog/catalog.store.ts'
import { findSettings } from '../lookups/settings.service.ts'
import type { CartDeps } from './cart.service.ts'
import { findCart } from './cart.service.ts'
import { bumpCart, lockOrCreateCart } from './cart.store.ts'
import type { CartClient } from './cart-rows.store.ts'
import type { DecodedLine, LineToAdd } from './lines-by-code.rules.ts'

/**
 * Puts many lines given by configuration code into the signed-in caller's cart in one transaction (issue 26 items 4
 * and 5): the quick order and the reorder. Lines are checked and priced in memory (lines-by-code.rules.ts); the
 * writes are a fixed number of statements whatever the number of lines. A configuration the cart holds already adds
 * its quantity, as POST cart/{lang}/add does; lines of the same configuration in one batch are one line.
 */

/** Who fills the cart: a signed-in user and the company they act for. */
export type ByCodeCaller = { userId: number; client: CartClient | null }

/** The batch keys a cart remembers (orders.attrib.cart_batches): a repeat within them adds nothing. */
const BATCHES_KEPT = 20

/** The snapshot and whether the caller sees prices: what decoding needs. */
export async function findDecodingContext(deps: Pick<CartDeps, 'db'>, caller: ByCodeCaller) {
  const [snap, settings] = await Promise.all([findCatalog(deps.db), findSettings(deps.db)])
  const showPrices = canSeePrices({ client: caller.client, show_public_prices: settings.show_public_prices })
  return { snap, settings, viewer: { client: caller.client, showPrices } }
}

/** The lines of one batch that share a configuration, as one: quantities summed, the first reference and note kept. */
function mergeSameLines(lines: readonly LineToAdd[]): LineToAdd[] {
  const byKey = new Map<string, LineToAdd>()
  for (const line of lines) {
    const same = byKey.get(line.lineKey)
    if (!same) byKey.set(line.lineKey, { ...line })
    else {
      same.qty = Math.min(same.qty + line.qty, MAX_LINE_QTY)
      same.clientProductRef ||= line.clientProductRef
      same.notes ||= line.notes
    }
  }
  return [...byKey.values()]
}

/** True when the cart saw this batch already; otherwise remembers it. */
async function isRepeat(tx: Tx, cartId: number, key: string): Promise<boolean> {
  const [row] = await tx.select({ attrib: orders.attrib }).from(orders).where(eq(orders.id, cartId))
  const seen = Array.isArray(row?.attrib.cart_batches) ? (row.attrib.cart_batches as string[]) : []
  if (seen.includes(key)) return true
  await tx
    .update(orders)
    .set({ attrib: { ...row?.attrib, cart_batches: [...seen.slice(1 - BATCHES_KEPT), key] } })
    .where(eq(orders.id, cartId))
  return false
}

/**
 * Writes the lines: the same configurations add to their lines, the others are new lines each with its own
 * configuration copy (decision 019), after the cart's lines. A cart that cannot hold them refuses with 422
 * 'cart full', nothing changed. Answers each configuration's cart line id by line key.
 */
async function writeLines(
  tx: Tx,
  cartId: number,
  owner: { userId: number; clientId: number | null },
  lines: readonly LineToAdd[],
): Promise<Map<string, number>> {
  const rows = lines.map((l) => ({
    key: l.lineKey,
    qty: l.qty,
    ref: l.clientProductRef,
    notes: l.notes,
    price: l.addedPrice,
    discounted: l.addedDiscountedPrice,
    type: l.checked.type,
    code: l.checked.decoded.code,
    model: l.checked.type === 'B' ? l.checked.decoded.baseModelId : null,
    replacement: l.checked.type === 'A' ? (l.checked.decoded.accessoryIds[0] ?? null) : null,
    texts: l.checked.customTexts,
    accessories: l.checked.decoded.accessoryIds.map((id, position) => ({
      id,
      variation: l.checked.byAccessory.get(id) ?? null,
      position,
    })),
  }))
  const json = JSON.stringify(rows)
  const same = await tx.execute(sql`
    update order_lines l set qty = least(l.qty + v.qty, ${MAX_LINE_QTY}::int),
      client_product_ref = case when l.client_product_ref = '' then v.ref else l.client_product_ref end,
      notes = case when l.notes = '' then v.notes else l.notes end
    from json_to_recordset(${json}::json) as v(key text, qty int, ref text, notes text)
    where l.order_id = ${cartId}::int and l.line_key = v.key
    returning l.id, l.line_key`)
  const lineIds = new Map(same.rows.map((r) => [r.line_key as string, r.id as number]))
  const fresh = rows.filter((r) => !lineIds.has(r.key))
  if (fresh.length === 0) return lineIds
  const counted = await tx.execute(
    sql`select count(*)::int as n, coalesce(max(position), 0)::int as last from order_lines where order_id = ${cartId}::int`,
  )
  const held = counted.rows[0] as { n: number; last: number }
  if (held.n + fresh.length > MAX_CART_LINES)
    throw validationFailure([{ path: [], message: 'orders.cart_full' }])
  // New copy ids first, so each copy, its accessories and its line are written in one statement.
  const inserted = await tx.execute(sql`
    with v as materialized (
      select v.*, row_number() over () as n,
        nextval(pg_get_serial_sequence('product_configurations', 'id'))::int as copy_id
      from json_to_recordset(${JSON.stringify(fresh)}::json) as v(key text, qty int, ref text, notes text,
        price bigint, discounted bigint, type text, code text, model int, replacement int, texts jsonb,
        accessories json)
    ), copies as (
      insert into product_configurations (id, type, configuration_code, base_model_id, replacement_accessory_id,
        owner_user_id, owner_client_id, custom_texts, line_copy)
      select v.copy_id, v.type, v.code, v.model, v.replacement, ${owner.userId}::int, ${owner.clientId}::int,
        v.texts, true
      from v
    ), accessories as (
      insert into product_configuration_accessories (product_configuration_id, accessory_id,
        accessory_attributes_variation_id, position)
      select v.copy_id, a.id, a.variation, a.position
      from v cross join json_to_recordset(v.accessories) as a(id int, variation int, position int)
    )
    insert into order_lines (order_id, position, qty, product_configuration_id, line_key, notes, client_product_ref,
      added_price, added_discounted_price)
    select ${cartId}::int, ${held.last}::int + v.n, v.qty, v.copy_id, v.key, v.notes, v.ref, v.price, v.discounted
    from v
    returning id, line_key`)
  for (const r of inserted.rows) lineIds.set(r.line_key as string, r.id as number)
  return lineIds
}

/** What the caller's transaction may add once the lines are written (the reorder's datasheets). */
export type AfterLines = (tx: Tx, cartId: number, lineIdByKey: ReadonlyMap<string, number>) => Promise<void>

/**
 * Adds the lines that passed to the caller's cart, creating it when there is none, in one transaction; `key` makes a
 * repeat add nothing (answered with the same outcomes and the cart as it is). Answers the outcomes, how many lines
 * were added now and the cart.
 */
export async function addLinesByCode(
  deps: CartDeps,
  caller: ByCodeCaller,
  lang: Lang,
  decoded: readonly DecodedLine[],
  key: string,
  afterLines?: AfterLines,
): Promise<{ lines: CartLineOutcome[]; added: number; cart: Cart }> {
  const settings = await findSettings(deps.db)
  if (settings.cart_maintenance) throw new AppError('cart_maintenance', 'errors.cart_maintenance')
  const toAdd = mergeSameLines(decoded.flatMap((d) => (d.add ? [d.add] : [])))
  const owner = { userId: caller.userId, clientId: caller.client?.id ?? null }
  const added =
    toAdd.length === 0
      ? 0
      : await deps.db.transaction(async (tx) => {
          const cartId = await lockOrCreateCart(tx, owner, caller.userId)
          if (await isRepeat(tx, cartId, key)) return 0
          const lineIds = await writeLines(tx, cartId, owner, toAdd)
          await afterLines?.(tx, cartId, lineIds)
          await bumpCart(tx, cartId)
          return decoded.filter((d) => d.add).length
        })
  return { lines: decoded.map((d) => d.outcome), added, cart: await findCart(deps, caller, lang) }
}
