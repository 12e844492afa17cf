import { createHash } from 'node:crypto'
import * as accounts from '@shop/domain/accounts/endpoints'
import type { SignedInResponse } from '@shop/domain/accounts/schemas'
import type { FastifyPluginAsync } from 'fastify'
import { countFailures, enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { addressAndCaller, route, translator, trustedAnswer } from '../../plugins/route.ts'
import {
  adoptSession,
  endSession,
  issueSession,
  readJoined,
  requireUser,
  startSession,
} from '../../plugins/session.ts'
import { findPublicSettings } from '../lookups/settings.service.ts'
import { activationMail } from './account-mails.ts'
import { activateAccount, WrongActivationPassword } from './activation.service.ts'
import { afterAnswerIdle } from './after-answer.ts'
import { companySwitchRoutes } from './company-switch.routes.ts'
import { acceptPrivacyPolicy, setFirstPassword, verifyCredentials } from './password.service.ts'
import { profileRoutes } from './profile.routes.ts'
import { recoveryRoutes } from './recovery.routes.ts'
import { registerUser, renewActivation } from './signup.service.ts'
import { findPublicUser, PUBLIC_USER_JOIN } from './user.service.ts'

/** Rate-limit keys never hold a live token: an activation link is counted under its hash. */
function tokenKey(token: string): string {
  return createHash('sha256').update(token).digest('base64url')
}

const ACTIVATED_MESSAGE = {
  none: 'accounts.activated',
  kept: 'accounts.activated_password_kept',
  discarded: 'accounts.activated_password_discarded',
} as const

/** Sign-up, activation, login, logout, the current user, password recovery, the profile and the company switch. */
export const accountsRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  await app.register(recoveryRoutes)
  await app.register(profileRoutes)
  await app.register(companySwitchRoutes)
  app.addHook('onClose', () => afterAnswerIdle(deps))

  async function signedIn(userId: number, message?: string): Promise<SignedInResponse> {
    const found = await findPublicUser(deps.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK', user: found.user, ...(message ? { message } : {}) }
  }

  // A bad body answers 422 before it counts against the limit, as on every route with a body: it creates nothing.
  route(app, accounts.signup, {}, async (request, reply) => {
    await enforceRateLimit(request, reply, RATE_LIMITS.signupPerIp, request.ip)
    const { user, session } = await registerUser(
      deps.db,
      request.body,
      (userId) => issueSession(request, userId, { remember: false }),
      (tx, created) =>
        deps.mailer.send(
          activationMail(deps.labels, deps.config.publicUrl, created, created.activationToken),
          tx,
        ),
    )
    await adoptSession(request, reply, session)
    return { status: 'OK' as const, user: { id: user.id, email: user.email } }
  })

  route(app, accounts.activateAccount, {}, async (request, reply) => {
    const { token, password, discard_password } = request.body
    await enforceRateLimit(request, reply, RATE_LIMITS.activatePerIp, request.ip)
    // Only wrong passwords use up the link's allowance; a right one gives its attempt back.
    const attempt = password
      ? await countFailures(request, reply, [RATE_LIMITS.activationPasswordFailuresPerToken], tokenKey(token))
      : null
    let result: Awaited<ReturnType<typeof activateAccount>>
    try {
      result = await activateAccount(
        deps.db,
        token,
        {
          sessionId: request.session?.id ?? null,
          password: password || undefined,
          discardPassword: discard_password,
        },
        (userId) => issueSession(request, userId, { remember: false }),
      )
    } catch (err) {
      if (attempt && !(err instanceof WrongActivationPassword)) await attempt.forgive()
      throw err
    }
    if (attempt) await attempt.forgive()
    if (result.passwordCheck === 'required') {
      // Nothing changed and nobody is signed in: the page asks for the password or offers to choose a new one.
      return { status: 'OK' as const, password_check: 'required' as const }
    }
    await adoptSession(request, reply, result.session)
    const message = translator(request)(ACTIVATED_MESSAGE[result.passwordCheck])
    return {
      ...(await signedIn(result.userId, message)),
      password_check: result.passwordCheck,
    }
  })

  route(app, accounts.setPassword, {}, async (request) => {
    const userId = requireUser(request)
    await setFirstPassword(deps.db, userId, request.body.password, request.session?.id)
    return signedIn(userId, translator(request)('accounts.password_set'))
  })

  route(app, accounts.login, {}, async (request, reply) => {
    const { email, password, remember } = request.body
    await enforceRateLimit(request, reply, RATE_LIMITS.loginPerIp, request.ip)
    // Failures are counted per address and caller together: a stranger's failures never lock the owner out.
    const attempt = await countFailures(
      request,
      reply,
      [RATE_LIMITS.loginFailuresPerEmailIp, RATE_LIMITS.loginFailuresPerEmailIpLong],
      addressAndCaller(email, request),
    )
    const userId = await verifyCredentials(deps.db, email, password)
    await attempt.forgive()
    await startSession(request, reply, userId, { remember })
    return signedIn(userId)
  })

  route(app, accounts.logout, {}, async (request, reply) => {
    await endSession(request, reply)
    return { status: 'OK' as const }
  })

  // Signed in, the user is read in the session's own query (PUBLIC_USER_JOIN), and the settings come from memory.
  // Not compressed: about 1 KB, personal and asked on every page, where brotli would cost more than the rest of the
  // request to save a few hundred bytes (docs/decisions/015, 016). Outside the tests the answer is written as it is
  // (trustedAnswer): PostgreSQL builds the user in the schema's shape.
  const userRoute = {
    config: { sessionJoin: PUBLIC_USER_JOIN },
    compress: false as const,
    ...trustedAnswer(deps.config),
  }
  route(app, accounts.getUser, userRoute, async (request) => {
    const userId = request.userId
    const found =
      userId === null
        ? null
        : (readJoined(request, PUBLIC_USER_JOIN) ?? (await findPublicUser(deps.db, userId)))
    const settings = await findPublicSettings(deps.db, {
      paypal_enabled: deps.payments.paypal !== null,
      address_suggestions: deps.config.GEOCODER_URL !== undefined,
    })
    return { status: 'OK' as const, settings, user: found?.user ?? null, attrib: found?.attrib ?? {} }
  })

  for (const e of [accounts.resendActivationMail, accounts.resendSignupMail]) {
    route(app, e, {}, async (request, reply) => {
      const userId = requireUser(request)
      await enforceRateLimit(request, reply, RATE_LIMITS.activationMailPerUser, userId)
      await renewActivation(deps.db, userId, (tx, user, token) =>
        deps.mailer.send(activationMail(deps.labels, deps.config.publicUrl, user, token), tx),
      )
      return { status: 'OK' as const, message: translator(request)('accounts.activation_mail_sent') }
    })
  }

  route(app, accounts.acceptPrivacyPolicy, {}, async (request) => {
    const userId = requireUser(request)
    await acceptPrivacyPolicy(deps.db, userId)
    return signedIn(userId, translator(request)('accounts.privacy_accepted'))
  })
}
