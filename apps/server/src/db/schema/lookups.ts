import type { LangTexts } from '@shop/domain/catalog/variations'
import { sql } from 'drizzle-orm'
import { boolean, check, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core'

/*
 * The order lookups of spec 3 §3 and §7 (carrier, payment mode, port, transport, VAT code). Reference data every
 * install needs, so migration 0006 inserts their rows with fixed ids (docs/decisions/019 lists them and what the
 * spec's defaults mean). In a file of their own, imported by clients.ts and orders.ts, so that neither imports the
 * other (docs/decisions/018).
 */

const texts = (name: string) => jsonb(name).$type<LangTexts>().notNull()

/** A carrier: `name` is the ERP code (000054 GLS, 000077 UPS, 000099 the customer's own, 99 to be defined). */
export const carriers = pgTable('carriers', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: texts('description'),
  position: integer('position').notNull().default(0),
})

/** A payment mode: `name` is the ERP code (99, CDP, PM5, PV9); only active ones are offered (payment_mode_active). */
export const paymentModes = pgTable('payment_modes', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: texts('description'),
  active: boolean('active').notNull().default(true),
  position: integer('position').notNull().default(0),
})

/** Delivery terms: `key_cod_porto` 03 free delivery, 02 carriage forward, EXW ex works. */
export const ports = pgTable(
  'ports',
  {
    id: integer('id').primaryKey(),
    keyCodPorto: text('key_cod_porto').notNull().unique(),
    description: texts('description'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('ports_key_ck', sql`${t.keyCodPorto} in ('03', '02', 'EXW')`)],
)

/** Who carries the goods: the provider's carrier or the customer. */
export const transports = pgTable('transports', {
  id: integer('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: texts('description'),
  position: integer('position').notNull().default(0),
})

/** A VAT code (cod_iva) with its rate and the legal wording documents print for it. */
export const ivaCodes = pgTable(
  'iva_codes',
  {
    code: text('code').primaryKey(),
    /** The rate in basis points (2200 = 22 %). */
    rateBp: integer('rate_bp').notNull(),
    description: texts('description'),
    /** What an invoice or order document prints beside a non-taxable total (the law it rests on). */
    legalText: texts('legal_text'),
    position: integer('position').notNull().default(0),
  },
  (t) => [check('iva_codes_rate_ck', sql`${t.rateBp} between 0 and 10000`)],
)
