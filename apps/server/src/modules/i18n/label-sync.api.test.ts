import { translationsResponse } from '@shop/domain/lookups/schemas'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels } from '../../db/schema/index.ts'
import { type CodeLabel, labelRows, seedReference, syncLabels } from '../../db/seed/reference.ts'
import { createTestApp } from '../../test/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const OLD_TIME = new Date('2020-01-01T00:00:00Z')

async function labelRow(lang: string, key: string) {
  const [row] = await t.deps.db
    .select()
    .from(labels)
    .where(and(eq(labels.lang, lang), eq(labels.key, key)))
  return row
}

async function translations(lang: string, stamp?: string) {
  const query = stamp ? `&stamp=${encodeURIComponent(stamp)}` : ''
  const res = await t.app.inject({ method: 'GET', url: `/api/front/translations?lang=${lang}${query}` })
  expect(res.statusCode).toBe(200)
  return translationsResponse.parse(res.json())
}

describe('labels at start (seedReference)', () => {
  it('writes nothing when the database already holds the code’s labels', async () => {
    expect(await seedReference(t.deps.db)).toEqual({ inserted: 0, retexted: 0, written: 0 })
  })

  it('brings a label the code changed into a database seeded with the old text, with a new stamp', async () => {
    const codeText = (await labelRows()).find((r) => r.lang === 'en' && r.key === 'common.cancel')?.text
    expect(codeText).toBe('Cancel')
    // As a database seeded by an older release, whose code said "Dismiss".
    await t.deps.db
      .update(labels)
      .set({ text: 'Dismiss', seededText: 'Dismiss', updatedAt: OLD_TIME })
      .where(and(eq(labels.lang, 'en'), eq(labels.key, 'common.cancel')))
    const before = await translations('en')
    expect(before.translations?.['common.cancel']).toBe('Dismiss')

    expect(await seedReference(t.deps.db)).toEqual({ inserted: 0, retexted: 1, written: 1 })

    const row = await labelRow('en', 'common.cancel')
    expect(row).toMatchObject({ text: 'Cancel', seededText: 'Cancel' })
    // A browser holding the old stamp is sent the labels again.
    const after = await translations('en', before.last_update)
    expect(after.last_update > before.last_update).toBe(true)
    expect(after.translations?.['common.cancel']).toBe('Cancel')
    await t.deps.labels.refresh(true)
    expect(t.deps.labels.translate('en', 'common.cancel')).toBe('Cancel')
  })

  it('keeps the text of a label staff changed, even when the code changes it too', async () => {
    // Seeded from an older code text, then edited by staff.
    await t.deps.db
      .update(labels)
      .set({ text: 'Vale', seededText: 'Aceptar (old)', updatedAt: OLD_TIME })
      .where(and(eq(labels.lang, 'es'), eq(labels.key, 'common.ok')))
    const codeText = (await labelRows()).find((r) => r.lang === 'es' && r.key === 'common.ok')?.text

    expect(await seedReference(t.deps.db)).toEqual({ inserted: 0, retexted: 0, written: 1 })

    const row = await labelRow('es', 'common.ok')
    expect(row).toMatchObject({ text: 'Vale', seededText: codeText, updatedAt: OLD_TIME })
    expect((await translations('es')).translations?.['common.ok']).toBe('Vale')
  })
})

describe('syncLabels', () => {
  const code = (text: string): CodeLabel[] => [{ key: 'test.sync', lang: 'it', text }]
  const row = () => labelRow('it', 'test.sync')

  it('adds, follows the code, then leaves alone what staff changed', async () => {
    expect(await syncLabels(t.deps.db, code('uno'))).toEqual({ inserted: 1, retexted: 0, written: 1 })
    expect(await row()).toMatchObject({ text: 'uno', seededText: 'uno' })
    expect(await syncLabels(t.deps.db, code('uno'))).toEqual({ inserted: 0, retexted: 0, written: 0 })

    expect(await syncLabels(t.deps.db, code('due'))).toEqual({ inserted: 0, retexted: 1, written: 1 })
    expect(await row()).toMatchObject({ text: 'due', seededText: 'due' })

    await t.deps.db
      .update(labels)
      .set({ text: 'scelto dallo staff', updatedAt: sql`now()` })
      .where(and(eq(labels.lang, 'it'), eq(labels.key, 'test.sync')))
    const edited = await row()
    expect(await syncLabels(t.deps.db, code('tre'))).toEqual({ inserted: 0, retexted: 0, written: 1 })
    expect(await row()).toEqual({ ...edited, seededText: 'tre' })
    expect(await syncLabels(t.deps.db, code('tre'))).toEqual({ inserted: 0, retexted: 0, written: 0 })
  })

  it('keeps a label staff added before the code defined the same key', async () => {
    await t.deps.db.insert(labels).values({ key: 'test.staff', lang: 'de', text: 'vom Personal' })
    await syncLabels(t.deps.db, [{ key: 'test.staff', lang: 'de', text: 'aus dem Code' }])
    expect(await labelRow('de', 'test.staff')).toMatchObject({
      text: 'vom Personal',
      seededText: 'aus dem Code',
    })
  })
})
