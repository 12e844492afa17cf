import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import fastifyStatic from '@fastify/static'
import { DEFAULT_LANG, isLang, type Lang } from '@shop/domain/i18n/langs'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { ENCODINGS, type Encoding, encodeBody, pickEncoding } from './compression.ts'
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

/** Where the build puts the server's side of the web app's rendering; never served (below). */
const RENDERER_DIR = 'server'

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
    allowedPath: (pathname) => !pathname.startsWith(`/${RENDERER_DIR}/`),
    setHeaders(res, filePath) {
      // filePath is the file sent, foo.js.br included: the assets folder decides either way.
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`)
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600')
    },
  })
})

/** A same-origin request of a page being rendered, answered by the app in-process. */
type LocalFetch = (url: string, init: RequestInit) => Promise<Response>

/** apps/web/src/app/entry-server.tsx as built: renders a public page, or answers null for one the browser renders. */
type PageRenderer = {
  renderPage(
    url: string,
    lang: Lang,
    origin: string,
    local: LocalFetch,
  ): Promise<{
    html: string
    head: string
    state: string
    answer: { redirect: string; permanent: boolean } | { status: 404 } | null
  } | null>
}

async function loadRenderer(dist: string): Promise<PageRenderer | null> {
  const file = path.join(dist, RENDERER_DIR, 'entry-server.js')
  return fs.existsSync(file) ? ((await import(pathToFileURL(file).href)) as PageRenderer) : null
}

/**
 * The reads of a page being rendered, through the app itself as the browser would send them: the page's cookies
 * (its session: a signed-in buyer's page shows that buyer's prices), its address for the limits, its language.
 */
function localFetch(app: FastifyInstance, request: FastifyRequest, lang: Lang): LocalFetch {
  return async (url, init) => {
    // Reads only: a render never changes anything, whatever a screen asks (its POST reads fill in in the browser).
    if ((init.method ?? 'GET') !== 'GET') return new Response(null, { status: 405 })
    const res = await app.inject({
      method: 'GET',
      url,
      headers: {
        accept: 'application/json',
        'x-lang': lang,
        'user-agent': request.headers['user-agent'] ?? '',
        ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
      },
      remoteAddress: request.ip,
    })
    const type = res.headers['content-type']
    return new Response(res.payload, {
      status: res.statusCode,
      headers: typeof type === 'string' ? { 'content-type': type } : {},
    })
  }
}

/** index.html with a rendered page in it: its head tags for the template's title, its HTML and its query cache. */
function fillTemplate(template: string, lang: Lang, page: { html: string; head: string; state: string }) {
  return (
    template
      .replace(/<html lang="[^"]*"/, `<html lang="${lang}"`)
      // Functions, not strings: a '$&' in a page's text must stay as it is.
      .replace(/<title>[^<]*<\/title>/, () => page.head)
      .replace('<div id="root"></div>', () => `<div id="root">${page.html}</div>\n    ${page.state}`)
  )
}

/** How long a visitor's page is served as rendered: a change of the catalogue or a label shows within it. */
const VISITOR_PAGE_TTL_MS = 30_000
const VISITOR_PAGES_MAX = 200

/**
 * A request without a session, a cart or anything else of its own (its only cookie, if any, the CSRF token): its page
 * is the same for every such visitor (a search engine, a shared link opened for the first time), so it is rendered
 * once and kept a short while.
 */
function isBareVisitor(request: FastifyRequest): boolean {
  const cookies = request.headers.cookie
  return !cookies || cookies.split(';').every((c) => c.trim().startsWith('XSRF-TOKEN='))
}

/** Serves index.html for /{lang}/… (public pages rendered on the server) and a 404 page otherwise; registered last. */
export const webPlugin = fp(async (app) => {
  const { webDist, publicUrl } = app.deps.config
  const indexFile = path.join(webDist, 'index.html')
  const indexPage = readPage(indexFile)
  if (!indexPage) app.log.warn(`web app not built (${indexFile} missing): run npm run build`)
  const held = ENCODINGS.filter((e) => indexPage?.[e])
  const renderer = indexPage ? await loadRenderer(webDist) : null
  const template = indexPage?.identity.toString('utf8') ?? ''

  /**
   * A public page with its content (docs/decisions/037). It may show the session's own prices and cart, so no shared
   * cache keeps it (a bare visitor's is kept here, in the server, a short while). A page that fails to render goes as the shell the browser renders: the failure is logged, the
   * buyer still gets the page.
   */
  type Rendered = { body: Buffer; status: 200 | 404 } | { redirect: string; permanent: boolean } | null
  const visitorPages = new Map<string, { page: Rendered; expires: number }>()

  /**
   * The page's HTML and status, the address it redirects to, or null for a path the browser renders; a bare visitor's
   * from the short-lived cache.
   */
  async function render(request: FastifyRequest, lang: Lang): Promise<Rendered> {
    if (!renderer) return null
    const cacheable = isBareVisitor(request)
    const kept = cacheable ? visitorPages.get(request.url) : undefined
    if (kept && kept.expires > Date.now()) return kept.page
    const rendered = await renderer.renderPage(request.url, lang, publicUrl, localFetch(app, request, lang))
    // Only an address of the shop's own (a path, never '//host').
    const page: Rendered =
      rendered?.answer && 'redirect' in rendered.answer && /^\/(?!\/)/.test(rendered.answer.redirect)
        ? rendered.answer
        : rendered && {
            body: Buffer.from(fillTemplate(template, lang, rendered)),
            status: rendered.answer && 'status' in rendered.answer ? rendered.answer.status : 200,
          }
    if (cacheable) {
      visitorPages.delete(request.url)
      // The oldest goes first: a Map keeps the order entries were set in.
      if (visitorPages.size >= VISITOR_PAGES_MAX)
        visitorPages.delete(visitorPages.keys().next().value as string)
      visitorPages.set(request.url, { page, expires: Date.now() + VISITOR_PAGE_TTL_MS })
    }
    return page
  }

  async function sendRendered(request: FastifyRequest, reply: FastifyReply, lang: Lang): Promise<boolean> {
    let page: Rendered
    try {
      page = await render(request, lang)
    } catch (error) {
      request.log.error({ err: error, url: request.url }, 'server rendering failed')
      return false
    }
    if (!page) return false
    // The canonical address of what the URL names (a code in another case, another model's code) is permanent, and
    // search engines follow it; one that depends on the session (a signed-in buyer on /login) is not.
    if ('redirect' in page) {
      await reply
        .header('cache-control', 'private, no-cache')
        .redirect(page.redirect, page.permanent ? 301 : 302)
      return true
    }
    const { body } = page
    const encoding = pickEncoding(request.headers['accept-encoding'], ENCODINGS)
    reply
      .status(page.status)
      .header('cache-control', 'private, no-cache')
      .header('vary', 'accept-encoding, cookie')
      .type('text/html; charset=utf-8')
    if (encoding) reply.header('content-encoding', encoding)
    await reply.send(encoding ? encodeBody(body, encoding) : body)
    return true
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
    const lang = pathname.split('/')[1]
    const isPage = isLang(lang) && !API_PREFIXES.some((p) => pathname.startsWith(p))
    // A form sent with the scripts off (its method is post, so nothing lands in the address): back to the page,
    // which says the scripts are needed.
    if (isPage && request.method === 'POST') return reply.redirect(pathname, 303)
    if (API_PREFIXES.some((p) => pathname.startsWith(p)) || !['GET', 'HEAD'].includes(request.method)) {
      return reply.status(404).send(koBody(request, 'not_found', 'errors.not_found'))
    }
    if (!indexPage) {
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.')
    }
    if (isPage && (await sendRendered(request, reply, lang))) return reply
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
