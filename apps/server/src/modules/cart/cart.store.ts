import type { CartReferences } from '@shop/domain/orders/cart-schemas'
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { orderLines, orders, productConfigurations } from '../../db/schema/index.ts'
import { applyTransition } from '../orders/status.service.ts'

/**
 * Writes shared by the cart's use cases (add, update, merge), always inside the caller's transaction.
 */

/** Whose cart: a signed-in user for the company they act for (null: none), or a visitor by token hash. */
export type CartOwner = { visitorTokenHash: string } | { userId: number; clientId: number | null }

/** The owner as a condition on `orders`. */
export function ownerCondition(owner: CartOwner): SQL {
  if ('visitorTokenHash' in owner) return eq(orders.visitorTokenHash, owner.visitorTokenHash)
  return and(
    eq(orders.userId, owner.userId),
    sql`coalesce(${orders.clientId}, 0) = ${owner.clientId ?? 0}`,
  ) as SQL
}

/**
 * The columns a body's references set (POST cart/{lang}, POST cart/submit): the quotation reference always, the order
 * reference only for a user acting for a client (spec 1 §6: nobody else has one); an absent reference sets nothing.
 */
export function referenceColumns(
  references: CartReferences,
  hasClient: boolean,
): Pick<typeof orders.$inferInsert, 'quotationReference' | 'referenceClientCode'> {
  const { quotation_reference, reference_client_code } = references
  return {
    ...(quotation_reference !== undefined && { quotationReference: quotation_reference }),
    ...(reference_client_code !== undefined && hasClient && { referenceClientCode: reference_client_code }),
  }
}

/** The owner's DRAFT order, locked for the transaction; null when there is none. */
export async function lockCart(tx: Tx, owner: CartOwner): Promise<number | null> {
  const [found] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(ownerCondition(owner), eq(orders.status, 'DRAFT')))
    .for('update')
  return found?.id ?? null
}

/**
 * The owner's DRAFT order, locked, created (with its audit row) when there is none. Two requests creating the same
 * owner's cart at once meet on the partial unique indexes: the second waits, then takes the first one's cart.
 */
export async function lockOrCreateCart(
  tx: Tx,
  owner: CartOwner,
  actorUserId: number | null,
): Promise<number> {
  const found = await lockCart(tx, owner)
  if (found !== null) return found
  const values =
    'visitorTokenHash' in owner
      ? { visitorTokenHash: owner.visitorTokenHash }
      : { userId: owner.userId, clientId: owner.clientId }
  const [created] = await tx
    .insert(orders)
    .values({ ...values, status: 'DRAFT' })
    .onConflictDoNothing()
    .returning({ id: orders.id })
  if (created) {
    await applyTransition(tx, created.id, 'create_cart', 'customer', { userId: actorUserId })
    return created.id
  }
  const again = await lockCart(tx, owner)
  if (again === null) throw new Error('cart neither created nor found')
  return again
}

/** Marks a change: the next version, and the last activity the visitor purge reads. */
export async function bumpCart(tx: Tx, orderId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ version: sql`${orders.version} + 1`, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId))
}

/** Deletes lines' own configuration copies once their lines are gone (a copy belongs to its line alone). */
export async function deleteLineCopies(tx: Tx, copyIds: readonly number[]): Promise<void> {
  if (copyIds.length === 0) return
  await tx
    .delete(productConfigurations)
    .where(and(inArray(productConfigurations.id, [...copyIds]), eq(productConfigurations.lineCopy, true)))
}

/** The copies of an order's lines (read before the lines go). */
export async function findLineCopyIds(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ id: orderLines.productConfigurationId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  return rows.map((r) => r.id)
}

/** Deletes a cart with its lines, audit rows and document rows (cascade) and its lines' copies. */
export async function deleteCart(tx: Tx, orderId: number): Promise<void> {
  const copies = await findLineCopyIds(tx, orderId)
  await tx.delete(orders).where(eq(orders.id, orderId))
  await deleteLineCopies(tx, copies)
}
