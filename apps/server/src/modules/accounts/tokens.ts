import { createHash, randomBytes, randomInt } from 'node:crypto'
import { and, eq } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client.ts'
import { userTokens } from '../../db/schema/index.ts'

export const ACTIVATION_VALID_DAYS = 7
export const RECOVERY_VALID_MINUTES = 15
export const RECOVERY_MAX_WRONG_CODES = 5

type Purpose = (typeof userTokens.$inferInsert)['purpose']

/**
 * Tokens are stored hashed. A recovery code has only a million values, so its hash is salted with the user id:
 * equal codes of different users then have different hashes.
 */
export function hashToken(purpose: Purpose, userId: number, token: string): string {
  const input = purpose === 'recovery' ? `${userId}:${token}` : token
  return createHash('sha256').update(input).digest('hex')
}

/** Issues a new token of that purpose for the user, voiding any earlier one (only the newest link or code works). */
export async function issueToken(
  db: Queryable,
  userId: number,
  purpose: Purpose,
  /** Enqueues the mail that carries the token, in the transaction that stores it: both or neither. */
  mailToken?: (tx: Tx, token: string) => Promise<void>,
): Promise<string> {
  const token =
    purpose === 'recovery'
      ? String(randomInt(0, 1_000_000)).padStart(6, '0')
      : randomBytes(32).toString('base64url')
  const validMs =
    purpose === 'recovery' ? RECOVERY_VALID_MINUTES * 60_000 : ACTIVATION_VALID_DAYS * 86_400_000
  await db.transaction(async (tx) => {
    await tx.delete(userTokens).where(and(eq(userTokens.userId, userId), eq(userTokens.purpose, purpose)))
    await tx.insert(userTokens).values({
      userId,
      purpose,
      tokenHash: hashToken(purpose, userId, token),
      expiresAt: new Date(Date.now() + validMs),
    })
    await mailToken?.(tx, token)
  })
  return token
}
