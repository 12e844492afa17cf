import { type LinkedCompany, switchTarget } from '@shop/domain/accounts/company-switch'
import { and, asc, desc, eq, exists, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { clients, userClientLinks, users } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'

/**
 * The company switch (spec 2 §4, spec 3 §2; issue 25 item 9). The company a user acts for is `users.client_id`, the
 * user's and not the session's (docs/decisions/035): every read of prices, cart, orders and addresses already
 * follows it, so a switch is one guarded write.
 */

/** The companies the user is linked to: the main one first, then the aliases by name; the current one marked. */
export async function listLinkedCompanies(db: Db, userId: number): Promise<LinkedCompany[]> {
  return db
    .select({
      client_id: clients.id,
      ragione: clients.ragione,
      cli_for_code: clients.cliForCode,
      kind: userClientLinks.kind,
      current: sql<boolean>`${users.clientId} is not distinct from ${clients.id}`,
      verified: clients.verified,
    })
    .from(userClientLinks)
    .innerJoin(clients, eq(clients.id, userClientLinks.clientId))
    .innerJoin(users, eq(users.id, userClientLinks.userId))
    .where(eq(userClientLinks.userId, userId))
    .orderBy(desc(sql`${userClientLinks.kind} = 'main'`), asc(clients.ragione), asc(clients.id))
}

/**
 * Makes the user act for one of their companies: the one named, or without a name the one other company there is.
 * A company that is not theirs (or no longer: the desk may move the user meanwhile, so the link is checked in the
 * write itself) is a 404, as any record of another client.
 */
export async function switchCompany(db: Db, userId: number, requested: number | undefined): Promise<void> {
  const links = await db
    .select({ clientId: userClientLinks.clientId, current: users.clientId })
    .from(users)
    .leftJoin(userClientLinks, eq(userClientLinks.userId, users.id))
    .where(eq(users.id, userId))
  const linked = links.flatMap((l) => (l.clientId === null ? [] : [l.clientId]))
  const target = switchTarget(linked, links[0]?.current ?? null, requested)
  if (target.kind === 'choose')
    throw validationFailure([{ path: ['client_id'], message: 'accounts.switch.choose' }])
  if (target.kind === 'not_linked') throw new AppError('not_found', 'accounts.switch.not_linked')
  const switched = await db
    .update(users)
    .set({ clientId: target.client_id })
    .where(
      and(
        eq(users.id, userId),
        exists(
          db
            .select({ one: sql`1` })
            .from(userClientLinks)
            .where(and(eq(userClientLinks.userId, userId), eq(userClientLinks.clientId, target.client_id))),
        ),
      ),
    )
    .returning({ id: users.id })
  if (switched.length === 0) throw new AppError('not_found', 'accounts.switch.not_linked')
}
