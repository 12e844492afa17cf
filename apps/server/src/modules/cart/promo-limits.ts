import type { FastifyReply, FastifyRequest } from 'fastify'
import { countFailures, RATE_LIMITS } from '../../infra/rate-limit.ts'
import { isPromoRefusal } from './promo-codes.service.ts'

/**
 * Runs a change that applies a typed promo code (the cart's, or a quotation request's in the customer area), counting
 * it against the failure limits first and giving the count back unless the code was refused (issue 21 item 8): only
 * codes that do not apply are counted, and parallel guesses cannot slip past the limit between a check and a count. Per account, then per address; a visitor per
 * address only. Over a limit: 429 with Retry-After, whatever the code, until the window passes.
 */
export async function countingPromoFailures<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number | null,
  change: () => Promise<T>,
): Promise<T> {
  const attempts =
    userId === null ? [] : [await countFailures(request, reply, [RATE_LIMITS.promoFailuresPerUser], userId)]
  attempts.push(await countFailures(request, reply, [RATE_LIMITS.promoFailuresPerIp], request.ip))
  const forgive = async () => {
    for (const attempt of attempts) await attempt.forgive()
  }
  try {
    const result = await change()
    await forgive()
    return result
  } catch (err) {
    if (!isPromoRefusal(err)) await forgive()
    throw err
  }
}
