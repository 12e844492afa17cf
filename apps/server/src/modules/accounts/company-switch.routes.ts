import * as accounts from '@shop/domain/accounts/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { SIGNED_IN } from '../../plugins/caller.ts'
import { AppError } from '../../plugins/errors.ts'
import { noStore, route, translator } from '../../plugins/route.ts'
import { requireUser } from '../../plugins/session.ts'
import { listLinkedCompanies, switchCompany } from './company-switch.service.ts'
import { findPublicUser } from './user.service.ts'

/**
 * The company switch (spec 2 §4, spec 3 §2; issue 25 item 9; docs/decisions/035). Open to a gated user too: the spec
 * leaves the switch enabled when the rest of the menu is not. No limit: it writes one column and mails nobody.
 */
export const companySwitchRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, accounts.getSecondaryUser, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const userId = requireUser(request)
    return { status: 'OK' as const, accounts: await listLinkedCompanies(deps.db, userId) }
  })

  route(app, accounts.switchAccount, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const userId = requireUser(request)
    await switchCompany(deps.db, userId, request.body?.client_id)
    const found = await findPublicUser(deps.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK' as const, user: found.user, message: translator(request)('accounts.switch.done') }
  })
}
