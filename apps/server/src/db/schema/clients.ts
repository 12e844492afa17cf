import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { carriers, ivaCodes, paymentModes, ports, transports } from './lookups.ts'

/*
 * Customer companies and the groups they belong to, in one file that accounts.ts (users act for a client) and
 * catalog.ts (discount rules and client product codes name one) both import: the two no longer import each other
 * (docs/decisions/018).
 */

/** A group of clients that shares discount rules (a client's own rule for a product wins over its group's). */
export const clientGroups = pgTable(
  'client_groups',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: text('name').notNull(),
    /** The web-order discount of the group's clients in basis points; null: the shop's setting (docs/decisions/019). */
    weborderDiscountBp: integer('weborder_discount_bp'),
  },
  (t) => [
    check(
      'client_groups_weborder_discount_ck',
      sql`${t.weborderDiscountBp} is null or ${t.weborderDiscountBp} between 0 and 10000`,
    ),
  ],
)

/** A customer company as the ERP knows it. */
export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    cliForCode: text('cli_for_code').notNull().unique(),
    ragione: text('ragione').notNull(),
    piva: text('piva').notNull().default(''),
    codiceFiscale: text('codice_fiscale').notNull().default(''),
    sdiCode: text('sdi_code').notNull().default(''),
    personaFisica: boolean('persona_fisica').notNull().default(false),
    esaedroZoneCode: text('esaedro_zone_code').notNull().default('000'),
    canSeePrices: boolean('can_see_prices').notNull().default(true),
    canCreateOrder: boolean('can_create_order').notNull().default(true),
    /**
     * The provider has checked the company: until then its users see no prices (docs/decisions/019). A client a
     * user creates in the checkout starts unverified; the ERP's and the demo's are verified.
     */
    verified: boolean('verified').notNull().default(false),
    /** The cart offers notes per line. */
    allowLineNotes: boolean('allow_line_notes').notNull().default(true),
    /** The cart offers the client's own product code per line. */
    allowClientProductRef: boolean('allow_client_product_ref').notNull().default(true),
    /** The VAT code staff set for the client (spec 3 attrib.admin.iva); null: by destination. */
    ivaCode: text('iva_code').references(() => ivaCodes.code),
    /** The provider lets the client's users pay online (card); on by default (issue 11, userCanPay). */
    canPayOnline: boolean('can_pay_online').notNull().default(true),
    paymentModeId: integer('payment_mode_id').references(() => paymentModes.id),
    carrierId: integer('carrier_id').references(() => carriers.id),
    transportId: integer('transport_id').references(() => transports.id),
    portId: integer('port_id').references(() => ports.id),
    /** Discount rules of the group apply to the client when it has none of its own for the product. */
    clientGroupId: integer('client_group_id').references(() => clientGroups.id),
    // The client's bank data staff keep (spec 3 attrib.admin: cod_banca1, cod_agenzia1, conto_corrente).
    bankAbi: text('bank_abi').notNull().default(''),
    bankCab: text('bank_cab').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    /** When staff verified the company (issue 24 item 7); null while unverified or for the ERP's own. */
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('clients_group_idx').on(t.clientGroupId),
    // The desk lists the companies waiting for verification, newest first.
    index('clients_unverified_idx').on(t.createdAt).where(sql`verified = false`),
    // The desk's client list: filtered by verification, unverified first, newest first (issue 24 item 7).
    index('clients_verified_created_idx').on(t.verified, t.createdAt),
    index('clients_iva_code_idx').on(t.ivaCode),
    index('clients_payment_mode_idx').on(t.paymentModeId),
    index('clients_carrier_idx').on(t.carrierId),
    index('clients_transport_idx').on(t.transportId),
    index('clients_port_idx').on(t.portId),
  ],
)
