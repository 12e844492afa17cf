import { createHash } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { sessions, users } from '../../db/schema/index.ts'
import type { createTestApp } from '../../test/test-app.ts'
import { afterAnswerIdle } from './after-answer.ts'
import type { Agent } from './test-agent.ts'

/** Fixtures for the accounts API tests: request bodies and what the mails carry. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>

let counter = 0
/** A unique address per call, so tests sharing one database never collide. */
export const newEmail = (prefix = 'user') => `${prefix}-${Date.now()}-${++counter}@example.com`

/** The shop's sign-up form (no password). */
export function shopSignup(email: string, extra: Record<string, unknown> = {}) {
  return {
    first_name: 'Giulia',
    last_name: 'Rossi',
    company: 'Rossi Mangimi S.r.l.',
    esaedro_zone_code: '000',
    email,
    new_client: true,
    client_type: 'installatore',
    privacy: true,
    preferred_lang: 'en',
    ...extra,
  }
}

export const CHECKOUT_PASSWORD = 'Checkout#2026'

/** The checkout's sign-up (cartSignupRequest): address fields and a password. */
export function checkoutSignup(email: string, password = CHECKOUT_PASSWORD) {
  return {
    ...shopSignup(email),
    piva: '01234567890',
    indirizzo: 'Via Roma 1',
    localita: 'Parma',
    cap: '43121',
    provincia: 'PR',
    password,
  }
}

/** Waits until every mail the app was asked to send has reached the catcher. */
export async function settleMail(t: TestApp) {
  await afterAnswerIdle(t.deps)
  await t.deps.mailer.idle()
}

/** The token of the newest activation mail to the address. */
export async function activationToken(t: TestApp, email: string): Promise<string> {
  await t.mail.waitFor(email, (m) => m.text.includes('/user/activate?token='))
  await settleMail(t)
  const mails = t.mail.to(email).filter((m) => m.text.includes('/user/activate?token='))
  const token = mails.at(-1)?.text.match(/\/user\/activate\?token=([\w-]+)/)?.[1]
  if (!token) throw new Error(`no activation link in the mails to ${email}`)
  return decodeURIComponent(token)
}

/** The code of the newest recovery mail to the address. */
export async function recoveryCode(t: TestApp, email: string): Promise<string> {
  await t.mail.waitFor(email, (m) => /^\d{6}$/m.test(m.text))
  await settleMail(t)
  const code = t.mail
    .to(email)
    .filter((m) => /^\d{6}$/m.test(m.text))
    .at(-1)
    ?.text.match(/^(\d{6})$/m)?.[1]
  if (!code) throw new Error(`no recovery code in the mails to ${email}`)
  return code
}

/** The hashed id of the agent's session row (the table keeps the SHA-256 of the cookie token). */
export function sessionIdOf(agent: Agent, cookieName = 'shop_session'): string {
  return createHash('sha256')
    .update(agent.jar.get(cookieName)?.value ?? '')
    .digest('hex')
}

export async function findUser(t: TestApp, email: string) {
  const [user] = await t.database.db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return user
}

export async function sessionCount(t: TestApp, userId: number): Promise<number> {
  const rows = await t.database.db.select().from(sessions).where(eq(sessions.userId, userId))
  return rows.length
}

/** Who the agent's session belongs to, as GET user says (null: anonymous). */
export async function whoAmI(agent: Agent): Promise<string | null> {
  return (await agent.get('/api/front/user')).json().user?.email ?? null
}
