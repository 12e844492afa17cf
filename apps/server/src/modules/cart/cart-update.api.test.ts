import { cartResponse } from '@shop/domain/orders/cart-schemas'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accessories,
  clientProductCodes,
  orderLines,
  orders,
  productConfigurations,
  users,
} from '../../db/schema/index.ts'
import { DEMO_PROMO_CODES } from '../../db/seed/demo-orders.ts'
import { createAgent } from '../accounts/test-agent.ts'
import { invalidateCatalog } from '../catalog/catalog.store.ts'
import {
  addToCart,
  cartTestApp,
  editsOf,
  expectKo,
  newBuyer,
  newClient,
  PRODUCTS,
  readCart,
  setSetting,
} from './test-cart.ts'

// The cart on the order model (issue 10, docs/decisions/019): the edits under the version, totals, prices and VAT.

const { t, molino } = await cartTestApp('100')

/** A buyer of Molino Ferraresi (the demo buyer's company and prices) with a cart of their own. */
const molinoBuyer = async () => (await newBuyer(t, molino)).agent

describe('POST /api/front/cart/{lang}', () => {
  it('applies quantities, notes, the customer code and references, and removes the lines left out', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    await addToCart(buyer, PRODUCTS.silo)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    const [silo, filter] = cart.lines
    const res = await buyer.post(
      '/api/front/cart/it',
      editsOf(cart, {
        lines: [
          {
            id: filter?.id as number,
            qty: 4,
            notes: 'Consegna al magazzino 2',
            client_product_ref: 'MF-FILTRO',
          },
        ],
        reference_client_code: 'ODA-2026-118',
        quotation_reference: 'Rif. interno',
        // Prices sent by the client are ignored.
        total_price: 1,
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const updated = cartResponse.parse(res.json()).cart
    expect(updated.version).toBe(cart.version + 1)
    expect(updated.lines.map((l) => l.id)).toEqual([filter?.id])
    expect(updated.lines[0]).toMatchObject({
      qty: 4,
      notes: 'Consegna al magazzino 2',
      client_product_ref: 'MF-FILTRO',
      price: 385_000,
    })
    expect(updated).toMatchObject({
      reference_client_code: 'ODA-2026-118',
      quotation_reference: 'Rif. interno',
    })
    // The removed line's own configuration copy went with it.
    const gone = await t.deps.db
      .select()
      .from(productConfigurations)
      .where(eq(productConfigurations.id, silo?.product_configuration_id as number))
    expect(gone).toEqual([])
    // The code typed on the line is now the client's own code for that configuration.
    const [code] = await t.deps.db
      .select()
      .from(clientProductCodes)
      .where(and(eq(clientProductCodes.clientId, molino), eq(clientProductCodes.confCode, 'FI-MAN')))
    expect(code?.clientCode).toBe('MF-FILTRO')
    const colleague = await molinoBuyer()
    const { cart: theirs } = await addToCart(colleague, PRODUCTS.filter)
    expect(theirs.lines[0]?.client_product_ref).toBe('MF-FILTRO')
    expect(theirs.id).not.toBe(updated.id)
  })

  it('takes codes on two lines of one configuration code, and a line sent twice, without a 5xx', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    await addToCart(buyer, PRODUCTS.customSilo)
    const { cart } = await addToCart(buyer, { ...PRODUCTS.customSilo, custom_texts: { '139': 'RAL 5010' } })
    expect(cart.lines).toHaveLength(2)
    const [a, b] = cart.lines.map((l) => l.id) as [number, number]
    const res = await buyer.post(
      '/api/front/cart/it',
      editsOf(cart, {
        lines: [
          { id: a, qty: 1, client_product_ref: 'ROSSO' },
          { id: b, qty: 2, client_product_ref: 'BLU' },
          { id: b, qty: 3, client_product_ref: 'BLU' },
        ],
      }),
    )
    expect(res.statusCode, res.body).toBe(200)
    const lines = res.json().cart.lines as { id: number; client_product_ref: string }[]
    expect(lines.map((l) => l.client_product_ref)).toEqual(['ROSSO', 'BLU'])
  })

  it('ignores notes and customer codes where the client does not allow them', async () => {
    const strict = await newClient(t, { allowLineNotes: false, allowClientProductRef: false })
    const { agent } = await newBuyer(t, strict)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    expect(cart.permissions).toMatchObject({ line_notes: false, client_product_ref: false })
    const res = await agent.post(
      '/api/front/cart/it',
      editsOf(cart, {
        lines: [{ id: cart.lines[0]?.id as number, qty: 2, notes: 'x', client_product_ref: 'y' }],
      }),
    )
    expect(res.json().cart.lines[0]).toMatchObject({ qty: 2, notes: '', client_product_ref: '' })
  })

  it('computes the totals: rule, web-order discount, promo code, the limit on the whole discount, VAT', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, { ...PRODUCTS.filter, qty: 2 })
    // 2 × 385000 at 15% → net 654500; web-order 3% (the IND group) → 19635.
    expect(cart).toMatchObject({
      total_price: 770_000,
      total_discounted_price: 654_500,
      discount_weborder_perc: 3,
      discount_weborder_value: 19_635,
      discount_promo_code_value: 0,
      applied_promo_code: null,
      total_discount: 135_135,
      shipping_price: 0,
      order_final_price: 634_865,
      iva_total: 139_670,
      order_final_price_iva: 774_535,
    })
    const withPromo = await buyer.post('/api/front/cart/it', editsOf(cart, { promo_code: ' benvenuto10 ' }))
    expect(withPromo.statusCode, withPromo.body).toBe(200)
    // The promo on what remains: 10% of 634865 → 63486.5 → 63487 (half-up).
    expect(withPromo.json().cart).toMatchObject({
      applied_promo_code: { code: 'BENVENUTO10', discount: 10 },
      discount_promo_code_perc: 10,
      discount_promo_code_value: 63_487,
      discount_promo_code_capped: false,
      total_discount: 198_622,
      order_final_price: 571_378,
      iva_total: 125_703,
      order_final_price_iva: 697_081,
      permissions: { promo_code: false },
    })
    expect(withPromo.json().cart.lines[0]).toMatchObject({
      discount_weborder_share: 19_635,
      discount_promo_code_share: 63_487,
      line_final_price: 571_378,
    })

    // The silo's rule allows 45% in all: list 2398500 → at most 1079325 off; 30% + 10% takes 887445, the web-order
    // share 45332, and the promo share only what is left (146548 of its 146572).
    const { agent: other } = await newBuyer(t, molino)
    const { cart: silo } = await addToCart(other, PRODUCTS.silo)
    const applied = (
      await other.post('/api/front/cart/it', editsOf(silo, { promo_code: 'BENVENUTO10' }))
    ).json().cart
    expect(applied.lines[0]).toMatchObject({
      discount_weborder_share: 45_332,
      discount_promo_code_share: 146_548,
    })
    expect(applied).toMatchObject({
      total_discount: 1_079_325,
      order_final_price: 1_319_175,
      // The totals panel says the cap took part of the code's discount back (issue 23).
      discount_promo_code_capped: true,
    })

    // Removing the code: '' (or null) takes it off.
    const removed = await other.post('/api/front/cart/it', editsOf(applied, { promo_code: '' }))
    expect(removed.json().cart).toMatchObject({ applied_promo_code: null, discount_promo_code_value: 0 })
  })

  it('refuses unknown, expired, used-up and future promo codes as a field error, applying nothing else', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    const cases = [
      ['NESSUNO', 'Il codice sconto non esiste.'],
      [DEMO_PROMO_CODES.expired.code, 'Il codice sconto è scaduto.'],
      [DEMO_PROMO_CODES.usedUp.code, 'Il codice sconto è già stato utilizzato il numero massimo di volte.'],
      [DEMO_PROMO_CODES.notYetValid.code, 'Il codice sconto non è ancora valido.'],
    ] as const
    for (const [code, message] of cases) {
      const res = await buyer.post(
        '/api/front/cart/it',
        editsOf(cart, { lines: [{ id: cart.lines[0]?.id as number, qty: 7 }], promo_code: code }),
      )
      expectKo(res, 422, 'validation_failed')
      expect(res.json().errors['cart.promo_code']).toEqual([message])
    }
    const after = await readCart(buyer)
    expect(after).toMatchObject({ version: cart.version, applied_promo_code: null })
    expect(after.lines[0]?.qty).toBe(1)
  })

  it('refuses promo codes while the field is off', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    await setSetting(t, 'promo_codes_enabled', false)
    try {
      const res = await buyer.post('/api/front/cart/en', editsOf(cart, { promo_code: 'BENVENUTO10' }), {
        headers: { 'x-lang': 'en' },
      })
      expectKo(res, 422)
      expect(res.json().errors['cart.promo_code']).toEqual(['Discount codes cannot be applied right now.'])
      expect((await readCart(buyer)).permissions.promo_code).toBe(false)
    } finally {
      await setSetting(t, 'promo_codes_enabled', true)
    }
  })

  it('deletes the cart when no line is left, and then answers cart_is_missing', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    const res = await buyer.post('/api/front/cart/it', editsOf(cart, { lines: [] }))
    expect(res.statusCode).toBe(200)
    expect(res.json().cart).toMatchObject({ id: -1, lines: [] })
    expect(await t.deps.db.select().from(orders).where(eq(orders.id, cart.id))).toEqual([])
    expect(await t.deps.db.select().from(orderLines).where(eq(orderLines.orderId, cart.id))).toEqual([])
    const again = await buyer.post('/api/front/cart/it', editsOf(cart))
    expectKo(again, 404, 'cart_is_missing')
    expect(again.json().error).toBe('Il carrello non esiste più.')
  })

  it("answers another client's cart, or a cart of the company the user no longer acts for, as missing", async () => {
    const { agent: owner } = await newBuyer(t, molino)
    const { cart } = await addToCart(owner, { ...PRODUCTS.filter, qty: 2 })
    const stranger = await newBuyer(t, await newClient(t))
    for (const agent of [stranger.agent, createAgent(t.app)]) {
      const res = await agent.post('/api/front/cart/it', editsOf(cart, { lines: [] }))
      expectKo(res, 404, 'cart_is_missing')
      expect(res.body).not.toContain('FI-MAN')
      expect(res.json().cart).toBeUndefined()
    }
    // A colleague of the same company has a cart of their own: the owner's is not theirs either.
    const colleague = await molinoBuyer()
    expectKo(await colleague.post('/api/front/cart/it', editsOf(cart)), 404, 'cart_is_missing')
    expect((await readCart(owner)).lines[0]?.qty).toBe(2)
  })

  it('keeps one cart per company the user acts for', async () => {
    const { agent, userId } = await newBuyer(t, molino)
    const { cart } = await addToCart(agent, PRODUCTS.filter)
    const alias = await newClient(t)
    await t.deps.db.update(users).set({ clientId: alias }).where(eq(users.id, userId))
    expect((await readCart(agent)).id).toBe(-1)
    expectKo(await agent.post('/api/front/cart/it', editsOf(cart)), 404, 'cart_is_missing')
    const { cart: other } = await addToCart(agent, PRODUCTS.silo)
    expect(other.id).not.toBe(cart.id)
    await t.deps.db.update(users).set({ clientId: molino }).where(eq(users.id, userId))
    expect((await readCart(agent)).lines.map((l) => l.product.accessory_ref_code)).toEqual(['FI-MAN'])
  })

  it('refuses malformed payloads with a 4xx KO, never a 5xx', async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    const line = { id: cart.lines[0]?.id as number, qty: 1 }
    const bodies: unknown[] = [
      {},
      { cart: null },
      { cart: { id: cart.id, version: cart.version } },
      { cart: { id: cart.id, version: -1, lines: [line] } },
      { cart: { id: cart.id, version: 'x', lines: [line] } },
      { cart: { id: -1, version: 0, lines: [line] } },
      { cart: { id: cart.id, version: cart.version, lines: [{ ...line, qty: 0 }] } },
      { cart: { id: cart.id, version: cart.version, lines: [{ ...line, qty: 1e99 }] } },
      { cart: { id: cart.id, version: cart.version, lines: [{ ...line, notes: 'a\u0000' }] } },
      { cart: { id: cart.id, version: cart.version, lines: [{ ...line, notes: 'x'.repeat(1001) }] } },
      { cart: { id: cart.id, version: cart.version, lines: Array.from({ length: 201 }, () => line) } },
      { cart: { id: cart.id, version: cart.version, lines: [line], promo_code: { a: 1 } } },
      { cart: { id: cart.id, version: cart.version, lines: 'x' } },
    ]
    for (const body of bodies) {
      const res = await buyer.post('/api/front/cart/it', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBeGreaterThanOrEqual(400)
      expect(res.statusCode, JSON.stringify(body).slice(0, 100)).toBeLessThan(500)
      expect(res.json().status).toBe('KO')
    }
    // A line id of another cart matches nothing (and the cart's own line, left out, is removed).
    const res = await buyer.post(
      '/api/front/cart/it',
      editsOf(cart, { lines: [line, { id: 2_147_483_647, qty: 3 }] }),
    )
    expect(res.statusCode).toBe(200)
    expect(res.json().cart.lines).toHaveLength(1)
  })
})

describe('prices recomputed on every read', () => {
  it("shows today's price and the one the buyer saw when adding", async () => {
    const { agent: buyer } = await newBuyer(t, molino)
    const { cart } = await addToCart(buyer, PRODUCTS.filter)
    const [filter] = await t.deps.db.select().from(accessories).where(eq(accessories.code, 'FI-MAN'))
    await t.deps.db.update(accessories).set({ price: 400_000 }).where(eq(accessories.code, 'FI-MAN'))
    await invalidateCatalog(t.deps.db)
    try {
      const after = await readCart(buyer)
      expect(after.lines[0]).toMatchObject({
        price: 400_000,
        discounted_price: 340_000,
        price_changed_from: { price: 385_000, discounted_price: 327_250 },
      })
      expect(cart.lines[0]?.price_changed_from).toBeNull()
    } finally {
      await t.deps.db.update(accessories).set({ price: filter?.price }).where(eq(accessories.code, 'FI-MAN'))
      await invalidateCatalog(t.deps.db)
    }
  })
})

describe('VAT by destination', () => {
  it('is 0 under NI41 for an EU client with a VAT number, NI8 outside the EU, and what staff set', async () => {
    const cases = [
      [{ esaedroZoneCode: 'DEU', piva: 'DE811907980' }, 'NI41', 0],
      [{ esaedroZoneCode: 'DEU', piva: '' }, '22A', 22],
      [{ esaedroZoneCode: 'CHE', piva: 'CHE-123.456.789' }, 'NI8', 0],
      [{ esaedroZoneCode: '000', ivaCode: 'NI8' }, 'NI8', 0],
    ] as const
    for (const [client, code, perc] of cases) {
      const { agent } = await newBuyer(t, await newClient(t, client))
      const { cart } = await addToCart(agent, PRODUCTS.filter)
      expect(cart, code).toMatchObject({ custom_iva_code: code, iva_perc: perc })
      expect(cart.order_final_price_iva).toBe((cart.order_final_price ?? 0) + (cart.iva_total ?? 0))
      if (perc === 0) expect(cart.iva_total).toBe(0)
    }
  })

  it('applies a port: free delivery (03) cannot change carrier, ex works can', async () => {
    const free = await newBuyer(t, await newClient(t, { portId: 1 }))
    expect((await addToCart(free.agent, PRODUCTS.filter)).cart).toMatchObject({
      port: '03',
      shipping_price: 0,
      can_edit_carrier: false,
    })
    const exw = await newBuyer(t, await newClient(t, { portId: 3 }))
    expect((await addToCart(exw.agent, PRODUCTS.filter)).cart).toMatchObject({
      port: 'EXW',
      can_edit_carrier: true,
    })
    const none = await newBuyer(t, null)
    await setSetting(t, 'show_public_prices', true)
    try {
      expect((await addToCart(none.agent, PRODUCTS.filter)).cart).toMatchObject({
        port: null,
        shipping_price: null,
        can_edit_carrier: false,
        custom_iva_code: '22A',
      })
    } finally {
      await setSetting(t, 'show_public_prices', false)
    }
  })
})
