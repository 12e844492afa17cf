import fs from 'node:fs'
import path from 'node:path'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANG, isLang } from '@shop/domain/i18n/langs'
import type { FastifyInstance } from 'fastify'
import fp from 'fastify-plugin'
import { ENCODINGS, type Encoding, pickEncoding } from './compression.ts'
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

/** index.html as built, with the .br and .gz copies the build wrote beside it (docs/decisions/016). */
type Page = { identity: Buffer } & Partial<Record<Encoding, Buffer>>

function readPage(file: string): Page | null {
  if (!fs.existsSync(file)) return null
  const page: Page = { identity: fs.readFileSync(file) }
  for (const [encoding, ext] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (fs.existsSync(file + ext)) page[encoding] = fs.readFileSync(file + ext)
  }
  return page
}

/**
 * The built web app's files: fingerprinted assets cached for a year, the rest for an hour. The build wrote a .br and
 * a .gz beside each text file, sent as they are to a browser that takes them (with Vary: Accept-Encoding). app.ts
 * registers this before on-the-fly compression, which therefore never compresses these files again.
 */
export const webFilesPlugin = fp(async (app) => {
  const dist = app.deps.config.webDist
  if (!fs.existsSync(path.join(dist, 'index.html'))) return
  await app.register(fastifyStatic, {
    root: dist,
    index: false,
    wildcard: true,
    preCompressed: true,
    setHeaders(res, filePath) {
      // filePath is the file sent, foo.js.br included: the assets folder decides either way.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
})

/** Serves index.html for /{lang}/… and a 404 page otherwise; registered last, after every route. */
export const webPlugin = fp(async (app) => {
  const indexFile = path.join(app.deps.config.webDist, 'index.html')
  const indexPage = readPage(indexFile)
  if (!indexPage) app.log.warn(`web app not built (${indexFile} missing): run npm run build`)
  const held = ENCODINGS.filter((e) => indexPage?.[e])

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
    if (!indexPage) {
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.')
    }
    const lang = pathname.split('/')[1]
    // The not-found handler is no route, so on-the-fly compression never sees it: the build's copies serve instead.
    const encoding = pickEncoding(request.headers['accept-encoding'], held)
    if (held.length > 0) reply.header('vary', 'accept-encoding')
    if (encoding) reply.header('content-encoding', encoding)
    return reply
      .status(isLang(lang) ? 200 : 404)
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(encoding ? indexPage[encoding] : indexPage.identity)
  })
})
