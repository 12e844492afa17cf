import * as accounts from '@shop/domain/accounts/endpoints'
import type { FastifyPluginAsync, FastifyRequest } from 'fastify'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { AppError, schemaIssues, validationFailure } from '../../plugins/errors.ts'
import { addressAndCaller, route, type Translator, translator } from '../../plugins/route.ts'
import { runAfterAnswer } from './after-answer.ts'
import { completeRecovery, sendRecoveryCode, verifyRecoveryCode } from './recovery.service.ts'

/**
 * The recovery calls answer KO in the spec's shapes: the first message again in `errorMessage`, and more per call.
 * A body their schema refused too: the routes take the refusal (attachValidation) to answer it so.
 */
async function inRecoveryShape<T>(
  request: FastifyRequest,
  shape: (err: AppError, t: Translator) => Record<string, unknown>,
  run: () => Promise<T>,
): Promise<T> {
  try {
    if (request.validationError) throw validationFailure(schemaIssues(request.validationError.validation))
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
function errorByKind(err: AppError, t: Translator): { error: Record<string, string> } {
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

/**
 * Password recovery in three calls (spec 1 §2.4, §7). The limits are per caller and per address-and-caller, so a
 * stranger cannot lock the owner out; the only limit per address across callers is the daily cap on code mails
 * (docs/decisions/011).
 */
export const recoveryRoutes: FastifyPluginAsync = async (app) => {
  const { deps } = app
  const shapedRefusal = { attachValidation: true }

  route(app, accounts.requestRecoveryCode, shapedRefusal, async (request, reply) =>
    inRecoveryShape(
      request,
      () => ({}),
      async () => {
        const { email } = request.body
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
        await enforceRateLimit(
          request,
          reply,
          RATE_LIMITS.recoveryMailPerEmailIp,
          addressAndCaller(email, request),
        )
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryMailPerEmailDay, email)
        // The same answer, after the same work, whether or not the address has an account.
        runAfterAnswer(deps, 'recovery code', () => sendRecoveryCode(deps, email))
        return { status: 'OK' as const, message: translator(request)('accounts.recovery_code_sent') }
      },
    ),
  )

  route(app, accounts.checkRecoveryCode, shapedRefusal, async (request, reply) =>
    inRecoveryShape(
      request,
      () => ({}),
      async () => {
        const { email, code } = request.body
        await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
        await enforceRateLimit(
          request,
          reply,
          RATE_LIMITS.recoveryCheckPerEmailIp,
          addressAndCaller(email, request),
        )
        await verifyRecoveryCode(deps.db, email, code)
        return { status: 'OK' as const }
      },
    ),
  )

  route(app, accounts.resetPassword, shapedRefusal, async (request, reply) =>
    inRecoveryShape(request, errorByKind, async () => {
      const { email, code, password } = request.body
      await enforceRateLimit(request, reply, RATE_LIMITS.recoveryPerIp, request.ip)
      await enforceRateLimit(
        request,
        reply,
        RATE_LIMITS.recoveryCheckPerEmailIp,
        addressAndCaller(email, request),
      )
      await completeRecovery(deps.db, email, code, password)
      return { status: 'OK' as const, message: translator(request)('accounts.password_updated') }
    }),
  )
}
