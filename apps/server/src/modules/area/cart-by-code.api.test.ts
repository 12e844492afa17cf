import { randomUUID } from 'node:crypto'
import {
  type CartLineOutcome,
  cartLinesAddedResponse,
  quickOrderPreviewResponse,
} from '@shop/domain/orders/quick-order-schemas'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  accessories,
  baseModels,
  clientProductCodes,
  codeSectionAccessories,
  compatibilityRules,
  orderDocuments,
  orders,
} from '../../db/schema/index.ts'
import { forgetClientCodes } from '../cart/cart-rows.store.ts'
import {
  addToCart,
  cartTestApp,
  expectKo,
  newBuyer,
  newClient,
  newVisitor,
  PRODUCTS,
  readCart,
  submitCart,
} from '../cart/test-cart.ts'
import { invalidateCatalog } from '../catalog/catalog.store.ts'
import { AREA } from './test-area.ts'

// The cart filled by configuration code (issue 26 items 4 and 5): a quick order pasted as text, previewed line by line
// and added in one step, and the reorder of an order or quotation at today's prices with what changed since.

const { t, molino } = await cartTestApp('100')

const PREVIEW = '/api/front/user/quick_order_preview?lang=it'
const ADD = '/api/front/user/quick_order_add?lang=it'
const reorderUrl = (id: unknown) => `/api/front/order/${id}/reorder?lang=it`

type Agent = Awaited<ReturnType<typeof newBuyer>>['agent']

async function preview(agent: Agent, text: string) {
  const res = await agent.post(PREVIEW, { text })
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return quickOrderPreviewResponse.parse(res.json())
}

async function added(res: { statusCode: number; body: string; json(): unknown }) {
  expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
  return cartLinesAddedResponse.parse(res.json())
}

/** 190 good lines of four kinds, and the ten wrong ones with the reason each must be refused with. */
const WRONG: [string, string][] = [
  ['SL31-45NGGS;1', 'unknown_base_model'],
  ['SZ30-60NGGS;1', 'rule_violated'],
  ['SZ30-60RCSGM-PULM;1', 'choice_required'],
  ['SZ30-60RFGM-PULM;abc', 'qty_invalid'],
  ['SZ30-60RFGM-PULM;0', 'qty_invalid'],
  [';2;senza codice', 'code_missing'],
  ['OP-LR;1;;XX-YY=3', 'choice_unknown_accessory'],
  ['OP-LR;1;;OP-LR=Profibus', 'choice_unknown_value'],
  ['OP-LR;1;;OP-LR', 'choice_invalid'],
  [`FI-MAN;1;${'x'.repeat(101)}`, 'reference_too_long'],
]
const GOOD = [
  (i: number) => `SZ30-60RFGM-PULM;${(i % 3) + 1};Silo ${i}`,
  () => 'FI-MAN;2,00;Filtro',
  () => '"OP-LR";1;"Radar; linea 2";OP-LR=4-20 mA HART',
  () => 'SZ30-60RFGM-PULMRL;1;;OP-RL=RAL 3020 opaco',
]

function twoHundredLines(): { text: string; wrongAt: Map<number, string> } {
  const lines = ['Codice;Quantità;Riferimento;Scelte']
  const wrongAt = new Map<number, string>()
  let good = 0
  for (let i = 0; i < 200; i++) {
    const wrong = i % 20 === 7 ? WRONG[wrongAt.size] : undefined
    if (wrong) {
      wrongAt.set(lines.length + 1, wrong[1])
      lines.push(wrong[0])
    } else lines.push((GOOD[good++ % GOOD.length] as (i: number) => string)(i))
  }
  return { text: lines.join('\r\n'), wrongAt }
}

describe('quick order by configuration code', () => {
  it('previews 200 lines, names each of the 10 wrong ones with its reason, and writes nothing', async () => {
    const { agent } = await newBuyer(t, molino)
    const { text, wrongAt } = twoHundredLines()
    const answer = await preview(agent, text)
    expect(answer.lines).toHaveLength(200)
    expect(answer.valid).toBe(190)
    const refused = answer.lines.filter((l) => !l.ok)
    expect(new Map(refused.map((l) => [l.row, l.reason]))).toEqual(wrongAt)
    for (const line of refused) expect(line.error, line.input).toMatch(/\S/)
    // The configurator's own reasons, in the request's language.
    const byReason = (reason: string) => refused.find((l) => l.reason === reason) as CartLineOutcome
    expect(byReason('choice_required').error).toBe(
      'Prima di aggiungere al carrello scegli: Lunghezza (Coclea di estrazione).',
    )
    expect(byReason('rule_violated').error).toContain('Configurazione non ammessa')
    expect(byReason('choice_unknown_value').error).toContain('Profibus')
    // Good lines: decoded, priced, their choices in words, a quoted cell with the separator inside kept whole.
    const radar = answer.lines.find((l) => l.input === 'OP-LR' && l.ok) as CartLineOutcome
    expect(radar).toMatchObject({ client_product_ref: 'Radar; linea 2', qty: 1 })
    expect(radar.choices[0]).toContain('4-20 mA HART')
    expect(radar.discounted_price).toBeGreaterThan(0)
    const painted = answer.lines.find((l) => l.input === 'SZ30-60RFGM-PULMRL') as CartLineOutcome
    expect(painted).toMatchObject({ ok: true, price: -1 })
    expect(painted.choices.join()).toContain('RAL 3020 opaco')
    const silo = answer.lines.find((l) => l.input === 'SZ30-60RFGM-PULM' && l.ok) as CartLineOutcome
    expect(silo).toMatchObject({ configuration_code: 'SZ30-60RFGM-PULM', name: expect.any(String) })
    // The same price as POST cart/{lang}/add gives the same silo.
    const { cart } = await addToCart((await newBuyer(t, molino)).agent, PRODUCTS.silo)
    expect(silo.discounted_price).toBe(cart.lines[0]?.discounted_price)
    expect((await readCart(agent)).id).toBe(-1)
  })

  it('adds the valid lines in one step, once for a double click', async () => {
    const { agent } = await newBuyer(t, molino)
    const { text } = twoHundredLines()
    const key = randomUUID()
    const first = await added(await agent.post(ADD, { text, key }))
    expect(first.added).toBe(190)
    expect(first.lines.filter((l) => !l.ok)).toHaveLength(10)
    // Lines of one configuration are one cart line with their quantities summed.
    const wanted = new Map<string, number>()
    for (const l of first.lines.filter((o) => o.ok))
      wanted.set(l.configuration_code as string, (wanted.get(l.configuration_code as string) ?? 0) + l.qty)
    const held = (cart: typeof first.cart) =>
      new Map(cart.lines.map((l) => [l.product_configuration.configuration_code, l.qty]))
    expect(held(first.cart)).toEqual(wanted)
    const again = await added(await agent.post(ADD, { text, key }))
    expect(again.added).toBe(0)
    expect(held(await readCart(agent))).toEqual(wanted)
    // A new key is a new order of the same lines: the quantities grow.
    const more = await added(await agent.post(ADD, { text: 'FI-MAN;1', key: randomUUID() }))
    expect(more.cart.lines.find((l) => l.product_configuration.configuration_code === 'FI-MAN')?.qty).toBe(
      (wanted.get('FI-MAN') ?? 0) + 1,
    )
  })

  it("takes the company's own product codes in place of the configuration codes", async () => {
    const client = await newClient(t)
    await t.deps.db.insert(clientProductCodes).values({
      clientId: client,
      confCode: 'SZ30-60RFGM-PULM',
      refCode: 'SZ30-60RFGM-PULM',
      clientCode: 'Silo-Farina 30',
    })
    forgetClientCodes(t.deps.db, client)
    const { agent } = await newBuyer(t, client)
    const answer = await preview(agent, 'silo-farina  30\t4\tCommessa 12')
    expect(answer.lines[0]).toMatchObject({
      ok: true,
      input: 'silo-farina  30',
      configuration_code: 'SZ30-60RFGM-PULM',
      qty: 4,
      client_product_ref: 'Commessa 12',
    })
    // Another company's code means nothing here.
    const other = await preview((await newBuyer(t, molino)).agent, 'Silo-Farina 30;1')
    expect(other.lines[0]).toMatchObject({ ok: false, reason: 'invalid_character' })
  })

  it('refuses a visitor, bad input and a missing CSRF header, never a 5xx', async () => {
    const { agent } = await newBuyer(t, molino)
    expectKo(await newVisitor(t).post(PREVIEW, { text: 'FI-MAN;1' }), 401)
    for (const body of [
      {},
      { text: '' },
      { text: 3 },
      { text: 'x'.repeat(100_001) },
      { text: '\n\n# only a note' },
    ])
      expectKo(await agent.post(PREVIEW, body), 422)
    const tooMany = Array.from({ length: 501 }, () => 'FI-MAN;1').join('\n')
    expectKo(await agent.post(PREVIEW, { text: tooMany }), 422)
    for (const key of [undefined, '', 'short', 'x'.repeat(65), 'spaces in it'])
      expectKo(await agent.post(ADD, { text: 'FI-MAN;1', key }), 422)
    expectKo(await agent.post(ADD, { text: 'FI-MAN;1', key: randomUUID() }, { csrf: false }), 403)
    expect((await readCart(agent)).id).toBe(-1)
  })
})

describe('reorder at today’s prices', () => {
  it('puts an old quotation back in the cart and says what changed: a price, a discontinued accessory, an incompatible option', async () => {
    const client = await newClient(t)
    const { agent } = await newBuyer(t, client)
    await addToCart(agent, PRODUCTS.silo)
    await addToCart(agent, PRODUCTS.gauge)
    await addToCart(agent, { configuration_code: 'SZ30-60RFGM-LM' })
    const order = await submitCart(agent, { quote_or_order: 'quote', is_save_quote: true })

    // The catalogue since: SZ-30 costs 1.000 € more, the radar is no longer sold alone, and a new rule says the
    // level indicator needs the dust sleeve.
    const [model] = await t.deps.db.select().from(baseModels).where(eq(baseModels.code, 'SZ-30'))
    await t.deps.db
      .update(baseModels)
      .set({ price: sql`${baseModels.price} + 100000` })
      .where(eq(baseModels.id, model?.id as number))
    await t.deps.db.update(accessories).set({ soldAlone: false }).where(eq(accessories.code, 'OP-LR'))
    const ids = new Map(
      (
        await t.deps.db
          .select({ id: accessories.id, code: accessories.code })
          .from(accessories)
          .where(inArray(accessories.code, ['OP-LM', 'OP-PU']))
      ).map((a) => [a.code, a.id]),
    )
    await t.deps.db.insert(compatibilityRules).values({
      baseModelId: model?.id as number,
      ifAccessoryId: ids.get('OP-LM') as number,
      kind: 'requires',
      thenAccessoryId: ids.get('OP-PU') as number,
      reason: {
        it: 'Il livello a membrana richiede il manicotto',
        en: 'The level indicator needs the sleeve',
      },
    })
    await invalidateCatalog(t.deps.db)
    try {
      const answer = await added(await agent.post(reorderUrl(order.id), { key: randomUUID() }))
      const [silo, gauge, indicator] = answer.lines
      const then = order.lines[0]?.discounted_price as number
      expect(silo).toMatchObject({ ok: true, price_then: then, configuration_code: 'SZ30-60RFGM-PULM' })
      expect(silo?.discounted_price).toBeGreaterThan(then)
      expect(gauge).toMatchObject({ ok: false, reason: 'discontinued', configuration_code: null })
      expect(gauge?.error).toMatch(/^Non più offerto: Misuratore di livello radar\. /)
      expect(indicator).toMatchObject({ ok: false, reason: 'rule_violated' })
      expect(indicator?.error).toContain('Il livello a membrana richiede il manicotto')
      expect(answer.added).toBe(1)
      expect(answer.cart.lines.map((l) => l.product_configuration.configuration_code)).toEqual([
        'SZ30-60RFGM-PULM',
      ])
      // The quotation keeps its lines as they were.
      const detail = await agent.post('/api/front/user/getOrderDetail', { id: order.id })
      expect(detail.json().order.lines).toHaveLength(3)
      expect(detail.json().area.actions.reorder).toBe(true)
    } finally {
      await t.deps.db
        .update(baseModels)
        .set({ price: sql`${baseModels.price} - 100000` })
        .where(eq(baseModels.id, model?.id as number))
      await t.deps.db.update(accessories).set({ soldAlone: true }).where(eq(accessories.code, 'OP-LR'))
      await t.deps.db
        .delete(compatibilityRules)
        .where(
          and(
            eq(compatibilityRules.ifAccessoryId, ids.get('OP-LM') as number),
            eq(compatibilityRules.kind, 'requires'),
          ),
        )
      await invalidateCatalog(t.deps.db)
    }
  })

  it('copies the datasheets, adds once for a double click, and reports an accessory no longer offered on the model', async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.silo)
    const order = await submitCart(agent, { quote_or_order: 'quote', is_save_quote: true })
    // The line's datasheet, as an upload leaves it.
    const sheet = Buffer.from('%PDF-1.4 scheda tecnica')
    await t.deps.storage.put(`order-documents/${order.id}/sheet.pdf`, sheet)
    await t.deps.db.insert(orderDocuments).values({
      orderId: order.id,
      lineId: order.lines[0]?.id as number,
      name: 'Scheda silo',
      storageKey: `order-documents/${order.id}/sheet.pdf`,
      size: sheet.length,
      contentType: 'application/pdf',
    })
    const key = randomUUID()
    const first = await added(await agent.post(reorderUrl(order.id), { key }))
    const again = await added(await agent.post(reorderUrl(order.id), { key }))
    expect([first.added, again.added]).toEqual([1, 0])
    expect(again.cart.lines[0]?.qty).toBe(order.lines[0]?.qty)
    // The datasheet follows as a copy of its own, on the cart's line; the quotation keeps its own.
    const copies = await t.deps.db
      .select()
      .from(orderDocuments)
      .where(eq(orderDocuments.orderId, first.cart.id))
    expect(copies).toMatchObject([{ lineId: first.cart.lines[0]?.id, name: 'Scheda silo' }])
    expect(copies[0]?.storageKey).not.toBe(`order-documents/${order.id}/sheet.pdf`)
    expect(await t.deps.storage.get(copies[0]?.storageKey as string)).toEqual(sheet)

    const [lm] = await t.deps.db.select().from(accessories).where(eq(accessories.code, 'OP-LM'))
    const [link] = await t.deps.db
      .delete(codeSectionAccessories)
      .where(eq(codeSectionAccessories.accessoryId, lm?.id as number))
      .returning()
    await invalidateCatalog(t.deps.db)
    try {
      const gone = await added(await agent.post(reorderUrl(order.id), { key: randomUUID() }))
      expect(gone.lines[0]).toMatchObject({ ok: false, reason: 'discontinued' })
      expect(gone.lines[0]?.error).toMatch(/^Non più offerto: /)
    } finally {
      if (link) await t.deps.db.insert(codeSectionAccessories).values(link)
      await invalidateCatalog(t.deps.db)
    }
  })

  it('recreates a refused and an expired quotation as a cart (spec 3 §2)', async () => {
    for (const end of ['refused', 'expired'] as const) {
      const { agent } = await newBuyer(t, molino)
      await addToCart(agent, PRODUCTS.filter)
      const quotation = await submitCart(agent, { quote_or_order: 'quote', is_save_quote: true })
      if (end === 'refused') {
        const res = await agent.post(AREA.refuse, { id: quotation.id, quotation_refused_note: 'Troppo caro' })
        expect(res.statusCode, res.body.slice(0, 400)).toBe(200)
      } else await t.deps.db.update(orders).set({ expired: true }).where(eq(orders.id, quotation.id))
      const answer = await added(await agent.post(reorderUrl(quotation.id), { key: randomUUID() }))
      expect(answer.lines.map((l) => l.ok)).toEqual([true])
      expect((await readCart(agent)).lines).toHaveLength(1)
    }
  })

  it("answers 404 for another company's order, 401 to a visitor, 422 on bad input", async () => {
    const { agent } = await newBuyer(t, molino)
    await addToCart(agent, PRODUCTS.filter)
    const order = await submitCart(agent, { quote_or_order: 'quote', is_save_quote: true })
    const stranger = await newBuyer(t, await newClient(t))
    expectKo(await stranger.agent.post(reorderUrl(order.id), { key: randomUUID() }), 404)
    expectKo(await newVisitor(t).post(reorderUrl(order.id), { key: randomUUID() }), 401)
    for (const id of ['x', 0, -1, 2 ** 40])
      expectKo(await agent.post(reorderUrl(id), { key: randomUUID() }), 422)
    expectKo(await agent.post(reorderUrl(order.id), {}), 422)
    // An order request still to complete goes back with 'Torna al carrello' instead.
    await addToCart(agent, PRODUCTS.filter)
    const request = await submitCart(agent, { quote_or_order: 'order' })
    expect(request.status).toBe('INCOMPLETE_REQUEST')
    expectKo(await agent.post(reorderUrl(request.id), { key: randomUUID() }), 409)
    expect((await readCart(stranger.agent)).id).toBe(-1)
  })
})
