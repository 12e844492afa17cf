import type { PasswordCheck } from '@shop/domain/accounts/schemas'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users, userTokens } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { endUserSessions, type IssuedSession } from '../../plugins/session.ts'
import { verifyPassword } from './password-hash.ts'
import { hashToken } from './tokens.ts'

/** What the person following the link offers to keep a password chosen before the address was verified. */
export type ActivationProof = {
  /** The hashed id of the request's session, if it has one. */
  sessionId: string | null
  /** The password typed on the activation page. */
  password?: string
  /** The person chose to drop that password and set a new one. */
  discardPassword: boolean
}

export type ActivationResult =
  | { passwordCheck: 'required'; userId: number }
  | { passwordCheck: Exclude<PasswordCheck, 'required'>; userId: number; session: IssuedSession }

function linkInvalid(): AppError {
  return new AppError('token_invalid', 'accounts.activation_link_invalid', {
    token: ['accounts.activation_link_invalid'],
  })
}

/** Thrown for a wrong typed password, so the route can count the failure against the link. */
export class WrongActivationPassword extends AppError {
  constructor() {
    super('validation_failed', 'accounts.activation_password_wrong', {
      password: ['accounts.activation_password_wrong'],
    })
  }
}

async function findLiveActivation(db: Db, token: string) {
  const [row] = await db
    .select({
      tokenId: userTokens.id,
      userId: users.id,
      passwordHash: users.passwordHash,
      chosenBySession: users.passwordChosenBySession,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.purpose, 'activation'),
        eq(userTokens.tokenHash, hashToken('activation', 0, token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, new Date()),
      ),
    )
  return row ?? null
}

/**
 * Follows an activation link (docs/decisions/011). Whoever signed up may not own the address, so verifying it ends
 * every other session of the account. A password set before verification (the checkout's sign-up) is kept only
 * when this request comes from the session that chose it or the password is typed again; `discardPassword` drops
 * it instead. Without either, nothing changes and the answer says the password is required. Each link works once:
 * the token is consumed in the same transaction that verifies, ends the sessions and opens the new one.
 */
export async function activateAccount(
  db: Db,
  token: string,
  proof: ActivationProof,
  openSession: (userId: number) => IssuedSession,
): Promise<ActivationResult> {
  const found = await findLiveActivation(db, token)
  if (!found) throw linkInvalid()
  const hasUnprovenPassword = found.passwordHash !== null && found.verifiedAt === null
  let passwordCheck: PasswordCheck = 'none'
  if (hasUnprovenPassword) {
    if (proof.discardPassword) passwordCheck = 'discarded'
    else if (found.chosenBySession !== null && proof.sessionId === found.chosenBySession)
      passwordCheck = 'kept'
    else if (proof.password) {
      // scrypt takes tens of milliseconds: checked before the transaction, whose condition below notices a change.
      if (!(await verifyPassword(proof.password, found.passwordHash as string)))
        throw new WrongActivationPassword()
      passwordCheck = 'kept'
    } else return { passwordCheck: 'required', userId: found.userId }
  }

  const session = openSession(found.userId)
  const now = new Date()
  await db.transaction(async (tx) => {
    const used = await tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(and(eq(userTokens.id, found.tokenId), isNull(userTokens.usedAt), gt(userTokens.expiresAt, now)))
      .returning({ id: userTokens.id })
    if (used.length === 0) throw linkInvalid()
    const verified = await tx
      .update(users)
      .set({
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)`,
        passwordChosenBySession: null,
        ...(passwordCheck === 'discarded' ? { passwordHash: null } : {}),
      })
      // The password proven above is still the one stored (a recovery in between would have replaced it).
      .where(
        and(
          eq(users.id, found.userId),
          sql`${users.passwordHash} is not distinct from ${found.passwordHash}`,
        ),
      )
      .returning({ id: users.id })
    if (verified.length === 0) throw linkInvalid()
    await endUserSessions(tx, found.userId)
    await tx.insert(sessions).values(session.session)
  })
  return { passwordCheck, userId: found.userId, session }
}
