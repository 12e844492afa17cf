import sharp from 'sharp'

/**
 * Encoder settings (docs/decisions/027, measured on a manual-like page of dense 8.5 pt text and a photo at
 * 1200 px). WebP at quality 75 with effort 2 is 15% smaller than effort 1 for the same time; the text stays clean
 * at the size it is shown. Zoom pictures (encoded by the canvas itself, pdf-pages.ts) are shown at one image pixel
 * per screen pixel, where quality 70 leaves no visible smudge and saves a few percent more.
 */
export const ENCODING = {
  page: { quality: 75, effort: 2 },
  zoom: { quality: 70, effort: 2 },
  jpeg: { quality: 80 },
  thumb: { quality: 70 },
} as const

export type PagePicture = { width: number; height: number; webp: Buffer }

type Raw = { data: Buffer; width: number; height: number; channels: 3 | 4 }

const fromRaw = (r: Raw) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels } })

async function shrink(r: Raw, width: number): Promise<Raw> {
  if (width >= r.width) return r
  const { data, info } = await fromRaw(r).resize(width).raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 }
}

async function opaque(pixels: Buffer, size: { width: number; height: number }): Promise<Raw> {
  const { data, info } = await sharp(pixels, { raw: { width: size.width, height: size.height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: 3 }
}

/**
 * A rendered page as WebP at each width (given largest first, each scaled from the one before), plus a JPEG
 * thumbnail. The JPEG pages of the spec's .jpg addresses are made from the WebP when first asked (webpToJpeg).
 */
export async function encodePageImages(
  pixels: Buffer,
  size: { width: number; height: number },
  widths: number[],
  thumbWidth: number,
): Promise<{ sizes: PagePicture[]; thumb: Buffer }> {
  let current = await opaque(pixels, size)
  const encoded: Promise<PagePicture>[] = []
  for (const width of widths) {
    current = await shrink(current, width)
    const r = current
    encoded.push(
      fromRaw(r)
        .webp(ENCODING.page)
        .toBuffer()
        .then((webp) => ({ width: r.width, height: r.height, webp })),
    )
  }
  const thumb = fromRaw(await shrink(current, thumbWidth))
    .jpeg(ENCODING.thumb)
    .toBuffer()
  return { sizes: await Promise.all(encoded), thumb: await thumb }
}

/** The JPEG of a stored WebP page, for the spec's .jpg addresses and browsers without WebP. */
export function webpToJpeg(webp: Buffer): Promise<Buffer> {
  return sharp(webp).jpeg(ENCODING.jpeg).toBuffer()
}
