import sharp from 'sharp'
import type { Storage } from '../../infra/storage.ts'
import type { CatalogSnapshot } from './catalog.store.ts'

/** Every layer picture is drawn on this canvas, so layers line up when composed. */
export const CANVAS = { width: 600, height: 800 } as const

/**
 * The picture of a configuration: the base model's layer, then each chosen accessory's layer by its layer_z.
 * A missing layer file is left out rather than failing the whole picture.
 */
export async function composeConfigurationImage(
  storage: Storage,
  snap: CatalogSnapshot,
  baseModelId: number,
  accessoryIds: readonly number[],
): Promise<Buffer> {
  const model = snap.modelById.get(baseModelId)
  const baseKey = model?.media.find((m) => m.role === 'layer')?.key
  const layerKeys = accessoryIds
    .map((id) => snap.accessoryById.get(id))
    .filter((a) => a?.imageKey)
    .sort((a, b) => (a?.layerZ ?? 0) - (b?.layerZ ?? 0) || (a?.id ?? 0) - (b?.id ?? 0))
    .map((a) => a?.imageKey as string)
  const buffers = await Promise.all([baseKey, ...layerKeys].map((key) => (key ? storage.get(key) : null)))
  const layers = await Promise.all(
    buffers
      .filter((b): b is Buffer => b !== null)
      // Layers drawn at another size are fitted to the canvas, never allowed to make composite() throw.
      .map((b) =>
        sharp(b)
          .resize(CANVAS.width, CANVAS.height, { fit: 'contain', background: '#0000' })
          .png()
          .toBuffer(),
      ),
  )
  return sharp({
    create: { width: CANVAS.width, height: CANVAS.height, channels: 4, background: '#ffffff' },
  })
    .composite(layers.map((input) => ({ input, top: 0, left: 0 })))
    .webp({ quality: 85 })
    .toBuffer()
}

/** The thumbnails' longest side: twice the cart's largest picture (88 px), for sharp screens. */
const THUMBNAIL_SIZE = 176

/**
 * A layer cropped to what it draws, on the drawings' white, with a margin (the cart's picture of a spare part): the
 * part fills the box instead of a speck on a blank canvas. Null for a layer that draws nothing.
 */
export async function drawThumbnail(layer: Buffer): Promise<Buffer | null> {
  const trimmed = await sharp(layer)
    .trim()
    .toBuffer()
    .catch(() => null)
  if (!trimmed) return null
  const margin = Math.round(THUMBNAIL_SIZE / 16)
  const inner = THUMBNAIL_SIZE - 2 * margin
  return sharp(trimmed)
    .resize(inner, inner, { fit: 'inside' })
    .flatten({ background: '#ffffff' })
    .extend({ top: margin, bottom: margin, left: margin, right: margin, background: '#ffffff' })
    .webp({ quality: 85 })
    .toBuffer()
}
