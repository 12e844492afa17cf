import { eq } from 'drizzle-orm'
import pg from 'pg'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { buildApp } from '../../app.ts'
import { openDatabase } from '../../db/client.ts'
import { baseModels } from '../../db/schema/index.ts'
import { createTestApp, openTestDatabase, testConfig } from '../../test/test-app.ts'
import { type CatalogSnapshot, findCatalog, invalidateCatalog } from './catalog.store.ts'
import { saveDiscountRule } from './catalog-write.service.ts'

// docs/decisions/015: the snapshot in memory answers at once; an old one is reloaded in the background, this
// process's own writes are seen by its next read, and another process's writes arrive by NOTIFY.

const translate = (_lang: string, key: string) => key
const pgUrl = process.env.TEST_DATABASE_URL

let database: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(() => database.drop())
afterEach(() => {
  vi.useRealTimers()
})

function firstModel(snap: CatalogSnapshot) {
  const model = snap.models[0]
  if (!model) throw new Error('no base model in the seed')
  return model
}

async function setPrice(id: number, price: number | null) {
  await database.db.update(baseModels).set({ price }).where(eq(baseModels.id, id))
}

describe('findCatalog', () => {
  it('serves the snapshot it has while an old one reloads in the background, then the new one', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const db = database.db
    invalidateCatalog(db)
    const before = await findCatalog(db)
    const model = firstModel(before)
    // A change the process was not told about (another tool, a lost notice): seen once the snapshot is old.
    await setPrice(model.id, (model.price ?? 0) + 100)
    try {
      expect(await findCatalog(db)).toBe(before)
      vi.advanceTimersByTime(31_000)
      expect(await findCatalog(db)).toBe(before)
      await expect
        .poll(async () => (await findCatalog(db)).modelById.get(model.id)?.price)
        .toBe((model.price ?? 0) + 100)
    } finally {
      await setPrice(model.id, model.price)
      invalidateCatalog(db)
    }
  })

  it("waits for this process's own write: the next read has it", async () => {
    const db = database.db
    const before = await findCatalog(db)
    const model = firstModel(before)
    await setPrice(model.id, (model.price ?? 0) + 7)
    try {
      await invalidateCatalog(db)
      const after = await findCatalog(db)
      expect(after).not.toBe(before)
      expect(after.modelById.get(model.id)?.price).toBe((model.price ?? 0) + 7)
    } finally {
      await setPrice(model.id, model.price)
      invalidateCatalog(db)
    }
  })

  it('never installs a load that began before a write', async () => {
    const db = database.db
    invalidateCatalog(db)
    const model = firstModel(await findCatalog(db))
    invalidateCatalog(db)
    const early = findCatalog(db)
    await setPrice(model.id, (model.price ?? 0) + 9)
    try {
      invalidateCatalog(db)
      const late = await findCatalog(db)
      expect(late.modelById.get(model.id)?.price).toBe((model.price ?? 0) + 9)
      await early
      expect(await findCatalog(db)).toBe(late)
    } finally {
      await setPrice(model.id, model.price)
      invalidateCatalog(db)
    }
  })

  it('keeps answering from memory when a background reload fails', async () => {
    const other = await openTestDatabase()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const snap = await findCatalog(other.db)
      await other.drop()
      vi.advanceTimersByTime(31_000)
      expect(await findCatalog(other.db)).toBe(snap)
      // Once the reload has failed, the snapshot still answers.
      await new Promise((r) => setTimeout(r, 50))
      expect(await findCatalog(other.db)).toBe(snap)
    } finally {
      await other.drop()
    }
  })
})

describe.skipIf(!pgUrl)('another process on the same PostgreSQL database', () => {
  it('sees a catalogue write through NOTIFY, with the clock standing still', async () => {
    const a = await createTestApp()
    const secondDatabase = await openDatabase({ databaseUrl: a.database.url })
    const b = await buildApp(testConfig(), secondDatabase, { logger: false })
    // Frozen: the 30 s age check cannot be what refreshes A, only the notice can.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const snap = await findCatalog(a.deps.db)
      const rule = snap.discountRules.find((r) => r.base.mode === 'other' && (r.base.discount_perc ?? 0) < 90)
      if (!rule) throw new Error('no percentage rule in the seed')
      const perc = (rule.base.discount_perc ?? 0) + 1
      const percOf = async () =>
        (await findCatalog(a.deps.db)).discountRules.find((r) => r.id === rule.id)?.base.discount_perc

      await saveDiscountRule(b.deps.db, translate, 'it', {
        ...rule,
        base: { ...rule.base, discount_perc: perc },
      })
      await expect.poll(percOf, { timeout: 20_000 }).toBe(perc)

      // The listening connection is cut (a restart, a failover): once back, A reloads and hears notices again.
      const admin = new pg.Client({ connectionString: a.database.url })
      await admin.connect()
      const { rows } = await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen%'`,
      )
      await admin.end()
      expect(rows.length).toBeGreaterThan(0)
      await saveDiscountRule(b.deps.db, translate, 'it', {
        ...rule,
        base: { ...rule.base, discount_perc: perc + 1 },
      })
      await expect.poll(percOf, { timeout: 20_000 }).toBe(perc + 1)
    } finally {
      vi.useRealTimers()
      await b.close()
      await secondDatabase.close()
      await a.close()
    }
  })
})
