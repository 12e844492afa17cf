import {
  activateRequest,
  cartSignupRequest,
  changePasswordRequest,
  checkTokenRequest,
  loginRequest,
  type SignedInResponse,
  type SignupResponse,
  setPasswordRequest,
  signupRequest,
  type UserResponse,
  updatePasswordRequest,
} from '@shop/domain/accounts/schemas'
import type { FieldErrors } from '@shop/domain/http/errors'
import { V } from '@shop/domain/http/fields'
import type { FastifyRequest } from 'fastify'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError } from '../../plugins/errors.ts'
import { endSession, requireUser, startSession } from '../../plugins/session.ts'
import { findSettings } from '../lookups/settings.service.ts'
import { activationMail, recoveryMail } from './account-mails.ts'
import {
  acceptPrivacyPolicy,
  completeRecovery,
  setFirstPassword,
  startRecovery,
  verifyCredentials,
  verifyRecoveryCode,
} from './password.service.ts'
import { activateAccount, registerUser, renewActivation } from './signup.service.ts'
import { findPublicUser } from './user.service.ts'

/**
 * Parses a body in the handler, for calls whose schema depends on the body or whose KO answer has a shape of its
 * own; the failure is the same 422 with field lists that route schemas give.
 */
function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  const result = schema.safeParse(body ?? {})
  if (result.success) return result.data
  const { formErrors, fieldErrors } = z.flattenError(result.error)
  const errors: FieldErrors = formErrors.length > 0 ? { general: [V.invalid] } : {}
  for (const [field, messages] of Object.entries(fieldErrors))
    if (messages) errors[field] = messages as string[]
  throw new AppError('validation_failed', Object.values(errors)[0]?.[0], errors)
}

type Translate = (key: string) => string

function translator(request: FastifyRequest): Translate {
  return (key) => request.server.labels.translate(request.lang, key)
}

/** The recovery calls answer KO in the spec's shapes: the first message again in `errorMessage`, and more per call. */
async function inRecoveryShape<T>(
  request: FastifyRequest,
  shape: (err: AppError, t: Translate) => Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run()
  } catch (err) {
    if (!(err instanceof AppError)) throw err
    const t = translator(request)
    throw new AppError(err.code, err.message, err.errors, {
      ...err.extra,
      errorMessage: t(err.message),
      ...shape(err, t),
    })
  }
}

/** updatePassword's `error` is an object: the first message of each kind of problem. */
function errorByKind(err: AppError, t: Translate): { error: Record<string, string> } {
  const kindOf = (field: string) =>
    field === 'code'
      ? 'tokenError'
      : field === 'password' || field === 'confirmPassword'
        ? 'password'
        : 'general'
  const error: Record<string, string> = {}
  for (const [field, messages] of Object.entries(err.errors)) {
    const first = messages[0]
    if (first) error[kindOf(field)] ??= t(first)
  }
  if (Object.keys(error).length === 0) error.general = t(err.message)
  return { error }
}

/** The checkout's sign-up carries a password; the shop's and the wizard's do not. */
function isCartSignup(body: unknown): boolean {
  return typeof body === 'object' && body !== null && (body as Record<string, unknown>).password !== undefined
}

/** Sign-up, activation, login, logout, the current user and password recovery, under /api/front. */
export const accountsRoutes: FastifyPluginAsyncZod = async (app) => {
  async function signedIn(userId: number, message?: string): Promise<SignedInResponse> {
    const found = await findPublicUser(app.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { status: 'OK', user: found.user, ...(message ? { message } : {}) }
  }

  app.post('/user/signup', async (request, reply): Promise<SignupResponse> => {
    await enforceRateLimit(request, reply, RATE_LIMITS.signupPerIp, request.ip)
    const input = isCartSignup(request.body)
      ? parseBody(cartSignupRequest, request.body)
      : parseBody(signupRequest, request.body)
    const user = await registerUser(app.db, input)
    await startSession(request, reply, user.id, { remember: false })
    await app.mailer.send(activationMail(app.labels, app.config.publicUrl, user, user.activationToken))
    return { status: 'OK', user: { id: user.id, email: user.email } }
  })

  app.post('/user/activate', { schema: { body: activateRequest } }, async (request, reply) => {
    const userId = await activateAccount(app.db, request.body.token)
    await startSession(request, reply, userId, { remember: false })
    return signedIn(userId, translator(request)('accounts.activated'))
  })

  app.post('/user/set_password', { schema: { body: setPasswordRequest } }, async (request) => {
    const userId = requireUser(request)
    await setFirstPassword(app.db, userId, request.body.password)
    return signedIn(userId, translator(request)('accounts.password_set'))
  })

  app.post('/user/login', { schema: { body: loginRequest } }, async (request, reply) => {
    const { email, password, remember } = request.body
    await enforceRateLimit(request, reply, RATE_LIMITS.loginPerIp, request.ip)
    await enforceRateLimit(request, reply, RATE_LIMITS.loginPerEmail, email)
    const userId = await verifyCredentials(app.db, email, password)
    await startSession(request, reply, userId, { remember })
    return signedIn(userId)
  })

  app.post('/user/logout', async (request, reply) => {
    await endSession(request, reply)
    return { status: 'OK' as const }
  })

  app.get('/user', async (request): Promise<UserResponse> => {
    const [settings, found] = await Promise.all([
      findSettings(app.db),
      request.userId === null ? null : findPublicUser(app.db, request.userId),
    ])
    return { status: 'OK', settings, user: found?.user ?? null, attrib: found?.attrib ?? {} }
  })

  app.post('/user/changePassword', async (request, reply) =>
    inRecoveryShape(
      request,
      () => ({}),
      async () => {
        const { email } = parseBody(changePasswordRequest, request.body)
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryMailPerEmail, email)
        const started = await startRecovery(app.db, email)
        if (started) await app.mailer.send(recoveryMail(app.labels, started.user, started.code))
        // The same answer whether or not the address has an account.
        return { status: 'OK' as const, message: translator(request)('accounts.recovery_code_sent') }
      },
    ),
  )

  app.post('/user/checkToken', async (request, reply) =>
    inRecoveryShape(
      request,
      () => ({}),
      async () => {
        const { email, code } = parseBody(checkTokenRequest, request.body)
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerEmail, email)
        await verifyRecoveryCode(app.db, email, code)
        return { status: 'OK' as const }
      },
    ),
  )

  app.post('/user/updatePassword', async (request, reply) =>
    inRecoveryShape(request, errorByKind, async () => {
      const { email, code, password } = parseBody(updatePasswordRequest, request.body)
      await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
      await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerEmail, email)
      await completeRecovery(app.db, email, code, password)
      return { status: 'OK' as const, message: translator(request)('accounts.password_updated') }
    }),
  )

  for (const url of ['/user/resend_activation_mail', '/resendSignupMail']) {
    app.post(url, async (request, reply) => {
      const userId = requireUser(request)
      await enforceRateLimit(request, reply, RATE_LIMITS.activationMailPerUser, userId)
      const user = await renewActivation(app.db, userId)
      await app.mailer.send(activationMail(app.labels, app.config.publicUrl, user, user.activationToken))
      return { status: 'OK' as const, message: translator(request)('accounts.activation_mail_sent') }
    })
  }

  app.post('/user/accept_privacy_policy', async (request) => {
    const userId = requireUser(request)
    await acceptPrivacyPolicy(app.db, userId)
    return signedIn(userId, translator(request)('accounts.privacy_accepted'))
  })
}
