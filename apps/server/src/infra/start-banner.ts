import path from 'node:path'
import { DEFAULT_LANG } from '@shop/domain/i18n/langs'
import { browserUrl, type Config } from '../config.ts'

/** A demo account the seed loaded; its password is published in the README. */
export type DemoLogin = { role: string; email: string; password: string }

type BannerConfig = Pick<
  Config,
  'HOST' | 'DATABASE_URL' | 'SMTP_URL' | 'PAYMENT_PROVIDER' | 'LOG_REQUESTS' | 'dataDir' | 'publicUrl'
>

/** A folder as the person who typed `npm start` would write it: ./data under the current folder, else absolute. */
function shownPath(dir: string, cwd: string): string {
  const rel = path.relative(cwd, dir)
  return rel !== '' && !rel.startsWith('..') && !path.isAbsolute(rel)
    ? `./${rel.split(path.sep).join('/')}`
    : dir
}

/** Where a URL points, without its user name and password. */
function hostOf(url: string): string {
  try {
    const u = new URL(url)
    return `${u.hostname || 'local socket'}${u.port ? `:${u.port}` : ''}${u.pathname.length > 1 ? u.pathname : ''}`
  } catch {
    return '(unreadable URL)'
  }
}

/**
 * What a newcomer needs after `npm start` (development only; production logs JSON lines): where the shop is, where
 * its data lives, what happens to mail and payments, and how to sign in. No secret but the README's demo passwords.
 */
export function startBanner(input: {
  config: BannerConfig
  /** The port the server really listens on (PORT=0 picks one). */
  port: number
  demoLogins: readonly DemoLogin[]
  cwd?: string
}): string {
  const { config, demoLogins } = input
  const cwd = input.cwd ?? process.cwd()
  const url = browserUrl(config.HOST, input.port)
  const lines = [
    '',
    `Silo Shop is running at ${url}/${DEFAULT_LANG}/`,
    `  data:      ${shownPath(config.dataDir, cwd)}`,
    `  database:  ${
      config.DATABASE_URL
        ? `PostgreSQL at ${hostOf(config.DATABASE_URL)}`
        : `embedded PGlite in ${shownPath(path.join(config.dataDir, 'pglite'), cwd)}`
    }`,
    `  mail:      ${
      config.SMTP_URL
        ? `sent by SMTP through ${hostOf(config.SMTP_URL)}`
        : 'not sent (no SMTP_URL): each mail is printed here'
    }`,
    `  payments:  ${
      config.PAYMENT_PROVIDER === 'local'
        ? 'simulated, no money moves (PAYMENT_PROVIDER=local)'
        : 'Stripe Checkout (PAYMENT_PROVIDER=stripe)'
    }`,
    // Where activation and order links and the card's return land: the session lives on that origin only.
    `  links:     mails and payment returns lead to ${config.publicUrl}${
      config.publicUrl === url ? '' : ' (PUBLIC_URL)'
    }`,
  ]
  if (!config.LOG_REQUESTS) lines.push('  requests:  not logged (LOG_REQUESTS=true logs each one)')
  if (demoLogins.length > 0) {
    const width = Math.max(...demoLogins.map((d) => d.role.length)) + 2
    lines.push('  demo logins (e-mail / password):')
    for (const d of demoLogins) lines.push(`    ${d.role.padEnd(width)}${d.email} / ${d.password}`)
  }
  lines.push('Stop it with Ctrl-C.', '', '')
  return lines.join('\n')
}
