import {
  type CartSignupRequest,
  ITALIAN_VAT_MIN_LENGTH,
  normaliseVat,
  type SignupRequest,
  USA_ZONE,
} from '@shop/domain/accounts/schemas'
import { V } from '@shop/domain/http/fields'
import { eq, sql } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client.ts'
import { countries, sessions, users, usStates } from '../../db/schema/index.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import type { IssuedSession } from '../../plugins/session.ts'
import { hashPassword } from './password-hash.ts'
import { issueToken } from './tokens.ts'

export type NewUser = {
  id: number
  email: string
  firstName: string
  preferredLang: string
  /** The checkout's sign-up chose a password: the activation mail only confirms the address. */
  hasPassword: boolean
  activationToken: string
}

/** The account with this e-mail, compared case-insensitively (the unique index is on lower(email)). */
export async function findUserByEmail(db: Db, email: string) {
  const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${email.toLowerCase()}`)
  return user ?? null
}

type Issue = { path: string[]; message: string }

/**
 * The country's area (decision 002), or null with an issue when the zone is unknown; a US company's state must be a
 * real one. `at` prefixes the field names with the body's path ('user' for the profile).
 */
export async function checkCountry(
  db: Db,
  zone: string,
  usaStateCode: string,
  at: string[] = [],
): Promise<{ area: number | null; issues: Issue[] }> {
  const [country] = await db
    .select({ area: countries.esaedroIndAreaNaz })
    .from(countries)
    .where(eq(countries.zoneCode, zone))
  if (!country) return { area: null, issues: [{ path: [...at, 'esaedro_zone_code'], message: V.invalid }] }
  if (zone === USA_ZONE) {
    const [state] = await db.select({ id: usStates.id }).from(usStates).where(eq(usStates.code, usaStateCode))
    if (!state)
      return { area: country.area, issues: [{ path: [...at, 'usa_state_code'], message: V.usState }] }
  }
  return { area: country.area, issues: [] }
}

/** The rules that need reference data: the country must exist, a US state must be a real one, Italian-area VAT long enough. */
async function checkAgainstReferenceData(db: Db, input: SignupRequest): Promise<void> {
  const { area, issues } = await checkCountry(db, input.esaedro_zone_code, input.usa_state_code)
  const isUsa = input.esaedro_zone_code === USA_ZONE
  if (!isUsa && area === 0 && input.piva && input.piva.length < ITALIAN_VAT_MIN_LENGTH) {
    issues.push({ path: ['piva'], message: V.vatShort })
  }
  if (issues.length > 0) throw validationFailure(issues)
}

function alreadyExists(): AppError {
  return new AppError('already_exist', 'errors.already_exist', { email: ['errors.already_exist'] })
}

export function isUniqueViolation(err: unknown): boolean {
  const cause = (err as { cause?: { code?: string } }).cause
  return (err as { code?: string }).code === '23505' || cause?.code === '23505'
}

/** The rules a new account must pass before anything is written: reference data, and an address not yet taken. */
export async function checkNewAccount(db: Db, input: SignupRequest): Promise<void> {
  await checkAgainstReferenceData(db, input)
  if (await findUserByEmail(db, input.email)) throw alreadyExists()
}

/** The session the new account is signed in on, made by the route (it knows the cookie) and stored here. */
export type OpenSession = (userId: number) => IssuedSession

/**
 * Creates the account from any sign-up form (shop, wizard, checkout) in one transaction: the user, the activation
 * token, the session that signs it in and whatever `alsoInTransaction` adds (the wizard's configuration). The
 * checkout's variant brings a password; that session is recorded as the one that chose it, so only it, or someone
 * who types the password, can keep the password when the address is verified (docs/decisions/011).
 */
export async function registerUser<T = undefined>(
  db: Db,
  input: SignupRequest | CartSignupRequest,
  openSession: OpenSession,
  alsoInTransaction?: (tx: Tx, user: NewUser) => Promise<T>,
): Promise<{ user: NewUser; session: IssuedSession; extra: T }> {
  await checkNewAccount(db, input)
  const isUsa = input.esaedro_zone_code === USA_ZONE
  const address = 'password' in input ? input : null
  // Hashing takes tens of milliseconds: never inside the transaction, which holds PGlite's only connection.
  const passwordHash = address ? await hashPassword(address.password) : null
  try {
    return await db.transaction(async (tx) => {
      const [user] = await tx
        .insert(users)
        .values({
          email: input.email,
          passwordHash,
          firstName: input.first_name,
          lastName: input.last_name,
          company: input.company,
          companyRole: input.new_client ? '' : input.company_role,
          phone: input.telefono,
          esaedroZoneCode: input.esaedro_zone_code,
          usaStateCode: isUsa ? input.usa_state_code : '',
          piva: normaliseVat(input.esaedro_zone_code, input.piva),
          newClient: input.new_client,
          clientType: input.new_client ? (input.client_type ?? null) : null,
          aboutUsSelect: input.profil_about_us_select ?? null,
          aboutUs: input.profil_about_us_select === 'altro' ? input.profil_about_us : '',
          preferredLang: input.preferred_lang,
          optinMarketing: input.optin_marketing,
          indirizzo: address?.indirizzo ?? '',
          localita: address?.localita ?? '',
          cap: address?.cap ?? '',
          provincia: address?.provincia.toUpperCase() ?? '',
          privacyAcceptedAt: new Date(),
        })
        .returning({
          id: users.id,
          email: users.email,
          firstName: users.firstName,
          preferredLang: users.preferredLang,
        })
      if (!user) throw new Error('insert returned no row')
      const session = openSession(user.id)
      await tx.insert(sessions).values(session.session)
      if (passwordHash) {
        await tx
          .update(users)
          .set({ passwordChosenBySession: session.session.id })
          .where(eq(users.id, user.id))
      }
      const created = {
        ...user,
        hasPassword: passwordHash !== null,
        activationToken: await issueToken(tx, user.id, 'activation'),
      }
      const extra = (alsoInTransaction ? await alsoInTransaction(tx, created) : undefined) as T
      return { user: created, session, extra }
    })
  } catch (err) {
    // Two sign-ups with the same address at once: the unique index settles it.
    if (isUniqueViolation(err)) throw alreadyExists()
    throw err
  }
}

/** A new activation link for a signed-in user whose address is not verified yet, mailed in the same transaction. */
export async function renewActivation(
  db: Db,
  userId: number,
  mailLink: (
    tx: Tx,
    user: { email: string; firstName: string; preferredLang: string; hasPassword: boolean },
    token: string,
  ) => Promise<void>,
): Promise<void> {
  const [user] = await db
    .select({
      email: users.email,
      firstName: users.firstName,
      preferredLang: users.preferredLang,
      hasPassword: sql<boolean>`${users.passwordHash} is not null`,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  if (!user) throw new AppError('unauthenticated', 'errors.unauthenticated')
  if (user.verifiedAt) throw new AppError('conflict', 'accounts.email_already_verified')
  await issueToken(db, userId, 'activation', (tx, token) => mailLink(tx, user, token))
}
