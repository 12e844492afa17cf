import { endpointTable } from '@shop/domain/endpoints'
import type { Endpoint } from '@shop/domain/http/endpoint'
import { z } from 'zod'

/**
 * The OpenAPI 3.1 document of the shop, made from the domain's endpoint table (docs/decisions/029): every route the
 * server registers, with the schemas it validates its input and answers against, so the provider's ERP and other
 * clients integrate with the spec's calls as they are.
 */

type JsonSchema = Record<string, unknown>

/** The JSON Schema (2020-12, OpenAPI 3.1's) of what a client sends ('input') or reads ('output'). */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as JsonSchema
  return rest
}

/** Path or query parameters: one per field of the object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return []
  if (!(schema instanceof z.ZodObject)) throw new Error(`${where} parameters must be an object schema`)
  return Object.entries(schema.shape as Record<string, z.ZodType>).map(([name, field]) => ({
    name,
    in: where,
    required: where === 'path' || !field.safeParse(undefined).success,
    schema: jsonSchema(field, 'input'),
  }))
}

/** Every KO answer (packages/domain/src/http/errors.ts): the translated message, field errors and the error code. */
const KO_ANSWER = {
  description: 'KO: the message in the language asked for (X-Lang), the fields in error, the error code',
  content: {
    'application/json': {
      schema: {
        type: 'object',
        required: ['status', 'error', 'errors'],
        properties: {
          status: { const: 'KO' },
          error: { type: 'string' },
          errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
          error_code: { type: 'string' },
        },
      },
    },
  },
}

function requestBody(e: Endpoint) {
  if (e.body)
    return { required: true, content: { 'application/json': { schema: jsonSchema(e.body, 'input') } } }
  if (e.upload) {
    const fields = jsonSchema(e.upload, 'input')
    const properties = {
      ...(fields.properties as object),
      file: { type: 'string', contentMediaType: 'application/pdf' },
    }
    const required = [...((fields.required as string[] | undefined) ?? []), 'file']
    return {
      required: true,
      content: { 'multipart/form-data': { schema: { ...fields, properties, required } } },
    }
  }
  return undefined
}

function operation(operationId: string, e: Endpoint) {
  const ok =
    'parse' in e.response
      ? { 'application/json': { schema: jsonSchema(e.response, 'output') } }
      : { [e.response.media]: {} }
  const params = [...parameters(e.params, 'path'), ...parameters(e.query, 'query')]
  const body = requestBody(e)
  return {
    operationId,
    summary: e.summary,
    tags: [e.tag],
    ...(params.length > 0 ? { parameters: params } : {}),
    ...(body ? { requestBody: body } : {}),
    responses: { '200': { description: 'OK', content: ok }, default: KO_ANSWER },
  }
}

/** The contract's version: the month of its last change that a client could notice. */
const API_VERSION = '2026-11'

export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {}
  for (const [name, e] of endpointTable()) {
    paths[e.path] = { ...paths[e.path], [e.method.toLowerCase()]: operation(name, e) }
  }
  return {
    openapi: '3.1.1',
    info: {
      title: 'Silo Shop API',
      version: API_VERSION,
      description:
        'The calls of the silo shop (specification: catalogue, cart and checkout, customer area). Every answer is JSON with status OK or KO; a state-changing call needs the X-XSRF-TOKEN header with the XSRF-TOKEN cookie; X-Lang picks the language of the messages.',
    },
    paths,
  }
}
