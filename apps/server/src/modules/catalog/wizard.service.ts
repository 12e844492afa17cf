import type { SignupRequest } from '@shop/domain/accounts/schemas'
import type { SaveProductConfigurationBody } from '@shop/domain/catalog/schemas'
import type { Lang } from '@shop/domain/i18n/langs'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../db/client.ts'
import { users } from '../../db/schema/index.ts'
import type { Deps } from '../../deps.ts'
import { AppError } from '../../plugins/errors.ts'
import { activationMail } from '../accounts/account-mails.ts'
import { findUserByEmail, type OpenSession, registerUser } from '../accounts/signup.service.ts'
import { findBuyer } from './buyer.store.ts'
import { findCatalog } from './catalog.store.ts'
import { checkProductConfiguration, findProductConfiguration } from './configurations.service.ts'
import { insertProductConfiguration } from './configurations.store.ts'
import {
  type SentConfiguration,
  type WizardCustomer,
  wizardCustomerMail,
  wizardProviderMail,
} from './wizard.mails.ts'

export type WizardConfiguration = Pick<
  SaveProductConfigurationBody,
  'configuration_code' | 'variations' | 'custom_texts'
>

/** What the pending cookie holds: the configuration a visitor with an existing account sent, for that address. */
export type PendingConfiguration = WizardConfiguration & { email: string }

/** What the wizard's use cases need. */
type WizardDeps = Pick<Deps, 'db' | 'mailer' | 'labels' | 'config'>

type SavedConfiguration = Awaited<ReturnType<typeof findProductConfiguration>>
/** A base model's configuration (type B) as checkProductConfiguration passes it: its base model is known. */
type CheckedModelConfiguration = Awaited<ReturnType<typeof checkProductConfiguration>>

/** The signed-in user the wizard's mails name and address, with their verification; null when gone. */
async function findWizardUser(deps: WizardDeps, userId: number) {
  const [row] = await deps.db
    .select({
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      company: users.company,
      phone: users.phone,
      esaedroZoneCode: users.esaedroZoneCode,
      clientType: users.clientType,
      preferredLang: users.preferredLang,
      verifiedAt: users.emailVerifiedAt,
    })
    .from(users)
    .where(eq(users.id, userId))
  return row ?? null
}

/** What the mails name: the configuration's canonical code and its base model's code (whose page opens it). */
async function sentOf(deps: WizardDeps, checked: CheckedModelConfiguration) {
  const model = (await findCatalog(deps.db)).modelById.get(checked.decoded.baseModelId)
  return { code: checked.decoded.code, modelCode: model?.code ?? '' }
}

/**
 * Tells the provider who sent which configuration, and the customer that it arrived, in the transaction that saves
 * it (the mails go only if it is stored, and are never lost once it is). The customer's copy goes only to a
 * verified address: anyone can type any address into the wizard, and the shop must not mail strangers on their
 * behalf. A new account's owner hears from the activation mail instead.
 */
async function notifyWizardSubmit(
  deps: WizardDeps,
  tx: Tx,
  customer: WizardCustomer & { verifiedAt: Date | null },
  sent: SentConfiguration,
  isNewAccount: boolean,
) {
  const { publicUrl, PROVIDER_EMAIL } = deps.config
  if (customer.verifiedAt)
    await deps.mailer.send(wizardCustomerMail(deps.labels, publicUrl, customer, sent), tx)
  await deps.mailer.send(
    wizardProviderMail(deps.labels, publicUrl, PROVIDER_EMAIL, customer, sent, isNewAccount),
    tx,
  )
}

/** A signed-in user's submit: saves the configuration to their account and tells the provider (and them). */
export async function submitWizardAsUser(
  deps: WizardDeps,
  lang: Lang,
  userId: number,
  configuration: WizardConfiguration,
): Promise<SavedConfiguration> {
  const checked = await checkProductConfiguration(deps.db, deps.labels.translate, lang, configuration)
  const [customer, buyer, sent] = await Promise.all([
    findWizardUser(deps, userId),
    findBuyer(deps.db, userId),
    sentOf(deps, checked),
  ])
  if (!customer) throw new AppError('unauthenticated', 'errors.unauthenticated')
  const id = await deps.db.transaction(async (tx) => {
    const saved = await insertProductConfiguration(tx, checked, { userId, clientId: buyer.clientId }, null)
    await notifyWizardSubmit(deps, tx, customer, sent, false)
    return saved
  })
  return findProductConfiguration(deps.db, userId, lang, id)
}

/**
 * A visitor's submit, as one unit of work: the configuration is checked first (a bad code is refused before an
 * account exists), then the account, its activation token, its session, the configuration and the mails are
 * written in one transaction. An address that already has an account answers `already_exist` with the wizard's
 * own text; the caller keeps the configuration pending for that address.
 */
export async function submitWizardAsVisitor(
  deps: WizardDeps,
  lang: Lang,
  signup: SignupRequest,
  configuration: WizardConfiguration,
  openSession: OpenSession,
) {
  const checked = await checkProductConfiguration(deps.db, deps.labels.translate, lang, configuration)
  const sent = await sentOf(deps, checked)
  const customer = {
    email: signup.email,
    firstName: signup.first_name,
    lastName: signup.last_name,
    company: signup.company,
    phone: signup.telefono,
    esaedroZoneCode: signup.esaedro_zone_code,
    clientType: signup.client_type ?? null,
    preferredLang: signup.preferred_lang,
    verifiedAt: null,
  }
  let created: Awaited<ReturnType<typeof registerUser<number>>>
  try {
    created = await registerUser(deps.db, signup, openSession, async (tx, user) => {
      // A new account has no company yet: the configuration is the user's alone.
      const id = await insertProductConfiguration(tx, checked, { userId: user.id, clientId: null }, null)
      await deps.mailer.send(
        activationMail(deps.labels, deps.config.publicUrl, user, user.activationToken),
        tx,
      )
      await notifyWizardSubmit(deps, tx, customer, sent, true)
      return id
    })
  } catch (err) {
    if (err instanceof AppError && err.code === 'already_exist') {
      throw new AppError('already_exist', 'wizard.already_exist', err.errors, err.extra)
    }
    throw err
  }
  const { user, session, extra: configurationId } = created
  const saved = await findProductConfiguration(deps.db, user.id, lang, configurationId)
  return { user, session, saved }
}

/**
 * After a sign-in in the browser that left a configuration pending: saves it to the account when the account's
 * address is the one the wizard was given. Returns whether it was saved.
 */
export async function claimPendingConfiguration(
  deps: WizardDeps,
  lang: Lang,
  userId: number,
  pending: PendingConfiguration,
): Promise<boolean> {
  const user = await findUserByEmail(deps.db, pending.email)
  if (!user || user.id !== userId) return false
  const { email: _email, ...configuration } = pending
  await submitWizardAsUser(deps, lang, userId, configuration)
  return true
}
