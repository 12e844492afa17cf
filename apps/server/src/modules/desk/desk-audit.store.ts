import type { Tx } from '../../db/client.ts'
import { deskAudit } from '../../db/schema/index.ts'

/**
 * The desk's audit trail of changes that are not status moves (issue 24 items 2, 6, 7): written in the change's own
 * transaction, so a change and its audit row commit or roll back together. Status moves have theirs in
 * order_status_changes (applyTransition).
 */

export type AuditEntry = {
  entity: 'order' | 'client' | 'user' | 'payment'
  entityId: number
  actorUserId: number | null
  /** What staff did, a short snake_case verb: 'price_saved', 'client_verified', 'payment_recorded', … */
  action: string
  /** What changed: { before, after } of the fields touched, or the facts of the action. */
  details: Record<string, unknown>
}

/** Records one staff change in desk_audit inside the caller's transaction. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(deskAudit).values(entry)
}
