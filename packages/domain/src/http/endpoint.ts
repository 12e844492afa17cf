import type { z } from '../zod.ts'

/**
 * One HTTP call of the shop, declared once (docs/decisions/029): the server registers its route from it, the web
 * calls it through `api(endpoint, input)` with the types inferred from it, and /api/front/openapi.json is made from
 * it. The schemas are the domain's own; the path is the spec's, parameters in braces.
 */
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'

type Schema = z.ZodType

export type Endpoint = {
  method: Method
  /** From the root, as the spec writes it: '/api/front/cart/{lang}'. */
  path: string
  /** One line for the OpenAPI document. */
  summary: string
  /** The OpenAPI tag: the area of the shop. */
  tag: string
  params?: Schema
  query?: Schema
  body?: Schema
  /** The OK answer: a JSON schema, or the media type of a file or page answered as it is (a PDF, a picture, HTML). */
  response: Schema | { media: string }
  /** A multipart/form-data body instead of JSON: one part named `file` and these text fields, read by the handler. */
  upload?: Schema
}

/** Declares an endpoint, keeping its exact schema types for the server's handler and the web's call. */
export const endpoint = <const E extends Endpoint>(e: E): E => e

/**
 * `GET /api/front/{name}` and `GET /api/front/{name}/{id}` of a resource read by name (spec 3 §7), each answering
 * the resource's name as its field; `params` says whether the ids are numbers or codes.
 */
export function resourceEndpoints<
  const List extends Schema,
  const One extends Schema,
  const Params extends Schema,
>(
  name: string,
  tag: string,
  what: { all: string; one: string },
  answers: { list: List; one: One },
  params: Params,
) {
  const path = `/api/front/${name}`
  return {
    list: endpoint({ method: 'GET', path, summary: what.all, tag, response: answers.list }),
    one: endpoint({
      method: 'GET',
      path: `${path}/{id}`,
      summary: what.one,
      tag,
      params,
      response: answers.one,
    }),
  }
}

type Field<E, K extends 'params' | 'query' | 'body'> = E extends { [P in K]: infer S extends Schema }
  ? z.input<S>
  : undefined

/** What a caller sends: the path parameters, the query and the body, each only where the endpoint has one. */
export type InputOf<E extends Endpoint> = (Field<E, 'params'> extends undefined
  ? unknown
  : { params: Field<E, 'params'> }) &
  (Field<E, 'query'> extends undefined ? unknown : { query: Field<E, 'query'> }) &
  (Field<E, 'body'> extends undefined ? unknown : { body: Field<E, 'body'> })

/** The OK answer as the caller reads it. */
export type ResponseOf<E extends Endpoint> = E['response'] extends Schema ? z.output<E['response']> : never

/** The same with the server's view of the request: what the handler gets after parsing. */
export type ParsedOf<E extends Endpoint, K extends 'params' | 'query' | 'body'> = E extends {
  [P in K]: infer S extends Schema
}
  ? z.output<S>
  : undefined

/** The path with its parameters filled in, each encoded as a path segment. */
export function pathOf(e: Pick<Endpoint, 'path'>, params: Record<string, unknown> = {}): string {
  return e.path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === null) throw new Error(`${e.path}: parameter ${name} is missing`)
    return encodeURIComponent(String(value))
  })
}

/** The query string of a call ('' without one), parameters in the order given, undefined ones left out. */
export function queryOf(query: Record<string, unknown> | undefined): string {
  if (!query) return ''
  const search = new URLSearchParams()
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item))
  }
  const text = search.toString()
  return text ? `?${text}` : ''
}
