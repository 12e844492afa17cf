import type autocannon from 'autocannon'
import {
  CART,
  type CartAnswer,
  createUsers,
  fillCart,
  lineBodies,
  PASSWORD,
  type User,
} from './bench-carts.ts'
import {
  announceSmoke,
  compare,
  measure,
  SMOKE,
  signIn,
  withCountingApp,
  withShopAndBare,
  xsrfOf,
} from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
const USERS = SMOKE ? 4 : 50
const LINES = 20
const BROWSER_ENCODINGS = 'gzip, deflate, br, zstd'

/** Gives each autocannon connection its own user (in turn), so every cart is read or changed by one connection. */
function onePerConnection(users: User[], setup: (client: autocannon.Client, user: User) => void) {
  let next = 0
  return (client: autocannon.Client) => setup(client, users[next++ % users.length] as User)
}

/**
 * The SQL queries one GET cart issues, counted in-process: the same app, built on the same database, with every
 * query through pg counted while one request is answered (the fewest of three, after a warm-up); and the answer's
 * size, as is and as a browser gets it.
 */
async function countCartQueries(databaseUrl: string, users: { name: string; cookies: string }[]) {
  return withCountingApp(databaseUrl, async (app, queries) => {
    const counts: Record<string, number> = {}
    const sizes: Record<string, string> = {}
    for (const { name, cookies } of users) {
      await app.inject({ method: 'GET', url: CART, headers: { cookie: cookies } })
      const seen: number[] = []
      for (let i = 0; i < 3; i++) {
        const before = queries()
        const res = await app.inject({ method: 'GET', url: CART, headers: { cookie: cookies } })
        if (res.statusCode !== 200) throw new Error(`GET cart for ${name}: ${res.statusCode} ${res.body}`)
        seen.push(queries() - before)
      }
      counts[name] = Math.min(...seen)
      const plain = await app.inject({ method: 'GET', url: CART, headers: { cookie: cookies } })
      const packed = await app.inject({
        method: 'GET',
        url: CART,
        headers: { cookie: cookies, 'accept-encoding': BROWSER_ENCODINGS },
      })
      sizes[name] =
        `${(plain.rawPayload.length / 1024).toFixed(1)} KB, ` +
        `${(packed.rawPayload.length / 1024).toFixed(1)} KB ${packed.headers['content-encoding'] ?? 'uncompressed'}`
    }
    return { counts, sizes }
  })
}

announceSmoke('bench:cart', `${USERS} users with carts of ${LINES} lines, 1 s slices`)
await withShopAndBare(serverUrl, 'bench:cart', { seed: false }, async ({ databaseUrl, shop, bare }) => {
  const emails = Array.from({ length: USERS + 1 }, (_, i) => `bench-cart-${i}@example.com`)
  await createUsers(databaseUrl, emails)
  const bodies = await lineBodies(shop.url, await signIn(shop.url, emails[0] as string, PASSWORD), LINES)
  const started = Date.now()
  const users = await Promise.all(emails.slice(0, USERS).map((email) => fillCart(shop.url, email, bodies)))
  const single = await fillCart(shop.url, emails[USERS] as string, bodies.slice(0, 1))
  console.log(
    `${USERS} carts of ${LINES} lines and one of 1 line made through the API in ${Date.now() - started} ms`,
  )

  for (const url of [`${shop.url}/api/front/user`, `${bare.url}/user`]) {
    const me = (await (await fetch(url, { headers: { cookie: users[0]?.cookies ?? '' } })).json()) as {
      user: { email: string } | null
    }
    if (me.user?.email !== users[0]?.email) throw new Error(`${url} did not read the signed-in user`)
  }
  // What the compare reads: each user's own cart, every line of it.
  for (const user of users) {
    const res = await fetch(`${shop.url}${CART}`, { headers: { cookie: user.cookies } })
    const { cart } = (await res.json()) as CartAnswer
    if (res.status !== 200 || cart.id !== user.cartId || cart.lines.length !== LINES)
      throw new Error(`GET cart for ${user.email}: ${res.status}, not their cart of ${LINES} lines`)
  }

  const slices = {
    rounds: Number(process.env.BENCH_ROUNDS ?? 5),
    seconds: Number(process.env.BENCH_SLICE_SECONDS ?? 2),
    target: 0.5,
  }
  // As a browser asks: its cookies, and the encodings it takes (the shop answers brotli, the bare read is too small).
  const withCookie = onePerConnection(users, (client, user) =>
    client.setHeaders({ cookie: user.cookies, 'accept-encoding': BROWSER_ENCODINGS }),
  )
  await compare(
    'GET cart',
    {
      title: `GET ${CART} (${USERS} users, ${LINES} lines each)`,
      opts: { url: `${shop.url}${CART}`, setupClient: withCookie, connections: USERS },
    },
    {
      title: 'bare Fastify + pg, the same users, one query (bench:api)',
      opts: { url: `${bare.url}/user`, setupClient: withCookie, connections: USERS },
    },
    slices,
  )

  // A quantity change per request: the first line goes 1 -> 2 -> 1 …, every other line as the cart last said.
  let conflicts = 0
  let rereads = 0
  const postClient = onePerConnection(users, (client, user) => {
    let stale = false
    const headers = {
      'content-type': 'application/json',
      cookie: user.cookies,
      'x-xsrf-token': xsrfOf(user.cookies),
    }
    client.setRequests([
      {
        method: 'POST',
        path: CART,
        headers,
        // Fresh headers each time: autocannon writes the last body's Content-Length into the object it is given.
        setupRequest: (request) => {
          if (stale) return { ...request, method: 'GET', headers: { ...headers }, body: undefined }
          const lines = user.lines.map((l, i) => ({ id: l.id, qty: i === 0 ? 3 - l.qty : l.qty }))
          return {
            ...request,
            method: 'POST',
            headers: { ...headers },
            body: JSON.stringify({ cart: { id: user.cartId, version: user.version, lines } }),
          }
        },
        onResponse: (status, body) => {
          if (status === 409) {
            conflicts++
            stale = true
            return
          }
          if (status !== 200) return
          if (stale) rereads++
          stale = false
          const { cart } = JSON.parse(body) as CartAnswer
          user.version = cart.version
          user.lines = cart.lines
        },
      },
    ])
  })
  // A conflict (409) is an answer the bench expects and counts; anything else but 2xx fails it.
  await measure(
    `POST ${CART} (a quantity change, ${USERS} users, ${LINES} lines each)`,
    {
      url: `${shop.url}${CART}`,
      setupClient: postClient,
      connections: USERS,
      duration: Number(process.env.BENCH_POST_SECONDS ?? 10),
    },
    [409],
  )
  console.log(`POST cart: ${conflicts} cart_conflict answers (409), ${rereads} re-reads after them`)

  const { counts, sizes } = await countCartQueries(databaseUrl, [
    { name: '1 line', cookies: single.cookies },
    { name: `${LINES} lines`, cookies: users[0]?.cookies ?? '' },
  ])
  const [one, many] = Object.values(counts)
  console.log(
    `SQL queries per GET cart: ${Object.entries(counts)
      .map(([k, v]) => `${v} for ${k}`)
      .join(', ')}: ${one === many ? 'equal' : 'NOT EQUAL (a query per line?)'}`,
  )
  for (const [name, size] of Object.entries(sizes)) console.log(`GET cart answer, ${name}: ${size}`)
  if (one !== many) process.exitCode = 1
})
