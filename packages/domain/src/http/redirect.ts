const BASE = 'http://same-site.invalid'

function isUnsafeChar(ch: string): boolean {
  const code = ch.charCodeAt(0)
  return ch === '\\' || code < 0x20 || code === 0x7f
}

/** A path a browser would read as another host: '//host' and '/\host' (browsers read a backslash as a slash). */
function leavesSite(path: string): boolean {
  return path.startsWith('//') || path.startsWith('/\\') || [...path].some(isUnsafeChar)
}

/** The path with every percent-escape undone (repeatedly, for double encoding), or null when it is not valid UTF-8. */
function fullyDecoded(path: string): string | null {
  let current = path
  for (let i = 0; i < 5; i++) {
    let next: string
    try {
      next = decodeURIComponent(current)
    } catch {
      return null
    }
    if (next === current) return current
    current = next
  }
  return null
}

/**
 * The same-site path (with query and hash) a `redir` parameter may send the user to, or null when it could leave
 * the site. The path is checked as the browser will use it (after URL normalisation: '/..//evil' becomes
 * '//evil'), and again with its escapes undone, since a router or server that decodes '%2F' would read
 * '/%2F%2Fevil' as '//evil'.
 */
export function safeRedirect(value: unknown): string | null {
  if (typeof value !== 'string' || !value.startsWith('/') || leavesSite(value)) return null
  let url: URL
  try {
    url = new URL(value, BASE)
  } catch {
    return null
  }
  if (url.origin !== BASE || leavesSite(url.pathname)) return null
  const decoded = fullyDecoded(url.pathname)
  if (decoded === null || leavesSite(decoded) || leavesSite(new URL(decoded, BASE).pathname)) return null
  const target = `${url.pathname}${url.search}${url.hash}`
  // What we answer must itself normalise to the same place, or the check above was about another path.
  return new URL(target, BASE).href === url.href ? target : null
}
