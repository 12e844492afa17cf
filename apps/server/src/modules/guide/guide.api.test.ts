import { guideTreeSchema } from '@shop/domain/guide/schemas'
import { findGuideTreeIssues, GUIDE_START_PAGE } from '@shop/domain/guide/tree'
import { LANGS } from '@shop/domain/i18n/langs'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { baseModels } from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'
import { invalidateCatalog } from '../catalog/catalog.store.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

describe('GET /uploads/guida_acquisto/data/{lang}.json', () => {
  it.each(LANGS)('serves a sound page tree in %s, starting at cosa_misurare', async (lang) => {
    const res = await t.app.inject({ method: 'GET', url: `/uploads/guida_acquisto/data/${lang}.json` })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toMatch(/^application\/json/)
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    const tree = guideTreeSchema.parse(res.json())
    expect(tree.lang).toBe(lang)
    expect(tree.start).toBe(GUIDE_START_PAGE)
    expect(findGuideTreeIssues(tree)).toEqual([])

    // Every product is a real base model, and every picture is served.
    const models = (await t.app.inject({ method: 'GET', url: '/api/front/base_model_light' })).json()
      .base_model_light as { id: number }[]
    const pictures = new Set<string>()
    for (const page of Object.values(tree.pages)) {
      if (page.type === 'products') {
        for (const p of page.products) expect(models.map((m) => m.id)).toContain(p.base_model_id)
      } else {
        for (const c of page.choices) pictures.add(c.image)
      }
    }
    for (const url of pictures) {
      const img = await t.app.inject({ method: 'GET', url })
      expect(img.statusCode, url).toBe(200)
      expect(img.headers['content-type']).toMatch(/^image\/svg\+xml/)
    }
  })

  it('has the same pages in every language, with texts in that language', async () => {
    const trees = await Promise.all(
      LANGS.map(async (lang) =>
        guideTreeSchema.parse(
          (await t.app.inject({ method: 'GET', url: `/uploads/guida_acquisto/data/${lang}.json` })).json(),
        ),
      ),
    )
    const names = trees.map((tree) => Object.keys(tree.pages).sort())
    for (const n of names) expect(n).toEqual(names[0])
    const titles = trees.map((tree) => tree.pages[GUIDE_START_PAGE]?.title)
    expect(new Set(titles).size).toBe(LANGS.length)
  })

  it('answers 304 to its own ETag', async () => {
    const url = '/uploads/guida_acquisto/data/it.json'
    const first = await t.app.inject({ method: 'GET', url })
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    const again = await t.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it.each([
    '/uploads/guida_acquisto/data/xx.json',
    '/uploads/guida_acquisto/data/it.txt',
    '/uploads/guida_acquisto/data/..%2Fit.json',
    '/uploads/guida_acquisto/img/nothing.svg',
    '/uploads/guida_acquisto/img/solidi.png',
  ])('answers 404 in the KO shape for %s', async (url) => {
    const res = await t.app.inject({ method: 'GET', url })
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found' })
  })

  it('serves pictures that cannot run scripts when opened directly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/uploads/guida_acquisto/img/solidi.svg' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-security-policy']).toContain("default-src 'none'")
    expect(res.body).not.toMatch(/<script|on\w+=/i)
  })

  it('resolves its products by model code against the live catalogue, with a new ETag when it changes', async () => {
    const url = '/uploads/guida_acquisto/data/en.json'
    const productIds = async () => {
      const res = await t.app.inject({ method: 'GET', url })
      const tree = guideTreeSchema.parse(res.json())
      const ids = Object.values(tree.pages).flatMap((p) => (p.type === 'products' ? p.products : []))
      return { ids: ids.map((p) => p.base_model_id), etag: res.headers.etag }
    }
    const [model] = await t.database.db
      .select({ id: baseModels.id })
      .from(baseModels)
      .where(eq(baseModels.code, 'SF-12'))
    const before = await productIds()
    expect(before.ids).toContain(model?.id)

    // The catalogue renames the model: the guide's 'SF-12' no longer names it.
    await t.database.db.update(baseModels).set({ code: 'SF-12-OLD' }).where(eq(baseModels.code, 'SF-12'))
    invalidateCatalog(t.deps.db)
    try {
      const after = await productIds()
      expect(after.ids).not.toContain(model?.id)
      expect(after.etag).not.toBe(before.etag)
    } finally {
      await t.database.db.update(baseModels).set({ code: 'SF-12' }).where(eq(baseModels.code, 'SF-12-OLD'))
      invalidateCatalog(t.deps.db)
    }
  })
})
