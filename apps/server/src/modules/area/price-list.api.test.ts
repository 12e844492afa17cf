import { formatMoney } from '@shop/domain/catalog/money'
import { productDiscountedPricesResponse } from '@shop/domain/catalog/schemas'
import { priceListDetailResponse, priceListResponse } from '@shop/domain/price-list/schemas'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { accessories, clientProductCodes, users } from '../../db/schema/index.ts'
import { plainSpaces, readPdfText } from '../../infra/pdf/test-pdf-text.ts'
import type { Agent } from '../accounts/test-agent.ts'
import { cartTestApp, expectKo, newBuyer, newClient, newVisitor, PRODUCTS } from '../cart/test-cart.ts'

// GET user/get_price_list_front and get_price_list_front_detail (issue 26 item 2): the company's figures are the
// configurator's, only for a company that sees prices.

const { t, molino } = await cartTestApp('100')

const LIST = '/api/front/user/get_price_list_front'
const DETAIL = '/api/front/user/get_price_list_front_detail'
const PRICES = '/api/front/user/getProductDiscountedPrices'
const PDF = '/api/front/user/get_price_list_front_pdf'

async function listOf(agent: Agent, lang = 'it') {
  const res = await agent.get(`${LIST}?lang=${lang}`)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return priceListResponse.parse(res.json())
}

async function detailOf(agent: Agent, pid: number, lang = 'it') {
  const res = await agent.get(`${DETAIL}?lang=${lang}&pid=${pid}`)
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return priceListDetailResponse.parse(res.json())
}

/** What the configurator answers for one product's code, for the same buyer. */
async function configuratorPrice(agent: Agent, bmId: number, code: string, lang = 'it') {
  const res = await agent.post(PRICES, { bm_id: bmId, lang, configuration_code: code })
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return productDiscountedPricesResponse.parse(res.json())
}

describe('the price list', () => {
  it('prices every product as the configurator does for the same company', async () => {
    const { agent } = await newBuyer(t, molino)
    const { groups } = await listOf(agent)
    const products = groups.flatMap((g) => g.products)
    expect(groups.map((g) => g.kind)).toContain('family')
    expect(groups.map((g) => g.kind)).toContain('accessory_group')
    expect(products.find((p) => p.code === PRODUCTS.silo.configuration_code)).toMatchObject({
      kind: 'base_model',
      price: 2_398_500,
      discounted_price: 1_511_055,
      discount_label: 'sconto 30% + 10%',
    })
    expect(products.find((p) => p.code === PRODUCTS.filter.configuration_code)).toMatchObject({
      kind: 'accessory',
      price: 385_000,
      discounted_price: 327_250,
    })
    for (const product of products) {
      const { configuration } = await configuratorPrice(agent, product.id, product.code)
      expect(configuration, product.code).toMatchObject({
        configuration_code: product.code,
        price: product.price,
        discounted_price: product.discounted_price,
        discount_label: product.discount_label,
      })
    }
  })

  it("shows another company's own prices and its own product codes", async () => {
    const plain = await newClient(t)
    await t.deps.db
      .insert(clientProductCodes)
      .values({ clientId: plain, confCode: PRODUCTS.silo.configuration_code, clientCode: 'MIO-SILO-30' })
    const { agent } = await newBuyer(t, plain)
    const silo = (await listOf(agent)).groups
      .flatMap((g) => g.products)
      .find((p) => p.code === PRODUCTS.silo.configuration_code)
    // Without a rule of its own the company buys at list price.
    expect(silo).toMatchObject({
      price: 2_398_500,
      discounted_price: 2_398_500,
      discount_label: '',
      client_code: 'MIO-SILO-30',
    })
  })

  it("details a base model's options by code section with the configurator's prices, in the language asked", async () => {
    const { agent } = await newBuyer(t, molino)
    const silo = (await listOf(agent)).groups
      .flatMap((g) => g.products)
      .find((p) => p.code === PRODUCTS.silo.configuration_code)
    const detail = await detailOf(agent, silo?.id as number, 'en')
    expect(detail.product).toMatchObject({ id: silo?.id, discounted_price: silo?.discounted_price })
    expect(detail.product.discount_label).toBe('discount 30% + 10%')
    expect(detail.sections.length).toBeGreaterThan(1)
    expect(detail.sections[0]?.letter).toBe('A')
    const options = detail.sections.flatMap((s) => s.options)
    expect(options.some((o) => o.in_default)).toBe(true)
    const answer = await configuratorPrice(agent, silo?.id as number, PRODUCTS.silo.configuration_code)
    const res = await agent.post(PRICES, { bm_id: silo?.id, lang: 'en', ids: options.map((o) => o.id) })
    const { products } = productDiscountedPricesResponse.parse(res.json())
    for (const option of options) {
      expect(products[option.id], option.code).toMatchObject({
        price: option.price,
        discounted_price: option.discounted_price,
        discount_label: option.discount_label,
      })
    }
    expect(answer.configuration?.discounted_price).toBe(detail.product.discounted_price)
  })

  it('details an accessory sold alone with its variations', async () => {
    const { agent } = await newBuyer(t, molino)
    const gauge = (await listOf(agent)).groups
      .flatMap((g) => g.products)
      .find((p) => p.code === PRODUCTS.gauge.configuration_code)
    const detail = await detailOf(agent, gauge?.id as number)
    expect(detail.sections).toEqual([])
    expect(detail.variations.map((v) => v.id)).toContain(PRODUCTS.gauge.variations[0])
    expect(detail.variations.every((v) => v.text !== '')).toBe(true)
  })

  it('answers 304 to a browser whose copy is current, per company', async () => {
    const { agent } = await newBuyer(t, molino)
    const first = await agent.get(`${LIST}?lang=it`)
    const etag = first.headers.etag as string
    expect(etag).toBeTruthy()
    expect(first.headers['cache-control']).toContain('private')
    expect((await agent.get(`${LIST}?lang=it`, { headers: { 'if-none-match': etag } })).statusCode).toBe(304)
    const other = await newBuyer(t, await newClient(t))
    expect(
      (await other.agent.get(`${LIST}?lang=it`, { headers: { 'if-none-match': etag } })).statusCode,
    ).toBe(200)
  })
})

describe('the PDF', () => {
  it('holds every product with its figures in the language asked', async () => {
    const { agent } = await newBuyer(t, molino)
    const { groups } = await listOf(agent, 'de')
    const res = await agent.get(`${PDF}?lang=de`)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/pdf')
    expect(res.headers['content-disposition']).toMatch(
      /^attachment; filename="preisliste-\d{4}-\d\d-\d\d\.pdf"/,
    )
    const text = plainSpaces((await readPdfText(res.rawPayload)).join(' '))
    expect(text).toContain('Preisliste')
    expect(text).toContain('Molino Ferraresi')
    for (const group of groups) {
      expect(text).toContain(group.name)
      for (const p of group.products) {
        expect(text).toContain(p.code)
        if (p.discounted_price >= 0)
          expect(text).toContain(plainSpaces(formatMoney(p.discounted_price, 'de')))
      }
    }
  })
})

describe('who may read it', () => {
  it('refuses a company that does not see prices, an unverified one and a user without a company (403)', async () => {
    const hidden = await newBuyer(t, await newClient(t, { canSeePrices: false }))
    const unverified = await newBuyer(t, await newClient(t, { verified: false }))
    const alone = await newBuyer(t, null)
    for (const { agent } of [hidden, unverified, alone]) {
      expectKo(await agent.get(LIST), 403, 'forbidden')
      expectKo(await agent.get(`${DETAIL}?pid=1`), 403, 'forbidden')
      expectKo(await agent.get(PDF), 403, 'forbidden')
    }
  })

  it('asks a visitor to sign in and a user with an incomplete profile to complete it', async () => {
    const visitor = await newVisitor(t)
    expectKo(await visitor.get(LIST), 401)
    const buyer = await newBuyer(t, molino)
    await t.deps.db.update(users).set({ privacyAcceptedAt: null }).where(eq(users.id, buyer.userId))
    expectKo(await buyer.agent.get(LIST), 403, 'profile_incomplete')
  })

  it('answers 404 for a product not on the list and 422 for a bad id, never a 500', async () => {
    const { agent } = await newBuyer(t, molino)
    const [part] = await t.deps.db
      .select({ id: accessories.id })
      .from(accessories)
      .where(eq(accessories.soldAlone, false))
      .limit(1)
    expectKo(await agent.get(`${DETAIL}?pid=${part?.id}`), 404, 'not_found')
    expectKo(await agent.get(`${DETAIL}?pid=99999999`), 404, 'not_found')
    for (const pid of ['abc', '0', '-3', '1e99', '']) {
      expectKo(await agent.get(`${DETAIL}?pid=${pid}`), 422, 'validation_failed')
    }
    expectKo(await agent.get(`${LIST}?lang=xx`), 422, 'validation_failed')
  })
})
