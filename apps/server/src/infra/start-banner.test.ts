import { describe, expect, it } from 'vitest'
import { startBanner } from './start-banner.ts'

const dev = {
  HOST: 'localhost',
  DATABASE_URL: undefined,
  SMTP_URL: undefined,
  PAYMENT_PROVIDER: 'local' as const,
  LOG_REQUESTS: false,
  dataDir: '/home/anna/shop/data',
  publicUrl: 'http://localhost:3000',
}
const demoLogins = [
  { role: 'buyer', email: 'buyer@example.com', password: 'Buyer#2026' },
  { role: 'prospect', email: 'prospect@example.com', password: 'Prospect#2026' },
  { role: 'admin', email: 'admin@example.com', password: 'Admin#2026' },
]

describe('startBanner', () => {
  it('tells a newcomer on the defaults where to go, where the data is, and how to sign in', () => {
    expect(startBanner({ config: dev, port: 3000, demoLogins, cwd: '/home/anna/shop' })).toBe(
      [
        '',
        'Silo Shop is running at http://localhost:3000/it/',
        '  data:      ./data',
        '  database:  embedded PGlite in ./data/pglite',
        '  mail:      not sent (no SMTP_URL): each mail is printed here',
        '  payments:  simulated, no money moves (PAYMENT_PROVIDER=local)',
        '  links:     mails and payment returns lead to http://localhost:3000',
        '  requests:  not logged (LOG_REQUESTS=true logs each one)',
        '  demo logins (e-mail / password):',
        '    buyer     buyer@example.com / Buyer#2026',
        '    prospect  prospect@example.com / Prospect#2026',
        '    admin     admin@example.com / Admin#2026',
        'Stop it with Ctrl-C.',
        '',
        '',
      ].join('\n'),
    )
  })

  it('names PostgreSQL and the SMTP server without their passwords, and lists no logins without demo data', () => {
    const banner = startBanner({
      config: {
        ...dev,
        HOST: '0.0.0.0',
        DATABASE_URL: 'postgres://shop:db-pass@db.internal:5432/shop',
        SMTP_URL: 'smtp://mailer:smtp-pass@smtp.example.com:587',
        PAYMENT_PROVIDER: 'stripe',
        LOG_REQUESTS: true,
        dataDir: '/srv/shop-data',
        publicUrl: 'https://shop.example.com',
      },
      port: 8080,
      demoLogins: [],
      cwd: '/home/anna/shop',
    })
    expect(banner).toContain('Silo Shop is running at http://localhost:8080/it/\n')
    expect(banner).toContain('  data:      /srv/shop-data\n')
    expect(banner).toContain('  database:  PostgreSQL at db.internal:5432/shop\n')
    expect(banner).toContain('  mail:      sent by SMTP through smtp.example.com:587\n')
    expect(banner).toContain('  payments:  Stripe Checkout (PAYMENT_PROVIDER=stripe)\n')
    expect(banner).toContain(
      '  links:     mails and payment returns lead to https://shop.example.com (PUBLIC_URL)\n',
    )
    expect(banner).not.toMatch(/pass|shop:|mailer|demo|requests:/)
  })
})
