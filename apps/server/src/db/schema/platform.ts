import { CLIENT_ERROR_KINDS } from '@shop/domain/platform/client-error'
import { index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from './accounts.ts'

/** Interface labels per language; GET translations serves them with the newest updated_at as the stamp. */
export const labels = pgTable(
  'labels',
  {
    key: text('key').notNull(),
    lang: text('lang').notNull(),
    text: text('text').notNull(),
    /**
     * The code's text this label was last seeded from (db/seed/labels); null for a label staff added. While `text`
     * equals it, staff have not touched the label and a new text in the code replaces it at start (docs/decisions/018).
     */
    seededText: text('seeded_text'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.lang, t.key] })],
)

/** Shop-wide switches staff change without a restart. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
})

export const countries = pgTable(
  'countries',
  {
    id: serial('id').primaryKey(),
    zoneCode: text('zone_code').notNull().unique(),
    iso2: text('iso2').notNull().unique(),
    /** Name per language: { it, en, de, es, fr }. */
    names: jsonb('names').$type<Record<string, string>>().notNull(),
    /** The ERP's national area: 0 Italy, 1 European Union, 2 rest of the world. */
    esaedroIndAreaNaz: integer('esaedro_ind_area_naz').notNull(),
  },
  (t) => [index('countries_area_idx').on(t.esaedroIndAreaNaz)],
)

export const usStates = pgTable('us_states', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: text('name').notNull(),
})

/**
 * Every e-mail the shop sends, written in the same transaction as the change it reports and delivered afterwards by
 * a job. The body (which may hold an activation link or a recovery code) is kept only encrypted with APP_SECRET and
 * erased once delivered (docs/decisions/010).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    /** What the mail is about ('activation', 'recovery', 'wizard-customer', …), for operators and tests. */
    kind: text('kind').notNull(),
    /** The subject and bodies as JSON, AES-256-GCM sealed; null after delivery. */
    sealedBody: text('sealed_body'),
    status: text('status', { enum: ['pending', 'sent', 'failed', 'logged'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [index('mail_outbox_status_idx').on(t.status), index('mail_outbox_to_idx').on(t.to)],
)

/**
 * Errors visitors' browsers met on the shop's pages (POST client_error, docs/decisions/038), for whoever looks into
 * a broken page; the same report goes to the server log. Rows older than 30 days are swept (client-errors.service.ts).
 */
export const clientErrors = pgTable(
  'client_errors',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: CLIENT_ERROR_KINDS }).notNull(),
    message: text('message').notNull(),
    stack: text('stack').notNull(),
    /** Path and query of the page, credential-like query values redacted. */
    page: text('page').notNull(),
    /** The web app's chunk that sent it ('index-AbC123.js'): which build. */
    release: text('release').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    userAgent: text('user_agent').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_errors_created_at_idx').on(t.createdAt)],
)
