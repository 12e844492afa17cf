// npm run bench:api — on PostgreSQL, at 50 connections, signed in as the demo buyer: GET /api/front/user and POST
// user/getProductDiscountedPrices, each beside a bare Fastify + pg server reading the same data in one query
// (scripts/bare-user-server.ts), measured in alternating slices, with the ratio; then POST /api/front/user/login.
// BENCH_DATABASE_URL (default: the local server's `test` database) names the server; the run uses a fresh database
// of its own and drops it afterwards. BENCH_ROUNDS and BENCH_SLICE_SECONDS (5 and 2) set the slices.
// BENCH_SMOKE=1: the same at 4 connections, one 1 s slice each, no warm-up (scripts/bench-smoke.ts). Any answer not
// 2xx, or none, fails the bench (exit 1), as a wrong answer to the checks before does.
import { announceSmoke, compare, measure, signIn, withShopAndBare, xsrfOf } from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'
announceSmoke('bench:api', 'the same reads at 4 connections for one 1 s slice each')

await withShopAndBare(serverUrl, 'bench:api', { seed: false }, async ({ shop, bare }) => {
  const bareUrl = bare.url
  const cookies = await signIn(shop.url, 'buyer@example.com', 'Buyer#2026')
  for (const url of [`${shop.url}/api/front/user`, `${bareUrl}/user`]) {
    const me = (await (await fetch(url, { headers: { cookie: cookies } })).json()) as {
      user: { email: string } | null
    }
    if (me.user?.email !== 'buyer@example.com') throw new Error(`${url} did not read the signed-in buyer`)
  }

  const slices = {
    rounds: Number(process.env.BENCH_ROUNDS ?? 5),
    seconds: Number(process.env.BENCH_SLICE_SECONDS ?? 2),
  }
  await compare(
    'GET user',
    {
      title: 'GET /api/front/user (signed in)',
      opts: { url: `${shop.url}/api/front/user`, headers: { cookie: cookies } },
    },
    {
      title: 'bare Fastify + pg, same user, one query',
      opts: { url: `${bareUrl}/user`, headers: { cookie: cookies } },
    },
    slices,
  )

  // The configurator's call: the base model and every accessory offered for it.
  const table = (await (await fetch(`${shop.url}/api/front/configuration_rules_table/1`)).json()) as {
    configuration_rules_table: { code_sections: { accessories: { id: number }[] }[] }
  }
  const ids = table.configuration_rules_table.code_sections.flatMap((s) => s.accessories.map((a) => a.id))
  const pricesBody = JSON.stringify({ ids, bm_id: 1, lang: 'it' })
  const post = { method: 'POST' as const, body: pricesBody }
  const ourPrices = {
    ...post,
    url: `${shop.url}/api/front/user/getProductDiscountedPrices`,
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
  }
  const barePrices = {
    ...post,
    url: `${bareUrl}/prices`,
    headers: { 'content-type': 'application/json', cookie: cookies },
  }
  for (const [url, init] of [
    [ourPrices.url, ourPrices],
    [barePrices.url, barePrices],
  ] as const) {
    const answer = (await (await fetch(url, init)).json()) as { show_prices?: boolean; products?: object }
    if (answer.show_prices !== true || Object.keys(answer.products ?? {}).length !== ids.length + 1)
      throw new Error(`${url} did not price the ${ids.length + 1} products for the buyer`)
  }
  await compare(
    'getProductDiscountedPrices',
    {
      title: `POST /api/front/user/getProductDiscountedPrices (buyer, ${ids.length + 1} products)`,
      opts: ourPrices,
    },
    { title: 'bare Fastify + pg, same buyer and prices, one query', opts: barePrices },
    slices,
  )

  await measure('POST /api/front/user/login', {
    url: `${shop.url}/api/front/user/login`,
    method: 'POST',
    // The sign-in rotated the CSRF token, binding it to the new session.
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
    body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
  })
})
