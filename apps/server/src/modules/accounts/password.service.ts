import { failedPasswordRules } from '@shop/domain/accounts/password'
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { sessions, users, userTokens } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './password-hash.ts'
import { findUserByEmail } from './signup.service.ts'
import { hashToken, issueToken, RECOVERY_MAX_WRONG_CODES } from './tokens.ts'

/** Checks e-mail and password; every failure (unknown address, no password yet, wrong password) costs the same and answers the same. */
export async function verifyCredentials(db: Db, email: string, password: string): Promise<number> {
  const user = await findUserByEmail(db, email)
  const ok = user?.passwordHash
    ? await verifyPassword(password, user.passwordHash)
    : await verifyDecoy(password)
  if (!user?.passwordHash || !ok) throw new AppError('invalid_credentials', 'errors.invalid_credentials')
  if (needsRehash(user.passwordHash)) {
    await db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
  }
  return user.id
}

/** The password rules need the account's e-mail, which only the server knows for sure. */
function assertPasswordRules(password: string, email: string, field = 'password') {
  const failed = failedPasswordRules(password, email).map((id) => `password.${id}`)
  if (failed.length > 0) throw new AppError('validation_failed', failed[0], { [field]: failed })
}

/** The first password of a user who signed up without one, once the address is verified. */
export async function setFirstPassword(db: Db, userId: number, password: string): Promise<void> {
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new AppError('unauthenticated', 'errors.unauthenticated')
  if (user.passwordHash) throw new AppError('conflict', 'accounts.password_already_set')
  // An unverified sign-up may have used someone else's address: only its owner may give it a password.
  if (!user.verifiedAt) throw new AppError('forbidden', 'accounts.email_not_verified')
  assertPasswordRules(password, user.email)
  const passwordHash = await hashPassword(password)
  // The condition keeps two racing requests from both setting a "first" password.
  const updated = await db
    .update(users)
    .set({ passwordHash })
    .where(and(eq(users.id, userId), isNull(users.passwordHash)))
    .returning({ id: users.id })
  if (updated.length === 0) throw new AppError('conflict', 'accounts.password_already_set')
}

/** Records the privacy consent (once; accepting again keeps the first date). */
export async function acceptPrivacyPolicy(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ privacyAcceptedAt: sql`coalesce(${users.privacyAcceptedAt}, now())` })
    .where(eq(users.id, userId))
}

/** Starts a recovery: a new 6-digit code for the account, or null for an unknown address (the caller answers alike). */
export async function startRecovery(db: Db, email: string) {
  const user = await findUserByEmail(db, email)
  if (!user) return null
  return { user, code: await issueToken(db, user.id, 'recovery') }
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
 * Sets the new password with a valid code. Receiving the code proves the address, so it also counts as verified;
 * every session of the account ends, since whoever knew the old password may be signed in elsewhere.
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
      .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())` })
      .where(eq(users.id, userId))
    await tx.delete(sessions).where(eq(sessions.userId, userId))
  })
}
