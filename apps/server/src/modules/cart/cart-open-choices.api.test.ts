import { catalogResponses, productDiscountedPricesResponse } from '@shop/domain/catalog/schemas'
import { describe, expect, it } from 'vitest'
import { accessories } from '../../db/schema/index.ts'
import { addToCart, cartTestApp, expectKo, newBuyer } from './test-cart.ts'

// Choices left open (issue 13 item 5, docs/decisions/025): a required value keeps a configuration out of the cart
// with a 422 naming it; a value left to the quotation goes in as a line to be quoted.

const { t, molino } = await cartTestApp('100')

const molinoBuyer = async () => (await newBuyer(t, molino)).agent

const accessoryIds = new Map(
  (await t.deps.db.select({ id: accessories.id, code: accessories.code }).from(accessories)).map((a) => [
    a.code,
    a.id,
  ]),
)
const idOf = (code: string) => {
  const id = accessoryIds.get(code)
  if (id === undefined) throw new Error(`no accessory ${code}`)
  return id
}

async function variationId(code: string, value: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: `/api/front/accessory/${idOf(code)}` })
  const found = catalogResponses.accessory.one
    .parse(res.json())
    .accessory.attributes_variations.find((v) => v.variation_value === value)
  if (!found) throw new Error(`no variation ${value} of ${code}`)
  return found.id
}

/** SZ-30's default with the extraction screw (CS) in place of the rotary valve: it asks for a length. */
const SCREW = 'SZ30-60RCSGM-PULM'

describe('POST /api/front/cart/{lang}/add: choices left open', () => {
  it('refuses the screw without its length with a 422 naming the choice, in the language of the request', async () => {
    const buyer = await molinoBuyer()
    const res = await buyer.post('/api/front/cart/it/add', { configuration_code: SCREW })
    expectKo(res, 422, 'validation_failed')
    const message = 'Prima di aggiungere al carrello scegli: Lunghezza (Coclea di estrazione).'
    expect(res.json()).toMatchObject({
      error: message,
      errors: { variations: [message] },
      reason: 'choice_required',
      open_choices: [{ accessory_id: idOf('SC-COC'), attributes: ['lunghezza'] }],
    })
    const english = await buyer.post('/api/front/cart/en/add', { configuration_code: SCREW })
    expectKo(english, 422, 'validation_failed')
    expect(english.json()).toMatchObject({
      error: 'Before adding to the cart, choose: Length (Screw conveyor).',
    })
    // Nothing went in.
    expect((await buyer.get('/api/front/cart/it')).json()).toMatchObject({ cart: { id: -1, lines: [] } })
  })

  it('adds the screw once its length is chosen, priced with the length', async () => {
    const buyer = await molinoBuyer()
    const short = await addToCart(buyer, {
      configuration_code: SCREW,
      variations: [await variationId('SC-COC', '3 m')],
    })
    const long = await addToCart(buyer, {
      configuration_code: SCREW,
      variations: [await variationId('SC-COC', '4 m')],
    })
    const price = (lineId: number) => long.cart.lines.find((l) => l.id === lineId)?.price
    expect(long.cart.lines).toHaveLength(2)
    expect((price(long.lineId) ?? 0) - (price(short.lineId) ?? 0)).toBe(42_000)
    const screw = long.cart.lines
      .find((l) => l.id === long.lineId)
      ?.product_configuration.accessories.find((a) => a.code === 'SC-COC')
    expect(screw).toMatchObject({ open_choice: null, attributes_variations: [{ variation_value: '4 m' }] })
  })

  it('names every required value still open, and a replacement accessory sold alone is held to the same rule', async () => {
    const buyer = await molinoBuyer()
    const both = await buyer.post('/api/front/cart/it/add', { configuration_code: 'SZ30-60RCSGM-PUCPLM' })
    expectKo(both, 422, 'validation_failed')
    expect(both.json()).toMatchObject({
      error:
        'Prima di aggiungere al carrello scegli: Lunghezza (Coclea di estrazione); ' +
        'Numero di celle, Portata per cella (Celle di carico).',
    })
    const gauge = await buyer.post('/api/front/cart/it/add', { configuration_code: 'OP-LR' })
    expectKo(gauge, 422, 'validation_failed')
    expect(gauge.json()).toMatchObject({
      error: 'Prima di aggiungere al carrello scegli: Uscita (Misuratore di livello radar).',
    })
    const { cart } = await addToCart(buyer, {
      configuration_code: 'OP-LR',
      variations: [await variationId('OP-LR', 'Modbus RTU')],
    })
    expect(cart.lines[0]).toMatchObject({ price: 180_000, product_configuration: { type: 'A' } })
  })

  it('refuses a saved configuration added by id that leaves a required value open', async () => {
    const buyer = await molinoBuyer()
    // Saving is allowed (a link, the wizard's lead): only the cart needs every required value.
    const saved = await buyer.post('/api/front/product_configuration', { configuration_code: SCREW })
    expect(saved.statusCode, saved.body).toBe(200)
    const id = saved.json().product_configuration.id as number
    const res = await buyer.post('/api/front/cart/it/add', { product_configuration_id: id })
    expectKo(res, 422, 'validation_failed')
    expect(res.json()).toMatchObject({ reason: 'choice_required' })
  })

  it('adds a colour left to the quotation as a line to be quoted that says so', async () => {
    const buyer = await molinoBuyer()
    const { cart, lineId } = await addToCart(buyer, { configuration_code: 'SZ30-60RFGM-PULMRL' })
    const line = cart.lines.find((l) => l.id === lineId)
    expect(line).toMatchObject({ price: -1, discounted_price: -1, line_final_price: null })
    expect(line?.product_configuration.accessories.find((a) => a.code === 'OP-RL')).toMatchObject({
      open_choice: { rule: 'quotation', attributes: ['Colore RAL'] },
      pivot: { accessory_attributes_variation_id: null },
    })
    expect(cart.tobe_quoted).toBe(true)
    // A listed colour settles it: the same silo is priced again.
    const { cart: after, lineId: ralLine } = await addToCart(buyer, {
      configuration_code: 'SZ30-60RFGM-PULMRL',
      variations: [await variationId('OP-RL', 'RAL 9010')],
    })
    expect(after.lines.find((l) => l.id === ralLine)?.price).toBeGreaterThan(0)
  })

  it('adds every public configuration as it stands (the demo data holds every required value)', async () => {
    const buyer = await molinoBuyer()
    // Every public configuration: the models' defaults (21–30), the popular ones (31–33), the spare parts (41–44).
    for (const id of [21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31, 32, 33, 41, 42, 43, 44]) {
      const res = await buyer.post('/api/front/cart/it/add', { product_configuration_id: id })
      expect(res.statusCode, `default configuration ${id}: ${res.body}`).toBe(200)
    }
    const { cart } = await addToCart(buyer, { product_configuration_id: 23 })
    // SI-45's ATEX zone is settled in the quotation: its default is to be quoted, and says why.
    const si45 = cart.lines.find((l) => l.product_configuration.configuration_code.startsWith('SI45-'))
    expect(si45?.price).toBe(-1)
    expect(si45?.product_configuration.accessories.find((a) => a.code === 'OP-AT')?.open_choice).toEqual({
      rule: 'quotation',
      attributes: ['Zona ATEX'],
    })
    expect(si45?.product_configuration.accessories.find((a) => a.code === 'OP-LR')).toMatchObject({
      open_choice: null,
      attributes_variations: [{ variation_value: '4-20 mA HART' }],
    })
  })
})

describe('POST /api/front/user/getProductDiscountedPrices: choices left open', () => {
  it('prices a configuration with a value left to the quotation as to be quoted, and one with a required value open as it stands', async () => {
    const buyer = await molinoBuyer()
    const models = (await buyer.get('/api/front/base_model_light')).json().base_model_light as {
      id: number
      code: string
      default_configuration_code: string
    }[]
    const model = models.find((m) => m.code === 'SI-45')
    const ask = async (variationIds: number[]) =>
      productDiscountedPricesResponse.parse(
        (
          await buyer.post('/api/front/user/getProductDiscountedPrices', {
            ids: [],
            bm_id: model?.id,
            lang: 'it',
            variation_ids: variationIds,
            configuration_code: model?.default_configuration_code,
          })
        ).json(),
      ).configuration
    const hart = await variationId('OP-LR', '4-20 mA HART')
    expect((await ask([hart]))?.price).toBe(-1)
    const zone = await variationId('OP-AT', 'Zona 22')
    expect((await ask([hart, zone]))?.price).toBeGreaterThan(0)
    // The output is required, not quoted: the configurator shows the price without it, and the add says what to choose.
    expect((await ask([zone]))?.price).toBeGreaterThan(0)
  })
})
