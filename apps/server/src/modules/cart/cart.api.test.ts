import zlib from 'node:zlib'
import { cartResponse } from '@shop/domain/orders/cart-schemas'
import { eq, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  orderStatusChanges,
  productConfigurationAccessories,
  productConfigurations,
} from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { statementsOf } from '../../test/test-app.ts'
import { createAgent } from '../accounts/test-agent.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  PRODUCTS,
  readCart,
  setSetting,
} from './test-cart.ts'

// The cart on the order model (issue 10, docs/decisions/019): reads and adds, as the buyer's browser makes them.

const { t, molino } = await cartTestApp('100')

/** A buyer of Molino Ferraresi (the demo buyer's company and prices) with a cart of their own. */
const molinoBuyer = async () => (await newBuyer(t, molino)).agent

describe('GET /api/front/cart/{lang}', () => {
  it('answers an empty cart (id -1, version 0) before anything is added, never cached', async () => {
    const buyer = await molinoBuyer()
    const res = await buyer.get('/api/front/cart/it')
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toContain('no-store')
    const body = cartResponse.parse(res.json())
    expect(body.show_public_prices).toBe(false)
    expect(body.cart).toMatchObject({
      id: -1,
      version: 0,
      status: 'DRAFT',
      lines: [],
      total_qty: 0,
      total_price: 0,
      order_final_price_iva: 0,
      internal_session_id: 'noId',
      external_session_id: null,
      port: '02',
      can_edit_carrier: true,
      carrier_id: 1,
      custom_iva_code: '22A',
      iva_perc: 22,
      lead_time_days: 10,
      updated_at: null,
    })
    expect(body.cart.client).toMatchObject({ ragione: 'Molino Ferraresi S.r.l.', port_key: '02' })
    expect(body.cart.permissions).toEqual({
      show_prices: true,
      order_reference: true,
      quotation_reference: false,
      line_notes: true,
      client_product_ref: true,
      promo_code: true,
      add_to_cart: true,
      can_create_order: true,
    })
  })

  it('shows a visitor and a user without a client no prices, and the quotation reference', async () => {
    const visitor = createAgent(t.app)
    const cart = await readCart(visitor)
    expect(cart).toMatchObject({
      id: -1,
      total_price: null,
      order_final_price: null,
      client: null,
      port: null,
    })
    expect(cart.permissions).toMatchObject({
      show_prices: false,
      quotation_reference: true,
      order_reference: false,
    })
    const prospect = createAgent(t.app)
    await prospect.login(DEMO_USERS.prospect.email, DEMO_USERS.prospect.password)
    const { cart: withLine } = await addToCart(prospect, PRODUCTS.filter)
    expect(withLine.lines[0]).toMatchObject({
      price: null,
      discounted_price: null,
      discount_label: null,
      discount_rule_static: null,
      line_final_price: null,
      price_changed_from: null,
    })
    expect(withLine).toMatchObject({ total_price: null, iva_total: null, applied_promo_code: null })
    expect(withLine.permissions).toMatchObject({
      show_prices: false,
      promo_code: false,
      can_create_order: false,
    })
  })

  it('hides prices from the users of a client the provider has not verified yet', async () => {
    const unverified = await newClient(t, { verified: false })
    const { agent } = await newBuyer(t, unverified)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    expect(cart.lines[0]?.price).toBeNull()
    expect(cart.permissions).toMatchObject({ show_prices: false, can_create_order: false })
    // The catalogue's one rule: the configurator's prices are hidden too.
    const prices = await agent.post('/api/front/user/getProductDiscountedPrices', { ids: [], bm_id: 1 })
    expect(prices.json()).toMatchObject({ show_prices: false })
    expect((await agent.get('/api/front/user')).json().user.can_see_prices).toBe(false)
  })
})

describe('POST /api/front/cart/{lang}/add', () => {
  it("adds a configured silo at the buyer's prices, and the same again adds to its quantity", async () => {
    const buyer = await molinoBuyer()
    const first = await addToCart(buyer, PRODUCTS.silo)
    expect(first.cart.id).toBeGreaterThan(0)
    expect(first.cart.version).toBe(1)
    expect(first.cart.lines).toHaveLength(1)
    expect(first.cart.lines[0]).toMatchObject({
      id: first.lineId,
      qty: 1,
      price: 2_398_500,
      discounted_price: 1_511_055,
      discount_label: 'sconto 30% + 10%',
      product: { accessory_ref_code: 'SZ-30' },
      product_configuration: { type: 'B', configuration_code: 'SZ30-60RFGM-PULM' },
      configuration_id: null,
      pdf_elica: null,
      // The client's own code for this configuration (demo data) is shown on the line.
      client_product_ref: 'MF-SILO-FARINA-01',
    })
    expect(first.cart.lines[0]?.discount_rule_static).toMatchObject({ limit_final_discount: 45 })
    const again = await addToCart(buyer, PRODUCTS.silo)
    expect(again.lineId).toBe(first.lineId)
    expect(again.cart.lines).toHaveLength(1)
    expect(again.cart.lines[0]?.qty).toBe(2)
    expect(again.cart.version).toBe(2)
    expect(again.cart.total_qty).toBe(2)
  })

  it('adds a replacement accessory sold alone (type A) priced with its group rule', async () => {
    const buyer = await molinoBuyer()
    const { cart } = await addToCart(buyer, { ...PRODUCTS.filter, qty: 3 })
    expect(cart.lines[0]).toMatchObject({
      qty: 3,
      price: 385_000,
      discounted_price: 327_250,
      discount_label: 'sconto 15%',
      product_id: cart.lines[0]?.product.id,
      // Its picture is the part alone, cropped from its layer (catalog-files.routes.ts), not the mostly empty layer.
      product: { accessory_ref_code: 'FI-MAN', image: '/uploads/catalog/thumbnails/fi-man.webp' },
      product_configuration: { type: 'A', configuration_code: 'FI-MAN', base_model: null },
    })
  })

  it('adds a custom colour as a line to be quoted, left out of every total', async () => {
    const buyer = await molinoBuyer()
    await addToCart(buyer, PRODUCTS.filter)
    const { cart } = await addToCart(buyer, PRODUCTS.customSilo)
    const quoted = cart.lines.find((l) => l.product_configuration.configuration_code === 'SZ30-60RFGM-PULMRL')
    expect(quoted).toMatchObject({
      price: -1,
      discounted_price: -1,
      line_final_price: null,
      discount_weborder_share: null,
      discount_promo_code_share: null,
    })
    expect(quoted?.product_configuration.custom_texts).toEqual({ '139': 'RAL 3020 opaco' })
    expect(cart.tobe_quoted).toBe(true)
    expect(cart.total_price).toBe(385_000)
    expect(cart.permissions).toMatchObject({
      quotation_reference: true,
      order_reference: false,
      can_create_order: false,
    })
  })

  it('adds a saved configuration by id as a copy: editing the saved one later leaves the line as it was', async () => {
    const buyer = await molinoBuyer()
    const saved = await buyer.post('/api/front/product_configuration', {
      configuration_code: 'SZ30-60RFGM-PULM',
      current_ref_code: 'MIO-01',
    })
    expect(saved.statusCode).toBe(200)
    const savedId = saved.json().product_configuration.id as number
    const { cart, lineId } = await addToCart(buyer, { product_configuration_id: savedId })
    const line = cart.lines.find((l) => l.id === lineId)
    expect(line?.configuration_id).toBe(savedId)
    expect(line?.product_configuration_id).not.toBe(savedId)
    expect(line?.product_configuration.current_ref_code).toBe('MIO-01')
    // Added by code, the same configuration is the same line.
    expect((await addToCart(buyer, PRODUCTS.silo)).lineId).toBe(lineId)

    await t.deps.db
      .update(productConfigurations)
      .set({ configurationCode: 'SZ30-60RFGM-PU', currentRefCode: 'CAMBIATO' })
      .where(eq(productConfigurations.id, savedId))
    await t.deps.db
      .delete(productConfigurationAccessories)
      .where(eq(productConfigurationAccessories.productConfigurationId, savedId))
    const after = (await readCart(buyer)).lines.find((l) => l.id === lineId)
    expect(after?.product_configuration).toEqual(line?.product_configuration)
    expect(after?.discounted_price).toBe(line?.discounted_price)

    // The copy is the line's: never listed among the user's configurations.
    const listed = (await buyer.get('/api/front/product_configuration')).json().product_configuration as {
      id: number
    }[]
    expect(listed.map((c) => c.id)).toContain(savedId)
    expect(listed.map((c) => c.id)).not.toContain(line?.product_configuration_id)
  })

  it("refuses another user's saved configuration as one that does not exist", async () => {
    const owner = await molinoBuyer()
    const saved = await owner.post('/api/front/product_configuration', { configuration_code: 'FI-MAN' })
    const other = await molinoBuyer()
    const res = await other.post('/api/front/cart/it/add', {
      product_configuration_id: saved.json().product_configuration.id,
    })
    expectKo(res, 404, 'not_found')
    expect(res.json().errors.product_configuration_id).toBeDefined()
  })

  it('writes the cart creation to the audit trail', async () => {
    const { agent, userId } = await newBuyer(t, molino)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    const audit = await t.deps.db
      .select()
      .from(orderStatusChanges)
      .where(eq(orderStatusChanges.orderId, cart.id))
    expect(audit).toEqual([
      expect.objectContaining({
        fromStatus: null,
        toStatus: 'DRAFT',
        actor: 'customer',
        actorUserId: userId,
      }),
    ])
  })

  it('is refused with 409 cart_maintenance while the setting is on', async () => {
    const buyer = await molinoBuyer()
    await setSetting(t, 'cart_maintenance', true)
    try {
      expectKo(await buyer.post('/api/front/cart/it/add', PRODUCTS.filter), 409, 'cart_maintenance')
      const cart = await readCart(buyer)
      expect(cart.permissions.add_to_cart).toBe(false)
      expect(cart.id).toBe(-1)
    } finally {
      await setSetting(t, 'cart_maintenance', false)
    }
  })

  it('refuses codes that do not decode and bodies of the wrong shape, never with a 5xx', async () => {
    const buyer = await molinoBuyer()
    const bodies: unknown[] = [
      {},
      { configuration_code: 'NOPE-1' },
      { configuration_code: 'SZ30-60RFGM-PULM', qty: 0 },
      { configuration_code: 'SZ30-60RFGM-PULM', qty: 10_000 },
      { configuration_code: 'SZ30-60RFGM-PULM', qty: 1.5 },
      { configuration_code: 'SZ30-60RFGM-PULM', variations: [999_999] },
      { product_configuration_id: 0 },
      { product_configuration_id: 2_147_483_647 },
      { product_configuration_id: 'x' },
      { configuration_code: 'SZ30-60RFGM-PULM', custom_texts: { '139': 'a\u0000b' } },
      [],
      'x',
    ]
    for (const body of bodies) {
      const res = await buyer.post('/api/front/cart/it/add', body)
      expect(res.statusCode, JSON.stringify(body)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body)).toBeLessThan(500)
      expect(res.json().status).toBe('KO')
    }
    expect((await buyer.post('/api/front/cart/xx/add', PRODUCTS.filter)).statusCode).toBe(422)
    expect((await readCart(buyer)).id).toBe(-1)
  })
})

describe('GET /api/front/cart/{lang} round trips', () => {
  it('reads a cart in one query with the session, whatever its number of lines', async () => {
    const { agent } = await newBuyer(t, molino)
    const queriesOfOneRead = async () => {
      await readCart(agent) // warms the settings and the catalogue
      return statementsOf(t, () => readCart(agent))
    }
    await addToCart(agent, PRODUCTS.filter)
    const one = await queriesOfOneRead()
    for (const code of ['FI-CAR', 'SC-FAR', 'SZ30-60RFGM-PULM'])
      await addToCart(agent, { configuration_code: code })
    // The radar's output must be chosen before adding (docs/decisions/025).
    await addToCart(agent, PRODUCTS.gauge)
    await addToCart(agent, PRODUCTS.customSilo)
    expect((await readCart(agent)).lines).toHaveLength(6)
    expect(await queriesOfOneRead()).toBe(one)
    expect(one).toBe(1)
  })

  it('answers the same bytes while nothing changed, and shows a change made behind its back on the next read', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.filter)
    const first = await agent.get('/api/front/cart/it')
    expect((await agent.get('/api/front/cart/it')).body).toBe(first.body)
    // Staff give the company free delivery in the database: no cart version moves, the answer does.
    await t.deps.db.execute(sql`update clients set port_id = (select id from ports where key_cod_porto = 'EXW')
      where id = ${molino}`)
    try {
      expect((await readCart(agent)).port).toBe('EXW')
    } finally {
      await t.deps.db.execute(sql`update clients set port_id = null where id = ${molino}`)
    }
    await setSetting(t, 'cart_maintenance', true)
    try {
      expect((await readCart(agent)).permissions.add_to_cart).toBe(false)
    } finally {
      await setSetting(t, 'cart_maintenance', false)
    }
  })

  it('sends brotli or gzip as the browser accepts, the same JSON either way', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.filter)
    const plain = await agent.get('/api/front/cart/it')
    for (const [accept, encoding, inflate] of [
      ['gzip, deflate, br, zstd', 'br', zlib.brotliDecompressSync],
      ['gzip', 'gzip', zlib.gunzipSync],
    ] as const) {
      const res = await agent.get('/api/front/cart/it', { headers: { 'accept-encoding': accept } })
      expect(res.headers['content-encoding']).toBe(encoding)
      expect(res.headers.vary).toContain('accept-encoding')
      expect(inflate(res.rawPayload).toString()).toBe(plain.body)
    }
  })
})
