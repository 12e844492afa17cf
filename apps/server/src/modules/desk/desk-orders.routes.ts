import type { FastifyPluginAsync } from 'fastify'

/** The provider's desk: orders (issue 24). Every route takes STAFF_ONLY (plugins/staff.ts). */
export const deskOrdersRoutes: FastifyPluginAsync = async (_app) => {}
