import { sql } from 'drizzle-orm'
import { type Db, queryRows, type Statement, type Tx } from '../../db/client.ts'
import type { CartRow, LineCopy } from './cart-rows.store.ts'

/*
 * A cart line's configuration copy is written once, when the line is added, and never changed (docs/decisions/019):
 * its code, product and accessories are kept here after the first read, so a cart read queries the lines alone and a
 * 20-line cart costs PostgreSQL what a 1-line one does. Copies are deleted with their line, never reused under the same
 * id (serial), so an entry can only be unused, never wrong.
 */

/** Copies kept per database; past this the cache starts again (a few hundred bytes each). */
const MAX_COPIES = 20_000
const caches = new WeakMap<Db, Map<number, LineCopy>>()

const COPIES_SELECT = `select pc.id, json_build_object('id', pc.id, 'type', pc.type, 'configuration_code', pc.configuration_code,
      'current_ref_code', pc.current_ref_code, 'base_model_id', pc.base_model_id,
      'replacement_accessory_id', pc.replacement_accessory_id, 'custom_texts', pc.custom_texts) as copy,
    coalesce((select json_agg(json_build_object('accessory_id', a.accessory_id,
      'variation_id', a.accessory_attributes_variation_id) order by a.position)
      from product_configuration_accessories a where a.product_configuration_id = pc.id), '[]'::json) as accessories
    from product_configurations pc`
const COPIES: Statement = { name: 'line_copies', text: `${COPIES_SELECT} where pc.id = any($1::int[])` }

function cacheOf(db: Db): Map<number, LineCopy> {
  let cache = caches.get(db)
  if (!cache) {
    cache = new Map()
    caches.set(db, cache)
  }
  return cache
}

/**
 * The configuration copies of a cart's lines by id: from memory, the missing ones in one query, run in `tx` when
 * given (the checkout reads inside its transaction, and on PGlite a query beside an open transaction waits for it).
 */
export async function findLineCopies(
  db: Db,
  cart: Pick<CartRow, 'lines'> | null,
  tx?: Tx,
): Promise<ReadonlyMap<number, LineCopy>> {
  const cache = cacheOf(db)
  const found = new Map<number, LineCopy>()
  const missing: number[] = []
  for (const { copy_id: id } of cart?.lines ?? []) {
    const hit = cache.get(id)
    if (hit) found.set(id, hit)
    else missing.push(id)
  }
  if (missing.length === 0) return found
  const rows = tx
    ? ((
        await tx.execute(sql`${sql.raw(COPIES_SELECT)} where pc.id = any(${`{${missing.join(',')}}`}::int[])`)
      ).rows as Record<string, unknown>[])
    : await queryRows(db, COPIES, [missing])
  if (cache.size + rows.length > MAX_COPIES) cache.clear()
  for (const row of rows) {
    const copy = {
      copy: row.copy as LineCopy['copy'],
      accessories: row.accessories as LineCopy['accessories'],
    }
    cache.set(row.id as number, copy)
    found.set(row.id as number, copy)
  }
  return found
}
