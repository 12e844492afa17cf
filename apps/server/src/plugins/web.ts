import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANG, isLang } from '@shop/domain/i18n/langs'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { koBody } from './errors.ts'

const API_PREFIXES = ['/api/', '/flipbook/', '/uploads/']
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const

/**
 * The methods some route answers on this path. The static files' catch-all (`/*`, GET and HEAD) matches every
 * path, so a match that took the whole path as its wildcard does not count.
 */
function allowedMethods(app: FastifyInstance, pathname: string): string[] {
  return METHODS.filter((method) => {
    const found = app.findRoute({ method, url: pathname })
    return found !== null && (found.params as Record<string, string>)['*'] !== pathname.slice(1)
  })
}

/** Serves the built web app: fingerprinted assets cached for a year, index.html for /{lang}/… and a 404 page otherwise. */
export const webPlugin = fp(async (app) => {
  const dist = app.config.webDist
  const indexFile = path.join(dist, 'index.html')
  const indexHtml = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null
  if (!indexHtml) app.log.warn(`web app not built (${indexFile} missing): run npm run build`)
  else {
    await app.register(fastifyStatic, {
      root: dist,
      index: false,
      wildcard: true,
      setHeaders(res, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
        res.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600',
        )
      },
    })
  }

  app.get('/', async (_request, reply) => reply.redirect(`/${DEFAULT_LANG}/`))

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/'
    // A known path asked with another method: 405 with the methods it takes, not a misleading 404. (A route of
    // this very method that found nothing, e.g. a missing file, stays a 404.)
    const allowed = allowedMethods(app, pathname)
    if (allowed.length > 0 && !allowed.includes(request.method)) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(koBody(request, 'method_not_allowed', 'errors.method_not_allowed'))
    }
    if (API_PREFIXES.some((p) => pathname.startsWith(p)) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(koBody(request, 'not_found', 'errors.not_found'))
    }
    if (!indexHtml) {
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.')
    }
    const lang = pathname.split('/')[1]
    return reply
      .status(isLang(lang) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(indexHtml)
  })
})
