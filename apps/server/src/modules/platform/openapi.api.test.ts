import { Validator } from '@seriousme/openapi-schema-validator'
import { endpointTable } from '@shop/domain/endpoints'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { routerPath } from '../../plugins/route.ts'
import { createTestApp } from '../../test/test-app.ts'

/**
 * The routes that are no call of the shop's API and so stay out of the table: the web app's built files and its
 * pages (the SPA's fallback and the root's redirect), and the simulated payment provider's own pages, which stand
 * for Stripe's and PayPal's sites (infra/payments/local-pages.ts).
 */
const OUTSIDE_THE_TABLE = [
  { url: '/*', why: "the web app's built files (@fastify/static)" },
  { url: '*', why: "the web app's pages (index.html) and its 404 page" },
  { url: '/', why: 'the redirect to the default language' },
  { url: '/local-pay/checkout/:id', why: "the simulated card provider's page" },
  { url: '/local-pay/paypal/:id', why: "the simulated PayPal's page" },
]

let ctx: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  ctx = await createTestApp()
})
afterAll(() => ctx.close())

async function fetchDocument() {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/front/openapi.json' })
  expect(res.statusCode).toBe(200)
  return { res, doc: res.json() as { openapi: string; paths: Record<string, Record<string, unknown>> } }
}

describe('GET /api/front/openapi.json', () => {
  it('validates as OpenAPI 3.1 with a maintained validator', async () => {
    const { doc } = await fetchDocument()
    expect(doc.openapi).toMatch(/^3\.1\./)
    const result = await new Validator().validate(doc as never)
    expect(result.errors ?? []).toEqual([])
    expect(result.valid).toBe(true)
  })

  it('holds every route the server registers, and each route of the table is registered', async () => {
    const { doc } = await fetchDocument()
    const outside = new Set(OUTSIDE_THE_TABLE.map((r) => r.url))
    const strays: string[] = []
    for (const route of ctx.app.routeList) {
      if (!route.endpoint) {
        if (!outside.has(route.url)) strays.push(`${route.method} ${route.url}`)
        continue
      }
      // HEAD is Fastify's own for every GET; the document lists the GET.
      const method = route.method === 'HEAD' ? 'get' : route.method.toLowerCase()
      expect(routerPath(route.endpoint.path), `${route.method} ${route.url}`).toBe(route.url)
      expect(doc.paths[route.endpoint.path]?.[method], `${route.method} ${route.url}`).toBeDefined()
    }
    expect(strays, 'routes registered outside the endpoint table (plugins/route.ts)').toEqual([])
    const registered = new Set(ctx.app.routeList.map((r) => `${r.method} ${r.url}`))
    for (const [name, e] of endpointTable())
      expect(registered.has(`${e.method} ${routerPath(e.path)}`), name).toBe(true)
  })

  it('is public and cacheable, and answers 304 to a browser that has it', async () => {
    const { res } = await fetchDocument()
    expect(res.headers['cache-control']).toBe('public, max-age=3600')
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/front/openapi.json',
      headers: { 'if-none-match': String(res.headers.etag) },
    })
    expect(again.statusCode).toBe(304)
  })
})
