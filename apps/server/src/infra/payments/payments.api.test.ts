import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import pino from 'pino'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loadConfig } from '../../config.ts'
import { openTestDatabase } from '../../test/test-app.ts'
import { createJobs } from '../jobs.ts'
import { createPayments } from './payments.ts'

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-payments-'))
let database: Awaited<ReturnType<typeof openTestDatabase>>
beforeAll(async () => {
  database = await openTestDatabase()
})
afterAll(async () => {
  await database.drop()
  fs.rmSync(dataDir, { recursive: true, force: true })
})
const config = (env: Record<string, string> = {}) =>
  loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000', ...env })
const log = pino({ level: 'silent' })
/** The local provider keeps its sessions in the database and queues its webhooks; nothing is delivered here. */
const deps = () => ({
  db: database.db,
  jobs: createJobs({ database, worker: false, log }),
  deliver: async () => 200,
  log,
})
const stripeEnv = {
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_123',
  STRIPE_WEBHOOK_SECRET: 'whsec_123',
}

describe('createPayments', () => {
  it('stripe: no local controls, and no PayPal without its credentials', async () => {
    const { payments, local } = await createPayments(config(stripeEnv), deps())
    expect(payments.provider).toBe('stripe')
    expect(payments.paypal).toBeNull()
    expect(local).toBeNull()
    await payments.close()
  })

  it('stripe with PayPal credentials: PayPal through its SDK (built, not called)', async () => {
    const env = { ...stripeEnv, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 'secret' }
    const { payments } = await createPayments(config(env), deps())
    expect(payments.paypal).not.toBeNull()
    await payments.close()
  })

  it('local by default: the stripe adapter against the simulated provider, and the simulated PayPal', async () => {
    const { payments, local } = await createPayments(config(), deps())
    try {
      expect(payments.provider).toBe('local')
      const session = await payments.card.createSession({
        paymentId: 1,
        orderId: 1,
        description: 'Ordine',
        amount: 100,
        currency: 'EUR',
        customerEmail: null,
        locale: 'en',
        successUrl: 'http://localhost:3000/ok',
        cancelUrl: 'http://localhost:3000/ko',
        idempotencyKey: 'k',
      })
      expect(session.url).toMatch(/^http:\/\/localhost:3000\/local-pay\/checkout\/cs_local_/)
      expect(await local?.control.payCard(session.id, { deliver: false })).toHaveLength(1)
      const order = await payments.paypal?.createOrder({
        paymentId: 2,
        orderId: 1,
        description: 'Ordine',
        amount: 100,
        currency: 'EUR',
        locale: 'en',
        returnUrl: 'http://localhost:3000/ok',
        cancelUrl: 'http://localhost:3000/ko',
        requestId: 'r',
      })
      expect(order?.approveUrl).toMatch(/\/local-pay\/paypal\/LOCAL/)
    } finally {
      await payments.close()
    }
  })
})
