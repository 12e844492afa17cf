import { eq } from 'drizzle-orm'
import type { FastifyRequest } from 'fastify'
import { users } from '../db/schema/index.ts'
import { AppError } from './errors.ts'
import { readJoined, sessionJoin } from './session.ts'

/**
 * The route kit's staff caller (issue 24 item 1): the provider's desk answers only admin users (`users.is_admin`, spec
 * 3 §6). Everyone else, a visitor included, gets 404, as if the desk did not exist: a 401 or 403 would tell a
 * stranger where the staff's door is. The flag is read with the session, in its one query.
 */
const STAFF_JOIN = sessionJoin(
  'staff',
  { columns: 'u.is_admin as staff_is_admin' },
  (row) => row.staff_is_admin === true,
)

/** The signed-in staff member's user id; 404 for anyone else. */
export async function requireStaff(request: FastifyRequest): Promise<number> {
  const userId = request.userId
  if (userId === null) throw new AppError('not_found', 'errors.not_found')
  const joined = readJoined(request, STAFF_JOIN)
  const isAdmin =
    joined ??
    (
      await request.server.deps.db.select({ isAdmin: users.isAdmin }).from(users).where(eq(users.id, userId))
    )[0]?.isAdmin === true
  if (!isAdmin) throw new AppError('not_found', 'errors.not_found')
  return userId
}

/** Route options of every desk call: the staff check runs before the body is even validated. */
export const STAFF_ONLY = {
  config: { sessionJoin: STAFF_JOIN },
  preValidation: async (request: FastifyRequest) => {
    await requireStaff(request)
  },
}
