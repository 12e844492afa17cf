import sharp from 'sharp'

export type ImageSize = { width: number; jpeg: Buffer; webp: Buffer }

type Raw = { data: Buffer; width: number; height: number; channels: 3 | 4 }

const fromRaw = (r: Raw) => sharp(r.data, { raw: { width: r.width, height: r.height, channels: r.channels } })

// WebP effort 1 is about twice as fast as the default for a few percent more bytes: ingest time matters more here.
async function encode(r: Raw): Promise<ImageSize> {
  const [jpeg, webp] = await Promise.all([
    fromRaw(r).jpeg({ quality: 80 }).toBuffer(),
    fromRaw(r).webp({ quality: 75, effort: 1 }).toBuffer(),
  ])
  return { width: r.width, jpeg, webp }
}

async function shrink(r: Raw, width: number): Promise<Raw> {
  if (width >= r.width) return r
  const { data, info } = await fromRaw(r).resize(width).raw().toBuffer({ resolveWithObject: true })
  return { data, width: info.width, height: info.height, channels: info.channels as 3 | 4 }
}

/**
 * A rendered page as JPEG (what the spec's .jpg addresses serve) and WebP (smaller; the viewer prefers it)
 * at each width (given largest first), plus a JPEG thumbnail. Each smaller size is scaled from the one before it.
 */
export async function encodePageImages(
  pixels: Buffer,
  size: { width: number; height: number },
  widths: number[],
  thumbWidth: number,
): Promise<{ sizes: ImageSize[]; thumb: Buffer }> {
  const { data, info } = await sharp(pixels, { raw: { width: size.width, height: size.height, channels: 4 } })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true })
  let current: Raw = { data, width: info.width, height: info.height, channels: 3 }
  const encoded: Promise<ImageSize>[] = []
  for (const width of widths) {
    current = await shrink(current, width)
    encoded.push(encode(current))
  }
  const thumb = fromRaw(await shrink(current, thumbWidth))
    .jpeg({ quality: 70 })
    .toBuffer()
  return { sizes: await Promise.all(encoded), thumb: await thumb }
}
