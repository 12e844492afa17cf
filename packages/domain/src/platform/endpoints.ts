import { endpoint } from '../http/endpoint.ts'
import { optionalText, requiredText, V } from '../http/fields.ts'
import { z } from '../zod.ts'
import { CLIENT_ERROR_KINDS, CLIENT_ERROR_MAX } from './client-error.ts'

/**
 * The platform's own calls: health for load balancers and monitors, this API's description, the files crawlers and
 * browsers ask for at the root, and the browser's error reports.
 */
const tag = 'Platform'

export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'OK while the shop answers and its database too; 503 otherwise',
  tag,
  response: z.object({ status: z.literal('OK'), database: z.enum(['pglite', 'postgres']) }),
})

export const openApi = endpoint({
  method: 'GET',
  path: '/api/front/openapi.json',
  summary: 'This document: every call of the shop as OpenAPI 3.1',
  tag,
  response: { media: 'application/json' },
})

const clientErrorReport = z.object({
  kind: z.enum(CLIENT_ERROR_KINDS, { error: V.invalid }),
  message: requiredText(CLIENT_ERROR_MAX.message),
  stack: optionalText(CLIENT_ERROR_MAX.stack),
  /** The page's path and query, as the address bar showed it. */
  page: requiredText(CLIENT_ERROR_MAX.page).refine((v) => v.startsWith('/'), V.invalid),
  /** The file name of the web app's chunk that reported it ('index-AbC123.js'): which build failed. */
  release: requiredText(CLIENT_ERROR_MAX.release),
})

export const reportClientError = endpoint({
  method: 'POST',
  path: '/api/front/client_error',
  summary: "Stores and logs an error a visitor's browser met on a page of the shop (docs/decisions/038)",
  tag,
  body: clientErrorReport,
  response: z.object({ status: z.literal('OK') }),
})

export const sitemap = endpoint({
  method: 'GET',
  path: '/sitemap.xml',
  summary: 'Every public page in the five languages, each with its alternates, for search engines',
  tag,
  response: { media: 'application/xml' },
})

export const robots = endpoint({
  method: 'GET',
  path: '/robots.txt',
  summary:
    'What crawlers may visit (not the reserved area, the checkout, the desk or the API) and the sitemap',
  tag,
  response: { media: 'text/plain' },
})

export const webManifest = endpoint({
  method: 'GET',
  path: '/manifest.webmanifest',
  summary: "The web-app manifest: the shop's name, colours and icons; it opens on the wizard",
  tag,
  response: { media: 'application/manifest+json' },
})
