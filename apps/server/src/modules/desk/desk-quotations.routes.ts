import type { FastifyPluginAsync } from 'fastify'

/** The provider's desk: quotations (issue 24). Every route takes STAFF_ONLY (plugins/staff.ts). */
export const deskQuotationsRoutes: FastifyPluginAsync = async (_app) => {}
