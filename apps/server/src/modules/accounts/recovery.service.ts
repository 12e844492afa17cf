import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, userTokens } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { endUserSessions } from '../../plugins/session.ts'
import { recoveryMail } from './account-mails.ts'
import { hashPassword } from './password-hash.ts'
import { findUserByEmail } from './signup.service.ts'
import { hashToken, issueToken, RECOVERY_MAX_WRONG_CODES } from './tokens.ts'

/**
 * Recovery step 1, run after the answer has gone (docs/decisions/011): a new 6-digit code for the account and its
 * mail, or nothing for an unknown address. The answer therefore costs the same whether or not the address has an
 * account; only this background work differs.
 */
export async function sendRecoveryCode(
  deps: Pick<Deps, 'db' | 'mailer' | 'labels'>,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(deps.db, email)
  if (!user) return
  await issueToken(deps.db, user.id, 'recovery', (tx, code) =>
    deps.mailer.send(recoveryMail(deps.labels, user, code), tx),
  )
}

function codeInvalid(): AppError {
  return new AppError('token_invalid', 'accounts.code_invalid', { code: ['accounts.code_invalid'] })
}

/**
 * Checks a recovery code and returns the token's id. A wrong guess is counted in the same statement that looks for
 * the live code, so parallel guesses cannot exceed the limit; after the fifth wrong one even the right code fails.
 */
export async function verifyRecoveryCode(
  db: Db,
  email: string,
  code: string,
): Promise<{ tokenId: number; userId: number }> {
  const user = await findUserByEmail(db, email)
  if (!user) throw codeInvalid()
  const now = new Date()
  const live = and(
    eq(userTokens.userId, user.id),
    eq(userTokens.purpose, 'recovery'),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
    lt(userTokens.attempts, RECOVERY_MAX_WRONG_CODES),
  )
  const hash = hashToken('recovery', user.id, code)
  const wrong = await db
    .update(userTokens)
    .set({ attempts: sql`${userTokens.attempts} + 1` })
    .where(and(live, ne(userTokens.tokenHash, hash)))
    .returning({ id: userTokens.id })
  if (wrong.length > 0) throw codeInvalid()
  const [token] = await db
    .select({ id: userTokens.id })
    .from(userTokens)
    .where(and(live, eq(userTokens.tokenHash, hash)))
  if (!token) throw codeInvalid()
  return { tokenId: token.id, userId: user.id }
}

/**
 * Sets the new password with a valid code. Receiving the code proves the address, so it also counts as verified:
 * any activation link left is void and a password chosen before verification is replaced. Every session of the
 * account ends, since whoever knew the old password may be signed in elsewhere.
 */
export async function completeRecovery(db: Db, email: string, code: string, password: string): Promise<void> {
  const { tokenId, userId } = await verifyRecoveryCode(db, email, code)
  const passwordHash = await hashPassword(password)
  await db.transaction(async (tx) => {
    const used = await tx
      .update(userTokens)
      .set({ usedAt: new Date() })
      .where(and(eq(userTokens.id, tokenId), isNull(userTokens.usedAt)))
      .returning({ id: userTokens.id })
    if (used.length === 0) throw codeInvalid()
    await tx
      .update(users)
      .set({
        passwordHash,
        passwordChosenBySession: null,
        emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
      })
      .where(eq(users.id, userId))
    await tx
      .delete(userTokens)
      .where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, 'activation')))
    await endUserSessions(tx, userId)
  })
}
