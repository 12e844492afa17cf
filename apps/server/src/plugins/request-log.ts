import type { IncomingMessage } from 'node:http'
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify'

/** Query keys whose values are credentials: activation tokens, recovery codes, passwords, secrets. */
const SENSITIVE_KEY = /token|code|password|secret/i
const REDACTED = '[redacted]'

function decodeKey(key: string): string {
  try {
    return decodeURIComponent(key.replace(/\+/g, ' '))
  } catch {
    return key
  }
}

/**
 * The URL with every credential-like query value replaced (…/user/activate?token=… becomes ?token=[redacted]):
 * whoever reads the logs must not be able to sign in with what they find there.
 */
export function redactUrl(url: string): string {
  const q = url.indexOf('?')
  if (q < 0) return url
  const query = url
    .slice(q + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=')
      const key = eq < 0 ? pair : pair.slice(0, eq)
      return eq >= 0 && SENSITIVE_KEY.test(decodeKey(key)) ? `${key}=${REDACTED}` : pair
    })
    .join('&')
  return `${url.slice(0, q)}?${query}`
}

/** Fastify's request serializer, with the URL redacted. */
function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  }
}

/**
 * The logger options with our request serializer, whatever level or stream the caller chose. Without a caller's
 * choice the lines go to `stream` when given (the readable development output), else to stdout as JSON.
 */
export function loggerOptions(
  level: string,
  given: FastifyServerOptions['logger'],
  stream?: { write(line: string): void },
): FastifyServerOptions['logger'] {
  if (given === false) return false
  const base = typeof given === 'object' && given !== null ? given : stream ? { level, stream } : { level }
  return { ...base, serializers: { ...base.serializers, req: serializeRequest as never } }
}

/** Fastify's request lines without 'incoming request' and 'request completed'; errors are still logged. */
class ErrorsOnlyLogController extends LogController {
  override incomingRequest() {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
    metadata?: Record<string, unknown>,
  ) {
    if (error) super.requestCompleted(error, request, reply, metadata)
  }
}

/**
 * LOG_REQUESTS: Fastify's two lines per request, or none (a short session in the browser made some 4,000 of
 * them). Errors, refusals and our own lines are logged either way.
 */
export function requestLogController(logRequests: boolean): LogController {
  return logRequests ? new LogController() : new ErrorsOnlyLogController()
}

/** The longest client request id kept in the log: enough for any UUID or trace id, not for a log-flooding header. */
const MAX_CLIENT_ID = 128

/**
 * Request ids are ours (genReqId): a client choosing them could make its requests look like someone else's in
 * the log. The id a client or proxy sent is still logged, as clientRequestId, to follow a request across systems.
 */
export const childLoggerFactory: NonNullable<FastifyServerOptions['childLoggerFactory']> = (
  logger,
  bindings,
  opts,
  raw,
) => {
  const sent = (raw as IncomingMessage).headers['x-request-id']
  const clientRequestId = typeof sent === 'string' && sent !== '' ? sent.slice(0, MAX_CLIENT_ID) : undefined
  return logger.child(clientRequestId ? { ...bindings, clientRequestId } : bindings, opts)
}
