import { randomBytes, timingSafeEqual } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import type { FastifyBaseLogger } from 'fastify'

/**
 * The wire side of the local provider (local-provider.ts): Stripe's form encoding in, Stripe's JSON and error shapes
 * out, on a loopback port, for the subset of the API that stripe-card.ts calls. Kept to what the `stripe` package
 * needs to behave exactly as it does against Stripe: its error classes are picked by status and error type.
 */

/** The Stripe Checkout session fields the simulation keeps, named and shaped as Stripe's. */
export type LocalSession = {
  id: string
  object: 'checkout.session'
  url: string | null
  status: 'open' | 'complete' | 'expired'
  payment_status: 'unpaid' | 'paid'
  amount_total: number
  amount_subtotal: number
  currency: 'eur'
  client_reference_id: string | null
  customer_email: string | null
  locale: string | null
  metadata: Record<string, string>
  mode: 'payment'
  payment_intent: string | null
  success_url: string
  cancel_url: string
  created: number
  expires_at: number
  livemode: false
}

/** Letters and digits only after the prefix, as Stripe's ids (the redirect route accepts no other characters). */
export const randomId = (prefix: string) => `${prefix}_local_${randomBytes(12).toString('hex')}`

/** An answer in Stripe's error shape; `extra` adds or overrides fields (param, code, type). */
export class StripeRequestError extends Error {
  readonly status: number
  readonly extra: Record<string, string>
  constructor(status: number, message: string, extra: Record<string, string> = {}) {
    super(message)
    this.status = status
    this.extra = extra
  }
}

/** Stripe's form encoding: `line_items[0][price_data][unit_amount]=100` becomes nested plain objects. */
export function parseStripeForm(body: string): Record<string, unknown> {
  // Prototype-less objects: a key named __proto__ is only a key.
  const root: Record<string, unknown> = Object.create(null)
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = (key.match(/^[^[\]]+|\[[^[\]]*\]/g) ?? [key]).map((p) => p.replace(/^\[|\]$/g, ''))
    let node = root
    for (const part of parts.slice(0, -1)) {
      const next = node[part]
      if (typeof next !== 'object' || next === null) node[part] = Object.create(null)
      node = node[part] as Record<string, unknown>
    }
    node[parts.at(-1) ?? key] = value
  }
  return root
}

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null
const text = (v: unknown) => (typeof v === 'string' ? v : null)

function required(form: Record<string, unknown>, param: string): string {
  const value = form[param]
  if (typeof value !== 'string' || value === '')
    throw new StripeRequestError(400, `Missing required param: ${param}.`, { param })
  return value
}

/** What Stripe would refuse of a session's params (for what the adapter sends), the total, and the line's name. */
export function readSessionParams(form: Record<string, unknown>) {
  if (required(form, 'mode') !== 'payment')
    throw new StripeRequestError(400, 'The simulated provider supports mode=payment only.', { param: 'mode' })
  const lines = isRecord(form.line_items) ? Object.values(form.line_items).filter(isRecord) : []
  if (lines.length === 0)
    throw new StripeRequestError(400, 'Missing required param: line_items.', { param: 'line_items' })
  let total = 0
  for (const [i, line] of lines.entries()) {
    const price = isRecord(line.price_data) ? line.price_data : {}
    const amount = Number(price.unit_amount)
    const quantity = Number(line.quantity ?? 1)
    if (!Number.isInteger(amount) || amount < 0 || !Number.isInteger(quantity) || quantity < 1)
      throw new StripeRequestError(400, 'Invalid integer.', {
        param: `line_items[${i}][price_data][unit_amount]`,
      })
    if (price.currency !== 'eur')
      throw new StripeRequestError(400, 'The simulated provider takes eur only.', {
        param: `line_items[${i}][price_data][currency]`,
      })
    total += amount * quantity
  }
  const first = isRecord(lines[0]?.price_data) ? lines[0].price_data : {}
  const product = isRecord(first.product_data) ? first.product_data : {}
  const metadata = isRecord(form.metadata)
    ? Object.fromEntries(Object.entries(form.metadata).map(([k, v]) => [k, String(v)]))
    : {}
  return {
    total,
    description: text(product.name) ?? '',
    fields: {
      client_reference_id: text(form.client_reference_id),
      customer_email: text(form.customer_email),
      locale: text(form.locale),
      metadata,
      success_url: required(form, 'success_url'),
      cancel_url: required(form, 'cancel_url'),
    },
  }
}

/** Answers one call's JSON text, or throws (rejects with) a StripeRequestError. */
export type StripeRoute = (
  method: string,
  path: string,
  body: string,
  idempotencyKey: string | undefined,
) => Promise<string>

const BODY_LIMIT = 64 * 1024

/** Listens on 127.0.0.1 at a port of the system's choosing; every call must carry the local secret key. */
export async function serveStripeApi(opts: {
  secretKey: string
  route: StripeRoute
  log: Pick<FastifyBaseLogger, 'error'>
}): Promise<{ host: string; port: number; close(): Promise<void> }> {
  const expected = Buffer.from(`Bearer ${opts.secretKey}`)
  const authorized = (header: string | undefined) => {
    const given = Buffer.from(header ?? '')
    return given.length === expected.length && timingSafeEqual(given, expected)
  }

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = []
    let size = 0
    req.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= BODY_LIMIT) chunks.push(chunk)
    })
    req.on('end', async () => {
      let status = 200
      let json: string
      try {
        if (!authorized(req.headers.authorization))
          throw new StripeRequestError(401, 'Invalid API Key provided. The local provider takes its own key.')
        if (size > BODY_LIMIT) throw new StripeRequestError(413, 'Request body too large.')
        const key = req.headers['idempotency-key']
        const path = new URL(req.url ?? '/', 'http://local').pathname
        const body = Buffer.concat(chunks).toString('utf8')
        json = await opts.route(req.method ?? 'GET', path, body, typeof key === 'string' ? key : undefined)
      } catch (err) {
        if (!(err instanceof StripeRequestError)) opts.log.error({ err }, 'local payments: API call failed')
        const known = err instanceof StripeRequestError ? err : new StripeRequestError(500, 'Internal error.')
        status = known.status
        json = JSON.stringify({
          error: { type: 'invalid_request_error', message: known.message, ...known.extra },
        })
      }
      res.writeHead(status, { 'content-type': 'application/json', 'request-id': randomId('req') })
      res.end(json)
    })
  })
  const host = '127.0.0.1'
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, host, resolve)
  })
  return {
    host,
    port: (server.address() as AddressInfo).port,
    async close() {
      // The stripe package keeps connections alive; they would hold close() open.
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
