import { romeToday } from '@shop/domain/orders/checkout'
import type { TransitionName } from '@shop/domain/orders/status-machine'
import { canMovePayment } from '@shop/domain/payments/attempt-machine'
import { and, desc, eq, sql } from 'drizzle-orm'
import { findCatalog } from '../../modules/catalog/catalog.store.ts'
import { freezeRevision, totalsOf } from '../../modules/desk/desk-quotations.service.ts'
import type { LabelStore } from '../../modules/i18n/labels.service.ts'
import { getOrderRows } from '../../modules/orders/order.view.ts'
import { createAttempt, moveAttempt } from '../../modules/orders/payment-attempts.store.ts'
import { applyTransition } from '../../modules/orders/status.service.ts'
import type { Db, Tx } from '../client.ts'
import {
  deskAudit,
  orderLines,
  orderRevisions,
  orderStatusChanges,
  orders,
  payments,
  shipmentPackages,
  shipments,
} from '../schema/index.ts'
import type { DemoStep } from './demo-lifecycle.data.ts'

/*
 * One step of a demo order's life after its submission (demo-lifecycle.data.ts), written as the desk and the customer
 * write it: status moves only through applyTransition by name, payments through the attempt machine, other staff
 * changes with their desk_audit row; each stamped with the step's day.
 */

/** Who takes the demo's moves: the demo buyer, and the demo admin for the desk. */
export type Actors = { buyerId: number; staffId: number }

const DAY_MS = 24 * 60 * 60 * 1000
type Kind<K extends DemoStep['do']> = Extract<DemoStep, { do: K }>

/** The named move, its audit row and the order's last change put on the step's day. */
async function move(
  tx: Tx,
  orderId: number,
  name: TransitionName,
  by: { actor: 'customer' | 'staff' | 'system'; userId: number | null; note?: string },
  at: Date,
): Promise<void> {
  await applyTransition(tx, orderId, name, by.actor, { userId: by.userId, note: by.note })
  const [last] = await tx
    .select({ id: orderStatusChanges.id })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, orderId))
    .orderBy(desc(orderStatusChanges.id))
    .limit(1)
  if (last)
    await tx.update(orderStatusChanges).set({ createdAt: at }).where(eq(orderStatusChanges.id, last.id))
  await tx.update(orders).set({ updatedAt: at }).where(eq(orders.id, orderId))
}

/** A merge into the order's attrib. */
const withAttrib = (values: Record<string, unknown>) =>
  sql`${orders.attrib} || ${JSON.stringify(values)}::jsonb`

/** The desk prices the lines to be quoted, the totals are computed again as the cart would, and the quotation is sent. */
async function price(
  tx: Tx,
  db: Db,
  labels: LabelStore,
  actors: Actors,
  orderId: number,
  step: Kind<'price'>,
  at: Date,
) {
  const lines = await tx
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  for (const line of lines) {
    const set = step.prices[String(line.position)]
    if (!set) continue
    await tx
      .update(orderLines)
      .set({ price: set.price, discountedPrice: set.discounted_price, deskQuoted: true })
      .where(eq(orderLines.id, line.id))
  }
  const validUntil = new Date(at.getTime() + step.valid_days * DAY_MS)
  await tx
    .update(orders)
    .set({ quotationValidUntil: validUntil, attrib: withAttrib({ delivery_time: step.delivery_time }) })
    .where(eq(orders.id, orderId))
  const rows = await getOrderRows(db, orderId, tx)
  const totals = totalsOf(rows)
  if (totals.tobe_quoted) throw new Error(`demo order ${orderId}: a line is still to be quoted`)
  await freezeRevision(tx, { labels }, await findCatalog(db), rows, totals, { by: actors.staffId, at })
  await move(tx, orderId, 'price_quotation', { actor: 'staff', userId: actors.staffId }, at)
}

/** The customer's reason closes the current revision; the quotation goes back to the desk as the next one. */
async function askModification(
  tx: Tx,
  actors: Actors,
  orderId: number,
  step: Kind<'ask_modification'>,
  at: Date,
) {
  const [order] = await tx.select({ revision: orders.revision }).from(orders).where(eq(orders.id, orderId))
  const revision = order?.revision ?? 0
  await tx
    .update(orderRevisions)
    .set({ reason: step.reason, reasonAt: at })
    .where(and(eq(orderRevisions.orderId, orderId), eq(orderRevisions.revision, revision)))
  await tx
    .update(orders)
    .set({ revision: revision + 1 })
    .where(eq(orders.id, orderId))
  const by = { actor: 'customer', userId: actors.buyerId, note: step.reason } as const
  await move(tx, orderId, 'ask_modification', by, at)
}

/** The desk records the transfer that arrived (record_transfer), audited, and the order is paid. */
async function recordTransfer(
  tx: Tx,
  actors: Actors,
  orderId: number,
  step: Kind<'record_transfer'>,
  at: Date,
) {
  if (!canMovePayment(null, 'paid', 'staff')) throw new Error('the attempt machine has no record_transfer')
  const [order] = await tx
    .select({ amount: orders.orderFinalPriceIva })
    .from(orders)
    .where(eq(orders.id, orderId))
  const amount = order?.amount ?? 0
  const [paid] = await tx
    .insert(payments)
    .values({
      orderId,
      method: 'bank_transfer',
      provider: 'desk',
      amount,
      status: 'paid',
      paidAt: at,
      receivedAmount: amount,
      receivedCurrency: 'EUR',
      staffUserId: actors.staffId,
      note: step.note,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: payments.id })
  await tx.update(orders).set({ payed: true, paidAt: at, updatedAt: at }).where(eq(orders.id, orderId))
  await tx.insert(deskAudit).values({
    entity: 'payment',
    entityId: paid?.id ?? 0,
    actorUserId: actors.staffId,
    action: 'payment_recorded',
    details: { order_id: orderId, amount, paid_at: at.toISOString(), note: step.note },
    createdAt: at,
  })
}

/** The buyer pays at the (simulated) card provider, which confirms it: the attempt opens, is paid, the order moves. */
async function payCard(tx: Tx, orderId: number, at: Date) {
  const [order] = await tx
    .select({ amount: orders.orderFinalPriceIva })
    .from(orders)
    .where(eq(orders.id, orderId))
  const amount = order?.amount ?? 0
  const attempt = await createAttempt(tx, { orderId, method: 'card', provider: 'local', amount })
  const opened = { externalId: `cs_demo_${attempt.id}`, expiresAt: new Date(at.getTime() + DAY_MS) }
  await moveAttempt(tx, attempt, 'open', 'provider', at, opened)
  const paid = { paidAt: at, receivedAmount: amount, receivedCurrency: 'EUR' }
  await moveAttempt(tx, { id: attempt.id, status: 'open' }, 'paid', 'provider', at, paid)
  await tx.update(payments).set({ createdAt: at }).where(eq(payments.id, attempt.id))
  await tx.update(orders).set({ payed: true, paidAt: at }).where(eq(orders.id, orderId))
  await move(tx, orderId, 'payment_confirmed', { actor: 'system', userId: null }, at)
}

/** A shipment of the step's day with its packages; the lines are named by position. */
async function ship(tx: Tx, actors: Actors, orderId: number, step: Kind<'ship'>, at: Date) {
  const lines = await tx
    .select({ id: orderLines.id, position: orderLines.position })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  const lineAt = (position: number) => {
    const line = lines.find((l) => l.position === position)
    if (!line) throw new Error(`demo order ${orderId}: no line at position ${position}`)
    return line.id
  }
  const day = romeToday(at)
  const [made] = await tx
    .insert(shipments)
    .values({ orderId, shippingDocDate: day, createdBy: actors.staffId, createdAt: at })
    .returning({ id: shipments.id })
  if (!made) throw new Error('demo shipment not inserted')
  const packages = step.packages.map((p) => ({
    shipmentId: made.id,
    carrier: p.carrier,
    trackingNumber: p.tracking_number,
    items: p.items.map(([position, qty]) => ({ line_id: lineAt(position), qty })),
  }))
  await tx.insert(shipmentPackages).values(packages)
  await tx
    .update(orders)
    .set({ attrib: withAttrib({ data_shipping_doc: day }), updatedAt: at })
    .where(eq(orders.id, orderId))
  await tx.insert(deskAudit).values({
    entity: 'order',
    entityId: orderId,
    actorUserId: actors.staffId,
    action: 'shipment_recorded',
    details: { shipment_id: made.id, packages: step.packages.length },
    createdAt: at,
  })
}

/** Plays one step on the order, in one transaction. */
export async function playStep(
  db: Db,
  labels: LabelStore,
  actors: Actors,
  orderId: number,
  step: DemoStep,
  now: Date,
) {
  const at = 'at' in step ? new Date(now.getTime() - step.at * DAY_MS) : now
  await db.transaction(async (tx) => {
    switch (step.do) {
      case 'price':
        return price(tx, db, labels, actors, orderId, step, at)
      case 'ask_modification':
        return askModification(tx, actors, orderId, step, at)
      case 'refuse':
        return move(
          tx,
          orderId,
          'refuse_quotation',
          { actor: 'customer', userId: actors.buyerId, note: step.note },
          at,
        )
      case 'expire':
        // The expiry job's flag, an hour after the validity ended.
        return void (await tx
          .update(orders)
          .set({ expired: true, quotationExpiredAt: sql`${orders.quotationValidUntil} + interval '1 hour'` })
          .where(eq(orders.id, orderId)))
      case 'record_transfer':
        return recordTransfer(tx, actors, orderId, step, at)
      case 'pay_card':
        return payCard(tx, orderId, at)
      case 'ship':
        return ship(tx, actors, orderId, step, at)
      case 'move': {
        const name = step.move as TransitionName
        if (name === 'close')
          await tx
            .update(orders)
            .set({ attrib: withAttrib({ order_closed_at: at.toISOString() }) })
            .where(eq(orders.id, orderId))
        return move(tx, orderId, name, { actor: 'staff', userId: actors.staffId, note: step.note }, at)
      }
    }
  })
}
