const BASE = 'http://same-site.invalid'

function isUnsafeChar(ch: string): boolean {
  const code = ch.charCodeAt(0)
  return ch === '\\' || code < 0x20 || code === 0x7f
}

/** The same-site path (with query and hash) a `redir` parameter may send the user to, or null when it could leave the site. */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/')) return null
  // Browsers read a backslash as a slash and drop tabs and newlines, so '/\evil' and '/\t/evil' would become '//evil'.
  if (value.startsWith('//') || [...value].some(isUnsafeChar)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE) return null
  return `${url.pathname}${url.search}${url.hash}`
}
