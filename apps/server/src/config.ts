import path from 'node:path'
import { z } from 'zod'

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
})

export type Config = z.infer<typeof schema> & { dataDir: string; publicUrl: string; webDist: string }

/** Reads the environment once; a bad value stops the process with one line per problem. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env)
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`)
  }
  const c = parsed.data
  return {
    ...c,
    dataDir: path.resolve(c.DATA_DIR),
    publicUrl: (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, ''),
    webDist: path.resolve(c.WEB_DIST ?? path.join(import.meta.dirname, '../../web/dist')),
  }
}
