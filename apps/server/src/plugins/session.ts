import { createHash, randomBytes } from 'node:crypto'
import { eq, lt } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import type { Db } from '../db/client.ts'
import { sessions } from '../db/schema/index.ts'
import { AppError } from './errors.ts'

export const SESSION_COOKIE = 'shop_session'
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60
/** Sliding the idle expiry is a write: do it at most this often per session, not on every request. */
const SLIDE_EVERY_MS = 60_000
const SWEEP_EVERY_MS = 10 * 60_000

export type Session = { id: string; userId: number; persistent: boolean; expiresAt: Date }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, loaded for /api/ requests only; null for anonymous visitors. */
    session: Session | null
    userId: number | null
  }
}

/** The row keeps only the token's hash, so a copy of the table cannot be replayed as cookies. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: request.protocol === 'https' }
}

function idleMs(request: FastifyRequest): number {
  return request.server.config.SESSION_IDLE_MINUTES * 60_000
}

/** The signed-in user's id, or a 401 for anonymous requests. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw new AppError('unauthenticated', 'errors.unauthenticated')
  return request.userId
}

/**
 * Signs the user in on a new session id (the old row is deleted, so a session fixed before login is worthless).
 * Remember-me gives a 30-day persistent cookie; otherwise a browser-session cookie whose row expires when idle.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  opts: { remember: boolean },
): Promise<void> {
  const db = request.server.db
  if (request.session) await db.delete(sessions).where(eq(sessions.id, request.session.id))
  const token = randomBytes(32).toString('base64url')
  const now = Date.now()
  const expiresAt = new Date(now + (opts.remember ? REMEMBER_ME_SECONDS * 1000 : idleMs(request)))
  const session = { id: hashToken(token), userId, persistent: opts.remember, expiresAt }
  await db.insert(sessions).values(session)
  await sweepExpiredSessions(db, now)
  request.session = session
  request.userId = userId
  reply.setCookie(SESSION_COOKIE, token, {
    ...cookieOptions(request),
    ...(opts.remember ? { maxAge: REMEMBER_ME_SECONDS } : {}),
  })
}

/** Signs out: the row is deleted and the browser told to drop the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session) await request.server.db.delete(sessions).where(eq(sessions.id, request.session.id))
  request.session = null
  request.userId = null
  reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
}

const lastSweep = new WeakMap<Db, number>()

/** Expired rows are already ignored; deleting them now and then at sign-in keeps the table small without a job. */
async function sweepExpiredSessions(db: Db, now: number) {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)))
}

async function loadSession(request: FastifyRequest, reply: FastifyReply) {
  const token = request.cookies[SESSION_COOKIE]
  if (!token) return
  const db = request.server.db
  const id = hashToken(token)
  const [row] = await db
    .select({
      id: sessions.id,
      userId: sessions.userId,
      persistent: sessions.persistent,
      expiresAt: sessions.expiresAt,
    })
    .from(sessions)
    .where(eq(sessions.id, id))
  const now = Date.now()
  // An unknown token is simply anonymous, and its cookie is left alone: the row may have just been replaced by a
  // sign-in of the same browser (the activation page posts while the page still reads the user), and clearing the
  // cookie in this answer, when it arrives last, would delete the new session's cookie.
  if (!row) return
  if (row.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id))
    reply.clearCookie(SESSION_COOKIE, cookieOptions(request))
    return
  }
  if (!row.persistent) {
    const slid = new Date(now + idleMs(request))
    if (slid.getTime() - row.expiresAt.getTime() >= SLIDE_EVERY_MS) {
      await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.id, id))
      row.expiresAt = slid
    }
  }
  request.session = row
  request.userId = row.userId
}

/** Database sessions for the API; pages and assets never touch the table. */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('session', null)
  app.decorateRequest('userId', null)
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) await loadSession(request, reply)
  })
})
