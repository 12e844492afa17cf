import { createHash } from 'node:crypto'
import type { FastifyReply, FastifyRequest } from 'fastify'

function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false
  return ifNoneMatch.split(',').some((tag) => {
    const t = tag.trim()
    return t === '*' || t.replace(/^W\//, '') === etag
  })
}

/**
 * An onSend hook for GET answers that are the same for everyone: an ETag from the serialized body, the
 * given Cache-Control, and 304 without a body when the browser's copy is still current. Hashing the body
 * costs less than tracking when the data behind each answer changed.
 */
export function cacheable(cacheControl: string, vary?: string) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (reply.statusCode !== 200 || typeof payload !== 'string') return payload
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`
    reply.header('etag', etag).header('cache-control', cacheControl)
    if (vary) reply.header('vary', vary)
    if (!matchesEtag(request.headers['if-none-match'], etag)) return payload
    reply.code(304)
    return null
  }
}

/** Lookups change only when staff edit them; the spec's resource cache is 600 s. */
export const PUBLIC_LOOKUP_CACHE = 'public, max-age=600'

/** The answer depends on the request's language, which comes from these headers when ?lang= is absent. */
export const VARY_LANG = 'X-Lang, Accept-Language'
