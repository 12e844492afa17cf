import { PROVIDER_IDENTITY_KEY, providerIdentitySchema } from '@shop/domain/identity/provider'
import type { Db } from '../client.ts'
import { settings } from '../schema/index.ts'

/**
 * The demo provider (issue 13 item 1): who the footer, the privacy notice and the contact page name. Made up: the VAT
 * number only passes the check digit, the addresses are under the reserved .example domain. The same company as the
 * demo bank account's beneficiary (demo-orders.ts).
 */
export const DEMO_PROVIDER_IDENTITY = {
  company_name: 'Silo Shop Demo S.r.l.',
  street: 'Via Antonio Gramsci 45',
  postal_code: '42124',
  city: 'Reggio Emilia',
  province: 'RE',
  country: 'IT',
  vat_number: 'IT01234567897',
  rea: 'RE-123456',
  // 50.000,00 €, fully paid in.
  share_capital: { amount: 5_000_000, paid_in: 5_000_000 },
  phone: '+39 0522 123 456',
  email: 'info@silo-shop.example',
  privacy_email: 'privacy@silo-shop.example',
  pec: 'silo-shop-demo@pec.silo-shop.example',
} as const

/** The demo identity, checked against the schema the shop reads it with, unless staff set one. */
export async function seedDemoIdentity(db: Db): Promise<void> {
  const value = providerIdentitySchema.parse(DEMO_PROVIDER_IDENTITY)
  await db.insert(settings).values({ key: PROVIDER_IDENTITY_KEY, value }).onConflictDoNothing()
}
