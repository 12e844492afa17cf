import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.ts'

/** The session cookie's name outside production (over plain http on a developer's machine). */
export const SESSION_COOKIE = 'shop_session'

/**
 * In production the session cookie is `__Host-shop_session`: browsers accept that name only with Secure, Path=/
 * and no Domain, so neither a sibling subdomain nor a plain-http page can plant or overwrite it.
 */
export function sessionCookieName(config: Pick<Config, 'NODE_ENV'>): string {
  return config.NODE_ENV === 'production' ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE
}

/** Production cookies are always Secure (PUBLIC_URL is https there); elsewhere when the request came over https. */
export function isSecureRequest(request: FastifyRequest): boolean {
  return request.server.deps.config.NODE_ENV === 'production' || request.protocol === 'https'
}

/** The session cookie's value the browser sent, if any (none yet when a request is refused before cookies are read). */
export function sessionToken(request: FastifyRequest): string | undefined {
  return request.cookies?.[sessionCookieName(request.server.deps.config)] || undefined
}
