import type { DeskClientActionResponse } from '@shop/domain/desk/client-schemas'
import { and, eq, isNotNull, or, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { clients, discountRules, userClientLinks, users } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { recordAudit } from './desk-audit.store.ts'
import { type ClientMailKind, deskClientMail } from './desk-clients.mails.ts'
import { lockClient } from './desk-clients.store.ts'

/**
 * The desk's changes to client companies (issue 24 item 7), each one transaction with its audit row and its mails
 * (queued in the outbox in the same transaction, delivered after the commit). Settings changes are in
 * desk-clients-update.service.ts.
 */

type ClientDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'clock'> & { publicUrl: string }

type Action = Omit<DeskClientActionResponse, 'status'>

const notFound = () => new AppError('not_found', 'errors.not_found')

/** Queues the mail for each user of the company whose address is verified (the checkout's rule for every mail). */
async function mailClientUsers(
  deps: ClientDeps,
  tx: Tx,
  clientId: number,
  kind: ClientMailKind,
  company: string,
  onlyUserId?: number,
): Promise<number> {
  const recipients = await tx
    .selectDistinct({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      preferredLang: users.preferredLang,
    })
    .from(users)
    .leftJoin(userClientLinks, eq(userClientLinks.userId, users.id))
    .where(
      and(
        or(eq(users.clientId, clientId), eq(userClientLinks.clientId, clientId)),
        isNotNull(users.emailVerifiedAt),
        onlyUserId === undefined ? undefined : eq(users.id, onlyUserId),
      ),
    )
  for (const to of recipients)
    await deps.mailer.send(deskClientMail(deps.labels, deps.publicUrl, to, kind, company), tx)
  return recipients.length
}

/**
 * POST /api/desk/clients/{id}/verify: the company's users see prices and may order from their next request (the
 * session reads the company with every request). A second verify is a 409: it would mail the users again.
 */
export async function verifyClient(deps: ClientDeps, staffId: number, clientId: number): Promise<Action> {
  return deps.db.transaction(async (tx) => {
    const client = await lockClient(tx, clientId)
    if (!client) throw notFound()
    if (client.verified) throw new AppError('conflict', 'desk.clients.already_verified')
    const verifiedAt = deps.clock()
    await tx.update(clients).set({ verified: true, verifiedAt }).where(eq(clients.id, clientId))
    await recordAudit(tx, {
      entity: 'client',
      entityId: clientId,
      actorUserId: staffId,
      action: 'client_verified',
      details: {
        before: { verified: false },
        after: { verified: true, verified_at: verifiedAt.toISOString() },
      },
    })
    const mailed = await mailClientUsers(deps, tx, clientId, 'client_verified', client.ragione)
    return { client_id: clientId, removed_client_id: null, mailed }
  })
}

/**
 * Whether the company a user leaves can go: only one the provider never verified, with no order, quotation or cart (the
 * user's cart has moved with them unless they had one there already) and no other user. Anything else stays for the books or for its other users.
 */
async function isDisposable(tx: Tx, clientId: number, userId: number): Promise<boolean> {
  const result = await tx.execute<{ disposable: boolean }>(sql`
    select (not c.verified)
      and not exists (select 1 from orders o where o.client_id = c.id)
      and not exists (select 1 from user_client_links l where l.client_id = c.id and l.user_id <> ${userId})
      and not exists (select 1 from users u where u.client_id = c.id and u.id <> ${userId}) as disposable
    from clients c where c.id = ${clientId}`)
  return result.rows[0]?.disposable === true
}

/**
 * POST /api/desk/users/{userId}/link: the user acts for an existing company (their main link) instead of the one they
 * made in the checkout. Their cart follows them (unless they already have one there). The company they leave is
 * removed when isDisposable says so; otherwise it stays, and the user keeps it as an alias (its orders stay theirs
 * to see). Audited on the user and on both companies; the user is mailed.
 */
export async function linkUserToClient(
  deps: ClientDeps,
  staffId: number,
  userId: number,
  targetId: number,
): Promise<Action> {
  return deps.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update')
    if (!user) throw notFound()
    const target = await lockClient(tx, targetId)
    if (!target)
      throw new AppError('validation_failed', 'desk.clients.client_missing', {
        client_id: ['desk.clients.client_missing'],
      })
    if (user.clientId === targetId) throw new AppError('conflict', 'desk.clients.already_linked')
    const previousId = user.clientId
    await tx
      .update(userClientLinks)
      .set({ kind: 'alias' })
      .where(and(eq(userClientLinks.userId, userId), eq(userClientLinks.kind, 'main')))
    await tx
      .insert(userClientLinks)
      .values({ userId, clientId: targetId, kind: 'main' })
      .onConflictDoUpdate({
        target: [userClientLinks.userId, userClientLinks.clientId],
        set: { kind: 'main' },
      })
    await tx.update(users).set({ clientId: targetId }).where(eq(users.id, userId))
    let removed: { id: number; ragione: string; cli_for_code: string } | null = null
    if (previousId !== null) {
      // The one-cart-per-company index allows one DRAFT per user and company: a cart already there stays the cart.
      await tx.execute(sql`
        update orders set client_id = ${targetId}
        where user_id = ${userId} and client_id = ${previousId} and status = 'DRAFT'
          and not exists (select 1 from orders d
            where d.user_id = ${userId} and d.client_id = ${targetId} and d.status = 'DRAFT')`)
      const previous = await lockClient(tx, previousId)
      if (previous && (await isDisposable(tx, previousId, userId))) {
        await tx
          .delete(discountRules)
          .where(and(eq(discountRules.scope, 'client'), eq(discountRules.scopeId, previousId)))
        await tx.delete(clients).where(eq(clients.id, previousId))
        removed = { id: previous.id, ragione: previous.ragione, cli_for_code: previous.cliForCode }
      } else if (previous) {
        await recordAudit(tx, {
          entity: 'client',
          entityId: previousId,
          actorUserId: staffId,
          action: 'user_unlinked',
          details: { user_id: userId, email: user.email, to_client_id: targetId },
        })
      }
    }
    const change = {
      before: { client_id: previousId },
      after: { client_id: targetId },
      removed_client: removed,
    }
    await recordAudit(tx, {
      entity: 'user',
      entityId: userId,
      actorUserId: staffId,
      action: 'user_linked',
      details: change,
    })
    await recordAudit(tx, {
      entity: 'client',
      entityId: targetId,
      actorUserId: staffId,
      action: 'user_linked',
      details: { user_id: userId, email: user.email, ...change },
    })
    const mailed = await mailClientUsers(deps, tx, targetId, 'user_linked', target.ragione, userId)
    return { client_id: targetId, removed_client_id: removed?.id ?? null, mailed }
  })
}
