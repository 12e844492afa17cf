import type { LangTexts } from '@shop/domain/catalog/variations'
import { LANGS, type Lang, pick } from '@shop/domain/i18n/langs'
import type {
  Carrier,
  IvaCode,
  OrderStatusLookup,
  PaymentMode,
  Port,
  Transport,
} from '@shop/domain/lookups/schemas'
import { ORDER_STATUSES } from '@shop/domain/orders/status-machine'
import { asc } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { carriers, ivaCodes, paymentModes, ports, transports } from '../../db/schema/index.ts'
import type { Translate } from '../i18n/labels.service.ts'

/*
 * The order lookups of spec 3 §7 (docs/decisions/019): staff change them rarely, so each answer is read whole; the
 * routes let browsers and proxies keep it for 10 minutes (the spec's resource cache).
 */

/** Rows keyed by id (spec 3 §7 answers these resources as objects; integer keys come out ascending). */
function byId<T extends { id: number | string }>(rows: T[]): Record<string, T> {
  return Object.fromEntries(rows.map((r) => [String(r.id), r]))
}

/** The statuses with their names in the language; the id is the status itself. */
export function findOrderStatuses(translate: Translate, lang: Lang): Record<string, OrderStatusLookup> {
  return byId(
    ORDER_STATUSES.map((status) => ({
      id: status,
      name: status,
      description: translate(lang, `orders.status.${status}`),
    })),
  )
}

export async function findCarriers(db: Db, lang: Lang): Promise<Record<string, Carrier>> {
  const rows = await db.select().from(carriers).orderBy(asc(carriers.position), asc(carriers.id))
  return byId(rows.map((r) => ({ id: r.id, name: r.name, description: pick(r.description, lang) })))
}

function toPaymentMode(row: typeof paymentModes.$inferSelect, lang: Lang): PaymentMode {
  const texts: Partial<LangTexts> = row.description
  return {
    id: row.id,
    name: row.name,
    description: pick(texts, lang),
    active: row.active,
    translations: Object.fromEntries(
      LANGS.map((l) => [l, { description: pick(texts, l) }]),
    ) as PaymentMode['translations'],
  }
}

/** Every payment mode, or the active ones only (payment_mode_active). */
export async function findPaymentModes(
  db: Db,
  lang: Lang,
  opts: { activeOnly: boolean },
): Promise<Record<string, PaymentMode>> {
  const rows = await db.select().from(paymentModes).orderBy(asc(paymentModes.position), asc(paymentModes.id))
  return byId(rows.filter((r) => r.active || !opts.activeOnly).map((r) => toPaymentMode(r, lang)))
}

export async function findPorts(db: Db, lang: Lang): Promise<Record<string, Port>> {
  const rows = await db.select().from(ports).orderBy(asc(ports.position), asc(ports.id))
  return byId(
    rows.map((r) => ({
      id: r.id,
      key_cod_porto: r.keyCodPorto as Port['key_cod_porto'],
      name: r.keyCodPorto,
      description: pick(r.description, lang),
    })),
  )
}

export async function findTransports(db: Db, lang: Lang): Promise<Record<string, Transport>> {
  const rows = await db.select().from(transports).orderBy(asc(transports.position), asc(transports.id))
  return byId(rows.map((r) => ({ id: r.id, name: r.name, description: pick(r.description, lang) })))
}

/** The VAT codes as an array (spec 3 §7), in display order. */
export async function findIvaCodes(db: Db, lang: Lang): Promise<IvaCode[]> {
  const rows = await db.select().from(ivaCodes).orderBy(asc(ivaCodes.position), asc(ivaCodes.code))
  return rows.map((r) => ({
    cod_iva: r.code,
    des_iva: pick(r.description, lang),
    rate: r.rateBp / 100,
    legal_text: pick(r.legalText, lang),
  }))
}
