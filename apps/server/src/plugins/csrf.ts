import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { ServerSecret } from '../infra/secret.ts'
import { isSecureRequest, sessionToken } from './cookies.ts'
import { AppError } from './errors.ts'

// The contract's names: the web client, the API tests and other clients read them.
export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
/** The API answer that hands a token to a client without a valid one; the web client calls it before a first POST. */
const TOKEN_ROUTE = '/api/front/user'

/** What a token is bound to: the session cookie's hash (no database query), or nothing for an anonymous visitor. */
function binding(session: string | undefined): string {
  return session ? createHash('sha256').update(session).digest('base64url') : ''
}

/** A new token `nonce.mac`, where mac signs the session binding and the nonce with APP_SECRET's 'csrf' key. */
export function mintCsrfToken(secret: ServerSecret, session: string | undefined): string {
  const nonce = randomBytes(24).toString('base64url')
  return `${nonce}.${secret.sign('csrf', `${binding(session)}.${nonce}`)}`
}

/**
 * Pairs already verified: a browser sends the same token with the same session on every call, and the HMAC is the
 * hottest work on GET user (docs/decisions/015). Only successes are kept (a MAC that verified once always will, for
 * as long as the secret lives), per secret, and the map is emptied when it grows past the bound.
 */
const verified = new WeakMap<ServerSecret, Set<string>>()
const VERIFIED_MAX = 10_000

/** True when the token was minted by this shop for this session cookie (or for no session). */
export function isCsrfTokenFor(secret: ServerSecret, token: string, session: string | undefined): boolean {
  const dot = token.indexOf('.')
  if (dot <= 0) return false
  const key = `${session ?? ''}|${token}`
  const known = verified.get(secret) ?? new Set<string>()
  if (known.has(key)) return true
  if (!secret.verify('csrf', `${binding(session)}.${token.slice(0, dot)}`, token.slice(dot + 1))) return false
  verified.set(secret, known)
  if (known.size >= VERIFIED_MAX) known.clear()
  known.add(key)
  return true
}

function sameToken(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

const issued = new WeakSet<FastifyRequest>()

/**
 * Gives the browser a token bound to the session cookie it holds after this answer (null: none). Sign-in and
 * sign-out call it, so a token read before either stops working, and a planted cookie does not outlive them.
 */
export function issueCsrfToken(request: FastifyRequest, reply: FastifyReply, session: string | null): void {
  issued.add(request)
  reply.setCookie(XSRF_COOKIE, mintCsrfToken(request.server.deps.secret, session ?? undefined), {
    path: '/',
    sameSite: 'lax',
    secure: isSecureRequest(request),
  })
}

function isHtmlPage(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    !request.url.startsWith('/api/') && String(reply.getHeader('content-type') ?? '').startsWith('text/html')
  )
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route authenticates its caller another way (a provider's signature) and takes no CSRF header. */
    csrf?: boolean
  }
}

/**
 * Double-submit CSRF protection with a signed token: a readable XSRF-TOKEN cookie that only pages of this site can
 * copy into the X-XSRF-TOKEN header. A state-changing request passes only when the header equals the cookie and
 * the cookie was signed by us for the session cookie it comes with, so a value planted by a sibling subdomain or
 * a token copied from another session is refused with a 403.
 */
export const csrfPlugin = fp(async (app) => {
  app.addHook('onRequest', (request, _reply, done) => {
    // A route that proves its caller otherwise (the payment webhook's signature) opts out by name.
    if (!UNSAFE_METHODS.has(request.method) || request.routeOptions.config?.csrf === false) return done()
    const cookie = request.cookies[XSRF_COOKIE]
    const valid =
      sameToken(cookie, request.headers[XSRF_HEADER]) &&
      isCsrfTokenFor(app.deps.secret, cookie as string, sessionToken(request))
    done(valid ? undefined : new AppError('csrf_token_mismatch', 'errors.csrf_token_mismatch'))
  })

  // Minted only where a page or the client asks for it: never on assets, health checks or public cacheable answers,
  // which a Set-Cookie would keep out of shared caches.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.method === 'GET' &&
      !issued.has(request) &&
      (request.routeOptions.url === TOKEN_ROUTE || isHtmlPage(request, reply))
    ) {
      const cookie = request.cookies?.[XSRF_COOKIE]
      const session = sessionToken(request)
      if (!(cookie && isCsrfTokenFor(app.deps.secret, cookie, session)))
        issueCsrfToken(request, reply, session ?? null)
    }
    done(null, payload)
  })
})
