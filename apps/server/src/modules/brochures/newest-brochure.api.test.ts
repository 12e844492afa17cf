import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { addBrochure } from './brochures.service.ts'
import { createDemoPdf } from './demo-brochure.ts'

// A stand-in for the Vite build: the 404 answer is the web app's page.
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'newest-brochure-web-'))
fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><html><body>shop</body></html>')
fs.writeFileSync(path.join(webDist, 'brochure.html'), '<!doctype html><html><body></body></html>')

let t: Awaited<ReturnType<typeof createTestApp>>

beforeAll(async () => {
  t = await createTestApp({ WEB_DIST: webDist })
})
afterAll(async () => {
  await t.close()
  fs.rmSync(webDist, { recursive: true, force: true })
})

const add = async (slug: string) =>
  addBrochure(
    { db: t.deps.db, storage: t.deps.storage },
    { pdf: await createDemoPdf({ pages: 1 }), title: slug, slug, downloadFileName: slug },
  )

describe('GET /{lang}/brochure', () => {
  it('shows the web app (its 404 page) while there is no brochure', async () => {
    const res = await t.app.inject({ url: '/it/brochure' })
    expect(res.headers.location).toBeUndefined()
    expect(res.body).toContain('shop')
  })

  it('sends the visitor to the brochure added last, in the same language', async () => {
    await add('catalogo-2025')
    await add('catalogo-2026')
    const res = await t.app.inject({ url: '/en/brochure' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/en/brochure/catalogo-2026')
    expect(res.headers['cache-control']).toBe('no-cache')
    const page = await t.app.inject({ url: String(res.headers.location) })
    expect(page.statusCode).toBe(200)
  })

  it('does not redirect an unknown language', async () => {
    const res = await t.app.inject({ url: '/xx/brochure' })
    expect(res.headers.location).toBeUndefined()
  })
})
