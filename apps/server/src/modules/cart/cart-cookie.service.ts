import { createHash, randomBytes } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../../config.ts'
import { isSecureRequest } from '../../plugins/cookies.ts'

/**
 * A visitor's cart cookie (docs/decisions/019): a random token and its HMAC under APP_SECRET, httpOnly, 30 days.
 * The table keeps the token's sha-256 only, so neither a copy of the table nor a guessed value reaches a cart, and a
 * cookie whose MAC fails is ignored without a query. No session row is made for a visitor (decision 004).
 */

export const CART_COOKIE = 'shop_cart'
const MAC_PURPOSE = 'cart'
/** The cookie lives as long as an untouched visitor cart (the purge's 30 days); every change renews it. */
export const CART_COOKIE_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** `__Host-shop_cart` in production: Secure, Path=/ and no Domain, so no sibling subdomain can plant one. */
export function cartCookieName(config: Pick<Config, 'NODE_ENV'>): string {
  return config.NODE_ENV === 'production' ? `__Host-${CART_COOKIE}` : CART_COOKIE
}

/** What the table keeps of a visitor token. */
export function hashVisitorToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** A new random visitor token (the cookie carries it with its MAC; the table its hash). */
export function newVisitorToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashVisitorToken(token) }
}

/** The visitor token the browser's cart cookie carries, when its MAC holds; null otherwise (no query made). */
export function readVisitorToken(request: FastifyRequest): string | null {
  const raw = request.cookies?.[cartCookieName(request.server.deps.config)]
  if (!raw || raw.length > 200) return null
  const dot = raw.indexOf('.')
  if (dot <= 0) return null
  const token = raw.slice(0, dot)
  const mac = raw.slice(dot + 1)
  if (!/^[\w-]{43}$/.test(token)) return null
  return request.server.deps.secret.verify(MAC_PURPOSE, token, mac) ? token : null
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) }
}

/** Gives the browser (again) its visitor cart cookie, for another 30 days. */
export function setVisitorCookie(request: FastifyRequest, reply: FastifyReply, token: string): void {
  const value = `${token}.${request.server.deps.secret.sign(MAC_PURPOSE, token)}`
  reply.setCookie(cartCookieName(request.server.deps.config), value, {
    ...cookieOptions(request),
    maxAge: CART_COOKIE_MAX_AGE_SECONDS,
  })
}

/** Tells the browser to drop its visitor cart cookie (the cart was merged into an account's). */
export function clearVisitorCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(cartCookieName(request.server.deps.config), cookieOptions(request))
}
