import * as catalog from '@shop/domain/catalog/endpoints'
import { wizardConfigurationBody } from '@shop/domain/catalog/wizard'
import {
  isWizardSignup,
  type WizardSubmitResponse,
  wizardVisitorSubmitBody,
} from '@shop/domain/catalog/wizard-submit'
import { V } from '@shop/domain/http/fields'
import type {
  FastifyPluginAsync,
  FastifyReply,
  FastifyRequest,
  FastifySchemaCompiler,
  FastifySchemaValidationError,
  onSendAsyncHookHandler,
} from 'fastify'
import fp from 'fastify-plugin'
import { validatorCompiler } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { enforceRateLimit, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { isSecureRequest } from '../../plugins/cookies.ts'
import { AppError } from '../../plugins/errors.ts'
import { route } from '../../plugins/route.ts'
import { adoptSession, hasSignedInNow, issueSession } from '../../plugins/session.ts'
import { findPublicUser } from '../accounts/user.service.ts'
import {
  claimPendingConfiguration,
  type PendingConfiguration,
  submitWizardAsUser,
  submitWizardAsVisitor,
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

/**
 * The wizard's body validator (its endpoint's body is wizardSubmitBody): a body with sign-up fields is checked as a
 * visitor's, configuration and sign-up together, so the form gets every field error at once where the union would
 * only say that neither form matched; one without is a signed-in user's configuration. Each error is given under
 * its top-level field, as the form shows them, and an error of the whole body as `general`.
 */
const wizardBodyValidator: FastifySchemaCompiler<unknown> = ({ method, url, httpPart }) => {
  const compile = (schema: z.ZodType) => validatorCompiler({ schema, method, url, httpPart })
  const visitor = compile(wizardVisitorSubmitBody)
  const user = compile(wizardConfigurationBody)
  return (data) => {
    const body = data ?? {}
    const result = (isWizardSignup(body) ? visitor : user)(body) as {
      error?: FastifySchemaValidationError[]
      value?: unknown
    }
    if (!result.error) return result
    const error = result.error.map((issue) => {
      const field = issue.instancePath.split('/')[1] ?? ''
      return { ...issue, instancePath: `/${field}`, message: field ? issue.message : V.invalid }
    })
    return { error }
  }
}

/** POST /api/front/wizard/submit (spec 1 §7): sign-up and save, or save for a signed-in user. */
export const wizardRoutes: FastifyPluginAsync = async (app) => {
  route(
    app,
    catalog.submitWizard,
    {
      validatorCompiler: wizardBodyValidator,
      // Before the body is checked, so that a refused form counts as well.
      preValidation: async (request, reply) => {
        // Each submit mails the provider and the customer: a signed-in account gets a budget of them.
        if (request.userId !== null)
          await enforceRateLimit(request, reply, RATE_LIMITS.wizardSubmitPerUser, request.userId)
        else await enforceRateLimit(request, reply, RATE_LIMITS.signupPerIp, request.ip)
      },
    },
    async (request, reply): Promise<WizardSubmitResponse> => {
      reply.header('cache-control', 'private, no-cache')
      const { configuration_code, variations, custom_texts } = request.body
      const configuration = { configuration_code, variations, custom_texts }
      if (request.userId !== null) {
        // A signed-in visitor saves straight to their account: sign-up fields, if any, are ignored.
        const saved = await submitWizardAsUser(app.deps, request.lang, request.userId, configuration)
        // This submit supersedes anything left pending in this browser.
        if (request.cookies[WIZARD_PENDING_COOKIE]) dropPending(request, reply)
        return { status: 'OK', user: await userRef(request.userId), product_configuration: saved }
      }

      // A visitor without the sign-up fields sent a signed-in user's form: their session has ended.
      const signup = request.body
      if (!('email' in signup)) throw new AppError('unauthenticated', 'errors.unauthenticated')
      try {
        const { user, session, saved } = await submitWizardAsVisitor(
          app.deps,
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
    },
  )

  async function userRef(userId: number) {
    const found = await findPublicUser(app.deps.db, userId)
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
      if (pending) await claimPendingConfiguration(app.deps, request.lang, request.userId, pending)
    } catch (err) {
      // A code the catalogue no longer accepts cannot be saved: it is dropped rather than retried forever.
      request.log.warn({ err }, 'pending wizard configuration not saved')
    }
    dropPending(request, reply)
    return payload
  }
})
