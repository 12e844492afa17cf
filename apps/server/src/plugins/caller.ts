import { areaAccess, PROFILE_INCOMPLETE } from '@shop/domain/accounts/area-access'
import { eq, sql } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { users } from '../db/schema/index.ts'
import { cartCallerOf } from '../modules/cart/cart-caller.service.ts'
import { CART_USER_JOIN } from '../modules/cart/cart-rows.store.ts'
import type { CheckoutCaller } from '../modules/checkout/checkout.service.ts'
import { AppError } from './errors.ts'
import { requireUser } from './session.ts'

/**
 * The route kit's signed-in caller (docs/decisions/029, 031): the route options of a call for a signed-in user, where
 * the user's company is read with the session (CART_USER_JOIN) and a visitor is told to sign in whatever the body
 * holds, and the caller such a route hands its service.
 */
export const SIGNED_IN = {
  config: { sessionJoin: CART_USER_JOIN },
  preValidation: async (request: FastifyRequest) => {
    requireUser(request)
  },
}

/**
 * The reserved area's gate (spec 3 §6, issue 25 item 1): a user whose e-mail is not verified, who has not accepted
 * the privacy policy or has no password gets 403 `profile_incomplete` with what is missing, whatever the body holds.
 * The flags are read fresh on every call (a verification or a first password opens the area at once).
 */
async function requireArea(request: FastifyRequest): Promise<void> {
  const userId = requireUser(request)
  const [row] = await request.server.deps.db
    .select({
      email_verified: sql<boolean>`${users.emailVerifiedAt} is not null`,
      privacy_accepted: sql<boolean>`${users.privacyAcceptedAt} is not null`,
      has_password: sql<boolean>`${users.passwordHash} is not null`,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!row) throw new AppError('unauthenticated', 'errors.unauthenticated')
  // Only `area` is asked here: the company (for the price list) is not read.
  const access = areaAccess({ ...row, client: null })
  if (!access.area) {
    throw new AppError(
      PROFILE_INCOMPLETE,
      'accounts.area.profile_incomplete',
      {},
      { missing: access.missing },
    )
  }
}

/** Route options of every customer-area call: SIGNED_IN, and the area's gate before the body is read. */
export const AREA = {
  config: SIGNED_IN.config,
  preValidation: requireArea,
}

/** The signed-in caller and the company they act for. */
export async function signedInCaller(request: FastifyRequest): Promise<CheckoutCaller> {
  const userId = requireUser(request)
  const { caller } = await cartCallerOf(request)
  return { userId, client: caller.client }
}
