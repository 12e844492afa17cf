import { boolean, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/*
 * Customer companies and the groups they belong to, in one file that accounts.ts (users act for a client) and
 * catalog.ts (discount rules and client product codes name one) both import: the two no longer import each other
 * (docs/decisions/018).
 */

/** A group of clients that shares discount rules (a client's own rule for a product wins over its group's). */
export const clientGroups = pgTable('client_groups', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

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
    paymentModeId: integer('payment_mode_id'),
    carrierId: integer('carrier_id'),
    transportId: integer('transport_id'),
    portId: integer('port_id'),
    /** Discount rules of the group apply to the client when it has none of its own for the product. */
    clientGroupId: integer('client_group_id').references(() => clientGroups.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('clients_group_idx').on(t.clientGroupId)],
)
