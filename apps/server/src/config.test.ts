import { randomBytes } from 'node:crypto'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { browserUrl, loadConfig } from './config.ts'

const secret = randomBytes(32).toString('base64url')
const dataDir = path.join(os.tmpdir(), 'shop-config-test')
const production = {
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  APP_SECRET: secret,
  SMTP_URL: 'smtp://mail.example:25',
  PUBLIC_URL: 'https://shop.example',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_example',
  STRIPE_WEBHOOK_SECRET: 'whsec_example',
}

/** The message loadConfig stops with, or null when it accepts the environment. */
function refusal(env: Record<string, string>): string | null {
  try {
    loadConfig(env)
    return null
  } catch (err) {
    return (err as Error).message
  }
}

describe('loadConfig in production', () => {
  it('accepts the complete recipe, without demo data', () => {
    const config = loadConfig(production)
    expect(config.SEED_DEMO).toBe(false)
    expect(config.publicUrl).toBe('https://shop.example')
  })

  it('loads demo data only when SEED_DEMO=true is said in so many words', () => {
    expect(loadConfig({ ...production, SEED_DEMO: 'true' }).SEED_DEMO).toBe(true)
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).SEED_DEMO).toBe(true)
  })

  it.each([
    ['APP_SECRET', /^ {2}APP_SECRET: required in production/m],
    ['SMTP_URL', /^ {2}SMTP_URL: required in production/m],
    ['PUBLIC_URL', /^ {2}PUBLIC_URL: required in production/m],
    ['PAYMENT_PROVIDER', /^ {2}PAYMENT_PROVIDER: required in production: stripe .*or local/m],
    ['STRIPE_SECRET_KEY', /^ {2}STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe/m],
    ['STRIPE_WEBHOOK_SECRET', /^ {2}STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe/m],
  ])('refuses to start without %s, with one line saying so', (name, line) => {
    const env: Record<string, string> = { ...production }
    delete env[name]
    const message = refusal(env)
    expect(message).toMatch(/^Invalid configuration:\n/)
    expect(message?.split('\n')).toHaveLength(2)
    expect(message).toMatch(line)
  })

  it('refuses a plain-http PUBLIC_URL', () => {
    expect(refusal({ ...production, PUBLIC_URL: 'http://shop.example' })).toBe(
      'Invalid configuration:\n  PUBLIC_URL: must be https:// in production (session cookies are Secure)',
    )
  })

  it('lists every problem, one line each', () => {
    expect(refusal({ NODE_ENV: 'production', DATA_DIR: dataDir })?.split('\n')).toHaveLength(5)
  })

  it('runs the simulated payment provider only when PAYMENT_PROVIDER=local is said in so many words', () => {
    const { PAYMENT_PROVIDER: _, STRIPE_SECRET_KEY: __, STRIPE_WEBHOOK_SECRET: ___, ...bare } = production
    expect(refusal(bare)).toMatch(/PAYMENT_PROVIDER: required in production/)
    expect(
      loadConfig({ ...bare, PAYMENT_PROVIDER: 'local', ALLOW_SIMULATED_PAYMENTS: 'true' }).PAYMENT_PROVIDER,
    ).toBe('local')
    expect(loadConfig(production)).toMatchObject({
      PAYMENT_PROVIDER: 'stripe',
      PAYPAL_ENVIRONMENT: 'production',
    })
    // Outside production the simulated provider is the default.
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).PAYMENT_PROVIDER).toBe('local')
    expect(refusal({ ...production, PAYPAL_CLIENT_ID: 'id-only' })).toMatch(
      /PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET/,
    )
    expect(refusal({ ...production, STRIPE_WEBHOOK_SECRET: 'secret' })).toMatch(
      /STRIPE_WEBHOOK_SECRET: must be/,
    )
  })
})

describe('ALLOW_SIMULATED_PAYMENTS', () => {
  const { PAYMENT_PROVIDER: _, STRIPE_SECRET_KEY: __, STRIPE_WEBHOOK_SECRET: ___, ...bare } = production
  const local = { ...bare, PAYMENT_PROVIDER: 'local' }

  it('refuses the simulated provider in production without it, with one line saying why', () => {
    expect(refusal(local)).toBe(
      'Invalid configuration:\n  ALLOW_SIMULATED_PAYMENTS: PAYMENT_PROVIDER=local in production also needs ALLOW_SIMULATED_PAYMENTS=true: the simulated provider marks orders paid without taking any money',
    )
    expect(refusal({ ...local, ALLOW_SIMULATED_PAYMENTS: 'false' })).toMatch(
      /^ {2}ALLOW_SIMULATED_PAYMENTS: /m,
    )
  })

  it('starts with both settings said in so many words, and outside production without either', () => {
    expect(loadConfig({ ...local, ALLOW_SIMULATED_PAYMENTS: 'true' }).PAYMENT_PROVIDER).toBe('local')
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).ALLOW_SIMULATED_PAYMENTS).toBe(false)
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).PAYMENT_PROVIDER).toBe('local')
  })
})

describe('TRUST_PROXY', () => {
  const trust = (value: string) => loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret, TRUST_PROXY: value })

  it.each([
    ['false', false],
    ['0', false],
    ['', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.0/8', ['10.0.0.0/8']],
    ['10.0.0.1, 192.168.0.0/16,fd00::/8', ['10.0.0.1', '192.168.0.0/16', 'fd00::/8']],
    ['loopback', ['loopback']],
  ])('reads %j', (value, expected) => {
    expect(trust(value).TRUST_PROXY).toEqual(expected)
  })

  it('defaults to no proxy', () => {
    expect(loadConfig({ DATA_DIR: dataDir, APP_SECRET: secret }).TRUST_PROXY).toBe(false)
  })

  it('refuses true, which would believe what the client writes, with one line', () => {
    const message = refusal({ DATA_DIR: dataDir, APP_SECRET: secret, TRUST_PROXY: 'true' })
    expect(message?.split('\n')).toHaveLength(2)
    expect(message).toMatch(/^ {2}TRUST_PROXY: true would trust any X-Forwarded-For a client writes/m)
  })

  it.each(['10.0.0.0/33', 'proxy.example', '10.0.0.1,', '1.2.3'])('refuses %j', (value) => {
    expect(refusal({ DATA_DIR: dataDir, APP_SECRET: secret, TRUST_PROXY: value })).toMatch(
      /^ {2}TRUST_PROXY: .* is not an IP address or CIDR$/m,
    )
  })
})

describe('LOG_REQUESTS', () => {
  it('is off in development and on in production and tests, unless said otherwise', () => {
    const dev = { DATA_DIR: dataDir, APP_SECRET: secret }
    expect(loadConfig(dev).LOG_REQUESTS).toBe(false)
    expect(loadConfig({ ...dev, LOG_REQUESTS: 'true' }).LOG_REQUESTS).toBe(true)
    expect(loadConfig({ ...dev, NODE_ENV: 'test' }).LOG_REQUESTS).toBe(true)
    expect(loadConfig(production).LOG_REQUESTS).toBe(true)
    expect(loadConfig({ ...production, LOG_REQUESTS: 'false' }).LOG_REQUESTS).toBe(false)
  })

  it('refuses anything but true/false/1/0', () => {
    expect(refusal({ DATA_DIR: dataDir, APP_SECRET: secret, LOG_REQUESTS: 'yes' })).toMatch(
      /^ {2}LOG_REQUESTS: /m,
    )
  })
})

describe('PUBLIC_URL', () => {
  const dev = { DATA_DIR: dataDir, APP_SECRET: secret }

  // Links in mails and the card's return must land on the origin the buyer browses, where their session cookie is.
  it.each([
    [{}, 'http://localhost:3000'],
    [{ HOST: '127.0.0.1', PORT: '4123' }, 'http://127.0.0.1:4123'],
    [{ HOST: '0.0.0.0', PORT: '8080' }, 'http://localhost:8080'],
    [{ HOST: '::1' }, 'http://[::1]:3000'],
    [{ HOST: '127.0.0.1', PUBLIC_URL: 'https://shop.example/' }, 'https://shop.example'],
  ])('%o -> links to %s', (env, url) => {
    expect(loadConfig({ ...dev, ...env }).publicUrl).toBe(url)
  })
})

describe('browserUrl', () => {
  it.each([
    ['localhost', 3000, 'http://localhost:3000'],
    ['127.0.0.1', 40123, 'http://127.0.0.1:40123'],
    ['0.0.0.0', 3000, 'http://localhost:3000'],
    ['::', 3000, 'http://localhost:3000'],
    ['::1', 3000, 'http://[::1]:3000'],
  ])('%s:%i -> %s', (host, port, url) => {
    expect(browserUrl(host, port)).toBe(url)
  })
})
