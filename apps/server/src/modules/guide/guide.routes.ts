import { createHash } from 'node:crypto'
import * as guide from '@shop/domain/guide/endpoints'
import { isLang } from '@shop/domain/i18n/langs'
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../plugins/errors.ts'
import { route } from '../../plugins/route.ts'
import { type CatalogSnapshot, findCatalog } from '../catalog/catalog.store.ts'
import { buildGuideTree, GUIDE_LANGS } from './guide-data.ts'
import { GUIDE_IMAGES } from './guide-images.ts'

type Static = { body: string; etag: string }

function prepare(body: string): Static {
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` }
}

// The pages are written in code, the products they name come from the catalogue: the trees are built once per
// catalogue snapshot (a new snapshot after a catalogue change builds them anew, with a new ETag).
const trees = new WeakMap<CatalogSnapshot, Map<string, Static>>()

function treesOf(catalog: CatalogSnapshot): Map<string, Static> {
  let found = trees.get(catalog)
  if (!found) {
    const idByCode = new Map(catalog.models.map((m) => [m.code, m.id]))
    const modelId = (code: string) => idByCode.get(code)
    found = new Map(GUIDE_LANGS.map((lang) => [lang, prepare(JSON.stringify(buildGuideTree(lang, modelId)))]))
    trees.set(catalog, found)
  }
  return found
}
const IMAGES = new Map(Object.entries(GUIDE_IMAGES).map(([name, svg]) => [name, prepare(svg)]))

/** The buying guide's files (spec 3 §7): the page tree per language and its pictures, cacheable for 600 s. */
export const guideRoutes: FastifyPluginAsync = async (app) => {
  route(app, guide.getGuideTree, {}, async (request, reply) => {
    const lang = request.params.file.replace(/\.json$/, '')
    const found =
      request.params.file.endsWith('.json') && isLang(lang)
        ? treesOf(await findCatalog(app.deps.db)).get(lang)
        : undefined
    if (!found) throw new AppError('not_found')
    reply.header('cache-control', 'public, max-age=600').header('etag', found.etag)
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send()
    return reply.type('application/json; charset=utf-8').send(found.body)
  })

  route(app, guide.getGuideImage, {}, async (request, reply) => {
    const name = request.params.file.replace(/\.svg$/, '')
    const found = request.params.file.endsWith('.svg') ? IMAGES.get(name) : undefined
    if (!found) throw new AppError('not_found')
    reply
      .header('cache-control', 'public, max-age=86400')
      .header('etag', found.etag)
      // Opened on its own, a picture must never run anything.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
    if (request.headers['if-none-match'] === found.etag) return reply.status(304).send()
    return reply.type('image/svg+xml; charset=utf-8').send(found.body)
  })
}
