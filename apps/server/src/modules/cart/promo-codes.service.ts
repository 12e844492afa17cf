import { eq } from 'drizzle-orm'
import type { Queryable } from '../../db/client.ts'
import { promoCodes } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'

/**
 * Discount codes (issue 10 item 7.4): a code is checked when the buyer applies it and on every read of the cart (an
 * expired or used-up code stops counting), and again, with its use counted, when the cart is submitted.
 */

const PROMO_PROBLEMS = ['unknown', 'not_yet_valid', 'expired', 'used_up'] as const
export type PromoProblem = (typeof PROMO_PROBLEMS)[number]

/** Label key of each refusal, a field error on the code typed. */
export const PROMO_PROBLEM_LABELS: Record<PromoProblem | 'disabled', string> = {
  unknown: 'orders.promo_code.unknown',
  not_yet_valid: 'orders.promo_code.not_yet_valid',
  expired: 'orders.promo_code.expired',
  used_up: 'orders.promo_code.used_up',
  disabled: 'orders.promo_code.disabled',
}

type PromoTimes = {
  valid_from: string | Date
  valid_to: string | Date | null
  usage_limit: number | null
  used_count: number
}

/** What keeps the code from applying now, or null when it applies: [valid_from, valid_to) and uses left. */
export function promoProblem(promo: PromoTimes, now: Date): Exclude<PromoProblem, 'unknown'> | null {
  if (new Date(promo.valid_from).getTime() > now.getTime()) return 'not_yet_valid'
  if (promo.valid_to !== null && new Date(promo.valid_to).getTime() <= now.getTime()) return 'expired'
  if (promo.usage_limit !== null && promo.used_count >= promo.usage_limit) return 'used_up'
  return null
}

/** Where POST cart/{lang}'s body carries the code typed (cartUpdateBody). */
export const PROMO_CODE_PATH = ['cart', 'promo_code'] as const

/**
 * The 422 of a code that cannot be applied, on `path`: the code's field in the caller's body (PROMO_CODE_PATH), or []
 * ('general') for a body without one (cart/submit).
 */
export function promoError(problem: PromoProblem | 'disabled', path: readonly PropertyKey[]): AppError {
  const key = PROMO_PROBLEM_LABELS[problem]
  const { errors } = validationFailure([{ path, message: key }])
  return new AppError('validation_failed', key, errors, { reason: problem })
}

/**
 * True for the refusal of a code that does not apply (unknown, not yet valid, expired, used up): what a guess meets,
 * and what the failure limits count (issue 21 item 8). 'disabled' tells nothing about a code and is not one.
 */
export function isPromoRefusal(err: unknown): boolean {
  return err instanceof AppError && (PROMO_PROBLEMS as readonly unknown[]).includes(err.extra.reason)
}

/** The id of the code as typed (case and surrounding spaces do not matter), or the 422 saying why it cannot apply. */
export async function findApplicablePromo(q: Queryable, typed: string, now: Date): Promise<number> {
  const code = typed.trim().toUpperCase()
  const [row] = await q.select().from(promoCodes).where(eq(promoCodes.code, code))
  if (!row) throw promoError('unknown', PROMO_CODE_PATH)
  const problem = promoProblem(
    {
      valid_from: row.validFrom,
      valid_to: row.validTo,
      usage_limit: row.usageLimit,
      used_count: row.usedCount,
    },
    now,
  )
  if (problem) throw promoError(problem, PROMO_CODE_PATH)
  return row.id
}
