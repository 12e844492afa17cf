import type { Mail } from '../../infra/mailer.ts'
import { foldUserText } from '../accounts/mail-text.ts'
import type { LabelStore } from '../i18n/labels.service.ts'

/** Who saved a configuration through the wizard, as the mails name them. */
export type WizardCustomer = {
  email: string
  firstName: string
  lastName: string
  company: string
  phone: string
  esaedroZoneCode: string
  clientType: string | null
  preferredLang: string
}

function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => values[name] ?? whole)
}

/** What the mails name: the configuration's code and the code of its base model (whose page opens it). */
export type SentConfiguration = { code: string; modelCode: string }

/** The base model's page in the shop, with the configurator opened on the code. */
export function configurationLink(publicUrl: string, lang: string, sent: SentConfiguration): string {
  return `${publicUrl}/${lang}/prodotti/${encodeURIComponent(sent.modelCode)}?code=${encodeURIComponent(sent.code)}`
}

/** To the customer, in their language: the configuration arrived and the sales office will answer. */
export function wizardCustomerMail(
  labels: LabelStore,
  publicUrl: string,
  to: WizardCustomer,
  sent: SentConfiguration,
): Mail {
  const lang = to.preferredLang
  const values = {
    name: foldUserText(to.firstName),
    code: sent.code,
    link: configurationLink(publicUrl, lang, sent),
  }
  const t = (key: string) => fill(labels.translate(lang, key), values)
  return {
    kind: 'wizard-customer',
    to: to.email,
    subject: t('mail.wizard.customer.subject'),
    text: [t('mail.greeting'), t('mail.wizard.customer.body'), t('mail.signature')].join('\n\n'),
  }
}

/** To the provider's sales office (PROVIDER_EMAIL), in Italian: who sent which configuration. */
export function wizardProviderMail(
  labels: LabelStore,
  publicUrl: string,
  providerEmail: string,
  customer: WizardCustomer,
  sent: SentConfiguration,
  isNewAccount: boolean,
): Mail {
  const lang = 'it'
  const values = {
    code: sent.code,
    link: configurationLink(publicUrl, lang, sent),
    // Everything the visitor typed is folded to one line and defanged; the address was validated as an address.
    name: foldUserText(`${customer.firstName} ${customer.lastName}`),
    company: foldUserText(customer.company) || '-',
    email: customer.email,
    phone: foldUserText(customer.phone, 40) || '-',
    country: customer.esaedroZoneCode,
    client_type: customer.clientType ?? '-',
    account: labels.translate(
      lang,
      isNewAccount ? 'mail.wizard.provider.new_account' : 'mail.wizard.provider.existing_account',
    ),
  }
  const t = (key: string) => fill(labels.translate(lang, key), values)
  return {
    kind: 'wizard-provider',
    to: providerEmail,
    subject: t('mail.wizard.provider.subject'),
    text: t('mail.wizard.provider.body'),
  }
}
