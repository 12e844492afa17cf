import { createHash, randomBytes } from 'node:crypto'
import { and, eq, lt, ne } from 'drizzle-orm'
import type { FastifyReply, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { type Db, type Queryable, queryRows, type Statement } from '../db/client.ts'
import { sessions } from '../db/schema/index.ts'
import { isSecureRequest, SESSION_COOKIE, sessionCookieName, sessionToken } from './cookies.ts'
import { issueCsrfToken } from './csrf.ts'
import { AppError } from './errors.ts'

export { SESSION_COOKIE, sessionCookieName }
export const REMEMBER_ME_SECONDS = 30 * 24 * 60 * 60
/** Sliding the idle expiry is a write: do it at most this often per session, not on every request. */
const SLIDE_EVERY_MS = 60_000
const SWEEP_EVERY_MS = 10 * 60_000

export type Session = { id: string; userId: number; persistent: boolean; expiresAt: Date }

/**
 * What a route reads about the signed-in user in the session's own query, so that a signed-in request costs one
 * round trip: columns over `users u` (and the joins they need), and how to read them from the row. A route
 * declares it as `config: { sessionJoin }`; its handler takes the result with readJoined. Build with sessionJoin()
 * or boundSessionJoin().
 */
export type SessionJoin<T> = {
  readonly statement: Statement
  /** This request's parameters after the session id ($2, …), and the reader of its row. */
  bind(db: Db, sessionId: string): BoundJoin<T>
}

export type BoundJoin<T> = { params: unknown[]; read(row: Record<string, unknown>): T }

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in session, loaded for /api/ requests and routes with `withSession`; null for anonymous visitors. */
    session: Session | null
    userId: number | null
    /** What the route's sessionJoin read with the session (see readJoined). */
    sessionJoined: { join: SessionJoin<unknown>; value: unknown } | null
  }
  interface FastifyContextConfig {
    /** Read with the session, in the same query (see SessionJoin). */
    sessionJoin?: SessionJoin<unknown>
    /** A page outside /api/ that acts for the signed-in user (the simulated provider's hosted pages) reads it too. */
    withSession?: boolean
  }
}

const SESSION_COLUMNS =
  's.user_id as session_user_id, s.persistent as session_persistent, s.expires_at as session_expires_at'

const SESSION_ONLY: Statement = {
  name: 'session',
  text: `select ${SESSION_COLUMNS} from sessions s where s.id = $1`,
}

const joinStatement = (name: string, sql: { columns: string; joins?: string }): Statement => ({
  name: `session_${name}`,
  text: `select ${SESSION_COLUMNS}, ${sql.columns} from sessions s join users u on u.id = s.user_id ${sql.joins ?? ''} where s.id = $1`,
})

/**
 * A SessionJoin named `name` (a prepared statement's name: unique in the app). `columns` and `joins` are SQL over
 * `users u` (the session's user); no column may start with `session_`.
 */
export function sessionJoin<T>(
  name: string,
  sql: { columns: string; joins?: string },
  read: (row: Record<string, unknown>) => T,
): SessionJoin<T> {
  const bound = { params: [], read }
  return { statement: joinStatement(name, sql), bind: () => bound }
}

/** A SessionJoin whose SQL takes parameters of its own after the session id, bound per request by `bind`. */
export function boundSessionJoin<T>(
  name: string,
  sql: { columns: string; joins?: string },
  bind: (db: Db, sessionId: string) => BoundJoin<T>,
): SessionJoin<T> {
  return { statement: joinStatement(name, sql), bind }
}

/**
 * What the route's sessionJoin read with this request's session; undefined when the request is anonymous, the
 * route declared another join, or the session changed during the request (the caller then reads it itself).
 */
export function readJoined<T>(request: FastifyRequest, join: SessionJoin<T>): T | undefined {
  const joined = request.sessionJoined
  return joined !== null && joined.join === join ? (joined.value as T) : undefined
}

/** The row keeps only the token's hash, so a copy of the table cannot be replayed as cookies. */
function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Tokens seen lately and their hash: a browser sends the same cookie on every request. */
const recentHashes = new Map<string, string>()
const MAX_RECENT_HASHES = 10_000

function cachedHashToken(token: string): string {
  let id = recentHashes.get(token)
  if (id === undefined) {
    if (recentHashes.size >= MAX_RECENT_HASHES) recentHashes.clear()
    id = hashToken(token)
    recentHashes.set(token, id)
  }
  return id
}

function cookieOptions(request: FastifyRequest) {
  return { path: '/', httpOnly: true, sameSite: 'lax' as const, secure: isSecureRequest(request) }
}

/** Answers that set or clear the session cookie: personal, so never stored by a cache. */
const cookieChanged = new WeakSet<FastifyRequest>()

/** Sets (token) or clears (null) the session cookie, with a CSRF token bound to what the browser will then hold. */
function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string | null,
  maxAge?: number,
) {
  const name = sessionCookieName(request.server.deps.config)
  if (token === null) reply.clearCookie(name, cookieOptions(request))
  else reply.setCookie(name, token, { ...cookieOptions(request), ...(maxAge ? { maxAge } : {}) })
  issueCsrfToken(request, reply, token)
  cookieChanged.add(request)
}

function idleMs(request: FastifyRequest): number {
  return request.server.deps.config.SESSION_IDLE_MINUTES * 60_000
}

/** The signed-in user's id, or a 401 for anonymous requests. */
export function requireUser(request: FastifyRequest): number {
  if (request.userId === null) throw new AppError('unauthenticated', 'errors.unauthenticated')
  return request.userId
}

/** A session made for a user but not stored yet: a service inserts it in the transaction that signs the user in. */
export type IssuedSession = { token: string; session: Session }

/** A new random token and the row that stands for it; remember-me rows live 30 days, others until idle. */
export function issueSession(
  request: FastifyRequest,
  userId: number,
  opts: { remember: boolean },
): IssuedSession {
  const token = randomBytes(32).toString('base64url')
  const ttlMs = opts.remember ? REMEMBER_ME_SECONDS * 1000 : idleMs(request)
  const expiresAt = new Date(Date.now() + ttlMs)
  return { token, session: { id: hashToken(token), userId, persistent: opts.remember, expiresAt } }
}

/** The requests whose answer signs a user in (a pending wizard configuration is claimed only in such an answer). */
const signedInNow = new WeakSet<FastifyRequest>()

/** True when this request started a new session (login, activation), as opposed to arriving with one. */
export function hasSignedInNow(request: FastifyRequest): boolean {
  return signedInNow.has(request)
}

/**
 * Gives the browser a session whose row is already stored. The request's previous row is deleted, so a session
 * fixed before sign-in is worthless.
 */
export async function adoptSession(request: FastifyRequest, reply: FastifyReply, issued: IssuedSession) {
  const db = request.server.deps.db
  const { session, token } = issued
  if (request.session && request.session.id !== session.id) {
    await db.delete(sessions).where(eq(sessions.id, request.session.id))
  }
  await sweepExpiredSessions(db, Date.now())
  request.session = session
  request.userId = session.userId
  request.sessionJoined = null
  signedInNow.add(request)
  setSessionCookie(request, reply, token, session.persistent ? REMEMBER_ME_SECONDS : undefined)
}

/**
 * Signs the user in on a new session id.
 * Remember-me gives a 30-day persistent cookie; otherwise a browser-session cookie whose row expires when idle.
 */
export async function startSession(
  request: FastifyRequest,
  reply: FastifyReply,
  userId: number,
  opts: { remember: boolean },
): Promise<void> {
  const issued = issueSession(request, userId, opts)
  await request.server.deps.db.insert(sessions).values(issued.session)
  await adoptSession(request, reply, issued)
}

/**
 * Ends every session of the user but `except` (the caller's own, when it stays signed in): whoever signed in
 * before the address was proven, or with a password now replaced, must not stay signed in.
 */
export async function endUserSessions(q: Queryable, userId: number, except?: string): Promise<void> {
  await q
    .delete(sessions)
    .where(except ? and(eq(sessions.userId, userId), ne(sessions.id, except)) : eq(sessions.userId, userId))
}

/** Signs out: the row is deleted and the browser told to drop the cookie. */
export async function endSession(request: FastifyRequest, reply: FastifyReply): Promise<void> {
  if (request.session)
    await request.server.deps.db.delete(sessions).where(eq(sessions.id, request.session.id))
  request.session = null
  request.userId = null
  request.sessionJoined = null
  setSessionCookie(request, reply, null)
}

const lastSweep = new WeakMap<Db, number>()

/** Expired rows are already ignored; deleting them now and then at sign-in keeps the table small without a job. */
async function sweepExpiredSessions(db: Db, now: number) {
  if (now - (lastSweep.get(db) ?? 0) < SWEEP_EVERY_MS) return
  lastSweep.set(db, now)
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date(now)))
}

/**
 * One query: the session row, and with it whatever the route declared in its sessionJoin. The token's hash is the
 * primary key, so this is an index lookup; the statement is prepared once per connection.
 */
async function loadSession(request: FastifyRequest, reply: FastifyReply, token: string) {
  const db = request.server.deps.db
  const id = cachedHashToken(token)
  const join = request.routeOptions.config.sessionJoin
  const bound = join?.bind(db, id)
  const [row] = await queryRows(db, join ? join.statement : SESSION_ONLY, [id, ...(bound?.params ?? [])])
  const now = Date.now()
  // An unknown token is simply anonymous, and its cookie is left alone: the row may have just been replaced by a
  // sign-in of the same browser (the activation page posts while the page still reads the user), and clearing the
  // cookie in this answer, when it arrives last, would delete the new session's cookie.
  if (!row) return
  const session: Session = {
    id,
    userId: row.session_user_id as number,
    persistent: row.session_persistent as boolean,
    expiresAt: row.session_expires_at as Date,
  }
  if (session.expiresAt.getTime() <= now) {
    await db.delete(sessions).where(eq(sessions.id, id))
    setSessionCookie(request, reply, null)
    return
  }
  if (!session.persistent) {
    const slid = new Date(now + idleMs(request))
    if (slid.getTime() - session.expiresAt.getTime() >= SLIDE_EVERY_MS) {
      await db.update(sessions).set({ expiresAt: slid }).where(eq(sessions.id, id))
      session.expiresAt = slid
    }
  }
  request.session = session
  request.userId = session.userId
  if (join && bound) request.sessionJoined = { join, value: bound.read(row) }
}

/** Database sessions for the API; pages and assets never touch the table, but for the few that declare withSession. */
export const sessionPlugin = fp(async (app) => {
  app.decorateRequest('session', null)
  app.decorateRequest('userId', null)
  app.decorateRequest('sessionJoined', null)
  app.addHook('onRequest', (request, reply, done) => {
    const token =
      request.url.startsWith('/api/') || request.routeOptions.config.withSession
        ? sessionToken(request)
        : undefined
    // Callback style: anonymous requests and pages pay no promise.
    if (!token) return done()
    loadSession(request, reply, token).then(() => done(), done)
  })
  // What an API answer shows a signed-in user (their account, their prices) must not outlive the session in a
  // browser or proxy cache; answers public to everyone (Cache-Control: public, with an ETag) keep their caching.
  app.addHook('onSend', (request, reply, payload, done) => {
    if (
      request.url.startsWith('/api/') &&
      (request.session !== null ||
        cookieChanged.has(request) ||
        request.routeOptions.url === '/api/front/user') &&
      !String(reply.getHeader('cache-control') ?? '').includes('public')
    )
      reply.header('cache-control', 'no-store')
    done(null, payload)
  })
})
