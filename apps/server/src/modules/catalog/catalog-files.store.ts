/**
 * Storage keys of the catalogue's files: the seed names its pictures with them and the configuration-image route
 * caches composed pictures under them. Keys are lower case so they do not depend on how a code was typed.
 */
export const catalogKeys = {
  baseLayer: (m: { cfg: string }) => `catalog/layers/base-${m.cfg.toLowerCase()}.png`,
  modelImage: (m: { cfg: string }) => `catalog/models/${m.cfg.toLowerCase()}.webp`,
  layer: (a: { code: string }) => `catalog/layers/${a.code.toLowerCase()}.png`,
  family: (code: string) => `catalog/families/${code}.webp`,
  datasheet: (file: string) => `catalog/datasheets/${file}`,
  configuration: (code: string) => `catalog/configurations/${code}.webp`,
}

const LAYER_KEY = /^catalog\/layers\/([a-z0-9_-]+)\.png$/

/**
 * The key of a layer's thumbnail, or null for a key that is no layer's: an accessory's layer is drawn where the part
 * sits on the 600 × 800 canvas, mostly transparent, so a small picture of the part alone (a spare part's cart line)
 * is the layer cropped to what it draws. The files route derives it from the layer on first request.
 */
export function thumbnailKeyOf(layerKey: string): string | null {
  const name = LAYER_KEY.exec(layerKey)?.[1]
  return name ? `catalog/thumbnails/${name}.webp` : null
}

/** The layer a thumbnail key is derived from (thumbnailKeyOf's inverse), or null. */
export function layerKeyOfThumbnail(key: string): string | null {
  const name = /^catalog\/thumbnails\/([a-z0-9_-]+)\.webp$/.exec(key)?.[1]
  return name ? `catalog/layers/${name}.png` : null
}

/** Address of a stored file; the uploads route serves it. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null
}
