import fs from 'node:fs'
import path from 'node:path'
import { promisify } from 'node:util'
import zlib from 'node:zlib'
import * as brochures from '@shop/domain/brochures/endpoints'
import { BROCHURE_LABEL_PREFIX } from '@shop/domain/brochures/labels'
import { publicIdSchema, slugSchema } from '@shop/domain/brochures/schemas'
import { isZoomPictureWidth } from '@shop/domain/brochures/zoom'
import { isLang } from '@shop/domain/i18n/langs'
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify'
import { createLoadingLru } from '../../infra/lru.ts'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { ENCODINGS, pickEncoding } from '../../plugins/compression.ts'
import { AppError } from '../../plugins/errors.ts'
import { route } from '../../plugins/route.ts'
import { renderBrochurePage } from './brochure-page.ts'
import { createBrochurePictures, type Picture } from './brochure-pictures.ts'
import {
  findBrochureByPublicId,
  findBrochureBySlug,
  findPageLayout,
  findSearchData,
  storageKeys,
} from './brochures.service.ts'

// A publicId names one immutable set of files: a new PDF gets new ids, so its addresses can be cached for good.
const IMMUTABLE = 'public, max-age=31536000, immutable'

type Encoded = { identity: Buffer; br: Buffer; gzip: Buffer }

function sendEncoded(request: FastifyRequest, reply: FastifyReply, body: Encoded, etag: string) {
  reply.header('cache-control', IMMUTABLE).header('vary', 'accept-encoding').header('etag', etag)
  if (request.headers['if-none-match'] === etag) return reply.status(304).send()
  const encoding = pickEncoding(request.headers['accept-encoding'], ENCODINGS)
  if (encoding) reply.header('content-encoding', encoding)
  return reply.type('application/json; charset=utf-8').send(body[encoding ?? 'identity'])
}

const FILES = {
  page: /^([1-9]\d{0,4})\.(jpg|webp)$/,
  thumb: /^thumb-([1-9]\d{0,4})\.jpg$/,
  zoom: /^zoom(\d{4})-([1-9]\d{0,4})\.webp$/,
  text: /^text-([1-9]\d{0,4})\.json$/,
}

/** The brochure viewer's calls (spec 1 §7) and its page at /{lang}/brochure/{slug}. */
export const brochuresRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const templateFile = path.join(deps.config.webDist, 'brochure.html')
  const template = fs.existsSync(templateFile) ? fs.readFileSync(templateFile, 'utf8') : null
  const indexFile = path.join(deps.config.webDist, 'index.html')
  const notFoundPage = fs.existsSync(indexFile) ? fs.readFileSync(indexFile, 'utf8') : null
  // Page JPEGs and zoom pictures, made when first asked (docs/decisions/027).
  const pictures = createBrochurePictures({ db: deps.db, storage: deps.storage })
  app.addHook('onClose', () => pictures.close())
  // The few most recently asked search answers, compressed: they never change for a publicId. Compressing a long
  // brochure's text takes a while (brotli 9), so concurrent first requests share one computation instead of each
  // making its own (twenty at once took about 3 s each for a 311-page brochure, against 0.25 s alone).
  const searchAnswers = createLoadingLru<Encoded>(32, async (publicId) => {
    const brochure = await brochureOf(publicId)
    const data = await findSearchData(deps.db, brochure.id)
    const identity = Buffer.from(
      JSON.stringify({ status: 'OK', page: { info: { ocr: { adv_ocr: { data } } } } }),
    )
    const [br, gz] = await Promise.all([
      // Looked up at each call (not promisified once at load), so a test can count the calls with vi.spyOn.
      promisify(zlib.brotliCompress)(identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9 } }),
      promisify(zlib.gzip)(identity, { level: 9 }),
    ])
    return { identity, br, gzip: gz }
  })

  async function brochureOf(publicId: string) {
    const brochure = publicIdSchema.safeParse(publicId).success
      ? await findBrochureByPublicId(deps.db, publicId)
      : null
    if (!brochure) throw new AppError('not_found', 'brochure.errors.not_found')
    return brochure
  }

  route(app, brochures.searchBrochure, {}, async (request, reply) => {
    const { name } = request.query
    const etag = `"search-${name}"`
    // Every page's text whatever the input: the viewer fetches it once and searches in the browser.
    return sendEncoded(request, reply, await searchAnswers.get(name), etag)
  })

  route(app, brochures.getBrochureFile, {}, async (request, reply) => {
    const { publicId, file } = request.params
    if (!publicIdSchema.safeParse(publicId).success)
      throw new AppError('not_found', 'brochure.errors.not_found')

    const page = FILES.page.exec(file)
    const thumb = FILES.thumb.exec(file)
    const zoom = FILES.zoom.exec(file)
    if (page || thumb || zoom) {
      let found: Picture | null
      if (zoom) {
        const width = Number(zoom[1])
        if (!isZoomPictureWidth(width)) throw new AppError('not_found', 'brochure.errors.not_found')
        // Only a picture that has to be drawn counts against the limit: each costs about a second of a core.
        found = await pictures.zoom(publicId, Number(zoom[2]), width, () =>
          enforceRateLimit(request, reply, RATE_LIMITS.brochureZoomPerIp, request.ip),
        )
      } else if (page?.[2] === 'jpg') found = await pictures.pageJpeg(publicId, Number(page[1]))
      else
        found = await deps.storage.stream(
          page
            ? storageKeys.page(publicId, Number(page[1]), 'webp')
            : storageKeys.thumb(publicId, Number(thumb?.[1])),
        )
      if (!found) throw new AppError('not_found', 'brochure.errors.not_found')
      reply
        .type(page?.[2] === 'jpg' || thumb ? 'image/jpeg' : 'image/webp')
        .header('cache-control', IMMUTABLE)
      if ('buffer' in found) return reply.send(found.buffer)
      return reply.header('content-length', found.size).send(found.stream)
    }

    const text = FILES.text.exec(file)
    if (text) {
      const brochure = await brochureOf(publicId)
      const layout = await findPageLayout(deps.db, brochure.id, Number(text[1]))
      if (!layout) throw new AppError('not_found', 'brochure.errors.not_found')
      return reply.header('cache-control', IMMUTABLE).send(layout)
    }

    if (file === 'document.pdf') {
      const brochure = await brochureOf(publicId)
      const found = await deps.storage.stream(brochure.pdfKey)
      if (!found) throw new AppError('not_found', 'brochure.errors.not_found')
      const name = `${brochure.downloadFileName}.pdf`
      // Inline, so print can open it in a tab; the viewer's download saves it under this name itself.
      return reply
        .type('application/pdf')
        .header('content-length', found.size)
        .header('cache-control', IMMUTABLE)
        .header(
          'content-disposition',
          `inline; filename="${name.replace(/[^\x20-\x7e]|"/g, '_')}"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(found.stream)
    }
    throw new AppError('not_found', 'brochure.errors.not_found')
  })

  route(app, brochures.getBrochureLabels, {}, async (request, reply) => {
    const { lang } = request.params
    if (!isLang(lang)) throw new AppError('not_found')
    const { labels } = await deps.labels.findLabels(lang)
    const map: Record<string, string> = {}
    for (const [key, text] of Object.entries(labels)) {
      if (key.startsWith(BROCHURE_LABEL_PREFIX) && !key.startsWith(`${BROCHURE_LABEL_PREFIX}errors.`)) {
        map[key.slice(BROCHURE_LABEL_PREFIX.length)] = text
      }
    }
    // The spec reads the body itself as the label map.
    return reply.header('cache-control', 'public, max-age=300').send(map)
  })

  route(app, brochures.getBrochurePage, {}, async (request, reply) => {
    const { lang, slug } = request.params
    // Only a slug a brochure could have reaches the database: a NUL byte or a huge string would fail the query.
    const isSlug = isLang(lang) && slugSchema.safeParse(slug).success
    const brochure = isSlug ? await findBrochureBySlug(deps.db, slug) : null
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8')
    if (!brochure) {
      return reply.status(404).send(notFoundPage ?? 'Not found')
    }
    if (!template || !isLang(lang)) {
      return reply.status(503).type('text/plain').send('The web app is not built: run npm run build.')
    }
    return reply.send(renderBrochurePage(template, brochure, lang, deps.config.publicUrl))
  })
}
