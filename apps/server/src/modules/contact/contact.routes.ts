import { type ContactResponse, contactRequest, contactResponse } from '@shop/domain/identity/contact'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { translator } from '../accounts/route-helpers.ts'
import { type ContactDeps, sendContactMessage } from './contact.service.ts'

/** The contact form (issue 13 item 1), under /api/front: a visitor or a customer writes to the provider. */
export const contactRoutes: FastifyPluginAsyncZod = async (app) => {
  const deps: ContactDeps = {
    db: app.db,
    mailer: app.mailer,
    labels: app.labels,
    providerEmail: app.config.PROVIDER_EMAIL,
  }

  // A bad body answers 422 before it counts against the limit: a visitor correcting the form is not held back.
  app.post(
    '/contact',
    { schema: { body: contactRequest, response: { 200: contactResponse } } },
    async (request, reply): Promise<ContactResponse> => {
      await enforceRateLimit(request, reply, RATE_LIMITS.contactPerIp, request.ip)
      const { copySent } = await sendContactMessage(deps, request.body, {
        lang: request.lang,
        userId: request.userId,
      })
      const t = translator(request)
      return {
        status: 'OK',
        message: t(copySent ? 'contact.sent_with_copy' : 'contact.sent'),
        copy_sent: copySent,
      }
    },
  )
}
