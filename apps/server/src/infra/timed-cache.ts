import type { Db } from '../db/client.ts'
import { createLru } from './lru.ts'

/** Keys kept per database (e.g. one per client): the least recently read go first. */
const KEYS_KEPT = 10_000

/**
 * Values read from a database and kept per database and key for `ms`: the first read after that waits for a new
 * one. A failed read is not kept. `forget` makes this process's next read fresh (after its own write, in tests).
 */
export function timedCache<T, K extends string | number = ''>(
  ms: number,
  load: (db: Db, key: K) => Promise<T>,
) {
  const byDb = new WeakMap<Db, ReturnType<typeof createLru<{ at: number; value: Promise<T> }>>>()
  const entriesOf = (db: Db) => {
    let entries = byDb.get(db)
    if (!entries) {
      entries = createLru(KEYS_KEPT)
      byDb.set(db, entries)
    }
    return entries
  }
  return {
    find(db: Db, key = '' as K): Promise<T> {
      const entries = entriesOf(db)
      const id = String(key)
      const hit = entries.get(id)
      if (hit && Date.now() - hit.at < ms) return hit.value
      const value = load(db, key)
      const entry = { at: Date.now(), value }
      entries.set(id, entry)
      value.catch(() => {
        if (entries.get(id) === entry) entries.delete(id)
      })
      return value
    },
    forget(db: Db, key = '' as K): void {
      entriesOf(db).delete(String(key))
    },
  }
}
