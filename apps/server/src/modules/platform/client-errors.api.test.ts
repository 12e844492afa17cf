import fs from 'node:fs'
import { CLIENT_ERROR_MAX } from '@shop/domain/platform/client-error'
import { count, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../../app.ts'
import type { Config } from '../../config.ts'
import type { Database } from '../../db/client.ts'
import { clientErrors, users } from '../../db/schema/index.ts'
import { DEMO_USERS } from '../../db/seed/demo.ts'
import { RATE_LIMITS } from '../../infra/rate-limit.ts'
import { openTestDatabase, testConfig } from '../../test/test-app.ts'
import { createAgent } from '../accounts/test-agent.ts'

type LogLine = Record<string, unknown> & { level: number; msg: string }

let app: App
let database: Database & { drop(): Promise<void> }
let config: Config
const lines: LogLine[] = []

beforeAll(async () => {
  database = await openTestDatabase()
  // The real limits (factor 1): this one is small enough to reach.
  config = testConfig()
  app = await buildApp(config, database, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  })
  await app.ready()
})
afterAll(async () => {
  await app?.close()
  await database?.drop()
  fs.rmSync(config.dataDir, { recursive: true, force: true })
})

let ipCounter = 0
/** A browser calling from an address no other test uses, so each test has the whole limit to itself. */
const fromNewIp = () => createAgent(app, { remoteAddress: `198.51.100.${++ipCounter}` })

let counter = 0
function report(extra: Record<string, unknown> = {}) {
  return {
    kind: 'error',
    message: `TypeError: model.sections is undefined (${++counter})`,
    stack: 'TypeError: model.sections is undefined\n    at ModelPage (index-AbC123.js:1:2345)',
    page: '/it/prodotti/SZ-30?variations=12',
    release: 'index-AbC123.js',
    ...extra,
  }
}

const countReports = async () => (await database.db.select({ n: count() }).from(clientErrors))[0]?.n

const rowsWith = (message: string) =>
  database.db.select().from(clientErrors).where(eq(clientErrors.message, message))

describe('POST /api/front/client_error', () => {
  it('stores the report with the browser and writes it to the log with the page and the release', async () => {
    const body = report()
    const res = await fromNewIp().post('/api/front/client_error', body, {
      headers: { 'user-agent': 'Mozilla/5.0 (iPad) Safari/605.1.15' },
    })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json()).toEqual({ status: 'OK' })
    const [row] = await rowsWith(body.message)
    expect(row).toMatchObject({
      kind: 'error',
      stack: body.stack,
      page: body.page,
      release: 'index-AbC123.js',
      userId: null,
      userAgent: 'Mozilla/5.0 (iPad) Safari/605.1.15',
    })
    expect(row?.createdAt).toBeInstanceOf(Date)
    const line = lines.find((l) => l.msg === `browser error: ${body.message}`)
    expect(line?.level).toBe(40)
    expect(line?.clientError).toEqual({
      kind: 'error',
      page: body.page,
      release: body.release,
      stack: body.stack,
    })
  })

  it("names the signed-in user, and redacts a token in the page's query", async () => {
    const agent = fromNewIp()
    expect((await agent.login(DEMO_USERS.buyer.email, DEMO_USERS.buyer.password)).statusCode).toBe(200)
    const body = report({ kind: 'react', page: '/it/user/activate?token=secret-token&x=1' })
    expect((await agent.post('/api/front/client_error', body)).statusCode).toBe(200)
    const [buyer] = await database.db.select().from(users).where(eq(users.email, DEMO_USERS.buyer.email))
    const [row] = await rowsWith(body.message)
    expect(row).toMatchObject({
      kind: 'react',
      userId: buyer?.id,
      page: '/it/user/activate?token=[redacted]&x=1',
    })
    expect(JSON.stringify(lines)).not.toContain('secret-token')
  })

  it('refuses a bad body with a KO answer, never a 500, and stores nothing', async () => {
    const agent = fromNewIp()
    const before = await countReports()
    const bad = [
      report({ kind: 'warning' }),
      report({ message: '' }),
      report({ message: 'x'.repeat(CLIENT_ERROR_MAX.message + 1) }),
      report({ stack: 's'.repeat(CLIENT_ERROR_MAX.stack + 1) }),
      report({ page: 'https://elsewhere.example/' }),
      report({ page: `/${'p'.repeat(CLIENT_ERROR_MAX.page)}` }),
      report({ release: undefined }),
      report({ message: 'nul \u0000 inside' }),
      [],
    ]
    for (const body of bad) {
      const res = await agent.post('/api/front/client_error', body)
      expect(res.statusCode, JSON.stringify(body).slice(0, 80)).toBe(422)
      expect(res.json()).toMatchObject({ status: 'KO', error_code: 'validation_failed' })
    }
    const malformed = await agent.post('/api/front/client_error', '{"kind":', {
      headers: { 'content-type': 'application/json' },
    })
    expect(malformed.statusCode).toBe(400)
    expect(malformed.json()).toMatchObject({ status: 'KO' })
    expect(await countReports()).toBe(before)
  })

  it('refuses a report without the CSRF header', async () => {
    const body = report()
    const res = await fromNewIp().post('/api/front/client_error', body, { csrf: false })
    expect(res.statusCode).toBe(403)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'csrf_token_mismatch' })
    expect(await rowsWith(body.message)).toEqual([])
  })

  it('answers 429 past the limit of reports per client address, and stores no more', async () => {
    const agent = fromNewIp()
    for (let i = 0; i < RATE_LIMITS.clientErrorPerIp.max; i++)
      expect((await agent.post('/api/front/client_error', report())).statusCode).toBe(200)
    const body = report()
    const res = await agent.post('/api/front/client_error', body)
    expect(res.statusCode).toBe(429)
    expect(res.json()).toMatchObject({ status: 'KO', error_code: 'rate_limited' })
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0)
    expect(await rowsWith(body.message)).toEqual([])
    // Another address is not held back.
    expect((await fromNewIp().post('/api/front/client_error', report())).statusCode).toBe(200)
  })
})
