import { lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { AppError } from '../plugins/errors.ts'

export type RateLimitRule = { name: string; max: number; windowSeconds: number }

/** Every limit of the shop in one place; config.RATE_LIMIT_FACTOR multiplies each max (the benchmark raises it). */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', max: 60, windowSeconds: 15 * 60 },
  loginPerEmail: { name: 'login:email', max: 10, windowSeconds: 15 * 60 },
  recoveryMailPerEmail: { name: 'recovery-mail:email', max: 5, windowSeconds: 60 * 60 },
  recoveryPerEmail: { name: 'recovery:email', max: 20, windowSeconds: 60 * 60 },
  recoveryPerIp: { name: 'recovery:ip', max: 60, windowSeconds: 60 * 60 },
  signupPerIp: { name: 'signup:ip', max: 10, windowSeconds: 60 * 60 },
  activationMailPerUser: { name: 'activation-mail:user', max: 3, windowSeconds: 60 * 60 },
  /** New configuration pictures (save_prod_images): each costs a composition and a file. */
  productImagePerIp: { name: 'product-image:ip', max: 120, windowSeconds: 60 * 60 },
} as const satisfies Record<string, RateLimitRule>

const SWEEP_EVERY_MS = 10 * 60_000
const lastSweep = new WeakMap<Db, number>()

/**
 * Counts one hit against a fixed window kept in the database, so every app process shares the count; the upsert
 * is atomic, so parallel requests cannot slip past the limit. Over the limit it answers 429 with Retry-After.
 */
export async function enforceRateLimit(
  request: FastifyRequest,
  reply: FastifyReply,
  rule: RateLimitRule,
  subject: string | number,
): Promise<void> {
  const db = request.server.db
  const windowMs = rule.windowSeconds * 1000
  const now = Date.now()
  const windowStart = new Date(now - (now % windowMs))
  const key = `${rule.name}:${subject}`
  const [row] = await db
    .insert(rateLimits)
    .values({ key, windowStart, count: 1 })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${rateLimits.windowStart} = excluded.window_start then ${rateLimits.count} + 1 else 1 end`,
        windowStart: sql`excluded.window_start`,
      },
    })
    .returning({ count: rateLimits.count })
  await sweepExpiredWindows(db, now)
  const max = Math.max(1, Math.floor(rule.max * request.server.config.RATE_LIMIT_FACTOR))
  if ((row?.count ?? 0) > max) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000)
    reply.header('retry-after', String(retryAfter))
    throw new AppError('rate_limited', 'errors.rate_limited', {}, { retry_after: retryAfter })
  }
}

/** Old windows are dead weight: drop them now and then instead of running a separate job. */
async function sweepExpiredWindows(db: Db, now: number) {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  const longestWindowMs = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowSeconds)) * 1000
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - longestWindowMs)))
}
