import { and, eq, inArray, isNull } from 'drizzle-orm'
import type { Config } from '../../config.ts'
import type { Mailer } from '../../infra/mailer.ts'
import { createClientForUser } from '../../modules/accounts/addresses.service.ts'
import { hashPassword } from '../../modules/accounts/password-hash.ts'
import { lockOrCreateCart } from '../../modules/cart/cart.store.ts'
import { findCartUser } from '../../modules/cart/cart-rows.store.ts'
import { checkAnyProductConfiguration } from '../../modules/catalog/configurations.service.ts'
import {
  type CheckedConfiguration,
  fingerprintOf,
  insertProductConfiguration,
} from '../../modules/catalog/configurations.store.ts'
import { type CheckoutDeps, submitCartAs } from '../../modules/checkout/checkout.service.ts'
import { createLabelStore, type LabelStore } from '../../modules/i18n/labels.service.ts'
import type { Db } from '../client.ts'
import { addresses, clients, orderLines, orderStatusChanges, orders, users } from '../schema/index.ts'
import { DEMO_USERS } from './demo.ts'
import {
  DEMO_LIFECYCLE,
  type DemoLifecycle,
  type DemoOrder,
  demoLifecycleSchema,
} from './demo-lifecycle.data.ts'
import { type Actors, playStep } from './demo-lifecycle-steps.ts'

/*
 * The demo's lifecycle (issue 24 item 9): each demo order is made as a buyer makes it — a cart of real configuration
 * copies, submitted by the checkout's own submitCartAs (totals frozen by computeOrderTotals, the reference from the
 * year's counter, the audit row of its move) with the clock set to its day — and then taken through the desk's and
 * the customer's named moves (demo-lifecycle-steps.ts). Dates are relative to the seed; each order is made once,
 * found again by its submission key.
 */

const DAY_MS = 24 * 60 * 60 * 1000

/** The submissions are history, not news: the seed's mailer drops what the checkout would mail. */
const DROPPING_MAILER: Mailer = {
  send: async () => {},
  idle: async () => {},
  deliver: async () => {},
  sweep: async () => {},
}
/** Only the mails read the configuration, and the mailer drops them. */
const MAIL_CONFIG = { publicUrl: 'http://localhost', PROVIDER_EMAIL: 'sales@silo-shop.example' } as Config

const demoSubmissionKey = (key: string) => `demo:${key}`

/** The demo buyer's cart for the order's company: the lines added as the cart adds them, a delivery address set. */
async function fillCart(
  db: Db,
  labels: LabelStore,
  data: DemoLifecycle,
  order: DemoOrder,
  owner: { userId: number; clientId: number },
  deliveryAddressId: number,
): Promise<number> {
  const checked: { line: DemoOrder['lines'][number]; found: CheckedConfiguration }[] = []
  for (const line of order.lines) {
    const body = data.products[line.product]
    if (!body) throw new Error(`demo order ${order.key}: no product ${line.product}`)
    checked.push({ line, found: await checkAnyProductConfiguration(db, labels.translate, 'it', body) })
  }
  return db.transaction(async (tx) => {
    const cartId = await lockOrCreateCart(tx, owner, owner.userId)
    let position = 0
    for (const { line, found } of checked) {
      const copyId = await insertProductConfiguration(tx, found, owner, null, { lineCopy: true })
      await tx.insert(orderLines).values({
        orderId: cartId,
        position: ++position,
        qty: line.qty,
        notes: line.notes,
        productConfigurationId: copyId,
        lineKey: fingerprintOf(found.decoded.code, found.byAccessory, found.customTexts),
      })
    }
    await tx.update(orders).set({ shipmentAddressId: deliveryAddressId }).where(eq(orders.id, cartId))
    return cartId
  })
}

/** Puts the order's audit rows and its own dates on its day: the checkout stamped them with the database's now. */
async function backdate(db: Db, orderId: number, at: Date): Promise<void> {
  const changes = eq(orderStatusChanges.orderId, orderId)
  await db.update(orderStatusChanges).set({ createdAt: at }).where(changes)
  // The cart was created a little before it was submitted.
  const cartCreated = new Date(at.getTime() - 20 * 60_000)
  await db
    .update(orderStatusChanges)
    .set({ createdAt: cartCreated })
    .where(and(changes, isNull(orderStatusChanges.fromStatus)))
  await db.update(orders).set({ createdAt: cartCreated, updatedAt: at }).where(eq(orders.id, orderId))
}

/** The demo company made in the checkout and its user: verified e-mail, company waiting for the desk. */
async function seedNewco(db: Db, data: DemoLifecycle, now: Date): Promise<void> {
  const { password, ...person } = data.newco
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.email, person.email))
  if (found) return
  const [made] = await db
    .insert(users)
    .values({
      ...person,
      passwordHash: await hashPassword(password),
      esaedroZoneCode: '000',
      preferredLang: 'it',
      clientType: 'utilizzatore',
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
    })
    .returning({ id: users.id })
  if (!made) throw new Error('demo newco not inserted')
  await createClientForUser({ db }, made.id)
}

/** The demo lifecycle's orders and the unverified company, each once (a later start finds them and adds nothing). */
export async function seedDemoLifecycle(db: Db): Promise<void> {
  const data = demoLifecycleSchema.parse(DEMO_LIFECYCLE)
  const now = new Date()
  const [buyer] = await db.select().from(users).where(eq(users.email, DEMO_USERS.buyer.email))
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email))
  if (!buyer || !admin) throw new Error('the demo buyer and admin are missing')
  const companies = await db
    .select({ id: clients.id, code: clients.cliForCode })
    .from(clients)
    .where(inArray(clients.cliForCode, ['C001024', 'C001187']))
  const known = await db
    .select({ key: orders.submissionKey })
    .from(orders)
    .where(
      inArray(
        orders.submissionKey,
        data.orders.map((o) => demoSubmissionKey(o.key)),
      ),
    )
  const made = new Set(known.map((k) => k.key))
  const labels = createLabelStore(db)
  await labels.refresh(true)
  const actors: Actors = { buyerId: buyer.id, staffId: admin.id }

  // Oldest first, so the references count up with the dates as the checkout's would.
  const todo = data.orders.filter((o) => !made.has(demoSubmissionKey(o.key))).sort((a, b) => b.at - a.at)
  for (const order of todo) {
    const clientId = companies.find((c) => c.code === order.client)?.id
    if (clientId === undefined) throw new Error(`demo order ${order.key}: no client ${order.client}`)
    const delivery = await deliveryAddressOf(db, clientId)
    // The buyer switches to the company the order is for, as the header's company switch does.
    await db.update(users).set({ clientId }).where(eq(users.id, buyer.id))
    const cartId = await fillCart(db, labels, data, order, { userId: buyer.id, clientId }, delivery)
    const at = new Date(now.getTime() - order.at * DAY_MS)
    const deps: CheckoutDeps = { db, labels, mailer: DROPPING_MAILER, config: MAIL_CONFIG, clock: () => at }
    await submitCartAs(deps, await findCartUser(db, buyer.id), 'it', {
      cartId,
      version: null,
      key: demoSubmissionKey(order.key),
      outcome: order.submit,
      references: {
        quotation_reference: order.quotation_reference,
        reference_client_code: order.reference_client_code,
      },
    })
    await backdate(db, cartId, at)
    for (const step of order.steps) await playStep(db, labels, actors, cartId, step, now)
  }
  await db.update(users).set({ clientId: buyer.clientId }).where(eq(users.id, buyer.id))
  await seedNewco(db, data, now)
}

/** The company's default delivery address, else its main one. */
async function deliveryAddressOf(db: Db, clientId: number): Promise<number> {
  const rows = await db
    .select({ id: addresses.id, isDefault: addresses.deliveryDefault })
    .from(addresses)
    .where(eq(addresses.clientId, clientId))
  const chosen = rows.find((r) => r.isDefault) ?? rows[0]
  if (!chosen) throw new Error(`demo client ${clientId} has no address`)
  return chosen.id
}
