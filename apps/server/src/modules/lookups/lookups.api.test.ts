import {
  carrierListResponse,
  countryListResponse,
  ivaCodeListResponse,
  ivaCodeResponse,
  orderStatusListResponse,
  paymentModeActiveListResponse,
  paymentModeListResponse,
  portListResponse,
  transportListResponse,
  transportResponse,
  usStateListResponse,
} from '@shop/domain/lookups/schemas'
import { ORDER_STATUSES } from '@shop/domain/orders/status-machine'
import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { paymentModes, settings } from '../../db/schema/index.ts'
import { seedReference } from '../../db/seed/reference.ts'
import { createTestApp } from '../../test/test-app.ts'
import { findSettings } from './settings.service.ts'

let t: Awaited<ReturnType<typeof createTestApp>>
beforeAll(async () => {
  t = await createTestApp()
})
afterAll(() => t.close())

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers })

describe('GET /api/front/country', () => {
  it('lists the whole world with the ERP zone codes and areas', async () => {
    const res = await get('/api/front/country')
    expect(res.statusCode).toBe(200)
    const body = countryListResponse.parse(res.json())
    expect(body.country.length).toBe(249)
    const byIso = new Map(body.country.map((c) => [c.iso2, c]))
    expect(byIso.get('IT')).toMatchObject({ zone_code: '000', esaedro_ind_area_naz: 0, short_name: 'Italia' })
    expect(byIso.get('US')).toMatchObject({ zone_code: 'USA', esaedro_ind_area_naz: 2 })
    expect(byIso.get('DE')).toMatchObject({ zone_code: 'DEU', esaedro_ind_area_naz: 1 })
    expect(byIso.get('CH')).toMatchObject({ zone_code: 'CHE', esaedro_ind_area_naz: 2 })
    expect(body.country.filter((c) => c.esaedro_ind_area_naz === 1)).toHaveLength(26)
    expect(new Set(body.country.map((c) => c.zone_code)).size).toBe(249)
  })

  it('names and sorts the countries in the request language', async () => {
    const names = async (headers: Record<string, string>, url = '/api/front/country') =>
      countryListResponse.parse((await get(url, headers)).json()).country
    const de = await names({ 'x-lang': 'de' })
    expect(de.find((c) => c.iso2 === 'DE')?.short_name).toBe('Deutschland')
    const fr = await names({}, '/api/front/country?lang=fr')
    expect(fr.find((c) => c.iso2 === 'US')?.short_name).toBe('États-Unis')
    const es = await names({ 'accept-language': 'es-ES,es;q=0.9' })
    expect(es.find((c) => c.iso2 === 'GB')?.short_name).toBe('Reino Unido')
    const en = await names({ 'x-lang': 'en' })
    const sorted = [...en].sort((a, b) => new Intl.Collator('en').compare(a.short_name, b.short_name))
    expect(en.map((c) => c.iso2)).toEqual(sorted.map((c) => c.iso2))
    expect(en[0]?.short_name).toBe('Afghanistan')
  })

  it('is cacheable for 10 minutes and answers 304 to a matching If-None-Match', async () => {
    const first = await get('/api/front/country', { 'x-lang': 'it' })
    expect(first.headers['cache-control']).toBe('public, max-age=600')
    expect(first.headers.vary).toContain('Accept-Language')
    const etag = String(first.headers.etag)
    expect(etag).toMatch(/^"[\w-]+"$/)
    const again = await get('/api/front/country', { 'x-lang': 'it', 'if-none-match': `W/"nope", ${etag}` })
    expect(again.statusCode).toBe(304)
    expect(again.body).toBe('')
    expect(again.headers.etag).toBe(etag)
    const english = await get('/api/front/country', { 'x-lang': 'en', 'if-none-match': etag })
    expect(english.statusCode).toBe(200)
    expect(english.headers.etag).not.toBe(etag)
  })
})

describe('GET /api/front/country/{id}', () => {
  it('answers one country under its own name', async () => {
    const list = countryListResponse.parse((await get('/api/front/country')).json()).country
    const italy = list.find((c) => c.iso2 === 'IT')
    const res = await get(`/api/front/country/${italy?.id}`, { 'x-lang': 'en' })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ status: 'OK', country: { ...italy, short_name: 'Italy' } })
    expect(res.headers.etag).toBeTruthy()
  })

  it('answers a 404 KO for an unknown id', async () => {
    const res = await get('/api/front/country/999999')
    expect(res.statusCode).toBe(404)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'not_found', errors: {} })
    expect(res.headers.etag).toBeUndefined()
  })

  it.each(['abc', '0', '-3', '1.5', '99999999999999', 'x'.repeat(10_000)])(
    'answers a 4xx KO for the id %s',
    async (id) => {
      const res = await get(`/api/front/country/${id}`)
      expect(res.statusCode).toBeGreaterThanOrEqual(400)
      expect(res.statusCode).toBeLessThan(500)
      expect(res.json()).toMatchObject({ status: 'KO' })
    },
  )
})

describe('GET /api/front/us_state', () => {
  it('lists the 50 states and DC by name, cacheable', async () => {
    const res = await get('/api/front/us_state')
    expect(res.statusCode).toBe(200)
    const { us_state } = usStateListResponse.parse(res.json())
    expect(us_state).toHaveLength(51)
    expect(us_state[0]).toMatchObject({ code: 'AL', name: 'Alabama' })
    expect(us_state.map((s) => s.code)).toContain('DC')
    expect(res.headers['cache-control']).toBe('public, max-age=600')
    const again = await get('/api/front/us_state', { 'if-none-match': String(res.headers.etag) })
    expect(again.statusCode).toBe(304)
  })
})

describe('reference seed', () => {
  it('runs again without duplicating rows or overwriting what staff changed', async () => {
    await t.deps.db.update(settings).set({ value: true }).where(eq(settings.key, 'show_public_prices'))
    const before = countryListResponse.parse((await get('/api/front/country')).json()).country
    await seedReference(t.deps.db)
    const after = countryListResponse.parse((await get('/api/front/country')).json()).country
    expect(after).toEqual(before)
    const [row] = await t.deps.db.select().from(settings).where(eq(settings.key, 'show_public_prices'))
    expect(row?.value).toBe(true)
  })
})

describe('findSettings', () => {
  it('answers the seeded defaults', async () => {
    const other = await createTestApp()
    try {
      expect(await findSettings(other.deps.db)).toEqual({
        show_public_prices: false,
        cart_maintenance: false,
        show_price_warning: true,
        front_price_warning_hide_prospect: true,
        weborder_discount_perc: 0,
        // The demo turns the promo-code field on with its codes (db/seed/demo-orders.ts).
        promo_codes_enabled: true,
      })
    } finally {
      await other.close()
    }
  })

  it('falls back to the default for a missing or malformed row, and sees staff changes within seconds', async () => {
    const other = await createTestApp()
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const db = other.deps.db
      await db.delete(settings).where(eq(settings.key, 'cart_maintenance'))
      await db.update(settings).set({ value: 'yes' }).where(eq(settings.key, 'show_price_warning'))
      await db.update(settings).set({ value: 150 }).where(eq(settings.key, 'weborder_discount_perc'))
      expect(await findSettings(db)).toMatchObject({
        cart_maintenance: false,
        show_price_warning: true,
        weborder_discount_perc: 0,
      })
      await db.update(settings).set({ value: true }).where(eq(settings.key, 'show_public_prices'))
      expect((await findSettings(db)).show_public_prices).toBe(false)
      vi.advanceTimersByTime(10_000)
      expect((await findSettings(db)).show_public_prices).toBe(true)
    } finally {
      vi.useRealTimers()
      await other.close()
    }
  })
})

describe('GET /api/front/{order lookup}', () => {
  it('answers the order statuses keyed by status, named in the language', async () => {
    const res = await get('/api/front/order_status', { 'x-lang': 'en' })
    expect(res.statusCode).toBe(200)
    const { order_status } = orderStatusListResponse.parse(res.json())
    expect(Object.keys(order_status)).toEqual([...ORDER_STATUSES])
    expect(order_status.CONFIRMED).toEqual({ id: 'CONFIRMED', name: 'CONFIRMED', description: 'Approved' })
    const one = await get('/api/front/order_status/READY')
    expect(one.json()).toEqual({
      status: 'OK',
      order_status: { id: 'READY', name: 'READY', description: 'Da approvare' },
    })
    expect((await get('/api/front/order_status/NOPE')).statusCode).toBe(404)
  })

  it('answers the seeded ids of decision 019: carriers, payment modes, ports and transports', async () => {
    const carrier = carrierListResponse.parse((await get('/api/front/carrier')).json()).carrier
    expect(Object.values(carrier).map((c) => [c.id, c.name])).toEqual([
      [1, '99'],
      [2, '000054'],
      [3, '000077'],
      [4, '000099'],
    ])
    expect(carrier['2']?.description).toBe('GLS – corriere nazionale')
    const port = portListResponse.parse((await get('/api/front/port', { 'x-lang': 'de' })).json()).port
    expect(Object.values(port).map((p) => [p.id, p.key_cod_porto, p.name])).toEqual([
      [1, '03', '03'],
      [2, '02', '02'],
      [3, 'EXW', 'EXW'],
    ])
    expect(port['3']?.description).toContain('Ab Werk')
    const transport = transportListResponse.parse((await get('/api/front/transport')).json()).transport
    expect(Object.keys(transport)).toEqual(['1', '2'])
    expect(transportResponse.parse((await get('/api/front/transport/2')).json()).transport.description).toBe(
      'A cura del cliente',
    )
  })

  it('answers the payment modes with their translations, and the active ones apart', async () => {
    const modes = paymentModeListResponse.parse(
      (await get('/api/front/payment_mode', { 'x-lang': 'fr' })).json(),
    )
    expect(Object.values(modes.payment_mode).map((m) => [m.id, m.name])).toEqual([
      [10, '99'],
      [11, 'CDP'],
      [12, 'PM5'],
      [13, 'PV9'],
    ])
    const card = modes.payment_mode['13']
    expect(card?.description).toBe('Carte de crédit')
    expect(card?.translations).toEqual({
      it: { description: 'Carta di credito' },
      en: { description: 'Credit card' },
      de: { description: 'Kreditkarte' },
      es: { description: 'Tarjeta de crédito' },
      fr: { description: 'Carte de crédit' },
    })
    await t.deps.db.update(paymentModes).set({ active: false }).where(eq(paymentModes.id, 12))
    try {
      const active = paymentModeActiveListResponse.parse((await get('/api/front/payment_mode_active')).json())
      expect(Object.keys(active.payment_mode_active)).toEqual(['10', '11', '13'])
      expect((await get('/api/front/payment_mode_active/12')).statusCode).toBe(404)
      expect((await get('/api/front/payment_mode/12')).statusCode).toBe(200)
    } finally {
      await t.deps.db.update(paymentModes).set({ active: true }).where(eq(paymentModes.id, 12))
    }
  })

  it('answers the VAT codes as an array, with their legal wording', async () => {
    const res = await get('/api/front/iva_code', { 'x-lang': 'en' })
    const { iva_code } = ivaCodeListResponse.parse(res.json())
    expect(iva_code.map((c) => [c.cod_iva, c.rate])).toEqual([
      ['22A', 22],
      ['NI41', 0],
      ['NI8', 0],
    ])
    expect(iva_code[1]?.legal_text).toContain('art. 41')
    expect(
      ivaCodeResponse.parse((await get('/api/front/iva_code/NI8', { 'x-lang': 'en' })).json()).iva_code
        .des_iva,
    ).toContain('export')
    expect((await get('/api/front/iva_code/XX')).statusCode).toBe(404)
  })

  it('are cacheable for 10 minutes, and refuse junk ids with a 4xx', async () => {
    for (const name of [
      'order_status',
      'payment_mode',
      'payment_mode_active',
      'carrier',
      'transport',
      'port',
      'iva_code',
    ]) {
      const first = await get(`/api/front/${name}`)
      expect(first.headers['cache-control'], name).toBe('public, max-age=600')
      const again = await get(`/api/front/${name}`, { 'if-none-match': String(first.headers.etag) })
      expect(again.statusCode, name).toBe(304)
      for (const id of ['abc', '0', '-1', '99999999999', 'x'.repeat(300)]) {
        const res = await get(`/api/front/${name}/${id}`)
        expect(res.statusCode, `${name}/${id}`).toBeGreaterThanOrEqual(400)
        expect(res.statusCode, `${name}/${id}`).toBeLessThan(500)
      }
    }
  })
})
