import * as identity from '@shop/domain/identity/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { route, translator } from '../../plugins/route.ts'
import { sendContactMessage } from './contact.service.ts'

/** The contact form (issue 13 item 1): a visitor or a customer writes to the provider. */
export const contactRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  // A bad body answers 422 before it counts against the limit: a visitor correcting the form is not held back.
  route(app, identity.sendContactMessage, {}, async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_LIMITS.contactPerIp, request.ip)
    const { copySent } = await sendContactMessage(deps, request.body, {
      lang: request.lang,
      userId: request.userId,
    })
    const t = translator(request)
    return {
      status: 'OK' as const,
      message: t(copySent ? 'contact.sent_with_copy' : 'contact.sent'),
      copy_sent: copySent,
    }
  })
}
