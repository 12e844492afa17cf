import { BANK_DETAILS_KEY } from '../../modules/lookups/settings.service.ts'
import type { Db } from '../client.ts'
import { promoCodes, settings } from '../schema/index.ts'

/**
 * The demo's discount codes (docs/decisions/019): one that applies, and one for each way a code is refused. The
 * industrial client group (the demo buyer's, catalog-data.ts) has a 3 % web-order discount, so the buyer's cart
 * shows both cart-level discounts.
 */
export const DEMO_PROMO_CODES = {
  /** Applies: 10 % off what remains after the web-order discount. */
  valid: { code: 'BENVENUTO10', percentBp: 1000, validFrom: new Date('2026-01-01T00:00:00Z') },
  expired: {
    code: 'ESTATE2025',
    percentBp: 500,
    validFrom: new Date('2025-06-01T00:00:00Z'),
    validTo: new Date('2025-09-30T22:00:00Z'),
  },
  usedUp: {
    code: 'FIERA15',
    percentBp: 1500,
    validFrom: new Date('2026-01-01T00:00:00Z'),
    usageLimit: 1,
    usedCount: 1,
  },
  notYetValid: { code: 'FUTURO20', percentBp: 2000, validFrom: new Date('2099-01-01T00:00:00Z') },
} as const

/** The demo provider's bank account for transfers in advance (the IBAN is the standard Italian example, not real). */
export const DEMO_BANK_DETAILS = {
  beneficiary: 'Silo Shop Demo S.r.l.',
  iban: 'IT60X0542811101000000123456',
  bic: 'BPMOIT22XXX',
  bank: 'Banca Demo, Milano',
} as const

/**
 * The demo's discount codes, and the promo-code field turned on, the first time only (later starts add nothing); the
 * demo bank account unless staff set one.
 */
export async function seedDemoOrders(db: Db): Promise<void> {
  await db.insert(settings).values({ key: BANK_DETAILS_KEY, value: DEMO_BANK_DETAILS }).onConflictDoNothing()
  const inserted = await db
    .insert(promoCodes)
    .values(Object.values(DEMO_PROMO_CODES))
    .onConflictDoNothing()
    .returning({ id: promoCodes.id })
  if (inserted.length === 0) return
  // Only with the codes: a shop whose staff turned the field off keeps it off across restarts.
  await db
    .insert(settings)
    .values({ key: 'promo_codes_enabled', value: true })
    .onConflictDoUpdate({ target: settings.key, set: { value: true } })
}
