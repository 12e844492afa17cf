import { createHash } from 'node:crypto'
import fp from 'fastify-plugin'

/** The CSP source that lets exactly this inline script run, and no other. */
export function scriptHash(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`
}

/**
 * The Content-Security-Policy every answer carries. Scripts only from this origin, plus the inline scripts the
 * server itself writes into pages, allowed one by one by their hash (the brochure's preload). Mantine writes
 * style attributes and <style> elements at run time, hence 'unsafe-inline' for styles only.
 */
export function contentSecurityPolicy(inlineScripts: readonly string[]): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...inlineScripts.map(scriptHash)].join(' '),
    "style-src 'self' 'unsafe-inline'",
    // data: for inline SVG icons, blob: for files the viewer and the code docs build in the browser.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ')
}

const HSTS = 'max-age=31536000'
const DOCUMENT_ROUTES = /\/(document_view|render_product_card)\//
const BUILD_SUBRESOURCE = /^\/assets\/[^?#]+\.(js|css)(\?|$)/
/** The policy of answers that are data, not documents. */
export const API_CSP = "default-src 'none'; frame-ancestors 'none'"

/**
 * Security headers on every answer, pages and API alike (docs/decisions/012): a hook rather than @fastify/helmet,
 * as the whole policy is this one list and the brochure's script hash has to go into it.
 */
export const securityHeadersPlugin = fp<{ inlineScripts: readonly string[] }>(async (app, opts) => {
  const headers = {
    'content-security-policy': contentSecurityPolicy(opts.inlineScripts),
    'x-content-type-options': 'nosniff',
    // frame-ancestors is the modern form; X-Frame-Options covers browsers that predate it.
    'x-frame-options': 'DENY',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'cross-origin-opener-policy': 'same-origin',
  }
  // Browsers ignore HSTS over plain http, so a public https address is reason enough to send it everywhere.
  const publicHttps = app.deps.config.publicUrl.startsWith('https://')
  // A JSON answer loads nothing: the policy OWASP gives APIs, a tenth of the page's bytes on every call. The two API
  // answers a browser may show as a document, the PDF of document_view and the product card's HTML, keep the page's.
  const apiHeaders = { ...headers, 'content-security-policy': API_CSP }
  const isApiData = (url: string) => url.startsWith('/api/') && !DOCUMENT_ROUTES.test(url)
  // The build's scripts and stylesheets are never documents: a policy, a frame or referrer rule says nothing to them,
  // and its 450 bytes went with each of the two dozen files a page loads (HTTP/1.1 does not compress headers).
  // nosniff stays: it makes the browser refuse a script or stylesheet sent as another type.
  const subresourceHeaders = { 'x-content-type-options': 'nosniff' }
  // Callback hooks, here and in the other per-request hooks: an async one costs a promise on every request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(
      BUILD_SUBRESOURCE.test(request.url)
        ? subresourceHeaders
        : isApiData(request.url)
          ? apiHeaders
          : headers,
    )
    if (publicHttps || request.protocol === 'https') reply.header('strict-transport-security', HSTS)
    done()
  })
})
