import { findReplacementCodeIssues } from '@shop/domain/catalog/replacement-code'
import {
  catalogResponses,
  decodeConfigurationResponse,
  productDiscountedPricesResponse,
} from '@shop/domain/catalog/schemas'
import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { accessories, productConfigurations } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { createTestApp } from '../../test/test-app.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { invalidateCatalog, loadCatalogSnapshot } from './catalog.store.ts'

// Replacement accessories sold alone: product configurations of type A (issue 9 item 3, docs/decisions/017).

let t: Awaited<ReturnType<typeof createTestApp>>
let anonymous: Agent
let buyer: Agent
let prospect: Agent
/** Accessory id by product code. */
let acc: Map<string, number>

beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_FACTOR: '100' })
  anonymous = createAgent(t.app)
  buyer = createAgent(t.app)
  prospect = createAgent(t.app)
  expect((await buyer.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
  expect((await prospect.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)).statusCode).toBe(200)
  const rows = await t.deps.db.select({ id: accessories.id, code: accessories.code }).from(accessories)
  acc = new Map(rows.map((a) => [a.code, a.id]))
})
afterAll(() => t.close())

const id = (code: string) => {
  const value = acc.get(code)
  if (value === undefined) throw new Error(`no ${code}`)
  return value
}

function expectKo(res: { statusCode: number; json(): unknown }, status: number) {
  expect(res.statusCode).toBe(status)
  expect(res.json()).toMatchObject({ status: 'KO' })
}

async function variationsOf(code: string) {
  const res = await anonymous.get(`/api/front/accessory/${id(code)}`)
  return catalogResponses.accessory.one.parse(res.json()).accessory.attributes_variations
}

async function variationId(code: string, value: string) {
  const found = (await variationsOf(code)).find((v) => v.variation_value === value)
  if (!found) throw new Error(`no variation ${value} of ${code}`)
  return found.id
}

describe('the seeded replacement accessories', () => {
  it('have product codes that name them one way only, and list the base models they fit', async () => {
    const snap = await loadCatalogSnapshot(t.deps.db)
    const candidates = snap.accessories.map((a) => ({ id: a.id, code: a.code, sold_alone: a.soldAlone }))
    expect(findReplacementCodeIssues(snap.codes, candidates)).toEqual([])
    const { accessory } = catalogResponses.accessory.one.parse(
      (await anonymous.get(`/api/front/accessory/${id('FI-MAN')}`)).json(),
    )
    expect(accessory.sold_alone).toBe(true)
    const models = snap.models.filter((m) => m.productFamilyId === snap.families[0]?.id).map((m) => m.id)
    expect(accessory.base_model_ids.length).toBeGreaterThan(0)
    expect(models).toEqual(expect.arrayContaining(accessory.base_model_ids))
  })
})

describe('GET /api/front/decode_configuration/{code} of type A', () => {
  it('decodes the code of every public type A configuration to its replacement accessory', async () => {
    const rows = await t.deps.db
      .select()
      .from(productConfigurations)
      .where(and(eq(productConfigurations.type, 'A'), eq(productConfigurations.isPublic, true)))
    expect(rows.map((r) => r.configurationCode).sort()).toEqual(['FI-CAR', 'FI-MAN', 'OP-LR', 'SC-FAR'])
    for (const row of rows) {
      const res = await anonymous.get(`/api/front/decode_configuration/${row.configurationCode}`)
      expect(res.statusCode, row.configurationCode).toBe(200)
      const { configuration } = decodeConfigurationResponse.parse(res.json())
      expect(configuration).toMatchObject({
        type: 'A',
        configuration_code: row.configurationCode,
        is_canonical: true,
        base_model: null,
        replacement_accessory: { id: row.replacementAccessoryId, code: row.configurationCode },
        segments: [
          { part: 'replacement', code: row.configurationCode, accessoryId: row.replacementAccessoryId },
        ],
      })
      expect(configuration.accessories.map((a) => a.id)).toEqual([row.replacementAccessoryId])
      expect(configuration.accessories[0]).toMatchObject({ letter: null, section: '' })
    }
  })

  it('accepts any case, answering the canonical code, with the shared link variation, in the language', async () => {
    const modbus = await variationId('OP-LR', 'Modbus RTU')
    const res = await anonymous.get(`/api/front/decode_configuration/op-lr?variations=${modbus}`, {
      headers: { 'x-lang': 'en' },
    })
    expect(res.statusCode).toBe(200)
    const { configuration } = decodeConfigurationResponse.parse(res.json())
    expect(configuration).toMatchObject({
      configuration_code: 'OP-LR',
      is_canonical: false,
      replacement_accessory: { name: 'Radar level transmitter' },
      is_custom_configuration: false,
    })
    expect(configuration.accessories[0]).toMatchObject({
      attributes_template: { need_datasheet: true },
      pivot: { accessory_attributes_variation_id: modbus },
    })
    expect(configuration.accessories[0]?.attributes_variations[0]?.final_datasheet).toMatch(/\.pdf$/)
  })

  it.each([
    ['SC-GHI', 'not_sold_alone', "L'accessorio SC-GHI non è venduto da solo come ricambio"],
    ['FI-MAM', 'unknown_base_model', "Modello base 'FI' sconosciuto"],
  ])('refuses %s with the reason %s, translated', async (code, reason, text) => {
    const res = await anonymous.get(`/api/front/decode_configuration/${code}`)
    expectKo(res, 422)
    expect(res.json()).toMatchObject({ reason, error: text, errors: { code: [text] } })
  })

  it("refuses another accessory's variation", async () => {
    const other = await variationId('OP-AT', 'Zona 21')
    const res = await anonymous.get(`/api/front/decode_configuration/OP-LR?variations=${other}`)
    expectKo(res, 422)
    expect(res.json().reason).toBe('variation_of_other_accessory')
  })
})

describe('POST /api/front/user/getProductDiscountedPrices of a replacement accessory', () => {
  const url = '/api/front/user/getProductDiscountedPrices'

  it("prices it with the buyer's accessory-group rule, as one line", async () => {
    // Molino Ferraresi has 15% on filters sold alone.
    const res = productDiscountedPricesResponse.parse(
      (await buyer.post(url, { ids: [], bm_id: id('FI-MAN'), configuration_code: 'fi-man' })).json(),
    )
    expect(res.show_prices).toBe(true)
    expect(res.configuration).toMatchObject({
      id: id('FI-MAN'),
      configuration_code: 'FI-MAN',
      price: 385_000,
      discounted_price: 327_250,
      discount_label: 'sconto 15%',
      discount_rule_static: { base: { mode: 'other', discount_perc: 15 } },
      available: true,
    })
    expect(res.products[id('FI-MAN')]).toMatchObject({ price: 385_000, discounted_price: 327_250 })
  })

  it('adds the chosen variation, and prices every variation asked for', async () => {
    const hart = await variationId('OP-LR', '4-20 mA HART')
    const modbus = await variationId('OP-LR', 'Modbus RTU')
    const res = productDiscountedPricesResponse.parse(
      (
        await buyer.post(url, {
          ids: [id('OP-LR'), id('FI-MAN')],
          bm_id: id('OP-LR'),
          configuration_code: 'OP-LR',
          variation_ids: [modbus],
        })
      ).json(),
    )
    // No rule of the buyer's targets level gauges sold alone (its group's rule for everything does not reach them).
    expect(res.configuration).toMatchObject({ price: 180_000, discounted_price: 180_000, discount_label: '' })
    expect(res.variations[modbus]).toMatchObject({ price: 12_000, discounted_price: 12_000 })
    expect(res.products[id('FI-MAN')]).toMatchObject({ available: false, price: null })
    const list = productDiscountedPricesResponse.parse(
      (await buyer.post(url, { bm_id: id('OP-LR'), variation_ids: [hart, modbus] })).json(),
    )
    expect(list.configuration).toBeUndefined()
    expect(list.variations[hart]).toMatchObject({ price: 0 })
    expect(list.variations[modbus]).toMatchObject({ price: 12_000 })
  })

  it('hides prices from anonymous visitors and from the prospect', async () => {
    for (const agent of [anonymous, prospect]) {
      const res = productDiscountedPricesResponse.parse(
        (await agent.post(url, { bm_id: id('FI-MAN'), configuration_code: 'FI-MAN' })).json(),
      )
      expect(res.show_prices).toBe(false)
      expect(res.configuration).toMatchObject({ price: null, discounted_price: null, discount_label: null })
    }
  })

  it('refuses codes of another product, foreign variations and accessories not sold alone', async () => {
    const post = (body: unknown) => buyer.post(url, body)
    const other = await post({ bm_id: id('FI-MAN'), configuration_code: 'FI-CAR' })
    expectKo(other, 422)
    expect(other.json().error).toBe('Il codice FI-CAR non è una configurazione di questo prodotto')
    expectKo(await post({ bm_id: id('FI-MAN'), configuration_code: 'SZ30-60RFGM-PULM' }), 422)
    const atex = await variationId('OP-AT', 'Zona 21')
    expectKo(await post({ bm_id: id('OP-LR'), configuration_code: 'OP-LR', variation_ids: [atex] }), 422)
    expectKo(await post({ bm_id: id('SC-GHI') }), 404)
  })
})

describe('POST /api/front/product_configuration of type A', () => {
  const url = '/api/front/product_configuration'

  it("saves the buyer's own, with its variation, which nobody else can read", async () => {
    const modbus = await variationId('OP-LR', 'Modbus RTU')
    const res = await buyer.post(url, { configuration_code: 'op-lr', variations: [modbus] })
    expect(res.statusCode).toBe(200)
    const saved = catalogResponses.product_configuration.one.parse(res.json()).product_configuration
    expect(saved).toMatchObject({
      type: 'A',
      configuration_code: 'OP-LR',
      base_model: null,
      replacement_accessory: { id: id('OP-LR'), code: 'OP-LR' },
      is_public: false,
      is_custom_configuration: false,
      owner: { client_id: expect.any(Number) },
    })
    expect(saved.accessories).toEqual([
      expect.objectContaining({ id: id('OP-LR'), pivot: { accessory_attributes_variation_id: modbus } }),
    ])
    const [row] = await t.deps.db
      .select()
      .from(productConfigurations)
      .where(eq(productConfigurations.id, saved.id))
    expect(row).toMatchObject({ type: 'A', baseModelId: null, replacementAccessoryId: id('OP-LR') })
    const mine = catalogResponses.product_configuration.list.parse(
      (await buyer.get('/api/front/product_configuration')).json(),
    )
    expect(mine.product_configuration.map((c) => c.id)).toContain(saved.id)
    expectKo(await prospect.get(`/api/front/product_configuration/${saved.id}`), 404)
  })

  it("saves a visitor's once, with no owner", async () => {
    const first = await anonymous.post(url, { configuration_code: 'FI-MAN' })
    const second = await createAgent(t.app).post(url, { configuration_code: ' fi-man ' })
    expect(first.statusCode).toBe(200)
    expect(first.json().product_configuration).toMatchObject({ type: 'A', configuration_code: 'FI-MAN' })
    expect(first.json().product_configuration).not.toHaveProperty('owner')
    expect(second.json().product_configuration.id).toBe(first.json().product_configuration.id)
  })

  it('keeps the custom value of a replacement accessory that allows one, only with its text', async () => {
    // No seeded replacement accessory allows a custom value: sell the RAL paint finish alone for this test.
    await t.deps.db
      .update(accessories)
      .set({ soldAlone: true })
      .where(eq(accessories.id, id('OP-RL')))
    invalidateCatalog(t.deps.db)
    try {
      const custom = (await variationsOf('OP-RL')).find((v) => v.is_custom)
      const key = String(id('OP-RL'))
      const res = await buyer.post(url, {
        configuration_code: 'OP-RL',
        variations: [custom?.id],
        custom_texts: { [key]: 'RAL 3020 opaco' },
      })
      expect(res.statusCode).toBe(200)
      expect(res.json().product_configuration).toMatchObject({
        type: 'A',
        is_custom_configuration: true,
        custom_texts: { [key]: 'RAL 3020 opaco' },
      })
      const price = productDiscountedPricesResponse.parse(
        (
          await buyer.post('/api/front/user/getProductDiscountedPrices', {
            bm_id: id('OP-RL'),
            configuration_code: 'OP-RL',
            variation_ids: [custom?.id],
          })
        ).json(),
      )
      expect(price.configuration).toMatchObject({ price: -1, discounted_price: -1 })
      const missing = await buyer.post(url, { configuration_code: 'OP-RL', variations: [custom?.id] })
      expectKo(missing, 422)
      expect(missing.json().reason).toBe('custom_text_required')
    } finally {
      await t.deps.db
        .update(accessories)
        .set({ soldAlone: false })
        .where(eq(accessories.id, id('OP-RL')))
      invalidateCatalog(t.deps.db)
    }
  })

  it('refuses an accessory not sold alone and a foreign variation', async () => {
    const res = await buyer.post(url, { configuration_code: 'SC-GHI' })
    expectKo(res, 422)
    expect(res.json().errors.configuration_code[0]).toBe(
      "L'accessorio SC-GHI non è venduto da solo come ricambio",
    )
    const atex = await variationId('OP-AT', 'Zona 21')
    expectKo(await buyer.post(url, { configuration_code: 'OP-LR', variations: [atex] }), 422)
  })
})
