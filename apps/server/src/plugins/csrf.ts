import { randomBytes, timingSafeEqual } from 'node:crypto'
import fp from 'fastify-plugin'
import { AppError } from './errors.ts'

export const XSRF_COOKIE = 'XSRF-TOKEN'
export const XSRF_HEADER = 'x-xsrf-token'
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function sameToken(cookie: string | undefined, header: string | string[] | undefined): boolean {
  if (!cookie || typeof header !== 'string') return false
  const a = Buffer.from(cookie)
  const b = Buffer.from(header)
  return a.length === b.length && timingSafeEqual(a, b)
}

/**
 * Double-submit CSRF protection: a readable XSRF-TOKEN cookie that only pages of this site can copy into the
 * X-XSRF-TOKEN header. Every state-changing request without the matching header is refused with a 403.
 */
export const csrfPlugin = fp(async (app) => {
  app.addHook('onRequest', async (request, reply) => {
    const cookie = request.cookies[XSRF_COOKIE]
    if (!cookie) {
      reply.setCookie(XSRF_COOKIE, randomBytes(32).toString('base64url'), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
      })
    }
    if (UNSAFE_METHODS.has(request.method) && !sameToken(cookie, request.headers[XSRF_HEADER])) {
      throw new AppError('csrf_token_mismatch', 'errors.csrf_token_mismatch')
    }
  })
})
