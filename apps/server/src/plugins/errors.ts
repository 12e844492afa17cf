import { ERROR_STATUS, type ErrorCode, type FieldErrors, type KoBody } from '@shop/domain/http/errors'
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod'

/** The one error type services throw; the handler turns it into a KO answer with the code's HTTP status. */
export class AppError extends Error {
  readonly code: ErrorCode
  readonly errors: FieldErrors
  /** Extra top-level fields some spec calls expect (errorMessage, …). */
  readonly extra: Record<string, unknown>
  constructor(
    code: ErrorCode,
    message?: string,
    errors: FieldErrors = {},
    extra: Record<string, unknown> = {},
  ) {
    super(message ?? `errors.${code}`)
    this.code = code
    this.errors = errors
    this.extra = extra
  }
}

/** Builds the KO body, translating label keys into the request's language. */
export function koBody(
  request: FastifyRequest,
  code: ErrorCode,
  message: string,
  errors: FieldErrors = {},
): KoBody {
  const t = (key: string) => request.server.labels.translate(request.lang, key)
  const translated: FieldErrors = {}
  for (const [field, messages] of Object.entries(errors)) translated[field] = messages.map(t)
  return { status: 'KO', error: t(message), errors: translated, error_code: code }
}

function fieldErrorsFromValidation(validation: { instancePath: string; message?: string }[]): FieldErrors {
  const errors: FieldErrors = {}
  for (const issue of validation) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || 'general'
    const list = errors[field] ?? []
    errors[field] = list
    if (issue.message && !list.includes(issue.message)) list.push(issue.message)
  }
  return errors
}

const FASTIFY_STATUS_CODES: Partial<Record<number, ErrorCode>> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
}

async function handleError(
  this: FastifyInstance,
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  await request.server.labels.refresh()
  if (error instanceof AppError) {
    const body = { ...koBody(request, error.code, error.message, error.errors), ...error.extra }
    return reply.status(ERROR_STATUS[error.code]).send(body)
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = fieldErrorsFromValidation(error.validation)
    const first = Object.values(errors)[0]?.[0] ?? 'errors.validation_failed'
    return reply.status(422).send(koBody(request, 'validation_failed', first, errors))
  }
  const status = error.statusCode ?? 500
  const code = FASTIFY_STATUS_CODES[status]
  if (status < 500 && code) {
    request.log.info({ err: error }, 'request refused')
    return reply.status(status).send(koBody(request, code, `errors.${code}`))
  }
  request.log.error({ err: error }, 'request failed')
  return reply.status(500).send(koBody(request, 'internal_error', 'errors.internal_error'))
}

/** One error handler for the whole API: every failure answers the contract's KO shape, and 5xx never leaks internals. */
export const errorsPlugin = fp(async (app) => {
  app.setErrorHandler(handleError)
})
