import * as accounts from '@shop/domain/accounts/endpoints'
import type { FastifyPluginAsync } from 'fastify'
import { countFailures, enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { SIGNED_IN } from '../../plugins/caller.ts'
import { AppError } from '../../plugins/errors.ts'
import { noStore, route, translator } from '../../plugins/route.ts'
import { requireUser } from '../../plugins/session.ts'
import { confirmEmailChange, updateProfile, WrongCurrentPassword } from './profile.service.ts'
import { findPublicUser } from './user.service.ts'

/** POST user/update and the new address's link (spec 3 §3, §5; issue 25 item 3). Not gated: it is how the gate opens. */
export const profileRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app

  route(app, accounts.updateProfile, SIGNED_IN, async (request, reply) => {
    noStore(reply)
    const userId = requireUser(request)
    await enforceRateLimit(request, reply, RATE_LIMITS.profileUpdatePerUser, userId)
    const form = request.body.user
    // Only wrong current passwords use up the allowance; any other outcome gives the attempt back.
    const attempt = form.current_password
      ? await countFailures(request, reply, [RATE_LIMITS.currentPasswordFailuresPerUser], userId)
      : null
    try {
      await updateProfile(deps, { userId, sessionId: request.session?.id }, form)
    } catch (err) {
      if (attempt && !(err instanceof WrongCurrentPassword)) await attempt.forgive()
      throw err
    }
    await attempt?.forgive()
    const found = await findPublicUser(deps.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK' as const, message: translator(request)('accounts.profile.saved'), ...found }
  })

  // The link may open in any browser, signed in or not: the token is the proof.
  route(app, accounts.confirmEmail, {}, async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_LIMITS.confirmEmailPerIp, request.ip)
    const email = await confirmEmailChange(deps.db, request.body.token)
    const message = translator(request)('accounts.profile.email_confirmed').replace('{{email}}', email)
    return { status: 'OK' as const, message }
  })
}
