import type { PublicSettings, ShopSettings } from '@shop/domain/accounts/schemas'
import {
  PROVIDER_IDENTITY_KEY,
  type ProviderIdentity,
  parseProviderIdentity,
} from '@shop/domain/identity/provider'
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

/** Everything one read of the settings table gives: the shop's switches and who runs the shop. */
type SettingsRead = { shop: ShopSettings; provider: ProviderIdentity | null }

async function readSettings(db: Db): Promise<SettingsRead> {
  const rows = await db.select().from(settings)
  const out: Record<string, unknown> = { ...DEFAULT_SETTINGS }
  let provider: ProviderIdentity | null = null
  for (const { key, value } of rows) {
    if (key === PROVIDER_IDENTITY_KEY) provider = parseProviderIdentity(value)
    else if (Object.hasOwn(DEFAULT_SETTINGS, key) && isValidValue(key as keyof ShopSettings, value))
      out[key] = value
  }
  return { shop: out as ShopSettings, provider }
}

const settingsCache = timedCache(CACHE_MS, readSettings)

/** The shop-wide settings (public prices, cart maintenance, price warnings, cart discounts), cached per database for a few seconds. */
export async function findSettings(db: Db): Promise<ShopSettings> {
  return (await settingsCache.find(db)).shop
}

/**
 * What GET user sends every page (PublicSettings), from the same cached read as findSettings, so it costs no query of
 * its own: the shop's settings, the services this process has configured (PayPal, address suggestions), and who
 * runs the shop (issue 13), null when staff have set no identity or a malformed one, and the pages then name the shop
 * only.
 */
export async function findPublicSettings(
  db: Db,
  services: Pick<PublicSettings, 'paypal_enabled' | 'address_suggestions'>,
): Promise<PublicSettings> {
  const { shop, provider } = await settingsCache.find(db)
  return { ...shop, ...services, provider }
}

/** Who runs the shop (null: no identity, or a malformed one), from the same cached read: the documents' issuer. */
export async function findProviderIdentity(db: Db): Promise<ProviderIdentity | null> {
  return (await settingsCache.find(db)).provider
}

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
