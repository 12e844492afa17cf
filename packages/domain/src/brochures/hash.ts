/** The page a location hash points at: a positive integer, else 1; past the end means the last page. */
export function parsePageHash(hash: string, pageCount: number): number {
  const raw = hash.replace(/^#/, '')
  const last = Math.max(1, pageCount)
  if (!/^\d+$/.test(raw) || Number(raw) < 1) return 1
  return Math.min(Number(raw), last)
}

/** The hash that names a page. */
export function pageHash(page: number): string {
  return `#${page}`
}
