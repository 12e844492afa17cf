import fs from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type App, buildApp } from '../app.ts'
import type { Config } from '../config.ts'
import { openTestDatabase, testConfig } from '../test/test-app.ts'
import { redactUrl } from './request-log.ts'

type LogLine = Record<string, unknown> & { msg?: string; reqId?: string; req?: { url?: string } }

/** The app on a copy of the test database, logging into an array, with a route that shows request.ip. */
async function loggingApp(env: Record<string, string> = {}) {
  const lines: LogLine[] = []
  const database = await openTestDatabase()
  const config: Config = testConfig(env)
  const app: App = await buildApp(config, database, {
    logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
  })
  app.get('/test/ip', async (request) => ({ ip: request.ip, ips: request.ips ?? [] }))
  app.get('/test/boom', async () => {
    throw new Error('boom')
  })
  await app.ready()
  return {
    app,
    lines,
    async close() {
      await app.close()
      await database.drop()
      fs.rmSync(config.dataDir, { recursive: true, force: true })
    },
  }
}

describe('request ids', () => {
  let t: Awaited<ReturnType<typeof loggingApp>>
  beforeAll(async () => {
    t = await loggingApp()
  })
  afterAll(() => t.close())

  it('are ours, and the one the client sent is logged beside it', async () => {
    await t.app.inject({ url: '/healthz', headers: { 'x-request-id': 'someone-elses-id' } })
    const incoming = t.lines.filter((l) => l.msg === 'incoming request').at(-1)
    expect(incoming?.reqId).toMatch(/^[0-9a-f-]{36}$/)
    expect(incoming?.reqId).not.toBe('someone-elses-id')
    expect(incoming?.clientRequestId).toBe('someone-elses-id')
  })

  it('are different for two requests that claim the same id', async () => {
    const headers = { 'x-request-id': 'same' }
    await t.app.inject({ url: '/healthz', headers })
    await t.app.inject({ url: '/healthz', headers })
    const ids = t.lines.filter((l) => l.clientRequestId === 'same').map((l) => l.reqId)
    expect(new Set(ids).size).toBe(2)
  })
})

describe('logged URLs', () => {
  let t: Awaited<ReturnType<typeof loggingApp>>
  beforeAll(async () => {
    t = await loggingApp()
  })
  afterAll(() => t.close())

  it.each([
    ['/it/user/activate?token=abc123secret', '/it/user/activate?token=[redacted]'],
    ['/api/front/x?code=123456&lang=en', '/api/front/x?code=[redacted]&lang=en'],
    [
      '/a?reset_token=t&Password=p&client_secret=s&q=silo',
      '/a?reset_token=[redacted]&Password=[redacted]&client_secret=[redacted]&q=silo',
    ],
    ['/a?%74oken=t', '/a?%74oken=[redacted]'],
    ['/a?lang=it', '/a?lang=it'],
    ['/plain/path', '/plain/path'],
  ])('redacts %s', (url, logged) => {
    expect(redactUrl(url)).toBe(logged)
  })

  it('never carry an activation token or a recovery code into the log', async () => {
    await t.app.inject({ url: '/it/user/activate?token=TOKEN-IN-URL' })
    await t.app.inject({ url: '/api/front/user?code=CODE-IN-URL' })
    const log = JSON.stringify(t.lines)
    expect(log).toContain('/it/user/activate?token=[redacted]')
    expect(log).not.toContain('TOKEN-IN-URL')
    expect(log).not.toContain('CODE-IN-URL')
  })
})

describe('the client address behind a proxy', () => {
  const forged = { remoteAddress: '10.0.0.2', headers: { 'x-forwarded-for': '6.6.6.6, 203.0.113.7' } }

  it('with TRUST_PROXY=1 is the right-most X-Forwarded-For entry, whatever the client wrote before it', async () => {
    const t = await loggingApp({ TRUST_PROXY: '1' })
    try {
      const res = await t.app.inject({ url: '/test/ip', ...forged })
      expect(res.json().ip).toBe('203.0.113.7')
      // Rotating the forged part changes nothing.
      const again = await t.app.inject({
        url: '/test/ip',
        remoteAddress: '10.0.0.2',
        headers: { 'x-forwarded-for': '7.7.7.7, 203.0.113.7' },
      })
      expect(again.json().ip).toBe('203.0.113.7')
    } finally {
      await t.close()
    }
  })

  it('with the proxy’s CIDR is the first address outside it, and a direct client cannot forge one', async () => {
    const t = await loggingApp({ TRUST_PROXY: '10.0.0.0/8' })
    try {
      expect((await t.app.inject({ url: '/test/ip', ...forged })).json().ip).toBe('203.0.113.7')
      const direct = await t.app.inject({
        url: '/test/ip',
        remoteAddress: '198.51.100.9',
        headers: { 'x-forwarded-for': '6.6.6.6' },
      })
      expect(direct.json().ip).toBe('198.51.100.9')
    } finally {
      await t.close()
    }
  })

  it('without TRUST_PROXY is the socket’s peer', async () => {
    const t = await loggingApp()
    try {
      expect((await t.app.inject({ url: '/test/ip', ...forged })).json().ip).toBe('10.0.0.2')
    } finally {
      await t.close()
    }
  })
})

describe('LOG_REQUESTS', () => {
  it('=false drops the two lines per request and still logs a failed request', async () => {
    const t = await loggingApp({ LOG_REQUESTS: 'false' })
    try {
      expect((await t.app.inject({ url: '/healthz' })).statusCode).toBe(200)
      expect((await t.app.inject({ url: '/test/boom' })).statusCode).toBe(500)
      const messages = t.lines.map((l) => l.msg)
      expect(messages).not.toContain('incoming request')
      expect(messages).not.toContain('request completed')
      expect(t.lines).toContainEqual(expect.objectContaining({ level: 50, msg: 'request failed' }))
    } finally {
      await t.close()
    }
  })

  it('=true logs each request as it comes in and as it is answered', async () => {
    const t = await loggingApp({ LOG_REQUESTS: 'true' })
    try {
      await t.app.inject({ url: '/healthz' })
      const messages = t.lines.map((l) => l.msg)
      expect(messages).toContain('incoming request')
      expect(messages).toContain('request completed')
    } finally {
      await t.close()
    }
  })
})
