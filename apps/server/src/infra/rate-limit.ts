import { and, eq, lt, sql } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { Db } from '../db/client.ts'
import { rateLimits } from '../db/schema/index.ts'
import { AppError } from '../plugins/errors.ts'

export type RateLimitRule = { name: string; max: number; windowSeconds: number }

/** Every limit of the shop in one place; config.RATE_LIMIT_FACTOR multiplies each max (the benchmark raises it). */
export const RATE_LIMITS = {
  loginPerIp: { name: 'login:ip', max: 60, windowSeconds: 15 * 60 },
  /**
   * Failed logins of one caller at one address (docs/decisions/011): a short window, then a longer one, so a caller
   * who keeps failing waits longer. Keyed by address and IP together, so nobody elsewhere can lock the owner out.
   */
  loginFailuresPerEmailIp: { name: 'login-fail:email-ip', max: 5, windowSeconds: 5 * 60 },
  loginFailuresPerEmailIpLong: { name: 'login-fail-long:email-ip', max: 20, windowSeconds: 60 * 60 },
  recoveryPerIp: { name: 'recovery:ip', max: 60, windowSeconds: 60 * 60 },
  recoveryMailPerEmailIp: { name: 'recovery-mail:email-ip', max: 5, windowSeconds: 60 * 60 },
  /** The one limit per address across callers: it bounds the mails anyone can make the owner receive in a day. */
  recoveryMailPerEmailDay: { name: 'recovery-mail:email-day', max: 10, windowSeconds: 24 * 60 * 60 },
  /** Code checks; guessing is bounded by the code itself (5 wrong tries kill it), this only slows one caller. */
  recoveryCheckPerEmailIp: { name: 'recovery-check:email-ip', max: 20, windowSeconds: 60 * 60 },
  signupPerIp: { name: 'signup:ip', max: 10, windowSeconds: 60 * 60 },
  activationMailPerUser: { name: 'activation-mail:user', max: 3, windowSeconds: 60 * 60 },
  activatePerIp: { name: 'activate:ip', max: 30, windowSeconds: 60 * 60 },
  /** Wrong passwords typed on the activation page, per link: a leaked link must not become a password oracle. */
  activationPasswordFailuresPerToken: { name: 'activate-fail:token', max: 5, windowSeconds: 60 * 60 },
  /** A signed-in wizard submit sends two mails. */
  wizardSubmitPerUser: { name: 'wizard-submit:user', max: 10, windowSeconds: 60 * 60 },
  /** New configuration pictures (save_prod_images): each costs a composition and a file. */
  productImagePerIp: { name: 'product-image:ip', max: 120, windowSeconds: 60 * 60 },
  /**
   * Zoom pictures of brochure pages drawn on first request (docs/decisions/027): each costs about a second of a core.
   * A reader zooming through a whole 300-page manual at two zoom levels stays under it; pictures already drawn
   * are not counted.
   */
  brochureZoomPerIp: { name: 'brochure-zoom:ip', max: 600, windowSeconds: 60 * 60 },
  /** Saved configurations (POST product_configuration): each may add a row; per address, or per account when signed in. */
  productConfigurationPerIp: { name: 'product-configuration', max: 60, windowSeconds: 60 * 60 },
  /** Datasheet uploads (POST order/{id}/document): each stores up to 10 MB; per account, or per address for a visitor. */
  documentUploadPerCaller: { name: 'document-upload', max: 60, windowSeconds: 60 * 60 },
  /** New visitor carts (docs/decisions/019): each is a row kept 30 days; a signed-in user's cart is not counted. */
  visitorCartPerIp: { name: 'visitor-cart:ip', max: 30, windowSeconds: 60 * 60 },
  /**
   * Promo codes that did not apply (unknown, not yet valid, expired, used up; issue 21 item 8): this is what stops
   * guessing them. A buyer types the one code they were given, mistyped perhaps a few times: 10 failures in 15 minutes
   * per account, and 30 per address (an office may share one), are far beyond honest use and far below the hundreds a
   * guess needs. A visitor is counted per address only; a code that applies is not counted at all.
   */
  promoFailuresPerUser: { name: 'promo-fail:user', max: 10, windowSeconds: 15 * 60 },
  promoFailuresPerIp: { name: 'promo-fail:ip', max: 30, windowSeconds: 15 * 60 },
  /** Cart submissions (POST cart/submit): each makes an order or quotation and sends two mails; retries count too. */
  cartSubmitPerUser: { name: 'cart-submit:user', max: 30, windowSeconds: 60 * 60 },
  /** 'Modifica il carrello' (POST order/{id}/back_to_cart): each copies an order request's lines into the cart. */
  backToCartPerUser: { name: 'back-to-cart:user', max: 30, windowSeconds: 60 * 60 },
  /**
   * Payment calls (walletCart/*, the card branch of submit_complete_order, the PayPal capture): each may make an order,
   * a payment row and a provider session; retries of one payment reuse its session and still count.
   */
  paymentPerUser: { name: 'payment:user', max: 60, windowSeconds: 60 * 60 },
  /** Saved addresses (POST user/address): each may add a row; per account (only signed-in users save addresses). */
  addressWritePerUser: { name: 'address-write:user', max: 120, windowSeconds: 60 * 60 },
  /** New unverified companies (POST user/create_client); counted only when one is made, not on the idempotent repeat. */
  createClientPerUser: { name: 'create-client:user', max: 5, windowSeconds: 24 * 60 * 60 },
  /**
   * Address suggestions (GET geocode): each calls the geocoder. The form asks as the user types (from 4
   * characters), a few dozen calls per address typed; counted per IP, as visitors fill the checkout's sign-up too.
   */
  geocodePerIp: { name: 'geocode:ip', max: 600, windowSeconds: 60 * 60 },
  /**
   * Contact-form messages (POST contact): each mails the provider. Anyone may write without an account, so this is
   * what keeps the provider's inbox from being flooded; a person writes once or twice (docs/decisions/026).
   */
  contactPerIp: { name: 'contact:ip', max: 5, windowSeconds: 60 * 60 },
  /** The desk's quotation sends (issue 24): each writes a revision row and mails the customer; per staff member. */
  deskQuotationSendPerStaff: { name: 'desk-quotation-send:user', max: 300, windowSeconds: 60 * 60 },
  /** A customer's modification requests (POST order/ask_modification): each reopens a quotation for the desk. */
  askModificationPerUser: { name: 'ask-modification:user', max: 20, windowSeconds: 60 * 60 },
  /** The desk's changes to client companies (verify, link, settings): each writes an audit row, some mail the users. */
  deskClientChangePerStaff: { name: 'desk-client:staff', max: 600, windowSeconds: 60 * 60 },
  /**
   * The desk's order moves, shipments, payments, refunds and field edits (issue 24 items 4 to 6): each writes rows and
   * most mail the customer. A sales office handles a few hundred orders a day; this bounds a stuck script or a
   * stolen staff session, per staff member.
   */
  deskOrderWritePerStaff: { name: 'desk-order-write:staff', max: 600, windowSeconds: 60 * 60 },
  /** Profile saves (spec 3 §3): a save may mail a new address. */
  profileUpdatePerUser: { name: 'profile-update:user', max: 60, windowSeconds: 60 * 60 },
  /** Wrong current passwords on the profile, per user: a session left open on a shared computer cannot guess it. */
  currentPasswordFailuresPerUser: { name: 'profile-password-fail:user', max: 5, windowSeconds: 15 * 60 },
  /** The new address's links, per IP, as the activation's. */
  confirmEmailPerIp: { name: 'confirm-email:ip', max: 30, windowSeconds: 60 * 60 },
  /** The customer's moves of a quotation (refuse, cancel, promo code): each writes its audit row and mails the provider. */
  quotationMovePerUser: { name: 'quotation-move:user', max: 60, windowSeconds: 60 * 60 },
  /** Quick-order previews (POST user/quick_order_preview): each decodes and prices up to 500 lines; nothing written. */
  quickOrderPreviewPerUser: { name: 'quick-order-preview:user', max: 300, windowSeconds: 60 * 60 },
  /** Quick-order adds and reorders: each writes up to 200 cart lines with their configuration copies and datasheets. */
  cartByCodePerUser: { name: 'cart-by-code:user', max: 60, windowSeconds: 60 * 60 },
  /** Saves of a configuration for the company (POST user/add_to_wishlist): each may add a configuration and its row. */
  savedConfigurationPerUser: { name: 'saved-configuration:user', max: 120, windowSeconds: 60 * 60 },
  /**
   * Browser error reports per client address (docs/decisions/038): the reporter sends at most a few per page view, so
   * this is a whole office browsing a broken page for an hour, and it bounds what a script can write.
   */
  clientErrorPerIp: { name: 'client-error:ip', max: 60, windowSeconds: 60 * 60 },
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
  const db = request.server.deps.db
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
  const max = Math.max(1, Math.floor(rule.max * request.server.deps.config.RATE_LIMIT_FACTOR))
  if ((row?.count ?? 0) > max) {
    const retryAfter = Math.ceil((windowStart.getTime() + windowMs - now) / 1000)
    reply.header('retry-after', String(retryAfter))
    throw new AppError('rate_limited', 'errors.rate_limited', {}, { retry_after: retryAfter })
  }
}

/**
 * Counts an attempt against limits meant for failures only, and returns how to take it back when the attempt
 * succeeds. Counting first and forgiving after keeps parallel attempts from slipping past the limit, which a
 * "count after failing" scheme would allow.
 */
export async function countFailures(
  request: FastifyRequest,
  reply: FastifyReply,
  rules: RateLimitRule[],
  subject: string | number,
): Promise<{ forgive(): Promise<void> }> {
  const counted: RateLimitRule[] = []
  for (const rule of rules) {
    await enforceRateLimit(request, reply, rule, subject)
    counted.push(rule)
  }
  return {
    async forgive() {
      const now = Date.now()
      for (const rule of counted) {
        const windowMs = rule.windowSeconds * 1000
        await request.server.deps.db
          .update(rateLimits)
          .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
          .where(
            and(
              eq(rateLimits.key, `${rule.name}:${subject}`),
              eq(rateLimits.windowStart, new Date(now - (now % windowMs))),
            ),
          )
      }
    },
  }
}

/** Old windows are dead weight: drop them now and then instead of running a separate job. */
async function sweepExpiredWindows(db: Db, now: number) {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  const longestWindowMs = Math.max(...Object.values(RATE_LIMITS).map((r) => r.windowSeconds)) * 1000
  await db.delete(rateLimits).where(lt(rateLimits.windowStart, new Date(now - longestWindowMs)))
}
