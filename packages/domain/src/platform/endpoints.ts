import { endpoint } from '../http/endpoint.ts'
import { z } from '../zod.ts'

/** The platform's own calls: health for load balancers and monitors, and this API's description. */
const tag = 'Platform'

export const health = endpoint({
  method: 'GET',
  path: '/healthz',
  summary: 'OK while the shop answers and its database too; 503 otherwise',
  tag,
  response: z.object({ status: z.literal('OK'), database: z.enum(['pglite', 'postgres']) }),
})

export const openApi = endpoint({
  method: 'GET',
  path: '/api/front/openapi.json',
  summary: 'This document: every call of the shop as OpenAPI 3.1',
  tag,
  response: { media: 'application/json' },
})
