import { isIP } from 'node:net'
import path from 'node:path'
import { z } from 'zod'
import { APP_SECRET_MIN_BYTES, loadOrCreateDevSecret, parseSecret } from './infra/secret.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

/** proxy-addr's named ranges, accepted beside addresses and CIDRs. */
const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal'])

function isProxyAddress(text: string): boolean {
  if (NAMED_RANGES.has(text)) return true
  const [address = '', prefix, ...rest] = text.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128)
}

/**
 * Who may tell us the client's address. `true` would believe the left-most X-Forwarded-For entry, which the
 * client writes itself, so every per-IP limit could be dodged by rotating the header: refused. A hop count
 * trusts that many proxies in front of us; addresses or CIDRs trust only those peers.
 */
const trustProxy = z
  .string()
  .trim()
  .transform((text, ctx): false | number | string[] => {
    if (text === '' || text === 'false' || text === '0') return false
    if (text === 'true') {
      ctx.addIssue({
        code: 'custom',
        message:
          'true would trust any X-Forwarded-For a client writes; give the number of proxies in front (1) or their addresses (10.0.0.0/8, comma-separated)',
      })
      return z.NEVER
    }
    if (/^\d+$/.test(text)) return Number(text)
    const list = text.split(',').map((a) => a.trim())
    const bad = list.find((a) => !isProxyAddress(a))
    if (bad !== undefined) {
      ctx.addIssue({ code: 'custom', message: `${JSON.stringify(bad)} is not an IP address or CIDR` })
      return z.NEVER
    }
    return list
  })

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  /**
   * PostgreSQL connections per process for queries. pg's 10 queues requests under load; more than the server's
   * cores busy at once only adds contention. Mind the server's max_connections (100 by default) across processes.
   */
  DB_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(20),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Silo Shop <noreply@silo-shop.example>'),
  PROVIDER_EMAIL: z.email().default('sales@silo-shop.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Fastify's two lines per request (incoming, completed); errors are logged either way. Default: see loadConfig. */
  LOG_REQUESTS: bool.optional(),
  TRUST_PROXY: trustProxy.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  WEB_DIST: z.string().optional(),
  // No default here: production and development differ (see below).
  SEED_DEMO: bool.optional(),
  /** inline: this process also works the job queues (mail delivery, schedules); off: only `npm run worker` does. */
  WORKER: z.enum(['inline', 'off']).default('inline'),
  /** Seconds before a failed mail's first retry; each retry waits about twice as long (docs/decisions/010). */
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  APP_SECRET: z.string().optional(),
  APP_SECRET_PREVIOUS: z.string().optional(),
  /** The whole request (headers and body) must arrive within this; a client trickling bytes loses its connection. */
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(30_000),
  /** After SIGTERM, requests in flight get this long; then every connection is closed and the database too. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).default(10_000),
  /**
   * A Photon-compatible geocoder (https://github.com/komoot/photon, self-hosted or photon.komoot.io) for the address
   * form's suggestions, proxied by GET /api/front/geocode. Unset: suggestions are off, and the shop calls out nowhere.
   */
  GEOCODER_URL: z.url().optional(),
  /**
   * Who takes online payments (docs/decisions/022): stripe (Stripe Checkout; needs STRIPE_SECRET_KEY and
   * STRIPE_WEBHOOK_SECRET), or local, the built-in simulated provider, which takes no money. Development and tests
   * default to local; production must say which, and says local out loud.
   */
  PAYMENT_PROVIDER: z.enum(['stripe', 'local']).optional(),
  /**
   * The second key production needs for PAYMENT_PROVIDER=local (issue 21 item 6): the simulated provider lets each
   * order's buyer mark it paid without any money moving, which a real shop must never do by a slip of one setting.
   */
  ALLOW_SIMULATED_PAYMENTS: bool.default(false),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_… or rk_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  /** PayPal's REST app credentials; PayPal is offered only with both (the local provider simulates it without). */
  PAYPAL_CLIENT_ID: z.string().min(1).optional(),
  PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
  PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).optional(),
  /** The local provider delivers each webhook this many times (1–5), each after a random wait of up to the delay. */
  LOCAL_PAYMENTS_WEBHOOK_COPIES: z.coerce.number().int().min(1).max(5).default(1),
  LOCAL_PAYMENTS_WEBHOOK_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
})

type Parsed = z.infer<typeof schema>

export type Config = Omit<
  Parsed,
  | 'APP_SECRET'
  | 'APP_SECRET_PREVIOUS'
  | 'SEED_DEMO'
  | 'PAYMENT_PROVIDER'
  | 'PAYPAL_ENVIRONMENT'
  | 'LOG_REQUESTS'
> & {
  SEED_DEMO: boolean
  LOG_REQUESTS: boolean
  PAYMENT_PROVIDER: 'stripe' | 'local'
  PAYPAL_ENVIRONMENT: 'sandbox' | 'production'
  dataDir: string
  publicUrl: string
  webDist: string
  /** APP_SECRET's bytes (docs/decisions/013); the previous secret still verifies and decrypts during a rotation. */
  appSecret: Buffer
  appSecretPrevious: Buffer | null
}

/**
 * The address a browser reaches a listen address at: a wildcard is reached as localhost, IPv6 in brackets. Without
 * PUBLIC_URL it is also the address mails link to and payments return to, so the buyer lands on the origin that holds
 * their session (HOST=127.0.0.1 and links to localhost would sign them out: issue 23 item 6).
 */
export function browserUrl(host: string, port: number): string {
  const name = host === '0.0.0.0' || host === '::' ? 'localhost' : host
  return `http://${name.includes(':') ? `[${name}]` : name}:${port}`
}

const SECRET_HINT = `at least ${APP_SECRET_MIN_BYTES} random bytes as base64 or hex (openssl rand -base64 32)`

/**
 * What production insists on (docs/decisions/012): several processes share one secret, so none may invent its
 * own; mail must really leave; links and Secure cookies need the public https address.
 */
function productionProblems(c: Parsed): string[] {
  if (c.NODE_ENV !== 'production') return []
  const problems: string[] = []
  if (c.APP_SECRET === undefined) problems.push(`  APP_SECRET: required in production (${SECRET_HINT})`)
  if (c.SMTP_URL === undefined)
    problems.push('  SMTP_URL: required in production (smtp://user:pass@host:port), or no mail would leave')
  if (c.PUBLIC_URL === undefined)
    problems.push('  PUBLIC_URL: required in production (https://shop.example.com)')
  else if (!c.PUBLIC_URL.startsWith('https://'))
    problems.push('  PUBLIC_URL: must be https:// in production (session cookies are Secure)')
  return problems
}

/** What the payment settings lack: production names its provider, and Stripe needs both of its secrets. */
function paymentProblems(c: Parsed): string[] {
  const problems: string[] = []
  if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === undefined)
    problems.push(
      '  PAYMENT_PROVIDER: required in production: stripe (with STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET), or local to run the simulated provider, which takes no money',
    )
  if (c.NODE_ENV === 'production' && c.PAYMENT_PROVIDER === 'local' && !c.ALLOW_SIMULATED_PAYMENTS)
    problems.push(
      '  ALLOW_SIMULATED_PAYMENTS: PAYMENT_PROVIDER=local in production also needs ALLOW_SIMULATED_PAYMENTS=true: the simulated provider marks orders paid without taking any money',
    )
  if (c.PAYMENT_PROVIDER === 'stripe') {
    if (c.STRIPE_SECRET_KEY === undefined)
      problems.push('  STRIPE_SECRET_KEY: required with PAYMENT_PROVIDER=stripe')
    if (c.STRIPE_WEBHOOK_SECRET === undefined)
      problems.push('  STRIPE_WEBHOOK_SECRET: required with PAYMENT_PROVIDER=stripe')
  }
  if ((c.PAYPAL_CLIENT_ID === undefined) !== (c.PAYPAL_CLIENT_SECRET === undefined))
    problems.push('  PAYPAL_CLIENT_ID and PAYPAL_CLIENT_SECRET: give both or neither')
  return problems
}

/** Reads the environment once; a bad value stops the process with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const {
    APP_SECRET,
    APP_SECRET_PREVIOUS,
    SEED_DEMO,
    PAYMENT_PROVIDER,
    PAYPAL_ENVIRONMENT,
    LOG_REQUESTS,
    ...c
  } = parsed.data
  const problems = [...productionProblems(parsed.data), ...paymentProblems(parsed.data)]
  const secret = (name: string, text: string | undefined) => {
    if (text === undefined) return null
    const bytes = parseSecret(text)
    if (!bytes) problems.push(`  ${name}: must be ${SECRET_HINT}`)
    return bytes
  }
  const appSecret = secret('APP_SECRET', APP_SECRET)
  const appSecretPrevious = secret('APP_SECRET_PREVIOUS', APP_SECRET_PREVIOUS)
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  const dataDir = path.resolve(c.DATA_DIR)
  return {
    ...c,
    // The demo accounts' passwords are in the README: a production shop loads them only when told to in so many words.
    SEED_DEMO: SEED_DEMO ?? c.NODE_ENV !== 'production',
    PAYMENT_PROVIDER: PAYMENT_PROVIDER ?? 'local',
    // Someone trying the shop wants to read what happens, not 4,000 request lines; production keeps its access log.
    LOG_REQUESTS: LOG_REQUESTS ?? c.NODE_ENV !== 'development',
    PAYPAL_ENVIRONMENT: PAYPAL_ENVIRONMENT ?? (c.NODE_ENV === 'production' ? 'production' : 'sandbox'),
    appSecret: appSecret ?? loadOrCreateDevSecret(dataDir),
    appSecretPrevious,
    dataDir,
    publicUrl: (c.PUBLIC_URL ?? browserUrl(c.HOST, c.PORT)).replace(/\/$/, ''),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  }
}
