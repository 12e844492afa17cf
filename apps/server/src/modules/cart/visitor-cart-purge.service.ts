import { and, eq, inArray, isNull, lt } from 'drizzle-orm'
import { orderLines, orders } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import type { JobDefinition } from '../../infra/jobs.ts'
import { deleteLineCopies } from './cart.store.ts'
import { findDocumentKeys, removeStoredFiles } from './document-files.store.ts'

/** A visitor's cart untouched for this long is deleted with its documents (docs/decisions/019). */
export const VISITOR_CART_DAYS = 30
/** Carts per transaction: a long backlog is deleted in short transactions, never one that blocks PGlite for long. */
const BATCH = 200

type PurgeDeps = Pick<Deps, 'db' | 'storage' | 'log' | 'clock'>

/**
 * Deletes the DRAFT carts without a user (visitors') whose last change is older than VISITOR_CART_DAYS, batch by
 * batch; lines and document rows go with them (cascade), the lines' configuration copies too, and the documents'
 * files after each batch's commit. Returns how many
 * carts went.
 */
export async function purgeVisitorCarts(deps: PurgeDeps, now = deps.clock()): Promise<number> {
  const { db, storage, log } = deps
  const before = new Date(now.getTime() - VISITOR_CART_DAYS * 24 * 60 * 60 * 1000)
  let purged = 0
  for (;;) {
    const { ids, keys } = await db.transaction(async (tx) => {
      // skip locked: a cart a visitor is changing right now is left for tomorrow rather than waited for.
      const due = await tx
        .select({ id: orders.id })
        .from(orders)
        .where(and(eq(orders.status, 'DRAFT'), isNull(orders.userId), lt(orders.updatedAt, before)))
        .orderBy(orders.id)
        .limit(BATCH)
        .for('update', { skipLocked: true })
      const ids = due.map((o) => o.id)
      if (ids.length === 0) return { ids, keys: [] }
      const keys = await findDocumentKeys(tx, ids)
      const copies = await tx
        .select({ id: orderLines.productConfigurationId })
        .from(orderLines)
        .where(inArray(orderLines.orderId, ids))
      await tx.delete(orders).where(inArray(orders.id, ids))
      // Each line's own configuration copy goes with it (never shared, never listed: decision 019).
      await deleteLineCopies(
        tx,
        copies.map((c) => c.id),
      )
      return { ids, keys }
    })
    if (ids.length === 0) break
    await removeStoredFiles(storage, keys, log)
    purged += ids.length
    if (ids.length < BATCH) break
  }
  if (purged > 0) log.info({ purged }, 'visitor carts purged')
  return purged
}

/** Daily, at a quiet hour (UTC), on the job engine (docs/decisions/010): one run per day among all processes. */
export const visitorCartPurgeJob: JobDefinition<PurgeDeps> = {
  name: 'visitor-cart-purge',
  settings: { retryLimit: 2, retryDelay: 600 },
  cron: '41 3 * * *',
  handler: async (deps) => {
    await purgeVisitorCarts(deps)
  },
}
