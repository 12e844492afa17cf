import type { Db } from '../db/client.ts'

/**
 * A value read from a database and kept per database for `ms`: the first read after that waits for a new one. A
 * failed read is not kept. `forget` makes this process's next read fresh (after its own write, in tests).
 */
export function timedCache<T>(ms: number, load: (db: Db) => Promise<T>) {
  const cache = new WeakMap<Db, { at: number; value: Promise<T> }>()
  return {
    find(db: Db): Promise<T> {
      const hit = cache.get(db)
      if (hit && Date.now() - hit.at < ms) return hit.value
      const value = load(db)
      cache.set(db, { at: Date.now(), value })
      value.catch(() => {
        if (cache.get(db)?.value === value) cache.delete(db)
      })
      return value
    },
    forget(db: Db): void {
      cache.delete(db)
    },
  }
}
