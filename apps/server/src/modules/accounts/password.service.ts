import { failedPasswordRules } from '@shop/domain/accounts/password'
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { endUserSessions } from '../../plugins/session.ts'
import { hashPassword, needsRehash, verifyDecoy, verifyPassword } from './password-hash.ts'
import { findUserByEmail } from './signup.service.ts'

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
  if (failed.length > 0) throw validationFailure(failed.map((message) => ({ path: [field], message })))
}

/**
 * The first password of a user who signed up without one, once the address is verified. Every other session of
 * the account ends: only the browser that chose the password stays signed in.
 */
export async function setFirstPassword(
  db: Db,
  userId: number,
  password: string,
  keepSessionId: string | undefined,
): Promise<void> {
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
  await db.transaction(async (tx) => {
    const updated = await tx
      .update(users)
      .set({ passwordHash })
      .where(and(eq(users.id, userId), isNull(users.passwordHash)))
      .returning({ id: users.id })
    if (updated.length === 0) throw new AppError('conflict', 'accounts.password_already_set')
    await endUserSessions(tx, userId, keepSessionId)
  })
}

/** Records the privacy consent (once; accepting again keeps the first date). */
export async function acceptPrivacyPolicy(db: Db, userId: number): Promise<void> {
  await db
    .update(users)
    .set({ privacyAcceptedAt: sql`coalesce(${users.privacyAcceptedAt}, now())` })
    .where(eq(users.id, userId))
}
