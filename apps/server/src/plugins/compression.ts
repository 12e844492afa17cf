import zlib from 'node:zlib'
import compress from '@fastify/compress'
import fp from 'fastify-plugin'

/** Smaller answers go as they are: compressing them costs more time than the bytes it saves (docs/decisions/016). */
export const COMPRESSION_THRESHOLD = 1024

/**
 * Compresses the answers of the routes registered after it (JSON, HTML, SVG) on the fly, brotli or gzip as the
 * client prefers, at fast levels: on our JSON brotli 4 is about as small as gzip 6 in a third of the time, where
 * brotli 11 would take 40 to 90 ms per answer. The web app's files are compressed at build instead (plugins/web.ts),
 * and an answer that already carries a Content-Encoding (the brochure's search) is left as it is. 304s have no body
 * and keep their ETag, which stays the identity body's: caches tell the encodings apart by Vary: Accept-Encoding.
 */
export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
    // Request bodies stay as sent: no client of ours compresses them, and inflating them is work anyone could ask for.
    globalDecompression: false,
  })
})
