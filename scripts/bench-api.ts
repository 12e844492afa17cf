// npm run bench:api — GET /api/front/user (signed in) and POST /api/front/user/login at 50 connections.
import { cookieHeader, measure, startShop } from './bench-lib.ts'

const backend = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'
// One machine is one IP: the login limits are raised for the run (RATE_LIMIT_FACTOR), the rest is production code.
const shop = await startShop({ RATE_LIMIT_FACTOR: '100000' })
console.log(
  `bench:api on ${backend}, ${shop.url}; rate limits raised with RATE_LIMIT_FACTOR=100000 for this run`,
)
try {
  const anon = await fetch(`${shop.url}/api/front/user`)
  let cookies = cookieHeader(anon)
  const xsrf = /XSRF-TOKEN=([^;]+)/.exec(cookies)?.[1] ?? ''
  const login = await fetch(`${shop.url}/api/front/user/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
  })
  if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`)
  cookies = cookieHeader(login, cookies)
  const me = (await (await fetch(`${shop.url}/api/front/user`, { headers: { cookie: cookies } })).json()) as {
    user: { email: string } | null
  }
  if (me.user?.email !== 'buyer@example.com') throw new Error('the session cookie did not sign the buyer in')

  await measure('GET /api/front/user (signed in)', {
    url: `${shop.url}/api/front/user`,
    headers: { cookie: cookies },
  })
  await measure('POST /api/front/user/login', {
    url: `${shop.url}/api/front/user/login`,
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrf },
    body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
  })
} finally {
  await shop.stop()
}
