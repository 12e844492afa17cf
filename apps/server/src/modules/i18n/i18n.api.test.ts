import { LANGS } from '@shop/domain/i18n/langs'
import { translationsResponse } from '@shop/domain/lookups/schemas'
import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { labels } from '../../db/schema/index.ts'
import { loadLabelFiles } from '../../db/seed/labels/index.ts'
import { createTestApp } from '../../test/test-app.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })
const translations = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers)
  expect(res.statusCode).toBe(200)
  return translationsResponse.parse(res.json())
}

describe('GET /api/front/translations', () => {
  it('answers every seeded label of the language with a last-update stamp', async () => {
    const keys = new Set((await loadLabelFiles()).flatMap((f) => Object.keys(f.labels)))
    for (const lang of LANGS) {
      const body = await translations(`/api/front/translations?lang=${lang}`)
      expect(body.lang).toBe(lang)
      expect(body.last_update).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}Z$/)
      expect(new Set(Object.keys(body.translations ?? {}))).toEqual(keys)
    }
    const en = await translations('/api/front/translations?lang=en')
    expect(en.translations?.['common.cancel']).toBe('Cancel')
    const de = await translations('/api/front/translations?lang=de')
    expect(de.translations?.['common.cancel']).toBe('Abbrechen')
  })

  it('takes the request language when lang is absent', async () => {
    expect((await translations('/api/front/translations', { 'x-lang': 'fr' })).lang).toBe('fr')
    expect((await translations('/api/front/translations')).lang).toBe('it')
  })

  it('leaves the labels out while the given stamp is current, and sends them again once a label changed', async () => {
    const first = await translations('/api/front/translations?lang=es')
    const same = await translations(
      `/api/front/translations?lang=es&stamp=${encodeURIComponent(first.last_update)}`,
    )
    expect(same).toEqual({ status: 'OK', lang: 'es', last_update: first.last_update })
    const stale = await translations('/api/front/translations?lang=es&stamp=2000-01-01T00:00:00.000000Z')
    expect(stale.translations).toEqual(first.translations)

    await t.deps.db
      .update(labels)
      .set({ text: 'Vale', updatedAt: sql`now()` })
      .where(and(eq(labels.lang, 'es'), eq(labels.key, 'common.ok')))
    const changed = await translations(
      `/api/front/translations?lang=es&stamp=${encodeURIComponent(first.last_update)}`,
    )
    expect(changed.last_update > first.last_update).toBe(true)
    expect(changed.translations?.['common.ok']).toBe('Vale')
    // Other languages keep their stamp, so their browsers download nothing.
    const italian = await translations('/api/front/translations?lang=it')
    const itAgain = await translations(
      `/api/front/translations?lang=it&stamp=${encodeURIComponent(italian.last_update)}`,
    )
    expect(itAgain.translations).toBeUndefined()
  })

  it('revalidates with an ETag every time', async () => {
    const res = await get('/api/front/translations?lang=it')
    expect(res.headers['cache-control']).toBe('public, no-cache')
    const again = await get('/api/front/translations?lang=it', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })

  it.each([
    ['an unknown language', 'lang=xx'],
    ['an upper-case language', 'lang=IT'],
    ['two languages', 'lang=it&lang=en'],
    ['an empty language', 'lang='],
    ['a 10,000-character stamp', `lang=it&stamp=${'x'.repeat(10_000)}`],
  ])('answers 422 with field errors for %s', async (_what, query) => {
    const res = await get(`/api/front/translations?${query}`)
    expect(res.statusCode).toBe(422)
    const body = res.json()
    expect(body).toMatchObject({ status: 'KO', error_code: 'validation_failed' })
    expect(Object.keys(body.errors).length).toBeGreaterThan(0)
  })
})
