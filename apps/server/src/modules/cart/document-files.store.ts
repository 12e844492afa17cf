import { inArray } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Queryable } from '../../db/client.ts'
import { orderDocuments } from '../../db/schema/index.ts'
import type { Storage } from '../../infra/storage.ts'

/**
 * The stored files of a cart's documents, for the cart's use cases that delete carts (emptying, the visitor purge)
 * as well as for the documents' own: here, below both, so that the cart needs nothing from modules/documents.
 */

/** The stored files of these orders' documents: read them before the rows go, remove them after the commit. */
export async function findDocumentKeys(q: Queryable, orderIds: number[]): Promise<string[]> {
  if (orderIds.length === 0) return []
  const rows = await q
    .select({ key: orderDocuments.storageKey })
    .from(orderDocuments)
    .where(inArray(orderDocuments.orderId, orderIds))
  return rows.map((r) => r.key)
}

/** Removes files whose rows are gone; a file already missing is fine, one that cannot be removed is logged. */
export async function removeStoredFiles(storage: Storage, keys: string[], log: FastifyBaseLogger) {
  for (const key of keys) {
    await storage.delete(key).catch((err) => log.error({ err, key }, 'document file not removed'))
  }
}
