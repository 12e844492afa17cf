import { catalogSearchResponse, type SearchResult } from '@shop/domain/catalog/search-schemas'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createTestApp } from '../../test/test-app.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
let anonymous: Agent

beforeAll(async () => {
  t = await createTestApp()
  anonymous = createAgent(t.app)
})
afterAll(() => t.close())

async function search(query: string, lang = 'it'): Promise<SearchResult[]> {
  const res = await anonymous.get(`/api/front/search?q=${encodeURIComponent(query)}&lang=${lang}`)
  expect(res.statusCode).toBe(200)
  return catalogSearchResponse.parse(res.json()).results
}

const summary = (results: SearchResult[]) =>
  results.map((r) => (r.kind === 'code' ? `code:${r.code}:${r.valid}` : `${r.kind}:${r.code}`))

describe('GET /api/front/search', () => {
  it.each([
    ['SZ-30', 'model:SZ-30'],
    ['sz30', 'model:SZ-30'],
    ['inox 45', 'model:SI-45'],
    ['farfalla', 'accessory:SC-FAR'],
    ['fi-man', 'accessory:FI-MAN'],
  ])('finds %j first as %s', async (query, first) => {
    expect(summary(await search(query))[0]).toBe(first)
  })

  it('answers a whole configuration code decoded, with its model next', async () => {
    const results = await search('sz30-60rfgm-pulm')
    expect(results[0]).toEqual({
      kind: 'code',
      code: 'SZ30-60RFGM-PULM',
      valid: true,
      message: null,
      model_code: 'SZ-30',
      model_name: 'Silo zincato 30 m³',
    })
    expect(summary(results)[1]).toBe('model:SZ-30')
  })

  it.each([
    ['SZ30-60', 'it', 'Codice troppo corto: sezione B mancante o incompleta'],
    ['SZ30-46RFGM', 'it', 'Nessun accessorio con codice 46 nella sezione A'],
    ['SZ30-60NFGM', 'it', 'Configurazione non ammessa: Il cono a 60° richiede le gambe rinforzate'],
    ['SZ30-60NFGM', 'en', 'A 60° cone needs the reinforced legs'],
  ])('says why %j is not a valid code (%s)', async (query, lang, message) => {
    const [first] = await search(query, lang)
    expect(first).toMatchObject({ kind: 'code', code: query, valid: false, model_code: 'SZ-30' })
    expect(first?.kind === 'code' && first.message).toContain(message)
  })

  it('answers in the language asked for', async () => {
    const [model] = await search('SZ-30', 'de')
    expect(model).toMatchObject({ kind: 'model', name: 'Verzinktes Silo 30 m³' })
  })

  it('points an option to a model that offers it, and a spare part to its own page', async () => {
    const results = await search('SZ-CO45')
    expect(results[0]).toMatchObject({ kind: 'accessory', sold_alone: false, model_code: 'SZ-30' })
    const [spare] = await search('SC-FAR')
    expect(spare).toMatchObject({ kind: 'accessory', sold_alone: true, model_code: null })
  })

  it('lists at most eight products, and nothing for a query that matches nothing', async () => {
    expect((await search('cono')).length).toBe(8)
    expect(await search('zzzzqqq')).toEqual([])
  })

  it('is cacheable: ETag, public max-age, Vary on the language, 304 for a current copy', async () => {
    const url = '/api/front/search?q=silo&lang=it'
    const first = await anonymous.get(url)
    expect(first.headers['cache-control']).toBe('public, max-age=600')
    expect(first.headers.vary).toContain('X-Lang')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await anonymous.get(url, { headers: { 'if-none-match': etag } })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
  })

  it('reads the catalogue in memory: no query per search', async () => {
    const pglite = t.database.pglite
    if (!pglite) return // on PostgreSQL the driver is a pool; the snapshot is the same code
    await search('silo')
    const query = vi.spyOn(pglite, 'query')
    const exec = vi.spyOn(pglite, 'exec')
    await search('cono 60')
    await search('SZ30-60RFGM-PULM')
    expect(query).not.toHaveBeenCalled()
    expect(exec).not.toHaveBeenCalled()
    query.mockRestore()
    exec.mockRestore()
  })

  it.each([
    ['', 'q'],
    ['?q=', 'q'],
    ['?q=%20%20', 'q'],
    [`?q=${'x'.repeat(101)}`, 'q'],
    ['?q=a%00b', 'q'],
    ['?q=a&q=b', 'q'],
    ['?q=silo&lang=xx', 'lang'],
  ])('refuses %j with a 422 naming %s', async (query, field) => {
    const res = await anonymous.get(`/api/front/search${query}`)
    expect(res.statusCode).toBe(422)
    expect(res.json()).toMatchObject({ status: 'KO' })
    expect(Object.keys(res.json().errors)).toContain(field)
  })
})
