import { createContext, use } from 'react'
import { Navigate } from 'react-router'

/**
 * What a page tells the server's render beyond its HTML: it lives at another address (the server answers 301 there,
 * or 302 when that depends on who asks), or what it shows is not there (the server answers 404 with the page as
 * rendered). In the browser nobody collects.
 */
export type ServerAnswer = { redirect: string; permanent: boolean } | { status: 404 }

export const ServerAnswerCollector = createContext<((answer: ServerAnswer) => void) | null>(null)

/**
 * The page is at `to`: a redirect from the server (301 for the canonical address of what the URL names, 302 for one
 * that depends on the session), a replacing navigation in the browser.
 */
export function Redirect({ to, permanent = false }: { to: string; permanent?: boolean }) {
  const collect = use(ServerAnswerCollector)
  if (!collect) return <Navigate to={to} replace />
  collect({ redirect: to, permanent })
  return null
}

/** Rendered where a page says what it shows is not there: the server answers 404 (search engines drop the page). */
export function NotFoundStatus() {
  use(ServerAnswerCollector)?.({ status: 404 })
  return null
}
