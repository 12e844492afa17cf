import { eq, inArray, sql } from 'drizzle-orm'
import { PDFDocument } from 'pdf-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { orderDocuments, orderLines, orders, productConfigurations } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { createTestApp } from '../../test/test-app.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { purgeVisitorCarts, visitorCartPurgeJob } from './visitor-cart-purge.service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let pdf: Buffer

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '1000' })
  const doc = await PDFDocument.create()
  doc.addPage([595, 842])
  pdf = Buffer.from(await doc.save())
})
afterAll(async () => {
  await t?.close()
})

/** A cart with one line and one datasheet, last changed `days` ago. */
async function cartOf(agent: Agent, days: number) {
  // Load cells 3 × 10 t (variation 4): their values must be chosen before adding (docs/decisions/025).
  const add = await agent.post('/api/front/cart/it/add', {
    configuration_code: 'SZ30-45NGGS-CP',
    variations: [4],
  })
  expect(add.statusCode, add.body).toBe(200)
  const orderId = (add.json() as { cart: { id: number } }).cart.id
  const boundary = 'B0UNDARY'
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\ncontent-disposition: form-data; name="file"; filename="a.pdf"\r\ncontent-type: application/pdf\r\n\r\n`,
    ),
    pdf,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ])
  const up = await agent.post(`/api/front/order/${orderId}/document`, undefined, {
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  })
  expect(up.statusCode, up.body).toBe(200)
  await t.deps.db
    .update(orders)
    .set({ updatedAt: sql`now() - make_interval(days => ${days})` })
    .where(eq(orders.id, orderId))
  const [doc] = await t.deps.db
    .select({ key: orderDocuments.storageKey })
    .from(orderDocuments)
    .where(eq(orderDocuments.orderId, orderId))
  const copies = await t.deps.db
    .select({ id: orderLines.productConfigurationId })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
  return { orderId, key: doc?.key as string, copies: copies.map((c) => c.id) }
}

async function visitor() {
  const agent = createAgent(t.app)
  await agent.get('/api/front/user')
  return agent
}

const exists = async (orderId: number) =>
  (await t.deps.db.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId))).length === 1

describe('the visitor cart purge', () => {
  it('deletes DRAFT visitor carts untouched for 30 days with their lines, copies and files, and nothing else', async () => {
    const old = await cartOf(await visitor(), 31)
    const oldWithoutFile = await cartOf(await visitor(), 45)
    await t.deps.storage.delete(oldWithoutFile.key)
    const recent = await cartOf(await visitor(), 29)
    const buyer = createAgent(t.app)
    await buyer.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)
    const userCart = await cartOf(buyer, 90)
    const submitted = await cartOf(await visitor(), 90)
    await t.deps.db.update(orders).set({ status: 'NEW' }).where(eq(orders.id, submitted.orderId))
    // The status change touched updated_at: age it again.
    await t.deps.db
      .update(orders)
      .set({ updatedAt: sql`now() - interval '90 days'` })
      .where(eq(orders.id, submitted.orderId))

    expect(await purgeVisitorCarts(t.deps)).toBe(2)

    for (const gone of [old, oldWithoutFile]) {
      expect(await exists(gone.orderId)).toBe(false)
      expect(await t.deps.storage.exists(gone.key)).toBe(false)
      const copies = await t.deps.db
        .select({ id: productConfigurations.id })
        .from(productConfigurations)
        .where(inArray(productConfigurations.id, gone.copies))
      expect(copies).toEqual([])
    }
    for (const kept of [recent, userCart, submitted]) {
      expect(await exists(kept.orderId)).toBe(true)
      expect(await t.deps.storage.exists(kept.key)).toBe(true)
    }
    // Nothing left to do: a second run deletes nothing.
    expect(await purgeVisitorCarts(t.deps)).toBe(0)
  })

  it('runs daily on the job engine, and its job does the purge', async () => {
    const rows = await t.deps.db.execute<{ cron: string; timezone: string }>(
      sql`select cron, timezone from pgboss.schedule where name = ${visitorCartPurgeJob.name}`,
    )
    expect(rows.rows).toEqual([{ cron: '41 3 * * *', timezone: 'UTC' }])

    const old = await cartOf(await visitor(), 40)
    await t.deps.jobs.send(visitorCartPurgeJob.name, {})
    t.deps.jobs.wake(visitorCartPurgeJob.name)
    const until = Date.now() + 15_000
    while ((await exists(old.orderId)) && Date.now() < until) await new Promise((r) => setTimeout(r, 100))
    expect(await exists(old.orderId)).toBe(false)
    expect(await t.deps.storage.exists(old.key)).toBe(false)
  })
})
