// npm run bench:api — on PostgreSQL, at 50 connections: GET /api/front/user signed in, beside a bare Fastify + pg
// server reading the same session-joined user in one query (scripts/bare-user-server.ts), with the ratio; then
// POST /api/front/user/login. BENCH_DATABASE_URL (default: the local server's `test` database) names the server; the
// run uses a fresh database of its own and drops it afterwards.
import { spawn } from 'node:child_process'
import {
  cookieHeader,
  freePort,
  measure,
  root,
  startShop,
  waitForHealth,
  withScratchDatabase,
} from './bench-lib.ts'

const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test'

await withScratchDatabase(serverUrl, async (databaseUrl) => {
  // One machine is one IP: the login limits are raised for the run (RATE_LIMIT_FACTOR), the rest is production code.
  const shop = await startShop({ RATE_LIMIT_FACTOR: '100000', DATABASE_URL: databaseUrl })
  const barePort = await freePort()
  const bare = spawn(process.execPath, ['scripts/bare-user-server.ts'], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl, PORT: String(barePort) },
    stdio: ['ignore', 'inherit', 'inherit'],
  })
  const bareUrl = `http://127.0.0.1:${barePort}`
  console.log(
    `bench:api on PostgreSQL, shop ${shop.url}, bare ${bareUrl}; RATE_LIMIT_FACTOR=100000 for this run`,
  )
  try {
    await waitForHealth(`${bareUrl}/user`, bare)
    const anon = await fetch(`${shop.url}/api/front/user`)
    let cookies = cookieHeader(anon)
    const xsrfOf = (jar: string) => /XSRF-TOKEN=([^;]+)/.exec(jar)?.[1] ?? ''
    const login = await fetch(`${shop.url}/api/front/user/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
    })
    if (!login.ok) throw new Error(`demo login failed: ${login.status} ${await login.text()}`)
    cookies = cookieHeader(login, cookies)
    for (const url of [`${shop.url}/api/front/user`, `${bareUrl}/user`]) {
      const me = (await (await fetch(url, { headers: { cookie: cookies } })).json()) as {
        user: { email: string } | null
      }
      if (me.user?.email !== 'buyer@example.com') throw new Error(`${url} did not read the signed-in buyer`)
    }

    const ours = await measure('GET /api/front/user (signed in)', {
      url: `${shop.url}/api/front/user`,
      headers: { cookie: cookies },
    })
    const base = await measure('bare Fastify + pg, same user, one query', {
      url: `${bareUrl}/user`,
      headers: { cookie: cookies },
    })
    console.log(`GET user: ${((100 * ours.rps) / base.rps).toFixed(0)}% of the bare read (target ≥ 80%)`)
    await measure('POST /api/front/user/login', {
      url: `${shop.url}/api/front/user/login`,
      method: 'POST',
      // The sign-in rotated the CSRF token, binding it to the new session.
      headers: { 'content-type': 'application/json', cookie: cookies, 'x-xsrf-token': xsrfOf(cookies) },
      body: JSON.stringify({ email: 'buyer@example.com', password: 'Buyer#2026', remember: false }),
    })
  } finally {
    bare.kill('SIGTERM')
    await shop.stop()
  }
})
