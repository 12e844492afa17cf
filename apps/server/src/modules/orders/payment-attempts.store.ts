import { canMovePayment, type PaymentActor, type PaymentStatus } from '@shop/domain/payments/attempt-machine'
import { and, eq, type SQL } from 'drizzle-orm'
import type { Queryable, Tx } from '../../db/client.ts'
import { payments } from '../../db/schema/index.ts'

/**
 * The one place a payment attempt's status is written (issue 21 item 4): the domain's table
 * (payments/attempt-machine.ts) says whether the actor may take the move, and the write is conditional on the status
 * the caller read, so a move that lost a race changes nothing and says so.
 */

export type AttemptRow = typeof payments.$inferSelect

/** What a move may write besides the status. */
export type AttemptChanges = Partial<
  Pick<
    AttemptRow,
    'externalId' | 'url' | 'expiresAt' | 'paidAt' | 'receivedAmount' | 'receivedCurrency' | 'refundReason'
  >
>

/** A move the table does not have: a bug in the caller, never the buyer's input. */
export class AttemptMoveForbidden extends Error {}

/** Stores a new attempt (status creating) for the buyer, in the caller's transaction (the order row locked). */
export async function createAttempt(
  tx: Tx,
  values: Pick<AttemptRow, 'orderId' | 'method' | 'provider' | 'amount'>,
): Promise<AttemptRow> {
  if (!canMovePayment(null, 'creating', 'customer')) throw new AttemptMoveForbidden('null → creating')
  const [made] = await tx
    .insert(payments)
    .values({ ...values, status: 'creating' })
    .returning()
  return made as AttemptRow
}

/**
 * Moves the attempt from the status the caller read to `to` for the actor, with the changes. False when the row had
 * left that status in the meantime (the caller decides what that means); throws AttemptMoveForbidden for a move the
 * table does not allow.
 */
export async function moveAttempt(
  q: Queryable,
  attempt: { id: number; status: PaymentStatus },
  to: PaymentStatus,
  actor: PaymentActor,
  now: Date | SQL,
  changes: AttemptChanges = {},
): Promise<boolean> {
  if (!canMovePayment(attempt.status, to, actor))
    throw new AttemptMoveForbidden(`payment ${attempt.id}: ${attempt.status} → ${to} by ${actor}`)
  const moved = await q
    .update(payments)
    .set({ ...changes, status: to, updatedAt: now })
    .where(and(eq(payments.id, attempt.id), eq(payments.status, attempt.status)))
    .returning({ id: payments.id })
  return moved.length > 0
}
