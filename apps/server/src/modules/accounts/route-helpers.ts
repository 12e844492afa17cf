import type { FieldErrors } from '@shop/domain/http/errors'
import { V } from '@shop/domain/http/fields'
import type { FastifyRequest } from 'fastify'
import { z } from 'zod'
import { AppError } from '../../plugins/errors.ts'

/**
 * Parses a body in the handler, for calls whose schema depends on the body or whose KO answer has a shape of its
 * own; the failure is the same 422 with field lists that route schemas give.
 */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const errors: FieldErrors = formErrors.length > 0 ? { general: [V.invalid] } : {}
  for (const [field, messages] of Object.entries(fieldErrors))
    if (messages) errors[field] = messages as string[]
  throw new AppError('validation_failed', Object.values(errors)[0]?.[0], errors)
}

export type Translate = (key: string) => string

export function translator(request: FastifyRequest): Translate {
  return (key) => request.server.labels.translate(request.lang, key)
}

/** The key an address gets in caller-scoped rate limits: the address and the caller's IP together. */
export function addressAndCaller(email: string, request: FastifyRequest): string {
  return `${email.toLowerCase()}|${request.ip}`
}
