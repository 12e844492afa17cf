// Shared by bench:cart and bench:checkout: buyers made on a scratch database, and their carts filled through the API.
import pg from 'pg'
import { signIn, xsrfOf } from './bench-lib.ts'

/** The demo buyer's password, which the bench's copies of the buyer share. */
export const PASSWORD = 'Buyer#2026'
export const CART = '/api/front/cart/it'

/** price: the unit list price, -1 to be quoted (open choices left to the quotation, decision 025). */
export type Line = { id: number; qty: number; price: number | null }
export type CartAnswer = {
  status: string
  cart: { id: number; version: number; lines: Line[]; tobe_quoted: boolean }
}
export type User = {
  email: string
  cookies: string
  cartId: number
  version: number
  lines: Line[]
  /** Some line is to be quoted: the cart can only become a quotation request. */
  tobeQuoted: boolean
}

/**
 * The bench's buyers: copies of the demo buyer (same password, same company, so each has a cart of their own for it)
 * made in SQL on the scratch database; everything after signing in goes through the API.
 */
export async function createUsers(databaseUrl: string, emails: string[]) {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  try {
    const { rows } = await client.query<{ column_name: string }>(
      `select column_name from information_schema.columns
        where table_schema = 'public' and table_name = 'users' and column_name not in ('id', 'email', 'created_at')`,
    )
    const columns = rows.map((r) => `"${r.column_name}"`).join(', ')
    await client.query(
      `insert into users (email, ${columns})
         select e, ${columns} from users, unnest($1::text[]) e where email = 'buyer@example.com'`,
      [emails],
    )
    await client.query(
      `insert into user_client_links (user_id, client_id, kind)
         select u.id, l.client_id, l.kind from users u
           join users b on b.email = 'buyer@example.com'
           join user_client_links l on l.user_id = b.id
         where u.email = any($1::text[])`,
      [emails],
    )
  } finally {
    await client.end()
  }
}

type Configuration = {
  id: number
  configuration_code: string
  accessories: { id: number; pivot: { accessory_attributes_variation_id: number | null } }[]
}

/**
 * What to add for `count` distinct lines: the public configurations by id, then (when there are fewer) variants of
 * one whose accessory takes a custom variation (each text makes a line of its own).
 */
export async function lineBodies(shopUrl: string, cookies: string, count: number): Promise<object[]> {
  const get = async <T>(url: string) =>
    (await (await fetch(`${shopUrl}${url}`, { headers: { cookie: cookies } })).json()) as T
  const { product_configuration: list } = await get<{ product_configuration: Configuration[] }>(
    '/api/front/product_configuration',
  )
  const bodies: object[] = list.slice(0, count).map((c) => ({ product_configuration_id: c.id }))
  for (const config of list) {
    if (bodies.length >= count) break
    for (const accessory of config.accessories) {
      if (accessory.pivot.accessory_attributes_variation_id === null) continue
      const { accessory: full } = await get<{
        accessory: { attributes_variations: { id: number; is_custom: boolean }[] }
      }>(`/api/front/accessory/${accessory.id}`)
      const custom = full.attributes_variations.find((v) => v.is_custom)
      if (!custom) continue
      const variations = config.accessories
        .map((a) => (a === accessory ? custom.id : a.pivot.accessory_attributes_variation_id))
        .filter((v): v is number => v !== null)
      for (let i = 0; bodies.length < count; i++)
        bodies.push({
          configuration_code: config.configuration_code,
          variations,
          custom_texts: { [String(accessory.id)]: `RAL ${1000 + i}` },
        })
      break
    }
  }
  if (bodies.length < count) throw new Error(`only ${bodies.length} distinct lines to add, not ${count}`)
  return bodies
}

/**
 * `count` distinct lines that have a price, for carts that can become orders (bench:checkout): the public
 * configurations, each added to the cart of the signed-in user of `cookies` (a probe: the cart is thrown away) and
 * kept when its line has a price. Throws when the probe sees no prices, or there are fewer than `count`.
 */
export async function pricedLineBodies(shopUrl: string, cookies: string, count: number): Promise<object[]> {
  const list = await fetch(`${shopUrl}/api/front/product_configuration`, { headers: { cookie: cookies } })
  const { product_configuration: configurations } = (await list.json()) as {
    product_configuration: Configuration[]
  }
  const bodies: object[] = []
  for (const { id } of configurations) {
    if (bodies.length >= count) break
    const body = { product_configuration_id: id }
    const res = await fetch(`${shopUrl}${CART}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`add of configuration ${id} to the probe's cart failed: ${res.status}`)
    const { cart, line_id } = (await res.json()) as CartAnswer & { line_id: number }
    const price = cart.lines.find((l) => l.id === line_id)?.price ?? null
    if (price === null) throw new Error(`the probe buyer sees no price for configuration ${id}`)
    if (price !== -1) bodies.push(body)
  }
  if (bodies.length < count)
    throw new Error(`only ${bodies.length} public configurations have prices, not ${count}`)
  return bodies
}

/** Signs the user in and fills their cart with the given lines through POST cart/it/add. */
export async function fillCart(shopUrl: string, email: string, bodies: object[]): Promise<User> {
  const cookies = await signIn(shopUrl, email, PASSWORD)
  let answer: CartAnswer | null = null
  for (const body of bodies) {
    const res = await fetch(`${shopUrl}${CART}/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
      body: JSON.stringify(body),
    })
    if (!res.ok) throw new Error(`add to ${email}'s cart failed: ${res.status} ${await res.text()}`)
    answer = (await res.json()) as CartAnswer
  }
  const cart = (answer as CartAnswer).cart
  if (cart.lines.length !== bodies.length)
    throw new Error(`${email}'s cart has ${cart.lines.length} lines, not ${bodies.length}`)
  return {
    email,
    cookies,
    cartId: cart.id,
    version: cart.version,
    lines: cart.lines,
    tobeQuoted: cart.tobe_quoted,
  }
}
