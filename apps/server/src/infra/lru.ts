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
