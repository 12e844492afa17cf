import path from 'node:path'
import { z } from 'zod'
import { APP_SECRET_MIN_BYTES, loadOrCreateDevSecret, parseSecret } from './infra/secret.ts'

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1')

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('localhost'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().default('Silo Shop <noreply@silo-shop.example>'),
  PROVIDER_EMAIL: z.email().default('sales@silo-shop.example'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: bool.default(false),
  SESSION_IDLE_MINUTES: z.coerce.number().int().positive().default(120),
  RATE_LIMIT_FACTOR: z.coerce.number().positive().default(1),
  WEB_DIST: z.string().optional(),
  SEED_DEMO: bool.default(true),
  APP_SECRET: z.string().optional(),
  APP_SECRET_PREVIOUS: z.string().optional(),
})

export type Config = Omit<z.infer<typeof schema>, 'APP_SECRET' | 'APP_SECRET_PREVIOUS'> & {
  dataDir: string
  publicUrl: string
  webDist: string
  /** APP_SECRET's bytes (docs/decisions/010); the previous secret still verifies and decrypts during a rotation. */
  appSecret: Buffer
  appSecretPrevious: Buffer | null
}

const SECRET_HINT = `at least ${APP_SECRET_MIN_BYTES} random bytes as base64 or hex (openssl rand -base64 32)`

/** Reads the environment once; a bad value stops the process with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const { APP_SECRET, APP_SECRET_PREVIOUS, ...c } = parsed.data
  const problems: string[] = []
  const secret = (name: string, text: string | undefined) => {
    if (text === undefined) return null
    const bytes = parseSecret(text)
    if (!bytes) problems.push(`  ${name}: must be ${SECRET_HINT}`)
    return bytes
  }
  const appSecret = secret('APP_SECRET', APP_SECRET)
  const appSecretPrevious = secret('APP_SECRET_PREVIOUS', APP_SECRET_PREVIOUS)
  // Several production processes must share one secret, so none may invent its own.
  if (c.NODE_ENV === 'production' && APP_SECRET === undefined)
    problems.push(`  APP_SECRET: required in production (${SECRET_HINT})`)
  if (problems.length > 0) throw new Error(`Invalid configuration:\n${problems.join('\n')}`)
  const dataDir = path.resolve(c.DATA_DIR)
  return {
    ...c,
    appSecret: appSecret ?? loadOrCreateDevSecret(dataDir),
    appSecretPrevious,
    dataDir,
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  }
}
