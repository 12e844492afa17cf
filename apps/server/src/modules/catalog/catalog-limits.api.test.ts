import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { productConfigurations, rateLimits } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { createTestApp } from '../../test/test-app.ts'
import { createAgent } from '../accounts/test-agent.ts'

/**
 * Bad input and limits of the catalogue routes (issue 8 items 5 and 10). The app runs with every limit at 1 per
 * window (RATE_LIMIT_FACTOR 1/120 of the smallest max that matters here), so each limit is reached at once.
 */

let t: Awaited<ReturnType<typeof createTestApp>>
let code: string
let ipCounter = 0
/** A visitor from an address no other test uses, so the limits of one test never touch another. */
async function visitor() {
  const agent = createAgent(t.app, { remoteAddress: `10.0.0.${++ipCounter}` })
  // GET user hands out the CSRF token, as the web app's first call does.
  await agent.get('/api/front/user')
  return agent
}

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: String(1 / 120) })
  const list = await (await visitor()).get('/api/front/product_configuration')
  code = list.json().product_configuration[0].configuration_code
})
afterAll(() => t.close())

const IT = { headers: { 'x-lang': 'it' } }

describe('POST /api/front/product_configuration', () => {
  it.each([
    [{ current_ref_code: 'REF\u00001' }, 'current_ref_code'],
    [{ custom_texts: { '1': 'RAL\u0000' } }, 'custom_texts.1'],
    [{ custom_texts: { '1': 'RAL \ud800' } }, 'custom_texts.1'],
    [{ custom_texts: { '1': '\udfff' } }, 'custom_texts.1'],
  ])('refuses %j, which PostgreSQL cannot store, with a field error (a 5xx before)', async (extra, field) => {
    const res = await (await visitor()).post(
      '/api/front/product_configuration',
      { configuration_code: code, ...extra },
      IT,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors[field]).toEqual(['Il testo contiene caratteri non ammessi.'])
  })

  it('refuses more custom texts than a configuration has accessories', async () => {
    const custom_texts = Object.fromEntries(Array.from({ length: 51 }, (_, i) => [String(i + 1), 'x']))
    const res = await (await visitor()).post(
      '/api/front/product_configuration',
      { configuration_code: code, custom_texts },
      IT,
    )
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.custom_texts).toEqual(['Troppi elementi.'])
  })

  it('limits the saves of a visitor by address and of a user by account, with Retry-After', async () => {
    const agent = await visitor()
    const body = { configuration_code: code, current_ref_code: 'limit-test' }
    expect((await agent.post('/api/front/product_configuration', body)).statusCode).toBe(200)
    const limited = await agent.post('/api/front/product_configuration', body, IT)
    expect(limited.statusCode).toBe(429)
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0)
    expect(limited.json()).toMatchObject({ status: 'KO', error_code: 'rate_limited' })
    const rows = await t.deps.db
      .select({ id: productConfigurations.id })
      .from(productConfigurations)
      .where(eq(productConfigurations.currentRefCode, 'limit-test'))
    expect(rows).toHaveLength(1)

    // Signed in from the same address, the user has a count of their own.
    const buyer = createAgent(t.app, { remoteAddress: `10.0.0.${ipCounter}` })
    await buyer.get('/api/front/user')
    expect((await buyer.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
    expect((await buyer.post('/api/front/product_configuration', body)).statusCode).toBe(200)
    expect((await buyer.post('/api/front/product_configuration', body)).statusCode).toBe(429)
  })
})

describe('POST /api/front/accessory/{id}/get_attributes_variation', () => {
  const url = '/api/front/accessory/1/get_attributes_variation?lang=it'
  const manyKeys = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`k${i}`, '']))

  it('refuses a 1 MB body of 80,000 attributes before parsing it', async () => {
    const res = await (await visitor()).post(url, { attributes: manyKeys(80_000) })
    expect(res.statusCode).toBe(413)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'payload_too_large' })
  })

  it('refuses more attributes than a template has, by counting them', async () => {
    const res = await (await visitor()).post(url, { attributes: manyKeys(2_000) })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors.attributes).toEqual(['Troppi elementi.'])
  })

  it('refuses a NUL byte in an attribute value', async () => {
    const res = await (await visitor()).post(url, { attributes: { celle: '4\u0000' } })
    expect(res.statusCode).toBe(422)
    expect(res.json().errors['attributes.celle']).toEqual(['Il testo contiene caratteri non ammessi.'])
  })
})

describe('GET /api/front/save_prod_images/{configuration_code}', () => {
  const countOf = async (ip: string) => {
    const key = `product-image:ip:${ip}`
    const [row] = await t.deps.db.select().from(rateLimits).where(eq(rateLimits.key, key))
    return row?.count ?? 0
  }

  it('composes a new code once for concurrent requests, counting one composition', async () => {
    const agent = await visitor()
    const ip = `10.0.0.${ipCounter}`
    // Every request has looked for the file, and found none, before any goes on: the worst interleaving.
    const exists = t.deps.storage.exists
    let looked = 0
    let openGate = () => {}
    const gate = new Promise<void>((resolve) => {
      openGate = resolve
    })
    const slow = vi.spyOn(t.deps.storage, 'exists').mockImplementation(async (key) => {
      const found = await exists(key)
      if (++looked >= 5) openGate()
      await gate
      return found
    })
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => agent.get(`/api/front/save_prod_images/${code}`)),
    ).finally(() => slow.mockRestore())
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200])
    expect(new Set(answers.map((a) => a.json().image)).size).toBe(1)
    expect(await countOf(ip)).toBe(1)

    // The picture exists now: asking again is free, however often, and never redraws it.
    const key = `catalog/configurations/${answers[0]?.json().configuration_code}.webp`
    const before = await t.deps.storage.stream(key)
    before?.stream.destroy()
    for (let i = 0; i < 3; i++) {
      expect((await agent.get(`/api/front/save_prod_images/${code.toLowerCase()}`)).statusCode).toBe(200)
    }
    const after = await t.deps.storage.stream(key)
    after?.stream.destroy()
    expect(after?.modified.getTime()).toBe(before?.modified.getTime())
    expect(await countOf(ip)).toBe(1)
  })

  it('counts only new pictures against the limit', async () => {
    const agent = await visitor()
    const list = (await agent.get('/api/front/product_configuration')).json().product_configuration as {
      configuration_code: string
    }[]
    const [first, second] = [...new Set(list.map((c) => c.configuration_code))].filter((c) => c !== code)
    expect((await agent.get(`/api/front/save_prod_images/${first}`)).statusCode).toBe(200)
    const limited = await agent.get(`/api/front/save_prod_images/${second}`)
    expect(limited.statusCode).toBe(429)
    expect(limited.headers['retry-after']).toBeDefined()
    // The cached one is still served.
    expect((await agent.get(`/api/front/save_prod_images/${first}`)).statusCode).toBe(200)
  })
})
