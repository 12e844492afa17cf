/** A map that keeps at most `limit` entries, forgetting the least recently read or written first. */
export function createLru<V>(limit: number) {
  const entries = new Map<string, V>()
  return {
    get(key: string): V | undefined {
      const hit = entries.get(key)
      if (hit !== undefined) {
        entries.delete(key)
        entries.set(key, hit)
      }
      return hit
    },
    set(key: string, value: V): void {
      entries.delete(key)
      entries.set(key, value)
      if (entries.size > limit) entries.delete(entries.keys().next().value as string)
    },
    delete(key: string): void {
      entries.delete(key)
    },
  }
}

/**
 * An LRU of values made by `load`, one at a time per key: requests for a key whose value is still being made share
 * that one promise (single flight), so twenty first requests do the work once. A failed load is not kept, and
 * neither is a key being loaded counted in the limit, so failures (an unknown key) never push out good values.
 */
export function createLoadingLru<V>(limit: number, load: (key: string) => Promise<V>) {
  const done = createLru<V>(limit)
  const loading = new Map<string, Promise<V>>()
  return {
    get(key: string): Promise<V> {
      const hit = done.get(key)
      if (hit !== undefined) return Promise.resolve(hit)
      let pending = loading.get(key)
      if (!pending) {
        pending = load(key)
          .then((value) => {
            done.set(key, value)
            return value
          })
          .finally(() => loading.delete(key))
        loading.set(key, pending)
      }
      return pending
    },
  }
}
