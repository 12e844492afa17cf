import { failedPasswordRules } from '@shop/domain/accounts/password'
import { type ProfileForm, splitSectors, vatNumberProblem } from '@shop/domain/accounts/profile'
import { normaliseVat, USA_ZONE } from '@shop/domain/accounts/schemas'
import type { FieldErrors } from '@shop/domain/http/errors'
import { V } from '@shop/domain/http/fields'
import { and, eq, gt, isNull, sql } from 'drizzle-orm'
import type { Db } from '../../db/client.ts'
import { users, userTokens } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError, validationFailure } from '../../plugins/errors.ts'
import { endUserSessions } from '../../plugins/session.ts'
import { emailChangeMail } from './account-mails.ts'
import { hashPassword, verifyPassword } from './password-hash.ts'
import { checkCountry, findUserByEmail, isUniqueViolation } from './signup.service.ts'
import { hashToken, issueToken } from './tokens.ts'

/** The profile's save and the new address's confirmation (spec 3 §3, §5; issue 25 item 3). */

const CURRENT_PASSWORD_WRONG = 'accounts.profile.current_password_wrong'

/** A save refused with a wrong current password among its errors: the route counts it against the caller. */
export class WrongCurrentPassword extends AppError {
  constructor(errors: FieldErrors) {
    super('validation_failed', CURRENT_PASSWORD_WRONG, errors)
  }
}

type Issue = { path: string[]; message: string }
const field = (name: string, message: string): Issue => ({ path: ['user', name], message })

/** Who saves: the user, and the session that stays signed in when the password changes. */
export type ProfileCaller = { userId: number; sessionId: string | undefined }

/**
 * Saves the profile. The country's VAT rule, the confirmation's match and the current password (asked when the
 * password or the e-mail changes) are checked here, every error at once under its `user.<field>` path. A new password
 * ends the user's other sessions; a new e-mail waits in `pending_email` and its link goes to that address after the
 * commit, while the old address stays the login. A first password needs a verified address, as set_password; a new
 * e-mail needs a verified address and a password to confirm it with.
 */
export async function updateProfile(
  deps: Pick<Deps, 'db' | 'mailer' | 'labels' | 'config'>,
  caller: ProfileCaller,
  form: ProfileForm,
): Promise<void> {
  const { db } = deps
  const [user] = await db
    .select({ email: users.email, passwordHash: users.passwordHash, verifiedAt: users.emailVerifiedAt })
    .from(users)
    .where(eq(users.id, caller.userId))
  if (!user) throw new AppError('unauthenticated', 'errors.unauthenticated')

  const zone = form.esaedro_zone_code
  const country = await checkCountry(db, zone, form.usa_state_code, ['user'])
  const issues: Issue[] = country.issues
  const vat = country.area === null ? null : vatNumberProblem({ zone, area: country.area, piva: form.piva })
  if (vat) issues.push(field('piva', vat))

  const changesPassword = form.password !== ''
  const changesEmail = form.email !== user.email.toLowerCase()
  if (changesPassword) {
    // The schema checked the rules against the address typed; the login's address counts too.
    for (const id of failedPasswordRules(form.password, user.email))
      issues.push(field('password', `password.${id}`))
    if (form.confirmPassword !== form.password) issues.push(field('confirmPassword', V.passwordMismatch))
    // An unverified sign-up may have used someone else's address: only its owner may give it a password.
    if (!user.passwordHash && !user.verifiedAt) issues.push(field('password', 'accounts.email_not_verified'))
  }
  if (changesEmail) {
    if (!user.verifiedAt) issues.push(field('email', 'accounts.profile.email_change_unverified'))
    else if (!user.passwordHash) issues.push(field('email', 'accounts.profile.email_change_needs_password'))
    else if (await findUserByEmail(db, form.email)) issues.push(field('email', 'errors.already_exist'))
  }
  let wrongPassword = false
  if (user.passwordHash && (changesPassword || changesEmail)) {
    if (form.current_password === '') issues.push(field('current_password', V.required))
    else if (!(await verifyPassword(form.current_password, user.passwordHash))) {
      wrongPassword = true
      issues.push(field('current_password', CURRENT_PASSWORD_WRONG))
    }
  }
  if (issues.length > 0) {
    const failure = validationFailure(issues)
    throw wrongPassword ? new WrongCurrentPassword(failure.errors) : failure
  }

  // Hashing takes tens of milliseconds: never inside the transaction, which holds PGlite's only connection.
  const passwordHash = changesPassword ? await hashPassword(form.password) : null
  const isUsa = zone === USA_ZONE
  const sectors = splitSectors(form.profil_sector)
  await db.transaction(async (tx) => {
    const saved = await tx
      .update(users)
      .set({
        company: form.azienda,
        piva: normaliseVat(zone, form.piva),
        firstName: form.nome,
        lastName: form.cognome,
        phone: form.telefono,
        esaedroZoneCode: zone,
        usaStateCode: isUsa ? form.usa_state_code : '',
        preferredLang: form.preferred_lang,
        privacyAcceptedAt: sql`coalesce(${users.privacyAcceptedAt}, now())`,
        aboutUsSelect: form.profil_about_us_select ?? null,
        aboutUs: form.profil_about_us_select === 'altro' ? form.profil_about_us : '',
        profilSector: form.profil_sector,
        profilSectorOther: sectors.includes('altro') ? form.profil_sector_other : '',
        clientType: form.client_type ?? null,
        companyRole: form.profil_title,
        optinMarketing: form.optin_marketing,
        ...(passwordHash ? { passwordHash, passwordChosenBySession: null } : {}),
        ...(changesEmail ? { pendingEmail: form.email } : {}),
      })
      // The password proven above is still the stored one (a save or a recovery in between would have replaced it).
      .where(
        and(
          eq(users.id, caller.userId),
          changesPassword || changesEmail
            ? sql`${users.passwordHash} is not distinct from ${user.passwordHash}`
            : undefined,
        ),
      )
      .returning({ id: users.id })
    if (saved.length === 0) throw new AppError('conflict', 'accounts.profile.changed_meanwhile')
    if (passwordHash) await endUserSessions(tx, caller.userId, caller.sessionId)
    if (changesEmail) {
      const to = { email: form.email, firstName: form.nome, preferredLang: form.preferred_lang }
      await issueToken(tx, caller.userId, 'email_change', (inTx, token) =>
        deps.mailer.send(emailChangeMail(deps.labels, deps.config.publicUrl, to, token), inTx),
      )
    }
  })
}

function linkInvalid(): AppError {
  return new AppError('token_invalid', 'accounts.profile.email_link_invalid', {
    token: ['accounts.profile.email_link_invalid'],
  })
}

/**
 * Follows the link mailed to a new address: that address becomes the login. The link works once, within its days,
 * and only for the address it was mailed to (a newer change voids it). Answers the new address.
 */
export async function confirmEmailChange(db: Db, token: string): Promise<string> {
  const now = new Date()
  const [found] = await db
    .select({ tokenId: userTokens.id, userId: users.id, pendingEmail: users.pendingEmail })
    .from(userTokens)
    .innerJoin(users, eq(users.id, userTokens.userId))
    .where(
      and(
        eq(userTokens.purpose, 'email_change'),
        eq(userTokens.tokenHash, hashToken('email_change', 0, token)),
        isNull(userTokens.usedAt),
        gt(userTokens.expiresAt, now),
      ),
    )
  const pendingEmail = found?.pendingEmail
  if (!found || !pendingEmail) throw linkInvalid()
  try {
    await db.transaction(async (tx) => {
      const used = await tx
        .update(userTokens)
        .set({ usedAt: now })
        .where(and(eq(userTokens.id, found.tokenId), isNull(userTokens.usedAt)))
        .returning({ id: userTokens.id })
      if (used.length === 0) throw linkInvalid()
      const moved = await tx
        .update(users)
        .set({ email: pendingEmail, pendingEmail: null })
        .where(and(eq(users.id, found.userId), eq(users.pendingEmail, pendingEmail)))
        .returning({ id: users.id })
      if (moved.length === 0) throw linkInvalid()
    })
  } catch (err) {
    // Someone signed up with that address after it was asked for: the unique index settles it.
    if (isUniqueViolation(err))
      throw new AppError('already_exist', 'accounts.profile.email_taken', {
        token: ['accounts.profile.email_taken'],
      })
    throw err
  }
  return pendingEmail
}
