import type { FastifyRequest } from 'fastify'

export type Translate = (key: string) => string

export function translator(request: FastifyRequest): Translate {
  return (key) => request.server.labels.translate(request.lang, key)
}

/** The key an address gets in caller-scoped rate limits: the address and the caller's IP together. */
export function addressAndCaller(email: string, request: FastifyRequest): string {
  return `${email.toLowerCase()}|${request.ip}`
}
