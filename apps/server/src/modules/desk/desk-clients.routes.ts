import type { FastifyPluginAsync } from 'fastify'

/** The provider's desk: clients (issue 24). Every route takes STAFF_ONLY (plugins/staff.ts). */
export const deskClientsRoutes: FastifyPluginAsync = async (_app) => {}
