import { randomUUID } from 'node:crypto'
import { type CartResponse, cartResponse } from '@shop/domain/orders/cart-schemas'
import { cartSubmitResponse } from '@shop/domain/orders/checkout-schemas'
import { asc, eq } from 'drizzle-orm'
import { afterAll, expect } from 'vitest'
import {
  addresses,
  clients,
  orderStatusChanges,
  orders,
  settings,
  userClientLinks,
  users,
} from '../../db/schema/index.ts'
import { createTestApp } from '../../test/test-app.ts'
import { hashPassword } from '../accounts/password-hash.ts'
import { newEmail } from '../accounts/test-accounts.ts'
import { type Agent, createAgent } from '../accounts/test-agent.ts'
import { forgetSettings } from '../lookups/settings.service.ts'

/** Fixtures for the cart's API tests: buyers of their own (a cart is per user and company), clients, settings. */
type TestApp = Awaited<ReturnType<typeof createTestApp>>

export const BUYER_PASSWORD = 'CartTest#2026'

/** Configurations of the demo catalogue, as POST cart/{lang}/add takes them, and Molino Ferraresi's prices. */
export const PRODUCTS = {
  /** SZ-30 on its default configuration: list 23.985,00 €, 30% + 10% → 15.110,55 €; rule capped at 45% overall. */
  silo: { configuration_code: 'SZ30-60RFGM-PULM' },
  /** The same silo painted a custom RAL colour: to be quoted. */
  customSilo: {
    configuration_code: 'SZ30-60RFGM-PULMRL',
    variations: [18],
    custom_texts: { '139': 'RAL 3020 opaco' },
  },
  /** The bag filter sold alone (type A): list 3.850,00 €, 15% → 3.272,50 €. */
  filter: { configuration_code: 'FI-MAN' },
  /** The radar level gauge sold alone with its required output, 4-20 mA HART (variation 8, docs/decisions/025). */
  gauge: { configuration_code: 'OP-LR', variations: [8] },
} as const

let ipCounter = 0
/** A distinct address per agent, so per-IP limits of one test never reach another. */
export const nextIp = () => `10.9.${Math.floor(++ipCounter / 250)}.${(ipCounter % 250) + 1}`

/** The id of a demo company by its ERP code. */
export async function clientIdOf(t: TestApp, cliForCode: string): Promise<number> {
  const [row] = await t.deps.db
    .select({ id: clients.id })
    .from(clients)
    .where(eq(clients.cliForCode, cliForCode))
  if (!row) throw new Error(`no client ${cliForCode}`)
  return row.id
}

let clientCounter = 0
/** A new company (verified, in Italy, unless told otherwise). */
export async function newClient(
  t: TestApp,
  values: Partial<typeof clients.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.deps.db
    .insert(clients)
    .values({
      cliForCode: `T${Date.now()}${++clientCounter}`,
      ragione: `Cliente di prova ${clientCounter}`,
      piva: '01234567890',
      verified: true,
      ...values,
    })
    .returning({ id: clients.id })
  return row?.id as number
}

/** A new signed-in user acting for the company (none: a user without a client), in a browser of its own. */
export async function newBuyer(
  t: TestApp,
  clientId: number | null,
): Promise<{ agent: Agent; userId: number; email: string }> {
  const email = newEmail('cart')
  const now = new Date()
  const [user] = await t.deps.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(BUYER_PASSWORD),
      firstName: 'Carla',
      lastName: 'Carrello',
      esaedroZoneCode: '000',
      emailVerifiedAt: now,
      privacyAcceptedAt: now,
      clientId,
    })
    .returning({ id: users.id })
  const userId = user?.id as number
  if (clientId !== null) await t.deps.db.insert(userClientLinks).values({ userId, clientId, kind: 'main' })
  const agent = createAgent(t.app, { remoteAddress: nextIp() })
  expect((await agent.login(email, BUYER_PASSWORD)).statusCode).toBe(200)
  return { agent, userId, email }
}

/**
 * The test file's app (rate limits multiplied by `rateLimitFactor`), closed after its tests, and the id of the demo
 * company Molino Ferraresi, whose buyers most cart tests are. For a top-level await in the test file.
 */
export async function cartTestApp(rateLimitFactor: string): Promise<{ t: TestApp; molino: number }> {
  const t = await createTestApp({ RATE_LIMIT_FACTOR: rateLimitFactor })
  afterAll(() => t.close())
  return { t, molino: await clientIdOf(t, 'C001024') }
}

/** Sets a shop setting and makes this process read it at once. */
export async function setSetting(t: TestApp, key: string, value: unknown): Promise<void> {
  await t.deps.db
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value } })
  forgetSettings(t.deps.db)
}

/** The agent's cart, checked against the contract. */
export async function readCart(agent: Agent, lang = 'it'): Promise<CartResponse['cart']> {
  const res = await agent.get(`/api/front/cart/${lang}`)
  expect(res.statusCode).toBe(200)
  return cartResponse.parse(res.json()).cart
}

/** Adds a product and answers the cart and the line id (expects an OK). */
export async function addToCart(agent: Agent, body: object, lang = 'it') {
  const res = await agent.post(`/api/front/cart/${lang}/add`, body)
  expect(res.statusCode, res.body).toBe(200)
  const json = res.json() as CartResponse & { line_id: number }
  return { cart: cartResponse.parse(json).cart, lineId: json.line_id }
}

/** The POST cart/{lang} body that sends the cart back as it is, with the given changes. */
export function editsOf(
  cart: CartResponse['cart'],
  changes: { lines?: { id: number; qty: number; notes?: string; client_product_ref?: string }[] } & Record<
    string,
    unknown
  > = {},
) {
  return {
    cart: {
      id: cart.id,
      version: cart.version,
      lines: cart.lines.map((l) => ({ id: l.id, qty: l.qty })),
      ...changes,
    },
  }
}

/** A fresh browser with no session (a visitor), at an address of its own. */
export function newVisitor(t: TestApp, remoteAddress = nextIp()): Agent {
  return createAgent(t.app, { remoteAddress })
}

/** A KO answer with the HTTP status and, when given, the error code. */
export function expectKo(res: { statusCode: number; json(): unknown }, status: number, code?: string) {
  expect(res.statusCode, JSON.stringify(res.json()).slice(0, 300)).toBe(status)
  expect(res.json()).toMatchObject({ status: 'KO', ...(code ? { error_code: code } : {}) })
}

/** A complete address of the client (Italian delivery address unless told otherwise); answers its id. */
export async function newAddress(
  t: TestApp,
  clientId: number,
  values: Partial<typeof addresses.$inferInsert> = {},
): Promise<number> {
  const [row] = await t.deps.db
    .insert(addresses)
    .values({
      clientId,
      addressType: 'address',
      addressTitle: 'Magazzino',
      address: 'Via Emilia',
      addressNum: '12',
      city: 'Modena',
      prov: 'MO',
      cap: '41121',
      tel: '059 123456',
      esaedroZoneCode: '000',
      ...values,
    })
    .returning({ id: addresses.id })
  return row?.id as number
}

/** The POST cart/submit body for the cart as it is: a quotation request unless told otherwise, a new key. */
export function submitBody(
  cart: { id: number; version: number },
  what: { quote_or_order?: 'quote' | 'order'; is_save_quote?: boolean; submission_key?: string } = {},
) {
  return {
    cart: { id: cart.id, version: cart.version },
    quote_or_order: what.quote_or_order ?? 'quote',
    is_save_quote: what.is_save_quote ?? false,
    submission_key: what.submission_key ?? randomUUID(),
  }
}

/** Submits the agent's cart as it is now (expects an OK) and answers the order. */
export async function submitCart(agent: Agent, what: Parameters<typeof submitBody>[1] = {}) {
  const cart = await readCart(agent)
  const res = await agent.post('/api/front/cart/submit', submitBody(cart, what))
  expect(res.statusCode, res.body.slice(0, 300)).toBe(200)
  return cartSubmitResponse.parse(res.json()).order
}

/** The order's row as stored. */
export async function orderRow(t: TestApp, id: number) {
  const [row] = await t.deps.db.select().from(orders).where(eq(orders.id, id))
  return row
}

/** The order's status changes in order: from, to and who. */
export function statusTrail(t: TestApp, id: number) {
  return t.deps.db
    .select({
      from: orderStatusChanges.fromStatus,
      to: orderStatusChanges.toStatus,
      actor: orderStatusChanges.actor,
    })
    .from(orderStatusChanges)
    .where(eq(orderStatusChanges.orderId, id))
    .orderBy(asc(orderStatusChanges.id))
}
