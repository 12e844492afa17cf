import { cartResponse } from '@shop/domain/orders/cart-schemas'
import { count, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { orderDocuments, orders, productConfigurations, sessions } from '../../db/schema/index.ts'
import { statementsOf } from '../../test/test-app.ts'
import {
  activationToken,
  CHECKOUT_PASSWORD,
  checkoutSignup,
  findUser,
  newEmail,
  shopSignup,
} from '../accounts/test-accounts.ts'
import type { Agent } from '../accounts/test-agent.ts'
import { CART_COOKIE, cartCookieName, hashVisitorToken } from './cart-cookie.service.ts'
import {
  addToCart,
  BUYER_PASSWORD,
  cartTestApp,
  editsOf,
  newBuyer,
  newVisitor,
  nextIp,
  PRODUCTS,
  readCart,
} from './test-cart.ts'

// A visitor's cart behind the signed cart cookie, its per-IP limit, and its merge into the account at every sign-in
// (issue 10 item 3, docs/decisions/019).

// The real limits: 30 new visitor carts an hour per address.
const { t, molino } = await cartTestApp('1')

const sessionRows = async () => (await t.deps.db.select({ n: count() }).from(sessions))[0]?.n ?? 0
const cartToken = (agent: Agent) => agent.jar.get(CART_COOKIE)?.value.split('.')[0] ?? ''

describe('a visitor cart', () => {
  it('lives behind an httpOnly, signed cookie, with no session row', async () => {
    const before = await sessionRows()
    const visitor = newVisitor(t)
    const res = await visitor.post('/api/front/cart/it/add', PRODUCTS.filter)
    expect(res.statusCode).toBe(200)
    const cookie = res.cookies.find((c) => c.name === CART_COOKIE)
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: 30 * 24 * 60 * 60 })
    expect(cookie?.value).toMatch(/^[\w-]{43}\.[\w-]{43}$/)
    const [row] = await t.deps.db
      .select()
      .from(orders)
      .where(eq(orders.visitorTokenHash, hashVisitorToken(cartToken(visitor))))
    expect(row).toMatchObject({ status: 'DRAFT', userId: null, clientId: null })
    expect(await sessionRows()).toBe(before)

    const cart = await readCart(visitor)
    expect(cart.id).toBe(row?.id)
    expect(cart.lines).toHaveLength(1)
    // A second add goes to the same cart.
    expect((await addToCart(visitor, PRODUCTS.silo)).cart.id).toBe(row?.id)
  })

  it('is named __Host-shop_cart in production', () => {
    expect(cartCookieName({ NODE_ENV: 'production' })).toBe('__Host-shop_cart')
    expect(cartCookieName({ NODE_ENV: 'development' })).toBe('shop_cart')
  })

  it('ignores a cookie whose MAC does not hold', async () => {
    const visitor = newVisitor(t)
    const { cart } = await addToCart(visitor, PRODUCTS.filter)
    const cookie = visitor.jar.get(CART_COOKIE)
    if (!cookie) throw new Error('no cart cookie')
    const [token] = cookie.value.split('.')
    const forged = newVisitor(t)
    forged.jar.set(CART_COOKIE, { ...cookie, value: `${token}.${'A'.repeat(43)}` })
    expect((await readCart(forged)).id).toBe(-1)
    // Not even a query: the MAC is checked in memory (the catalogue and settings are in memory already).
    expect(await statementsOf(t, async () => expect((await readCart(forged)).id).toBe(-1))).toBe(0)
    expectMissing(await forged.post('/api/front/cart/it', editsOf(cart)))
    // Another visitor's cart id is missing for whoever asks without its cookie.
    expectMissing(await newVisitor(t).post('/api/front/cart/it', editsOf(cart)))
    expect((await readCart(visitor)).lines).toHaveLength(1)
  })

  it('takes edits under its version, and renews its cookie', async () => {
    const visitor = newVisitor(t)
    const { cart } = await addToCart(visitor, PRODUCTS.filter)
    const res = await visitor.post(
      '/api/front/cart/it',
      editsOf(cart, { lines: [{ id: cart.lines[0]?.id as number, qty: 5 }] }),
    )
    expect(res.statusCode).toBe(200)
    expect(cartResponse.parse(res.json()).cart.lines[0]?.qty).toBe(5)
    expect(res.cookies.find((c) => c.name === CART_COOKIE)?.maxAge).toBe(30 * 24 * 60 * 60)
  })

  it('is limited to 30 new carts an hour per address; adding to an existing one is not counted', async () => {
    const ip = nextIp()
    const first = newVisitor(t, ip)
    await addToCart(first, PRODUCTS.filter)
    for (let i = 1; i < 30; i++) {
      expect((await newVisitor(t, ip).post('/api/front/cart/it/add', PRODUCTS.filter)).statusCode).toBe(200)
    }
    const refused = await newVisitor(t, ip).post('/api/front/cart/it/add', PRODUCTS.filter)
    expect(refused.statusCode).toBe(429)
    expect(refused.json()).toMatchObject({ status: 'KO', error_code: 'rate_limited' })
    expect(refused.headers['retry-after']).toBeDefined()
    expect(refused.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined()
    // The first visitor still adds to the cart it has.
    expect((await first.post('/api/front/cart/it/add', PRODUCTS.silo)).statusCode).toBe(200)
    // A signed-in buyer at the same address is not a visitor cart.
    const { email } = await newBuyer(t, molino)
    const buyer = newVisitor(t, ip)
    expect((await buyer.login(email, BUYER_PASSWORD)).statusCode).toBe(200)
    expect((await buyer.post('/api/front/cart/it/add', PRODUCTS.filter)).statusCode).toBe(200)
  })
})

function expectMissing(res: { statusCode: number; json(): { error_code?: string } }) {
  expect(res.statusCode).toBe(404)
  expect(res.json().error_code).toBe('cart_is_missing')
}

/** A visitor with the filter twice and the silo once in their cart; answers its order id. */
async function visitorWithCart(visitor: Agent): Promise<number> {
  await addToCart(visitor, { ...PRODUCTS.filter, qty: 2 })
  const { cart } = await addToCart(visitor, PRODUCTS.silo)
  return cart.id
}

async function expectMerged(agent: Agent, visitorCartId: number, filterQty: number) {
  expect(agent.jar.get(CART_COOKIE)).toBeUndefined()
  expect(await t.deps.db.select().from(orders).where(eq(orders.id, visitorCartId))).toEqual([])
  const cart = await readCart(agent)
  const qty = Object.fromEntries(cart.lines.map((l) => [l.product.accessory_ref_code, l.qty]))
  expect(qty).toEqual({ 'FI-MAN': filterQty, 'SZ-30': 1 })
  return cart
}

describe('the merge at sign-in', () => {
  it('POST user/login: lines move into the cart of the company the user acts for; the same line adds up', async () => {
    const { agent: other, email } = await newBuyer(t, molino)
    await addToCart(other, PRODUCTS.filter)
    const visitor = newVisitor(t)
    const visitorCart = await visitorWithCart(visitor)
    // A datasheet row on the visitor's filter line follows it to the user's line.
    const visitorLines = (await readCart(visitor)).lines
    const filterLine = visitorLines.find((l) => l.product.accessory_ref_code === 'FI-MAN')
    await t.deps.db.insert(orderDocuments).values({
      orderId: visitorCart,
      lineId: filterLine?.id,
      name: 'scheda',
      storageKey: 'order-documents/x.pdf',
      size: 10,
      contentType: 'application/pdf',
    })
    const duplicateCopy = filterLine?.product_configuration_id as number

    const res = await visitor.login(email, BUYER_PASSWORD)
    expect(res.statusCode).toBe(200)
    const cleared = res.cookies.find((c) => c.name === CART_COOKIE)
    expect(
      cleared?.value === '' || cleared?.maxAge === 0 || (cleared?.expires?.getTime() ?? 1) <= Date.now(),
    ).toBe(true)
    const cart = await expectMerged(visitor, visitorCart, 3)
    const userFilter = cart.lines.find((l) => l.product.accessory_ref_code === 'FI-MAN')
    expect(cart.documents).toHaveLength(1)
    expect(userFilter?.documents.map((d) => d.name)).toEqual(['scheda'])
    // The visitor's copy of the line that was already there is gone; the moved line's copy now belongs to the user.
    expect(
      await t.deps.db.select().from(productConfigurations).where(eq(productConfigurations.id, duplicateCopy)),
    ).toEqual([])
    const silo = cart.lines.find((l) => l.product.accessory_ref_code === 'SZ-30')
    const [copy] = await t.deps.db
      .select()
      .from(productConfigurations)
      .where(eq(productConfigurations.id, silo?.product_configuration_id as number))
    expect(copy).toMatchObject({ lineCopy: true, ownerClientId: molino })
    // Both tabs of that browser now see the user's cart.
    expect((await readCart(other)).id).toBe(cart.id)
  })

  it("POST user/signup (the checkout's, with a password): the visitor's cart becomes the new user's", async () => {
    const visitor = newVisitor(t)
    const visitorCart = await visitorWithCart(visitor)
    const email = newEmail('merge-signup')
    const res = await visitor.post('/api/front/user/signup', checkoutSignup(email))
    expect(res.statusCode, res.body).toBe(200)
    const cart = await expectMerged(visitor, visitorCart, 2)
    const user = await findUser(t, email)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, cart.id))
    expect(row).toMatchObject({ userId: user?.id, clientId: null, visitorTokenHash: null })
    expect(CHECKOUT_PASSWORD).toBeTruthy()
  })

  it('POST user/activate: the browser that opens the link brings its cart', async () => {
    const email = newEmail('merge-activate')
    expect((await newVisitor(t).post('/api/front/user/signup', shopSignup(email))).statusCode).toBe(200)
    const token = await activationToken(t, email)
    const visitor = newVisitor(t)
    const visitorCart = await visitorWithCart(visitor)
    const res = await visitor.post('/api/front/user/activate', { token })
    expect(res.statusCode, res.body).toBe(200)
    await expectMerged(visitor, visitorCart, 2)
  })

  it("POST wizard/submit: the wizard's new account takes the visitor's cart", async () => {
    const visitor = newVisitor(t)
    const visitorCart = await visitorWithCart(visitor)
    const email = newEmail('merge-wizard')
    const res = await visitor.post('/api/front/wizard/submit', {
      first_name: 'Giulia',
      last_name: 'Rossi',
      esaedro_zone_code: '000',
      email,
      client_type: 'cliente_finale',
      privacy: true,
      preferred_lang: 'it',
      configuration_code: PRODUCTS.silo.configuration_code,
    })
    expect(res.statusCode, res.body).toBe(200)
    const cart = await expectMerged(visitor, visitorCart, 2)
    const user = await findUser(t, email)
    const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, cart.id))
    expect(row).toMatchObject({ userId: user?.id, visitorTokenHash: null })
  })

  it('leaves a signed-in answer without a cart cookie alone', async () => {
    const { email } = await newBuyer(t, molino)
    const browser = newVisitor(t)
    const res = await browser.login(email, BUYER_PASSWORD)
    expect(res.statusCode).toBe(200)
    expect(res.cookies.find((c) => c.name === CART_COOKIE)).toBeUndefined()
  })
})
