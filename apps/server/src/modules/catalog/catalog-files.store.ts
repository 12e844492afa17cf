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

/** Address of a stored file; the uploads route serves it. */
export function fileUrl(key: string | null | undefined): string | null {
  return key ? `/uploads/${key}` : null
}
