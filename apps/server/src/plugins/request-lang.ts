import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import fp from 'fastify-plugin'
import { AppError } from './errors.ts'

declare module 'fastify' {
  interface FastifyRequest {
    /** The language the answer's messages are in: X-Lang header, ?lang=, else Accept-Language, else it. */
    lang: Lang
  }
}

function requestLang(header: unknown, query: unknown, acceptLanguage: string | undefined): Lang {
  if (isLang(header)) return header
  if (isLang(query)) return query
  for (const part of (acceptLanguage ?? '').split(',')) {
    const code = part.trim().slice(0, 2).toLowerCase()
    if (isLang(code)) return code
  }
  return DEFAULT_LANG
}

/** Longer paths answer 414: no route needs them (codes and slugs stay under 300), and each costs the router. */
const MAX_PATH_LENGTH = 2048

/** Sets request.lang on every request, and refuses a path too long (414) in that language. */
export const requestLangPlugin = fp(async (app) => {
  app.decorateRequest('lang', DEFAULT_LANG)
  app.addHook('onRequest', (request, _reply, done) => {
    const queryAt = request.url.indexOf('?')
    if ((queryAt < 0 ? request.url.length : queryAt) > MAX_PATH_LENGTH) {
      request.lang = requestLang(request.headers['x-lang'], undefined, request.headers['accept-language'])
      return done(new AppError('uri_too_long', 'errors.uri_too_long'))
    }
    const query = request.query as Record<string, unknown> | undefined
    request.lang = requestLang(request.headers['x-lang'], query?.lang, request.headers['accept-language'])
    done()
  })
})
