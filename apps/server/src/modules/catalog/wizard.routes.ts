import { type SignupRequest, wizardSignupRequest } from '@shop/domain/accounts/schemas'
import { type WizardSubmitResponse, wizardConfigurationBody } from '@shop/domain/catalog/wizard'
import type { FieldErrors } from '@shop/domain/http/errors'
import { V } from '@shop/domain/http/fields'
import type { FastifyReply, FastifyRequest, onSendAsyncHookHandler } from 'fastify'
import fp from 'fastify-plugin'
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { isSecureRequest } from '../../plugins/cookies.ts'
import { AppError } from '../../plugins/errors.ts'
import { adoptSession, hasSignedInNow, issueSession } from '../../plugins/session.ts'
import { findPublicUser } from '../accounts/user.service.ts'
import {
  claimPendingConfiguration,
  type PendingConfiguration,
  submitWizardAsUser,
  submitWizardAsVisitor,
  type WizardConfiguration,
} from './wizard.service.ts'

/**
 * The configuration a visitor sent with an address that already has an account, waiting for that account to sign
 * in from this browser (docs/decisions/008). It holds nothing the visitor could not save themselves once signed in.
 */
export const WIZARD_PENDING_COOKIE = 'wizard_pending'
const PENDING_MAX_AGE_SECONDS = 24 * 60 * 60
/** Browsers drop cookies over 4 KB: custom texts that would not fit are left out of the pending copy. */
const PENDING_MAX_LENGTH = 3000

function pendingCookieOptions(request: FastifyRequest) {
  return {
    path: '/api/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: isSecureRequest(request),
  }
}

const pendingSchema = wizardConfigurationBody.extend({ email: z.string().min(1).max(200) })

function readPending(request: FastifyRequest): PendingConfiguration | null {
  const raw = request.cookies[WIZARD_PENDING_COOKIE]
  if (!raw) return null
  try {
    const parsed = pendingSchema.safeParse(JSON.parse(raw))
    return parsed.success ? parsed.data : null
  } catch {
    return null
  }
}

function keepPending(request: FastifyRequest, reply: FastifyReply, pending: PendingConfiguration) {
  let value = JSON.stringify(pending)
  if (encodeURIComponent(value).length > PENDING_MAX_LENGTH)
    value = JSON.stringify({ ...pending, custom_texts: {} })
  if (encodeURIComponent(value).length > PENDING_MAX_LENGTH) return
  reply.setCookie(WIZARD_PENDING_COOKIE, value, {
    ...pendingCookieOptions(request),
    maxAge: PENDING_MAX_AGE_SECONDS,
  })
}

function dropPending(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(WIZARD_PENDING_COOKIE, pendingCookieOptions(request))
}

/** Both parts of the body at once, so the form gets every field error in one answer. */
function parseParts<S extends z.ZodType[]>(body: unknown, ...schemas: S): { [K in keyof S]: z.output<S[K]> } {
  const errors: FieldErrors = {}
  const out = schemas.map((schema) => {
    const result = schema.safeParse(body ?? {})
    if (result.success) return result.data
    const { formErrors, fieldErrors } = z.flattenError(result.error)
    if (formErrors.length > 0) errors.general = [V.invalid]
    for (const [field, messages] of Object.entries(fieldErrors)) {
      if (messages) errors[field] = [...new Set([...(errors[field] ?? []), ...(messages as string[])])]
    }
    return undefined
  })
  const first = Object.values(errors)[0]?.[0]
  if (first) throw new AppError('validation_failed', first, errors)
  return out as { [K in keyof S]: z.output<S[K]> }
}

/** POST /api/front/wizard/submit (spec 1 §7): sign-up and save, or save for a signed-in user. */
export const wizardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/wizard/submit', async (request, reply): Promise<WizardSubmitResponse> => {
    reply.header('cache-control', 'private, no-cache')
    if (request.userId !== null) {
      // Each submit mails the provider and the customer: a signed-in account gets a budget of them.
      await enforceRateLimit(request, reply, RATE_LIMITS.wizardSubmitPerUser, request.userId)
      // A signed-in visitor saves straight to their account: no sign-up fields.
      const [configuration] = parseParts(request.body, wizardConfigurationBody)
      const saved = await submitWizardAsUser(app, request.lang, request.userId, configuration)
      // This submit supersedes anything left pending in this browser.
      if (request.cookies[WIZARD_PENDING_COOKIE]) dropPending(request, reply)
      return { status: 'OK', user: await userRef(request.userId), product_configuration: saved }
    }

    await enforceRateLimit(request, reply, RATE_LIMITS.signupPerIp, request.ip)
    const [configuration, signup] = parseParts(
      request.body,
      wizardConfigurationBody,
      wizardSignupRequest,
    ) as [WizardConfiguration, SignupRequest]
    try {
      const { user, session, saved } = await submitWizardAsVisitor(
        app,
        request.lang,
        signup,
        configuration,
        (userId) => issueSession(request, userId, { remember: false }),
      )
      await adoptSession(request, reply, session)
      return { status: 'OK', user: { id: user.id, email: user.email }, product_configuration: saved }
    } catch (err) {
      if (err instanceof AppError && err.code === 'already_exist') {
        keepPending(request, reply, { ...configuration, email: signup.email })
      }
      throw err
    }
  })

  async function userRef(userId: number) {
    const found = await findPublicUser(app.db, userId)
    if (!found) throw new AppError('unauthenticated', 'errors.unauthenticated')
    return { id: found.user.id, email: found.user.email }
  }
}

/** The answers that sign a user in; a pending configuration is claimed in these and nowhere else. */
const SIGN_IN_ROUTES = new Set(['/api/front/user/login', '/api/front/user/activate'])

/**
 * Saves a pending wizard configuration in the answer to the sign-in of its account (login or activation), so the
 * page that signed in already finds it saved. Other answers never claim it: a GET must not save or send mail.
 */
export const wizardPendingPlugin = fp(async (app) => {
  // On those routes only: the other answers pay nothing for it.
  app.addHook('onRoute', (route) => {
    if (!SIGN_IN_ROUTES.has(route.url)) return
    route.onSend = [...[route.onSend ?? []].flat(), claimOnSignIn]
  })
  const claimOnSignIn: onSendAsyncHookHandler = async (request, reply, payload) => {
    if (request.userId === null || !request.cookies[WIZARD_PENDING_COOKIE]) return payload
    if (!hasSignedInNow(request) || reply.statusCode >= 300) return payload
    const pending = readPending(request)
    try {
      if (pending) await claimPendingConfiguration(app, request.lang, request.userId, pending)
    } catch (err) {
      // A code the catalogue no longer accepts cannot be saved: it is dropped rather than retried forever.
      request.log.warn({ err }, 'pending wizard configuration not saved')
    }
    dropPending(request, reply)
    return payload
  }
})
