import * as catalog from '@shop/domain/catalog/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import type { Storage } from '../../infra/storage.ts'
import { AppError } from '../../plugins/errors.ts'
import { route } from '../../plugins/route.ts'
import { layerKeyOfThumbnail } from './catalog-files.store.ts'
import { drawThumbnail } from './configuration-image.service.ts'

const CONTENT_TYPES: Record<string, string> = {
  png: 'image/png',
  webp: 'image/webp',
  jpg: 'image/jpeg',
  pdf: 'application/pdf',
}
/** Plain segments, each short enough for any file system (NAME_MAX is 255 bytes), below one top folder. */
const FILE_PATH = /^[a-z0-9_-]{1,40}(\/[A-Za-z0-9_-][A-Za-z0-9._-]{0,254})+$/
const FILE_PATH_MAX_LENGTH = 400

/**
 * Stores a layer's thumbnail the first time it is asked for (thumbnailKeyOf): one small file per existing layer, so
 * the work is bounded by the catalogue and needs no limit of its own. False when there is no such layer.
 */
async function deriveThumbnail(storage: Storage, key: string): Promise<boolean> {
  const layerKey = layerKeyOfThumbnail(key)
  const layer = layerKey ? await storage.get(layerKey) : null
  const thumbnail = layer ? await drawThumbnail(layer) : null
  if (!thumbnail) return false
  await storage.put(key, thumbnail)
  return true
}

/** The catalogue's files (pictures, layers, composed configurations, datasheets) from storage, at /uploads/catalog/. */
export const catalogFilesRoutes: FastifyPluginAsync = async (app) => {
  route(app, catalog.getCatalogFile, {}, async (request, reply) => {
    // The wildcard's match: the endpoint declares no parameter for it (see getCatalogFile).
    const rest = (request.params as unknown as { '*': string })['*']
    const ext = rest.split('.').pop() ?? ''
    const type = CONTENT_TYPES[ext]
    // Anything that cannot be a stored file's name answers 404 before it reaches the disk.
    const isFileName = rest.length <= FILE_PATH_MAX_LENGTH && FILE_PATH.test(rest) && !rest.includes('..')
    if (!type || !isFileName) throw new AppError('not_found')
    const key = `catalog/${rest}`
    let found = await app.deps.storage.stream(key)
    if (!found && (await deriveThumbnail(app.deps.storage, key))) found = await app.deps.storage.stream(key)
    if (!found) throw new AppError('not_found')
    return reply
      .type(type)
      .header('content-length', found.size)
      .header('last-modified', found.modified.toUTCString())
      .header('cache-control', 'public, max-age=86400')
      .send(found.stream)
  })
}
