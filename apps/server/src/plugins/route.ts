import type { Endpoint, ParsedOf } from '@shop/domain/http/endpoint'
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify'
import type { z } from 'zod'
import type { Config } from '../config.ts'

/**
 * The route kit (docs/decisions/029, 031): every route of the shop is registered from its endpoint in the domain's
 * table, so its path, its schemas and its answer are the ones the web calls and /api/front/openapi.json publishes;
 * with it, the helpers handlers share (no-store, the request's translator, rate-limit keys). The signed-in caller is
 * in caller.ts.
 */

/** The request a handler gets: params, query and body parsed by the endpoint's schemas. */
export type EndpointRequest<E extends Endpoint> = FastifyRequest<{
  Params: ParsedOf<E, 'params'>
  Querystring: ParsedOf<E, 'query'>
  Body: ParsedOf<E, 'body'>
}>

/** What a handler answers: the OK body (checked against the schema), or the reply it sent itself (files, pages). */
type Answer<E extends Endpoint> =
  | (E['response'] extends z.ZodType ? z.input<E['response']> : never)
  | FastifyReply

export type RouteOptions = Omit<RouteShorthandOptions, 'schema'>

/** '/api/front/cart/{lang}' → '/api/front/cart/:lang'. */
export const routerPath = (path: string) => path.replace(/\{(\w+)\}/g, ':$1')

/** Registers the endpoint's route: its method and path, its schemas, the options (limits, session joins, hooks). */
export function route<E extends Endpoint>(
  app: FastifyInstance,
  e: E,
  options: RouteOptions,
  handler: (request: EndpointRequest<E>, reply: FastifyReply) => Promise<Answer<E>>,
): void {
  // Only the parts the endpoint has: Fastify warns of each one given as undefined.
  const schema = Object.fromEntries(
    Object.entries({
      params: e.params,
      querystring: e.query,
      body: e.body,
      response: 'parse' in e.response ? { 200: e.response } : undefined,
    }).filter(([, part]) => part !== undefined),
  )
  app.route({
    method: e.method,
    url: routerPath(e.path),
    schema,
    ...options,
    config: { ...options.config, endpoint: e },
    handler: handler as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>,
  })
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The endpoint the route was registered from (the route kit sets it). */
    endpoint?: Endpoint
  }
  interface FastifyInstance {
    /** Every route registered, in order, with the endpoint it came from (none: a file or a page of the web app). */
    readonly routeList: readonly { method: string; url: string; endpoint: Endpoint | undefined }[]
  }
}

/** Keeps app.routeList: called first in buildApp, so that it sees every route of every plugin. */
export function listRoutes(app: FastifyInstance) {
  const list: { method: string; url: string; endpoint: Endpoint | undefined }[] = []
  app.decorate('routeList', list)
  app.addHook('onRoute', (options) => {
    for (const method of [options.method].flat())
      list.push({ method, url: options.url, endpoint: options.config?.endpoint })
  })
}

/**
 * For a hot route whose answer typed code builds: written with JSON.stringify, where the zod serializer would parse
 * the whole answer against its schema first (a fifth of the price route's time, docs/decisions/015). The test
 * suite keeps the check, so an answer that drifts from its schema still fails there.
 */
export function trustedAnswer(config: Pick<Config, 'NODE_ENV'>): {
  serializerCompiler?: () => (data: unknown) => string
} {
  return config.NODE_ENV === 'test' ? {} : { serializerCompiler: () => JSON.stringify }
}

/** Personal answers (carts, orders, the user): no cache keeps them, in the browser or on the way. */
export const noStore = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store')

/** A label key's text in the request's language. */
export type Translator = (key: string) => string

export function translator(request: FastifyRequest): Translator {
  return (key) => request.server.deps.labels.translate(request.lang, key)
}

/** The key an address gets in caller-scoped rate limits: the address and the caller's IP together. */
export function addressAndCaller(email: string, request: FastifyRequest): string {
  return `${email.toLowerCase()}|${request.ip}`
}
