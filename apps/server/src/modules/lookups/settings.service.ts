import type { ShopSettings } from '@shop/domain/accounts/schemas'
import type { Db } from '../../db/client.ts'
import { settings } from '../../db/schema/index.ts'

/** What a fresh shop starts with (the seed writes these) and what a missing or malformed row falls back to. */
export const DEFAULT_SETTINGS: ShopSettings = {
  show_public_prices: false,
  cart_maintenance: false,
  show_price_warning: true,
  front_price_warning_hide_prospect: true,
}

// GET user reads the settings on every call; a few seconds of staleness after a staff change is acceptable.
const CACHE_MS = 5_000
const cache = new WeakMap<Db, { at: number; value: Promise<ShopSettings> }>()

async function readSettings(db: Db): Promise<ShopSettings> {
  const rows = await db.select().from(settings)
  const out = { ...DEFAULT_SETTINGS }
  for (const { key, value } of rows) {
    if (Object.hasOwn(out, key) && typeof value === 'boolean') out[key as keyof ShopSettings] = value
  }
  return out
}

/** The shop-wide switches (public prices, cart maintenance, price warnings), cached per database for a few seconds. */
export function findSettings(db: Db): Promise<ShopSettings> {
  const hit = cache.get(db)
  if (hit && Date.now() - hit.at < CACHE_MS) return hit.value
  const value = readSettings(db)
  cache.set(db, { at: Date.now(), value })
  // A failed read must not be served from the cache until it expires.
  value.catch(() => {
    if (cache.get(db)?.value === value) cache.delete(db)
  })
  return value
}
