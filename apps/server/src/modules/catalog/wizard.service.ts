import type { SignupRequest } from '@shop/domain/accounts/schemas'
import type { SaveProductConfigurationBody } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import { eq } from 'drizzle-orm'
import type { FastifyInstance } from 'fastify'
import { users } from '../../db/schema/index.ts'
import { AppError } from '../../plugins/errors.ts'
import { activationMail } from '../accounts/account-mails.ts'
import { findUserByEmail, registerUser } from '../accounts/signup.service.ts'
import { checkProductConfiguration, saveProductConfiguration } from './catalog.service.ts'
import { type WizardCustomer, wizardCustomerMail, wizardProviderMail } from './wizard-mails.ts'

export type WizardConfiguration = Pick<
  SaveProductConfigurationBody,
  'configuration_code' | 'variations' | 'custom_texts'
>

/** What the pending cookie holds: the configuration a visitor with an existing account sent, for that address. */
export type PendingConfiguration = WizardConfiguration & { email: string }

async function findCustomer(app: FastifyInstance, userId: number): Promise<WizardCustomer | null> {
  const [row] = await app.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      esaedroZoneCode: users.esaedroZoneCode,
      clientType: users.clientType,
      preferredLang: users.preferredLang,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

function translator(app: FastifyInstance) {
  return (lang: string, key: string) => app.labels.translate(lang, key)
}

/**
 * Saves the configuration to the user's account and tells the customer and the provider. Mails go after the
 * configuration is stored (the outbox keeps them if SMTP is slow or down).
 */
export async function saveWizardConfiguration(
  app: FastifyInstance,
  lang: Lang,
  userId: number,
  configuration: WizardConfiguration,
  isNewAccount: boolean,
) {
  const saved = await saveProductConfiguration(app.db, translator(app), lang, userId, {
    ...configuration,
    current_ref_code: undefined,
  })
  const customer = await findCustomer(app, userId)
  if (customer) {
    const { publicUrl, PROVIDER_EMAIL } = app.config
    const sent = { code: saved.configuration_code, modelCode: saved.base_model?.code ?? '' }
    await app.mailer.send(wizardCustomerMail(app.labels, publicUrl, customer, sent))
    await app.mailer.send(
      wizardProviderMail(app.labels, publicUrl, PROVIDER_EMAIL, customer, sent, isNewAccount),
    )
  }
  return saved
}

/** Refuses a bad code or bad variations (4xx with the reason) before anything is created. */
export async function checkWizardConfiguration(
  app: FastifyInstance,
  lang: Lang,
  configuration: WizardConfiguration,
) {
  await checkProductConfiguration(app.db, translator(app), lang, configuration)
}

/**
 * A visitor's submit: creates the account exactly as sign-up does (with its activation token), then saves. An
 * address that already has an account answers `already_exist` with the wizard's own text; the caller keeps the
 * configuration pending for that address.
 */
export async function registerWizardCustomer(app: FastifyInstance, signup: SignupRequest) {
  try {
    return await registerUser(app.db, signup)
  } catch (err) {
    if (err instanceof AppError && err.code === 'already_exist') {
      throw new AppError('already_exist', 'wizard.already_exist', err.errors, err.extra)
    }
    throw err
  }
}

/** The activation mail sign-up sends, for the wizard's new account. */
export async function sendActivation(
  app: FastifyInstance,
  user: { email: string; firstName: string; preferredLang: string; activationToken: string },
) {
  await app.mailer.send(activationMail(app.labels, app.config.publicUrl, user, user.activationToken))
}

/**
 * After a sign-in in the browser that left a configuration pending: saves it to the account when the account's
 * address is the one the wizard was given. Returns whether it was saved.
 */
export async function claimPendingConfiguration(
  app: FastifyInstance,
  lang: Lang,
  userId: number,
  pending: PendingConfiguration,
): Promise<boolean> {
  const user = await findUserByEmail(app.db, pending.email)
  if (!user || user.id !== userId) return false
  const { email: _email, ...configuration } = pending
  await saveWizardConfiguration(app, lang, userId, configuration, false)
  return true
}
