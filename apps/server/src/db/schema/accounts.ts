import { sql } from 'drizzle-orm'
import {
  boolean,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { clients } from './clients.ts'

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow()

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    /**
     * The hashed session that chose the password while the address was still unverified (the checkout's sign-up).
     * Verifying the address keeps that password only from this session or when the password is typed again; it is
     * null once the address is verified (docs/decisions/011).
     */
    passwordChosenBySession: text('password_chosen_by_session'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    company: text('company').notNull().default(''),
    companyRole: text('company_role').notNull().default(''),
    phone: text('phone').notNull().default(''),
    esaedroZoneCode: text('esaedro_zone_code').notNull(),
    usaStateCode: text('usa_state_code').notNull().default(''),
    piva: text('piva').notNull().default(''),
    newClient: boolean('new_client').notNull().default(true),
    clientType: text('client_type'),
    aboutUsSelect: text('about_us_select'),
    aboutUs: text('about_us').notNull().default(''),
    /** The profile's sectors joined by '|' (spec 3 §3 profil_sector) and the text of 'altro'. */
    profilSector: text('profil_sector').notNull().default(''),
    profilSectorOther: text('profil_sector_other').notNull().default(''),
    preferredLang: text('preferred_lang').notNull().default('it'),
    optinMarketing: boolean('optin_marketing').notNull().default(false),
    /** Address given at the checkout's sign-up, kept until the addresses issue turns it into an address. */
    indirizzo: text('indirizzo').notNull().default(''),
    localita: text('localita').notNull().default(''),
    cap: text('cap').notNull().default(''),
    provincia: text('provincia').notNull().default(''),
    privacyAcceptedAt: timestamp('privacy_accepted_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /**
     * A new address asked for in the profile, mailed a link (an `email_change` token); `email` stays the login until
     * the link is followed, which moves this one there (issue 25 item 3).
     */
    pendingEmail: text('pending_email'),
    isAdmin: boolean('is_admin').notNull().default(false),
    /** The company the user currently acts for (switchable among the linked ones). */
    clientId: integer('client_id').references(() => clients.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    index('users_client_idx').on(t.clientId),
  ],
)

/** The companies a user may act for: one main, any number of aliases. */
export const userClientLinks = pgTable(
  'user_client_links',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['main', 'alias'] }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.clientId] }),
    index('user_client_links_client_idx').on(t.clientId),
  ],
)

/** Billing (main) and delivery addresses of a client company. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    clientId: integer('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    addressType: text('address_type', { enum: ['main', 'address'] }).notNull(),
    addressTitle: text('address_title').notNull().default(''),
    ragione: text('ragione').notNull().default(''),
    piva: text('piva').notNull().default(''),
    codiceFiscale: text('codice_fiscale').notNull().default(''),
    name: text('name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    address: text('address').notNull().default(''),
    addressNum: text('address_num').notNull().default(''),
    city: text('city').notNull().default(''),
    locality: text('locality').notNull().default(''),
    prov: text('prov').notNull().default(''),
    cap: text('cap').notNull().default(''),
    tel: text('tel').notNull().default(''),
    esaedroZoneCode: text('esaedro_zone_code').notNull().default('000'),
    usaStateCode: text('usa_state_code').notNull().default(''),
    /** Where the chosen address suggestion put it (spec 2 §3); null when typed by hand. */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    deliveryDefault: boolean('delivery_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_client_idx').on(t.clientId)],
)

/** Server-side sessions: the cookie carries a random token, the table keeps its SHA-256. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    persistent: boolean('persistent').notNull().default(false),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('sessions_user_idx').on(t.userId), index('sessions_expires_idx').on(t.expiresAt)],
)

/** One-time tokens: e-mail activation links and 6-digit recovery codes (stored hashed). */
export const userTokens = pgTable(
  'user_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['activation', 'recovery', 'email_change'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('user_tokens_user_purpose_idx').on(t.userId, t.purpose),
    index('user_tokens_hash_idx').on(t.tokenHash),
  ],
)

/** Fixed-window counters shared by every app process. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})
