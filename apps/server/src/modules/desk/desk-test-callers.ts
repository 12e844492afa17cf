import { expect } from 'vitest'
import { users } from '../../db/schema/index.ts'
import { XSRF_COOKIE, XSRF_HEADER } from '../../plugins/csrf.ts'
import type { createTestApp } from '../../test/test-app.ts'
import { hashPassword } from '../accounts/password-hash.ts'
import { newEmail } from '../accounts/test-accounts.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { BUYER_PASSWORD, newBuyer, newVisitor, nextIp } from '../cart/test-cart.ts'

/**
 * The callers every desk API test needs (issue 24 item 1): a staff member, and the three who must get 404 — a buyer
 * of a verified company, a prospect (a user without a company) and a visitor.
 */
type TestApp = Awaited<ReturnType<typeof createTestApp>>

/** A new signed-in admin user (users.is_admin), in a browser of its own. */
export async function newStaff(t: TestApp): Promise<{ agent: Agent; userId: number }> {
  const email = newEmail('staff')
  const now = new Date()
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(BUYER_PASSWORD),
      firstName: 'Sara',
      lastName: 'Scrivania',
      esaedroZoneCode: '000',
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
      isAdmin: true,
    })
    .returning({ id: users.id })
  const agent = createAgent(t.app, { remoteAddress: nextIp() })
  expect((await agent.login(email, BUYER_PASSWORD)).statusCode).toBe(200)
  return { agent, userId: user?.id as number }
}

/** A buyer of the company, a prospect and a visitor: each must get 404 from every desk route. */
export async function nonStaffAgents(t: TestApp, clientId: number): Promise<[string, Agent][]> {
  return [
    ['a buyer', (await newBuyer(t, clientId)).agent],
    ['a prospect', (await newBuyer(t, null)).agent],
    ['a visitor', newVisitor(t)],
  ]
}

/** A PUT with the agent's cookies and XSRF header (the test agent has GET and POST only). */
export async function putAs(t: TestApp, agent: Agent, url: string, body: unknown) {
  // A GET first, so the agent holds the XSRF cookie to echo.
  if (!agent.jar.has(XSRF_COOKIE)) await agent.get('/api/front/user')
  const cookie = [...agent.jar.values()].map((c) => `${c.name}=${c.value}`).join('; ')
  const xsrf = agent.jar.get(XSRF_COOKIE)?.value ?? ''
  return t.app.inject({
    method: 'PUT',
    url,
    payload: body as object,
    headers: { cookie, [XSRF_HEADER]: xsrf },
    remoteAddress: '10.8.0.1',
  })
}
