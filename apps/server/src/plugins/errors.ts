import { ERROR_STATUS, type ErrorCode, type FieldErrors, type KoBody } from '@shop/domain/http/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'
import { translator } from './route.ts'

/** The one error type services throw; the handler turns it into a KO answer with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly errors: FieldErrors
  /** Extra top-level fields some spec calls expect (errorMessage, …). */
  readonly extra: Record<string, unknown>
  /** Values for the {{name}} placeholders of the translated message and field messages. */
  readonly params: Record<string, unknown>
  constructor(
    code: ErrorCode,
    message?: string,
    errors: FieldErrors = {},
    extra: Record<string, unknown> = {},
    params: Record<string, unknown> = {},
  ) {
    super(message ?? `errors.${code}`)
    this.code = code
    this.errors = errors
    this.extra = extra
    this.params = params
  }
}

/** Fills the {{name}} placeholders of a translated text; unknown names stay as they are. */
function fillParams(text: string, params: Record<string, unknown>): string {
  return text.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    Object.hasOwn(params, name) ? String(params[name]) : whole,
  )
}

/** Builds the KO body, translating label keys into the request's language. */
export function koBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  errors: FieldErrors = {},
  params: Record<string, unknown> = {},
): KoBody {
  const t = translator(request)
  const translated: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) {
    translated[field] = messages.map((message) => fillParams(t(message), params))
  }
  return { status: 'KO', error: fillParams(t(message), params), errors: translated, error_code: code }
}

/** One issue of a schema: where (a property path) and the label key of what is wrong. */
type Issue = { path: readonly PropertyKey[]; message?: string }

/**
 * The one way a refused input becomes a 422 (issue 22 item 3): each field under its dotted path in the body
 * ('order.email', 'lines.0.qty'), 'general' for the body as a whole, each message once; the first one is the answer's
 * text. The route schemas' refusals (the handler below), multipart fields (parseFields) and the routes that answer
 * their refusals in a shape of their own all go through it, and services that find a field wrong throw with the same
 * dotted path.
 */
export function validationFailure(issues: Iterable<Issue>, params: Record<string, unknown> = {}): AppError {
  const errors: FieldErrors = {}
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'general'
    const list = errors[field] ?? []
    errors[field] = list
    if (issue.message && !list.includes(issue.message)) list.push(issue.message)
  }
  return new AppError(
    'validation_failed',
    Object.values(errors)[0]?.[0] ?? 'errors.validation_failed',
    errors,
    {},
    params,
  )
}

/** Fastify's schema refusals ('/order/email') as issues. */
export const schemaIssues = (validation: readonly { instancePath: string; message?: string }[]): Issue[] =>
  validation.map((v) => ({ path: v.instancePath.split('/').filter(Boolean), message: v.message }))

// A database that is down, closed or refusing connections: pg and PGlite say so in these ways (SQLSTATE class 08
// is 'connection exception'; 57P0x the server shutting down; 53300 too many connections).
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ENOTFOUND',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  '53300',
])
// A pooled connection the server ended while a request held it answers every later query with pg's 'Client has
// encountered a connection error and is not queryable' (no code): a restart caught mid-transaction.
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|Cannot use a pool after calling end|Connection terminated|timeout exceeded when trying to connect|the database system is (starting up|shutting down)|is not queryable/i

/** True when the error, or one it wraps (drizzle wraps driver errors), says the database cannot be reached. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let e: unknown = error
  for (let depth = 0; e instanceof Error && depth < 5; depth++, e = e.cause) {
    const code = (e as { code?: unknown }).code
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || /^(08|57P0)/.test(code))) return true
    if (UNAVAILABLE_MESSAGE.test(e.message)) return true
  }
  return false
}

const FASTIFY_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'payload_too_large',
  414: 'uri_too_long',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

async function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  // Translations come from memory only (app.ts refreshes them on a timer): an error caused by the database being
  // down must not need the database to be told.
  if (error instanceof AppError) {
    const body = { ...koBody(request, error.code, error.message, error.errors, error.params), ...error.extra }
    return reply.status(ERROR_STATUS[error.code]).send(body)
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const failure = validationFailure(schemaIssues(error.validation))
    return reply.status(422).send(koBody(request, failure.code, failure.message, failure.errors))
  }
  const status = error.statusCode ?? 500
  const code = FASTIFY_STATUS_CODES[status]
  if (status < 500 && code) {
    request.log.info({ err: error }, 'request refused')
    return reply.status(status).send(koBody(request, code, `errors.${code}`))
  }
  if (isDatabaseUnavailable(error)) {
    request.log.error({ err: error }, 'database unavailable')
    return reply.status(503).send(koBody(request, 'unavailable', 'errors.unavailable'))
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(koBody(request, 'internal_error', 'errors.internal_error'))
}

/** One error handler for the whole API: every failure answers the contract's KO shape, and 5xx never leaks internals. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(handleError)
})
