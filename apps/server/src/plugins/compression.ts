import zlib from 'node:zlib'
import compress from '@fastify/compress'
import type { FastifyReply, FastifyRequest } from 'fastify'
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
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } }
const GZIP_OPTIONS = { level: 6 }

export const compressionPlugin = fp(async (app) => {
  await app.register(compress, {
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: BROTLI_OPTIONS,
    zlibOptions: GZIP_OPTIONS,
    // Request bodies stay as sent: no client of ours compresses them, and inflating them is work anyone could ask for.
    globalDecompression: false,
  })
})

export type Encoding = 'br' | 'gzip'
export const ENCODINGS: readonly Encoding[] = ['br', 'gzip']

/**
 * The encoding to send among those held, as the client weighs them (RFC 9110 §12.5.3): the highest q wins, br before
 * gzip on a tie, q=0 refuses one, and `*` stands for any not named. None: send the file as it is.
 */
export function pickEncoding(
  acceptEncoding: string | undefined,
  held: readonly Encoding[],
): Encoding | undefined {
  const weights = new Map<string, number>()
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.split(';').map((p) => p.trim())
    if (!name) continue
    const q = params.find((p) => p.startsWith('q='))
    weights.set(name, q ? Number(q.slice(2)) || 0 : 1)
  }
  let best: Encoding | undefined
  let bestWeight = 0
  for (const encoding of ENCODINGS) {
    const weight = weights.get(encoding) ?? weights.get('*') ?? 0
    if (held.includes(encoding) && weight > bestWeight) {
      best = encoding
      bestWeight = weight
    }
  }
  return best
}

/** A body compressed at the plugin's levels, for answers the plugin does not see (a page the server rendered). */
export function encodeBody(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? zlib.brotliCompressSync(body, BROTLI_OPTIONS) : zlib.gzipSync(body, GZIP_OPTIONS)
}

/**
 * A JSON answer kept in memory with its compressed forms, each made once, when a client first asks for it, at the
 * plugin's levels: a route that serves the same bytes many times (GET cart while its cart is unchanged) compresses
 * them once instead of on every answer.
 */
export class EncodedJson {
  readonly identity: Buffer
  private readonly encoded = new Map<Encoding, Buffer>()

  constructor(json: string) {
    this.identity = Buffer.from(json)
  }

  /** Sends the form the client prefers (small answers as they are), with Vary: Accept-Encoding. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8')
    if (this.identity.length < COMPRESSION_THRESHOLD) return reply.send(this.identity)
    reply.header('vary', 'accept-encoding')
    const encoding = pickEncoding(request.headers['accept-encoding'], ENCODINGS)
    if (!encoding) return reply.send(this.identity)
    let body = this.encoded.get(encoding)
    if (!body) {
      body = encodeBody(this.identity, encoding)
      this.encoded.set(encoding, body)
    }
    return reply.header('content-encoding', encoding).send(body)
  }
}
