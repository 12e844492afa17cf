import type { ShopSettings } from '@shop/domain/accounts/schemas'
import { type BankDetails, bankDetailsSchema } from '@shop/domain/orders/checkout-schemas'
import { eq } from 'drizzle-orm'
import type { Db, Queryable } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'
import { timedCache } from '../../infra/timed-cache.ts'

/** What a fresh shop starts with (the seed writes these) and what a missing or malformed row falls back to. */
export const DEFAULT_SETTINGS: ShopSettings = {
  show_public_prices: false,
  cart_maintenance: false,
  show_price_warning: true,
  front_price_warning_hide_prospect: true,
  weborder_discount_perc: 0,
  promo_codes_enabled: false,
}

// GET user reads the settings on every call; a few seconds of staleness after a staff change is acceptable.
const CACHE_MS = 5_000

/** True when a stored value can stand for the setting: the default's type, and a percent within 0–100 (two decimals). */
function isValidValue(key: keyof ShopSettings, value: unknown): boolean {
  const fallback = DEFAULT_SETTINGS[key]
  if (typeof fallback === 'boolean') return typeof value === 'boolean'
  return (
    typeof value === 'number' &&
    Number.isFinite(value) &&
    value >= 0 &&
    value <= 100 &&
    Math.abs(value * 100 - Math.round(value * 100)) < 1e-6
  )
}

async function readSettings(db: Db): Promise<ShopSettings> {
  const rows = await db.select().from(settings)
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  for (const { key, value } of rows) {
    if (Object.hasOwn(DEFAULT_SETTINGS, key) && isValidValue(key as keyof ShopSettings, value))
      out[key] = value
  }
  return out as ShopSettings
}

const settingsCache = timedCache(CACHE_MS, readSettings)

/** The shop-wide settings (public prices, cart maintenance, price warnings, cart discounts), cached per database for a few seconds. */
export const findSettings = settingsCache.find

/** Forgets the cached settings, so this process's next read sees a change it just made (tests, the seed). */
export const forgetSettings = settingsCache.forget

/** The settings row that holds the provider's bank account for transfers in advance (issue 12). */
export const BANK_DETAILS_KEY = 'bank_transfer'

/**
 * The bank account a bank-transfer order shows, or null when staff have not set one (the shop then takes no bank
 * transfers). Read where needed, in the caller's transaction (`q`): rare, and never beside an open one on PGlite.
 */
export async function findBankDetails(q: Queryable): Promise<BankDetails | null> {
  const [row] = await q
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, BANK_DETAILS_KEY))
  const parsed = bankDetailsSchema.safeParse(row?.value)
  return parsed.success && parsed.data.iban.trim() !== '' ? parsed.data : null
}
