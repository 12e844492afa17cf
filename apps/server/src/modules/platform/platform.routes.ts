import * as platform from '@shop/domain/platform/endpoints'
import { sql } from 'drizzle-orm'
import type { FastifyPluginAsync } from 'fastify'
import { AppError } from '../../plugins/errors.ts'
import { cacheable } from '../../plugins/http-cache.ts'
import { route } from '../../plugins/route.ts'
import { openApiDocument } from './openapi-document.ts'

/** GET /healthz and GET /api/front/openapi.json (docs/decisions/029). */
export const platformRoutes: FastifyPluginAsync = async (app) => {
  const { database } = app.deps
  route(app, platform.health, {}, async () => {
    try {
      await database.db.execute(sql`select 1`)
      return { status: 'OK' as const, database: database.kind }
    } catch (err) {
      app.log.error({ err }, 'health check failed')
      throw new AppError('unavailable', 'errors.unavailable')
    }
  })

  // Made once, on the first request: the table does not change while the process runs.
  let document: string | null = null
  route(app, platform.openApi, { onSend: cacheable('public, max-age=3600') }, async (_request, reply) => {
    document ??= JSON.stringify(openApiDocument())
    return reply.type('application/json; charset=utf-8').send(document)
  })
}
